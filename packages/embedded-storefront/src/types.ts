// What the embedded store is given to serve: plain data (the catalogue, the shop's pages, policies, blog and
// menus) and rules (shipping, discount codes, the promotion). The store turns them into Storefront API objects;
// it knows nothing of where they come from.

/** A picture of the catalogue: a file served under the catalogue's `imageBase`. */
export interface CatalogImage {
  file: string;
  alt: string;
  width: number;
  height: number;
}

export interface CatalogVariant {
  /** Unique across the catalogue; the variant is gid://shopify/ProductVariant/{id}. */
  id: number;
  title: string;
  sku: string;
  /** In the shop's currency, tax included. */
  price: number;
  /** The reference price (Shopify's compareAtPrice); absent: none. */
  compareAtPrice?: number;
  availableForSale: boolean;
  quantityAvailable: number;
  selectedOptions: { name: string; value: string }[];
  /** What the pack holds when it is sold by volume or weight: answered as its unit price. */
  netContent?: { value: number; unit: 'ml' | 'g' };
}

/** A metafield as a merchant defines it: its namespace and key, its type and its value as text. */
export interface MetafieldValue {
  namespace: string;
  key: string;
  type: string;
  value: string;
}

export interface CatalogProduct {
  /** Unique; the product is gid://shopify/Product/{id}. */
  id: number;
  handle: string;
  title: string;
  /** Plain text. */
  description: string;
  /** The product's form: recommendations put other forms first. */
  kind: string;
  vendor: string;
  productType: string;
  /** The merchant's tags (searchable with `tag:`). */
  tags: string[];
  /** Answered as `categorie:{id}` tags. */
  categories: readonly string[];
  /** Answered as a `badge:{badge}` tag, and searchable with `tag:` as it is. */
  badge?: string;
  /** ISO date-time. */
  publishedAt: string;
  images: CatalogImage[];
  options: { name: string; values: string[] }[];
  variants: CatalogVariant[];
  /** The product's metafields. */
  metafields?: readonly MetafieldValue[];
  /** When the metafields were last set (ISO date-time); `publishedAt` by default. */
  metafieldsUpdatedAt?: string;
}

export interface CatalogCollection {
  id: number;
  handle: string;
  title: string;
  description: string;
  image: CatalogImage;
  /** Its products' handles, in display order. */
  productHandles: string[];
}

export interface Catalog {
  products: readonly CatalogProduct[];
  collections: readonly CatalogCollection[];
  /** Where the images' files are served on the shop's origin, e.g. '/images/catalog/'. */
  imageBase: string;
  /** Renamed products, old handle to new: answered as the Online Store's URL redirects. */
  redirects: ReadonlyMap<string, string>;
}

/** A policy page of the shop (terms, privacy, refund, shipping), its body final HTML. */
export interface StorePolicy {
  title: string;
  /** Its path on the shop's origin, e.g. '/terms-of-service'; the handle is the path without its '/'. */
  path: string;
  body: string;
}

/** The Shop fields that answer a policy. */
export type ShopPolicyField = 'privacyPolicy' | 'refundPolicy' | 'shippingPolicy' | 'termsOfService';

/** A page of the Online Store, its body final HTML. */
export interface StorePage {
  handle: string;
  title: string;
  body: string;
  /** Its SEO description; a summary of the body by default. */
  description?: string;
  /** ISO date-time of its last change; the content's date by default. */
  updatedAt?: string;
}

/** An article of the blog. */
export interface StoreArticle {
  id: number;
  slug: string;
  title: string;
  /** Plain text, 1–2 sentences. */
  excerpt: string;
  /** HTML body. */
  content: string;
  author: string;
  /** ISO date, 'YYYY-MM-DD'. */
  date: string;
  /** The first of its tags. */
  category: string;
  /** Its image's path on the shop's origin (1200 × 630). */
  image: string;
  metaDescription: string;
  keywords: string[];
}

export interface StoreBlog {
  handle: string;
  title: string;
  seo: { title: string; description: string };
  articles: readonly StoreArticle[];
}

/** Shopify's MenuItemType: what an item links to, and the handle it names where it names one. */
export type StoreMenuLink = { title: string; items?: StoreMenuLink[] } & (
  | { type: 'FRONTPAGE' | 'CATALOG' | 'COLLECTIONS' | 'SEARCH' }
  | { type: 'COLLECTION' | 'PRODUCT' | 'BLOG' | 'PAGE' | 'SHOP_POLICY'; handle: string }
  | { type: 'ARTICLE'; blog: string; handle: string }
  | { type: 'HTTP'; url: string }
);

export interface StoreMenu {
  handle: string;
  title: string;
  items: StoreMenuLink[];
}

/**
 * The shop's content as it is served. `policies` and `pages` are read when a document first asks for them
 * (their text may be filled for one configuration), once per store.
 */
export interface StoreContent {
  shop: { name: string; description: string; tagline: string };
  policies: () => Record<ShopPolicyField, StorePolicy>;
  /** In order: the first is gid://shopify/Page/1. */
  pages: () => StorePage[];
  blog: StoreBlog;
  menus: readonly StoreMenu[];
  /** The shop's own metafields (the products' are on each product). */
  shopMetafields: readonly MetafieldValue[];
}

/**
 * The one delivery option: free from `freeFrom` of products (after the code), `fee` below. Products with one of
 * `exceptTags` do not count toward `freeFrom` (as a Shopify rate conditioned on the other products).
 */
export interface ShippingRule {
  freeFrom: number;
  fee: number;
  exceptTags?: readonly string[];
  option: { handle: string; title: string; description: string };
}

/** What a code takes off: a percent of every line, or one unit of the cheapest product carrying `tag`. */
/**
 * What a code takes off: a percent off every product except those with one of `exceptTags` (as a Shopify discount
 * excludes a collection), or one unit of a product with `tag` free.
 */
export type DiscountRule =
  | { kind: 'percent'; percent: number; exceptTags?: readonly string[] }
  | { kind: 'free-unit'; tag: string };

/** An offer's rule; `whilePromotion`: it applies only while the promotion runs. */
export type OfferRule = DiscountRule & { whilePromotion?: boolean };

/** A code the shop issued, as its store of codes knows it. */
export interface IssuedCode {
  code: string;
  /** The offer's name, the code's prefix. */
  offer: string;
  /** When an order used it; null while it is unused. */
  usedAt: string | null;
}

/** Finds issued codes by their canonical form; the ones it does not know are absent. */
export type CodeLookup = (codes: string[]) => Promise<Map<string, IssuedCode>>;

/** The discount codes the shop issues: how a typed code is read, and each offer's rule. */
export interface DiscountRules {
  /** A typed code in the form it is stored, and its offer's name; null when it cannot be one of the shop's. */
  canonical(typed: string): { code: string; prefix: string } | null;
  offers: ReadonlyMap<string, OfferRule>;
}

/** A sale on every product: `percent` off from `startsAt` (inclusive) to `endsAt` (exclusive), ISO instants. */
export interface StorePromotion {
  percent: number;
  startsAt: string;
  endsAt: string;
}

export interface StoreRules {
  shipping: ShippingRule;
  /** None: no code applies. */
  discounts?: DiscountRules | null;
  promotion?: StorePromotion | null;
}
