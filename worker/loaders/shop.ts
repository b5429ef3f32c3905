import { filterProducts, type ShopFilters } from '../../domain/shop-filters';
import type { ListResult, Product } from '../../domain/types';
import type { Storefront } from '../storefront';
import { listOrEmpty } from './degrade';

/** SPEC §7: the shop lists the first 100 products. */
export const SHOP_PAGE_SIZE = 100;

/** Streamed (never rejects): SPEC §8, a failing list is logged and shown as the degraded empty state. */
export async function loadShop(storefront: Storefront, filters: ShopFilters): Promise<ListResult<Product>> {
  const result = await listOrEmpty('shop: product list', storefront.products({ first: SHOP_PAGE_SIZE }));
  return { ...result, items: filterProducts(result.items, filters) };
}
