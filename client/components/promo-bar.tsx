import { formatDate } from '../../domain/format';
import type { PromotionState } from '../../domain/promotion';
import { Countdown } from '../islands/countdown';
import { Island } from './island';

/**
 * The promotion bar: "{label} Sales Ends" (the SPEC's 'Halloween Sales Ends') beside its Romanian twin of the same
 * weight (Legea 500/2004), and the countdown. Once the promotion has ended there is no bar: an ended offer is not
 * advertised with a row of zeros (the countdown hides the bar itself if it reaches zero on an open page).
 */
export function PromoBar({ promotion, renderedAt }: { promotion: PromotionState; renderedAt: number }) {
  const { label, percent, phase, startsAt, endsAt } = promotion;
  if (phase === 'upcoming') {
    return (
      <div className="bg-pumpkin-700 text-white">
        <p className="container-page py-2 text-center text-sm font-semibold">
          {`${label}: -${percent}% la toate produsele, începând cu ${formatDate(startsAt)}`}
        </p>
      </div>
    );
  }
  if (phase !== 'running') return null;
  return (
    <div className="bg-pumpkin-700 text-white" data-promo-bar>
      <div className="container-page flex flex-wrap items-center justify-center gap-x-3 gap-y-1 py-2 text-sm">
        <span className="font-semibold tracking-wide uppercase">
          <span lang="en">{`${label} Sales Ends`}</span>
          {` · Reducerile de ${label} se încheie în`}
        </span>
        <Island name="countdown" component={Countdown} props={{ endsAt, renderedAt }} />
        <span className="hidden font-semibold sm:inline">{`-${percent}% la toate produsele`}</span>
      </div>
    </div>
  );
}
