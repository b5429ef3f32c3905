// The page cache's second tier: the colo's Cache API, shared by every isolate of a data centre. Each
// `isolate()` below is a fresh instance of the middleware (its own memory), as a new isolate would have.
import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../../worker/app-env';
import { type PageCacheOptions, pageCache } from '../../../worker/middleware/page-cache';
import { securityHeaders } from '../../../worker/middleware/security-headers';
import { serverTiming } from '../../../worker/middleware/timing';
import { purge } from '../../../worker/storefront/purge';

let renders = 0;
let degradeNext = false;
/** A render of /incet/… waits for this (a slow storefront answer). */
let slowRender: Promise<void> = Promise.resolve();
/** Called when a render of /incet/… has begun (it is then waiting on slowRender). */
let renderBegan = () => {};

/**
 * Holds renders of /incet/… until the function it returns is called; its `began` settles once a held render has
 * begun (on a busy machine the request may not have reached the render when the test goes on).
 */
function holdRenders(): (() => void) & { began: Promise<void> } {
  let finish = () => {};
  slowRender = new Promise((resolve) => {
    finish = resolve;
  });
  const began = new Promise<void>((resolve) => {
    renderBegan = resolve;
  });
  return Object.assign(
    () => {
      finish();
      slowRender = Promise.resolve();
    },
    { began },
  );
}

/** A fresh isolate: its own page-cache memory, the colo shared; `now` is the test's clock. */
function isolate(clock: { now: number }, options: Partial<PageCacheOptions> = {}) {
  const app = new Hono<AppEnv>();
  app.use(serverTiming());
  app.use(securityHeaders());
  app.use(
    pageCache({
      now: () => clock.now,
      render: (request, e, ctx) => app.fetch(request as never, e, ctx as never) as Promise<Response>,
      ...options,
    }),
  );
  app.get('/pagina/:name', (c) => {
    renders++;
    if (degradeNext) {
      degradeNext = false;
      c.var.timing.recordCache('fallback');
    }
    c.set('pageCacheable', true);
    return c.html(
      `<!doctype html><html><body><script nonce="${c.var.nonce}">1</script><p>${c.req.param('name')} randat #${renders}</p></body></html>`,
    );
  });
  app.get('/incet/:name', async (c) => {
    renderBegan();
    await slowRender;
    renders++;
    if (degradeNext) {
      degradeNext = false;
      c.var.timing.recordCache('fallback');
    }
    c.set('pageCacheable', true);
    return c.html(`<!doctype html><html><body><p>${c.req.param('name')} randat #${renders}</p></body></html>`);
  });
  return async (path: string) => {
    const response = await app.request(path, {}, env);
    const body = await response.text();
    // Let the background store (and any re-render) finish, as waitUntil would.
    await new Promise((resolve) => setTimeout(resolve, 30));
    return {
      body,
      status: /page;desc="(\w+)"/.exec(response.headers.get('Server-Timing') ?? '')?.[1],
      nonce: /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1],
    };
  };
}

const unique = () => `p-${crypto.randomUUID().slice(0, 8)}`;

describe('the colo tier', () => {
  it('a page one isolate rendered is a colo hit for an isolate that never rendered it, with its own nonce', async () => {
    const clock = { now: Date.now() };
    const path = `/pagina/${unique()}`;
    const first = await isolate(clock)(path);
    expect(first.status).toBe('miss');
    const before = renders;
    const other = await isolate(clock)(path);
    expect(other.status).toBe('colo');
    expect(renders).toBe(before);
    expect(other.nonce).not.toBe(first.nonce);
    expect(other.body).toContain(`nonce="${other.nonce}"`);
    expect(other.body).not.toContain(first.nonce!);
    expect(other.body.replaceAll(other.nonce!, 'N')).toBe(first.body.replaceAll(first.nonce!, 'N'));
  });

  it('memory first: the isolate that took it from the colo answers from memory next', async () => {
    const clock = { now: Date.now() };
    const path = `/pagina/${unique()}`;
    await isolate(clock)(path);
    const second = isolate(clock);
    expect((await second(path)).status).toBe('colo');
    expect((await second(path)).status).toBe('hit');
  });

  it('past its fresh time the colo copy is served stale while one re-render runs, and the next isolate gets the new page', async () => {
    const clock = { now: Date.now() };
    const path = `/pagina/${unique()}`;
    const first = await isolate(clock)(path);
    clock.now += 60_000;
    const before = renders;
    const stale = await isolate(clock)(path);
    expect(stale.status).toBe('stale');
    expect(stale.body.replaceAll(stale.nonce!, 'N')).toBe(first.body.replaceAll(first.nonce!, 'N'));
    expect(renders).toBe(before + 1);
    const fresh = await isolate(clock)(path);
    expect(fresh.status).toBe('colo');
    expect(fresh.body).toContain(`randat #${before + 1}`);
  });

  it('past the stale window the page is rendered again before it is served', async () => {
    const clock = { now: Date.now() };
    const path = `/pagina/${unique()}`;
    await isolate(clock)(path);
    clock.now += 10 * 60_000;
    expect((await isolate(clock)(path)).status).toBe('miss');
  });

  it('honours the webhook purge: a copy older than it is not served from the colo', async () => {
    const clock = { now: Date.now() - 5000 };
    const path = `/pagina/${unique()}`;
    await isolate(clock)(path);
    await purge(env.STOREFRONT_CACHE, ['catalog'], Date.now());
    // purgedAt re-reads KV at most every 2 s in an isolate: a new isolate reads it now.
    clock.now = Date.now() + 3000;
    const after = await isolate(clock)(path);
    expect(after.status).toBe('miss');
  });

  it('a page whose render began before a webhook purge is older than the purge, however late it finished', async () => {
    // Now, not in the past: a purge another test made must be older than this test's pages, and the purge below
    // must not be newer than pages other tests render next.
    const clock = { now: Date.now() };
    const path = `/incet/${unique()}`;
    const one = isolate(clock);
    const finish = holdRenders();
    const first = one(path);
    await finish.began;
    // The store changes while the page is still being rendered from the old data …
    await purge(env.STOREFRONT_CACHE, ['catalog'], clock.now + 1);
    clock.now += 2;
    finish();
    expect((await first).status).toBe('miss');
    // … so that page is not served, from memory or from the colo: it is rendered again.
    expect((await one(path)).status).toBe('miss');
    expect((await isolate(clock)(path)).status).toBe('colo');
  });

  it('five shoppers arriving while a page renders cost one render and all get that page', async () => {
    const clock = { now: Date.now() };
    const path = `/incet/${unique()}`;
    const one = isolate(clock);
    const finish = holdRenders();
    const before = renders;
    const answers = Array.from({ length: 5 }, () => one(path));
    await new Promise((resolve) => setTimeout(resolve, 50));
    finish();
    const done = await Promise.all(answers);
    expect(renders).toBe(before + 1);
    expect(done.map((a) => a.status).sort()).toEqual(['hit', 'hit', 'hit', 'hit', 'miss']);
    expect(new Set(done.map((a) => a.body)).size).toBe(1);
  });

  it('when that render keeps nothing (a degraded page), those waiting do not get it: they render again', async () => {
    const clock = { now: Date.now() };
    const path = `/incet/${unique()}`;
    const one = isolate(clock);
    const finish = holdRenders();
    degradeNext = true;
    const before = renders;
    const answers = Array.from({ length: 3 }, () => one(path));
    await new Promise((resolve) => setTimeout(resolve, 50));
    finish();
    const done = await Promise.all(answers);
    // The first (degraded) render is served to its own shopper only; the next waiter renders and, that page
    // being whole, the last one may be served from it.
    expect(done[0]!.status).toBe('miss');
    expect(done[0]!.body).toContain(`randat #${before + 1}<`);
    for (const waiter of done.slice(1)) expect(waiter.body).not.toContain(`randat #${before + 1}<`);
    expect(renders).toBeGreaterThanOrEqual(before + 2);
  });

  it("another build never serves this build's pages", async () => {
    const clock = { now: Date.now() };
    const path = `/pagina/${unique()}`;
    await isolate(clock)(path);
    expect((await isolate(clock, { buildId: 'alta-versiune' })(path)).status).toBe('miss');
  });

  it('a degraded page is kept in neither tier', async () => {
    const clock = { now: Date.now() };
    const path = `/pagina/${unique()}`;
    degradeNext = true;
    const first = isolate(clock);
    expect((await first(path)).status).toBe('miss');
    // Not kept: rendered again (and kept this time, being whole).
    expect((await first(path)).status).toBe('miss');
    expect((await isolate(clock)(path)).status).toBe('colo');
  });
});
