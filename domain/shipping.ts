import { roundMoney } from './format';

/**
 * The shop's delivery rule (SPEC §9: free from 200 in the cart currency, otherwise 19 lei). The rule is data the
 * caller passes (content/facts.ts `shippingFacts` is one), so this module holds only the arithmetic.
 */
export interface ShippingRule {
  fee: number;
  freeFrom: number;
}

/**
 * What counts toward free delivery: the products after any code, without the vapes (`vapes`, what they cost).
 * Vapes are e-cigarette products (Legea nr. 64/2024): free delivery is no incentive to buy them.
 */
export const countedForFreeShipping = (subtotal: number, vapes = 0): number =>
  Math.max(0, roundMoney(subtotal - vapes));

/**
 * Delivery for products worth `subtotal` (after any code), of which `vapes` are vapes. An order made free by a
 * code (SPINFREE) still ships for the fee: only an empty cart (`lines` 0) ships nothing.
 */
export function shippingFor(rule: ShippingRule, subtotal: number, lines: number, vapes = 0): number {
  return lines === 0 || countedForFreeShipping(subtotal, vapes) >= rule.freeFrom ? 0 : rule.fee;
}

/** What is missing for free delivery (0 once it is free). */
export function remainingForFreeShipping(rule: ShippingRule, subtotal: number, vapes = 0): number {
  return Math.max(0, roundMoney(rule.freeFrom - countedForFreeShipping(subtotal, vapes)));
}
