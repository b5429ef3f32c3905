import type { KVNamespace } from '@cloudflare/workers-types';
import type { PurgeScope, PurgeTimes } from './purge';

/**
 * How a query was answered: from KV fresh (hit) or stale while refreshing (stale), from the store
 * (miss, or bypass when not cached), from the copy kept because the store failed (fallback), or not at
 * all (error). The last two mean the page is degraded.
 */
export type CacheStatus = 'hit' | 'stale' | 'miss' | 'bypass' | 'fallback' | 'error';

export interface CacheStrategy {
  /** Seconds an entry is fresh. */
  maxAge: number;
  /** Seconds after that it is still served while a refresh runs in the background. */
  staleWhileRevalidate: number;
  /** Seconds after that it is kept only to be served when the upstream fails. */
  staleIfError: number;
}

/** Named strategies, so routes never carry numbers. */
export const CacheStrategies = {
  /** Lists and products: prices and stock change during the day. */
  short: { maxAge: 60, staleWhileRevalidate: 60 * 60, staleIfError: 7 * 24 * 60 * 60 },
  /** Collections and other slow-moving data. */
  long: { maxAge: 60 * 60, staleWhileRevalidate: 24 * 60 * 60, staleIfError: 7 * 24 * 60 * 60 },
} as const satisfies Record<string, CacheStrategy>;

export type CacheStrategyName = keyof typeof CacheStrategies;

interface Entry<T> {
  value: T;
  storedAt: number;
}

export interface CachedResult<T> {
  value: T;
  status: CacheStatus;
}

export interface KvCacheOptions {
  kv: KVNamespace;
  /** Keeps background refreshes alive after the response is sent. */
  waitUntil: (promise: Promise<unknown>) => void;
  now?: () => number;
  log?: (message: string, error: unknown) => void;
  /** Entries stored before their scope's instant (a webhook's purge) are kept only as the copy for failures. */
  freshAfter?: Partial<PurgeTimes>;
  /**
   * Whether this request may add a key KV does not hold yet (a client's budget of new keys): when not, the
   * answer is served and kept only in memory. Refreshing a key KV already holds is always allowed.
   */
  admit?: () => boolean;
}

export interface GetOptions<T> {
  /** Whether an answer is stored in KV (default: every answer); one that is not is remembered in memory a short while. */
  keep?: (value: T) => boolean;
  /** What a webhook purge of which scope makes stale (default: the catalogue). */
  scope?: PurgeScope;
}

// One background refresh per key per isolate: concurrent stale hits share it.
const refreshing = new Map<string, Promise<unknown>>();

/**
 * Answers not written to KV (a handle nobody has, a client over its budget), remembered in this isolate's
 * memory for a short while so repeating a made-up URL costs one store call, not one per request. Bounded:
 * the oldest go first.
 */
const UNKEPT_MS = 60_000;
const UNKEPT_MAX = 500;
const unkept = new Map<string, Entry<unknown>>();

function remember(key: string, value: unknown, storedAt: number) {
  unkept.delete(key);
  unkept.set(key, { value, storedAt });
  while (unkept.size > UNKEPT_MAX) unkept.delete(unkept.keys().next().value as string);
}

/** Stale-while-revalidate over Workers KV, per DESIGN.md §4. */
export function createKvCache({
  kv,
  waitUntil,
  now = Date.now,
  log = console.error,
  freshAfter = {},
  admit = () => true,
}: KvCacheOptions) {
  async function store<T>(key: string, value: T, strategy: CacheStrategy): Promise<void> {
    const entry: Entry<T> = { value, storedAt: now() };
    const ttl = strategy.maxAge + strategy.staleWhileRevalidate + strategy.staleIfError;
    await kv.put(key, JSON.stringify(entry), { expirationTtl: Math.max(60, ttl) });
  }

  async function read<T>(key: string): Promise<Entry<T> | null> {
    try {
      return await kv.get<Entry<T>>(key, 'json');
    } catch (error) {
      log(`storefront cache read failed for ${key}`, error);
      return null;
    }
  }

  function refresh<T>(key: string, strategy: CacheStrategy, load: () => Promise<T>): void {
    if (refreshing.has(key)) return;
    const job = load()
      .then((value) => store(key, value, strategy))
      .catch((error) => log(`storefront background refresh failed for ${key}`, error))
      .finally(() => refreshing.delete(key));
    refreshing.set(key, job);
    waitUntil(job);
  }

  return {
    /** Whatever copy KV still keeps for `key`, however old; null when none. Never calls the store. */
    async kept<T>(key: string): Promise<T | null> {
      return (await read<T>(key))?.value ?? null;
    },

    /**
     * Serves `key` from KV when fresh (hit), serves it and refreshes in the background when stale,
     * loads it when missing or expired (miss), and falls back to any kept copy when loading fails.
     * `load` must throw on upstream errors so error answers are never stored. `keep`: whether an answer is
     * worth storing (a lookup of a handle a visitor typed that found nothing is not: no KV write per guess).
     */
    async get<T>(
      key: string,
      strategy: CacheStrategy,
      load: () => Promise<T>,
      { keep = () => true, scope = 'catalog' }: GetOptions<T> = {},
    ): Promise<CachedResult<T>> {
      const after = freshAfter[scope] ?? 0;
      const entry = await read<T>(key);
      if (entry && entry.storedAt >= after) {
        const age = (now() - entry.storedAt) / 1000;
        if (age < strategy.maxAge) return { value: entry.value, status: 'hit' };
        if (age < strategy.maxAge + strategy.staleWhileRevalidate) {
          refresh(key, strategy, load);
          return { value: entry.value, status: 'stale' };
        }
      }
      if (!entry) {
        const memo = unkept.get(key) as Entry<T> | undefined;
        if (memo && memo.storedAt >= after && now() - memo.storedAt < Math.min(UNKEPT_MS, strategy.maxAge * 1000))
          return { value: memo.value, status: 'hit' };
      }
      let value: T;
      try {
        value = await load();
      } catch (error) {
        if (entry) {
          log(`storefront unavailable, serving the copy kept for ${key}`, error);
          return { value: entry.value, status: 'fallback' };
        }
        throw error;
      }
      if (keep(value) && (entry !== null || admit())) {
        unkept.delete(key);
        waitUntil(store(key, value, strategy).catch((error) => log(`storefront cache write failed for ${key}`, error)));
      } else {
        remember(key, value, now());
      }
      return { value, status: 'miss' };
    },
  };
}

export type KvCache = ReturnType<typeof createKvCache>;

/** Stable key: SHA-256 of everything that changes the answer. */
export async function cacheKey(parts: unknown[]): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(parts));
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `sf:v1:${hex}`;
}
