// Shape of the embedded catalogue: plain data, resolved into Storefront API types by the embedded storefront.

/** Category ids used by /categorii and /shop?category={id}. */
export type CategoryId =
  | 'relaxare'
  | 'energie'
  | 'durere'
  | 'wellness'
  | 'anxietate'
  | 'sport'
  | 'beauty';

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
  availableForSale: boolean;
  /** Units in stock; 0 when sold out. */
  quantityAvailable: number;
  selectedOptions: CatalogOption[];
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
