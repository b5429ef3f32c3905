import type { StorePromotion } from './types';

/** Whether the promotion runs at `now`: from its start (inclusive) to its end (exclusive). */
export const promotionRunning = (promotion: StorePromotion, now: number) =>
  now >= Date.parse(promotion.startsAt) && now < Date.parse(promotion.endsAt);
