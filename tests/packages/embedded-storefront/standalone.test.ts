// The store serves what it is given, and nothing of the shop's own: a catalogue, content and rules of this test's.
import schema202507 from 'virtual:storefront-schema/2025-07';
import schema202604 from 'virtual:storefront-schema/2026-04';
import { describe, expect, it } from 'vitest';
import {
  type Catalog,
  createEmbeddedStore,
  memoryCartStore,
  type StoreContent,
  type StoreRules,
} from '../../../packages/embedded-storefront';

const image = { file: 'ceai.webp', alt: 'Ceai de tei', width: 800, height: 800 };
const catalog: Catalog = {
  products: [
    {
      id: 7,
      handle: 'ceai',
      title: 'Ceai de tei',
      description: 'Un ceai de seară.',
      kind: 'ceai',
      vendor: 'Test',
      productType: 'Ceai',
      tags: ['seara'],
      categories: ['relaxare'],
      publishedAt: '2025-03-01T00:00:00Z',
      images: [image],
      options: [{ name: 'Title', values: ['Default Title'] }],
      variants: [
        {
          id: 70,
          title: 'Default Title',
          sku: 'C-1',
          price: 30,
          availableForSale: true,
          quantityAvailable: 9,
          selectedOptions: [{ name: 'Title', value: 'Default Title' }],
        },
      ],
      metafields: [{ namespace: 'test', key: 'origine', type: 'single_line_text_field', value: 'Sibiu' }],
    },
  ],
  collections: [
    { id: 3, handle: 'ceaiuri', title: 'Ceaiuri', description: 'Toate ceaiurile.', image, productHandles: ['ceai'] },
  ],
  imageBase: '/poze/',
  redirects: new Map([['ceai-vechi', 'ceai']]),
};

const policy = (path: string) => ({ title: path.slice(1), path, body: `<p>${path}</p>` });
const content: StoreContent = {
  shop: { name: 'Magazin de test', description: 'Doar ceai.', tagline: 'Ceai' },
  policies: () => ({
    privacyPolicy: policy('/privacy'),
    refundPolicy: policy('/refund'),
    shippingPolicy: policy('/shipping'),
    termsOfService: policy('/terms'),
  }),
  pages: () => [{ handle: 'despre', title: 'Despre', body: '<p>Despre noi.</p>' }],
  blog: { handle: 'jurnal', title: 'Jurnal', seo: { title: 'Jurnal', description: 'Note.' }, articles: [] },
  menus: [
    {
      handle: 'main-menu',
      title: 'Meniu',
      items: [
        { title: 'Ceai', type: 'PRODUCT', handle: 'ceai' },
        { title: 'Jurnal', type: 'BLOG', handle: 'jurnal' },
      ],
    },
  ],
  shopMetafields: [],
};

// Shipping free from 100, 12.50 below; TEST-nnn codes take 10% off.
const rules: StoreRules = {
  shipping: { freeFrom: 100, fee: 12.5, option: { handle: 'posta', title: 'Poșta', description: 'În 3 zile.' } },
  discounts: {
    canonical: (typed) => {
      const code = typed.trim().toUpperCase();
      return /^TEST-\d{3}$/.test(code) ? { code, prefix: 'TEST' } : null;
    },
    offers: new Map([['TEST', { kind: 'percent', percent: 10 }]]),
  },
};

const store = createEmbeddedStore({
  catalog,
  content,
  rules,
  schemas: { '2026-04': schema202604, '2025-07': schema202507 },
  carts: memoryCartStore(),
  codes: async (codes) => new Map(codes.map((code) => [code, { code, offer: 'TEST', usedAt: null }])),
  origin: 'https://test.example',
});

async function ask(query: string, variables: Record<string, unknown> = {}) {
  const { body } = await store({ query, variables });
  // biome-ignore lint/suspicious/noExplicitAny: one-off GraphQL answers, read field by field in each assertion
  const answer = body as { data: Record<string, any>; errors?: { message: string }[] };
  expect(answer.errors, answer.errors?.[0]?.message).toBeUndefined();
  return answer.data;
}

describe('a store built from a catalogue, content and rules of its own', () => {
  it('answers its products, shop, menus, pages, blog and redirects', async () => {
    const data = await ask(`{
      product(handle: "ceai") { title tags featuredImage { url } origine: metafield(namespace: "test", key: "origine") { value } collections(first: 5) { nodes { handle } } }
      products(first: 10) { nodes { handle } }
      shop { name privacyPolicy { handle url } }
      menu(handle: "main-menu") { items { url resourceId } }
      page(handle: "despre") { title bodySummary }
      blog(handle: "jurnal") { title }
      urlRedirects(first: 5) { nodes { path target } }
    }`);
    expect(data.product).toEqual({
      title: 'Ceai de tei',
      tags: ['seara', 'categorie:relaxare'],
      featuredImage: { url: 'https://test.example/poze/ceai.webp' },
      origine: { value: 'Sibiu' },
      collections: { nodes: [{ handle: 'ceaiuri' }] },
    });
    expect(data.products.nodes).toEqual([{ handle: 'ceai' }]);
    expect(data.shop).toEqual({
      name: 'Magazin de test',
      privacyPolicy: { handle: 'privacy', url: 'https://test.example/privacy' },
    });
    expect(data.menu.items).toEqual([
      { url: 'https://test.example/products/ceai', resourceId: 'gid://shopify/Product/7' },
      { url: 'https://test.example/blogs/jurnal', resourceId: 'gid://shopify/Blog/1' },
    ]);
    expect(data.page).toEqual({ title: 'Despre', bodySummary: 'Despre noi.' });
    expect(data.blog).toEqual({ title: 'Jurnal' });
    expect(data.urlRedirects.nodes).toContainEqual({ path: '/products/ceai-vechi', target: '/products/ceai' });
  });

  it('prices a cart with its own shipping rule and codes', async () => {
    const CART =
      'cart { id cost { subtotalAmount { amount } } discountCodes { code applicable } deliveryGroups(first: 1) { nodes { deliveryOptions { handle estimatedCost { amount } } } } lines(first: 5) { nodes { id } } }';
    const created = await ask(
      `mutation C($input: CartInput!) { cartCreate(input: $input) { ${CART} userErrors { message } } }`,
      {
        input: {
          lines: [{ merchandiseId: 'gid://shopify/ProductVariant/70', quantity: 2 }],
          discountCodes: ['test-123', 'ALTUL-1'],
        },
      },
    );
    const cart = created.cartCreate.cart;
    // 60 less 10% is 54: under 100, so the delivery costs 12.50.
    expect(cart.cost.subtotalAmount.amount).toBe('54.00');
    expect(cart.discountCodes).toEqual([
      { code: 'test-123', applicable: true },
      { code: 'ALTUL-1', applicable: false },
    ]);
    expect(cart.deliveryGroups.nodes[0].deliveryOptions).toEqual([
      { handle: 'posta', estimatedCost: { amount: '12.50' } },
    ]);
    const updated = await ask(
      `mutation U($cartId: ID!, $lines: [CartLineUpdateInput!]!) { cartLinesUpdate(cartId: $cartId, lines: $lines) { ${CART} } }`,
      {
        cartId: cart.id,
        lines: [{ id: cart.lines.nodes[0].id, quantity: 4 }],
      },
    );
    // 120 less 10% is 108: free from 100.
    expect(updated.cartLinesUpdate.cart.cost.subtotalAmount.amount).toBe('108.00');
    expect(updated.cartLinesUpdate.cart.deliveryGroups.nodes[0].deliveryOptions[0].estimatedCost.amount).toBe('0.00');
  });
});
