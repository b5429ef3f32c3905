// Domain types the UI renders; the storefront layer reshapes Storefront API answers into these.
import type { Reduction } from './pricing';

export interface Money {
  /** Major units (lei), as a number with at most two decimals. */
  amount: number;
  currencyCode: string;
}

export interface ProductImage {
  url: string;
  altText: string;
  width: number | null;
  height: number | null;
}

export interface SelectedOption {
  name: string;
  value: string;
}

export interface ProductVariant {
  id: string;
  title: string;
  price: Money;
  availableForSale: boolean;
  /** Units in stock when the store shares it; null when unknown. */
  quantityAvailable: number | null;
  selectedOptions: SelectedOption[];
  /** Shopify's reference price (compareAtPrice); null when the store sets none or it is not above the price. */
  compareAtPrice: Money | null;
  /** The reduction the shop may show for this variant (set by the worker's pricing step; absent = none). */
  reduction?: Reduction | null;
  /** What the pack holds, for goods sold by volume or weight (Shopify's unitPriceMeasurement); null: sold by the piece. */
  unitPriceMeasurement?: UnitPriceMeasure | null;
}

/** Shopify's UnitPriceMeasurement: the pack holds quantityValue quantityUnit; prices are per referenceValue referenceUnit. */
export interface UnitPriceMeasure {
  quantityValue: number;
  /** Shopify's unit enum: ML, CL, L, M3, MG, G, KG, … */
  quantityUnit: string;
  referenceValue: number;
  referenceUnit: string;
}

export interface ProductOption {
  name: string;
  values: string[];
}

export interface Product {
  id: string;
  handle: string;
  title: string;
  description: string;
  /** Lowest variant price. */
  price: Money;
  availableForSale: boolean;
  images: ProductImage[];
  variants: ProductVariant[];
  options: ProductOption[];
  productType: string;
  tags: string[];
  /** Short label for cards, from a `badge:…` tag. */
  badge: string | null;
  /** The reduction on `price` (the cheapest variant's), when the shop may show one. */
  reduction?: Reduction | null;
  /** The lot on sale and its analysis (product detail only; absent in lists). Null: the store publishes none. */
  lot?: ProductLot | null;
  /** The product's own rating, from Shopify's reviews.rating / reviews.rating_count (product detail only). Null: none. */
  rating?: Rating | null;
  /** What customers wrote about this product (verdana.testimonials, product detail only); empty: none. */
  testimonials?: Testimonial[];
  /** What the label says for its form: use, warnings, ingredients or INCI, maker (product detail only). */
  info?: ProductInfo;
}

/** How a product is taken: eaten (oils, jellies), inhaled (vapes) or put on the skin (creams, balms, serums). */
export type ProductForm = 'ulei' | 'jeleuri' | 'vape' | 'topic';

/** The verdana.* label metafields; each null when the store does not state it (and the shop then invents none). */
export interface ProductInfo {
  /** From verdana.form, else read off the product type; null when neither tells. */
  form: ProductForm | null;
  usage: string | null;
  warnings: string | null;
  ingredients: string | null;
  /** Allergens as written in the ingredient list; [] when the store states there are none. */
  allergens: string[] | null;
  /** Cosmetics: the INCI list. */
  inci: string | null;
  manufacturer: string | null;
  responsiblePerson: string | null;
  /**
   * Ingestibles: the CBD in one portion as the label states it (verdana.serving), one row per concentration sold;
   * [] when the store states none. The page sets it against EFSA's provisional safe intake.
   */
  servings: Serving[];
}

/** One portion of an ingestible and the CBD in it ("1 picătură (aproximativ 0,05 ml)", 5 mg). */
export interface Serving {
  /** The variant it is for ("10%"); null when the product has one concentration. */
  label: string | null;
  portion: string;
  cbdMg: number;
}

/** A rating as the store states it (Shopify's rating metafield), with how many reviews it sums up when known. */
export interface Rating {
  value: number;
  scaleMin: number;
  scaleMax: number;
  /** Null when the store states no count. */
  count: number | null;
}

/** One customer's words, as the store keeps them (a JSON list metafield). */
export interface Testimonial {
  name: string;
  city: string | null;
  /** Stars out of 5; null when the store gives none. */
  rating: number | null;
  text: string;
}

/**
 * The shop's figures and reviews, from its shop metafields (verdana.*). Each is shown only when the store
 * states it; a store without them makes no such claim (Legea 363/2007).
 */
export interface ShopClaims {
  rating: Rating | null;
  /** "Peste N clienți": customers the shop has served, at least. */
  customers: number | null;
  subscribers: number | null;
  quizUsers: number | null;
  /**
   * How the store counted customers, subscribers and quiz users (verdana.figures_source), shown beside each of
   * them; without it none of the three is shown (Legea 363/2007 art. 6: a figure nobody can check is not claimed).
   */
  figuresSource: string | null;
  /** The first N orders of every month get the free protocol guide. */
  freeGuideOrders: number | null;
  /** Reviews of the shop (delivery, packaging, support), never of a product. */
  reviews: Testimonial[];
  /**
   * How the shop checks that ratings and reviews come from people who bought (verdana.reviews_check), shown beside
   * them (Omnibus, UCPD art. 7(6)); null: the store states no check, and the page says they are not verified.
   */
  reviewsCheck: string | null;
}

/** A store that states nothing. */
export const NO_CLAIMS: ShopClaims = {
  rating: null,
  customers: null,
  subscribers: null,
  quizUsers: null,
  figuresSource: null,
  freeGuideOrders: null,
  reviews: [],
  reviewsCheck: null,
};

/** An amount as the lab reports it, e.g. { value: 1012, unit: 'mg / 10 ml' }. */
export interface LabQuantity {
  value: number;
  unit: string;
}

/** A product's current lot and its certificate of analysis, from the verdana.lot/analysis/coa_url metafields. */
export interface ProductLot {
  number: string;
  /** ISO date (YYYY-MM-DD) of the analysis; null when the store does not say. */
  analysedAt: string | null;
  lab: string | null;
  /** The lab's accreditation as "RENAR LI 1234"; null when the analysis does not name it. */
  accreditation: string | null;
  reportNumber: string | null;
  /** The analysis is the demo store's made-up data (the page says so). */
  demo: boolean;
  /** THC, percent by mass: measuredPercent null means below the lab's limit of quantification (loqPercent). */
  thc: { loqPercent: number; measuredPercent: number | null } | null;
  /** CBD declared vs measured, one row per concentration sold (label null when there is one). */
  cbd: { label: string | null; declared: LabQuantity; measured: LabQuantity }[];
  /** Contaminant tests (heavy metals, pesticides, …) and their verdicts. */
  checks: { name: string; result: string; passed: boolean }[];
  /** The certificate document: a lab PDF on a real store, /buletin-analiza/{lot} on the embedded one. */
  certificateUrl: string | null;
  /** The lab's own report file (verdana.coa_file, a PDF); null when the store links none. */
  reportFileUrl: string | null;
}

export interface Collection {
  id: string;
  handle: string;
  title: string;
  description: string;
  image: ProductImage | null;
}

export interface CollectionWithProducts extends Collection {
  products: Product[];
}

export interface CartLineInput {
  merchandiseId: string;
  quantity: number;
}

export interface RemoteCartLine {
  id: string;
  quantity: number;
  variantId: string;
  variantTitle: string;
  price: Money;
  productTitle: string;
  productHandle: string;
}

export interface RemoteCart {
  id: string;
  checkoutUrl: string;
  totalQuantity: number;
  /** The products before any discount code. */
  subtotalAmount: Money;
  /** What the codes take off the products. */
  discountAmount: Money;
  /** The codes on the cart, each as the store judged it. */
  discountCodes: { code: string; applicable: boolean }[];
  /** The products after the codes; delivery is added at checkout. */
  totalAmount: Money;
  lines: RemoteCartLine[];
  /** What the store changed in the lines asked for (a line capped at its stock: MERCHANDISE_NOT_ENOUGH_STOCK). */
  warnings?: { code: string; message: string; target: string }[];
}

/** A toast the shopper sees about a storefront failure (SPEC §8). */
export interface FailureNotice {
  title: string;
  description: string;
}

/** A list a page streams: its items, or a failure the page shows as its degraded state. */
export interface ListResult<T> {
  items: T[];
  /** The list could not be loaded: its section is left out or shows its degraded state. */
  failed: boolean;
  /** Set when the shop is frozen (402): that one is told to the shopper on every page. */
  notice: FailureNotice | null;
}

/** A policy or page from the store: its HTML split at its h2 headings (HTML arrives sanitised on the page). */
export interface ContentDocument {
  handle: string;
  title: string;
  /** Meta description, at most 160 characters. */
  description: string;
  /** What comes before the first h2. */
  introHtml: string;
  sections: { id: string; heading: string; html: string }[];
}
