import { shippingText } from '../../content/facts';
import { site } from '../../content/site';
import { categoryName, filterProducts, type ShopFilters } from '../../domain/shop-filters';
import type { ListResult, Product } from '../../domain/types';
import type { RenderOptions } from '../render/render-page';
import type { Storefront } from '../storefront';
import { listOrEmpty } from './degrade';

/** SPEC §7: the shop lists the first 100 products. */
export const SHOP_PAGE_SIZE = 100;

/** Streamed (never rejects): SPEC §8, a failing list is logged and shown as the degraded empty state. */
export async function loadShop(storefront: Storefront, filters: ShopFilters): Promise<ListResult<Product>> {
  const result = await listOrEmpty('shop: product list', storefront.products({ first: SHOP_PAGE_SIZE }));
  return { ...result, items: filterProducts(result.items, filters) };
}

/** The shop's meta: a category's own title when one is chosen; filtered views share the unfiltered canonical. */
export function shopMeta(filters: ShopFilters): RenderOptions['meta'] {
  const category = categoryName(filters.category);
  return {
    title: category ? `${category} – produse CBD | Verdana` : 'Magazin – toate produsele CBD | Verdana',
    description: `Uleiuri CBD și jeleuri, vape-uri, precum și creme și alte produse de uz extern, cu ${site.thc}. Filtrează după rutină și preț; livrare în ${shippingText.elsewhere}, gratuită de la ${shippingText.freeFrom} (fără vape-uri).`,
    path: '/shop',
  };
}
