import { filterProducts, type ShopFilters } from '../../client/lib/shop-filters';
import type { Product } from '../../client/lib/types';
import type { Storefront } from '../storefront';

/** SPEC §7: the shop lists the first 100 products. */
export const SHOP_PAGE_SIZE = 100;

export async function loadShop(storefront: Storefront, filters: ShopFilters) {
  try {
    const products = await storefront.products({ first: SHOP_PAGE_SIZE });
    return { products: filterProducts(products, filters), failed: false };
  } catch (error) {
    // SPEC §8: list failures are logged and shown as the empty state.
    console.error('shop: product list failed', error);
    return { products: [] as Product[], failed: true };
  }
}
