export { VARIANTS_QUERY } from './queries';
export { CART_QUERY, COLLECTION_QUERY, COLLECTIONS_QUERY, PRODUCT_QUERY, PRODUCTS_QUERY } from './queries';
export { CART_CREATE_MUTATION } from './mutations';

import { CART_CREATE_MUTATION } from './mutations';
import { CART_QUERY, VARIANTS_QUERY, COLLECTION_QUERY, COLLECTIONS_QUERY, PRODUCT_QUERY, PRODUCTS_QUERY } from './queries';

/** Every document the shop sends, for schema validation. */
export const ALL_DOCUMENTS = {
  PRODUCTS_QUERY,
  PRODUCT_QUERY,
  COLLECTIONS_QUERY,
  COLLECTION_QUERY,
  CART_QUERY,
  VARIANTS_QUERY,
  CART_CREATE_MUTATION,
} as const;
