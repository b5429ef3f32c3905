import type { KVNamespace } from '@cloudflare/workers-types';

/**
 * When the store last told us something changed (a verified webhook). Cached storefront answers and pages
 * older than that are not served as fresh. The time lives in KV for every isolate; each isolate re-reads it
 * at most every couple of seconds, so an edit in the Shopify admin shows within seconds.
 */
const KEY = 'sf:purged-at';
const RECHECK_MS = 2000;

let known = { value: 0, checkedAt: Number.NEGATIVE_INFINITY };

export async function purgedAt(kv: KVNamespace | undefined, now = Date.now()): Promise<number> {
  if (!kv || now - known.checkedAt < RECHECK_MS) return known.value;
  try {
    const value = Number(await kv.get(KEY)) || 0;
    known = { value: Math.max(value, known.value), checkedAt: now };
  } catch {
    // KV unreadable: keep what we knew; answers may be a little older, never wrong about the catalogue's shape.
  }
  return known.value;
}

export async function purgeAll(kv: KVNamespace, now = Date.now()): Promise<number> {
  await kv.put(KEY, String(now));
  known = { value: now, checkedAt: now };
  return now;
}
