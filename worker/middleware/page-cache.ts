import assets from 'virtual:shop-assets';
import type { Cache, ExecutionContext } from '@cloudflare/workers-types';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { promotionPhase } from '../../domain/promotion';
import type { AppEnv } from '../app-env';
import type { Env, SiteConfig } from '../env';
import { readConfig } from '../env';
import { fingerprint } from '../lib/fingerprint';
import { acceptsGzip, clientAcceptEncoding, compressParts, type GzipParts, gzipJoin } from '../lib/gzip-parts';
import { type KeyBudget, keyBudget } from '../lib/key-budget';
import { trustedOrigin } from '../lib/origin';
import { SegmentedLru } from '../lib/segmented-lru';
import { withoutTracking } from '../lib/tracking';
import { visitorKey } from '../lib/visitor';
import { waitUntil } from '../lib/wait-until';
import { PAGE_HEADERS } from '../render/render-page';
import { latestPurge, purgedAt } from '../storefront/purge';
import { createNonce, securityHeaderValues } from './security-headers';
import { Timing } from './timing';

interface CachedPage {
  /** UTF-8 bytes of the page split where its nonce stood; each response joins them with its own. */
  parts: Uint8Array[];
  length: number;
  /**
   * When its render began: the data it shows is no newer than that, so a webhook purge during a slow render
   * makes it older than the purge (not served), and its fresh time runs from then.
   */
  storedAt: number;
  /** The same pieces compressed once, for clients that take gzip (absent until compressed, off the shopper's path). */
  gzip?: GzipParts;
}

export type PageStatus = 'hit' | 'colo' | 'stale' | 'miss';

const encoder = new TextEncoder();

function split(html: string, nonce: string): Pick<CachedPage, 'parts' | 'length'> {
  const parts = html.split(nonce).map((part) => encoder.encode(part));
  return { parts, length: parts.reduce((sum, p) => sum + p.byteLength, 0) };
}

function join({ parts, length }: Pick<CachedPage, 'parts' | 'length'>, nonce: string): Uint8Array<ArrayBuffer> {
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

/**
 * A kept page with this response's nonce: gzip (compressed once, sent as it is) when the client takes it.
 * `more` are headers this response leaves with besides the page's own.
 */
function pageResponse(
  page: CachedPage,
  nonce: string,
  acceptEncoding: string | null,
  more?: Record<string, string>,
): Response {
  if (page.gzip && acceptsGzip(acceptEncoding)) {
    return new Response(gzipJoin(page.gzip, encoder.encode(nonce)), {
      headers: { ...PAGE_HEADERS, 'Content-Encoding': 'gzip', ...more },
      encodeBody: 'manual',
    } as ResponseInit);
  }
  return new Response(join(page, nonce), { headers: { ...PAGE_HEADERS, ...more } });
}

/** The build a page was rendered by: its HTML names this build's scripts and styles, so another build never serves it. */
export const BUILD_ID = fingerprint(
  `${assets.entryScript}\n${assets.runtimeScripts.join('\n')}\n${assets.stylesheets.join('\n')}`,
);

/**
 * The configuration and its fingerprint, once per env object: what the pages are rendered with (trader, promotion,
 * messaging …) is part of the colo key, so changing a variable never serves pages rendered with the old one.
 */
const configs = new WeakMap<object, { config: SiteConfig; fingerprint: string }>();
function configOf(env: Env) {
  let known = configs.get(env);
  if (!known) {
    const config = readConfig(env);
    known = { config, fingerprint: fingerprint(JSON.stringify(config)) };
    configs.set(env, known);
  }
  return known;
}

/** The colo's cache (Cache API), when the runtime has one. */
const defaultColo = (): Cache | null =>
  typeof caches !== 'undefined' ? (caches as unknown as { default: Cache }).default : null;

/** Renders a request again, off the shopper's path (the app's own fetch). */
export type Render = (request: Request, env: Env, ctx: ExecutionContext) => Promise<Response>;

export interface PageCacheOptions {
  /** Seconds a rendered page is fresh (in this isolate's memory and in the colo); keep it below the storefront's fresh time. */
  ttlSeconds?: number;
  /** Seconds after that the colo's copy is still served while a re-render runs in the background. */
  staleSeconds?: number;
  /** Pages held in this isolate's memory (default 100): 80 asked for more than once, 20 new ones on probation. */
  maxEntries?: number;
  now?: () => number;
  /** New pages one client may add per minute (default 30): a script walking made-up URLs stops adding. */
  budget?: KeyBudget;
  /** The colo tier (default: the Cache API's default cache); null: memory only. */
  colo?: () => Cache | null;
  /** How a stale page is rendered again in the background; without it a stale colo copy is a miss. */
  render?: Render;
  /** Part of the colo key (default: this build's fingerprint). */
  buildId?: string;
  /**
   * How long a request for a page another request of this isolate is rendering waits for that render (default
   * 3000 ms) before rendering it itself: 150 shoppers arriving together cost one render, not 150.
   */
  renderWaitMs?: number;
}

/** Requests this middleware made itself, to render a stale page again: they skip the reads and store. */
const revalidations = new WeakSet<Request>();

/**
 * Keeps fully rendered pages in two tiers: this isolate's memory (first), then the colo's Cache API, shared by
 * every isolate of the data centre, so a page rendered once is a hit for the isolates that never rendered it,
 * and survives a restart. Only pages the renderer marks cacheable (complete, shopper-independent, not
 * degraded) are kept; each response gets its own CSP nonce. A colo copy past its fresh time is served while a
 * re-render runs in `waitUntil`. A copy older than the last webhook purge is not served from either tier.
 * `Server-Timing: page;desc="hit|colo|stale|miss"` says which.
 */
export function createPageCache({
  ttlSeconds = 30,
  staleSeconds = 300,
  maxEntries = 100,
  now = Date.now,
  budget = keyBudget({ perMinute: 30, now }),
  colo = defaultColo,
  render,
  buildId = BUILD_ID,
  renderWaitMs = 3000,
}: PageCacheOptions = {}) {
  // Pages asked for again are protected from a flood of made-up URLs, however many addresses it comes from.
  const pages = new SegmentedLru<string, CachedPage>(maxEntries);
  /** Keys a request of this isolate is rendering now (to keep), with when that render began. */
  const inFlight = new Map<string, number>();

  const keyOf = (requestUrl: string, env: Env) => {
    const url = new URL(requestUrl);
    // Links in the HTML are built on the trusted origin (or are relative): that, not the Host, is the key,
    // so requests with made-up Host headers share one entry instead of pushing real pages out.
    const { config, fingerprint: configPrint } = configOf(env);
    // The promotion's phase is part of the key: a page with its badges is never served once it has ended.
    // Ad and tracking parameters (utm_*, gclid, fbclid …) change nothing on the page: every ad click shares the page's entry.
    // The configuration's fingerprint leads, in memory as in the colo: a page is only ever served with the variables
    // it was rendered with (one isolate has one configuration; the tests' requests each bring their own).
    return `${configPrint}|${promotionPhase(config.promotion, now())}|${trustedOrigin(config.siteUrl, requestUrl) ?? '-'}${url.pathname}${withoutTracking(url.searchParams)}`;
  };
  const rerendering = new Set<string>();

  // The colo keeps pages for every isolate, of this build and configuration only.
  const coloKey = (key: string) => new Request(`https://page-cache.invalid/${buildId}/${encodeURIComponent(key)}`);

  async function readColo(cache: Cache, key: string): Promise<CachedPage | null> {
    try {
      const found = await cache.match(coloKey(key) as never);
      if (!found) return null;
      const nonce = found.headers.get('X-Page-Nonce');
      const storedAt = Number(found.headers.get('X-Page-Stored-At'));
      if (!nonce || !Number.isFinite(storedAt)) return null;
      return { ...split(await found.text(), nonce), storedAt };
    } catch (error) {
      console.error('page cache: colo read failed', error);
      return null;
    }
  }

  function writeColo(cache: Cache, key: string, html: string, nonce: string, storedAt: number): Promise<void> {
    const response = new Response(html, {
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        // How long the colo keeps it: fresh, then stale while a re-render runs.
        'Cache-Control': `public, max-age=${ttlSeconds + staleSeconds}`,
        'X-Page-Nonce': nonce,
        'X-Page-Stored-At': String(storedAt),
      },
    });
    return cache
      .put(coloKey(key) as never, response as never)
      .catch((error: unknown) => console.error('page cache: colo write failed', error));
  }

  function serve(c: Context<AppEnv>, page: CachedPage, status: PageStatus) {
    c.var.timing.recordPage(status);
    c.res = pageResponse(page, c.var.nonce, clientAcceptEncoding(c.req.raw));
  }

  /** Compresses a kept page's pieces after the response that brought it has left. */
  function compressLater(c: Context<AppEnv>, page: CachedPage) {
    if (page.gzip) return;
    waitUntil(
      c,
      Promise.resolve().then(async () => {
        page.gzip ??= await compressParts(page.parts);
      }),
    );
  }

  /** Renders the page again in the background (once per key per isolate at a time); the result is stored. */
  function rerender(c: Context<AppEnv>, key: string) {
    if (!render || rerendering.has(key)) return;
    rerendering.add(key);
    const request = new Request(c.req.url, {
      headers: { 'User-Agent': c.req.header('User-Agent') ?? '', Accept: 'text/html' },
    });
    revalidations.add(request);
    let ctx: ExecutionContext;
    try {
      ctx = c.executionCtx as unknown as ExecutionContext;
    } catch {
      ctx = { waitUntil: () => {}, passThroughOnException: () => {} } as unknown as ExecutionContext;
    }
    const job = render(request, c.env, ctx)
      .then((response) => response.arrayBuffer())
      .catch((error) => console.error('page cache: background render failed', error))
      .finally(() => rerendering.delete(key));
    waitUntil(c, job);
  }

  /** The page this isolate holds for the key, if it is fresh and newer than the store's last change (webhook purge). */
  function memoryHit(key: string, purged: number): CachedPage | null {
    const hit = pages.peek(key);
    if (!hit || now() - hit.storedAt >= ttlSeconds * 1000 || hit.storedAt < purged) return null;
    pages.use(key);
    return hit;
  }

  /**
   * A GET this isolate holds the page for, answered before the app's middleware chain runs: the same response
   * the chain would give (the page's headers, the security headers with a new nonce, Server-Timing), for the
   * cost of a lookup. Null when the page is not in memory: the app answers (colo, stale or render).
   */
  async function answerFromMemory(request: Request, env: Env): Promise<Response | null> {
    if (request.method !== 'GET') return null;
    const timing = new Timing();
    const key = keyOf(request.url, env);
    const page = memoryHit(key, latestPurge(await purgedAt(env.STOREFRONT_CACHE)));
    if (!page) return null;
    timing.recordPage('hit');
    const nonce = createNonce();
    return pageResponse(page, nonce, clientAcceptEncoding(request), {
      ...securityHeaderValues(nonce),
      'Server-Timing': timing.header(),
    });
  }

  /**
   * Waits while another request renders the key, in 10 ms steps on this request's own timers (no promise is
   * shared between requests), then takes its page from memory. Null when that render kept nothing (an error
   * page, a degraded one), took longer than the wait, or was older than the purge: this request renders.
   */
  async function awaitRender(key: string, purged: number): Promise<CachedPage | null> {
    for (let waited = 0; waited < renderWaitMs; waited += 10) {
      const began = inFlight.get(key);
      if (began === undefined || now() - began >= renderWaitMs) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return memoryHit(key, purged);
  }

  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const key = keyOf(c.req.url, c.env);
    const cache = colo();
    const background = revalidations.has(c.req.raw);

    if (!background) {
      const purged = latestPurge(await purgedAt(c.env.STOREFRONT_CACHE));
      const hit = memoryHit(key, purged);
      if (hit) return serve(c, hit, 'hit');
      const shared = cache ? await readColo(cache, key) : null;
      if (shared && shared.storedAt >= purged) {
        const age = now() - shared.storedAt;
        if (age < ttlSeconds * 1000) {
          pages.set(key, shared);
          serve(c, shared, 'colo');
          return compressLater(c, shared);
        }
        if (render && age < (ttlSeconds + staleSeconds) * 1000) {
          rerender(c, key);
          return serve(c, shared, 'stale');
        }
      }
      // Another request is rendering this page now: its page, once kept, serves this one too.
      if (inFlight.has(key)) {
        const rendered = await awaitRender(key, purged);
        if (rendered) return serve(c, rendered, 'hit');
      }
    }

    const renderStarted = now();
    const leads = !background && !inFlight.has(key);
    if (leads) inFlight.set(key, renderStarted);
    /** Those waiting for this render stop waiting (it kept a page, or it will keep none). */
    const release = () => {
      if (leads && inFlight.get(key) === renderStarted) inFlight.delete(key);
    };
    try {
      await next();
    } catch (error) {
      release();
      throw error;
    }
    c.var.timing.recordPage('miss');
    const nonce = c.var.nonce;
    if (!c.var.pageCacheable || c.res.status !== 200 || !c.res.body) return release();
    // A page not held yet counts against its client's budget; over it, the page is served and not kept.
    if (!background && !pages.has(key) && !budget.take(visitorKey(c.req.header('CF-Connecting-IP')))) {
      return release();
    }
    const [toShopper, toCache] = c.res.body.tee();
    c.res = new Response(toShopper, c.res);
    const store = new Response(toCache)
      .text()
      .then(async (html) => {
        // A section that failed while the page streamed makes it degraded: not kept.
        if (c.var.timing.degraded) return;
        const page: CachedPage = { ...split(html, nonce), storedAt: renderStarted };
        page.gzip = await compressParts(page.parts);
        pages.set(key, page);
        release();
        if (cache) await writeColo(cache, key, html, nonce, renderStarted);
      })
      .finally(release);
    waitUntil(c, store);
  });

  return { middleware, answerFromMemory };
}

/** The page cache as middleware alone (its memory hits are answered by the chain too). */
export const pageCache = (options: PageCacheOptions = {}) => createPageCache(options).middleware;
