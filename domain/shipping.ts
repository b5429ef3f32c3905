import { site } from '../content/site';
import { roundMoney } from './format';

/** SPEC §9: free from 200 (in the cart currency), otherwise 19 lei. */
export const FREE_SHIPPING_THRESHOLD = site.freeShippingThreshold;
export const SHIPPING_FEE = site.shippingFee;

/**
 * Delivery for products worth `subtotal` (after any code). An order made free by a code (SPINFREE) still
 * ships for the fee: only an empty cart (`lines` 0) ships nothing.
 */
export function shippingFor(subtotal: number, lines: number): number {
  return lines === 0 || subtotal >= FREE_SHIPPING_THRESHOLD ? 0 : SHIPPING_FEE;
}

export function remainingForFreeShipping(subtotal: number): number {
  return Math.max(0, roundMoney(FREE_SHIPPING_THRESHOLD - subtotal));
}
