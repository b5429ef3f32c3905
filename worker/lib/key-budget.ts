/**
 * How many new cache entries one client may cause per minute, counted in this isolate. A shopper browsing
 * adds a few; a script walking made-up URLs or ad parameters stops adding after the budget and is served
 * without being kept, so it cannot push real pages out of a cache or fill KV.
 */
export interface KeyBudget {
  /** True when `client` may add one more entry now (and counts it); a local request (null) always may. */
  take(client: string | null): boolean;
}

export function keyBudget({
  perMinute,
  maxClients = 5000,
  now = Date.now,
}: {
  perMinute: number;
  maxClients?: number;
  now?: () => number;
}): KeyBudget {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    take(client) {
      if (client === null) return true;
      const at = now();
      let window = windows.get(client);
      if (!window || at - window.start >= 60_000) {
        windows.delete(client);
        window = { start: at, count: 0 };
        windows.set(client, window);
        // Bounded: the clients seen longest ago are forgotten first (they get a fresh budget, nothing more).
        while (windows.size > maxClients) windows.delete(windows.keys().next().value as string);
      }
      if (window.count >= perMinute) return false;
      window.count++;
      return true;
    },
  };
}

/** New storefront answers written to KV per client per minute. */
export const storefrontKeyBudget = keyBudget({ perMinute: 60 });
