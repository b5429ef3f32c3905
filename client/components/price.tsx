import { formatMoney } from '../lib/format';
import { oldPrice } from '../lib/pricing';
import type { Money } from '../lib/types';

/** Sale price with the struck-through pre-promotion price. */
export function Price({ price, size = 'md' }: { price: Money; size?: 'md' | 'lg' }) {
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className="sr-only">Preț redus:</span>
      <span className={size === 'lg' ? 'text-3xl font-bold text-pumpkin-700' : 'text-xl font-bold text-pumpkin-700'}>
        {formatMoney(price)}
      </span>
      <span className="sr-only">în loc de</span>
      <s className={size === 'lg' ? 'text-lg text-ink-600' : 'text-sm text-ink-600'}>{formatMoney(oldPrice(price))}</s>
    </p>
  );
}
