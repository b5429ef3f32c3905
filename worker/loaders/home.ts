import type { Product } from '../../client/lib/types';
import type { Storefront } from '../storefront';

export interface HomeData {
  critical: { hero: Product | null };
  deferred: { products: Promise<Product[]> };
}

/** SPEC §7: hero asks for 1 product, the home section for 50 and keeps 6. */
export async function loadHome(storefront: Storefront): Promise<HomeData> {
  const products = storefront.products({ first: 50 }).catch((error) => {
    console.error('home: product list failed', error);
    return [] as Product[];
  });
  const [hero] = await storefront.products({ first: 1 });
  return { critical: { hero: hero ?? null }, deferred: { products } };
}
