import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../content/catalog';
import { reductionFor } from '../../client/lib/pricing';
import type { Product } from '../../client/lib/types';
import { ensureSchema } from '../../worker/leads/store';
import { createPricing } from '../../worker/pricing/apply';
import { recordTodaysPrices } from '../../worker/pricing/daily';
import { bucharestDay, daysBefore, lowestRecordedPrices, pricesBeforeLastChange, recordDailyPrices } from '../../worker/pricing/history';
import { promotionVars, request } from './helpers';

const gid = (id: number) => `gid://shopify/ProductVariant/${id}`;
const today = bucharestDay(Date.now());
let bust = 0;

async function feed(rows: [variantId: string, daysAgo: number, amount: number, currency?: string][]) {
  await env.DB.batch(
    rows.map(([variant, ago, amount, currency = 'RON']) =>
      env.DB.prepare('INSERT OR REPLACE INTO price_history (variant_id, day, amount_minor, currency) VALUES (?, ?, ?, ?)').bind(variant, daysBefore(today, ago), Math.round(amount * 100), currency),
    ),
  );
}

beforeAll(async () => {
  await ensureSchema(env.DB);
});

describe('the lowest price of the last 30 days comes from the recorded prices', () => {
  it('a product page shows the lowest price of the 30 days before the promotion began, ignoring older, later and other-currency records', async () => {
    const product = products.find((p) => p.variants.length > 1)!;
    const [first, second] = product.variants;
    // The promotion began 5 days ago: its prior price is the lowest of days 35..6 ago.
    await feed([
      [gid(first!.id), 10, first!.price - 12.5],
      [gid(first!.id), 3, first!.price + 40],
      [gid(first!.id), 2, first!.price - 20],
      [gid(first!.id), 45, first!.price - 50],
      [gid(first!.id), 8, 1, 'EUR'],
      // The second variant's price went up: its lowest is the recorded one, below today's.
      [gid(second!.id), 20, second!.price - 30],
    ]);
    const { body } = await request(`/products/${product.handle}?h=${bust++}`, {}, promotionVars.running());
    const lei = (n: number) => new Intl.NumberFormat('ro-RO', { style: 'currency', currency: 'RON', currencyDisplay: 'narrowSymbol' }).format(n);
    expect(body).toContain(`Cel mai mic preț din ultimele 30 de zile: ${lei(first!.price - 12.5)}`);
    const found = await lowestRecordedPrices(env.DB, [gid(first!.id), gid(second!.id)], daysBefore(today, 35), daysBefore(today, 6));
    expect(found.get(`${gid(first!.id)} RON`)).toBeCloseTo(first!.price - 12.5, 2);
    expect(found.get(`${gid(first!.id)} EUR`)).toBe(1);
    expect(found.get(`${gid(second!.id)} RON`)).toBeCloseTo(second!.price - 30, 2);
  });

  it('a variant with no record before the reduction states today\'s price, the only one known; a recorded one is stated as it was', () => {
    const reduction = reductionFor({ price: { amount: 100, currencyCode: 'RON' }, compareAtPrice: null, promotion: { percent: 25, endsAt: '2099-01-01T00:00:00Z' }, lowestRecorded: undefined });
    expect(reduction).toMatchObject({ was: { amount: 133.33 }, percentOff: 25, lowest30: { amount: 100 } });
    const higherBefore = reductionFor({ price: { amount: 100, currencyCode: 'RON' }, compareAtPrice: null, promotion: { percent: 25, endsAt: '2099-01-01T00:00:00Z' }, lowestRecorded: 140 });
    expect(higherBefore?.lowest30.amount).toBe(140);
  });

  it("a store's compare-at reduction is measured from the 30 days before the price last changed", async () => {
    const changed = gid(990001);
    const unchanged = gid(990002);
    // 120 lei from 40 to 11 days ago (one day at 115), 80 lei since 10 days ago.
    const rows: [string, number, number][] = [];
    for (let ago = 40; ago >= 11; ago--) rows.push([changed, ago, ago === 25 ? 115 : 120]);
    for (let ago = 10; ago >= 0; ago--) rows.push([changed, ago, 80]);
    for (let ago = 30; ago >= 0; ago--) rows.push([unchanged, ago, 80]);
    await feed(rows);
    const prior = await pricesBeforeLastChange(
      env.DB,
      [changed, unchanged].map((variantId) => ({ variantId, amount: 80, currencyCode: 'RON' })),
      today,
    );
    expect(prior.get(`${changed} RON`)).toBe(115);
    expect(prior.has(`${unchanged} RON`)).toBe(false);
  });

  it('the store\'s compareAtPrice is the reference price, also with no promotion; one at or below the price is no reduction', () => {
    const price = { amount: 80, currencyCode: 'RON' };
    expect(reductionFor({ price, compareAtPrice: { amount: 100, currencyCode: 'RON' }, promotion: null, lowestRecorded: 75 })).toEqual({
      was: { amount: 100, currencyCode: 'RON' },
      percentOff: 20,
      lowest30: { amount: 75, currencyCode: 'RON' },
      until: null,
    });
    expect(reductionFor({ price, compareAtPrice: { amount: 80, currencyCode: 'RON' }, promotion: null, lowestRecorded: undefined })).toBeNull();
    expect(reductionFor({ price, compareAtPrice: { amount: 100, currencyCode: 'EUR' }, promotion: null, lowestRecorded: undefined })).toBeNull();
  });

  it('when the history cannot be read (an error or no answer in time), no reduction is announced', async () => {
    const product = { id: 'p', variants: [{ id: gid(1), price: { amount: 50, currencyCode: 'RON' }, availableForSale: true }], price: { amount: 50, currencyCode: 'RON' } } as unknown as Product;
    const promotion = { label: 'Halloween', percent: 25, startsAt: '2000-01-01T00:00:00Z', endsAt: '2099-01-01T00:00:00Z' };
    const failing = { prepare: () => { throw new Error('D1 down'); } } as unknown as D1Database;
    const [priced] = await createPricing({ promotion, db: failing })([product]);
    expect(priced!.reduction).toBeNull();
    const silent = { prepare: () => ({ bind: () => ({ all: () => new Promise(() => {}), run: () => new Promise(() => {}), first: () => new Promise(() => {}) }) }), batch: () => new Promise(() => {}) } as unknown as D1Database;
    const [late] = await createPricing({ promotion, db: silent, deadlineMs: 50 })([product]);
    expect(late!.reduction).toBeNull();
  });
});

describe('the daily price record', () => {
  it('records every variant once per Bucharest day: the first cron tick of the day writes, later ones do not', async () => {
    const now = Date.parse('2031-03-15T09:00:00Z');
    const first = await recordTodaysPrices(env, now);
    const variantCount = products.reduce((n, p) => n + p.variants.length, 0);
    expect(first).toEqual({ day: '2031-03-15', recorded: variantCount });
    const again = await recordTodaysPrices(env, now + 3600_000);
    expect(again).toEqual({ day: '2031-03-15', recorded: null });
    const { results } = await env.DB.prepare('SELECT variant_id, amount_minor, currency FROM price_history WHERE day = ?').bind('2031-03-15').all<{ variant_id: string; amount_minor: number; currency: string }>();
    expect(results).toHaveLength(variantCount);
    const hero = products[0]!.variants[0]!;
    expect(results.find((r: { variant_id: string }) => r.variant_id === gid(hero.id))).toMatchObject({ amount_minor: Math.round(hero.price * 100), currency: 'RON' });
  });

  it('a run whose store fails records nothing and leaves the day open for the next tick', async () => {
    const day = Date.parse('2031-04-02T09:00:00Z');
    await expect(recordDailyPrices(env.DB, () => Promise.reject(new Error('store down')), day)).rejects.toThrow('store down');
    const open = await env.DB.prepare('SELECT COUNT(*) AS n FROM price_history_days WHERE day = ?').bind('2031-04-02').first<{ n: number }>();
    expect(open?.n).toBe(0);
    const retried = await recordDailyPrices(env.DB, async () => [{ variantId: gid(7), amount: 12.3, currencyCode: 'RON' }], day);
    expect(retried.recorded).toBe(1);
  });

  it('a price recorded twice on one day keeps the lower one', async () => {
    const day = '2031-05-01';
    const { recordPrices } = await import('../../worker/pricing/history');
    await recordPrices(env.DB, day, [{ variantId: gid(9), amount: 50, currencyCode: 'RON' }]);
    await recordPrices(env.DB, day, [{ variantId: gid(9), amount: 45.5, currencyCode: 'RON' }]);
    await recordPrices(env.DB, day, [{ variantId: gid(9), amount: 60, currencyCode: 'RON' }]);
    const row = await env.DB.prepare('SELECT amount_minor FROM price_history WHERE variant_id = ? AND day = ?').bind(gid(9), day).first<{ amount_minor: number }>();
    expect(row?.amount_minor).toBe(4550);
  });
});

type D1Database = Parameters<typeof lowestRecordedPrices>[0];
