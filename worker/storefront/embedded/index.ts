import { type DocumentNode, execute, GraphQLError, parse, validate } from 'graphql';
import { collections as catalogCollections, products as catalogProducts } from '../../../content/catalog';
import type { StorefrontTransport } from '../client';
import { type CartStore, cartNode, createCart } from './cart';
import { type ConnectionArgs, connection } from './connection';
import { type CatalogIndex, indexCatalog } from './nodes';
import { embeddedSchema } from './schema';
import { matchesQuery } from './search';

// The catalogue is static: index it once per isolate.
export const catalogIndex: CatalogIndex = indexCatalog(catalogProducts, catalogCollections);

const parsedDocuments = new Map<string, DocumentNode>();

function parseCached(query: string): DocumentNode {
  let doc = parsedDocuments.get(query);
  if (!doc) {
    doc = parse(query);
    const errors = validate(embeddedSchema, doc);
    if (errors.length) throw errors[0];
    // Only our own documents repeat; ad-hoc ones are not kept.
    if (parsedDocuments.size < 100) parsedDocuments.set(query, doc);
  }
  return doc;
}

/** Node interface lookup by global id (products, variants, collections). */
function lookupNode(index: CatalogIndex, id: string) {
  return index.productById.get(id) ?? index.variantById.get(id)?.node ?? index.collectionById.get(id) ?? null;
}

export interface EmbeddedStorefrontOptions {
  carts: CartStore;
  /** Origin of the shop, for absolute checkout URLs. */
  origin: string;
  index?: CatalogIndex;
}

function rootValue({ carts, origin, index = catalogIndex }: EmbeddedStorefrontOptions) {
  const productSource = catalogProducts;
  return {
    products: (args: ConnectionArgs & { query?: string | null; reverse?: boolean | null }) => {
      let list = index.products.filter((_, i) => matchesQuery(productSource[i]!, args.query));
      if (args.reverse) list = [...list].reverse();
      return connection(list, args);
    },
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
    collections: (args: ConnectionArgs) => connection(index.collections, args),
    node: ({ id }: { id: string }) => lookupNode(index, id),
    nodes: ({ ids }: { ids: string[] }) => {
      if (ids.length > 250) throw new GraphQLError('nodes accepts at most 250 ids', { extensions: { code: 'MAX_INPUT_SIZE_EXCEEDED' } });
      return ids.map((id) => lookupNode(index, id));
    },
    collection: ({ handle, id }: { handle?: string | null; id?: string | null }) =>
      (handle ? index.collectionByHandle.get(handle) : id ? index.collectionById.get(id) : null) ?? null,
    cart: async ({ id }: { id: string }) => {
      const token = /^gid:\/\/shopify\/Cart\/([0-9a-f]+)/.exec(id)?.[1];
      const cart = token ? await carts.get(token) : null;
      return cart ? cartNode(cart, index, origin) : null;
    },
    cartCreate: ({ input }: { input: Parameters<typeof createCart>[0] }) => createCart(input ?? {}, index, carts, origin),
  };
}

/**
 * The local default store: runs the shop's documents in-process against Shopify's official schema,
 * answering exactly as the Storefront API would (data, errors, userErrors, checkoutUrl).
 */
export function embeddedTransport(options: EmbeddedStorefrontOptions): StorefrontTransport {
  const root = rootValue(options);
  return async ({ query, variables }) => {
    let document: DocumentNode;
    try {
      document = parseCached(query);
    } catch (error) {
      const message = error instanceof GraphQLError ? error.message : String(error);
      return { status: 200, body: { errors: [{ message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }] } };
    }
    const result = await execute({ schema: embeddedSchema, document, rootValue: root, variableValues: variables });
    return { status: 200, body: JSON.parse(JSON.stringify(result)) };
  };
}

export { kvCartStore, memoryCartStore, type CartStore, type StoredCart } from './cart';
export { EMBEDDED_API_VERSION } from './schema';
