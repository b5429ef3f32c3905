import type { Fetcher, KVNamespace } from '@cloudflare/workers-types';

/** Bindings and variables from wrangler.toml (and secrets). */
export interface Env {
  ASSETS: Fetcher;
  STOREFRONT_CACHE: KVNamespace;
  /** Store origin (https://x.myshopify.com). Empty: the embedded storefront. */
  STOREFRONT_ENDPOINT?: string;
  STOREFRONT_API_VERSION?: string;
  STOREFRONT_PUBLIC_TOKEN?: string;
  /** Secret: server-side token (wrangler secret put STOREFRONT_PRIVATE_TOKEN). */
  STOREFRONT_PRIVATE_TOKEN?: string;
  PROMO_ENDS_AT?: string;
  MESSAGING_NUMBER?: string;
  SUPPORT_EMAIL?: string;
  SITE_URL?: string;
  PRICE_VALID_UNTIL?: string;
}

export interface SiteConfig {
  storefront: { endpoint: string | null; apiVersion: string; publicToken: string; privateToken: string };
  /** ISO instant the promotion ends. */
  promoEndsAt: string;
  /** Digits only, international format; null when not configured. */
  messagingNumber: string | null;
  supportEmail: string;
  /** Absolute origin for canonical URLs, or null to use the request's. */
  siteUrl: string | null;
  /** Structured-data Offer.priceValidUntil (YYYY-MM-DD). */
  priceValidUntil: string;
}

export const DEFAULT_PROMO_ENDS_AT = '2025-10-31T23:59:59+02:00';
export const DEFAULT_API_VERSION = '2025-07';

export function readConfig(env: Partial<Env>): SiteConfig {
  const promo = env.PROMO_ENDS_AT && !Number.isNaN(Date.parse(env.PROMO_ENDS_AT)) ? env.PROMO_ENDS_AT : DEFAULT_PROMO_ENDS_AT;
  const digits = (env.MESSAGING_NUMBER ?? '').replace(/\D/g, '');
  return {
    storefront: {
      endpoint: env.STOREFRONT_ENDPOINT?.trim() || null,
      apiVersion: env.STOREFRONT_API_VERSION?.trim() || DEFAULT_API_VERSION,
      publicToken: env.STOREFRONT_PUBLIC_TOKEN ?? '',
      privateToken: env.STOREFRONT_PRIVATE_TOKEN ?? '',
    },
    promoEndsAt: new Date(promo).toISOString(),
    messagingNumber: digits.length >= 8 ? digits : null,
    supportEmail: env.SUPPORT_EMAIL?.trim() || 'suport@verdana.ro',
    siteUrl: env.SITE_URL?.trim().replace(/\/+$/, '') || null,
    priceValidUntil: /^\d{4}-\d{2}-\d{2}$/.test(env.PRICE_VALID_UNTIL ?? '') ? (env.PRICE_VALID_UNTIL as string) : '2025-12-31',
  };
}
