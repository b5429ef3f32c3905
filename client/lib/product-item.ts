import { productFormOf } from '../../domain/product-form';
import type { Product, ProductVariant } from '../../domain/types';
import type { CartItemInput } from './cart-actions';

/** The variant a card or page starts on: the first one for sale, else the first. */
export const defaultVariant = (product: Product): ProductVariant | undefined =>
  product.variants.find((v) => v.availableForSale) ?? product.variants[0];

/**
 * An e-cigarette (Legea nr. 64/2024). Lists carry no label metafields: the form is read off the product type there,
 * as the worker reads it.
 */
export const isVape = (product: Pick<Product, 'info' | 'productType'>) =>
  (product.info?.form ?? productFormOf(null, product.productType)) === 'vape';

/** What the cart keeps of a product and one of its variants. */
export function cartItemFor(product: Product, variant: ProductVariant): CartItemInput {
  return {
    product: { id: product.id, handle: product.handle, title: product.title, image: product.images[0]?.url ?? null },
    variantId: variant.id,
    variantTitle: variant.title,
    price: variant.price,
    ...(variant.reduction ? { reduction: variant.reduction } : {}),
    selectedOptions: variant.selectedOptions,
    ...(variant.quantityAvailable != null && variant.quantityAvailable > 0
      ? { maxQuantity: variant.quantityAvailable }
      : {}),
    ...(isVape(product) ? { vape: true as const } : {}),
  };
}

/** "10 ml / 10%" → shown only when it says something ("Default Title" does not). */
export const variantLabel = (title: string) => (title === 'Default Title' ? '' : title);

/** Canonical product page path (/produs/{handle} is its alias). */
export const productPath = (handle: string) => `/products/${handle}`;

/** A collection's page. */
export const collectionPath = (handle: string) => `/colectie/${handle}`;

/** Total units in stock when the store shares every variant's quantity; null when it does not. */
export function knownStock(product: Product): number | null {
  let total = 0;
  for (const v of product.variants) {
    if (v.quantityAvailable === null) return null;
    total += v.quantityAvailable;
  }
  return total;
}
