import type { Money } from './types';

/**
 * Intl formatters are built on first use, not when the module loads: each costs milliseconds to build (ICU's
 * locale data), and a page's script evaluation sits in front of its first interaction.
 */
function once<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= build();
    return value;
  };
}

const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormatter(currency: string): Intl.NumberFormat {
  let f = formatters.get(currency);
  if (!f) {
    f = new Intl.NumberFormat('ro-RO', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
    formatters.set(currency, f);
  }
  return f;
}

/** 129.99 RON → "129,99 lei" (non-breaking space before the unit, as Intl renders it). */
export function formatMoney(money: Money): string {
  return currencyFormatter(money.currencyCode).format(money.amount);
}

const dateFormatter = once(
  () =>
    new Intl.DateTimeFormat('ro-RO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Bucharest' }),
);

/** "2025-01-18" → "18 ianuarie 2025". */
export function formatDate(iso: string): string {
  return dateFormatter().format(new Date(iso));
}

const figureFormatter = once(() => new Intl.NumberFormat('ro-RO', { maximumFractionDigits: 2, useGrouping: 'always' }));

/**
 * A lab figure in Romanian: decimal comma, at most two decimals, thousands grouped with the point from four digits
 * on, as the prices are ("0,01", "842", "1.012", "1.012,5").
 */
export const formatFigure = (value: number) => figureFormatter().format(value);

/**
 * A number as Romanian writes it, without Intl: decimal comma, at most `decimals` decimals, thousands grouped with
 * the point ("1.000", "12,5"). For text built when a module loads: the first Intl call in an isolate loads ICU's
 * locale data (about 20 ms of a cold start), and a module's constants should not pay it.
 */
export function plainFigure(value: number, decimals = 0): string {
  const [whole = '0', fraction] = (Math.round(value * 10 ** decimals) / 10 ** decimals).toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const kept = fraction?.replace(/0+$/, '');
  return kept ? `${grouped},${kept}` : grouped;
}

/** Rounds to two decimals without drifting (0.1 + 0.2 style). */
export function roundMoney(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

/**
 * Romanian counted nouns: "1 produs", "5 produse", "28 de produse", "101 produse".
 * Numbers ending in 00 or 20-99 (but not 0) take "de".
 */
export function countRo(n: number, one: string, many: string, show: (n: number) => string = String): string {
  if (n === 1) return `1 ${one}`;
  const lastTwo = Math.abs(n) % 100;
  const needsDe = n !== 0 && (lastTwo === 0 || lastTwo >= 20);
  return `${show(n)} ${needsDe ? 'de ' : ''}${many}`;
}

const groupedFormatter = once(() => new Intl.NumberFormat('ro-RO', { maximumFractionDigits: 0 }));

/** A shop's figure with its noun, in thousands as Romanian writes them: "5.000 de clienți", "247 de recenzii". */
export const countFigure = (n: number, one: string, many: string) =>
  countRo(n, one, many, (v) => groupedFormatter().format(v));

/** A rating as "4,9/5". */
export const ratingOutOf = (value: number, scaleMax: number) =>
  `${figureFormatter().format(value)}/${figureFormatter().format(scaleMax)}`;

/**
 * A text cut to at most `max` characters at a word boundary, with "…" when it was cut (meta descriptions: a
 * search result never shows half a word).
 */
export function clipAtWord(text: string, max: number): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:–-]+$/, '')}…`;
}
