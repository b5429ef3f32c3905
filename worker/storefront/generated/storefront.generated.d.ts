/* eslint-disable eslint-comments/disable-enable-pair */
/* eslint-disable eslint-comments/no-unlimited-disable */
/* eslint-disable */
import type * as StorefrontAPI from '@shopify/hydrogen-react/storefront-api-types';

export type ArticleCardFragment = (
  Pick<StorefrontAPI.Article, 'id' | 'handle' | 'title' | 'excerpt' | 'publishedAt' | 'tags' | 'content'>
  & { authorV2: StorefrontAPI.Maybe<Pick<StorefrontAPI.ArticleAuthor, 'name'>>, image: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText'>>, seo: StorefrontAPI.Maybe<Pick<StorefrontAPI.Seo, 'title' | 'description'>> }
);

export type BlogArticlesQueryVariables = StorefrontAPI.Exact<{
  blog: StorefrontAPI.Scalars['String']['input'];
  first: StorefrontAPI.Scalars['Int']['input'];
}>;


export type BlogArticlesQuery = { blog: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Blog, 'title'>
    & { articles: { nodes: Array<(
        Pick<StorefrontAPI.Article, 'id' | 'handle' | 'title' | 'excerpt' | 'publishedAt' | 'tags' | 'content'>
        & { authorV2: StorefrontAPI.Maybe<Pick<StorefrontAPI.ArticleAuthor, 'name'>>, image: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText'>>, seo: StorefrontAPI.Maybe<Pick<StorefrontAPI.Seo, 'title' | 'description'>> }
      )> } }
  )> };

export type ArticleQueryVariables = StorefrontAPI.Exact<{
  blog: StorefrontAPI.Scalars['String']['input'];
  handle: StorefrontAPI.Scalars['String']['input'];
}>;


export type ArticleQuery = { blog: StorefrontAPI.Maybe<{ articleByHandle: StorefrontAPI.Maybe<(
      Pick<StorefrontAPI.Article, 'contentHtml' | 'id' | 'handle' | 'title' | 'excerpt' | 'publishedAt' | 'tags' | 'content'>
      & { authorV2: StorefrontAPI.Maybe<Pick<StorefrontAPI.ArticleAuthor, 'name'>>, image: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText'>>, seo: StorefrontAPI.Maybe<Pick<StorefrontAPI.Seo, 'title' | 'description'>> }
    )> }> };

export type PoliciesQueryVariables = StorefrontAPI.Exact<{ [key: string]: never; }>;


export type PoliciesQuery = { shop: { privacyPolicy: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'handle' | 'title' | 'body'>>, refundPolicy: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'handle' | 'title' | 'body'>>, shippingPolicy: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'handle' | 'title' | 'body'>>, termsOfService: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'handle' | 'title' | 'body'>> } };

export type PolicyFieldsFragment = Pick<StorefrontAPI.ShopPolicy, 'handle' | 'title' | 'body'>;

export type PageQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
}>;


export type PageQuery = { page: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Page, 'handle' | 'title' | 'body'>
    & { seo: StorefrontAPI.Maybe<Pick<StorefrontAPI.Seo, 'title' | 'description'>> }
  )> };

export type MenusQueryVariables = StorefrontAPI.Exact<{
  header: StorefrontAPI.Scalars['String']['input'];
  footer: StorefrontAPI.Scalars['String']['input'];
}>;


export type MenusQuery = { header: StorefrontAPI.Maybe<{ items: Array<(
      Pick<StorefrontAPI.MenuItem, 'title' | 'url'>
      & { items: Array<Pick<StorefrontAPI.MenuItem, 'title' | 'url'>> }
    )> }>, footer: StorefrontAPI.Maybe<{ items: Array<(
      Pick<StorefrontAPI.MenuItem, 'title' | 'url'>
      & { items: Array<Pick<StorefrontAPI.MenuItem, 'title' | 'url'>> }
    )> }> };

export type MenuFieldsFragment = { items: Array<(
    Pick<StorefrontAPI.MenuItem, 'title' | 'url'>
    & { items: Array<Pick<StorefrontAPI.MenuItem, 'title' | 'url'>> }
  )> };

export type ShopClaimsQueryVariables = StorefrontAPI.Exact<{ [key: string]: never; }>;


export type ShopClaimsQuery = { shop: { rating: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'type' | 'value'>>, ratingCount: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'type' | 'value'>>, customers: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'type' | 'value'>>, subscribers: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'type' | 'value'>>, quizUsers: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'type' | 'value'>>, freeGuideOrders: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'type' | 'value'>>, reviewsCheck: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'type' | 'value'>>, figuresSource: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'type' | 'value'>>, testimonials: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'type' | 'value'>> } };

export type ClaimValueFragment = Pick<StorefrontAPI.Metafield, 'type' | 'value'>;

export type ProductCardFragment = (
  Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'description' | 'productType' | 'tags' | 'availableForSale'>
  & { priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, images: { nodes: Array<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>> }, variants: { nodes: Array<(
      Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale' | 'quantityAvailable'>
      & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, unitPriceMeasurement: StorefrontAPI.Maybe<Pick<StorefrontAPI.UnitPriceMeasurement, 'quantityValue' | 'quantityUnit' | 'referenceValue' | 'referenceUnit'>> }
    )> }, options: Array<Pick<StorefrontAPI.ProductOption, 'name' | 'values'>> }
);

export type ProductDetailFragment = (
  Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'description' | 'productType' | 'tags' | 'availableForSale'>
  & { priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, images: { nodes: Array<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>> }, variants: { nodes: Array<(
      Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale' | 'quantityAvailable'>
      & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, unitPriceMeasurement: StorefrontAPI.Maybe<Pick<StorefrontAPI.UnitPriceMeasurement, 'quantityValue' | 'quantityUnit' | 'referenceValue' | 'referenceUnit'>> }
    )> }, options: Array<Pick<StorefrontAPI.ProductOption, 'name' | 'values'>>, lotNumber: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, analysis: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'type' | 'value'>>, certificate: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, reviewRating: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'type' | 'value'>>, reviewCount: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'type' | 'value'>>, testimonials: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'type' | 'value'>>, reportFile: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, info: Array<StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'key' | 'type' | 'value'>>> }
);

export type VariantFieldsFragment = (
  Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale' | 'quantityAvailable'>
  & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, unitPriceMeasurement: StorefrontAPI.Maybe<Pick<StorefrontAPI.UnitPriceMeasurement, 'quantityValue' | 'quantityUnit' | 'referenceValue' | 'referenceUnit'>> }
);

export type CollectionFieldsFragment = (
  Pick<StorefrontAPI.Collection, 'id' | 'handle' | 'title' | 'description'>
  & { image: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>> }
);

export type CartFieldsFragment = (
  Pick<StorefrontAPI.Cart, 'id' | 'checkoutUrl' | 'totalQuantity'>
  & { cost: { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, discountCodes: Array<Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>>, discountAllocations: Array<{ discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }>, lines: { nodes: Array<(
      Pick<StorefrontAPI.CartLine, 'id' | 'quantity'>
      & { cost: { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, discountAllocations: Array<{ discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }>, merchandise: (
        Pick<StorefrontAPI.ProductVariant, 'id' | 'title'>
        & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, product: Pick<StorefrontAPI.Product, 'title' | 'handle'> }
      ) }
    ) | (
      Pick<StorefrontAPI.ComponentizableCartLine, 'id' | 'quantity'>
      & { cost: { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, discountAllocations: Array<{ discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }>, merchandise: (
        Pick<StorefrontAPI.ProductVariant, 'id' | 'title'>
        & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, product: Pick<StorefrontAPI.Product, 'title' | 'handle'> }
      ) }
    )> } }
);

export type CartCreateMutationVariables = StorefrontAPI.Exact<{
  input: StorefrontAPI.CartInput;
}>;


export type CartCreateMutation = { cartCreate: StorefrontAPI.Maybe<{ cart: StorefrontAPI.Maybe<(
      Pick<StorefrontAPI.Cart, 'id' | 'checkoutUrl' | 'totalQuantity'>
      & { cost: { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, discountCodes: Array<Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>>, discountAllocations: Array<{ discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }>, lines: { nodes: Array<(
          Pick<StorefrontAPI.CartLine, 'id' | 'quantity'>
          & { cost: { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, discountAllocations: Array<{ discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }>, merchandise: (
            Pick<StorefrontAPI.ProductVariant, 'id' | 'title'>
            & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, product: Pick<StorefrontAPI.Product, 'title' | 'handle'> }
          ) }
        ) | (
          Pick<StorefrontAPI.ComponentizableCartLine, 'id' | 'quantity'>
          & { cost: { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, discountAllocations: Array<{ discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }>, merchandise: (
            Pick<StorefrontAPI.ProductVariant, 'id' | 'title'>
            & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, product: Pick<StorefrontAPI.Product, 'title' | 'handle'> }
          ) }
        )> } }
    )>, userErrors: Array<Pick<StorefrontAPI.CartUserError, 'field' | 'message'>>, warnings: Array<Pick<StorefrontAPI.CartWarning, 'code' | 'message' | 'target'>> }> };

export type ProductsQueryVariables = StorefrontAPI.Exact<{
  first: StorefrontAPI.Scalars['Int']['input'];
  after?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  query?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
}>;


export type ProductsQuery = { products: { nodes: Array<(
      Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'description' | 'productType' | 'tags' | 'availableForSale'>
      & { priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, images: { nodes: Array<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>> }, variants: { nodes: Array<(
          Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale' | 'quantityAvailable'>
          & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, unitPriceMeasurement: StorefrontAPI.Maybe<Pick<StorefrontAPI.UnitPriceMeasurement, 'quantityValue' | 'quantityUnit' | 'referenceValue' | 'referenceUnit'>> }
        )> }, options: Array<Pick<StorefrontAPI.ProductOption, 'name' | 'values'>> }
    )>, pageInfo: Pick<StorefrontAPI.PageInfo, 'hasNextPage' | 'endCursor'> } };

export type ProductQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
}>;


export type ProductQuery = { product: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'description' | 'productType' | 'tags' | 'availableForSale'>
    & { priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, images: { nodes: Array<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>> }, variants: { nodes: Array<(
        Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale' | 'quantityAvailable'>
        & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, unitPriceMeasurement: StorefrontAPI.Maybe<Pick<StorefrontAPI.UnitPriceMeasurement, 'quantityValue' | 'quantityUnit' | 'referenceValue' | 'referenceUnit'>> }
      )> }, options: Array<Pick<StorefrontAPI.ProductOption, 'name' | 'values'>>, lotNumber: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, analysis: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'type' | 'value'>>, certificate: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, reviewRating: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'type' | 'value'>>, reviewCount: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'type' | 'value'>>, testimonials: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'type' | 'value'>>, reportFile: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, info: Array<StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'key' | 'type' | 'value'>>> }
  )> };

export type CollectionsQueryVariables = StorefrontAPI.Exact<{
  first: StorefrontAPI.Scalars['Int']['input'];
}>;


export type CollectionsQuery = { collections: { nodes: Array<(
      Pick<StorefrontAPI.Collection, 'id' | 'handle' | 'title' | 'description'>
      & { image: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>> }
    )> } };

export type CollectionQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  first: StorefrontAPI.Scalars['Int']['input'];
}>;


export type CollectionQuery = { collection: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Collection, 'id' | 'handle' | 'title' | 'description'>
    & { products: { nodes: Array<(
        Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'description' | 'productType' | 'tags' | 'availableForSale'>
        & { priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, images: { nodes: Array<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>> }, variants: { nodes: Array<(
            Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale' | 'quantityAvailable'>
            & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, unitPriceMeasurement: StorefrontAPI.Maybe<Pick<StorefrontAPI.UnitPriceMeasurement, 'quantityValue' | 'quantityUnit' | 'referenceValue' | 'referenceUnit'>> }
          )> }, options: Array<Pick<StorefrontAPI.ProductOption, 'name' | 'values'>> }
      )> }, image: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>> }
  )> };

export type CartQueryVariables = StorefrontAPI.Exact<{
  id: StorefrontAPI.Scalars['ID']['input'];
}>;


export type CartQuery = { cart: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Cart, 'id' | 'checkoutUrl' | 'totalQuantity'>
    & { cost: { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, discountCodes: Array<Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>>, discountAllocations: Array<{ discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }>, lines: { nodes: Array<(
        Pick<StorefrontAPI.CartLine, 'id' | 'quantity'>
        & { cost: { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, discountAllocations: Array<{ discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }>, merchandise: (
          Pick<StorefrontAPI.ProductVariant, 'id' | 'title'>
          & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, product: Pick<StorefrontAPI.Product, 'title' | 'handle'> }
        ) }
      ) | (
        Pick<StorefrontAPI.ComponentizableCartLine, 'id' | 'quantity'>
        & { cost: { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, discountAllocations: Array<{ discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }>, merchandise: (
          Pick<StorefrontAPI.ProductVariant, 'id' | 'title'>
          & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, product: Pick<StorefrontAPI.Product, 'title' | 'handle'> }
        ) }
      )> } }
  )> };

export type VariantsQueryVariables = StorefrontAPI.Exact<{
  ids: Array<StorefrontAPI.Scalars['ID']['input']> | StorefrontAPI.Scalars['ID']['input'];
}>;


export type VariantsQuery = { nodes: Array<StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale' | 'quantityAvailable'>
    & { product: (
      Pick<StorefrontAPI.Product, 'title' | 'productType'>
      & { form: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
    ) }
  )>> };

interface GeneratedQueryTypes {
  "\n  query BlogArticles($blog: String!, $first: Int!) @inContext(country: RO, language: RO) {\n    blog(handle: $blog) {\n      title\n      articles(first: $first, sortKey: PUBLISHED_AT, reverse: true) {\n        nodes {\n          ...ArticleCard\n        }\n      }\n    }\n  }\n  \n  fragment ArticleCard on Article {\n    id\n    handle\n    title\n    excerpt\n    publishedAt\n    tags\n    content\n    authorV2 {\n      name\n    }\n    image {\n      url\n      altText\n    }\n    seo {\n      title\n      description\n    }\n  }\n\n": {return: BlogArticlesQuery, variables: BlogArticlesQueryVariables},
  "\n  query Article($blog: String!, $handle: String!) @inContext(country: RO, language: RO) {\n    blog(handle: $blog) {\n      articleByHandle(handle: $handle) {\n        ...ArticleCard\n        contentHtml\n      }\n    }\n  }\n  \n  fragment ArticleCard on Article {\n    id\n    handle\n    title\n    excerpt\n    publishedAt\n    tags\n    content\n    authorV2 {\n      name\n    }\n    image {\n      url\n      altText\n    }\n    seo {\n      title\n      description\n    }\n  }\n\n": {return: ArticleQuery, variables: ArticleQueryVariables},
  "\n  query Policies @inContext(country: RO, language: RO) {\n    shop {\n      privacyPolicy {\n        ...PolicyFields\n      }\n      refundPolicy {\n        ...PolicyFields\n      }\n      shippingPolicy {\n        ...PolicyFields\n      }\n      termsOfService {\n        ...PolicyFields\n      }\n    }\n  }\n  fragment PolicyFields on ShopPolicy {\n    handle\n    title\n    body\n  }\n": {return: PoliciesQuery, variables: PoliciesQueryVariables},
  "\n  query Page($handle: String!) @inContext(country: RO, language: RO) {\n    page(handle: $handle) {\n      handle\n      title\n      body\n      seo {\n        title\n        description\n      }\n    }\n  }\n": {return: PageQuery, variables: PageQueryVariables},
  "\n  query Menus($header: String!, $footer: String!) @inContext(country: RO, language: RO) {\n    header: menu(handle: $header) {\n      ...MenuFields\n    }\n    footer: menu(handle: $footer) {\n      ...MenuFields\n    }\n  }\n  fragment MenuFields on Menu {\n    items {\n      title\n      url\n      items {\n        title\n        url\n      }\n    }\n  }\n": {return: MenusQuery, variables: MenusQueryVariables},
  "\n  query ShopClaims @inContext(country: RO, language: RO) {\n    shop {\n      rating: metafield(namespace: \"verdana\", key: \"rating\") {\n        ...ClaimValue\n      }\n      ratingCount: metafield(namespace: \"verdana\", key: \"rating_count\") {\n        ...ClaimValue\n      }\n      customers: metafield(namespace: \"verdana\", key: \"customers\") {\n        ...ClaimValue\n      }\n      subscribers: metafield(namespace: \"verdana\", key: \"subscribers\") {\n        ...ClaimValue\n      }\n      quizUsers: metafield(namespace: \"verdana\", key: \"quiz_users\") {\n        ...ClaimValue\n      }\n      freeGuideOrders: metafield(namespace: \"verdana\", key: \"free_guide_orders\") {\n        ...ClaimValue\n      }\n      reviewsCheck: metafield(namespace: \"verdana\", key: \"reviews_check\") {\n        ...ClaimValue\n      }\n      figuresSource: metafield(namespace: \"verdana\", key: \"figures_source\") {\n        ...ClaimValue\n      }\n      testimonials: metafield(namespace: \"verdana\", key: \"testimonials\") {\n        ...ClaimValue\n      }\n    }\n  }\n  fragment ClaimValue on Metafield {\n    type\n    value\n  }\n": {return: ShopClaimsQuery, variables: ShopClaimsQueryVariables},
  "\n  query Products($first: Int!, $after: String, $query: String) @inContext(country: RO, language: RO) {\n    products(first: $first, after: $after, query: $query, sortKey: BEST_SELLING) {\n      nodes {\n        ...ProductCard\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n  \n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    description\n    productType\n    tags\n    availableForSale\n    priceRange {\n      minVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n    images(first: 5) {\n      nodes {\n        url\n        altText\n        width\n        height\n      }\n    }\n    variants(first: 10) {\n      nodes {\n        ...VariantFields\n      }\n    }\n    options {\n      name\n      values\n    }\n  }\n\n  \n  fragment VariantFields on ProductVariant {\n    id\n    title\n    availableForSale\n    quantityAvailable\n    price {\n      amount\n      currencyCode\n    }\n    compareAtPrice {\n      amount\n      currencyCode\n    }\n    selectedOptions {\n      name\n      value\n    }\n    unitPriceMeasurement {\n      quantityValue\n      quantityUnit\n      referenceValue\n      referenceUnit\n    }\n  }\n\n": {return: ProductsQuery, variables: ProductsQueryVariables},
  "\n  query Product($handle: String!) @inContext(country: RO, language: RO) {\n    product(handle: $handle) {\n      ...ProductDetail\n    }\n  }\n  \n  fragment ProductDetail on Product {\n    id\n    handle\n    title\n    description\n    productType\n    tags\n    availableForSale\n    priceRange {\n      minVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n    images(first: 10) {\n      nodes {\n        url\n        altText\n        width\n        height\n      }\n    }\n    variants(first: 20) {\n      nodes {\n        ...VariantFields\n      }\n    }\n    options {\n      name\n      values\n    }\n    lotNumber: metafield(namespace: \"verdana\", key: \"lot\") {\n      value\n    }\n    analysis: metafield(namespace: \"verdana\", key: \"analysis\") {\n      type\n      value\n    }\n    certificate: metafield(namespace: \"verdana\", key: \"coa_url\") {\n      value\n    }\n    reviewRating: metafield(namespace: \"reviews\", key: \"rating\") {\n      type\n      value\n    }\n    reviewCount: metafield(namespace: \"reviews\", key: \"rating_count\") {\n      type\n      value\n    }\n    testimonials: metafield(namespace: \"verdana\", key: \"testimonials\") {\n      type\n      value\n    }\n    reportFile: metafield(namespace: \"verdana\", key: \"coa_file\") {\n      value\n    }\n    info: metafields(\n      identifiers: [\n        { namespace: \"verdana\", key: \"form\" }\n        { namespace: \"verdana\", key: \"usage\" }\n        { namespace: \"verdana\", key: \"warnings\" }\n        { namespace: \"verdana\", key: \"ingredients\" }\n        { namespace: \"verdana\", key: \"allergens\" }\n        { namespace: \"verdana\", key: \"inci\" }\n        { namespace: \"verdana\", key: \"manufacturer\" }\n        { namespace: \"verdana\", key: \"responsible_person\" }\n        { namespace: \"verdana\", key: \"serving\" }\n      ]\n    ) {\n      key\n      type\n      value\n    }\n  }\n\n  \n  fragment VariantFields on ProductVariant {\n    id\n    title\n    availableForSale\n    quantityAvailable\n    price {\n      amount\n      currencyCode\n    }\n    compareAtPrice {\n      amount\n      currencyCode\n    }\n    selectedOptions {\n      name\n      value\n    }\n    unitPriceMeasurement {\n      quantityValue\n      quantityUnit\n      referenceValue\n      referenceUnit\n    }\n  }\n\n": {return: ProductQuery, variables: ProductQueryVariables},
  "\n  query Collections($first: Int!) @inContext(country: RO, language: RO) {\n    collections(first: $first) {\n      nodes {\n        ...CollectionFields\n      }\n    }\n  }\n  \n  fragment CollectionFields on Collection {\n    id\n    handle\n    title\n    description\n    image {\n      url\n      altText\n      width\n      height\n    }\n  }\n\n": {return: CollectionsQuery, variables: CollectionsQueryVariables},
  "\n  query Collection($handle: String!, $first: Int!) @inContext(country: RO, language: RO) {\n    collection(handle: $handle) {\n      ...CollectionFields\n      products(first: $first) {\n        nodes {\n          ...ProductCard\n        }\n      }\n    }\n  }\n  \n  fragment CollectionFields on Collection {\n    id\n    handle\n    title\n    description\n    image {\n      url\n      altText\n      width\n      height\n    }\n  }\n\n  \n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    description\n    productType\n    tags\n    availableForSale\n    priceRange {\n      minVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n    images(first: 5) {\n      nodes {\n        url\n        altText\n        width\n        height\n      }\n    }\n    variants(first: 10) {\n      nodes {\n        ...VariantFields\n      }\n    }\n    options {\n      name\n      values\n    }\n  }\n\n  \n  fragment VariantFields on ProductVariant {\n    id\n    title\n    availableForSale\n    quantityAvailable\n    price {\n      amount\n      currencyCode\n    }\n    compareAtPrice {\n      amount\n      currencyCode\n    }\n    selectedOptions {\n      name\n      value\n    }\n    unitPriceMeasurement {\n      quantityValue\n      quantityUnit\n      referenceValue\n      referenceUnit\n    }\n  }\n\n": {return: CollectionQuery, variables: CollectionQueryVariables},
  "\n  query Cart($id: ID!) @inContext(country: RO, language: RO) {\n    cart(id: $id) {\n      ...CartFields\n    }\n  }\n  \n  fragment CartFields on Cart {\n    id\n    checkoutUrl\n    totalQuantity\n    cost {\n      subtotalAmount {\n        amount\n        currencyCode\n      }\n      totalAmount {\n        amount\n        currencyCode\n      }\n    }\n    discountCodes {\n      code\n      applicable\n    }\n    discountAllocations {\n      discountedAmount {\n        amount\n        currencyCode\n      }\n    }\n    lines(first: 100) {\n      nodes {\n        id\n        quantity\n        cost {\n          subtotalAmount {\n            amount\n            currencyCode\n          }\n        }\n        discountAllocations {\n          discountedAmount {\n            amount\n            currencyCode\n          }\n        }\n        merchandise {\n          ... on ProductVariant {\n            id\n            title\n            price {\n              amount\n              currencyCode\n            }\n            product {\n              title\n              handle\n            }\n          }\n        }\n      }\n    }\n  }\n\n": {return: CartQuery, variables: CartQueryVariables},
  "\n  query Variants($ids: [ID!]!) @inContext(country: RO, language: RO) {\n    nodes(ids: $ids) {\n      ... on ProductVariant {\n        id\n        availableForSale\n        quantityAvailable\n        product {\n          title\n          productType\n          form: metafield(namespace: \"verdana\", key: \"form\") {\n            value\n          }\n        }\n      }\n    }\n  }\n": {return: VariantsQuery, variables: VariantsQueryVariables},
}

interface GeneratedMutationTypes {
  "\n  mutation CartCreate($input: CartInput!) @inContext(country: RO, language: RO) {\n    cartCreate(input: $input) {\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        field\n        message\n      }\n      warnings {\n        code\n        message\n        target\n      }\n    }\n  }\n  \n  fragment CartFields on Cart {\n    id\n    checkoutUrl\n    totalQuantity\n    cost {\n      subtotalAmount {\n        amount\n        currencyCode\n      }\n      totalAmount {\n        amount\n        currencyCode\n      }\n    }\n    discountCodes {\n      code\n      applicable\n    }\n    discountAllocations {\n      discountedAmount {\n        amount\n        currencyCode\n      }\n    }\n    lines(first: 100) {\n      nodes {\n        id\n        quantity\n        cost {\n          subtotalAmount {\n            amount\n            currencyCode\n          }\n        }\n        discountAllocations {\n          discountedAmount {\n            amount\n            currencyCode\n          }\n        }\n        merchandise {\n          ... on ProductVariant {\n            id\n            title\n            price {\n              amount\n              currencyCode\n            }\n            product {\n              title\n              handle\n            }\n          }\n        }\n      }\n    }\n  }\n\n": {return: CartCreateMutation, variables: CartCreateMutationVariables},
}

/** Each query document of the shop, by its exact text: its result and variables. */
export interface StorefrontQueries extends GeneratedQueryTypes {}
/** Each mutation document of the shop, by its exact text: its result and variables. */
export interface StorefrontMutations extends GeneratedMutationTypes {}

