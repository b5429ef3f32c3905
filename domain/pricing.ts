import { roundMoney } from './format';
import type { Money } from './types';

/**
 * A reduction the shop may announce: the struck reference price (the prior price), the percent off it, and the
 * lowest price of the 30 days before the reduction, which Romanian law wants beside it (HG 947/2000 art. 4^1).
 */
export interface Reduction {
  was: Money;
  percentOff: number;
  lowest30: Money;
  /** ISO instant the reduction lapses (a running promotion's end); null when nothing ends it. */
  until: string | null;
}

export interface ReductionInput {
  /** The price charged now (with a running promotion, already reduced: the cart and checkout charge it). */
  price: Money;
  /** The store's reference price (Shopify compareAtPrice), when it set one. */
  compareAtPrice: Money | null;
  /**
   * The prior price, from the recorded history: the lowest of the 30 days before the price last changed
   * (HG 947/2000 art. 4^1). Undefined when the history records no other price: nothing backs a reduction then.
   */
  lowestPrior: number | undefined;
  /** When the reduction lapses (a running promotion's end), or null. */
  until: string | null;
}

/**
 * The reduction a price may announce, as Romanian law counts it: a reference price above today's only where the
 * store set one (compareAtPrice) and the recorded history backs it. The struck price is the 30-day low before the
 * reduction, never above it (a compare-at price higher than that low is shown as the low), and the percent and the
 * saving are computed from that struck price. Never price / (1 - percent).
 */
export function reductionFor({ price, compareAtPrice, lowestPrior, until }: ReductionInput): Reduction | null {
  if (!compareAtPrice || compareAtPrice.currencyCode !== price.currencyCode || compareAtPrice.amount <= price.amount)
    return null;
  if (lowestPrior === undefined || lowestPrior <= price.amount) return null;
  const was = roundMoney(Math.min(compareAtPrice.amount, lowestPrior));
  const percentOff = Math.round((1 - price.amount / was) * 100);
  if (percentOff < 1) return null;
  return {
    was: { amount: was, currencyCode: price.currencyCode },
    percentOff,
    lowest30: { amount: roundMoney(lowestPrior), currencyCode: price.currencyCode },
    until,
  };
}

/** Whether a variant's price has a reference above it at all (the history is read only for these). */
export const hasReference = (price: Money, compareAtPrice: Money | null) =>
  Boolean(compareAtPrice && compareAtPrice.currencyCode === price.currencyCode && compareAtPrice.amount > price.amount);

/** The reduction if it still holds at `now` (a promotion's lapses at its end; an island may outlive it), else null. */
export const heldReduction = (reduction: Reduction | null | undefined, now = Date.now()): Reduction | null =>
  reduction && (reduction.until === null || now < Date.parse(reduction.until)) ? reduction : null;

export function savings(price: Money, reduction: Reduction): Money {
  return { amount: roundMoney(reduction.was.amount - price.amount), currencyCode: price.currencyCode };
}
