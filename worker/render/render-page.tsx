import assets from 'virtual:shop-assets';
import type { Context } from 'hono';
import { isbot } from 'isbot';
import type { ReactNode } from 'react';
import { Shell } from '../../client/components/shell';
import { footerNav, mainNav, site } from '../../content/site';
import { promotionState } from '../../domain/promotion';
import type { AppEnv } from '../app-env';
import { Document, type PageMeta } from './document';

export interface RenderOptions {
  meta: Omit<PageMeta, 'canonical'> & { canonical?: string; path?: string };
  status?: number;
  /**
   * False for one shopper's page (a checkout, a link with a secret in it, the dev mailbox): never reused, and
   * `private, no-store` so no cache on the way keeps it either.
   */
  cacheable?: boolean;
  children: ReactNode;
}

/** How long a browser response waits for deferred data before streaming the shell alone. */
const INLINE_GRACE_MS = 120;

/** True when `promise` settled within `ms`. */
function settledWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  return Promise.race([
    promise.then(
      () => true,
      () => false,
    ),
    timeout,
  ]).finally(() => clearTimeout(timer));
}

/**
 * Where the page's browser calls the functions: FUNCTIONS_URL, or the page's own origin (a relative
 * path, so a page kept in the cache works on whichever host serves it).
 */
export const functionsFor = (c: Context<AppEnv>) => ({
  url: c.var.config.functions.url ?? '',
  anonKey: c.var.config.functions.anonKey,
});

/**
 * React DOM's server renderer, loaded with the first page an isolate renders: a page-cache hit never needs it, and a
 * cold start that evaluates it pays for ~240 KB of script before the first byte (issue [19]).
 */
const reactDomServer = () => import('react-dom/server');

/** Every page's own headers, rendered or answered from the page cache. */
export const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  // Personalised only by the CSP nonce; revalidate each time rather than store.
  'Cache-Control': 'no-cache',
  // Sent gzip (kept with the page, or compressed by the edge) or plain, by what the client takes.
  Vary: 'Accept-Encoding',
  // The stylesheet asked for with the response's first bytes (and sent as a 103 Early Hint where the edge does).
  ...(assets.stylesheets.length
    ? { Link: assets.stylesheets.map((href) => `<${href}>; rel=preload; as=style`).join(', ') }
    : {}),
} as const;

/** One shopper's page: no shared cache may keep it, and no browser writes it to disk. */
export const PRIVATE_PAGE = 'private, no-store';

/** Absolute URL on the shop's trusted origin; a relative one when there is none (a Host we do not trust). */
export const absoluteUrl = (c: Context<AppEnv>, path: string) => {
  // A path that begins with two slashes (a backslash reads as one) would name another host: "//evil.example/x".
  const own = path.replace(/^[/\\]{2,}/, '/');
  return c.var.trustedOrigin ? new URL(own, c.var.trustedOrigin).toString() : own;
};

/**
 * Streams a page inside the shell. Browsers get the shell at once and deferred sections as they
 * resolve; crawlers get the complete document before the response starts.
 */
export async function renderPage(
  c: Context<AppEnv>,
  { meta, status = 200, cacheable = true, children }: RenderOptions,
): Promise<Response> {
  const { config, nonce, timing } = c.var;
  const path = new URL(c.req.url).pathname;
  const fullMeta: PageMeta = { ...meta, canonical: meta.canonical ?? absoluteUrl(c, meta.path ?? path) };
  const started = performance.now();
  const renderedAt = Date.now();
  const crawler = isbot(c.req.header('User-Agent') ?? '');
  // Loaded beside the page's data (loaders/shell.ts); a page rendered before that ran (an early error) has the shop's own.
  const { nav } = (await c.var.shell) ?? { nav: { main: mainNav, footer: footerNav } };
  let renderFailed = false;
  const { renderToReadableStream } = await reactDomServer();
  const stream = await renderToReadableStream(
    <Document meta={fullMeta} nonce={nonce} siteName={site.name}>
      <Shell
        currentPath={path}
        promotion={promotionState(config.promotion, renderedAt)}
        renderedAt={renderedAt}
        trader={config.trader}
        messagingNumber={config.messagingNumber}
        functions={functionsFor(c)}
        supportEmail={config.supportEmail}
        nav={nav}
        nonce={nonce}
      >
        {children}
      </Shell>
    </Document>,
    {
      nonce,
      // Boundaries that resolve before the first flush are written inline, in document order.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        renderFailed = true;
        console.error(`render error on ${path}`, error);
      },
    },
  );
  // Crawlers wait for everything. Browsers wait a moment, so cached data lands inline (readable
  // without JavaScript); slower sections stream in after the shell.
  const complete = crawler
    ? await stream.allReady.then(() => true)
    : await settledWithin(stream.allReady, INLINE_GRACE_MS);
  // Only a page that arrived whole (readable without JavaScript), rendered cleanly and built on no failed
  // or fallback storefront answer is reused.
  c.set('pageCacheable', cacheable && complete && !renderFailed && status === 200 && !timing.degraded);
  timing.ssrMs = performance.now() - started;
  timing.streaming = !complete;
  return new Response(stream, {
    status,
    headers: {
      ...PAGE_HEADERS,
      // One shopper's page, and any error page (its URL, a mistyped secret included, is in its canonical link).
      ...(cacheable && status < 400 ? {} : { 'Cache-Control': PRIVATE_PAGE }),
      // A page the store could not fill now: tell browsers and crawlers when to come back.
      ...(status === 503 ? { 'Retry-After': '30' } : {}),
    },
  });
}
