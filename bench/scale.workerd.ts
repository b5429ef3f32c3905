// npm run bench:scale (through bench/scale.mjs): how many renders the page cache saves when traffic spreads over
// many isolates. Runs inside workerd with the shop's own middleware: N instances of the page cache (each its own
// memory, as N isolates have) and, when the colo tier is on, one shared Cache API cache. Requests follow a Zipf
// mix over the catalogue's pages, arriving at RATE per second on a simulated clock, each at a random isolate.
// Prints one SCALE_RESULT line of JSON; bench/scale.mjs writes it into bench/REPORT.md.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { Hono } from 'hono';
import { it } from 'vitest';
import { articles } from '../content/blog';
import { collections, products } from '../content/catalog';
import type { AppEnv } from '../worker/app-env';
import { app } from '../worker/index';
import { pageCache } from '../worker/middleware/page-cache';
import { securityHeaders } from '../worker/middleware/security-headers';
import { serverTiming } from '../worker/middleware/timing';

const REQUESTS = 6000;
const RATE = 20;
const ZIPF_S = 1;
const ISOLATES = [1, 10, 100];

const pages = [
  '/',
  '/shop',
  '/colectii',
  '/blog',
  ...products.map((p) => `/products/${p.handle}`),
  ...collections.map((c) => `/colectie/${c.handle}`),
  ...articles.map((a) => `/blog/${a.slug}`),
];

/** A seeded generator, so every configuration sees the same traffic. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const weights = pages.map((_, rank) => 1 / (rank + 1) ** ZIPF_S);
const total = weights.reduce((a, b) => a + b, 0);
const cumulative = weights.map(
  (
    (sum) => (w: number) =>
      (sum += w / total)
  )(0),
);
const pick = (u: number) => pages[cumulative.findIndex((c) => u <= c)] ?? pages[pages.length - 1]!;

/** A page of a realistic size, with its nonce where the real ones carry it. */
const body = (path: string, nonce: string) =>
  `<!doctype html><html><head><script nonce="${nonce}">0</script></head><body>${path}${'x'.repeat(60_000)}</body></html>`;

async function simulate(isolateCount: number, colo: boolean, run: string) {
  const clock = { now: Date.now() };
  let renders = 0;
  const shared = colo ? await caches.open(`bench-${run}`) : null;
  const isolates = Array.from({ length: isolateCount }, () => {
    const isolate = new Hono<AppEnv>();
    isolate.use(serverTiming());
    isolate.use(securityHeaders());
    isolate.use(
      pageCache({
        now: () => clock.now,
        colo: () => shared as never,
        render: (request, e, ctx) => isolate.fetch(request as never, e, ctx as never) as Promise<Response>,
      }),
    );
    isolate.get('*', (c) => {
      renders++;
      c.set('pageCacheable', true);
      return c.html(body(c.req.path, c.var.nonce));
    });
    return isolate;
  });
  const next = random(42);
  const statuses: Record<string, number> = {};
  for (let i = 0; i < REQUESTS; i++) {
    clock.now += (-Math.log(1 - next()) / RATE) * 1000;
    const isolate = isolates[Math.floor(next() * isolateCount)]!;
    const ctx = createExecutionContext();
    const response = await isolate.request(pick(next()), {}, env, ctx);
    await response.arrayBuffer();
    await waitOnExecutionContext(ctx);
    const status = /page;desc="(\w+)"/.exec(response.headers.get('Server-Timing') ?? '')?.[1] ?? '-';
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
  return { isolates: isolateCount, colo, rendersPer1000: (renders / REQUESTS) * 1000, statuses };
}

/** Wall time of one render of the real app (a page-cache miss), as workerd's clock sees it. */
async function renderTimes() {
  const rows: { path: string; median: number }[] = [];
  for (const path of ['/', `/products/${products[0]!.handle}`]) {
    const times: number[] = [];
    for (let i = 0; i < 15; i++) {
      const ctx = createExecutionContext();
      const started = performance.now();
      const response = await app.request(
        `${path}?render=${i}-${Math.random()}`,
        { headers: { 'User-Agent': 'Googlebot/2.1' } },
        env,
        ctx,
      );
      await response.arrayBuffer();
      times.push(performance.now() - started);
      await waitOnExecutionContext(ctx);
    }
    times.sort((a, b) => a - b);
    rows.push({ path, median: times[Math.floor(times.length / 2)]! });
  }
  return rows;
}

it('measures renders per 1,000 requests for N isolates, with and without the colo tier', async () => {
  const results = [];
  for (const n of ISOLATES) {
    for (const colo of [false, true]) results.push(await simulate(n, colo, `${n}-${colo}-${Date.now()}`));
  }
  const render = await renderTimes();
  console.log(
    `SCALE_RESULT ${JSON.stringify({ pages: pages.length, requests: REQUESTS, rate: RATE, zipf: ZIPF_S, results, render })}`,
  );
});
