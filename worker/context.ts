// Everything a request (or a scheduled run) needs, built in one place: the configuration, the trusted origin,
// the storefront (a real store over HTTP or the embedded one), its KV cache, the content fingerprints and the
// one-time warnings. The middleware only sets it on Hono's context; the cron and the loaders import this file.
import contentHash from 'virtual:content-fingerprint';
import { BLOG_HANDLE } from '../content/blog/handle';
import { promotionPhase } from '../domain/promotion';
import { missingTraderFields } from '../domain/trader';
import {
  type EmbeddedApiVersion,
  LATEST_API_VERSION,
  servedVersion,
} from '../packages/embedded-storefront/src/versions';
import { type Env, readConfig, type SiteConfig } from './env';
import { fingerprint } from './lib/fingerprint';
import { storefrontKeyBudget } from './lib/key-budget';
import { trustedOrigin } from './lib/origin';
import { visitorKey } from './lib/visitor';
import { withPricing } from './pricing/apply';
import { createStorefront, type Storefront } from './storefront';
import { createKvCache } from './storefront/cache';
import { createStorefrontClient, type StorefrontTransport } from './storefront/client';
import { httpTransport } from './storefront/http-transport';
import { type PurgeTimes, purgedAt } from './storefront/purge';
import { breakerFor, createBudget } from './storefront/resilience';

// Cached answers of the embedded store are keyed by the content (content/, fingerprinted when the worker is built:
// build/shop-assets-plugin.ts), so editing it invalidates them; and by the configuration its content is filled
// with (trader, promotion, messaging). No cold start reads or hashes the content.
// The promotion's phase too: the offer rules tell an ended offer in the past tense ({{#promo.ended}} blocks).
const configFingerprint = (config: SiteConfig) =>
  fingerprint(
    JSON.stringify([
      config.trader,
      config.promotion,
      promotionPhase(config.promotion, Date.now()),
      config.messagingNumber,
      config.wheelSpinsPerIpPerDay,
      config.assistant.provider,
      config.productMaker,
    ]),
  );

let warned = false;
/** What is missing from the configuration, said once per isolate on its first request. */
function warnOnce({ siteUrl, trader }: SiteConfig, unsubscribeSecret: string | undefined) {
  if (warned) return;
  warned = true;
  const missing = missingTraderFields(trader);
  if (missing.length)
    console.warn(
      `The trader's identity is incomplete (${missing.join(', ')}): set the TRADER_* variables; the law wants them on the site.`,
    );
  if (!siteUrl)
    console.warn(
      'SITE_URL is not set: absolute links (canonicals, sitemap, e-mails) are built only for localhost; other hosts get relative links.',
    );
  if (!unsubscribeSecret?.trim())
    console.warn(
      'UNSUBSCRIBE_SECRET is not set: outside localhost, lead e-mails are held and unsubscribe links refused (wrangler secret put UNSUBSCRIBE_SECRET).',
    );
}

export interface ShopStorefrontOptions {
  /** Origin of the shop (the embedded store builds its checkout, menu and image URLs on it). */
  origin: string;
  buyerIp?: string;
  waitUntil: (promise: Promise<unknown>) => void;
  onCacheStatus?: Parameters<typeof createStorefrontClient>[0]['onCacheStatus'];
  /** Cached answers older than their scope's last webhook purge are not fresh. */
  freshAfter?: PurgeTimes;
  /** Whether this request may add a new key to KV (its client's budget); every request may by default. */
  admit?: () => boolean;
}

/**
 * The embedded store with its two Storefront schemas, loaded on first use (a dynamic import: its own chunk of
 * the bundle). A deployment on a real store never evaluates it, unless the store fails and the shop's own
 * content stands in (ownContent).
 */
const loadEmbeddedStore = () => import('./storefront/embedded-store');

/**
 * The embedded store's transport for this configuration: its carts in KV, the promotion's codes, content
 * filled. The store is loaded when the transport is first asked, and built once per transport.
 */
export function embeddedFor(
  env: Env,
  config: SiteConfig,
  origin: string,
  apiVersion: EmbeddedApiVersion,
  options: { demoClaims?: boolean; keepCarts?: boolean } = {},
): StorefrontTransport {
  let store: Promise<StorefrontTransport> | undefined;
  return async (request) => {
    store ??= loadEmbeddedStore().then(({ configuredEmbeddedStore }) =>
      configuredEmbeddedStore(env, config, origin, apiVersion, options),
    );
    return (await store)(request);
  };
}

/** The storefront (real or embedded, cached in KV) for one request or one scheduled run. */
export function shopStorefront(
  env: Env,
  config: SiteConfig,
  { origin, buyerIp, waitUntil, onCacheStatus, freshAfter, admit }: ShopStorefrontOptions,
): Storefront {
  const { endpoint, apiVersion, publicToken, privateToken } = config.storefront;
  const embeddedVersion = servedVersion(apiVersion) ?? LATEST_API_VERSION;
  const transport = endpoint
    ? httpTransport({ endpoint, apiVersion, publicToken, privateToken, buyerIp })
    : embeddedFor(env, config, origin, embeddedVersion);
  const cache = env.STOREFRONT_CACHE ? createKvCache({ kv: env.STOREFRONT_CACHE, waitUntil, freshAfter, admit }) : null;
  const { storefrontAttemptMs, storefrontBudgetMs } = config.timeouts;
  const client = createStorefrontClient({
    transport,
    cache,
    cacheNamespace: endpoint
      ? `${endpoint}|${apiVersion}`
      : // Keyed on the origin its answers' URLs are absolute on: SITE_URL's one, or each localhost's, or the
        // request's own (no SITE_URL on another host), whose answers no other host is given.
        `embedded|${apiVersion}|${contentHash}|${configFingerprint(config)}|${origin}`,
    onCacheStatus,
    // Deadlines belong to the network: the embedded store runs in this isolate, and a busy machine only makes
    // its first query (building the schema) slower. A real store gets one per attempt and one per page.
    attemptTimeoutMs: endpoint ? storefrontAttemptMs : null,
    budget: endpoint ? createBudget(storefrontBudgetMs) : null,
    // The embedded store runs in-process: there is no upstream to protect.
    breaker: endpoint
      ? breakerFor(`${endpoint}|${apiVersion}`, { ...config.breaker, probeLeaseMs: storefrontAttemptMs + 1000 })
      : null,
  });
  if (endpoint)
    return createStorefront(client, { blogHandle: config.storefront.blogHandle, withdrawn: config.withdrawnForms });
  // A quote's cart lives as long as its request: KV keeps only carts a shopper made (the checkout's).
  return createStorefront(client, {
    blogHandle: BLOG_HANDLE,
    embeddedOrigin: origin,
    withdrawn: config.withdrawnForms,
    quoteClient: () =>
      createStorefrontClient({
        transport: embeddedFor(env, config, origin, embeddedVersion, { keepCarts: false }),
        attemptTimeoutMs: null,
      }),
  });
}

/**
 * The embedded store alone, uncached: the shop's own content when a real store lacks it or fails. Standing in
 * for a real store, it states none of the demo figures (the real store's own are not known).
 */
export function ownContent(env: Env, config: SiteConfig, origin: string): Storefront {
  const transport = embeddedFor(env, config, origin, LATEST_API_VERSION, { demoClaims: !config.storefront.endpoint });
  return createStorefront(createStorefrontClient({ transport, attemptTimeoutMs: null }), {
    blogHandle: BLOG_HANDLE,
    embeddedOrigin: origin,
    withdrawn: config.withdrawnForms,
  });
}

export interface RequestContextOptions {
  /** The request's URL (its origin stands in for SITE_URL on localhost). */
  url: string;
  /** CF-Connecting-IP: forwarded to a real store, and the key of the KV write budget. */
  buyerIp?: string;
  waitUntil: (promise: Promise<unknown>) => void;
  onCacheStatus?: ShopStorefrontOptions['onCacheStatus'];
  /** Called when the price history could not be read in time (the page then shows no reduction). */
  onPricesUnread?: () => void;
}

export interface RequestContext {
  config: SiteConfig;
  /** Origin for absolute links (SITE_URL, or this request's origin when it is localhost); null = relative links. */
  trustedOrigin: string | null;
  /** The storefront, priced for display (reductions from the recorded price history). */
  storefront: Storefront;
}

/** The configuration and the priced storefront of one request. */
export async function createRequestContext(
  env: Env,
  { url, buyerIp, waitUntil, onCacheStatus, onPricesUnread }: RequestContextOptions,
): Promise<RequestContext> {
  const config = readConfig(env);
  const origin = trustedOrigin(config.siteUrl, url);
  warnOnce(config, env.UNSUBSCRIBE_SECRET);
  const storefront = shopStorefront(env, config, {
    // The embedded store builds absolute URLs (menus, policies, checkout, images) on the shop's own origin;
    // without one configured, on the request's, whose cached answers (keyed on it) no other host is given.
    origin: origin ?? new URL(url).origin,
    buyerIp,
    waitUntil,
    onCacheStatus,
    freshAfter: await purgedAt(env.STOREFRONT_CACHE),
    admit: () => storefrontKeyBudget.take(visitorKey(buyerIp)),
  });
  return {
    config,
    trustedOrigin: origin,
    storefront: withPricing(storefront, { promotion: config.promotion, db: env.DB, onUnread: onPricesUnread }),
  };
}
