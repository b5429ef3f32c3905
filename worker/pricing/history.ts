import type { D1Database } from '@cloudflare/workers-types';
import { ensureSchema } from '../db/migrations';

/** The window of the lowest-price rule (HG 947/2000 art. 4^1). */
export const LOWEST_PRICE_DAYS = 30;
/** Recorded prices are kept a little over a year: enough to show an inspector any reduction's history. */
const KEEP_DAYS = 400;
/** Rows per insert statement (one JSON parameter each). */
const CHUNK = 500;

// Built on first use: an Intl formatter made when the module loads costs the cold start ICU's locale data.
let dayFormat: Intl.DateTimeFormat | undefined;

/** The calendar day of an instant in Romania, "YYYY-MM-DD". */
export const bucharestDay = (at: number) => {
  dayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Bucharest',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return dayFormat.format(at);
};

/** The day `n` days before `day` ("YYYY-MM-DD" arithmetic, time-zone free). */
export function daysBefore(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - n);
  return date.toISOString().slice(0, 10);
}

export interface PricePoint {
  variantId: string;
  amount: number;
  currencyCode: string;
}

const minor = (amount: number) => Math.round(amount * 100);
const key = (variantId: string, currencyCode: string) => `${variantId} ${currencyCode}`;

/** Records the prices of `day`; a price recorded twice on one day keeps the lower one. */
export async function recordPrices(db: D1Database, day: string, points: PricePoint[]): Promise<void> {
  await ensureSchema(db);
  const statements = [];
  for (let i = 0; i < points.length; i += CHUNK) {
    const rows = points.slice(i, i + CHUNK).map((p) => ({ v: p.variantId, a: minor(p.amount), c: p.currencyCode }));
    statements.push(
      db
        .prepare(
          `INSERT INTO price_history (variant_id, day, amount_minor, currency)
           SELECT json_extract(value, '$.v'), ?, json_extract(value, '$.a'), json_extract(value, '$.c') FROM json_each(?) WHERE true
           ON CONFLICT (variant_id, day) DO UPDATE SET amount_minor = MIN(amount_minor, excluded.amount_minor), currency = excluded.currency`,
        )
        .bind(day, JSON.stringify(rows)),
    );
  }
  if (statements.length) await db.batch(statements);
}

/** How far back a price change is looked for; a price unchanged that long has no earlier price to compare. */
const CHANGE_LOOKBACK_DAYS = 120;

/**
 * The prior price of a reduction (a store's compare-at price, or the embedded store's promotion): the
 * reduction began the day after the last recorded day with another price, and the prior price is the lowest
 * of the 30 days up to that day. A price with no recorded change has none: nothing backs a reduction of it.
 */
export async function pricesBeforeLastChange(
  db: D1Database,
  variants: PricePoint[],
  today: string,
): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  if (!variants.length) return found;
  await ensureSchema(db);
  const { results } = await db
    .prepare(
      `SELECT variant_id, day, amount_minor, currency FROM price_history
       WHERE variant_id IN (SELECT value FROM json_each(?)) AND day >= ? AND day <= ? ORDER BY day DESC`,
    )
    .bind(
      JSON.stringify([...new Set(variants.map((v) => v.variantId))]),
      daysBefore(today, CHANGE_LOOKBACK_DAYS),
      today,
    )
    .all<{ variant_id: string; day: string; amount_minor: number; currency: string }>();
  for (const variant of variants) {
    const rows = results.filter((r) => r.variant_id === variant.variantId && r.currency === variant.currencyCode);
    const changed = rows.find((r) => r.amount_minor !== minor(variant.amount));
    if (!changed) continue;
    const from = daysBefore(changed.day, LOWEST_PRICE_DAYS - 1);
    const window = rows.filter((r) => r.day >= from && r.day <= changed.day).map((r) => r.amount_minor);
    found.set(key(variant.variantId, variant.currencyCode), Math.min(...window) / 100);
  }
  return found;
}

export const lowestKey = key;

/**
 * The daily recording: once per Bucharest day, every variant's price from the store. A day counts as
 * recorded only after all its prices are written, so a failed run is retried by the next cron tick.
 */
export async function recordDailyPrices(
  db: D1Database,
  loadPrices: () => Promise<PricePoint[]>,
  now = Date.now(),
): Promise<{ day: string; recorded: number | null }> {
  await ensureSchema(db);
  const day = bucharestDay(now);
  const done = await db.prepare('SELECT 1 FROM price_history_days WHERE day = ?').bind(day).first();
  if (done) return { day, recorded: null };
  const points = await loadPrices();
  await recordPrices(db, day, points);
  await db.batch([
    db
      .prepare('INSERT OR IGNORE INTO price_history_days (day, variants, recorded_at) VALUES (?, ?, ?)')
      .bind(day, points.length, new Date(now).toISOString()),
    db.prepare('DELETE FROM price_history WHERE day < ?').bind(daysBefore(day, KEEP_DAYS)),
  ]);
  return { day, recorded: points.length };
}
