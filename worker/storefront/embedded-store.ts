// The shop's embedded store: the store given this shop's catalogue, content and rules (embedded-content),
// Shopify's schemas (the build's virtual modules), and per configuration its carts, codes and filled text.
import storefront202507 from 'virtual:storefront-schema/2025-07';
import storefront202604 from 'virtual:storefront-schema/2026-04';
import type { CatalogCollection, CatalogProduct } from '../../content/catalog/types';
import { MESSAGING_ITEM, MESSAGING_LINE } from '../../content/policies/contact';
import type { Promotion } from '../../domain/promotion';
import {
  type CartStore,
  type CodeLookup,
  createEmbeddedStore,
  type EmbeddedApiVersion,
  kvCartStore,
  LATEST_API_VERSION,
  memoryCartStore,
  type StorefrontSchemas,
  schemaOf,
} from '../../packages/embedded-storefront';
import { d1CodeLookup } from '../codes/store';
import type { Env, SiteConfig } from '../env';
import { fillContentTokens } from '../lib/content-tokens';
import type { StorefrontTransport } from './client';
import { catalogOf, type Fill, shopCatalog, shopContent, shopRules } from './embedded-content';

const schemas: StorefrontSchemas = { '2026-04': storefront202604, '2025-07': storefront202507 };

// The newest schema is built as this module loads (DESIGN §8), never while a request's document runs: the
// shop's own documents run on it. The app loads this module on the embedded store's first use (context.ts).
schemaOf(schemas, LATEST_API_VERSION);

export interface ShopStoreOptions {
  carts: CartStore;
  /** The shop's origin: checkout, menu and image URLs are absolute on it. */
  origin: string;
  /** Fills tokens in content text (the trader's identity, the promotion's dates); identity by default. */
  fill?: Fill;
  /** The shop's promotion: its sale prices, and the codes that live only while it runs (HALLOWEEN15). */
  promotion?: Promotion | null;
  /** The API version whose schema documents run against (the newest by default). */
  apiVersion?: EmbeddedApiVersion;
  /** The shop's issued codes (D1): only those, unused, apply. None: no code applies. */
  codes?: CodeLookup;
  /**
   * The spec's figures as the shop's metafields (rating, customers, …) and in the about page: the demo store's
   * data (default). False: a store that states none, as the stand-in content of a real store must be.
   */
  demoClaims?: boolean;
  /** A catalogue other than content/catalog's (a test's). */
  catalog?: { products: CatalogProduct[]; collections: CatalogCollection[] };
}

/** The embedded store serving content/: the local default store, answering as the Storefront API would. */
export function shopEmbeddedStore({
  carts,
  origin,
  fill = (text) => text,
  promotion = null,
  apiVersion,
  codes,
  demoClaims = true,
  catalog,
}: ShopStoreOptions): StorefrontTransport {
  return createEmbeddedStore({
    catalog: catalog ? catalogOf(catalog.products, catalog.collections) : shopCatalog,
    content: shopContent(fill, { demoClaims, origin }),
    rules: shopRules(promotion),
    schemas,
    apiVersion,
    carts,
    codes,
    origin,
  });
}

/** The embedded store for this configuration: its carts in KV, the promotion's codes, content filled. */
export function configuredEmbeddedStore(
  env: Env,
  config: SiteConfig,
  origin: string,
  apiVersion: EmbeddedApiVersion,
  { demoClaims = true, keepCarts = true }: { demoClaims?: boolean; keepCarts?: boolean } = {},
) {
  return shopEmbeddedStore({
    demoClaims,
    // keepCarts false: the carts of this store last as long as it (a quote's request), written nowhere.
    carts: keepCarts ? kvCartStore(env.STOREFRONT_CACHE) : memoryCartStore(),
    origin,
    apiVersion,
    promotion: config.promotion,
    // Only the codes the shop issued, each until an order uses it (D1).
    codes: d1CodeLookup(env.DB),
    // The contact page's messaging line only when there is a number (and so a button it can point at).
    fill: (text, { html = false } = {}) =>
      fillContentTokens(text.replace(MESSAGING_ITEM, config.messagingNumber ? MESSAGING_LINE : ''), config, {
        escape: html,
      }),
  });
}
