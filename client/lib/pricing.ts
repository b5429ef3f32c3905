import { roundMoney } from './format';
import type { Money } from './types';

/** The Halloween promotion: shown prices are 25% below the "old" price. */
export const PROMO_DISCOUNT = 0.25;

/** Old (pre-promotion) price: price / 0.75, rounded to bani. */
export function oldPrice(price: Money): Money {
  return { amount: roundMoney(price.amount / (1 - PROMO_DISCOUNT)), currencyCode: price.currencyCode };
}

export function savings(price: Money): Money {
  return { amount: roundMoney(oldPrice(price).amount - price.amount), currencyCode: price.currencyCode };
}
