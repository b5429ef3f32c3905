import { site } from '../../content/site';
import { roundMoney } from './format';

/** SPEC §9: free from 200 (in the cart currency), otherwise 19 lei. */
export const FREE_SHIPPING_THRESHOLD = site.freeShippingThreshold;
export const SHIPPING_FEE = site.shippingFee;

export function shippingFor(subtotal: number): number {
  return subtotal >= FREE_SHIPPING_THRESHOLD || subtotal === 0 ? 0 : SHIPPING_FEE;
}

export function remainingForFreeShipping(subtotal: number): number {
  return Math.max(0, roundMoney(FREE_SHIPPING_THRESHOLD - subtotal));
}
