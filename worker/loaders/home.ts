import type { Product } from '../../domain/types';
import type { Storefront } from '../storefront';
import { type ListResult, listOrEmpty, orFallback } from './degrade';

export interface HomeData {
  critical: { hero: Product | null };
  deferred: { products: Promise<ListResult<Product>> };
}

/**
 * SPEC §7: hero asks for 1 product, the home section for 50 and keeps 6. SPEC §8: when they fail the
 * page keeps its hero (without the product), benefits, newsletter and FAQ; only product sections go.
 */
export async function loadHome(storefront: Storefront): Promise<HomeData> {
  const products = listOrEmpty('home: product section', storefront.products({ first: 50 }));
  const hero = await orFallback('home: hero product', storefront.products({ first: 1 }).then((list) => list[0] ?? null), null);
  return { critical: { hero }, deferred: { products } };
}
