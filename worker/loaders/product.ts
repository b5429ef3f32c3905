import type { Storefront } from '../storefront';
import { listOrEmpty } from './degrade';

/** SPEC §7: related products come from a short list; we pick 3 others, other kinds first. */
const RELATED_POOL = 50;
const RELATED_COUNT = 3;

export async function loadProduct(storefront: Storefront, handle: string) {
  const [product, pool] = await Promise.all([
    storefront.product(handle),
    // "Customers also bought" is a list: when it fails, only that section goes (SPEC §8).
    listOrEmpty('product: related', storefront.products({ first: RELATED_POOL })).then((r) => r.items),
  ]);
  if (!product) return { product: null, related: [] };
  const others = pool.filter((p) => p.handle !== product.handle && p.availableForSale);
  const differentKind = others.filter((p) => p.productType !== product.productType);
  const related = [...differentKind, ...others.filter((p) => !differentKind.includes(p))].slice(0, RELATED_COUNT);
  return { product, related };
}
