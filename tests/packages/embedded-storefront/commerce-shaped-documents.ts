// Documents shaped like the ones Next.js Commerce (vercel/commerce, lib/shopify) sends: the same roots, page
// sizes and nesting (100 products or cart lines, each with 250 variants and 20 images), written here for the
// price list, not copied. They are the heaviest documents a well-known Storefront client sends.
const gql = String.raw;

const PRODUCT = gql`
  fragment CommerceProduct on Product {
    id
    handle
    availableForSale
    title
    description
    descriptionHtml
    options { id name values }
    priceRange {
      maxVariantPrice { amount currencyCode }
      minVariantPrice { amount currencyCode }
    }
    variants(first: 250) {
      edges {
        node {
          id
          title
          availableForSale
          selectedOptions { name value }
          price { amount currencyCode }
        }
      }
    }
    featuredImage { ...CommerceImage }
    images(first: 20) { edges { node { ...CommerceImage } } }
    seo { ...CommerceSeo }
    tags
    updatedAt
  }
  fragment CommerceImage on Image { url altText width height }
  fragment CommerceSeo on SEO { description title }
`;

const CART = gql`
  fragment CommerceCart on Cart {
    id
    checkoutUrl
    cost {
      subtotalAmount { amount currencyCode }
      totalAmount { amount currencyCode }
      totalTaxAmount { amount currencyCode }
    }
    lines(first: 100) {
      edges {
        node {
          id
          quantity
          cost { totalAmount { amount currencyCode } }
          merchandise {
            ... on ProductVariant {
              id
              title
              selectedOptions { name value }
              product { ...CommerceProduct }
            }
          }
        }
      }
    }
    totalQuantity
  }
  ${PRODUCT}
`;

const COLLECTION = gql`
  fragment CommerceCollection on Collection { handle title description seo { ...CommerceSeo } updatedAt }
`;

/** name → [document, variables]: what such a shop front sends for each page. */
export const COMMERCE_SHAPED: Record<string, [string, Record<string, unknown>]> = {
  getProducts: [
    gql`query getProducts($sortKey: ProductSortKeys, $reverse: Boolean, $query: String) {
      products(sortKey: $sortKey, reverse: $reverse, query: $query, first: 100) { edges { node { ...CommerceProduct } } }
    } ${PRODUCT}`,
    { sortKey: 'RELEVANCE', reverse: false, query: 'cbd' },
  ],
  getProduct: [
    gql`query getProduct($handle: String!) { product(handle: $handle) { ...CommerceProduct } } ${PRODUCT}`,
    { handle: 'ulei-cbd-10-spectru-complet' },
  ],
  getProductRecommendations: [
    gql`query getProductRecommendations($productId: ID!) { productRecommendations(productId: $productId) { ...CommerceProduct } } ${PRODUCT}`,
    { productId: 'gid://shopify/Product/1001' },
  ],
  getCollections: [
    gql`query getCollections { collections(first: 100, sortKey: TITLE) { edges { node { ...CommerceCollection } } } }
      ${COLLECTION} fragment CommerceSeo on SEO { description title }`,
    {},
  ],
  getCollectionProducts: [
    gql`query getCollectionProducts($handle: String!, $sortKey: ProductCollectionSortKeys, $reverse: Boolean) {
      collection(handle: $handle) { products(sortKey: $sortKey, reverse: $reverse, first: 100) { edges { node { ...CommerceProduct } } } }
    } ${PRODUCT}`,
    { handle: 'uleiuri-cbd', sortKey: 'BEST_SELLING', reverse: false },
  ],
  getMenu: [
    gql`query getMenu($handle: String!) { menu(handle: $handle) { items { title url } } }`,
    { handle: 'main-menu' },
  ],
  getPages: [
    gql`query getPages { pages(first: 100) { edges { node { id title handle body bodySummary seo { title description } createdAt updatedAt } } } }`,
    {},
  ],
  getPage: [
    gql`query getPage($handle: String!) { pageByHandle(handle: $handle) { id title handle body bodySummary seo { title description } createdAt updatedAt } }`,
    { handle: 'despre' },
  ],
  createCart: [
    gql`mutation createCart($lineItems: [CartLineInput!]) { cartCreate(input: { lines: $lineItems }) { cart { ...CommerceCart } } } ${CART}`,
    { lineItems: [{ merchandiseId: 'gid://shopify/ProductVariant/100101', quantity: 1 }] },
  ],
  getCart: [
    gql`query getCart($cartId: ID!) { cart(id: $cartId) { ...CommerceCart } } ${CART}`,
    { cartId: 'gid://shopify/Cart/none' },
  ],
};
