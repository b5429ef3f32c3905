// GraphQL fragments shared by the storefront documents. Field sets follow SPEC §3.

export const PRODUCT_CARD_FRAGMENT = `
  fragment ProductCard on Product {
    id
    handle
    title
    description
    productType
    tags
    availableForSale
    priceRange {
      minVariantPrice {
        amount
        currencyCode
      }
    }
    images(first: 5) {
      nodes {
        url
        altText
        width
        height
      }
    }
    variants(first: 10) {
      nodes {
        ...VariantFields
      }
    }
    options {
      name
      values
    }
  }
` as const;

/**
 * The product page: more images and variants than a card, plus the lot on sale and its certificate, the label
 * facts (use, warnings, ingredients or INCI, maker) as verdana.* metafields, the product's rating (Shopify's
 * standard reviews.* metafields) and its testimonials.
 */
export const PRODUCT_DETAIL_FRAGMENT = `
  fragment ProductDetail on Product {
    id
    handle
    title
    description
    productType
    tags
    availableForSale
    priceRange {
      minVariantPrice {
        amount
        currencyCode
      }
    }
    images(first: 10) {
      nodes {
        url
        altText
        width
        height
      }
    }
    variants(first: 20) {
      nodes {
        ...VariantFields
      }
    }
    options {
      name
      values
    }
    lotNumber: metafield(namespace: "verdana", key: "lot") {
      value
    }
    analysis: metafield(namespace: "verdana", key: "analysis") {
      type
      value
    }
    certificate: metafield(namespace: "verdana", key: "coa_url") {
      value
    }
    reviewRating: metafield(namespace: "reviews", key: "rating") {
      type
      value
    }
    reviewCount: metafield(namespace: "reviews", key: "rating_count") {
      type
      value
    }
    testimonials: metafield(namespace: "verdana", key: "testimonials") {
      type
      value
    }
    reportFile: metafield(namespace: "verdana", key: "coa_file") {
      value
    }
    info: metafields(
      identifiers: [
        { namespace: "verdana", key: "form" }
        { namespace: "verdana", key: "usage" }
        { namespace: "verdana", key: "warnings" }
        { namespace: "verdana", key: "ingredients" }
        { namespace: "verdana", key: "allergens" }
        { namespace: "verdana", key: "inci" }
        { namespace: "verdana", key: "manufacturer" }
        { namespace: "verdana", key: "responsible_person" }
        { namespace: "verdana", key: "serving" }
      ]
    ) {
      key
      type
      value
    }
  }
` as const;

export const VARIANT_FRAGMENT = `
  fragment VariantFields on ProductVariant {
    id
    title
    availableForSale
    quantityAvailable
    price {
      amount
      currencyCode
    }
    compareAtPrice {
      amount
      currencyCode
    }
    selectedOptions {
      name
      value
    }
    unitPriceMeasurement {
      quantityValue
      quantityUnit
      referenceValue
      referenceUnit
    }
  }
` as const;

export const COLLECTION_FRAGMENT = `
  fragment CollectionFields on Collection {
    id
    handle
    title
    description
    image {
      url
      altText
      width
      height
    }
  }
` as const;

export const CART_FRAGMENT = `
  fragment CartFields on Cart {
    id
    checkoutUrl
    totalQuantity
    cost {
      subtotalAmount {
        amount
        currencyCode
      }
      totalAmount {
        amount
        currencyCode
      }
    }
    discountCodes {
      code
      applicable
    }
    discountAllocations {
      discountedAmount {
        amount
        currencyCode
      }
    }
    lines(first: 100) {
      nodes {
        id
        quantity
        cost {
          subtotalAmount {
            amount
            currencyCode
          }
        }
        discountAllocations {
          discountedAmount {
            amount
            currencyCode
          }
        }
        merchandise {
          ... on ProductVariant {
            id
            title
            price {
              amount
              currencyCode
            }
            product {
              title
              handle
            }
          }
        }
      }
    }
  }
` as const;
