import { CART_FRAGMENT, COLLECTION_FRAGMENT, PRODUCT_CARD_FRAGMENT, PRODUCT_DETAIL_FRAGMENT, VARIANT_FRAGMENT } from './fragments';

const gql = String.raw;

export const PRODUCTS_QUERY = gql`
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
`;

export const PRODUCT_QUERY = gql`
  query Product($handle: String!) @inContext(country: RO, language: RO) {
    product(handle: $handle) {
      ...ProductDetail
    }
  }
  ${PRODUCT_DETAIL_FRAGMENT}
  ${VARIANT_FRAGMENT}
`;

export const COLLECTIONS_QUERY = gql`
  query Collections($first: Int!) @inContext(country: RO, language: RO) {
    collections(first: $first) {
      nodes {
        ...CollectionFields
      }
    }
  }
  ${COLLECTION_FRAGMENT}
`;

export const COLLECTION_QUERY = gql`
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
`;

export const CART_QUERY = gql`
  query Cart($id: ID!) @inContext(country: RO, language: RO) {
    cart(id: $id) {
      ...CartFields
    }
  }
  ${CART_FRAGMENT}
`;

/** Fresh availability of the variants a shopper is about to buy. */
export const VARIANTS_QUERY = gql`
  query Variants($ids: [ID!]!) @inContext(country: RO, language: RO) {
    nodes(ids: $ids) {
      ... on ProductVariant {
        id
        availableForSale
        quantityAvailable
        product {
          title
        }
      }
    }
  }
`;
