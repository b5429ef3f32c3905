import type { KVNamespace } from '@cloudflare/workers-types';

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
  /** Entries stored before this instant (a webhook's purge) are kept only as the copy for failures. */
  freshAfter?: number;
}

// One background refresh per key per isolate: concurrent stale hits share it.
const refreshing = new Map<string, Promise<unknown>>();

/** Stale-while-revalidate over Workers KV, per DESIGN.md §4. */
export function createKvCache({ kv, waitUntil, now = Date.now, log = console.error, freshAfter = 0 }: KvCacheOptions) {
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
    async get<T>(key: string, strategy: CacheStrategy, load: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<CachedResult<T>> {
      const entry = await read<T>(key);
      if (entry && entry.storedAt >= freshAfter) {
        const age = (now() - entry.storedAt) / 1000;
        if (age < strategy.maxAge) return { value: entry.value, status: 'hit' };
        if (age < strategy.maxAge + strategy.staleWhileRevalidate) {
          refresh(key, strategy, load);
          return { value: entry.value, status: 'stale' };
        }
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
      if (keep(value)) waitUntil(store(key, value, strategy).catch((error) => log(`storefront cache write failed for ${key}`, error)));
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
