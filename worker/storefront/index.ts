import type { CartLineInput, Collection, CollectionWithProducts, Product, RemoteCart } from '../../client/lib/types';
import type { StorefrontClient } from './client';
import { CART_CREATE_MUTATION, CART_QUERY, VARIANTS_QUERY, COLLECTION_QUERY, COLLECTIONS_QUERY, PRODUCT_QUERY, PRODUCTS_QUERY } from './documents';
import { cartCreationError, noCheckoutUrlError } from './errors';
import {
  type RawCart,
  type RawCollection,
  type RawProduct,
  reshapeCart,
  reshapeCollection,
  reshapeCollectionWithProducts,
  reshapeProduct,
} from './reshape';

export interface VariantAvailability {
  availableForSale: boolean;
  quantityAvailable: number | null;
  productTitle: string;
}

/** The shop's questions to the store, in domain types. */
export function createStorefront(client: StorefrontClient) {
  return {
    async products({ first, query }: { first: number; query?: string }): Promise<Product[]> {
      const data = await client.query<{ products: { nodes: RawProduct[] } }>(PRODUCTS_QUERY, {
        variables: { first, query: query ?? null },
      });
      return data.products.nodes.map(reshapeProduct);
    },

    /** Every product, page by page (250 at a time, the API's cap): the sitemap, or fresh for the daily price record. */
    async allProducts({ maxPages = 40, fresh = false }: { maxPages?: number; fresh?: boolean } = {}): Promise<Product[]> {
      const all: Product[] = [];
      let after: string | null = null;
      for (let page = 0; page < maxPages; page++) {
        const data: { products: { nodes: RawProduct[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } } =
          await client.query(PRODUCTS_QUERY, { variables: { first: 250, after, query: null }, cache: fresh ? 'none' : 'long' });
        all.push(...data.products.nodes.map(reshapeProduct));
        if (!data.products.pageInfo.hasNextPage || !data.products.pageInfo.endCursor) break;
        after = data.products.pageInfo.endCursor;
      }
      return all;
    },

    async product(handle: string): Promise<Product | null> {
      const data = await client.query<{ product: RawProduct | null }>(PRODUCT_QUERY, { variables: { handle } });
      return data.product ? reshapeProduct(data.product) : null;
    },

    /** `keptOnly`: only the copy the cache keeps, without asking the store (a fallback while it fails). */
    async collections({ first = 50, keptOnly = false }: { first?: number; keptOnly?: boolean } = {}): Promise<Collection[]> {
      const data = await client.query<{ collections: { nodes: RawCollection[] } }>(COLLECTIONS_QUERY, {
        variables: { first },
        cache: keptOnly ? 'kept' : 'long',
      });
      return data.collections.nodes.map(reshapeCollection);
    },

    async collection(handle: string, { first = 50 }: { first?: number } = {}): Promise<CollectionWithProducts | null> {
      const data = await client.query<{ collection: (RawCollection & { products: { nodes: RawProduct[] } }) | null }>(
        COLLECTION_QUERY,
        { variables: { handle, first } },
      );
      return data.collection ? reshapeCollectionWithProducts(data.collection) : null;
    },

    /** Current availability of variants, never cached: it decides whether a checkout may start. */
    async variants(ids: string[]): Promise<Map<string, VariantAvailability>> {
      const data = await client.query<{
        nodes: ({ id: string; availableForSale: boolean; quantityAvailable: number | null; product: { title: string } } | Record<string, never> | null)[];
      }>(VARIANTS_QUERY, { variables: { ids }, cache: 'none' });
      const found = new Map<string, VariantAvailability>();
      for (const node of data.nodes) {
        if (node && 'id' in node) {
          found.set(node.id, { availableForSale: node.availableForSale, quantityAvailable: node.quantityAvailable, productTitle: node.product.title });
        }
      }
      return found;
    },

    /** A cart as the store keeps it; never cached (it is someone's order in progress). */
    async cart(id: string): Promise<RemoteCart | null> {
      const data = await client.query<{ cart: RawCart | null }>(CART_QUERY, { variables: { id }, cache: 'none' });
      return data.cart ? reshapeCart(data.cart) : null;
    },

    /**
     * cartCreate for Romanian buyers, with the shopper's discount code (the store judges it: the answer's
     * discountCodes say whether it applies). The checkout URL carries channel=online_store.
     */
    async createCart(lines: CartLineInput[], discountCodes: string[] = []): Promise<RemoteCart> {
      const data = await client.mutate<{
        cartCreate: { cart: RawCart | null; userErrors: { field: string[] | null; message: string }[] };
      }>(CART_CREATE_MUTATION, {
        variables: { input: { lines, discountCodes, buyerIdentity: { countryCode: 'RO' } } },
      });
      const { cart, userErrors } = data.cartCreate;
      if (userErrors.length) throw cartCreationError(userErrors.map((e) => e.message));
      if (!cart?.checkoutUrl) throw noCheckoutUrlError();
      const checkoutUrl = new URL(cart.checkoutUrl);
      checkoutUrl.searchParams.set('channel', 'online_store');
      return reshapeCart({ ...cart, checkoutUrl: checkoutUrl.toString() });
    },
  };
}

export type Storefront = ReturnType<typeof createStorefront>;
