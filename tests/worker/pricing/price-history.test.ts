import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../../content/catalog';
import { reductionFor } from '../../../domain/pricing';
import type { Product } from '../../../domain/types';
import { ensureSchema } from '../../../worker/leads/store';
import { createPricing } from '../../../worker/pricing/apply';
import { recordTodaysPrices } from '../../../worker/pricing/daily';
import { bucharestDay, daysBefore, pricesBeforeLastChange, recordDailyPrices } from '../../../worker/pricing/history';
import { promotionVars, request } from '../helpers';

const gid = (id: number) => `gid://shopify/ProductVariant/${id}`;
const today = bucharestDay(Date.now());
let bust = 0;

async function feed(rows: [variantId: string, daysAgo: number, amount: number, currency?: string][]) {
  await env.DB.batch(
    rows.map(([variant, ago, amount, currency = 'RON']) =>
      env.DB.prepare(
        'INSERT OR REPLACE INTO price_history (variant_id, day, amount_minor, currency) VALUES (?, ?, ?, ?)',
      ).bind(variant, daysBefore(today, ago), Math.round(amount * 100), currency),
    ),
  );
}

beforeAll(async () => {
  await ensureSchema(env.DB);
});

describe('the lowest price of the last 30 days comes from the recorded prices', () => {
  it('a product page on sale strikes the lowest price of the 30 days before the sale began, ignoring older, later and other-currency records', async () => {
    const product = products.find((p) => p.variants.length > 1)!;
    const [first, second] = product.variants;
    const sale = (n: number) => Math.round((Math.round(n * 100) * 75) / 100) / 100;
    // The promotion began 5 days ago (the embedded store charges -25% since); before it, a low of price - 12,5
    // 10 days ago, a lower one 45 days ago (outside the 30 days) and one in euro.
    const rows: [string, number, number, string?][] = [];
    for (let ago = 40; ago >= 6; ago--)
      rows.push([
        gid(first!.id),
        ago,
        ago === 10 ? first!.price - 12.5 : ago === 38 ? first!.price - 50 : first!.price,
      ]);
    for (let ago = 5; ago >= 0; ago--) rows.push([gid(first!.id), ago, sale(first!.price)]);
    rows.push([gid(first!.id), 8, 1, 'EUR']);
    for (let ago = 40; ago >= 6; ago--) rows.push([gid(second!.id), ago, second!.price]);
    for (let ago = 5; ago >= 0; ago--) rows.push([gid(second!.id), ago, sale(second!.price)]);
    await feed(rows as [string, number, number][]);
    const { body } = await request(`/products/${product.handle}?h=${bust++}`, {}, promotionVars.running());
    const lei = (n: number) =>
      new Intl.NumberFormat('ro-RO', { style: 'currency', currency: 'RON', currencyDisplay: 'narrowSymbol' }).format(n);
    expect(body).toContain(`Cel mai mic preț din ultimele 30 de zile: ${lei(first!.price - 12.5)}`);
    const prior = await pricesBeforeLastChange(
      env.DB,
      [{ variantId: gid(first!.id), amount: sale(first!.price), currencyCode: 'RON' }],
      today,
    );
    expect(prior.get(`${gid(first!.id)} RON`)).toBeCloseTo(first!.price - 12.5, 2);
  });

  it('the struck price is the prior price, never price / (1 - percent); a reduction nothing backs is not announced', () => {
    const price = { amount: 75, currencyCode: 'RON' };
    const regular = { amount: 100, currencyCode: 'RON' };
    expect(reductionFor({ price, compareAtPrice: regular, lowestPrior: 100, until: null })).toMatchObject({
      was: { amount: 100 },
      percentOff: 25,
      lowest30: { amount: 100 },
    });
    // A low of 90 in the 30 days before: the struck price is 90 and the reduction 17%.
    expect(reductionFor({ price, compareAtPrice: regular, lowestPrior: 90, until: null })).toMatchObject({
      was: { amount: 90 },
      percentOff: 17,
      lowest30: { amount: 90 },
    });
    expect(reductionFor({ price, compareAtPrice: regular, lowestPrior: undefined, until: null })).toBeNull();
    expect(reductionFor({ price, compareAtPrice: regular, lowestPrior: 75, until: null })).toBeNull();
    expect(reductionFor({ price, compareAtPrice: regular, lowestPrior: 70, until: null })).toBeNull();
    expect(reductionFor({ price, compareAtPrice: null, lowestPrior: 100, until: null })).toBeNull();
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

  it("the store's compareAtPrice is the reference price where the history backs it; one at or below the price is no reduction", () => {
    const price = { amount: 80, currencyCode: 'RON' };
    expect(
      reductionFor({ price, compareAtPrice: { amount: 100, currencyCode: 'RON' }, lowestPrior: 100, until: null }),
    ).toEqual({
      was: { amount: 100, currencyCode: 'RON' },
      percentOff: 20,
      lowest30: { amount: 100, currencyCode: 'RON' },
      until: null,
    });
    expect(
      reductionFor({ price, compareAtPrice: { amount: 80, currencyCode: 'RON' }, lowestPrior: 100, until: null }),
    ).toBeNull();
    expect(
      reductionFor({ price, compareAtPrice: { amount: 100, currencyCode: 'EUR' }, lowestPrior: 100, until: null }),
    ).toBeNull();
  });

  it('when the history cannot be read (an error or no answer in time), no reduction is announced', async () => {
    const product = {
      id: 'p',
      variants: [
        {
          id: gid(1),
          price: { amount: 50, currencyCode: 'RON' },
          compareAtPrice: { amount: 70, currencyCode: 'RON' },
          availableForSale: true,
        },
      ],
      price: { amount: 50, currencyCode: 'RON' },
    } as unknown as Product;
    const promotion = {
      label: 'Halloween',
      percent: 25,
      startsAt: '2000-01-01T00:00:00Z',
      endsAt: '2099-01-01T00:00:00Z',
    };
    const failing = {
      prepare: () => {
        throw new Error('D1 down');
      },
    } as unknown as D1Database;
    const [priced] = await createPricing({ promotion, db: failing })([product]);
    expect(priced!.reduction).toBeNull();
    const silent = {
      prepare: () => ({
        bind: () => ({
          all: () => new Promise(() => {}),
          run: () => new Promise(() => {}),
          first: () => new Promise(() => {}),
        }),
      }),
      batch: () => new Promise(() => {}),
    } as unknown as D1Database;
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
    const { results } = await env.DB.prepare(
      'SELECT variant_id, amount_minor, currency FROM price_history WHERE day = ?',
    )
      .bind('2031-03-15')
      .all<{ variant_id: string; amount_minor: number; currency: string }>();
    expect(results).toHaveLength(variantCount);
    const hero = products[0]!.variants[0]!;
    expect(results.find((r: { variant_id: string }) => r.variant_id === gid(hero.id))).toMatchObject({
      amount_minor: Math.round(hero.price * 100),
      currency: 'RON',
    });
  });

  it('a run whose store fails records nothing and leaves the day open for the next tick', async () => {
    const day = Date.parse('2031-04-02T09:00:00Z');
    await expect(recordDailyPrices(env.DB, () => Promise.reject(new Error('store down')), day)).rejects.toThrow(
      'store down',
    );
    const open = await env.DB.prepare('SELECT COUNT(*) AS n FROM price_history_days WHERE day = ?')
      .bind('2031-04-02')
      .first<{ n: number }>();
    expect(open?.n).toBe(0);
    const retried = await recordDailyPrices(
      env.DB,
      async () => [{ variantId: gid(7), amount: 12.3, currencyCode: 'RON' }],
      day,
    );
    expect(retried.recorded).toBe(1);
  });

  it('a price recorded twice on one day keeps the lower one', async () => {
    const day = '2031-05-01';
    const { recordPrices } = await import('../../../worker/pricing/history');
    await recordPrices(env.DB, day, [{ variantId: gid(9), amount: 50, currencyCode: 'RON' }]);
    await recordPrices(env.DB, day, [{ variantId: gid(9), amount: 45.5, currencyCode: 'RON' }]);
    await recordPrices(env.DB, day, [{ variantId: gid(9), amount: 60, currencyCode: 'RON' }]);
    const row = await env.DB.prepare('SELECT amount_minor FROM price_history WHERE variant_id = ? AND day = ?')
      .bind(gid(9), day)
      .first<{ amount_minor: number }>();
    expect(row?.amount_minor).toBe(4550);
  });
});

type D1Database = Parameters<typeof pricesBeforeLastChange>[0];
