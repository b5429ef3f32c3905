// The discount codes the embedded store accepts: only codes the shop issued to a lead (worker/codes), each
// once, with the offer rules (/regulament-oferte): one code per order, on products only, HALLOWEEN15-… only
// while the promotion runs. The spec's bare names (NEWSLETTER10, SPIN20 …) apply to nothing.
import { type Promotion, promotionRunning } from '../../../domain/promotion';
import { offers, wheelSegments } from '../../../content/wheel';
import { canonicalCode } from '../../codes/codes';

/** 'free-unit': one unit of the cheapest product carrying `tag` is free (SPINFREE: a disposable puff). */
export type DiscountRule = { kind: 'percent'; percent: number } | { kind: 'free-unit'; tag: string };

/** The catalogue tag of the products SPINFREE gives (the offer rules: a disposable vape pen, a "puff"). */
export const FREE_PUFF_TAG = 'puff';

/** A code the shop issued, as its store of codes knows it. */
export interface IssuedCode {
  code: string;
  /** The offer's name, the code's prefix. */
  offer: string;
  /** When an order used it; null while it is unused. */
  usedAt: string | null;
}

/** Finds issued codes by their canonical form (`canonicalCode`); the ones it does not know are absent. */
export type CodeLookup = (codes: string[]) => Promise<Map<string, IssuedCode>>;

/** No store of codes (a test's bare transport): no code applies. */
export const noCodes: CodeLookup = async () => new Map();

/** The rule of an offer's name, or null for one the shop does not know. */
function offerRule(offer: string, promotion: Promotion | null, now: number): DiscountRule | null {
  if (offer === offers.newsletter.code) return { kind: 'percent', percent: Number.parseInt(offers.newsletter.discount, 10) };
  if (offer === offers.exitPopup.code) {
    return promotion && promotionRunning(promotion, now) ? { kind: 'percent', percent: Number.parseInt(offers.exitPopup.discount, 10) } : null;
  }
  const segment = wheelSegments.find((s) => s.emailCode === offer);
  if (!segment) return null;
  // SPINFREE: one disposable CBD vape pen ("puff") free with the order; not a cartridge, kit or e-liquid.
  if (segment.emailCode === 'SPINFREE') return { kind: 'free-unit', tag: FREE_PUFF_TAG };
  return { kind: 'percent', percent: Number.parseInt(segment.discount, 10) };
}

/**
 * The rule of a typed code, or null: only a code the shop issued (`issued`, found by its canonical form),
 * not yet used by an order. Matched without case, as Shopify does; codes are ASCII ('ſPIN5' is not one).
 */
export function discountRule(typed: string, promotion: Promotion | null, issued: ReadonlyMap<string, IssuedCode>, now = Date.now()): DiscountRule | null {
  const canonical = canonicalCode(typed);
  if (!canonical) return null;
  const found = issued.get(canonical.code);
  if (!found || found.usedAt || found.offer !== canonical.prefix) return null;
  return offerRule(found.offer, promotion, now);
}

/** At most this many distinct codes of one cart are looked up (only the first applicable one counts). */
export const MAX_CODES_LOOKED_UP = 20;

/** Looks up the codes a cart carries, in one call. */
export async function lookUpCodes(typed: string[], lookup: CodeLookup): Promise<Map<string, IssuedCode>> {
  const wanted = [...new Set(typed.map((t) => canonicalCode(t)?.code).filter((c): c is string => Boolean(c)))].slice(0, MAX_CODES_LOOKED_UP);
  return wanted.length ? lookup(wanted) : new Map();
}
