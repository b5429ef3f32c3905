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
  /**
   * How long a probe may stay unreported before another may go. A probe belongs to one request, and
   * when that request ends first (its page answered) the runtime drops it without a result.
   */
  probeLeaseMs?: number;
  now?: () => number;
}

export type BreakerState = 'closed' | 'open' | 'half-open';

/**
 * A circuit breaker for one upstream. Closed: calls go through and consecutive failures are counted.
 * Open (after `failures` in a row): no call goes out for `cooldownMs`; callers serve stale or degraded
 * answers at once. Then half-open: one probe at a time goes through; success closes, failure reopens.
 */
export function createBreaker({ failures, cooldownMs, probeLeaseMs = 10_000, now = () => Date.now() }: BreakerOptions) {
  let state: BreakerState = 'closed';
  let consecutive = 0;
  let openedAt = 0;
  let probeSince: number | null = null;
  let lastError: Error | null = null;

  function open() {
    state = 'open';
    openedAt = now();
    probeSince = null;
  }

  return {
    get state(): BreakerState {
      return state === 'open' && now() - openedAt >= cooldownMs ? 'half-open' : state;
    },
    /** The failure that opened the breaker, answered again while it is open (a frozen shop stays a 402). */
    get lastError(): Error | null {
      return lastError;
    },
    /** True when a call may go out now (and, when half-open, claims the probe). */
    allow(): boolean {
      if (state === 'closed') return true;
      if (state === 'open') {
        if (now() - openedAt < cooldownMs) return false;
        state = 'half-open';
        probeSince = null;
      }
      if (probeSince !== null && now() - probeSince < probeLeaseMs) return false;
      probeSince = now();
      return true;
    },
    success(): void {
      state = 'closed';
      consecutive = 0;
      probeSince = null;
      lastError = null;
    },
    failure(error: Error | null = null): void {
      lastError = error ?? lastError;
      if (state === 'half-open') {
        open();
        return;
      }
      consecutive++;
      if (consecutive >= failures) open();
    },
  };
}

export type Breaker = ReturnType<typeof createBreaker>;

// One breaker per upstream per isolate, shared by every request the isolate serves.
const breakers = new Map<string, Breaker>();

export function breakerFor(upstream: string, options: BreakerOptions): Breaker {
  const key = `${upstream}|${options.failures}|${options.cooldownMs}|${options.probeLeaseMs}`;
  let breaker = breakers.get(key);
  if (!breaker) {
    breaker = createBreaker(options);
    breakers.set(key, breaker);
  }
  return breaker;
}
