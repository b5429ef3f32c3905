import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createStorefront } from '../../../worker/storefront';
import { createKvCache } from '../../../worker/storefront/cache';
import { createStorefrontClient, type StorefrontTransport } from '../../../worker/storefront/client';
import { httpTransport } from '../../../worker/storefront/http-transport';

const noSleep = async () => {};

function scripted(answers: { status: number; body?: unknown }[]) {
  const calls: { query: string; variables: Record<string, unknown> }[] = [];
  const transport: StorefrontTransport = async (request) => {
    calls.push(request);
    const next = answers.shift() ?? { status: 500 };
    return { status: next.status, body: next.body ?? null };
  };
  return { transport, calls };
}

const productsBody = { data: { products: { nodes: [] } } };
const Q = '{ products { nodes { id } } }';

describe('storefront client error catalogue (SPEC §8)', () => {
  it('maps 402 to the payment-required message with a Romanian description', async () => {
    const { transport } = scripted([{ status: 402 }]);
    const client = createStorefrontClient({ transport, sleep: noSleep });
    const error = (await client.query('{ shop { name } }').catch((e: unknown) => e)) as Error & {
      description?: string;
    };
    expect(error.message).toBe('Shopify: Payment required');
    expect(error.description).toMatch(/plan de facturare activ/);
  });

  it('maps other non-OK statuses to "HTTP error! status: N" without retrying', async () => {
    const { transport, calls } = scripted([{ status: 500 }]);
    const client = createStorefrontClient({ transport, sleep: noSleep });
    await expect(client.query(Q)).rejects.toThrow(/^HTTP error! status: 500$/);
    expect(calls).toHaveLength(1);
  });

  it('maps GraphQL errors to "Error calling Shopify: …"', async () => {
    const { transport } = scripted([{ status: 200, body: { errors: [{ message: 'one' }, { message: 'two' }] } }]);
    const client = createStorefrontClient({ transport, sleep: noSleep });
    await expect(client.query(Q)).rejects.toThrow(/^Error calling Shopify: one, two$/);
  });

  it('retries 429, 503 and THROTTLED reads with growing backoff, then succeeds', async () => {
    const delays: number[] = [];
    const { transport, calls } = scripted([
      { status: 429 },
      { status: 200, body: { errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }] } },
      { status: 200, body: productsBody },
    ]);
    const client = createStorefrontClient({ transport, sleep: async (ms) => void delays.push(ms) });
    await expect(client.query(Q)).resolves.toEqual(productsBody.data);
    expect(calls).toHaveLength(3);
    expect(delays).toEqual([200, 400]);
  });

  it('gives up after the bounded number of attempts with the last error', async () => {
    const { transport, calls } = scripted([
      { status: 503 },
      { status: 503 },
      { status: 503 },
      { status: 200, body: productsBody },
    ]);
    const client = createStorefrontClient({ transport, sleep: noSleep });
    await expect(client.query(Q)).rejects.toThrow('HTTP error! status: 503');
    expect(calls).toHaveLength(3);
  });

  it('does not retry a mutation on 503 (the store may have processed it)', async () => {
    const { transport, calls } = scripted([{ status: 503 }, { status: 200, body: { data: {} } }]);
    const client = createStorefrontClient({ transport, sleep: noSleep });
    await expect(client.mutate('mutation { a }')).rejects.toThrow('HTTP error! status: 503');
    expect(calls).toHaveLength(1);
  });

  it('maps a cartCreate without checkout URL to the spec message', async () => {
    const { transport } = scripted([{ status: 200, body: { data: { cartCreate: { cart: null, userErrors: [] } } } }]);
    const storefront = createStorefront(createStorefrontClient({ transport, sleep: noSleep }));
    await expect(storefront.createCart([{ merchandiseId: 'x', quantity: 1 }])).rejects.toThrow(
      /^No checkout URL returned from Shopify$/,
    );
  });

  it('never caches mutations and never caches error answers', async () => {
    const statuses: string[] = [];
    const waits: Promise<unknown>[] = [];
    const cache = createKvCache({ kv: env.STOREFRONT_CACHE, waitUntil: (p) => waits.push(p) });
    const { transport, calls } = scripted([
      { status: 200, body: { errors: [{ message: 'bad' }] } },
      { status: 200, body: productsBody },
      { status: 200, body: { data: { m: 1 } } },
      { status: 200, body: { data: { m: 2 } } },
    ]);
    const client = createStorefrontClient({
      transport,
      cache,
      cacheNamespace: `t${Date.now()}`,
      onCacheStatus: (s) => statuses.push(s),
      sleep: noSleep,
    });
    await expect(client.query(Q)).rejects.toThrow('bad');
    await expect(client.query(Q)).resolves.toEqual(productsBody.data);
    await Promise.all(waits);
    await expect(client.query(Q)).resolves.toEqual(productsBody.data);
    await client.mutate('mutation { m }');
    await client.mutate('mutation { m }');
    expect(calls).toHaveLength(4);
    expect(statuses).toEqual(['error', 'miss', 'hit']);
  });
});

describe('HTTP transport', () => {
  it('posts {query, variables} to /api/{version}/graphql.json with the public token', async () => {
    const seen: Request[] = [];
    const transport = httpTransport({
      endpoint: 'https://example.myshopify.com/',
      apiVersion: '2025-07',
      publicToken: 'public-token',
      fetcher: async (input, init) => {
        seen.push(new Request(input, init));
        return Response.json(productsBody);
      },
    });
    await transport({ query: '{ a }', variables: { first: 1 } });
    const request = seen[0]!;
    expect(request.url).toBe('https://example.myshopify.com/api/2025-07/graphql.json');
    expect(request.method).toBe('POST');
    expect(request.headers.get('X-Shopify-Storefront-Access-Token')).toBe('public-token');
    expect(await request.json()).toEqual({ query: '{ a }', variables: { first: 1 } });
  });

  it('uses the private token with the buyer IP on the server', async () => {
    const seen: Request[] = [];
    const transport = httpTransport({
      endpoint: 'https://example.myshopify.com',
      apiVersion: '2026-04',
      publicToken: 'public',
      privateToken: 'private',
      buyerIp: '203.0.113.9',
      fetcher: async (input, init) => {
        seen.push(new Request(input, init));
        return new Response('nope', { status: 430 });
      },
    });
    const result = await transport({ query: '{ a }', variables: {} });
    expect(result.status).toBe(430);
    expect(seen[0]!.headers.get('Shopify-Storefront-Private-Token')).toBe('private');
    expect(seen[0]!.headers.get('Shopify-Storefront-Buyer-IP')).toBe('203.0.113.9');
    expect(seen[0]!.headers.get('X-Shopify-Storefront-Access-Token')).toBeNull();
  });
});
