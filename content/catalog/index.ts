// Embedded catalogue entry point: plain data + types.
export { products } from './products';
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
