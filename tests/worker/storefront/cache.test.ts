import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { CacheStrategies, createKvCache } from '../../../worker/storefront/cache';

function setup(options: Partial<Parameters<typeof createKvCache>[0]> = {}) {
  let now = 1_000_000;
  const background: Promise<unknown>[] = [];
  const logs: string[] = [];
  const cache = createKvCache({
    kv: env.STOREFRONT_CACHE,
    waitUntil: (p) => background.push(p),
    now: () => now,
    log: (message) => logs.push(message),
    ...options,
  });
  return {
    cache,
    logs,
    advance: (seconds: number) => (now += seconds * 1000),
    settle: () => Promise.all(background.splice(0)),
  };
}

const strategy = CacheStrategies.short;
let keySeq = 0;
const freshKey = () => `test:${Date.now()}:${keySeq++}`;

describe('KV stale-while-revalidate cache', () => {
  it('misses, then hits while fresh', async () => {
    const { cache, settle } = setup();
    const key = freshKey();
    let loads = 0;
    const load = async () => ({ n: ++loads });
    expect(await cache.get(key, strategy, load)).toEqual({ value: { n: 1 }, status: 'miss' });
    await settle();
    expect(await cache.get(key, strategy, load)).toEqual({ value: { n: 1 }, status: 'hit' });
    expect(loads).toBe(1);
  });

  it('serves a stale copy at once and refreshes it once in the background', async () => {
    const { cache, settle, advance } = setup();
    const key = freshKey();
    let loads = 0;
    const load = async () => ({ n: ++loads });
    await cache.get(key, strategy, load);
    await settle();
    advance(strategy.maxAge + 1);
    const [a, b] = await Promise.all([cache.get(key, strategy, load), cache.get(key, strategy, load)]);
    expect(a).toEqual({ value: { n: 1 }, status: 'stale' });
    expect(b).toEqual({ value: { n: 1 }, status: 'stale' });
    await settle();
    expect(loads).toBe(2); // one refresh for two stale readers
    expect(await cache.get(key, strategy, load)).toEqual({ value: { n: 2 }, status: 'hit' });
  });

  it('serves the kept copy when the upstream fails after the stale window', async () => {
    const { cache, settle, advance, logs } = setup();
    const key = freshKey();
    await cache.get(key, strategy, async () => 'kept');
    await settle();
    advance(strategy.maxAge + strategy.staleWhileRevalidate + 10);
    const result = await cache.get(key, strategy, async () => {
      throw new Error('HTTP error! status: 503');
    });
    expect(result).toEqual({ value: 'kept', status: 'fallback' });
    expect(logs.some((l) => l.includes('serving the copy kept'))).toBe(true);
  });

  it('never stores an error: the next reader loads again', async () => {
    const { cache, settle } = setup();
    const key = freshKey();
    await expect(
      cache.get(key, strategy, async () => {
        throw new Error('Error calling Shopify: boom');
      }),
    ).rejects.toThrow('boom');
    await settle();
    expect(await env.STOREFRONT_CACHE.get(key)).toBeNull();
    expect(await cache.get(key, strategy, async () => 'ok')).toEqual({ value: 'ok', status: 'miss' });
  });

  it('keeps the cached copy when a background refresh fails', async () => {
    const { cache, settle, advance } = setup();
    const key = freshKey();
    await cache.get(key, strategy, async () => 'v1');
    await settle();
    advance(strategy.maxAge + 1);
    await cache.get(key, strategy, async () => {
      throw new Error('down');
    });
    await settle();
    const stored = await env.STOREFRONT_CACHE.get<{ value: string }>(key, 'json');
    expect(stored?.value).toBe('v1');
  });
});

describe('what the cache writes', () => {
  it('an answer not worth keeping (a handle nobody has) is never written to KV, and memory answers its repeats', async () => {
    const { cache, settle } = setup();
    const key = freshKey();
    let loads = 0;
    const load = async () => ({ product: null, n: ++loads });
    const keep = (answer: { product: null }) => Boolean(answer.product);
    for (let i = 0; i < 60; i++) await cache.get(key, strategy, load, { keep });
    await settle();
    expect(await env.STOREFRONT_CACHE.get(key)).toBeNull();
    expect(loads).toBe(1);
  });

  it('a client over its budget of new keys is answered, and nothing more is written for it', async () => {
    let budget = 3;
    const { cache, settle } = setup({ admit: () => budget-- > 0 });
    const keys = Array.from({ length: 6 }, freshKey);
    for (const key of keys) expect((await cache.get(key, strategy, async () => key)).value).toBe(key);
    await settle();
    const written = await Promise.all(keys.map((key) => env.STOREFRONT_CACHE.get(key)));
    expect(written.map((w: string | null) => w !== null)).toEqual([true, true, true, false, false, false]);
  });

  it('a purge of the catalogue makes catalogue answers stale and leaves the menus and pages fresh', async () => {
    const { cache: before, settle } = setup();
    const [product, menu] = [freshKey(), freshKey()];
    await before.get(product, strategy, async () => 'produs v1');
    await before.get(menu, CacheStrategies.long, async () => 'meniu v1', { scope: 'content' });
    await settle();
    const { cache: after } = setup({ freshAfter: { catalog: 1_000_000 + 1 } });
    expect(await after.get(product, strategy, async () => 'produs v2')).toEqual({ value: 'produs v2', status: 'miss' });
    expect(await after.get(menu, CacheStrategies.long, async () => 'meniu v2', { scope: 'content' })).toEqual({
      value: 'meniu v1',
      status: 'hit',
    });
    const { cache: shopChanged } = setup({ freshAfter: { catalog: 1_000_000 + 1, content: 1_000_000 + 1 } });
    expect(await shopChanged.get(menu, CacheStrategies.long, async () => 'meniu v2', { scope: 'content' })).toEqual({
      value: 'meniu v2',
      status: 'miss',
    });
  });
});
