// The discount codes the embedded store knows: the shop's lead-capture codes (content/wheel.ts), with the
// offer rules (/regulament-oferte): one code per order, on products only, HALLOWEEN15 only while the
// promotion runs.
import { type Promotion, promotionRunning } from '../../../client/lib/promotion';
import { offers, wheelSegments } from '../../../content/wheel';

export type DiscountRule = { kind: 'percent'; percent: number } | { kind: 'free-unit'; productKind: 'vape' };

/** The rule of a code (matched case-insensitively, as Shopify does), or null for one the shop does not know. */
export function discountRule(code: string, promotion: Promotion | null, now = Date.now()): DiscountRule | null {
  const wanted = code.trim().toUpperCase();
  if (wanted === offers.newsletter.code) return { kind: 'percent', percent: Number.parseInt(offers.newsletter.discount, 10) };
  if (wanted === offers.exitPopup.code) {
    return promotion && promotionRunning(promotion, now) ? { kind: 'percent', percent: Number.parseInt(offers.exitPopup.discount, 10) } : null;
  }
  const segment = wheelSegments.find((s) => s.emailCode === wanted);
  if (!segment) return null;
  // SPINFREE: one disposable CBD vape ("puff") free with the order.
  if (segment.emailCode === 'SPINFREE') return { kind: 'free-unit', productKind: 'vape' };
  return { kind: 'percent', percent: Number.parseInt(segment.discount, 10) };
}
