// Shape of the embedded catalogue: plain data, resolved into Storefront API types by the embedded storefront.

/** Category ids used by /categorii and /shop?category={id}. */
export type CategoryId = 'seara' | 'dimineata' | 'masaj' | 'wellness' | 'birou' | 'sport' | 'beauty';

export type ProductKind = 'ulei' | 'jeleuri' | 'vape' | 'crema' | 'topic';

export interface CatalogImage {
  /** File name inside content/catalog/images/, served at /images/catalog/{file}. */
  file: string;
  /** Romanian alt text describing the picture. */
  alt: string;
  width: number;
  height: number;
}

export interface CatalogOption {
  name: string;
  value: string;
}

export interface CatalogVariant {
  /** Numeric id, unique across the whole catalogue; becomes gid://shopify/ProductVariant/{id}. */
  id: number;
  /** Variant title as Shopify builds it: option values joined by ' / ', or 'Default Title'. */
  title: string;
  sku: string;
  /** Price in RON, VAT included, two decimals at most. */
  price: number;
  /**
   * Reference price in RON (Shopify's compareAtPrice), only where a real earlier price exists
   * (HG 947/2000 art. 4¹: the lowest price of the previous 30 days). Absent: no reference price.
   */
  compareAtPrice?: number;
  availableForSale: boolean;
  /** Units in stock; 0 when sold out. */
  quantityAvailable: number;
  selectedOptions: CatalogOption[];
  /**
   * What the pack holds when the product is sold by volume or weight (HG 947/2000: its unit price is shown);
   * absent for goods sold by the piece (a vape device, a kit). Served as Shopify's unitPriceMeasurement.
   */
  netContent?: CatalogNetContent;
}

/** Net content of a pack: millilitres or grams. */
export interface CatalogNetContent {
  value: number;
  unit: 'ml' | 'g';
}

export interface CatalogProduct {
  /** Numeric id, unique; becomes gid://shopify/Product/{id}. */
  id: number;
  handle: string;
  title: string;
  /** Plain-text Romanian description (2-4 sentences). */
  description: string;
  kind: ProductKind;
  vendor: string;
  /** Shopify productType, Romanian (e.g. 'Ulei CBD'). */
  productType: string;
  tags: string[];
  /** Which category tiles this product belongs to (at least one). */
  categories: CategoryId[];
  /** Short badge on cards, Romanian (e.g. 'Bestseller', 'Nou'), optional. */
  badge?: string;
  /** ISO date-time the product was published. */
  publishedAt: string;
  /** 2-5 images. */
  images: CatalogImage[];
  /** Product options (e.g. Concentrație, Volum); [{name:'Title', values:['Default Title']}] when none. */
  options: { name: string; values: string[] }[];
  variants: CatalogVariant[];
  /** The lot on sale and its certificate of analysis (attached from lots.ts by index.ts). */
  lot?: CatalogLot;
  /** Label facts: use, warnings, ingredients or INCI, maker (attached from product-info.ts by index.ts). */
  info?: CatalogProductInfo;
}

/**
 * What the label says beyond the description (the verdana.usage, warnings, ingredients, allergens, inci,
 * manufacturer and responsible_person metafields). Romanian, plain text.
 */
export interface CatalogProductInfo {
  /** How the product is used, for its form (oils under the tongue, vapes inhaled, creams on the skin). */
  usage: string;
  warnings: string;
  /** Ingredient list of what is eaten or inhaled, in descending order of weight. */
  ingredients?: string;
  /** Allergens (Reg. (UE) nr. 1169/2011, Anexa II) as they are written in the ingredient list; [] = none. */
  allergens?: string[];
  /** Cosmetics: the INCI list (Reg. (CE) nr. 1223/2009 art. 19). */
  inci?: string;
  /** Name and address of the maker, when it is not the one configured for the shop's own brand. */
  manufacturer?: string;
  /** Cosmetics: the EU responsible person (Reg. (CE) nr. 1223/2009 art. 4), when not the configured one. */
  responsiblePerson?: string;
}

/** An amount as the label and the lab state it, e.g. { value: 1000, unit: 'mg / 10 ml' }. */
export interface CatalogQuantity {
  value: number;
  unit: string;
}

/** CBD content: declared on the label and measured by the lab (one row per concentration sold). */
export interface CatalogCbdResult {
  /** Which variant the row is for ('5%', '300 mg'); null when the product has one concentration. */
  label: string | null;
  declared: CatalogQuantity;
  measured: CatalogQuantity;
}

/** One contaminant test of the report (heavy metals, pesticides, …), Romanian text. */
export interface CatalogLabCheck {
  parameter: string;
  method: string;
  result: string;
  /** The limit the result is judged against. */
  limit: string;
  passed: boolean;
}

/**
 * What the lab found for one lot: the JSON of the `verdana.analysis` product metafield.
 * THC is a percentage by mass; `measuredPercent` is null when it is below the limit of quantification.
 */
export interface CatalogAnalysis {
  /** ISO date (YYYY-MM-DD) of the report. */
  analysedAt: string;
  /** Lab name and accreditation, Romanian (e.g. '…, laborator independent acreditat ISO/IEC 17025'). */
  lab: string;
  /** The lab's accreditation: the body, the certificate number it issued and the standard (e.g. RENAR, LI 123, SR EN ISO/IEC 17025:2018). */
  accreditation: { body: string; number: string; standard: string };
  reportNumber: string;
  /** True for the demo store's made-up lab, accreditation and reports: the pages and the report say so. */
  demo?: boolean;
  cbd: CatalogCbdResult[];
  thc: { loqPercent: number; measuredPercent: number | null };
  checks: CatalogLabCheck[];
}

/** A production lot and its analysis (`verdana.lot` + `verdana.analysis`). */
export interface CatalogLot extends CatalogAnalysis {
  /** Lot number printed on the pack, e.g. 'VW-OIL10-2608'. */
  number: string;
}

export interface CatalogCollection {
  id: number;
  handle: string;
  title: string;
  description: string;
  image: CatalogImage;
  /** Product handles, in display order. Empty for a collection with no products yet. */
  productHandles: string[];
}
