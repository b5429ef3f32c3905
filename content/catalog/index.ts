// Embedded catalogue entry point: plain data + types.
import { lotsByHandle } from './lots';
import { productInfoByHandle } from './product-info';
import { products as byKind } from './products';
import type { CatalogLot, CatalogProduct } from './types';

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

// Each product carries its current lot and label facts, so the catalogue's fingerprint (cache keys) follows their changes too.
export const products: CatalogProduct[] = interleaveKinds(byKind).map((p) => {
  const lot = lotsByHandle.get(p.handle);
  const info = productInfoByHandle.get(p.handle);
  return { ...p, ...(lot ? { lot } : {}), ...(info ? { info } : {}) };
});

/** Lot number → the product and its lot, for the certificate pages. */
export const lotsByNumber: ReadonlyMap<string, { product: CatalogProduct; lot: CatalogLot }> = new Map(
  products.flatMap((product) => (product.lot ? [[product.lot.number, { product, lot: product.lot }] as const] : [])),
);

export { collections } from './collections';
export { CBD_TOLERANCE, lotsByHandle, THC_LOQ_PERCENT } from './lots';
export { productInfoByHandle } from './product-info';
export { productRedirects } from './redirects';
export type {
  CatalogAnalysis,
  CatalogCbdResult,
  CatalogCollection,
  CatalogImage,
  CatalogLabCheck,
  CatalogLot,
  CatalogOption,
  CatalogProduct,
  CatalogProductInfo,
  CatalogQuantity,
  CatalogVariant,
  CategoryId,
  ProductKind,
} from './types';
