import { type DocumentNode, execute, type GraphQLFieldResolver, GraphQLError, parse, validate } from 'graphql';
import { collections as catalogCollections, products as catalogProducts } from '../../../content/catalog';
import type { StorefrontTransport } from '../client';
import type { Promotion } from '../../../client/lib/promotion';
import { type CartStore, cartNode, cartToken, createCart } from './cart';
import { type CodeLookup, noCodes } from './discounts';
import { cartMutations } from './cart-mutations';
import { type ConnectionArgs, connection } from './connection';
import { BLOG_HANDLE, blog, type Fill, menus, pages, shopNode } from './content';
import { type CatalogIndex, indexCatalog } from './nodes';
import { type EmbeddedApiVersion, LATEST_API_VERSION, schemaOf } from './schema';
import { matchesQuery } from './search';
import { distinct, localization, sitemap, urlRedirects } from './shop-extras';
import { type PredictiveArgs, predictiveSearch, type SearchArgs, search } from './site-search';
import { type SortArgs, sorted } from './sorting';

// The catalogue is static: index it once per isolate.
export const catalogIndex: CatalogIndex = indexCatalog(catalogProducts, catalogCollections);

const parsedDocuments = new Map<string, DocumentNode>();

function parseCached(query: string, version: EmbeddedApiVersion): DocumentNode {
  const key = `${version}\n${query}`;
  let doc = parsedDocuments.get(key);
  if (!doc) {
    doc = parse(query, { maxTokens: MAX_TOKENS });
    const errors = validate(schemaOf(version), doc);
    if (errors.length) throw errors[0];
    // Only our own documents repeat; ad-hoc ones are not kept.
    if (parsedDocuments.size < 100) parsedDocuments.set(key, doc);
  }
  return doc;
}

/** A document larger than any storefront needs is refused before it is parsed further. */
const MAX_TOKENS = 20_000;

/**
 * Resolves a field from the embedded store's plain objects (a value, or a function of the field's arguments).
 * A field the store does not carry is a GraphQL error naming it, never a silent null.
 */
const strictFieldResolver: GraphQLFieldResolver<unknown, unknown> = (source, args, context, info) => {
  if (source !== null && typeof source === 'object') {
    if (!Object.hasOwn(source, info.fieldName)) {
      throw new GraphQLError(`${info.parentType.name}.${info.fieldName} is not implemented by the embedded storefront`, {
        extensions: { code: 'NOT_IMPLEMENTED', field: `${info.parentType.name}.${info.fieldName}` },
      });
    }
    const value = (source as Record<string, unknown>)[info.fieldName];
    return typeof value === 'function' ? (value as (a: unknown, c: unknown, i: unknown) => unknown)(args, context, info) : value;
  }
  return undefined;
};

/** Node interface lookup by global id (products, variants, collections). */
function lookupNode(index: CatalogIndex, id: string) {
  return index.productById.get(id) ?? index.variantById.get(id)?.node ?? index.collectionById.get(id) ?? null;
}

export interface EmbeddedStorefrontOptions {
  carts: CartStore;
  /** Fills tokens in content text (the trader's identity, the promotion's dates); identity by default. */
  fill?: Fill;
  /** Origin of the shop, for absolute checkout URLs. */
  origin: string;
  index?: CatalogIndex;
  /** The shop's promotion, for the codes that live only while it runs (HALLOWEEN15). */
  promotion?: Promotion | null;
  /** The API version whose schema documents run against (the newest by default). */
  apiVersion?: EmbeddedApiVersion;
  /** The shop's issued codes (D1): only those, unused, apply. None: no code applies. */
  codes?: CodeLookup;
}

/** Built on first use by one transport: the shop, its menus, pages and blog. */
function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const byGid = <T extends { id: string }>(list: T[], id: string | null | undefined) => (id ? list.find((item) => item.id === id) ?? null : null);

function rootValue({ carts, origin, index = catalogIndex, fill = (text) => text, promotion = null, codes = noCodes }: EmbeddedStorefrontOptions) {
  const productSource = catalogProducts;
  const shop = lazy(() => shopNode(origin, fill));
  const menuMap = lazy(() => menus(origin));
  const pageSet = lazy(() => pages(fill));
  const blogSet = lazy(() => blog());
  const searchable = lazy(() => ({
    products: index.products as Record<string, unknown>[],
    catalogue: productSource,
    collections: index.collections as Record<string, unknown>[],
    pages: pageSet().list,
    articles: blogSet().articles,
  }));
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
    search: (args: SearchArgs) => search(searchable(), args),
    sitemap: (args: { type: string }) =>
      sitemap({ ...searchable(), blogs: [blogSet().blog] }, args),
    urlRedirects: urlRedirects,
    localization: () => localization,
    productTags: (args: { first: number }) => distinct(index.products, (p) => p.tags as string[], args),
    productTypes: (args: { first: number }) => distinct(index.products, (p) => [p.productType as string], args),
    predictiveSearch: (args: PredictiveArgs) => predictiveSearch(searchable(), args),
    articles: (args: ConnectionArgs & SortArgs) => connection(sorted(blogSet().articles, args), args),
    products: (args: ConnectionArgs & SortArgs & { query?: string | null }) =>
      connection(sorted(index.products.filter((_, i) => matchesQuery(productSource[i]!, args.query)), args), args),
    product: ({ handle, id }: { handle?: string | null; id?: string | null }) =>
      (handle ? index.productByHandle.get(handle) : id ? index.productById.get(id) : null) ?? null,
    productRecommendations: ({ productHandle, productId }: { productHandle?: string | null; productId?: string | null }) => {
      const source = productHandle ? index.productByHandle.get(productHandle) : productId ? index.productById.get(productId) : null;
      if (!source) return null;
      const i = index.products.indexOf(source);
      const type = catalogProducts[i]?.kind;
      const others = index.products.filter((p) => p !== source);
      // Same kind first, then the rest in catalogue order: a stable "frequently bought with" list.
      return [
        ...others.filter((p) => catalogProducts[index.products.indexOf(p)]?.kind !== type),
        ...others.filter((p) => catalogProducts[index.products.indexOf(p)]?.kind === type),
      ].slice(0, 10);
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
  const root = rootValue(options);
  const version = options.apiVersion ?? LATEST_API_VERSION;
  return async ({ query, variables, operationName }) => {
    let document: DocumentNode;
    try {
      document = parseCached(query, version);
    } catch (error) {
      const message = error instanceof GraphQLError ? error.message : String(error);
      const locations = error instanceof GraphQLError && error.locations ? { locations: error.locations } : {};
      return { status: 200, body: { errors: [{ message, ...locations, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }] } };
    }
    const result = await execute({
      schema: schemaOf(version),
      document,
      rootValue: root,
      variableValues: variables,
      operationName: operationName ?? undefined,
      fieldResolver: strictFieldResolver,
    });
    return { status: 200, body: JSON.parse(JSON.stringify(result)) };
  };
}

export { kvCartStore, memoryCartStore, type CartStore, type StoredCart } from './cart';
export { LATEST_API_VERSION, servedVersion, type EmbeddedApiVersion } from './schema';
