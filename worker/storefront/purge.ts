import type { KVNamespace } from '@cloudflare/workers-types';

/**
 * When the store last told us something changed (a verified webhook), per scope: the catalogue (products,
 * collections, stock) or the content (the shop, its menus, pages, policies and blog). Cached storefront answers
 * older than their scope's time are not served as fresh; a rendered page, which shows both, is not served when
 * older than either. The times live in KV for every isolate; each isolate re-reads them at most every couple of
 * seconds, so an edit in the Shopify admin shows within seconds.
 */
export type PurgeScope = 'catalog' | 'content';
export type PurgeTimes = Readonly<Record<PurgeScope, number>>;
export const PURGE_SCOPES: readonly PurgeScope[] = ['catalog', 'content'];

const keyOf = (scope: PurgeScope) => `sf:purged-at:${scope}`;
const RECHECK_MS = 2000;

let known: { value: PurgeTimes; checkedAt: number } = {
  value: { catalog: 0, content: 0 },
  checkedAt: Number.NEGATIVE_INFINITY,
};

export async function purgedAt(kv: KVNamespace | undefined, now = Date.now()): Promise<PurgeTimes> {
  if (!kv || now - known.checkedAt < RECHECK_MS) return known.value;
  try {
    const [catalog, content] = await Promise.all(
      PURGE_SCOPES.map(async (scope) => Number(await kv.get(keyOf(scope))) || 0),
    );
    known = {
      value: { catalog: Math.max(catalog!, known.value.catalog), content: Math.max(content!, known.value.content) },
      checkedAt: now,
    };
  } catch {
    // KV unreadable: keep what we knew; answers may be a little older, never wrong about the catalogue's shape.
  }
  return known.value;
}

/** The latest purge of any scope: what a rendered page (catalogue and menus together) must be newer than. */
export const latestPurge = (times: PurgeTimes) => Math.max(times.catalog, times.content);

/** Marks the scopes changed now. */
export async function purge(kv: KVNamespace, scopes: readonly PurgeScope[], now = Date.now()): Promise<void> {
  await Promise.all(scopes.map((scope) => kv.put(keyOf(scope), String(now))));
  known = { value: { ...known.value, ...Object.fromEntries(scopes.map((s) => [s, now])) }, checkedAt: known.checkedAt };
}
