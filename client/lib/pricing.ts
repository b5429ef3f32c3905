import { roundMoney } from './format';
import type { Money } from './types';

/**
 * A reduction the shop may announce: the struck reference price, the percent off, and the lowest price of
 * the last 30 days, which Romanian law wants beside any announced reduction (HG 947/2000 art. 4^1).
 */
export interface Reduction {
  was: Money;
  percentOff: number;
  lowest30: Money;
  /** ISO instant the reduction lapses (the promotion's end); null for the store's own compare-at price. */
  until: string | null;
}

export interface ReductionInput {
  price: Money;
  /** The store's reference price (Shopify compareAtPrice), when it set one. */
  compareAtPrice: Money | null;
  /** The running promotion (percent and end), or null when none runs. */
  promotion: { percent: number; endsAt: string } | null;
  /**
   * Lowest price recorded in the 30 days before this reduction began (HG 947/2000 art. 4^1: the prior price);
   * undefined when none was recorded, and then today's price, the only one known, stands for it.
   */
  lowestRecorded: number | undefined;
}

/** Which reference a variant's reduction would use: the store's compare-at price first, then the promotion. */
export function reductionKind(price: Money, compareAtPrice: Money | null, promotionRuns: boolean): 'compareAt' | 'promotion' | null {
  if (compareAtPrice && compareAtPrice.currencyCode === price.currencyCode && compareAtPrice.amount > price.amount) return 'compareAt';
  return promotionRuns ? 'promotion' : null;
}

/** The reference price for a shown price: the store's compare-at price, else price / (1 - percent) while the promotion runs. */
export function reductionFor({ price, compareAtPrice, promotion, lowestRecorded }: ReductionInput): Reduction | null {
  const kind = reductionKind(price, compareAtPrice, Boolean(promotion));
  if (!kind) return null;
  const was =
    kind === 'compareAt' ? compareAtPrice! : { amount: roundMoney(price.amount / (1 - promotion!.percent / 100)), currencyCode: price.currencyCode };
  const until = kind === 'promotion' ? promotion!.endsAt : null;
  const lowest = lowestRecorded ?? price.amount;
  return {
    was,
    percentOff: Math.round((1 - price.amount / was.amount) * 100),
    lowest30: { amount: roundMoney(lowest), currencyCode: price.currencyCode },
    until,
  };
}

/** The reduction if it still holds at `now` (a promotion's lapses at its end; an island may outlive it), else null. */
export const heldReduction = (reduction: Reduction | null | undefined, now = Date.now()): Reduction | null =>
  reduction && (reduction.until === null || now < Date.parse(reduction.until)) ? reduction : null;

export function savings(price: Money, reduction: Reduction): Money {
  return { amount: roundMoney(reduction.was.amount - price.amount), currencyCode: price.currencyCode };
}
