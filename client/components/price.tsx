import { formatMoney } from '../../domain/format';
import type { Reduction } from '../../domain/pricing';
import type { Money } from '../../domain/types';

const SIZES = {
  sm: { sale: 'text-sm font-semibold', old: 'text-sm text-ink-600', gap: 'gap-x-1.5', unit: 'text-xs' },
  md: { sale: 'text-xl font-bold', old: 'text-sm text-ink-600', gap: 'gap-x-2', unit: 'text-xs' },
  lg: { sale: 'text-3xl font-bold', old: 'text-lg text-ink-600', gap: 'gap-x-2', unit: 'text-sm' },
  xl: { sale: 'text-4xl font-bold', old: 'text-xl text-ink-600', gap: 'gap-x-3', unit: 'text-sm' },
} as const;

export interface PriceProps {
  price: Money;
  /** A reduction the shop may announce (struck reference price and the 30-day lowest); none = the price alone. */
  reduction?: Reduction | null;
  size?: keyof typeof SIZES;
  testId?: string;
  /** The unit price of goods sold by volume or weight ("19,96 lei / 100 ml"), shown right under the price. */
  unitPrice?: string | null;
}

/** The unit price line (HG 947/2000), part of the price block. */
function UnitPrice({ text, className }: { text: string | null | undefined; className: string }) {
  if (!text) return null;
  return (
    <span className={`${className} text-ink-600`} data-testid="unit-price">
      {text}
    </span>
  );
}

/** The price; with a reduction, the struck reference price and the lowest price of the last 30 days beside it. */
export function Price({ price, reduction, size = 'md', testId, unitPrice }: PriceProps) {
  const s = SIZES[size];
  if (!reduction) {
    const shown = (
      <span className={`${s.sale} text-ink-900`} data-testid={testId}>
        {formatMoney(price)}
      </span>
    );
    return unitPrice ? (
      <span className="flex flex-col gap-0.5">
        {shown}
        <UnitPrice text={unitPrice} className={s.unit} />
      </span>
    ) : (
      shown
    );
  }
  return (
    <span className="flex flex-col gap-0.5">
      <span className={`flex flex-wrap items-baseline ${s.gap}`}>
        <span className="sr-only">Preț redus:</span>
        <span className={`${s.sale} text-pumpkin-700`} data-testid={testId}>
          {formatMoney(price)}
        </span>
        <span className="sr-only">în loc de</span>
        <s className={s.old} data-testid="reference-price">
          {formatMoney(reduction.was)}
        </s>
      </span>
      <UnitPrice text={unitPrice} className={s.unit} />
      <span className="text-xs text-ink-600" data-testid="lowest-30">
        {`Cel mai mic preț din ultimele 30 de zile: ${formatMoney(reduction.lowest30)}`}
      </span>
    </span>
  );
}

/** The "-25%" badge of a reduction (its own percent for a store's compare-at price); nothing without one. */
export function DiscountBadge({
  reduction,
  large = false,
  className = '',
}: {
  reduction: Reduction | null | undefined;
  large?: boolean;
  className?: string;
}) {
  if (!reduction) return null;
  const size = large ? 'px-3 text-sm' : 'px-2.5 text-xs';
  return (
    <span
      className={`rounded-full bg-pumpkin-700 py-1 font-bold text-white ${size} ${className}`}
      data-testid="discount-badge"
    >
      {`-${reduction.percentOff}%`}
    </span>
  );
}
