import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createKvCache } from '../../../worker/storefront/cache';
import { createStorefrontClient, type StorefrontTransport } from '../../../worker/storefront/client';
import { httpTransport } from '../../../worker/storefront/http-transport';
import { createBreaker, createBudget } from '../../../worker/storefront/resilience';

const productsBody = { data: { products: { nodes: [] } } };
const Q = '{ products { nodes { id } } }';

/** A transport that never answers; it only stops when its signal aborts (or never, with `ignoreSignal`). */
function silent({ ignoreSignal = false } = {}) {
  let calls = 0;
  const transport: StorefrontTransport = (_request, { signal } = {}) => {
    calls++;
    return new Promise((_, reject) => {
      if (!ignoreSignal) signal?.addEventListener('abort', () => reject(signal.reason));
    });
  };
  return { transport, calls: () => calls };
}

function counting(status: number, body: unknown = null) {
  let calls = 0;
  const transport: StorefrontTransport = async () => {
    calls++;
    return { status, body };
  };
  return { transport, calls: () => calls };
}

describe('deadlines', () => {
  it('gives up on an upstream that never answers after the attempt deadline, even when the transport ignores its signal', async () => {
    for (const ignoreSignal of [false, true]) {
      const { transport, calls } = silent({ ignoreSignal });
      const client = createStorefrontClient({ transport, attemptTimeoutMs: 150 });
      const error = await client.query(Q, { cache: 'none' }).catch((e: unknown) => e as Error);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toMatch(/did not answer within 150 ms/);
      // A timeout is not retried: the next attempt would most likely wait just as long.
      expect(calls()).toBe(1);
    }
  });

  it('stops retrying when the page budget would be exceeded', async () => {
    const { transport, calls } = counting(503);
    const delays: number[] = [];
    const client = createStorefrontClient({
      transport,
      budget: createBudget(300),
      sleep: async (ms) => void delays.push(ms),
      baseDelayMs: 200,
    });
    await expect(client.query(Q, { cache: 'none' })).rejects.toThrow('HTTP error! status: 503');
    // 300 ms of budget: the 200 ms backoff fits once, the 400 ms one does not.
    expect(delays).toEqual([200]);
    expect(calls()).toBe(2);
  });

  it('shares one budget across the queries of a page: once spent, no query goes out', async () => {
    const { transport, calls } = silent();
    const budget = createBudget(200);
    const client = createStorefrontClient({ transport, attemptTimeoutMs: 2500, budget });
    await client.query(Q, { cache: 'none' }).catch(() => {});
    expect(budget.remainingMs()).toBeLessThan(50);
    await expect(client.query('{ b }', { cache: 'none' })).rejects.toThrow(/did not answer/);
    expect(calls()).toBe(1);
  });

  it('the HTTP transport aborts the fetch itself when the deadline passes', async () => {
    let aborted = false;
    const transport = httpTransport({
      endpoint: 'https://store.example',
      apiVersion: '2025-07',
      fetcher: (_input, init) =>
        new Promise((_, reject) => {
          init?.signal?.addEventListener('abort', () => {
            aborted = true;
            reject(init.signal!.reason);
          });
        }),
    });
    const client = createStorefrontClient({ transport, attemptTimeoutMs: 100 });
    await expect(client.query(Q, { cache: 'none' })).rejects.toThrow(/did not answer within 100 ms/);
    expect(aborted).toBe(true);
  });

  it('serves the kept KV copy when the upstream misses its deadline, and says so', async () => {
    let now = 1_000_000;
    const cache = createKvCache({ kv: env.STOREFRONT_CACHE, waitUntil: () => {}, now: () => now, log: () => {} });
    const namespace = `deadline-${Date.now()}`;
    const good = createStorefrontClient({
      transport: counting(200, productsBody).transport,
      cache,
      cacheNamespace: namespace,
    });
    await good.query(Q);
    await new Promise((r) => setTimeout(r, 20));
    now += 2 * 24 * 3600 * 1000; // past the stale-while-revalidate window, inside stale-if-error
    const statuses: string[] = [];
    const hanging = createStorefrontClient({
      transport: silent().transport,
      cache,
      cacheNamespace: namespace,
      attemptTimeoutMs: 100,
      onCacheStatus: (s) => statuses.push(s),
    });
    await expect(hanging.query(Q)).resolves.toEqual(productsBody.data);
    expect(statuses).toEqual(['fallback']);
  });
});

describe('circuit breaker', () => {
  it('opens after repeated failures: no call goes out during the cool-off, then exactly one probe', async () => {
    let now = 0;
    const breaker = createBreaker({ failures: 3, cooldownMs: 30_000, now: () => now });
    const { transport, calls } = counting(503);
    const client = createStorefrontClient({ transport, breaker, maxAttempts: 1 });
    for (let i = 0; i < 3; i++) await client.query(Q, { cache: 'none' }).catch(() => {});
    expect(calls()).toBe(3);
    expect(breaker.state).toBe('open');
    for (let i = 0; i < 100; i++) await client.query(Q, { cache: 'none' }).catch(() => {});
    expect(calls()).toBe(3);
    await expect(client.query(Q, { cache: 'none' })).rejects.toThrow(/calls paused/);

    now += 30_000;
    expect(breaker.state).toBe('half-open');
    // Many requests arrive at once after the cool-off: one probe goes out, the rest are refused at once.
    await Promise.all(Array.from({ length: 20 }, () => client.query(Q, { cache: 'none' }).catch(() => {})));
    expect(calls()).toBe(4);
    expect(breaker.state).toBe('open');
  });

  it('closes again when the probe succeeds', async () => {
    let now = 0;
    let status = 503;
    let calls = 0;
    const transport: StorefrontTransport = async () => {
      calls++;
      return { status, body: status === 200 ? productsBody : null };
    };
    const breaker = createBreaker({ failures: 2, cooldownMs: 1000, now: () => now });
    const client = createStorefrontClient({ transport, breaker, maxAttempts: 1 });
    await client.query(Q, { cache: 'none' }).catch(() => {});
    await client.query(Q, { cache: 'none' }).catch(() => {});
    expect(breaker.state).toBe('open');
    status = 200;
    now += 1000;
    await expect(client.query(Q, { cache: 'none' })).resolves.toEqual(productsBody.data);
    expect(breaker.state).toBe('closed');
    await client.query(Q, { cache: 'none' });
    expect(calls).toBe(4);
  });

  it('counts timeouts, broken answers and a frozen shop, not GraphQL errors about the query', async () => {
    const breaker = createBreaker({ failures: 2, cooldownMs: 1000 });
    const graphQLErrors = counting(200, { errors: [{ message: 'Field x does not exist' }] });
    const client = createStorefrontClient({ transport: graphQLErrors.transport, breaker });
    for (let i = 0; i < 5; i++) await client.query(Q, { cache: 'none' }).catch(() => {});
    expect(breaker.state).toBe('closed');
    const refused: StorefrontTransport = async () => {
      throw new TypeError('connection refused');
    };
    const down = createStorefrontClient({ transport: refused, breaker });
    await expect(down.query(Q, { cache: 'none' })).rejects.toThrow(/request failed: connection refused/);
    await down.query(Q, { cache: 'none' }).catch(() => {});
    expect(breaker.state).toBe('open');
  });

  it('spares a frozen shop (402) a call per page view, and keeps answering with the payment error meanwhile', async () => {
    const breaker = createBreaker({ failures: 2, cooldownMs: 60_000 });
    const frozen = counting(402);
    const client = createStorefrontClient({ transport: frozen.transport, breaker });
    for (let i = 0; i < 10; i++)
      await expect(client.query(Q, { cache: 'none' })).rejects.toThrow('Shopify: Payment required');
    expect(frozen.calls()).toBe(2);
  });

  it('lets another probe go when the first was dropped with its request (never reported)', async () => {
    let now = 0;
    const breaker = createBreaker({ failures: 1, cooldownMs: 1000, probeLeaseMs: 5000, now: () => now });
    breaker.failure();
    now += 1000;
    expect(breaker.allow()).toBe(true);
    // That probe's request ended first; nothing reports back.
    expect(breaker.allow()).toBe(false);
    now += 4999;
    expect(breaker.allow()).toBe(false);
    now += 1;
    expect(breaker.allow()).toBe(true);
    breaker.success();
    expect(breaker.state).toBe('closed');
  });

  it('treats an answer missing a field it asked for as broken (not as "not found"), and never caches it', async () => {
    const { transport } = counting(200, { data: {} });
    const statuses: string[] = [];
    const cache = createKvCache({ kv: env.STOREFRONT_CACHE, waitUntil: () => {}, log: () => {} });
    const client = createStorefrontClient({
      transport,
      cache,
      cacheNamespace: `missing-${Date.now()}`,
      onCacheStatus: (s) => statuses.push(s),
    });
    await expect(client.query('{ product(handle: "x") { id } }')).rejects.toThrow(/answer without product/);
    expect(statuses).toEqual(['error']);
    // null is a real answer: the product does not exist.
    const notFound = createStorefrontClient({ transport: counting(200, { data: { product: null } }).transport });
    await expect(notFound.query('{ product(handle: "x") { id } }', { cache: 'none' })).resolves.toEqual({
      product: null,
    });
  });

  it('refuses an answer larger than the cap, declared or streamed', async () => {
    const big = 'x'.repeat(2048);
    for (const declare of [true, false]) {
      const transport = httpTransport({
        endpoint: 'https://store.example',
        apiVersion: '2025-07',
        maxResponseBytes: 1024,
        fetcher: async () => {
          const body = JSON.stringify({ data: { products: { nodes: [{ id: big }] } } });
          const stream = new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode(body));
              controller.close();
            },
          });
          return new Response(stream, { headers: declare ? { 'Content-Length': String(body.length) } : {} });
        },
      });
      const client = createStorefrontClient({ transport });
      await expect(client.query(Q, { cache: 'none' })).rejects.toThrow(/larger than 1024 bytes/);
    }
  });
});
