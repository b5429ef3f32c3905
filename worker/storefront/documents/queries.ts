import {
  CART_FRAGMENT,
  COLLECTION_FRAGMENT,
  PRODUCT_CARD_FRAGMENT,
  PRODUCT_DETAIL_FRAGMENT,
  VARIANT_FRAGMENT,
} from './fragments';

export const PRODUCTS_QUERY = `
  query Products($first: Int!, $after: String, $query: String) @inContext(country: RO, language: RO) {
    products(first: $first, after: $after, query: $query, sortKey: BEST_SELLING) {
      nodes {
        ...ProductCard
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
  ${VARIANT_FRAGMENT}
` as const;

export const PRODUCT_QUERY = `
  query Product($handle: String!) @inContext(country: RO, language: RO) {
    product(handle: $handle) {
      ...ProductDetail
    }
  }
  ${PRODUCT_DETAIL_FRAGMENT}
  ${VARIANT_FRAGMENT}
` as const;

export const COLLECTIONS_QUERY = `
  query Collections($first: Int!) @inContext(country: RO, language: RO) {
    collections(first: $first) {
      nodes {
        ...CollectionFields
      }
    }
  }
  ${COLLECTION_FRAGMENT}
` as const;

export const COLLECTION_QUERY = `
  query Collection($handle: String!, $first: Int!) @inContext(country: RO, language: RO) {
    collection(handle: $handle) {
      ...CollectionFields
      products(first: $first) {
        nodes {
          ...ProductCard
        }
      }
    }
  }
  ${COLLECTION_FRAGMENT}
  ${PRODUCT_CARD_FRAGMENT}
  ${VARIANT_FRAGMENT}
` as const;

export const CART_QUERY = `
  query Cart($id: ID!) @inContext(country: RO, language: RO) {
    cart(id: $id) {
      ...CartFields
    }
  }
  ${CART_FRAGMENT}
` as const;

/** Fresh availability of the variants a shopper is about to buy. */
export const VARIANTS_QUERY = `
  query Variants($ids: [ID!]!) @inContext(country: RO, language: RO) {
    nodes(ids: $ids) {
      ... on ProductVariant {
        id
        availableForSale
        quantityAvailable
        product {
          title
          productType
          form: metafield(namespace: "verdana", key: "form") {
            value
          }
        }
      }
    }
  }
` as const;
