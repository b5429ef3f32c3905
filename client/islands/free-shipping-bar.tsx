import { shippingFacts } from '../../content/facts';
import { formatMoney } from '../../domain/format';
import { countedForFreeShipping, remainingForFreeShipping } from '../../domain/shipping';

/**
 * Progress toward free delivery: 'Încă {n} {currency}' until the threshold is reached. Vapes (`vapes`, what they
 * cost) do not count toward it, and a cart of vapes only gets no nudge at all: free delivery is no incentive to buy
 * an e-cigarette (Legea nr. 64/2024).
 */
export function FreeShippingBar({
  subtotal,
  vapes = 0,
  onlyVapes = false,
  currencyCode,
}: {
  subtotal: number;
  vapes?: number;
  onlyVapes?: boolean;
  currencyCode: string;
}) {
  if (onlyVapes) return null;
  const counted = countedForFreeShipping(subtotal, vapes);
  const remaining = remainingForFreeShipping(shippingFacts, subtotal, vapes);
  const percent = Math.min(100, Math.round((counted / shippingFacts.freeFrom) * 100));
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
      {vapes > 0 && <p className="mt-2 text-xs text-ink-700">Vape-urile nu intră în pragul livrării gratuite.</p>}
    </div>
  );
}
