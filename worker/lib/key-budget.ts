/**
 * How many new cache entries one client may cause per minute, counted in this isolate. A shopper browsing
 * adds a few; a script walking made-up URLs or ad parameters stops adding after the budget and is served
 * without being kept, so it cannot push real pages out of a cache or fill KV.
 */
export interface KeyBudget {
  /** True when `client` may add one more entry now (and counts it); a local request (null) always may. */
  take(client: string | null): boolean;
}

/**
 * The client a budget counts: its IP, an IPv6 address by its /64 (one subscriber's block). Null without one:
 * Cloudflare always sets CF-Connecting-IP, so only a local run (npm start, the tests) has none.
 */
export function budgetClient(ip: string | undefined): string | null {
  if (!ip) return null;
  if (!ip.includes(':')) return ip;
  // Every spelling of one /64 is one client: expand '::' and leading zeros before taking the first four groups.
  const [head = '', tail] = ip.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => (Number.parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`;
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
