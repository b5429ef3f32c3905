/** Time left for one page's storefront calls, retries included. */
export interface Budget {
  remainingMs(): number;
}

export function createBudget(totalMs: number, now: () => number = Date.now): Budget {
  const endsAt = now() + totalMs;
  return { remainingMs: () => Math.max(0, endsAt - now()) };
}

export interface BreakerOptions {
  /** Consecutive failures that open the breaker. */
  failures: number;
  /** How long it stays open before one probe may go through. */
  cooldownMs: number;
  now?: () => number;
}

export type BreakerState = 'closed' | 'open' | 'half-open';

/**
 * A circuit breaker for one upstream. Closed: calls go through and consecutive failures are counted.
 * Open (after `failures` in a row): no call goes out for `cooldownMs`; callers serve stale or degraded
 * answers at once. Then half-open: exactly one probe goes through; success closes, failure reopens.
 */
export function createBreaker({ failures, cooldownMs, now = Date.now }: BreakerOptions) {
  let state: BreakerState = 'closed';
  let consecutive = 0;
  let openedAt = 0;
  let probing = false;

  function open() {
    state = 'open';
    openedAt = now();
    probing = false;
  }

  return {
    get state(): BreakerState {
      return state === 'open' && now() - openedAt >= cooldownMs ? 'half-open' : state;
    },
    /** True when a call may go out now (and, when half-open, claims the single probe). */
    allow(): boolean {
      if (state === 'closed') return true;
      if (state === 'open') {
        if (now() - openedAt < cooldownMs) return false;
        state = 'half-open';
        probing = false;
      }
      if (probing) return false;
      probing = true;
      return true;
    },
    success(): void {
      state = 'closed';
      consecutive = 0;
      probing = false;
    },
    failure(): void {
      if (state === 'half-open') return open();
      consecutive++;
      if (consecutive >= failures) open();
    },
  };
}

export type Breaker = ReturnType<typeof createBreaker>;

// One breaker per upstream per isolate, shared by every request the isolate serves.
const breakers = new Map<string, Breaker>();

export function breakerFor(upstream: string, options: BreakerOptions): Breaker {
  const key = `${upstream}|${options.failures}|${options.cooldownMs}`;
  let breaker = breakers.get(key);
  if (!breaker) {
    breaker = createBreaker(options);
    breakers.set(key, breaker);
  }
  return breaker;
}

/** Forgets every breaker (tests). */
export const resetBreakers = () => breakers.clear();
