// The discount codes the embedded store accepts: only codes the shop issued (its `CodeLookup`), each once, with
// the rules of their offers (`DiscountRules`): one code per order, on products only, an offer that lives only
// while the promotion runs applies only then. An offer's bare name applies to nothing.
import { promotionRunning } from './promotion';
import type { CodeLookup, DiscountRule, DiscountRules, IssuedCode, StorePromotion } from './types';

/** No store of codes (a test's bare transport): no code applies. */
export const noCodes: CodeLookup = async () => new Map();

/** The rule of an offer's name, or null for one the shop does not know (or one whose promotion is not on). */
function offerRule(
  offer: string,
  rules: DiscountRules,
  promotion: StorePromotion | null,
  now: number,
): DiscountRule | null {
  const found = rules.offers.get(offer);
  if (!found) return null;
  const { whilePromotion, ...rule } = found;
  if (whilePromotion && !(promotion && promotionRunning(promotion, now))) return null;
  return rule;
}

/**
 * The rule of a typed code, or null: only a code the shop issued (`issued`, found by its canonical form),
 * not yet used by an order. Matched without case, as Shopify does; codes are ASCII ('ſPIN5' is not one).
 */
export function discountRule(
  typed: string,
  rules: DiscountRules,
  promotion: StorePromotion | null,
  issued: ReadonlyMap<string, IssuedCode>,
  now = Date.now(),
): DiscountRule | null {
  const canonical = rules.canonical(typed);
  if (!canonical) return null;
  const found = issued.get(canonical.code);
  if (!found || found.usedAt || found.offer !== canonical.prefix) return null;
  return offerRule(found.offer, rules, promotion, now);
}

/** At most this many distinct codes of one cart are looked up (only the first applicable one counts). */
export const MAX_CODES_LOOKED_UP = 20;

/** Looks up the codes a cart carries, in one call. */
export async function lookUpCodes(
  typed: string[],
  rules: DiscountRules,
  lookup: CodeLookup,
): Promise<Map<string, IssuedCode>> {
  const wanted = [...new Set(typed.map((t) => rules.canonical(t)?.code).filter((c): c is string => Boolean(c)))].slice(
    0,
    MAX_CODES_LOOKED_UP,
  );
  return wanted.length ? lookup(wanted) : new Map();
}
