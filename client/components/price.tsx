import { formatMoney } from '../lib/format';
import { oldPrice } from '../lib/pricing';
import type { Money } from '../lib/types';

const SIZES = {
  sm: { sale: 'text-sm font-semibold text-pumpkin-700', old: 'text-sm text-ink-600', gap: 'gap-x-1.5' },
  md: { sale: 'text-xl font-bold text-pumpkin-700', old: 'text-sm text-ink-600', gap: 'gap-x-2' },
  lg: { sale: 'text-3xl font-bold text-pumpkin-700', old: 'text-lg text-ink-600', gap: 'gap-x-2' },
  xl: { sale: 'text-4xl font-bold text-pumpkin-700', old: 'text-xl text-ink-600', gap: 'gap-x-3' },
} as const;

/** Sale price with the struck-through pre-promotion price (price / 0.75), read out in words. */
export function Price({ price, size = 'md', testId }: { price: Money; size?: keyof typeof SIZES; testId?: string }) {
  const s = SIZES[size];
  return (
    <span className={`flex flex-wrap items-baseline ${s.gap}`}>
      <span className="sr-only">Preț redus:</span>
      <span className={s.sale} data-testid={testId}>
        {formatMoney(price)}
      </span>
      <span className="sr-only">în loc de</span>
      <s className={s.old}>{formatMoney(oldPrice(price))}</s>
    </span>
  );
}
