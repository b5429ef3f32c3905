// The site-wide promotion as time-boxed data from configuration. Shared by the worker and the browser.

export interface Promotion {
  /** Shown name, e.g. "Halloween". */
  label: string;
  /** Whole percent off every product while it runs (25 = -25%). */
  percent: number;
  /** ISO instants; the promotion runs from startsAt (inclusive) to endsAt (exclusive). */
  startsAt: string;
  endsAt: string;
}

export type PromotionPhase = 'upcoming' | 'running' | 'ended';

export function promotionPhase(promotion: Promotion, now: number): PromotionPhase {
  if (now < Date.parse(promotion.startsAt)) return 'upcoming';
  return now < Date.parse(promotion.endsAt) ? 'running' : 'ended';
}

export const promotionRunning = (promotion: Promotion, now: number) => promotionPhase(promotion, now) === 'running';

/** What a page needs to say about the promotion at the moment it was rendered. */
export interface PromotionState extends Promotion {
  phase: PromotionPhase;
}

export const promotionState = (promotion: Promotion, now: number): PromotionState => ({
  ...promotion,
  phase: promotionPhase(promotion, now),
});

/** What an island needs to word a running promotion (its percent, and its end, after which it says nothing). */
export interface RunningOffer {
  percent: number;
  endsAt: string;
}

export const runningOffer = (state: PromotionState): RunningOffer | null =>
  state.phase === 'running' ? { percent: state.percent, endsAt: state.endsAt } : null;

/** The offer if it still runs at `now` (an island may outlive the promotion it was rendered with), else null. */
export const currentOffer = (offer: RunningOffer | null, now = Date.now()): RunningOffer | null =>
  offer && now < Date.parse(offer.endsAt) ? offer : null;

/** The drawer's checkout button: the SPEC's 'Comandă acum -25%' while the promotion runs, plain once it has ended. */
export const checkoutLabel = (offer: RunningOffer | null) =>
  offer ? `Comandă acum -${offer.percent}%` : 'Comandă acum';
