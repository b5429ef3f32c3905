import type { Context } from 'hono';
import { isbot } from 'isbot';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { site } from '../../content/site';
import { Shell } from '../../client/components/shell';
import type { AppEnv } from '../app-env';
import { Document, type PageMeta } from './document';

export interface RenderOptions {
  meta: Omit<PageMeta, 'canonical'> & { canonical?: string; path?: string };
  status?: number;
  children: ReactNode;
}

/** How long a browser response waits for deferred data before streaming the shell alone. */
const INLINE_GRACE_MS = 120;

function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  return Promise.race([promise.then(() => {}, () => {}), timeout]).finally(() => clearTimeout(timer));
}

/** Absolute URL on the shop's canonical origin. */
export const absoluteUrl = (c: Context<AppEnv>, path: string) => new URL(path, c.var.origin).toString();

/**
 * Streams a page inside the shell. Browsers get the shell at once and deferred sections as they
 * resolve; crawlers get the complete document before the response starts.
 */
export async function renderPage(c: Context<AppEnv>, { meta, status = 200, children }: RenderOptions): Promise<Response> {
  const { config, nonce, timing } = c.var;
  const path = new URL(c.req.url).pathname;
  const fullMeta: PageMeta = { ...meta, canonical: meta.canonical ?? absoluteUrl(c, meta.path ?? path) };
  const started = performance.now();
  const crawler = isbot(c.req.header('User-Agent') ?? '');
  const stream = await renderToReadableStream(
    <Document meta={fullMeta} nonce={nonce} siteName={site.name}>
      <Shell
        currentPath={path}
        promoEndsAt={config.promoEndsAt}
        renderedAt={Date.now()}
        messagingNumber={config.messagingNumber}
        supportEmail={config.supportEmail}
      >
        {children}
      </Shell>
    </Document>,
    {
      nonce,
      // Boundaries that resolve before the first flush are written inline, in document order.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        console.error(`render error on ${path}`, error);
      },
    },
  );
  // Crawlers wait for everything. Browsers wait a moment, so cached data lands inline (readable
  // without JavaScript); slower sections stream in after the shell.
  if (crawler) await stream.allReady;
  else await settledWithin(stream.allReady, INLINE_GRACE_MS);
  timing.ssrMs = performance.now() - started;
  return new Response(stream, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      // Personalised only by the CSP nonce; revalidate each time rather than store.
      'Cache-Control': 'no-cache',
    },
  });
}
