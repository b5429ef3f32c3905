import { formatMoney } from '../../domain/format';
import { FREE_SHIPPING_THRESHOLD, remainingForFreeShipping } from '../../domain/shipping';

/** Progress toward free delivery: 'Încă {n} {currency}' until the threshold is reached. */
export function FreeShippingBar({ subtotal, currencyCode }: { subtotal: number; currencyCode: string }) {
  const remaining = remainingForFreeShipping(subtotal);
  const percent = Math.min(100, Math.round((subtotal / FREE_SHIPPING_THRESHOLD) * 100));
  return (
    <div className="rounded-xl bg-forest-50 p-3">
      <p className="text-sm font-medium text-forest-900" data-testid="free-shipping">
        {remaining > 0 ? (
          <>
            Încă <strong>{formatMoney({ amount: remaining, currencyCode })}</strong> până la livrarea gratuită
          </>
        ) : (
          <strong>Ai livrare gratuită!</strong>
        )}
      </p>
      <div
        role="progressbar"
        aria-label="Progres spre livrarea gratuită"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2 overflow-hidden rounded-full bg-forest-100"
      >
        <div className="h-full rounded-full bg-forest-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
