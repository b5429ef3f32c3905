// Embedded catalogue entry point: plain data + types.
import { products as byKind } from './products';
import type { CatalogProduct } from './types';

/**
 * The store's display order: kinds take turns (oil, jellies, vape, cream, topical, oil, …) so the first
 * products on any page show the whole range; within a kind the file's order holds (flagship first).
 */
function interleaveKinds(list: CatalogProduct[]): CatalogProduct[] {
  const queues = new Map<string, CatalogProduct[]>();
  for (const product of list) queues.set(product.kind, [...(queues.get(product.kind) ?? []), product]);
  const ordered: CatalogProduct[] = [];
  while (ordered.length < list.length) {
    for (const queue of queues.values()) {
      const next = queue.shift();
      if (next) ordered.push(next);
    }
  }
  return ordered;
}

export const products: CatalogProduct[] = interleaveKinds(byKind);
export { collections } from './collections';
export type {
  CatalogCollection,
  CatalogImage,
  CatalogOption,
  CatalogProduct,
  CatalogVariant,
  CategoryId,
  ProductKind,
} from './types';
