import type { D1Database } from '@cloudflare/workers-types';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { ensureSchema } from '../db/migrations';
import { readBounded } from '../lib/bounded-body';
import { type PurgeScope, purge } from '../storefront/purge';

/** Largest webhook body read (Shopify's product payloads are a few hundred KB at most). */
const MAX_BODY_BYTES = 1024 * 1024;
/** A delivery triggered longer ago than this (or this far in the future) is not acted on. */
const MAX_AGE_MS = 5 * 60 * 1000;
/** How long a delivery's id and signature are remembered, and the oldest `updated_at` a body may carry. */
const REMEMBER_MS = 48 * 60 * 60 * 1000;

/**
 * What each topic changes, and so which cached answers it makes stale. A product, collection or stock change
 * purges the catalogue, never the menus, pages or policies; a change of the shop itself purges everything.
 */
const TOPIC_SCOPES: [RegExp, PurgeScope[]][] = [
  [
    /^(products|collections|product_listings|collection_listings|inventory_levels|inventory_items)\/[a-z_]+$/,
    ['catalog'],
  ],
  [/^(shop|locales|markets)\/[a-z_]+$/, ['catalog', 'content']],
];

const scopesOf = (topic: string) => TOPIC_SCOPES.find(([pattern]) => pattern.test(topic))?.[1] ?? [];

function base64ToBytes(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** X-Shopify-Hmac-Sha256: base64 HMAC-SHA256 of the raw body with the app's secret, compared in constant time. */
async function verified(
  secret: string,
  body: Uint8Array<ArrayBuffer>,
  signature: Uint8Array<ArrayBuffer> | null,
): Promise<boolean> {
  if (signature?.byteLength !== 32) return false;
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  );
  return crypto.subtle.verify('HMAC', key, signature, body);
}

/** The body's own `updated_at`, when it has one: a change older than we remember deliveries is a replay. */
function bodyUpdatedAt(body: Uint8Array): number | null {
  try {
    const parsed = JSON.parse(new TextDecoder().decode(body)) as unknown;
    const value = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>).updated_at : undefined;
    const at = typeof value === 'string' ? Date.parse(value) : Number.NaN;
    return Number.isFinite(at) ? at : null;
  } catch {
    return null;
  }
}

/**
 * Records the delivery; false when its id or its body's signature was seen in the last 48 hours. Headers are
 * not signed, so the signature (the same for the same body) also catches a replay under a new id or topic.
 * The insert decides, so 150 copies sent at once give one purge.
 */
async function firstDelivery(db: D1Database, id: string, signature: string, now: number): Promise<boolean> {
  await ensureSchema(db);
  const insert = 'INSERT OR IGNORE INTO webhook_deliveries (key, received_at) VALUES (?, ?)';
  const [, byId, bySignature] = await db.batch([
    db.prepare('DELETE FROM webhook_deliveries WHERE received_at < ?').bind(now - REMEMBER_MS),
    db.prepare(insert).bind(`id:${id}`, now),
    db.prepare(insert).bind(`sig:${signature}`, now),
  ]);
  return byId!.meta.changes === 1 && bySignature!.meta.changes === 1;
}

/**
 * POST /webhooks/shopify: a verified change in the Shopify admin purges the cached storefront answers it
 * concerns and the pages, so the edit shows on the next request instead of after the cache lifetime. Anything
 * not signed with the app's secret is refused; without the secret, every call is. A repeated or stale delivery
 * is acknowledged (200, as Shopify expects) and changes nothing.
 */
export const webhookRoutes = new Hono<AppEnv>().post('/shopify', async (c) => {
  const secret = c.env.SHOPIFY_WEBHOOK_SECRET?.trim();
  if (!secret) {
    console.error('webhook refused: SHOPIFY_WEBHOOK_SECRET is not set');
    return c.json({ error: 'Webhooks are not configured.' }, 503);
  }
  // Counted while read: an unsigned body of any size costs at most MAX_BODY_BYTES of memory.
  const body = await readBounded(c.req.raw, MAX_BODY_BYTES);
  const signature = base64ToBytes(c.req.header('X-Shopify-Hmac-Sha256')?.trim() ?? '');
  if (!(await verified(secret, body, signature))) return c.json({ error: 'Invalid webhook signature.' }, 401);

  const topic = c.req.header('X-Shopify-Topic') ?? '';
  const id = c.req.header('X-Shopify-Webhook-Id')?.trim() ?? '';
  if (!id || id.length > 200) return c.json({ error: 'Missing X-Shopify-Webhook-Id.' }, 400);
  const now = Date.now();
  const triggeredAt = Date.parse(c.req.header('X-Shopify-Triggered-At') ?? '');
  const updatedAt = bodyUpdatedAt(body);
  if (
    !Number.isFinite(triggeredAt) ||
    Math.abs(now - triggeredAt) > MAX_AGE_MS ||
    (updatedAt !== null && now - updatedAt > REMEMBER_MS)
  ) {
    return c.json({ ok: true, purged: false, topic, ignored: 'stale' });
  }
  // Every delivery is recorded, whatever its topic: a captured orders/create body replayed as shop/update is a replay.
  const hex = [...signature!].map((b) => b.toString(16).padStart(2, '0')).join('');
  if (!(await firstDelivery(c.env.DB, id, hex, now)))
    return c.json({ ok: true, purged: false, topic, ignored: 'duplicate' });
  const scopes = scopesOf(topic);
  if (!scopes.length) return c.json({ ok: true, purged: false, topic });
  try {
    await purge(c.env.STOREFRONT_CACHE, scopes, now);
  } catch (error) {
    // Not purged: forget the delivery so Shopify's retry (same id, same body) is acted on.
    console.error(`webhook ${topic}: purge failed`, error);
    await c.env.DB.batch(
      [`id:${id}`, `sig:${hex}`].map((key) =>
        c.env.DB.prepare('DELETE FROM webhook_deliveries WHERE key = ?').bind(key),
      ),
    ).catch(() => {});
    return c.json({ error: 'Try again later.' }, 503);
  }
  console.info(`webhook ${topic}: purged ${scopes.join(', ')}`);
  return c.json({ ok: true, purged: true, topic, scopes });
});
