// The shop's content as any Storefront API store keeps it: the blog and its articles, the four policies,
// pages (about, contact, offer rules) and the header and footer menus.

const ARTICLE_CARD_FRAGMENT = `
  fragment ArticleCard on Article {
    id
    handle
    title
    excerpt
    publishedAt
    tags
    content
    authorV2 {
      name
    }
    image {
      url
      altText
    }
    seo {
      title
      description
    }
  }
` as const;

/** A blog's articles, newest first (the read time is counted on their text). */
export const BLOG_QUERY = `
  query BlogArticles($blog: String!, $first: Int!) @inContext(country: RO, language: RO) {
    blog(handle: $blog) {
      title
      articles(first: $first, sortKey: PUBLISHED_AT, reverse: true) {
        nodes {
          ...ArticleCard
        }
      }
    }
  }
  ${ARTICLE_CARD_FRAGMENT}
` as const;

export const ARTICLE_QUERY = `
  query Article($blog: String!, $handle: String!) @inContext(country: RO, language: RO) {
    blog(handle: $blog) {
      articleByHandle(handle: $handle) {
        ...ArticleCard
        contentHtml
      }
    }
  }
  ${ARTICLE_CARD_FRAGMENT}
` as const;

export const POLICIES_QUERY = `
  query Policies @inContext(country: RO, language: RO) {
    shop {
      privacyPolicy {
        ...PolicyFields
      }
      refundPolicy {
        ...PolicyFields
      }
      shippingPolicy {
        ...PolicyFields
      }
      termsOfService {
        ...PolicyFields
      }
    }
  }
  fragment PolicyFields on ShopPolicy {
    handle
    title
    body
  }
` as const;

export const PAGE_QUERY = `
  query Page($handle: String!) @inContext(country: RO, language: RO) {
    page(handle: $handle) {
      handle
      title
      body
      seo {
        title
        description
      }
    }
  }
` as const;

export const MENUS_QUERY = `
  query Menus($header: String!, $footer: String!) @inContext(country: RO, language: RO) {
    header: menu(handle: $header) {
      ...MenuFields
    }
    footer: menu(handle: $footer) {
      ...MenuFields
    }
  }
  fragment MenuFields on Menu {
    items {
      title
      url
      items {
        title
        url
      }
    }
  }
` as const;

/**
 * The shop's figures and reviews (verdana.* shop metafields): each claim the pages make about the shop is
 * shown only when the store states it here.
 */
export const SHOP_CLAIMS_QUERY = `
  query ShopClaims @inContext(country: RO, language: RO) {
    shop {
      rating: metafield(namespace: "verdana", key: "rating") {
        ...ClaimValue
      }
      ratingCount: metafield(namespace: "verdana", key: "rating_count") {
        ...ClaimValue
      }
      customers: metafield(namespace: "verdana", key: "customers") {
        ...ClaimValue
      }
      subscribers: metafield(namespace: "verdana", key: "subscribers") {
        ...ClaimValue
      }
      quizUsers: metafield(namespace: "verdana", key: "quiz_users") {
        ...ClaimValue
      }
      freeGuideOrders: metafield(namespace: "verdana", key: "free_guide_orders") {
        ...ClaimValue
      }
      reviewsCheck: metafield(namespace: "verdana", key: "reviews_check") {
        ...ClaimValue
      }
      figuresSource: metafield(namespace: "verdana", key: "figures_source") {
        ...ClaimValue
      }
      testimonials: metafield(namespace: "verdana", key: "testimonials") {
        ...ClaimValue
      }
    }
  }
  fragment ClaimValue on Metafield {
    type
    value
  }
` as const;
