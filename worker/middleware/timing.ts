import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import type { CacheStatus } from '../storefront/cache';

const RANK: Record<CacheStatus, number> = { bypass: 0, hit: 1, stale: 2, miss: 3 };

/** Collects what a response cost, for the Server-Timing header. */
export class Timing {
  private cache: CacheStatus | null = null;
  private readonly started = performance.now();
  ssrMs: number | null = null;

  /** A page reports the least cached answer it waited for. */
  recordCache(status: CacheStatus): void {
    if (this.cache === null || RANK[status] > RANK[this.cache]) this.cache = status;
  }

  get cacheStatus(): CacheStatus {
    return this.cache ?? 'bypass';
  }

  header(): string {
    const total = performance.now() - this.started;
    const parts = [`sf;desc="${this.cacheStatus}"`];
    if (this.ssrMs !== null) parts.push(`ssr;dur=${this.ssrMs.toFixed(1)}`);
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
  });
