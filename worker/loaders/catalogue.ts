import { cartItemFor, defaultVariant } from '../../client/lib/product-item';
import { formOfProduct } from '../../domain/product-form';
import type { Storefront } from '../storefront';

/** Largest list the search panel filters (SPEC §9: search runs on up to 100 products). */
const SEARCH_LIMIT = 100;

/** One product for an island (quick view, buy button); null when the store has no such product. */
export const loadIslandProduct = (storefront: Storefront, handle: string) => storefront.product(handle);

/** The search panel's index: the first products, with what a result shows and the item it adds to the cart. */
export async function loadSearchIndex(storefront: Storefront) {
  const products = await storefront.products({ first: SEARCH_LIMIT });
  return products.map((p) => ({
    id: p.id,
    handle: p.handle,
    title: p.title,
    description: p.description,
    price: p.price,
    ...(p.reduction ? { reduction: p.reduction } : {}),
    image: p.images[0] ? { url: p.images[0].url, altText: p.images[0].altText } : null,
    availableForSale: p.availableForSale,
    // The quiz's fallback leaves e-cigarettes out (Legea 64/2024: never offered to someone who may not smoke).
    vape: formOfProduct(p) === 'vape',
    item: defaultVariant(p) ? cartItemFor(p, defaultVariant(p)!) : null,
  }));
}
