import { env } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { products } from '../../../content/catalog';
import { DEFAULT_ANON_KEY } from '../../../worker/env';
import { ensureSchema } from '../../../worker/leads/store';
import { bucharestDay, daysBefore } from '../../../worker/pricing/history';
import { promotionVars, request, structuredData } from '../helpers';
import { editedStore } from '../upstream';

/**
 * The shop with its promotion running and after it ended, both set by configuration (PROMO_STARTS_AT /
 * PROMO_ENDS_AT). Every place that claims a discount is checked in both states.
 */
const { running, ended, upcoming } = promotionVars;

const crawler = { headers: { 'User-Agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' } };
const get = (path: string, vars: Record<string, string>) => request(path, crawler, vars);

const hero = products[0]!;
const lei = (s: string) =>
  Number(
    s
      .replace(/\s|lei/g, '')
      .replace(/\./g, '')
      .replace(',', '.'),
  );
/** The island's JSON props as the server wrote them. */
function islandProps(html: string, name: string): Record<string, unknown>[] {
  return [...html.matchAll(new RegExp(`<island-root data-island="${name}" data-props="([^"]*)"`, 'g'))].map((m) =>
    JSON.parse(
      m[1]!
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&')
        .replace(/&#x27;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>'),
    ),
  );
}
/** Visible text, roughly: tags and the props of islands removed. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/data-props="[^"]*"/g, '')
    .replace(/<[^>]+>/g, ' ');

const today = bucharestDay(Date.now());
const gid = (id: number) => `gid://shopify/ProductVariant/${id}`;
/** The sale price at -25%, in bani rounded half up, as the store charges it. */
const sale = (n: number) => Math.round((Math.round(n * 100) * 75) / 100) / 100;

/** Records a price for days `from`..`to` ago, as the daily cron would have. */
async function recordDays(variantId: string, from: number, to: number, amount: number) {
  const rows = [];
  for (let ago = from; ago >= to; ago--) {
    rows.push(
      env.DB.prepare(
        'INSERT OR REPLACE INTO price_history (variant_id, day, amount_minor, currency) VALUES (?, ?, ?, ?)',
      ).bind(variantId, daysBefore(today, ago), Math.round(amount * 100), 'RON'),
    );
  }
  await env.DB.batch(rows);
}

/** Every variant at its regular price for the 30 days before the promotion began (5 days ago), at the sale price since. */
async function recordRegularPrices(except: number[] = []) {
  for (const product of products) {
    for (const variant of product.variants) {
      if (except.includes(variant.id)) continue;
      await recordDays(gid(variant.id), 40, 6, variant.price);
      await recordDays(gid(variant.id), 5, 0, sale(variant.price));
    }
  }
}

describe('while the promotion runs', () => {
  beforeAll(async () => {
    await ensureSchema(env.DB);
    await recordRegularPrices([hero.variants[1]!.id]);
    // The hero's second variant was cheaper for a few days before the sale: its struck price is that low.
    const second = hero.variants[1]!;
    await recordDays(gid(second.id), 40, 6, second.price);
    await recordDays(gid(second.id), 15, 12, second.price - 10);
    await recordDays(gid(second.id), 5, 0, sale(second.price));
  });

  it('home claims it everywhere the spec puts it: bar, hero badge, buy button, cards with struck prices and the 30-day lowest price', async () => {
    const { body } = await get('/', running());
    const text = textOf(body);
    // The spec's English label stands beside a Romanian one of the same weight (Legea 500/2004).
    expect(body).toMatch(
      /<span lang="en">Halloween Sales Ends<\/span> · Reducerile de Halloween se încheie în<\/span>/,
    );
    expect(text).toContain('-25% la toate produsele');
    expect(text).toContain('Halloween -25% la tot magazinul');
    expect(text).toContain('Cumpără acum -25%');
    // Every card of Produse Premium charges the sale price, strikes the regular price the history records, and says -25% of it.
    const section = body.slice(body.indexOf('id="produse-premium"'), body.indexOf('id="beneficii"'));
    expect(section.match(/data-testid="discount-badge"[^>]*>-25%/g)?.length).toBe(6);
    const prices = [...section.matchAll(/text-pumpkin-700" data-testid="card-price">([^<]+)</g)];
    const struck = [...section.matchAll(/<s class="[^"]*" data-testid="reference-price">([^<]+)<\/s>/g)];
    expect(prices.length).toBe(6);
    expect(struck.length).toBe(6);
    const regular = new Set(products.map((p) => Math.min(...p.variants.map((v) => v.price))));
    struck.forEach((s, i) => {
      expect(regular.has(lei(s[1]!))).toBe(true);
      expect(lei(prices[i]![1]!)).toBeCloseTo(sale(lei(s[1]!)), 2);
    });
    expect(section.match(/Cel mai mic preț din ultimele 30 de zile:/g)?.length).toBe(6);
    expect(islandProps(body, 'exit-popup')[0]).toMatchObject({ offerOpen: true });
    expect(islandProps(body, 'cart-button')[0]).toMatchObject({ promotion: { percent: 25 } });
  });

  it('the product page charges the sale price and strikes the 30-day low before it; the percent is computed from that low', async () => {
    const vars = running();
    const { body } = await get(`/products/${hero.handle}`, vars);
    type Variant = {
      price: { amount: number };
      compareAtPrice: { amount: number } | null;
      reduction: { was: { amount: number }; percentOff: number; lowest30: { amount: number } };
    };
    const props = islandProps(body, 'product-purchase')[0] as { product: { variants: Variant[] } };
    const [first, second] = props.product.variants;
    const [regular1, regular2] = [hero.variants[0]!.price, hero.variants[1]!.price];
    expect(first!.price.amount).toBeCloseTo(sale(regular1), 2);
    expect(first!.reduction).toMatchObject({
      was: { amount: regular1 },
      percentOff: 25,
      lowest30: { amount: regular1 },
    });
    // Never price / (1 - 25%): the second variant's low was 10 lei under its regular price.
    expect(second!.reduction.was.amount).toBeCloseTo(regular2 - 10, 2);
    expect(second!.reduction.percentOff).toBe(Math.round((1 - second!.price.amount / (regular2 - 10)) * 100));
    expect(second!.reduction.percentOff).toBeLessThan(25);
    expect(textOf(body)).toMatch(/Economisești [\d.,]+\s?lei \(-25%\)/);
    const offer = (structuredData(body).find((d) => d['@type'] === 'Product') as { offers: Record<string, unknown>[] })
      .offers[0]!;
    const endDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(
      Date.parse(vars.PROMO_ENDS_AT) - 1,
    );
    expect(offer.priceValidUntil).toBe(endDay);
    expect(offer.price).toBe(first!.price.amount.toFixed(2));
    expect(offer.priceSpecification).toMatchObject({
      priceType: 'https://schema.org/StrikethroughPrice',
      price: regular1.toFixed(2),
    });
    // The 4,9/5 is the shop's rating, not this product's: no product rating is claimed to search engines.
    expect(structuredData(body).find((d) => d['@type'] === 'Product')).not.toHaveProperty('aggregateRating');
  });

  it('the product page, /api/cart, the cart page and the checkout page charge the same sale price', async () => {
    const vars = running();
    const variant = hero.variants[0]!;
    const charged = sale(variant.price);
    const money = (n: number) =>
      new Intl.NumberFormat('ro-RO', { style: 'currency', currency: 'RON', currencyDisplay: 'narrowSymbol' }).format(n);
    const api = await request(
      '/api/cart',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '198.19.7.1' },
        body: JSON.stringify({ lines: [{ merchandiseId: gid(variant.id), quantity: 2 }], adult: true }),
      },
      vars,
    );
    expect(api.status).toBe(200);
    const answer = JSON.parse(api.body) as {
      checkoutUrl: string;
      subtotal: { amount: number };
      total: { amount: number };
    };
    expect(answer.subtotal.amount).toBeCloseTo(charged * 2, 2);
    expect(answer.total.amount).toBeCloseTo(charged * 2, 2);
    // The product page announces that price, and the checkout page charges it.
    const { body: page } = await get(`/products/${hero.handle}`, vars);
    const props = islandProps(page, 'product-purchase')[0] as {
      product: { variants: { price: { amount: number } }[] };
    };
    expect(props.product.variants[0]!.price.amount).toBeCloseTo(charged, 2);
    const url = new URL(answer.checkoutUrl);
    const checkout = await request(url.pathname + url.search, {}, vars);
    expect(checkout.status).toBe(200);
    expect(textOf(checkout.body).replace(/\s+/g, ' ')).toContain(money(charged * 2).replace(/\s+/g, ' '));
  });

  it('with no recorded history the sale price is charged but no reduction is claimed: nothing backs one', async () => {
    const lone = products.find((p) => p.variants.length === 1 && p.handle !== hero.handle)!;
    await env.DB.prepare('DELETE FROM price_history WHERE variant_id = ?').bind(gid(lone.variants[0]!.id)).run();
    const { body } = await get(`/products/${lone.handle}?fara-istoric=1`, running());
    const props = islandProps(body, 'product-purchase')[0] as {
      product: { variants: { price: { amount: number }; reduction: unknown }[] };
    };
    expect(props.product.variants[0]!.price.amount).toBeCloseTo(sale(lone.variants[0]!.price), 2);
    expect(props.product.variants[0]!.reduction).toBeNull();
    const purchase = body.slice(
      body.indexOf('data-island="product-purchase"'),
      body.indexOf('</island-root>', body.indexOf('data-island="product-purchase"')),
    );
    expect(purchase).not.toContain('data-testid="reference-price"');
    expect(purchase).not.toContain('Economisești');
  });

  it('the search list carries the reduction, with the promotion end after which it lapses', async () => {
    const vars = running();
    const { body } = await request('/api/search-index', {}, vars);
    const first = (
      JSON.parse(body) as { products: { reduction?: { until: string; percentOff: number } }[] }
    ).products.find((p) => p.reduction)!;
    expect(first.reduction).toMatchObject({ percentOff: 25, until: new Date(vars.PROMO_ENDS_AT).toISOString() });
  });
});

describe('when the price history cannot be read', () => {
  it('no reduction is announced on the product, and the page is neither kept nor cacheable', async () => {
    const broken = {
      prepare: () => {
        throw new Error('D1 down');
      },
      batch: () => Promise.reject(new Error('D1 down')),
    };
    const { body, response } = await request(`/products/${hero.handle}?d1=down`, crawler, {
      ...running(),
      DB: broken as never,
    });
    expect(response.status).toBe(200);
    expect(body).not.toContain('data-testid="reference-price"');
    expect(response.headers.get('Server-Timing')).toContain('prices;desc="unread"');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('once the promotion has ended', () => {
  it('home shows no bar (no row of zeros) and claims no discount: no badge, no struck price, no saving, no Halloween stock line, no exit offer', async () => {
    const { body } = await get('/', ended());
    const text = textOf(body);
    expect(text).not.toContain('Sales Ends');
    expect(body).not.toContain('data-promo-bar');
    expect(body).not.toContain('data-testid="countdown"');
    expect(text).not.toMatch(/-\s?25\s?%/);
    expect(text).not.toContain('la prețul de Halloween');
    expect(text).not.toContain('Economisești');
    expect(text).not.toContain('Cel mai mic preț din ultimele 30 de zile');
    expect(body).not.toContain('data-testid="reference-price"');
    expect(body).not.toContain('data-testid="discount-badge"');
    expect(text).toContain('Cumpără acum');
    expect(islandProps(body, 'exit-popup')[0]).toMatchObject({ offerOpen: false });
    expect(islandProps(body, 'cart-button')[0]).toMatchObject({ promotion: null });
  });

  it('the shop, a product page and a collection claim no reduction, and the product data states no past priceValidUntil', async () => {
    for (const path of ['/shop', '/colectie/uleiuri-cbd', `/products/${hero.handle}`]) {
      const { body, status } = await get(path, ended());
      expect(status, path).toBe(200);
      const text = textOf(body);
      expect(text, path).not.toMatch(/-\s?25\s?%|reducere de 25%/);
      expect(body, path).not.toContain('data-testid="reference-price"');
      expect(text, path).not.toContain('Economisești');
    }
    const { body } = await get(`/products/${hero.handle}`, ended());
    for (const offer of (
      structuredData(body).find((d) => d['@type'] === 'Product') as { offers: Record<string, unknown>[] }
    ).offers) {
      expect(offer).not.toHaveProperty('priceValidUntil');
      expect(offer).not.toHaveProperty('priceSpecification');
    }
    const props = islandProps(body, 'product-purchase')[0] as {
      product: { reduction: unknown; variants: { reduction: unknown }[] };
    };
    expect(props.product.reduction).toBeNull();
    expect(props.product.variants.every((v) => v.reduction === null)).toBe(true);
  });

  it('HALLOWEEN15 is no longer sent: the function answers 409 with a Romanian reason', async () => {
    const headers = {
      'Content-Type': 'application/json',
      apikey: DEFAULT_ANON_KEY,
      Authorization: `Bearer ${DEFAULT_ANON_KEY}`,
      'CF-Connecting-IP': '198.51.100.201',
    };
    const response = await request(
      '/functions/v1/send-exit-popup-email',
      { method: 'POST', headers, body: JSON.stringify({ email: 'dupa.halloween@exemplu.ro', adult: true }) },
      ended(),
    );
    expect(response.status).toBe(409);
    expect(JSON.parse(response.body)).toMatchObject({
      error: 'Oferta HALLOWEEN15 s-a încheiat odată cu promoția de Halloween.',
    });
  });
});

describe('before the promotion starts', () => {
  it('announces the start date, shows no countdown and no reduction yet', async () => {
    const { body } = await get('/', upcoming());
    const text = textOf(body);
    expect(text).toMatch(/Halloween: -25% la toate produsele, începând cu \d{1,2} \p{L}+ \d{4}/u);
    expect(body).not.toContain('data-testid="countdown"');
    expect(body).not.toContain('data-testid="reference-price"');
    expect(islandProps(body, 'exit-popup')[0]).toMatchObject({ offerOpen: false });
  });
});

describe("a real store's compareAtPrice", () => {
  afterEach(() => vi.restoreAllMocks());

  /** A store (the embedded one behind HTTP) whose hero variant has a compare-at price of 219,90 lei. */
  function storeWithCompareAt(endpoint: string) {
    const heroVariant = `gid://shopify/ProductVariant/${hero.variants[0]!.id}`;
    editedStore(endpoint, (json) =>
      JSON.stringify(JSON.parse(json), (_key, value) =>
        value && typeof value === 'object' && (value as { id?: string }).id === heroVariant && 'compareAtPrice' in value
          ? { ...value, compareAtPrice: { amount: '219.9', currencyCode: 'RON' } }
          : value,
      ),
    );
  }

  it('is the struck reference price where the history backs it, with its own percent, also after the promotion', async () => {
    // 219,90 lei until 11 days ago, today's price since.
    await recordDays(gid(hero.variants[0]!.id), 40, 11, 219.9);
    await recordDays(gid(hero.variants[0]!.id), 10, 0, hero.variants[0]!.price);
    const endpoint = `https://compare-${Date.now()}.example`;
    storeWithCompareAt(endpoint);
    const vars = { ...ended(), STOREFRONT_ENDPOINT: endpoint, STOREFRONT_PUBLIC_TOKEN: 't' };
    const { body, status } = await request(`http://localhost:18181/products/${hero.handle}`, crawler, vars);
    expect(status).toBe(200);
    const props = islandProps(body, 'product-purchase')[0] as {
      product: {
        variants: { reduction: { was: { amount: number }; percentOff: number; until: string | null } | null }[];
      };
    };
    const [first, second] = props.product.variants;
    const percent = Math.round((1 - hero.variants[0]!.price / 219.9) * 100);
    expect(first!.reduction).toMatchObject({ was: { amount: 219.9 }, percentOff: percent, until: null });
    expect(second!.reduction).toBeNull();
    expect(textOf(body)).toContain(`(-${percent}%)`);
    const offer = (structuredData(body).find((d) => d['@type'] === 'Product') as { offers: Record<string, unknown>[] })
      .offers[0]!;
    expect(offer.priceSpecification).toMatchObject({ price: '219.90' });
    expect(offer).not.toHaveProperty('priceValidUntil');
  });

  it('above the 30-day low it is shown as the low, never as the higher figure; with no price change recorded, not at all', async () => {
    await recordDays(gid(hero.variants[0]!.id), 40, 11, 189.9);
    await recordDays(gid(hero.variants[0]!.id), 10, 0, hero.variants[0]!.price);
    const endpoint = `https://compare-low-${Date.now()}.example`;
    storeWithCompareAt(endpoint);
    const vars = { ...ended(), STOREFRONT_ENDPOINT: endpoint, STOREFRONT_PUBLIC_TOKEN: 't' };
    const { body } = await request(`http://localhost:18181/products/${hero.handle}?low=1`, crawler, vars);
    const props = islandProps(body, 'product-purchase')[0] as {
      product: { variants: { reduction: { was: { amount: number }; percentOff: number } | null }[] };
    };
    expect(props.product.variants[0]!.reduction).toMatchObject({
      was: { amount: 189.9 },
      percentOff: Math.round((1 - hero.variants[0]!.price / 189.9) * 100),
    });
    expect(body).not.toContain('219,90');

    await recordDays(gid(hero.variants[0]!.id), 40, 0, hero.variants[0]!.price);
    const { body: flat } = await request(`http://localhost:18181/products/${hero.handle}?flat=1`, crawler, vars);
    const flatProps = islandProps(flat, 'product-purchase')[0] as { product: { variants: { reduction: unknown }[] } };
    expect(flatProps.product.variants[0]!.reduction).toBeNull();
    expect(flat).not.toContain('data-testid="reference-price"');
  });
});
