import { Countdown } from '../islands/countdown';
import { Island } from './island';

export function PromoBar({ endsAt, renderedAt }: { endsAt: string; renderedAt: number }) {
  return (
    <div className="bg-pumpkin-700 text-white">
      <div className="container-page flex flex-wrap items-center justify-center gap-x-3 gap-y-1 py-2 text-sm">
        <span className="font-semibold tracking-wide uppercase">
          Halloween Sales Ends
        </span>
        <Island name="countdown" component={Countdown} props={{ endsAt, renderedAt }} />
        <span className="hidden font-semibold sm:inline">-25% la toate produsele</span>
      </div>
    </div>
  );
}
