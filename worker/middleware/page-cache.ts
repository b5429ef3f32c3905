import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { promotionPhase } from '../../client/lib/promotion';
import { readConfig } from '../env';
import { latestPurge, purgedAt } from '../storefront/purge';
import { budgetClient, type KeyBudget, keyBudget } from '../lib/key-budget';
import { withoutTracking } from '../lib/tracking';
import { trustedOrigin } from '../lib/origin';

interface CachedPage {
  /** UTF-8 bytes of the page split where its nonce stood; each response joins them with its own. */
  parts: Uint8Array[];
  length: number;
  storedAt: number;
}

const encoder = new TextEncoder();

function split(html: string, nonce: string): Pick<CachedPage, 'parts' | 'length'> {
  const parts = html.split(nonce).map((part) => encoder.encode(part));
  return { parts, length: parts.reduce((sum, p) => sum + p.byteLength, 0) };
}

function join({ parts, length }: CachedPage, nonce: string): Uint8Array<ArrayBuffer> {
  const glue = encoder.encode(nonce);
  const out = new Uint8Array(length + glue.byteLength * (parts.length - 1));
  let offset = 0;
  parts.forEach((part, i) => {
    if (i > 0) {
      out.set(glue, offset);
      offset += glue.byteLength;
    }
    out.set(part, offset);
    offset += part.byteLength;
  });
  return out;
}

export interface PageCacheOptions {
  /** Seconds a rendered page is reused; keep it below the storefront's fresh time. */
  ttlSeconds?: number;
  maxEntries?: number;
  now?: () => number;
  /** New pages one client may add per minute (default 30): a script walking made-up URLs stops adding. */
  budget?: KeyBudget;
}

/**
 * Keeps fully rendered pages in the isolate's memory for a short while, so a cached page costs about
 * what a static file costs. Only pages the renderer marks cacheable (complete, shopper-independent)
 * are kept; each hit gets a fresh CSP nonce.
 */
export const pageCache = ({ ttlSeconds = 30, maxEntries = 100, now = Date.now, budget = keyBudget({ perMinute: 30, now }) }: PageCacheOptions = {}) => {
  const pages = new Map<string, CachedPage>();
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const url = new URL(c.req.url);
    // Links in the HTML are built on the trusted origin (or are relative): that, not the Host, is the key,
    // so requests with made-up Host headers share one entry instead of pushing real pages out.
    const config = readConfig(c.env);
    // The promotion's phase is part of the key: a page with its badges is never served once it has ended.
    // Ad and tracking parameters (utm_*, gclid, fbclid …) change nothing on the page: every ad click shares the page's entry.
    const key = `${promotionPhase(config.promotion, now())}|${trustedOrigin(config.siteUrl, c.req.url) ?? '-'}${url.pathname}${withoutTracking(url.searchParams)}`;
    const hit = pages.get(key);
    // A page rendered before the store's last change (a webhook purge) is not served.
    if (hit && now() - hit.storedAt < ttlSeconds * 1000 && hit.storedAt >= latestPurge(await purgedAt(c.env.STOREFRONT_CACHE))) {
      // Refresh its place in the LRU order.
      pages.delete(key);
      pages.set(key, hit);
      c.var.timing.recordPage('hit');
      c.res = new Response(join(hit, c.var.nonce), {
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' },
      });
      return;
    }
    await next();
    c.var.timing.recordPage('miss');
    const nonce = c.var.nonce;
    if (!c.var.pageCacheable || c.res.status !== 200 || !c.res.body) return;
    // A page not held yet counts against its client's budget; over it, the page is served and not kept.
    if (!pages.has(key) && !budget.take(budgetClient(c.req.header('CF-Connecting-IP')))) return;
    const [toShopper, toCache] = c.res.body.tee();
    c.res = new Response(toShopper, c.res);
    const store = new Response(toCache).text().then((html) => {
      // A section that failed while the page streamed makes it degraded: not kept.
      if (c.var.timing.degraded) return;
      pages.delete(key);
      pages.set(key, { ...split(html, nonce), storedAt: now() });
      while (pages.size > maxEntries) pages.delete(pages.keys().next().value as string);
    });
    try {
      c.executionCtx.waitUntil(store);
    } catch {
      // No execution context (app.request in tests): the read runs on its own.
    }
  });
};
