import { formatDate } from '../../domain/format';
import type { PromotionState } from '../../domain/promotion';
import { Countdown } from '../islands/countdown';
import { Island } from './island';

/**
 * The promotion bar: "{label} Sales Ends" (the SPEC's 'Halloween Sales Ends') and the countdown. Once the
 * promotion has ended the countdown stays at 00 and the bar no longer claims any discount.
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
  return (
    <div className="bg-pumpkin-700 text-white">
      <div className="container-page flex flex-wrap items-center justify-center gap-x-3 gap-y-1 py-2 text-sm">
        <span className="font-semibold tracking-wide uppercase">{`${label} Sales Ends`}</span>
        <Island name="countdown" component={Countdown} props={{ endsAt, renderedAt }} />
        {phase === 'running' ? (
          <span className="hidden font-semibold sm:inline">{`-${percent}% la toate produsele`}</span>
        ) : (
          // The countdown already tells screen readers the offer has ended.
          <span className="font-semibold" aria-hidden="true">
            Oferta s-a încheiat
          </span>
        )}
      </div>
    </div>
  );
}
