import type { Reduction } from '../../domain/pricing';
import { matchesSearch } from '../../domain/text';
import type { Money } from '../../domain/types';
import type { CartItemInput } from './cart-actions';

export interface SearchProduct {
  /** The product's GID (what favourites keep). */
  id: string;
  handle: string;
  title: string;
  description: string;
  price: Money;
  /** The reduction shown beside the price, when there is one (a promotion's lapses at its end). */
  reduction?: Reduction;
  image: { url: string; altText: string } | null;
  availableForSale: boolean;
  /** An e-cigarette (Legea 64/2024): never among the quiz's suggestions. Absent in an index cached before it (then read off the title). */
  vape?: boolean;
  /** What "Adaugă în coș" adds: the default variant; null for a product without one. */
  item: CartItemInput | null;
}

let index: Promise<SearchProduct[]> | null = null;

/** The product list for search loads once per page, on first use, from the worker's cached endpoint. */
export function loadSearchIndex(): Promise<SearchProduct[]> {
  index ??= fetch('/api/search-index')
    .then((r) =>
      r.ok ? (r.json() as Promise<{ products: SearchProduct[] }>) : Promise.reject(new Error(`HTTP ${r.status}`)),
    )
    .then((data) => data.products)
    .catch((error) => {
      // SPEC §8: search load failures are only logged; the panel shows no results. A later try may succeed.
      console.error('search index failed to load', error);
      index = null;
      return [];
    });
  return index;
}

export const SEARCH_RESULT_LIMIT = 8;

export function searchProducts(products: SearchProduct[], query: string): SearchProduct[] {
  if (!query.trim()) return [];
  return products.filter((p) => matchesSearch(p, query));
}
