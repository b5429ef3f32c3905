import { site } from '../content/site';
import { roundMoney } from './format';

/** SPEC §9: free from 200 (in the cart currency), otherwise 19 lei. */
export const FREE_SHIPPING_THRESHOLD = site.freeShippingThreshold;
export const SHIPPING_FEE = site.shippingFee;

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
export function shippingFor(subtotal: number, lines: number, vapes = 0): number {
  return lines === 0 || countedForFreeShipping(subtotal, vapes) >= FREE_SHIPPING_THRESHOLD ? 0 : SHIPPING_FEE;
}

export function remainingForFreeShipping(subtotal: number, vapes = 0): number {
  return Math.max(0, roundMoney(FREE_SHIPPING_THRESHOLD - countedForFreeShipping(subtotal, vapes)));
}
