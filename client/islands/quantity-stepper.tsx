import { useState } from 'react';

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
  // What is being typed: the field may be empty or partial until the shopper leaves it or presses Enter.
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    onChange(clamp(Number(draft)));
    setDraft(null);
  };
  return (
    <div className="inline-flex flex-col gap-1">
      <div className="inline-flex items-center self-start rounded-full border-2 border-cream-200 bg-white">
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-full text-xl font-bold disabled:opacity-40"
          onClick={() => {
            setDraft(null);
            onChange(clamp(value - 1));
          }}
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
          value={draft ?? value}
          onChange={(event) => {
            const typed = event.target.value.replace(/\D/g, '').slice(0, 3);
            // An emptied field stays empty while the shopper retypes (it used to snap back to 1, so typing
            // appended); any number counts at once, held to the limits (the line under it says why).
            if (!typed) return setDraft('');
            setDraft(null);
            onChange(clamp(Number(typed)));
          }}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
          className="w-12 [appearance:textfield] bg-transparent text-center text-lg font-semibold [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-full text-xl font-bold disabled:opacity-40"
          onClick={() => {
            setDraft(null);
            onChange(clamp(value + 1));
          }}
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
