// Domain types the UI renders; the storefront layer reshapes Storefront API answers into these.

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
  totalAmount: Money;
  lines: RemoteCartLine[];
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
