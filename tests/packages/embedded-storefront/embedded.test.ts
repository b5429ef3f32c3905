import { describe, expect, it } from 'vitest';
import { products as catalogProducts } from '../../../content/catalog';
import { memoryCartStore } from '../../../packages/embedded-storefront';
import { createStorefront } from '../../../worker/storefront';
import { createStorefrontClient } from '../../../worker/storefront/client';
import { CART_CREATE_MUTATION, PRODUCTS_QUERY } from '../../../worker/storefront/documents';
import { shopEmbeddedStore } from '../../../worker/storefront/embedded-store';

const carts = memoryCartStore();
const transport = shopEmbeddedStore({ carts, origin: 'https://shop.test' });
const storefront = createStorefront(createStorefrontClient({ transport }));

const available = catalogProducts.find((p) => p.variants.every((v) => v.availableForSale && v.quantityAvailable > 5))!;
const soldOut = catalogProducts.find((p) => p.variants.every((v) => !v.availableForSale))!;

describe('embedded storefront', () => {
  it('answers products(first) in Shopify shape, reshaped to prices in RON', async () => {
    const list = await storefront.products({ first: 6 });
    expect(list).toHaveLength(6);
    const first = list[0]!;
    expect(first.id).toMatch(/^gid:\/\/shopify\/Product\/\d+$/);
    expect(first.price.currencyCode).toBe('RON');
    expect(first.images.length).toBeGreaterThanOrEqual(2);
    expect(first.images.length).toBeLessThanOrEqual(5);
    expect(first.variants[0]!.id).toMatch(/^gid:\/\/shopify\/ProductVariant\/\d+$/);
  });

  it('pages through the whole catalogue with cursors, 250 at most per page', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const { body } = await transport({ query: PRODUCTS_QUERY, variables: { first: 7, after } });
      const data = (
        body as {
          data: { products: { nodes: { handle: string }[]; pageInfo: { hasNextPage: boolean; endCursor: string } } };
        }
      ).data;
      seen.push(...data.products.nodes.map((n) => n.handle));
      if (!data.products.pageInfo.hasNextPage) break;
      after = data.products.pageInfo.endCursor;
    }
    expect(seen).toEqual(catalogProducts.map((p) => p.handle));
    const tooMany = await transport({ query: PRODUCTS_QUERY, variables: { first: 251 } });
    expect((tooMany.body as { errors: { message: string }[] }).errors[0]!.message).toMatch(/between 0 and 250/);
  });

  it('finds a product by handle and answers null for an unknown one', async () => {
    const product = await storefront.product(available.handle);
    expect(product?.title).toBe(available.title);
    expect(product?.variants).toHaveLength(available.variants.length);
    await expect(storefront.product('nu-exista')).resolves.toBeNull();
  });

  it('filters with the query argument, ignoring case and diacritics', async () => {
    const creams = await storefront.products({ first: 50, query: 'crema' });
    expect(creams.length).toBeGreaterThan(0);
    expect(creams.every((p) => /cremă|crema/i.test(`${p.title} ${p.description} ${p.productType}`))).toBe(true);
  });

  it('lists collections, one of them empty', async () => {
    const collections = await storefront.collections();
    expect(collections.length).toBeGreaterThanOrEqual(6);
    const withProducts = await Promise.all(collections.map((c) => storefront.collection(c.handle)));
    expect(withProducts.some((c) => c?.products.length === 0)).toBe(true);
    expect(withProducts.some((c) => (c?.products.length ?? 0) > 0)).toBe(true);
  });

  it('creates a cart for RO whose checkout URL carries channel=online_store and shows the lines sent', async () => {
    const variant = available.variants[0]!;
    const cart = await storefront.createCart([
      { merchandiseId: `gid://shopify/ProductVariant/${variant.id}`, quantity: 2 },
    ]);
    const url = new URL(cart.checkoutUrl);
    expect(url.origin).toBe('https://shop.test');
    expect(url.searchParams.get('channel')).toBe('online_store');
    expect(cart.totalQuantity).toBe(2);
    expect(cart.totalAmount.amount).toBeCloseTo(variant.price * 2, 2);
    const again = await storefront.cart(cart.id);
    expect(again?.lines.map((l) => [l.variantId, l.quantity])).toEqual([
      [`gid://shopify/ProductVariant/${variant.id}`, 2],
    ]);
  });

  it('answers cartCreate userErrors for unknown and sold-out merchandise, mapped to the spec message', async () => {
    await expect(
      storefront.createCart([{ merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1 }]),
    ).rejects.toThrow(
      /^Cart creation failed: The merchandise with id gid:\/\/shopify\/ProductVariant\/1 does not exist\.$/,
    );
    const soldOutId = `gid://shopify/ProductVariant/${soldOut.variants[0]!.id}`;
    await expect(storefront.createCart([{ merchandiseId: soldOutId, quantity: 1 }])).rejects.toThrow(
      /^Cart creation failed: .*sold out/,
    );
  });

  it('reports GraphQL validation errors the way Shopify does', async () => {
    const { status, body } = await transport({ query: '{ products(first: 1) { nodes { nope } } }', variables: {} });
    expect(status).toBe(200);
    expect((body as { errors: { message: string }[] }).errors[0]!.message).toContain('Cannot query field "nope"');
    const raw = await transport({ query: CART_CREATE_MUTATION, variables: { input: { lines: [{ quantity: 1 }] } } });
    expect((raw.body as { errors?: unknown[] }).errors?.length).toBeGreaterThan(0);
  });
});

describe('an injected catalogue index', () => {
  // Three products of two kinds, in the reverse of the catalogue's order, one with a tag only it carries:
  // every answer must come from these, never from the catalogue entry at the same position.
  const oils = catalogProducts.filter((p) => p.kind === 'ulei');
  const other = catalogProducts.findLast((p) => p.kind !== 'ulei')!;
  const tagged = { ...other, tags: [...other.tags, 'doar-in-indexul-injectat'] };
  const injected = [oils[1]!, tagged, oils[0]!];
  const local = shopEmbeddedStore({
    carts: memoryCartStore(),
    origin: 'https://shop.test',
    catalog: { products: injected, collections: [] },
  });
  const ask = async (query: string) => {
    const { body } = await local({ query, variables: {} });
    // biome-ignore lint/suspicious/noExplicitAny: one-off GraphQL answers, read field by field in each assertion
    const answer = body as { data: Record<string, any>; errors?: { message: string }[] };
    expect(answer.errors, answer.errors?.[0]?.message).toBeUndefined();
    return answer.data;
  };

  it('filters, searches and recommends among its own products', async () => {
    const data = await ask(`{
      all: products(first: 10) { nodes { handle } }
      tagged: products(first: 10, query: "tag:doar-in-indexul-injectat") { nodes { handle } }
      found: search(first: 10, query: "doar-in-indexul-injectat", types: PRODUCT) { nodes { ... on Product { handle } } }
      recommended: productRecommendations(productHandle: "${injected[0]!.handle}") { handle }
    }`);
    // In id order, Shopify's default.
    expect(data.all.nodes.map((n: { handle: string }) => n.handle)).toEqual(
      [...injected].sort((a, b) => a.id - b.id).map((p) => p.handle),
    );
    expect(data.tagged.nodes).toEqual([{ handle: other.handle }]);
    expect(data.found.nodes).toEqual([{ handle: other.handle }]);
    // Another kind first, then the same kind, as for the whole catalogue.
    const kind = injected[0]!.kind;
    const others = injected.slice(1);
    expect(data.recommended.map((p: { handle: string }) => p.handle)).toEqual(
      [...others.filter((p) => p.kind !== kind), ...others.filter((p) => p.kind === kind)].map((p) => p.handle),
    );
  });
});

describe('image URLs', () => {
  /** Every string under an image's URL fields, anywhere in an answer. */
  const imageUrls = (value: unknown, found: string[] = []): string[] => {
    if (Array.isArray(value)) for (const item of value) imageUrls(item, found);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (['url', 'src', 'originalSrc', 'transformedSrc', 'filepath'].includes(key) && typeof inner === 'string')
          found.push(inner);
        else imageUrls(inner, found);
      }
    }
    return found;
  };

  it("are absolute on the origin the store was handed, as Shopify's are on its CDN", async () => {
    const elsewhere = shopEmbeddedStore({ carts: memoryCartStore(), origin: 'https://magazin.example' });
    const variant = available.variants[0]!;
    const query = `mutation {
      cartCreate(input: { lines: [{ merchandiseId: "gid://shopify/ProductVariant/${variant.id}", quantity: 1 }] }) {
        cart { lines(first: 5) { nodes { merchandise { ... on ProductVariant { image { url } } } } } }
      }
    }`;
    const catalogue = `{
      products(first: 250) { nodes { featuredImage { url src originalSrc transformedSrc } images(first: 20) { nodes { url } } variants(first: 10) { nodes { image { url } } } } }
      collections(first: 50) { nodes { image { url } } }
      blogs(first: 5) { nodes { articles(first: 50) { nodes { image { url } } } } }
      shop { brand { logo { image { url } } } }
      productMap: sitemap(type: PRODUCT) { resources(page: 1) { items { ... on SitemapResource { image { filepath } } } } }
      articleMap: sitemap(type: ARTICLE) { resources(page: 1) { items { ... on SitemapResource { image { filepath } } } } }
    }`;
    for (const [store, origin] of [
      [transport, 'https://shop.test'],
      [elsewhere, 'https://magazin.example'],
    ] as const) {
      const answers = [await store({ query: catalogue, variables: {} }), await store({ query, variables: {} })].map(
        (a) => a.body as { data: unknown; errors?: unknown },
      );
      for (const answer of answers) expect(answer.errors).toBeUndefined();
      const urls = answers.flatMap((a) => imageUrls(a.data));
      // Every product's images (four URL fields on the featured one), every collection's, article's, the cart line's.
      expect(urls.length).toBeGreaterThan(catalogProducts.length * 5);
      for (const url of urls)
        expect(url, url).toMatch(
          new RegExp(
            `^${origin.replace(/\./g, '\\.')}/(images/(catalog|blog)/[\\w.-]+\\.(svg|png|jpe?g|webp)|favicon\\.svg)$`,
          ),
        );
    }
  });

  it("the shop's own storefront gives its pages the paths it always had", async () => {
    const own = createStorefront(createStorefrontClient({ transport }), { embeddedOrigin: 'https://shop.test' });
    const [product] = await own.products({ first: 1 });
    expect(product!.images[0]!.url).toMatch(/^\/images\/catalog\/[\w.-]+$/);
    const collections = await own.collections();
    expect(collections.every((c) => c.image?.url.startsWith('/images/catalog/'))).toBe(true);
    const articles = await own.articles();
    expect(articles!.every((a) => a.image.startsWith('/images/blog/'))).toBe(true);
    // Another store's absolute URLs stay as they are.
    expect((await storefront.products({ first: 1 }))[0]!.images[0]!.url).toMatch(
      /^https:\/\/shop\.test\/images\/catalog\//,
    );
  });
});
