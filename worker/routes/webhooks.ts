import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { purgeAll } from '../storefront/purge';

/** Largest webhook body read (Shopify's product payloads are a few hundred KB at most). */
const MAX_BODY_BYTES = 1024 * 1024;

/** Topics that change what the shop shows: products, stock, collections, the shop and its policies. */
const PURGING_TOPICS = /^(products|collections|product_listings|inventory_levels|inventory_items|shop|locales)\//;

function base64ToBytes(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** X-Shopify-Hmac-Sha256: base64 HMAC-SHA256 of the raw body with the app's secret, compared in constant time. */
async function verified(secret: string, body: ArrayBuffer, header: string | undefined): Promise<boolean> {
  const signature = header ? base64ToBytes(header.trim()) : null;
  if (!signature || signature.byteLength !== 32) return false;
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
  return crypto.subtle.verify('HMAC', key, signature, body);
}

/**
 * POST /webhooks/shopify: a verified change in the Shopify admin purges the cached storefront answers and
 * pages, so the edit shows on the next request instead of after the cache lifetime. Anything not signed with
 * SHOPIFY_WEBHOOK_SECRET is refused; without the secret, every call is.
 */
export const webhookRoutes = new Hono<AppEnv>().post('/webhooks/shopify', async (c) => {
  const secret = c.env.SHOPIFY_WEBHOOK_SECRET?.trim();
  if (!secret) return c.json({ error: 'Webhooks are not configured (SHOPIFY_WEBHOOK_SECRET).' }, 503);
  if (Number(c.req.header('Content-Length') ?? 0) > MAX_BODY_BYTES) return c.json({ error: 'Body too large.' }, 413);
  const body = await c.req.arrayBuffer();
  if (body.byteLength > MAX_BODY_BYTES) return c.json({ error: 'Body too large.' }, 413);
  if (!(await verified(secret, body, c.req.header('X-Shopify-Hmac-Sha256')))) return c.json({ error: 'Invalid webhook signature.' }, 401);
  const topic = c.req.header('X-Shopify-Topic') ?? '';
  if (!PURGING_TOPICS.test(topic)) return c.json({ ok: true, purged: false, topic });
  await purgeAll(c.env.STOREFRONT_CACHE);
  console.info(`webhook ${topic}: storefront caches purged`);
  return c.json({ ok: true, purged: true, topic });
});
