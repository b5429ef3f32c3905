import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collections, products } from '../../../content/catalog';
import { quizQuestions } from '../../../content/quiz';
import { QUIZ_PRODUCTS, quizPrompt } from '../../../content/quiz-prompt';
import { DEFAULT_ANON_KEY } from '../../../worker/env';
import { freshIp, request } from '../helpers';
import { upstream } from '../upstream';

/**
 * The shop pointed at a real-store endpoint whose answers these tests script through `fetch`: one that
 * never answers, one that answers 503, a frozen shop (402) and a healthy one (the embedded store behind
 * HTTP). Each test uses its own endpoint and host, so breakers, KV entries and cached pages never mix.
 */
let seq = 0;
function shop({ timeoutMs = 200, budgetMs = 400 } = {}) {
  const id = `${Date.now()}-${seq++}`;
  const endpoint = `https://store-${id}.example`;
  const host = `http://localhost:${10_000 + (seq % 50_000)}`;
  const vars = {
    STOREFRONT_ENDPOINT: endpoint,
    STOREFRONT_PUBLIC_TOKEN: 'test-token',
    STOREFRONT_TIMEOUT_MS: String(timeoutMs),
    STOREFRONT_BUDGET_MS: String(budgetMs),
  };
  return {
    endpoint,
    get: (path: string) => request(`${host}${path}`, { headers: { 'User-Agent': 'Mozilla/5.0 Chrome/140' } }, vars),
    post: (path: string, json: unknown) =>
      request(
        `${host}${path}`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', apikey: DEFAULT_ANON_KEY, 'CF-Connecting-IP': freshIp() },
          body: JSON.stringify(json),
        },
        vars,
      ),
  };
}

const sf = (response: Response) => /sf;desc="(\w+)"/.exec(response.headers.get('Server-Timing') ?? '')?.[1];
const page = (response: Response) => /page;desc="(\w+)"/.exec(response.headers.get('Server-Timing') ?? '')?.[1];
const hero = products[0]!;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a storefront that never answers', () => {
  it('the quiz still answers (no hang): its picks, or none, without the label texts it could not fetch', async () => {
    const s = shop();
    upstream(s.endpoint, 'silent');
    const listed = products.slice(0, QUIZ_PRODUCTS).map((p) => ({
      title: p.title,
      description: p.description,
      price: { amount: Math.min(...p.variants.map((v) => v.price)), currencyCode: 'RON' },
    }));
    const answers = quizQuestions.map((q) => q.options[0]!.id);
    const { status, body } = await s.post('/functions/v1/ai-product-quiz', { prompt: quizPrompt(answers, listed) });
    expect(status).toBe(200);
    expect(Array.isArray(JSON.parse(body).recommendations)).toBe(true);
  });

  it('every page answers (no hang) with its degraded state, and says so in Server-Timing', async () => {
    const s = shop();
    const up = upstream(s.endpoint, 'silent');
    const home = await s.get('/');
    expect(home.status).toBe(200);
    expect(sf(home.response)).toBe('error');
    // SPEC §8: the home page keeps its hero, benefits, newsletter and FAQ; only the product sections go.
    expect(home.body).toContain('id="hero-titlu"');
    expect(home.body).toContain('id="newsletter-titlu"');
    expect(home.body).toContain('id="intrebari"');
    expect(home.body).not.toContain('Produse premium');
    expect(home.body).not.toContain('id="hero-produs"');

    const shopPage = await s.get('/shop');
    expect(shopPage.status).toBe(200);
    expect(shopPage.body).toContain('Produsele nu au putut fi încărcate acum');
    // /shop streams its list: the headers leave before the store's failure is known.
    expect(['pending', 'error']).toContain(sf(shopPage.response));

    const product = await s.get(`/products/${hero.handle}`);
    expect(product.status).toBe(503);
    expect(product.body).toContain('Eroare la încărcarea produsului');
    expect(product.response.headers.get('Retry-After')).toBeTruthy();

    const before = up.calls();
    const collection = await s.get(`/colectie/${collections[0]!.handle}`);
    expect(collection.status).toBe(503);
    expect(collection.body).toContain('Colecția nu poate fi afișată acum');
    // The fallback reads the list the cache keeps; it does not ask the failing store a second time.
    expect(up.calls() - before).toBeLessThanOrEqual(1);

    // A streamed list whose data has not arrived when the headers leave is told as pending, not as a hit.
    const list = await s.get('/colectii');
    expect(list.status).toBe(200);
    expect(['pending', 'error']).toContain(sf(list.response));

    // Never reusable without asking again: no-store when the failure was known as the headers left,
    // no-cache (revalidate every time) when the list was still streaming.
    for (const answer of [home, product, collection])
      expect(answer.response.headers.get('Cache-Control')).toBe('no-store');
    expect(shopPage.response.headers.get('Cache-Control')).toMatch(/^no-(store|cache)$/);
    expect(up.calls()).toBeGreaterThan(0);
  });

  it('serves the kept copy once the store has answered before', async () => {
    const s = shop();
    const up = upstream(s.endpoint, 'healthy');
    const warm = await s.get(`/products/${hero.handle}`);
    expect(warm.status).toBe(200);
    up.set('silent');
    // The page cache would hide the outage: ask for the same product under another path alias.
    const during = await s.get(`/produs/${hero.handle}`);
    expect(during.status).toBe(200);
    expect(during.body).toContain(hero.title);
  });
});

describe('degraded pages are never kept', () => {
  it('after the store recovers, /shop and /colectii show products at once, not the cached failure', async () => {
    const s = shop();
    const up = upstream(s.endpoint, 'down');
    const failed = await s.get('/shop');
    expect(failed.body).toContain('Produsele nu au putut fi încărcate acum');
    expect(['pending', 'error']).toContain(sf(failed.response));
    const failedList = await s.get('/colectii');
    expect(failedList.body).toContain('Colecțiile nu au putut fi încărcate acum');

    up.set('healthy');
    // The breaker opened during the outage; its cool-off must pass before the store is asked again.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31_000);
    const recovered = await s.get('/shop');
    vi.useRealTimers();
    expect(recovered.body).not.toContain('Produsele nu au putut fi încărcate acum');
    expect(recovered.body).toContain(hero.title);
    expect(page(recovered.response)).toBe('miss');
    expect(sf(recovered.response)).not.toBe('hit');
    const list = await s.get('/colectii');
    expect(list.body).toContain(collections[0]!.title);
  });
});

describe('a failing store is not hammered', () => {
  it('during a 503 outage, 60 page views make at most a handful of upstream calls', async () => {
    const s = shop({ timeoutMs: 2500, budgetMs: 5000 });
    const up = upstream(s.endpoint, 'down');
    const paths = ['/', '/shop', `/products/${hero.handle}`, '/colectii', `/colectie/${collections[0]!.handle}`];
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await s.get(`${paths[i % paths.length]}?v=${i}`)).status);
    // Five failures open the breaker; after that no call goes out until the cool-off ends.
    expect(up.calls()).toBeLessThanOrEqual(6);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
  });
});

describe('a frozen shop (402)', () => {
  it("is told with the spec's payment toast on every storefront page", async () => {
    const s = shop();
    upstream(s.endpoint, 'frozen');
    for (const path of ['/', '/shop', `/products/${hero.handle}`, `/colectie/${collections[0]!.handle}`, '/colectii']) {
      const answer = await s.get(path);
      expect(answer.body, path).toContain('data-island="load-error-toast"');
      expect(answer.body, path).toContain('Shopify: Payment required');
      expect(answer.body, path).toContain('plan de facturare activ');
    }
  });

  it('checkout answers the caller with the payment message as JSON', async () => {
    const s = shop();
    upstream(s.endpoint, 'frozen');
    const answer = await request(
      `http://localhost/api/cart`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '198.51.100.250' },
        body: JSON.stringify({
          lines: [{ merchandiseId: `gid://shopify/ProductVariant/${hero.variants[0]!.id}`, quantity: 1 }],
          adult: true,
        }),
      },
      { STOREFRONT_ENDPOINT: s.endpoint, STOREFRONT_PUBLIC_TOKEN: 't' },
    );
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'Shopify: Payment required', code: 'PAYMENT_REQUIRED' });
  });
});

// The KV namespace is shared with other files; nothing here depends on its contents beyond its own endpoint.
void env;
