import { filterProducts, type ShopFilters } from '../../client/lib/shop-filters';
import type { Product } from '../../client/lib/types';
import type { Storefront } from '../storefront';
import { orFallback } from './degrade';

/** SPEC §7: the shop lists the first 100 products. */
export const SHOP_PAGE_SIZE = 100;

/** SPEC §8: a failing list is logged and shown as the degraded empty state (a frozen shop fails the page). */
export async function loadShop(storefront: Storefront, filters: ShopFilters) {
  const products = await orFallback('shop: product list', storefront.products({ first: SHOP_PAGE_SIZE }), null);
  if (!products) return { products: [] as Product[], failed: true };
  return { products: filterProducts(products, filters), failed: false };
}
