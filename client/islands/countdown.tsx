import { useEffect, useRef, useState } from 'react';
import { countRo } from '../../domain/format';
import { countdownParts, pad2 } from '../lib/countdown';

export interface CountdownProps {
  /** ISO instant the promotion ends. */
  endsAt: string;
  /** Server time of the render, so the first client render matches the HTML. */
  renderedAt: number;
}

const UNITS = [
  ['days', 'zile'],
  ['hours', 'ore'],
  ['minutes', 'min'],
  ['seconds', 'sec'],
] as const;

/** Promo countdown, days:hours:minutes:seconds; at zero it hides the promotion bar it sits in. */
export function Countdown({ endsAt, renderedAt }: CountdownProps) {
  const [now, setNow] = useState(renderedAt);
  const ended = Date.parse(endsAt) <= now;
  const root = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const tick = () => setNow(Date.now());
    tick();
    if (Date.parse(endsAt) <= Date.now()) return;
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [endsAt]);

  // An offer that ended while the page was open is no longer advertised (no row of zeros).
  useEffect(() => {
    const bar = ended ? root.current?.closest<HTMLElement>('[data-promo-bar]') : null;
    if (bar) bar.hidden = true;
  }, [ended]);

  const parts = countdownParts(endsAt, now);
  const spoken = `${countRo(parts.days, 'zi', 'zile')}, ${countRo(parts.hours, 'oră', 'ore')}, ${countRo(parts.minutes, 'minut', 'minute')}`;
  return (
    <span
      ref={root}
      className="inline-flex items-center gap-1 font-mono tabular-nums"
      data-testid="countdown"
      data-ended={ended}
    >
      <span className="sr-only">{ended ? 'Oferta s-a încheiat' : `Timp rămas: ${spoken}`}</span>
      {UNITS.map(([key, label], i) => (
        <span key={key} className="inline-flex items-baseline gap-0.5" aria-hidden="true">
          {i > 0 && <span className="px-0.5 opacity-80">:</span>}
          <span className="rounded bg-black/25 px-1.5 py-0.5 font-bold" data-part={key}>
            {pad2(parts[key])}
          </span>
          <span className="text-[0.7rem] opacity-90">{label}</span>
        </span>
      ))}
    </span>
  );
}
