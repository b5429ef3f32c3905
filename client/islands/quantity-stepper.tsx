export interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  label: string;
  id: string;
  /** Said under the stepper once the value reaches `max` (why + stopped). */
  maxReason?: string;
}

/** − [n] + with a labelled number field; never goes below `min`. */
export function QuantityStepper({ value, onChange, min = 1, max = 99, label, id, maxReason }: QuantityStepperProps) {
  const clamp = (n: number) => Math.min(max, Math.max(min, Number.isFinite(n) ? Math.floor(n) : min));
  const atMax = value >= max && Boolean(maxReason);
  return (
    <div className="inline-flex flex-col gap-1">
    <div className="inline-flex items-center self-start rounded-full border-2 border-cream-200 bg-white">
      <button
        type="button"
        className="inline-flex size-11 items-center justify-center rounded-full text-xl font-bold disabled:opacity-40"
        onClick={() => onChange(clamp(value - 1))}
        disabled={value <= min}
        aria-label="Scade cantitatea"
      >
        −
      </button>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={value}
        onChange={(event) => onChange(clamp(Number(event.target.value)))}
        className="w-12 [appearance:textfield] bg-transparent text-center text-lg font-semibold [&::-webkit-inner-spin-button]:appearance-none"
      />
      <button
        type="button"
        className="inline-flex size-11 items-center justify-center rounded-full text-xl font-bold disabled:opacity-40"
        onClick={() => onChange(clamp(value + 1))}
        disabled={value >= max}
        aria-label="Crește cantitatea"
        aria-describedby={atMax ? `${id}-limit` : undefined}
      >
        +
      </button>
    </div>
    <p id={`${id}-limit`} role="status" className="text-xs text-ink-700 empty:hidden">
      {atMax ? maxReason : ''}
    </p>
    </div>
  );
}
