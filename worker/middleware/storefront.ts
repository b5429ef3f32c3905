import { createMiddleware } from 'hono/factory';
import { collections, products } from '../../content/catalog';
import type { AppEnv } from '../app-env';
import { readConfig } from '../env';
import { trustedOrigin } from '../lib/origin';
import { createStorefront } from '../storefront';
import { createKvCache } from '../storefront/cache';
import { createStorefrontClient } from '../storefront/client';
import { httpTransport } from '../storefront/http-transport';
import { breakerFor, createBudget } from '../storefront/resilience';
import { embeddedTransport, kvCartStore } from '../storefront/embedded';

// Cached answers of the embedded store are keyed by the catalogue's content, so editing it invalidates them.
const catalogFingerprint = (() => {
  const text = JSON.stringify([products, collections]);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
})();

let warned = false;
/** What is missing from the configuration, said once per isolate on its first request. */
function warnOnce(siteUrl: string | null, unsubscribeSecret: string | undefined) {
  if (warned) return;
  warned = true;
  if (!siteUrl) console.warn('SITE_URL is not set: absolute links (canonicals, sitemap, e-mails) are built only for localhost; other hosts get relative links.');
  if (!unsubscribeSecret?.trim()) console.warn('UNSUBSCRIBE_SECRET is not set: outside localhost, lead e-mails are held and unsubscribe links refused (wrangler secret put UNSUBSCRIBE_SECRET).');
}

/** Reads configuration and wires the storefront (real or embedded, cached in KV) for this request. */
export const storefrontContext = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const config = readConfig(c.env);
    const requestOrigin = new URL(c.req.url).origin;
    c.set('config', config);
    c.set('trustedOrigin', trustedOrigin(config.siteUrl, c.req.url));
    warnOnce(config.siteUrl, c.env.UNSUBSCRIBE_SECRET);

    const { endpoint, apiVersion, publicToken, privateToken } = config.storefront;
    const transport = endpoint
      ? httpTransport({ endpoint, apiVersion, publicToken, privateToken, buyerIp: c.req.header('CF-Connecting-IP') })
      : embeddedTransport({ carts: kvCartStore(c.env.STOREFRONT_CACHE), origin: requestOrigin });
    const waitUntil = (promise: Promise<unknown>) => {
      try {
        c.executionCtx.waitUntil(promise);
      } catch {
        // No execution context (plain app.request in tests): let the promise run on its own.
      }
    };
    const cache = c.env.STOREFRONT_CACHE ? createKvCache({ kv: c.env.STOREFRONT_CACHE, waitUntil }) : null;
    const { storefrontAttemptMs, storefrontBudgetMs } = config.timeouts;
    const client = createStorefrontClient({
      transport,
      cache,
      cacheNamespace: endpoint ? `${endpoint}|${apiVersion}` : `embedded|${apiVersion}|${catalogFingerprint}`,
      onCacheStatus: (status) => c.var.timing?.recordCache(status),
      attemptTimeoutMs: storefrontAttemptMs,
      // One budget for every storefront call this request makes; a page never waits past it.
      budget: createBudget(storefrontBudgetMs),
      // The embedded store runs in-process: there is no upstream to protect.
      breaker: endpoint ? breakerFor(`${endpoint}|${apiVersion}`, { ...config.breaker, probeLeaseMs: storefrontAttemptMs + 1000 }) : null,
    });
    c.set('storefront', createStorefront(client));
    await next();
  });
