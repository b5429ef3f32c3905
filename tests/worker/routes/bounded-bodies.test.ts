// Issue 31, item 2: every endpoint that takes a body counts it while it reads, with or without Content-Length,
// and answers 413 in Romanian before the body ends; nothing is buffered past its limit.
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../../content/catalog';
import { ASSISTANT_BODY_LIMIT, CART_BODY_LIMIT, FUNCTIONS_BODY_LIMIT } from '../../../domain/contract/limits';
import { messages } from '../../../domain/contract/messages';
import { DEFAULT_ANON_KEY } from '../../../worker/env';
import { freshIp, postJson, request } from '../helpers';

const MB = 1024 * 1024;
const CHUNK = 64 * 1024;

/** A body of `total` bytes made as it is read (never held whole), that counts what was read of it. */
function streamed(total = 50 * MB) {
  let produced = 0;
  let cancelled = false;
  const piece = new TextEncoder().encode('{"x":"'.padEnd(CHUNK, 'a'));
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (produced >= total) return controller.close();
      produced += piece.byteLength;
      controller.enqueue(piece.slice());
    },
    cancel() {
      cancelled = true;
    },
  });
  return { body, produced: () => produced, cancelled: () => cancelled };
}

const json = { 'Content-Type': 'application/json' };
const fn = { ...json, apikey: DEFAULT_ANON_KEY };
/** The checkout page of a cart made for these tests (its form is the one body the page takes). */
const checkout = { path: '' };
beforeAll(async () => {
  const variant = products.flatMap((p) => p.variants).find((v) => v.availableForSale)!;
  const { body } = await postJson('/api/cart', {
    lines: [{ merchandiseId: `gid://shopify/ProductVariant/${variant.id}`, quantity: 1 }],
  });
  checkout.path = new URL(JSON.parse(body).checkoutUrl).pathname;
});

/** Each endpoint that reads a body: its path, headers, limit, and the configuration it needs to read one. */
const ENDPOINTS: { path: string; headers: Record<string, string>; limit: number; vars?: Record<string, string> }[] = [
  { path: '/functions/v1/send-newsletter-email', headers: fn, limit: FUNCTIONS_BODY_LIMIT },
  { path: '/functions/v1/wellness-chatbot', headers: fn, limit: ASSISTANT_BODY_LIMIT },
  { path: '/api/cart', headers: json, limit: CART_BODY_LIMIT },
  { path: '/api/cart/quote', headers: json, limit: CART_BODY_LIMIT },
  { path: '/api/2026-04/graphql.json', headers: json, limit: 256 * 1024 },
  {
    path: '/webhooks/shopify',
    headers: { ...json, 'X-Shopify-Hmac-Sha256': 'AAAA' },
    limit: MB,
    vars: { SHOPIFY_WEBHOOK_SECRET: 'bounded-bodies-secret' },
  },
  {
    path: '/checkout/{token}',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    limit: 4 * 1024,
  },
];

/** The Romanian "too large" message, from JSON ({error} or Shopify's {errors}) or from the checkout's page. */
function saysTooLarge(path: string, body: string) {
  if (path.startsWith('/checkout/')) return body.includes(messages.tooLarge);
  const parsed = JSON.parse(body) as { error?: string; errors?: { message: string }[] };
  return (parsed.error ?? parsed.errors?.[0]?.message) === messages.tooLarge;
}

/** POSTs a streamed body to the endpoint; answers the status, whether it said "too large", and how much was read. */
async function post(
  { path, headers, vars }: { path: string; headers: Record<string, string>; vars?: Record<string, string> },
  sent: ReturnType<typeof streamed>,
  extra: Record<string, string> = {},
) {
  const init = { method: 'POST', headers: { ...headers, 'CF-Connecting-IP': freshIp(), ...extra }, body: sent.body };
  const { status, body } = await request(path, { ...init, duplex: 'half' } as RequestInit, vars);
  return { status, tooLarge: saysTooLarge(path, body), read: sent.produced() };
}

describe('bodies are counted while they are read', () => {
  for (const endpoint of ENDPOINTS) {
    const { path: pattern, limit } = endpoint;
    const at = () => ({ ...endpoint, path: pattern === '/checkout/{token}' ? checkout.path : pattern });
    it(`${pattern}: a 50 MB chunked body gets a Romanian 413 after at most its limit (${limit} B) and one chunk`, async () => {
      const answer = await post(at(), streamed());
      expect(answer.status).toBe(413);
      expect(answer.tooLarge).toBe(true);
      // The answer came before the body ended: what was read is the limit and what the stream had queued.
      expect(answer.read).toBeLessThanOrEqual(limit + 3 * CHUNK);
    });

    it(`${pattern}: a declared Content-Length past the limit is refused before a byte is read`, async () => {
      const declared = String(limit + 10 * CHUNK);
      const answer = await post(at(), streamed(limit + 10 * CHUNK), { 'Content-Length': declared });
      expect(answer.status).toBe(413);
      expect(answer.tooLarge).toBe(true);
      expect(answer.read).toBeLessThanOrEqual(2 * CHUNK);
    });
  }

  it('a body the client stops sending half way is its 400, in Romanian, never a 5xx', async () => {
    for (const { path: pattern, headers, vars } of ENDPOINTS.filter((e) => !e.path.startsWith('/checkout'))) {
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ < 2) controller.enqueue(new TextEncoder().encode('{"email":"'));
          else controller.error(new Error('connection lost'));
        },
      });
      const { status, body: answer } = await request(
        pattern,
        { method: 'POST', headers: { ...headers, 'CF-Connecting-IP': freshIp() }, body, duplex: 'half' } as RequestInit,
        vars,
      );
      expect(status, pattern).toBe(400);
      const parsed = JSON.parse(answer) as { error?: string; errors?: { message: string }[] };
      expect(parsed.error ?? parsed.errors?.[0]?.message, pattern).toBe(messages.incompleteBody);
    }
  });

  it('a body within the limit is still read whole (the newsletter form, sent chunked)', async () => {
    const text = JSON.stringify({ email: `bounded.${Date.now()}@exemplu.ro`, adult: true });
    const bytes = new TextEncoder().encode(text);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        // One byte at a time: the counting read joins every piece.
        for (const byte of bytes) controller.enqueue(new Uint8Array([byte]));
        controller.close();
      },
    });
    const { status } = await request('/functions/v1/send-newsletter-email', {
      method: 'POST',
      headers: { ...fn, 'CF-Connecting-IP': freshIp() },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(status).toBe(200);
  });
});
