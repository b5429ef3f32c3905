import type { BlogArticle } from '../../content/blog/types';
import { formOfProduct, productFormOf } from '../../domain/product-form';
import type {
  CartLineInput,
  Collection,
  CollectionWithProducts,
  ContentDocument,
  Product,
  ProductForm,
  RemoteCart,
  ShopClaims,
} from '../../domain/types';
import type { StorefrontClient } from './client';
import {
  ARTICLE_QUERY,
  BLOG_QUERY,
  CART_CREATE_MUTATION,
  CART_QUERY,
  COLLECTION_QUERY,
  COLLECTIONS_QUERY,
  MENUS_QUERY,
  PAGE_QUERY,
  POLICIES_QUERY,
  PRODUCT_QUERY,
  PRODUCTS_QUERY,
  SHOP_CLAIMS_QUERY,
  VARIANTS_QUERY,
} from './documents';
import { cartCreationError, noCheckoutUrlError } from './errors';
import type { ProductsQuery } from './generated/storefront.generated';
import { ownImageUrls, reshapeCart, reshapeCollection, reshapeCollectionWithProducts, reshapeProduct } from './reshape';
import { reshapeArticle, reshapeDocument, reshapeMenus, reshapeShopClaims, type ShopMenus } from './reshape-content';

export interface VariantAvailability {
  availableForSale: boolean;
  quantityAvailable: number | null;
  productTitle: string;
  /** How the product is used (verdana.form, else its type): a vape takes no code. */
  form: ProductForm | null;
}

/** The four policies as the Shop object names them. */
export type PolicyKind = 'privacyPolicy' | 'refundPolicy' | 'shippingPolicy' | 'termsOfService';

/**
 * The shop's questions to the store, in domain types. `blogHandle`: the blog /blog shows. `embeddedOrigin`:
 * the origin the embedded store makes its URLs absolute on (its images become this shop's paths again).
 */
export function createStorefront(
  client: StorefrontClient,
  {
    blogHandle = 'blog',
    embeddedOrigin = null,
    quoteClient = () => client,
    withdrawn: withdrawnList = [],
  }: {
    blogHandle?: string;
    embeddedOrigin?: string | null;
    /**
     * Where quotes' carts are made, built on a quote's first use (never on a page's): the embedded store's keeps
     * them nowhere; a real store's is the store itself.
     */
    quoteClient?: () => StorefrontClient;
    /**
     * Product forms the owner has withdrawn from sale (WITHDRAWN_FORMS): their products are in no list, have no
     * page and cannot be bought, whatever the store still lists.
     */
    withdrawn?: readonly ProductForm[];
  } = {},
) {
  const images = ownImageUrls(embeddedOrigin);
  const withdrawn = new Set(withdrawnList);
  // Lists carry no label metafields: the form is read off the product type there, as it is for a store without them.
  const onSale = (p: Product) => {
    const form = formOfProduct(p);
    return !(form && withdrawn.has(form));
  };
  const product = (raw: Parameters<typeof reshapeProduct>[0]) => reshapeProduct(raw, images);
  const article = (raw: Parameters<typeof reshapeArticle>[0]) => reshapeArticle(raw, images);
  return {
    async products({ first, query }: { first: number; query?: string }): Promise<Product[]> {
      const data = await client.query(PRODUCTS_QUERY, {
        variables: { first, query: query ?? null },
      });
      return data.products.nodes.map(product).filter(onSale);
    },

    /** Every product, page by page (250 at a time, the API's cap): the sitemap, or fresh for the daily price record. */
    async allProducts({
      maxPages = 40,
      fresh = false,
    }: {
      maxPages?: number;
      fresh?: boolean;
    } = {}): Promise<Product[]> {
      const all: Product[] = [];
      let after: string | null = null;
      for (let page = 0; page < maxPages; page++) {
        const data: ProductsQuery = await client.query(PRODUCTS_QUERY, {
          variables: { first: 250, after, query: null },
          cache: fresh ? 'none' : 'long',
        });
        all.push(...data.products.nodes.map(product).filter(onSale));
        if (!data.products.pageInfo.hasNextPage || !data.products.pageInfo.endCursor) break;
        after = data.products.pageInfo.endCursor;
      }
      return all;
    },

    async product(handle: string): Promise<Product | null> {
      // A handle nobody has is not written to KV (no entry per made-up URL); memory remembers it a short while.
      const data = await client.query(PRODUCT_QUERY, {
        variables: { handle },
        keep: (answer) => Boolean(answer.product),
      });
      const found = data.product ? product(data.product) : null;
      return found && onSale(found) ? found : null;
    },

    /** `keptOnly`: only the copy the cache keeps, without asking the store (a fallback while it fails). */
    async collections({
      first = 50,
      keptOnly = false,
    }: {
      first?: number;
      keptOnly?: boolean;
    } = {}): Promise<Collection[]> {
      const data = await client.query(COLLECTIONS_QUERY, {
        variables: { first },
        cache: keptOnly ? 'kept' : 'long',
      });
      return data.collections.nodes.map((raw) => reshapeCollection(raw, images));
    },

    async collection(handle: string, { first = 50 }: { first?: number } = {}): Promise<CollectionWithProducts | null> {
      const data = await client.query(COLLECTION_QUERY, {
        variables: { handle, first },
        keep: (answer) => Boolean(answer.collection),
      });
      if (!data.collection) return null;
      const found = reshapeCollectionWithProducts(data.collection, images);
      return { ...found, products: found.products.filter(onSale) };
    },

    /** Current availability of variants, never cached: it decides whether a checkout may start. */
    async variants(ids: string[]): Promise<Map<string, VariantAvailability>> {
      const data = await client.query(VARIANTS_QUERY, { variables: { ids }, cache: 'none' });
      const found = new Map<string, VariantAvailability>();
      for (const node of data.nodes) {
        // An id that is not a variant's answers {} (the generated type knows only the variant's fields).
        if (node && 'id' in node) {
          const form = productFormOf(node.product.form?.value, node.product.productType);
          found.set(node.id, {
            availableForSale: node.availableForSale && !(form && withdrawn.has(form)),
            quantityAvailable: node.quantityAvailable ?? null,
            productTitle: node.product.title,
            form,
          });
        }
      }
      return found;
    },

    /** The blog's articles, newest first (cached like the catalogue); null when the store has no such blog. */
    async articles({ first = 50 }: { first?: number } = {}): Promise<BlogArticle[] | null> {
      const data = await client.query(BLOG_QUERY, { variables: { blog: blogHandle, first }, scope: 'content' });
      return data.blog ? data.blog.articles.nodes.map(article) : null;
    },

    /**
     * An article of the blog: null when the blog has none by that handle, undefined when the store has no
     * such blog at all. A handle that found nothing is not kept in KV (no write per guessed URL).
     */
    async article(handle: string): Promise<BlogArticle | null | undefined> {
      const data = await client.query(ARTICLE_QUERY, {
        variables: { blog: blogHandle, handle },
        keep: (answer) => Boolean(answer.blog?.articleByHandle),
        scope: 'content',
      });
      if (!data.blog) return undefined;
      return data.blog.articleByHandle ? article(data.blog.articleByHandle) : null;
    },

    /** A policy as the store states it (null when the store has none). */
    async policy(kind: PolicyKind): Promise<ContentDocument | null> {
      const data = await client.query(POLICIES_QUERY, { variables: {}, scope: 'content' });
      const found = data.shop[kind];
      return found?.body ? reshapeDocument(found) : null;
    },

    /** A page of the store (about, contact, offer rules), or null. */
    async page(handle: string): Promise<ContentDocument | null> {
      const data = await client.query(PAGE_QUERY, {
        variables: { handle },
        keep: (answer) => Boolean(answer.page),
        scope: 'content',
      });
      return data.page ? reshapeDocument(data.page) : null;
    },

    /**
     * The header (`main-menu`) and footer (`footer`) menus, links made this shop's paths; a menu the store
     * does not have (or that is empty) is null. `ownHost`: whether a link's host is the store's own.
     */
    async menus(ownHost: (host: string) => boolean): Promise<ShopMenus> {
      const data = await client.query(MENUS_QUERY, {
        variables: { header: 'main-menu', footer: 'footer' },
        // Menus change rarely (a webhook purges them); they never take a recovering store's probe.
        cache: 'long',
        whenHealthy: true,
        scope: 'content',
      });
      return reshapeMenus(data, ownHost);
    },

    /**
     * The shop's figures and reviews (verdana.* shop metafields): rating, customers, subscribers, quiz users,
     * the monthly free-guide offer and the shop's testimonials. Cached like the menus, an extra of the page.
     */
    async claims(): Promise<ShopClaims> {
      const data = await client.query(SHOP_CLAIMS_QUERY, { cache: 'long', whenHealthy: true, scope: 'content' });
      return reshapeShopClaims(data.shop);
    },

    /** A cart as the store keeps it; never cached (it is someone's order in progress). */
    async cart(id: string): Promise<RemoteCart | null> {
      const data = await client.query(CART_QUERY, { variables: { id }, cache: 'none' });
      return data.cart ? reshapeCart(data.cart) : null;
    },

    /**
     * cartCreate for Romanian buyers, with the shopper's discount code (the store judges it: the answer's
     * discountCodes say whether it applies). The checkout URL carries channel=online_store.
     */
    createCart: (lines: CartLineInput[], discountCodes: string[] = []) => cartCreate(client, lines, discountCodes),

    /** What a cart of these lines and this code would cost, for the cart's code field: a cart the shopper did not make is not kept. */
    quoteCart: (lines: CartLineInput[], discountCodes: string[] = []) =>
      cartCreate(quoteClient(), lines, discountCodes),
  };
}

export type Storefront = ReturnType<typeof createStorefront>;

async function cartCreate(
  client: StorefrontClient,
  lines: CartLineInput[],
  discountCodes: string[],
): Promise<RemoteCart> {
  const data = await client.mutate(CART_CREATE_MUTATION, {
    variables: { input: { lines, discountCodes, buyerIdentity: { countryCode: 'RO' } } },
  });
  // The schema lets cartCreate be null (only ever with an error, which the client has thrown): no cart.
  if (!data.cartCreate) throw noCheckoutUrlError();
  const { cart, userErrors, warnings = [] } = data.cartCreate;
  if (userErrors.length) throw cartCreationError(userErrors.map((e) => e.message));
  if (!cart?.checkoutUrl) throw noCheckoutUrlError();
  const checkoutUrl = new URL(cart.checkoutUrl);
  checkoutUrl.searchParams.set('channel', 'online_store');
  return { ...reshapeCart({ ...cart, checkoutUrl: checkoutUrl.toString() }), warnings };
}
