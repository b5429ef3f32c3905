import { type DocumentNode, execute, type GraphQLFieldResolver, GraphQLError, parse, validate } from 'graphql';
import { collections as catalogCollections, products as catalogProducts } from '../../../content/catalog';
import type { StorefrontRequest, StorefrontTransport } from '../client';
import { type Promotion, promotionRunning } from '../../../domain/promotion';
import { type CartStore, cartNode, cartToken, createCart } from './cart';
import { type CodeLookup, noCodes } from './discounts';
import { cartMutations } from './cart-mutations';
import { type ConnectionArgs, connection } from './connection';
import { BLOG_HANDLE, blog, type Fill, type MenuResource, menus, pages, SHOP_POLICY_FIELDS, shopNode } from './content';
import { type CatalogIndex, indexCatalog } from './nodes';
import { type EmbeddedApiVersion, LATEST_API_VERSION, schemaOf } from './schema';
import { nestingOf, operationOf, priceDocument } from './cost';
import { fieldMergeErrors, VALIDATION_RULES } from './field-merging';
import { type EmbeddedContext, executionContext, internalError, LIMITS, overLimits, publicErrors, responseTooLarge, tooDeepToParse } from './limits';
import { freeSearching, productMatcher } from './search';
import { distinct, localization, sitemap, urlRedirects } from './shop-extras';
import { type PredictiveArgs, predictiveSearch, type SearchArgs, search } from './site-search';
import { type SortArgs, sorted } from './sorting';

// The catalogue is static: index it once per isolate.
export const catalogIndex: CatalogIndex = indexCatalog(catalogProducts, catalogCollections);

const promotedIndexes = new Map<number, CatalogIndex>();

/**
 * The catalogue as the store sells it while a promotion runs, the way a Shopify merchant runs a sale: every
 * variant's price lowered by the percent (what the cart and checkout charge), its regular price as compare-at.
 * Indexed once per percent.
 */
export function promotedIndex(percent: number): CatalogIndex {
  let found = promotedIndexes.get(percent);
  if (!found) {
    const promoted = catalogProducts.map((product) => ({
      ...product,
      variants: product.variants.map((variant) => ({
        ...variant,
        // In bani (minor units), rounded half up: 39,90 lei at -25% is 29,93 lei.
        price: Math.round((Math.round(variant.price * 100) * (100 - percent)) / 100) / 100,
        compareAtPrice: Math.max(variant.compareAtPrice ?? 0, variant.price),
      })),
    }));
    found = indexCatalog(promoted, catalogCollections);
    promotedIndexes.set(percent, found);
  }
  return found;
}

/** Documents that parsed and passed graphql-js's validation, by version and text: only our own repeat. */
const validDocuments = new Map<string, DocumentNode>();

/**
 * Resolves a field from the embedded store's plain objects (a value, or a function of the field's arguments).
 * A field the store does not carry is a GraphQL error naming it, never a silent null.
 */
const strictFieldResolver: GraphQLFieldResolver<unknown, EmbeddedContext | undefined> = (source, args, context, info) => {
  // Every field resolved is work, and its name and value are text in the answer: both come out of the budget.
  context?.budget.spend(1, String(info.path.key).length + 4);
  if (source !== null && typeof source === 'object') {
    if (!Object.hasOwn(source, info.fieldName)) {
      throw new GraphQLError(`${info.parentType.name}.${info.fieldName} is not implemented by the embedded storefront`, {
        extensions: { code: 'NOT_IMPLEMENTED', field: `${info.parentType.name}.${info.fieldName}` },
      });
    }
    const field = (source as Record<string, unknown>)[info.fieldName];
    // Called on its object, so a field may read its siblings as answered (a unit price follows the price).
    const value = typeof field === 'function' ? (field as (a: unknown, c: unknown, i: unknown) => unknown).call(source, args, context, info) : field;
    if (context) context.budget.spend(0, textLength(value));
    return value;
  }
  return undefined;
};

/** The text a leaf value adds to the answer (strings, and lists of them). */
function textLength(value: unknown): number {
  if (typeof value === 'string') return value.length;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + (typeof item === 'string' ? item.length + 3 : 0), 0);
  return 0;
}

const searchingOf = (context: EmbeddedContext | undefined) => context?.searching ?? freeSearching;

/** Node interface lookup by global id (products, variants, collections). */
function lookupNode(index: CatalogIndex, id: string) {
  return index.productById.get(id) ?? index.variantById.get(id)?.node ?? index.collectionById.get(id) ?? null;
}

export interface EmbeddedStorefrontOptions {
  carts: CartStore;
  /** Fills tokens in content text (the trader's identity, the promotion's dates); identity by default. */
  fill?: Fill;
  /**
   * Origin of the shop (SITE_URL, or a localhost request's): checkout, menu and image URLs are absolute on it,
   * as Shopify's are on the shop's domain and CDN. The caller vouches for it; a Host header never is one.
   */
  origin: string;
  index?: CatalogIndex;
  /** The shop's promotion, for the codes that live only while it runs (HALLOWEEN15). */
  promotion?: Promotion | null;
  /** The API version whose schema documents run against (the newest by default). */
  apiVersion?: EmbeddedApiVersion;
  /** The shop's issued codes (D1): only those, unused, apply. None: no code applies. */
  codes?: CodeLookup;
  /**
   * The spec's figures as the shop's metafields (rating, customers, …) and in the about page: the demo store's
   * data (default). False: a store that states none, as the stand-in content of a real store must be.
   */
  demoClaims?: boolean;
}

/** Built on first use by one transport: the shop, its menus, pages and blog. */
function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const byGid = <T extends { id: string }>(list: T[], id: string | null | undefined) => (id ? list.find((item) => item.id === id) ?? null : null);

function rootValue({ carts, origin, index = catalogIndex, fill = (text) => text, promotion = null, codes = noCodes, demoClaims = true }: EmbeddedStorefrontOptions) {
  const shop = lazy(() => shopNode(origin, fill, { demoClaims }));
  const pageSet = lazy(() => pages(fill, { demoClaims, origin }));
  const blogSet = lazy(() => blog(origin));
  const menuMap = lazy(() => menus(origin, resourceOf));
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
        return link.handle === BLOG_HANDLE ? (blogSet().blog as { id: string }) : null;
      case 'ARTICLE':
        return link.blog === BLOG_HANDLE ? blogSet().articleByHandle.get(link.handle) ?? null : null;
      case 'PAGE':
        return pageSet().byHandle.get(link.handle) ?? null;
      case 'SHOP_POLICY':
        return SHOP_POLICY_FIELDS.map((field) => shop()[field] as { id: string; handle: string }).find((p) => p.handle === link.handle) ?? null;
    }
  };
  return {
    shop: () => shop(),
    menu: ({ handle }: { handle: string }) => menuMap().get(handle) ?? null,
    page: ({ handle, id }: { handle?: string | null; id?: string | null }) => (handle ? pageSet().byHandle.get(handle) : byGid(pageSet().list, id)) ?? null,
    pageByHandle: ({ handle }: { handle: string }) => pageSet().byHandle.get(handle) ?? null,
    pages: (args: ConnectionArgs) => connection(pageSet().list, args),
    blog: ({ handle, id }: { handle?: string | null; id?: string | null }) => {
      const { blog: node } = blogSet();
      return (handle ? handle === BLOG_HANDLE : id === node.id) ? node : null;
    },
    blogByHandle: ({ handle }: { handle: string }) => (handle === BLOG_HANDLE ? blogSet().blog : null),
    blogs: (args: ConnectionArgs) => connection([blogSet().blog], args),
    article: ({ id }: { id: string }) => byGid(blogSet().articles, id),
    search: (args: SearchArgs, context?: EmbeddedContext) => search(searchable(), args, searchingOf(context)),
    sitemap: (args: { type: string }) =>
      sitemap({ ...searchable(), blogs: [blogSet().blog] }, args),
    urlRedirects: urlRedirects,
    localization: () => localization,
    productTags: (args: { first: number }) => distinct(index.products, (p) => p.tags as string[], args),
    productTypes: (args: { first: number }) => distinct(index.products, (p) => [p.productType as string], args),
    predictiveSearch: (args: PredictiveArgs, context?: EmbeddedContext) => predictiveSearch(searchable(), args, searchingOf(context)),
    articles: (args: ConnectionArgs & SortArgs) => connection(sorted(blogSet().articles, args), args),
    products: (args: ConnectionArgs & SortArgs & { query?: string | null }, context?: EmbeddedContext) => {
      const matches = productMatcher(args.query, searchingOf(context));
      return connection(sorted(index.products.filter((p) => matches(p.__source)), args), args);
    },
    product: ({ handle, id }: { handle?: string | null; id?: string | null }) =>
      (handle ? index.productByHandle.get(handle) : id ? index.productById.get(id) : null) ?? null,
    productRecommendations: ({ productHandle, productId }: { productHandle?: string | null; productId?: string | null }) => {
      const source = productHandle ? index.productByHandle.get(productHandle) : productId ? index.productById.get(productId) : null;
      if (!source) return null;
      const type = source.__source.kind;
      const others = index.products.filter((p) => p !== source);
      // Same kind first, then the rest in catalogue order: a stable "frequently bought with" list.
      return [...others.filter((p) => p.__source.kind !== type), ...others.filter((p) => p.__source.kind === type)].slice(0, 10);
    },
    collections: (args: ConnectionArgs & SortArgs) => connection(sorted(index.collections, args), args),
    node: ({ id }: { id: string }) => lookupNode(index, id),
    nodes: ({ ids }: { ids: string[] }) => {
      if (ids.length > 250) throw new GraphQLError('nodes accepts at most 250 ids', { extensions: { code: 'MAX_INPUT_SIZE_EXCEEDED' } });
      return ids.map((id) => lookupNode(index, id));
    },
    collection: ({ handle, id }: { handle?: string | null; id?: string | null }) =>
      (handle ? index.collectionByHandle.get(handle) : id ? index.collectionById.get(id) : null) ?? null,
    cart: async ({ id }: { id: string }) => {
      const token = cartToken(id);
      const cart = token ? await carts.get(token) : null;
      return cart ? cartNode(cart, index, origin, promotion, codes) : null;
    },
    cartCreate: ({ input }: { input: Parameters<typeof createCart>[0] }) => createCart(input ?? {}, index, carts, origin, promotion, codes),
    ...cartMutations({ carts, index, origin, promotion, codes }),
  };
}

/**
 * The local default store: runs the shop's documents in-process against Shopify's official schema,
 * answering exactly as the Storefront API would (data, errors, userErrors, checkoutUrl).
 */
export function embeddedTransport(options: EmbeddedStorefrontOptions): StorefrontTransport {
  const regular = rootValue(options);
  const { promotion } = options;
  // While the promotion runs, every answer (products, carts, checkout) carries its lowered prices.
  const onSale = promotion && !options.index && promotion.percent > 0 ? lazy(() => rootValue({ ...options, index: promotedIndex(promotion.percent) })) : null;
  const version = options.apiVersion ?? LATEST_API_VERSION;
  return async (request) => {
    const root = onSale && promotionRunning(promotion!, Date.now()) ? onSale() : regular;
    try {
      return { status: 200, body: await answer(root, version, options.origin, request) };
    } catch (error) {
      return { status: 200, body: { errors: [internalError(error, 'the transport')] } };
    }
  };
}

const validationFailed = (error: GraphQLError) => ({
  errors: [{ message: error.message, ...(error.locations ? { locations: error.locations } : {}), extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }],
});

/**
 * One request, in the order that keeps a hostile document cheap: the text's nesting (before the recursive
 * parser), the parse (graphql-js's token cap), the price (cost, depth, fields: before validation, whose cost
 * grows with the fields), validation, then execution within a work and a byte budget.
 */
async function answer(root: ReturnType<typeof rootValue>, version: EmbeddedApiVersion, origin: string, { query, variables = {}, operationName = null }: StorefrontRequest) {
  const schema = schemaOf(version);
  const key = `${version}\n${query}`;
  let document = validDocuments.get(key);
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
    if (validDocuments.size < 100) validDocuments.set(key, document);
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
  const text = JSON.stringify({ ...(result.errors ? { errors: publicErrors(result.errors) } : {}), ...('data' in result ? { data: result.data } : {}) });
  if (text.length > LIMITS.maxResponseBytes) return responseTooLarge();
  return JSON.parse(text) as Record<string, unknown>;
}

export { kvCartStore, memoryCartStore, type CartStore, type StoredCart } from './cart';
export { LATEST_API_VERSION, servedVersion, type EmbeddedApiVersion } from './schema';
