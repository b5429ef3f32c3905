import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import type { CacheStatus } from '../storefront/cache';

const RANK: Record<CacheStatus, number> = { bypass: 0, hit: 1, stale: 2, miss: 3, fallback: 4, error: 5 };

/** Collects what a response cost, for the Server-Timing header. */
export class Timing {
  private cache: CacheStatus | null = null;
  private page: 'hit' | 'colo' | 'stale' | 'miss' | null = null;
  private readonly started = performance.now();
  ssrMs: number | null = null;
  /** The headers leave before some sections' data arrived (they stream in later). */
  streaming = false;
  private readonly notes: string[] = [];

  /** A named fact about this response (e.g. `ai;desc="fallback"`), told after the cache parts. */
  note(name: string, desc: string): void {
    this.notes.push(`${name};desc="${desc}"`);
  }

  /** A page reports the least cached answer it waited for. */
  recordCache(status: CacheStatus): void {
    if (this.cache === null || RANK[status] > RANK[this.cache]) this.cache = status;
  }

  recordPage(status: 'hit' | 'colo' | 'stale' | 'miss'): void {
    this.page = status;
    // A page served whole from the page cache asked the storefront nothing: its data came from cache.
    if (status !== 'miss') this.recordCache(status === 'stale' ? 'stale' : 'hit');
  }

  get cacheStatus(): CacheStatus {
    return this.cache ?? 'bypass';
  }

  private pricesUnread = false;

  /** The price history could not be read: the page shows no reduction now, and must not be kept that way. */
  markPricesUnread(): void {
    if (!this.pricesUnread) this.note('prices', 'unread');
    this.pricesUnread = true;
  }

  /** A storefront answer was missing or came from the copy kept for failures: never reuse this response. */
  get degraded(): boolean {
    return this.cache === 'fallback' || this.cache === 'error' || this.pricesUnread;
  }

  header(): string {
    const total = performance.now() - this.started;
    // Data still on its way when the headers leave is told as "pending", not as the answers seen so far.
    const parts = [`sf;desc="${this.streaming && !this.degraded ? 'pending' : this.cacheStatus}"`];
    if (this.page) parts.push(`page;desc="${this.page}"`);
    if (this.ssrMs !== null) parts.push(`ssr;dur=${this.ssrMs.toFixed(1)}`);
    parts.push(...this.notes);
    parts.push(`total;dur=${total.toFixed(1)}`);
    return parts.join(', ');
  }
}

export const serverTiming = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const timing = new Timing();
    c.set('timing', timing);
    await next();
    c.res.headers.set('Server-Timing', timing.header());
    // Nothing built on a failed or fallback answer may be kept by a browser or a CDN either.
    if (timing.degraded) c.res.headers.set('Cache-Control', 'no-store');
  });
