// The discount codes the embedded store knows: the shop's lead-capture codes (content/wheel.ts), with the
// offer rules (/regulament-oferte): one code per order, on products only, HALLOWEEN15 only while the
// promotion runs.
import { type Promotion, promotionRunning } from '../../../client/lib/promotion';
import { offers, wheelSegments } from '../../../content/wheel';

/** 'free-unit': one unit of the cheapest product carrying `tag` is free (SPINFREE: a disposable puff). */
export type DiscountRule = { kind: 'percent'; percent: number } | { kind: 'free-unit'; tag: string };

/** The catalogue tag of the products SPINFREE gives (the offer rules: a disposable vape pen, a "puff"). */
export const FREE_PUFF_TAG = 'puff';

/** The rule of a code (matched case-insensitively, as Shopify does), or null for one the shop does not know. */
export function discountRule(code: string, promotion: Promotion | null, now = Date.now()): DiscountRule | null {
  // Codes are ASCII, compared without case as Shopify does: 'ſPIN5' or 'spınfree' are not SPIN5 or SPINFREE.
  if (!/^[\x21-\x7e]+$/.test(code.trim())) return null;
  const wanted = code.trim().toUpperCase();
  if (wanted === offers.newsletter.code) return { kind: 'percent', percent: Number.parseInt(offers.newsletter.discount, 10) };
  if (wanted === offers.exitPopup.code) {
    return promotion && promotionRunning(promotion, now) ? { kind: 'percent', percent: Number.parseInt(offers.exitPopup.discount, 10) } : null;
  }
  const segment = wheelSegments.find((s) => s.emailCode === wanted);
  if (!segment) return null;
  // SPINFREE: one disposable CBD vape pen ("puff") free with the order; not a cartridge, kit or e-liquid.
  if (segment.emailCode === 'SPINFREE') return { kind: 'free-unit', tag: FREE_PUFF_TAG };
  return { kind: 'percent', percent: Number.parseInt(segment.discount, 10) };
}
