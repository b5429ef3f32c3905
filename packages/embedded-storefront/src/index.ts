// An in-process store that speaks the Shopify Storefront GraphQL API: it runs documents against Shopify's own
// schema, over the catalogue, content and rules it is given, answering as the Storefront API would (data,
// errors, userErrors, checkoutUrl, its cost limits). It imports nothing but graphql: the app hands it
// everything it serves.
import {
  type DocumentNode,
  execute,
  GraphQLError,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  parse,
  validate,
} from 'graphql';
import { type CartInput, type CartPricing, cartNode, cartToken, createCart } from './cart';
import { cartMutations } from './cart-mutations';
import type { CartStore } from './carts';
import { type ConnectionArgs, connection } from './connection';
import { blog, type MenuResource, menus, pages, SHOP_POLICY_FIELDS, shopNode } from './content';
import { nestingOf, operationOf, priceDocument } from './cost';
import { noCodes } from './discounts';
import { fieldMergeErrors, VALIDATION_RULES } from './field-merging';
import {
  type EmbeddedContext,
  executionContext,
  internalError,
  LIMITS,
  overLimits,
  publicErrors,
  responseTooLarge,
  tooDeepToParse,
} from './limits';
import { type CatalogIndex, indexCatalog } from './nodes';
import { promotionRunning } from './promotion';
import { type StorefrontSchemas, schemaOf } from './schema';
import { freeSearching, productMatcher } from './search';
import { distinct, localization, sitemap, urlRedirects } from './shop-extras';
import { type PredictiveArgs, predictiveSearch, type SearchArgs, search } from './site-search';
import { type SortArgs, sorted } from './sorting';
import type { Catalog, CodeLookup, StoreContent, StorePromotion, StoreRules } from './types';
import { type EmbeddedApiVersion, LATEST_API_VERSION } from './versions';

/** A catalogue's indexes: as it is, and as sold during a promotion of each percent. */
interface Indexes {
  regular: CatalogIndex;
  promoted: Map<number, CatalogIndex>;
}

/** Indexed once per catalogue object (the app keeps one per isolate), not once per store. */
const indexes = new WeakMap<Catalog, Indexes>();

function indexesOf(catalog: Catalog): Indexes {
  let found = indexes.get(catalog);
  if (!found) {
    found = { regular: indexCatalog(catalog), promoted: new Map() };
    indexes.set(catalog, found);
  }
  return found;
}

/**
 * The catalogue as the store sells it while a promotion runs, the way a Shopify merchant runs a sale: every
 * variant's price lowered by the percent (what the cart and checkout charge), its regular price as compare-at.
 * Indexed once per catalogue and percent.
 */
function promotedIndex(catalog: Catalog, percent: number): CatalogIndex {
  const { promoted } = indexesOf(catalog);
  let found = promoted.get(percent);
  if (!found) {
    const products = catalog.products.map((product) => ({
      ...product,
      variants: product.variants.map((variant) => ({
        ...variant,
        // In minor units, rounded half up: 39,90 lei at -25% is 29,93 lei.
        price: Math.round((Math.round(variant.price * 100) * (100 - percent)) / 100) / 100,
        compareAtPrice: Math.max(variant.compareAtPrice ?? 0, variant.price),
      })),
    }));
    found = indexCatalog({ ...catalog, products });
    promoted.set(percent, found);
  }
  return found;
}

/** Documents that parsed and passed graphql-js's validation, by schema and text: only our own repeat. */
const validDocuments = new WeakMap<GraphQLSchema, Map<string, DocumentNode>>();

/**
 * Resolves a field from the embedded store's plain objects (a value, or a function of the field's arguments).
 * A field the store does not carry is a GraphQL error naming it, never a silent null.
 */
const strictFieldResolver: GraphQLFieldResolver<unknown, EmbeddedContext | undefined> = (
  source,
  args,
  context,
  info,
) => {
  // Every field resolved is work, and its name and value are text in the answer: both come out of the budget.
  context?.budget.spend(1, String(info.path.key).length + 4);
  if (source !== null && typeof source === 'object') {
    if (!Object.hasOwn(source, info.fieldName)) {
      throw new GraphQLError(
        `${info.parentType.name}.${info.fieldName} is not implemented by the embedded storefront`,
        {
          extensions: { code: 'NOT_IMPLEMENTED', field: `${info.parentType.name}.${info.fieldName}` },
        },
      );
    }
    const field = (source as Record<string, unknown>)[info.fieldName];
    // Called on its object, so a field may read its siblings as answered (a unit price follows the price).
    const value =
      typeof field === 'function'
        ? (field as (a: unknown, c: unknown, i: unknown) => unknown).call(source, args, context, info)
        : field;
    if (context) context.budget.spend(0, textLength(value));
    return value;
  }
  return undefined;
};

/** The text a leaf value adds to the answer (strings, and lists of them). */
function textLength(value: unknown): number {
  if (typeof value === 'string') return value.length;
  if (Array.isArray(value))
    return value.reduce((sum: number, item) => sum + (typeof item === 'string' ? item.length + 3 : 0), 0);
  return 0;
}

const searchingOf = (context: EmbeddedContext | undefined) => context?.searching ?? freeSearching;

/** Node interface lookup by global id (products, variants, collections). */
function lookupNode(index: CatalogIndex, id: string) {
  return index.productById.get(id) ?? index.variantById.get(id)?.node ?? index.collectionById.get(id) ?? null;
}

export interface EmbeddedStoreOptions {
  /** What the store sells. Indexed once per object: pass the same one to every store. */
  catalog: Catalog;
  content: StoreContent;
  rules: StoreRules;
  /** Shopify's schemas, one per version served. */
  schemas: StorefrontSchemas;
  /** The API version whose schema documents run against (the newest by default). */
  apiVersion?: EmbeddedApiVersion;
  /** Where carts are kept (KV, or memory). */
  carts: CartStore;
  /** The shop's issued codes: only those, unused, apply. None: no code applies. */
  codes?: CodeLookup;
  /**
   * Origin of the shop (SITE_URL, or a localhost request's): checkout, menu and image URLs are absolute on it,
   * as Shopify's are on the shop's domain and CDN. The caller vouches for it; a Host header never is one.
   */
  origin: string;
}

/** One GraphQL request, as the Storefront API takes it. */
export interface EmbeddedRequest {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

/** Answers one request: always status 200, Shopify's `{data, errors}` body. */
export type EmbeddedStore = (request: EmbeddedRequest) => Promise<{ status: number; body: unknown }>;

/** Built on first use by one store: the shop, its menus, pages and blog. */
function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const byGid = <T extends { id: string }>(list: T[], id: string | null | undefined) =>
  id ? (list.find((item) => item.id === id) ?? null) : null;

function rootValue(
  { carts, origin, catalog, content, rules, codes = noCodes }: EmbeddedStoreOptions,
  index: CatalogIndex,
) {
  const pricing: CartPricing = {
    index,
    origin,
    shipping: rules.shipping,
    discounts: rules.discounts ?? null,
    promotion: rules.promotion ?? null,
    codes,
  };
  const shop = lazy(() => shopNode(origin, content));
  const pageSet = lazy(() => pages(content.pages()));
  const blogSet = lazy(() => blog(origin, content.blog));
  const blogHandle = content.blog.handle;
  const menuMap = lazy(() => menus(content.menus, origin, resourceOf));
  const searchable = lazy(() => ({
    products: index.products as Record<string, unknown>[],
    catalogue: index.products.map((p) => p.__source),
    collections: index.collections as Record<string, unknown>[],
    pages: pageSet().list,
    articles: blogSet().articles,
  }));
  /** The resource a menu item names, from what this store serves. */
  const resourceOf: MenuResource = (link) => {
    switch (link.type) {
      case 'COLLECTION':
        return index.collectionByHandle.get(link.handle) ?? null;
      case 'PRODUCT':
        return (index.productByHandle.get(link.handle) as { id: string } | undefined) ?? null;
      case 'BLOG':
        return link.handle === blogHandle ? (blogSet().blog as { id: string }) : null;
      case 'ARTICLE':
        return link.blog === blogHandle ? (blogSet().articleByHandle.get(link.handle) ?? null) : null;
      case 'PAGE':
        return pageSet().byHandle.get(link.handle) ?? null;
      case 'SHOP_POLICY':
        return (
          SHOP_POLICY_FIELDS.map((field) => shop()[field] as { id: string; handle: string }).find(
            (p) => p.handle === link.handle,
          ) ?? null
        );
    }
  };
  return {
    shop: () => shop(),
    menu: ({ handle }: { handle: string }) => menuMap().get(handle) ?? null,
    page: ({ handle, id }: { handle?: string | null; id?: string | null }) =>
      (handle ? pageSet().byHandle.get(handle) : byGid(pageSet().list, id)) ?? null,
    pageByHandle: ({ handle }: { handle: string }) => pageSet().byHandle.get(handle) ?? null,
    pages: (args: ConnectionArgs) => connection(pageSet().list, args),
    blog: ({ handle, id }: { handle?: string | null; id?: string | null }) => {
      const { blog: node } = blogSet();
      return (handle ? handle === blogHandle : id === node.id) ? node : null;
    },
    blogByHandle: ({ handle }: { handle: string }) => (handle === blogHandle ? blogSet().blog : null),
    blogs: (args: ConnectionArgs) => connection([blogSet().blog], args),
    article: ({ id }: { id: string }) => byGid(blogSet().articles, id),
    search: (args: SearchArgs, context?: EmbeddedContext) => search(searchable(), args, searchingOf(context)),
    sitemap: (args: { type: string }) => sitemap({ ...searchable(), blogs: [blogSet().blog] }, args),
    urlRedirects: (args: Parameters<typeof urlRedirects>[1]) => urlRedirects(catalog.redirects, args),
    localization: () => localization,
    productTags: (args: { first: number }) => distinct(index.products, (p) => p.tags as string[], args),
    productTypes: (args: { first: number }) => distinct(index.products, (p) => [p.productType as string], args),
    predictiveSearch: (args: PredictiveArgs, context?: EmbeddedContext) =>
      predictiveSearch(searchable(), args, searchingOf(context)),
    articles: (args: ConnectionArgs & SortArgs) => connection(sorted(blogSet().articles, args), args),
    products: (args: ConnectionArgs & SortArgs & { query?: string | null }, context?: EmbeddedContext) => {
      const matches = productMatcher(args.query, searchingOf(context));
      return connection(
        sorted(
          index.products.filter((p) => matches(p.__source)),
          args,
        ),
        args,
      );
    },
    product: ({ handle, id }: { handle?: string | null; id?: string | null }) =>
      (handle ? index.productByHandle.get(handle) : id ? index.productById.get(id) : null) ?? null,
    productRecommendations: ({
      productHandle,
      productId,
    }: {
      productHandle?: string | null;
      productId?: string | null;
    }) => {
      const source = productHandle
        ? index.productByHandle.get(productHandle)
        : productId
          ? index.productById.get(productId)
          : null;
      if (!source) return null;
      const type = source.__source.kind;
      const others = index.products.filter((p) => p !== source);
      // Same kind first, then the rest in catalogue order: a stable "frequently bought with" list.
      return [
        ...others.filter((p) => p.__source.kind !== type),
        ...others.filter((p) => p.__source.kind === type),
      ].slice(0, 10);
    },
    collections: (args: ConnectionArgs & SortArgs) => connection(sorted(index.collections, args), args),
    node: ({ id }: { id: string }) => lookupNode(index, id),
    nodes: ({ ids }: { ids: string[] }) => {
      if (ids.length > 250)
        throw new GraphQLError('nodes accepts at most 250 ids', { extensions: { code: 'MAX_INPUT_SIZE_EXCEEDED' } });
      return ids.map((id) => lookupNode(index, id));
    },
    collection: ({ handle, id }: { handle?: string | null; id?: string | null }) =>
      (handle ? index.collectionByHandle.get(handle) : id ? index.collectionById.get(id) : null) ?? null,
    cart: async ({ id }: { id: string }) => {
      const token = cartToken(id);
      const cart = token ? await carts.get(token) : null;
      return cart ? cartNode(cart, pricing) : null;
    },
    cartCreate: ({ input }: { input: CartInput }) => createCart(input ?? {}, carts, pricing),
    ...cartMutations({ carts, ...pricing }),
  };
}

/** The store for one set of options: a function that answers Storefront API requests. */
export function createEmbeddedStore(options: EmbeddedStoreOptions): EmbeddedStore {
  const { catalog } = options;
  const promotion: StorePromotion | null = options.rules.promotion ?? null;
  const regular = rootValue(options, indexesOf(catalog).regular);
  // While the promotion runs, every answer (products, carts, checkout) carries its lowered prices.
  const onSale =
    promotion && promotion.percent > 0
      ? lazy(() => rootValue(options, promotedIndex(catalog, promotion.percent)))
      : null;
  const schema = () => schemaOf(options.schemas, options.apiVersion ?? LATEST_API_VERSION);
  return async (request) => {
    const root = onSale && promotionRunning(promotion!, Date.now()) ? onSale() : regular;
    try {
      return { status: 200, body: await answer(root, schema(), options.origin, request) };
    } catch (error) {
      return { status: 200, body: { errors: [internalError(error, 'the transport')] } };
    }
  };
}

const validationFailed = (error: GraphQLError) => ({
  errors: [
    {
      message: error.message,
      ...(error.locations ? { locations: error.locations } : {}),
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    },
  ],
});

/**
 * One request, in the order that keeps a hostile document cheap: the text's nesting (before the recursive
 * parser), the parse (graphql-js's token cap), the price (cost, depth, fields: before validation, whose cost
 * grows with the fields), validation, then execution within a work and a byte budget.
 */
async function answer(
  root: ReturnType<typeof rootValue>,
  schema: GraphQLSchema,
  origin: string,
  { query, variables = {}, operationName = null }: EmbeddedRequest,
) {
  let valid = validDocuments.get(schema);
  if (!valid) {
    valid = new Map();
    validDocuments.set(schema, valid);
  }
  const key = query;
  let document = valid.get(key);
  const known = Boolean(document);
  if (!document) {
    if ((nestingOf(query, LIMITS.maxNesting) ?? 0) > LIMITS.maxNesting) return tooDeepToParse();
    try {
      document = parse(query, { maxTokens: LIMITS.maxTokens });
    } catch (error) {
      if (error instanceof GraphQLError) return validationFailed(error);
      throw error;
    }
  }
  const vars = (variables ?? {}) as Record<string, unknown>;
  const refused = overLimits(priceDocument(schema, document, { operationName, variables: vars }));
  if (refused) return refused;
  if (!known) {
    const [invalid] = validate(schema, document, VALIDATION_RULES);
    if (invalid) return validationFailed(invalid);
    // Only our own documents repeat; ad-hoc ones are not kept.
    if (valid.size < 100) valid.set(key, document);
  }
  const [conflict] = fieldMergeErrors(schema, document, operationOf(document, operationName));
  if (conflict) return validationFailed(conflict);
  const context = executionContext(origin);
  const { budget } = context;
  const result = await execute({
    schema,
    document,
    rootValue: root,
    contextValue: context,
    variableValues: vars,
    operationName: operationName ?? undefined,
    fieldResolver: strictFieldResolver,
  });
  if (budget.spent) return budget.refusal();
  const text = JSON.stringify({
    ...(result.errors ? { errors: publicErrors(result.errors) } : {}),
    ...('data' in result ? { data: result.data } : {}),
  });
  if (text.length > LIMITS.maxResponseBytes) return responseTooLarge();
  return JSON.parse(text) as Record<string, unknown>;
}

export type { CartKv, CartStore, StoredCart } from './carts';
export { deleteKvCart, kvCartStore, memoryCartStore } from './carts';
export { LIMITS } from './limits';
export { type StorefrontSchemas, schemaOf } from './schema';
export type * from './types';
export { EMBEDDED_API_VERSIONS, type EmbeddedApiVersion, LATEST_API_VERSION, servedVersion } from './versions';
