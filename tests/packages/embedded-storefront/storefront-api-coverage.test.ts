import { describe, expect, it } from 'vitest';
import { articles } from '../../../content/blog';
import { productRedirects, products } from '../../../content/catalog';
import { categories } from '../../../content/categories';
import { FREE_PRIZE_TAG } from '../../../worker/storefront/embedded-content';
import { issueCode, promotionVars, request } from '../../worker/helpers';

/** An answer read by field paths, each query being its own shape. */
// biome-ignore lint/suspicious/noExplicitAny: each of the ad-hoc queries below reads its own answer shape by path; typing them all would rewrite every assertion under noUncheckedIndexedAccess.
type Data = Record<string, any>;

/** One GraphQL request to the local Storefront API; answers `data` (errors fail the test unless allowed). */
async function gql<T = Data>(
  query: string,
  variables: Record<string, unknown> = {},
  vars: Record<string, string> = {},
): Promise<T> {
  const { body } = await request(
    'http://localhost/api/2026-04/graphql.json',
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ query, variables }) },
    vars,
  );
  const answer = JSON.parse(body) as { data: T; errors?: { message: string }[] };
  expect(answer.errors, answer.errors?.[0]?.message).toBeUndefined();
  return answer.data;
}

const hero = products[0]!;
const variantGid = (id: number) => `gid://shopify/ProductVariant/${id}`;
const vape = products.find((p) => p.kind === 'vape' && p.variants.some((v) => v.availableForSale))!;
const CART =
  'id totalQuantity note attributes { key value } discountCodes { code applicable } buyerIdentity { email countryCode } cost { subtotalAmount { amount } totalAmount { amount } } lines(first: 50) { nodes { id quantity merchandise { ... on ProductVariant { id } } discountAllocations { discountedAmount { amount } } } } deliveryGroups(first: 1) { nodes { id selectedDeliveryOption { handle estimatedCost { amount } } } }';
const PAYLOAD = `cart { ${CART} } userErrors { field message code } warnings { code }`;

async function newCart(lines: { merchandiseId: string; quantity: number }[], vars: Record<string, string> = {}) {
  const data = await gql(
    `mutation($lines: [CartLineInput!]) { cartCreate(input: { lines: $lines }) { ${PAYLOAD} } }`,
    { lines },
    vars,
  );
  return data.cartCreate.cart as Data;
}
const mutate = (name: string, args: string, variables: Record<string, unknown>, vars: Record<string, string> = {}) =>
  gql(
    `mutation(${args}) { ${name}(${args.replace(/\$(\w+):[^,]+/g, '$1: $$$1')}) { ${PAYLOAD} } }`,
    variables,
    vars,
  ).then((d) => d[name] as Data);

describe('the shop, its menus, pages, blog and policies through the Storefront API', () => {
  it('shop: name, domain, RON payment settings and four policies with the configured trader', async () => {
    const { shop } = await gql(
      '{ shop { name primaryDomain { url } paymentSettings { currencyCode countryCode } privacyPolicy { title body url } refundPolicy { title handle } shippingPolicy { title } termsOfService { body } } }',
      {},
      { TRADER_CUI: 'RO99990000' },
    );
    expect(shop).toMatchObject({
      name: 'Verdana',
      primaryDomain: { url: 'http://localhost' },
      paymentSettings: { currencyCode: 'RON', countryCode: 'RO' },
      refundPolicy: { handle: 'refund-policy' },
    });
    expect(shop.privacyPolicy.url).toBe('http://localhost/privacy-policy');
    expect(shop.termsOfService.body).toContain('RO99990000');
    expect(shop.termsOfService.body).not.toMatch(/\{\{/);
  });

  it('menus: the header and the footer; an unknown handle is null', async () => {
    const { main, footer, none } = await gql(
      '{ main: menu(handle: "main-menu") { items { title url } } footer: menu(handle: "footer") { items { title items { title url } } } none: menu(handle: "nu-exista") { id } }',
    );
    expect(main.items.map((i: { title: string }) => i.title)).toEqual([
      'Acasă',
      'Magazin',
      'Colecții',
      'Categorii',
      'Blog',
      'Despre',
      'Chestionar',
    ]);
    // Shopify's paths, absolute on the shop's domain (the shop maps them to its routes).
    expect(footer.items.flatMap((g: { items: { url: string }[] }) => g.items.map((i) => i.url))).toContain(
      'http://localhost/policies/refund-policy',
    );
    expect(none).toBeNull();
  });

  it('pages: about, contact (with the trader identity), the offer rules, the categories and the quiz', async () => {
    const data = await gql(
      '{ about: pageByHandle(handle: "despre") { title body } contact: page(handle: "contact") { body } rules: page(handle: "regulament-oferte") { title } pages(first: 10) { nodes { handle } } }',
      {},
      { TRADER_TRADE_REGISTER: 'J12/7/2024' },
    );
    expect(data.about.title).toBe('Despre Verdana');
    expect(data.contact.body).toContain('J12/7/2024');
    expect(data.pages.nodes.map((p: { handle: string }) => p.handle)).toEqual([
      'despre',
      'contact',
      'regulament-oferte',
      'categorii',
      'quiz',
    ]);
    // The pages the menus name: the categories told in text, the quiz (an app of the shop) linked on its site.
    const named = await gql(
      '{ categorii: page(handle: "categorii") { title body } quiz: page(handle: "quiz") { title body } }',
    );
    for (const category of categories)
      expect(named.categorii.body).toContain(`<h2>${category.name.replace('&', '&amp;')}</h2>`);
    expect(named.quiz.body).toContain('<a href="http://localhost/quiz">');
  });

  it('the blog: its 7 articles newest first, by handle, and sorted across blogs', async () => {
    const data = await gql(
      '{ blogByHandle(handle: "blog") { articles(first: 10) { nodes { handle } } newest: articles(first: 10, sortKey: PUBLISHED_AT, reverse: true) { nodes { handle } } articleByHandle(handle: "cbd-si-somnul-ce-arata-studiile") { title contentHtml } } blogs(first: 5) { nodes { handle } } articles(first: 10, sortKey: PUBLISHED_AT) { nodes { publishedAt } } }',
    );
    // Shopify's default order of a blog's articles is by ID; the shop asks for the newest first.
    expect(data.blogByHandle.articles.nodes.map((a: { handle: string }) => a.handle)).toEqual(
      [...articles].sort((a, b) => a.id - b.id).map((a) => a.slug),
    );
    expect(data.blogByHandle.newest.nodes.map((a: { handle: string }) => a.handle)).toEqual(
      [...articles].sort((a, b) => b.date.localeCompare(a.date)).map((a) => a.slug),
    );
    expect(data.blogByHandle.articleByHandle.contentHtml).toContain('<h2>');
    expect(data.blogs.nodes).toEqual([{ handle: 'blog' }]);
    const dates = data.articles.nodes.map((a: { publishedAt: string }) => a.publishedAt);
    expect(dates).toEqual([...dates].sort());
  });
});

describe('sitemap, redirects, localization, tags and types', () => {
  it('answers what a shop front needs around the catalogue', async () => {
    const data = await gql(
      '{ sitemap(type: PRODUCT) { pagesCount { count } resources(page: 1) { hasNextPage items { handle updatedAt } } } articles: sitemap(type: ARTICLE) { resources(page: 1) { items { handle } } } urlRedirects(first: 10, query: "path:/products/") { nodes { path target } } localization { country { isoCode currency { isoCode } } language { isoCode } } productTypes(first: 20) { nodes } productTags(first: 250) { nodes } }',
    );
    expect(data.sitemap.pagesCount.count).toBe(1);
    expect(data.sitemap.resources.items).toHaveLength(products.length);
    expect(data.sitemap.resources.hasNextPage).toBe(false);
    expect(data.articles.resources.items).toHaveLength(articles.length);
    expect(data.urlRedirects.nodes).toEqual(
      [...productRedirects].map(([from, to]) => ({ path: `/products/${from}`, target: `/products/${to}` })),
    );
    expect(data.urlRedirects.nodes).toContainEqual({
      path: '/products/unguent-cbd-galbenele',
      target: '/products/balsam-cbd-galbenele',
    });
    expect(data.localization).toEqual({
      country: { isoCode: 'RO', currency: { isoCode: 'RON' } },
      language: { isoCode: 'RO' },
    });
    expect(data.productTypes.nodes).toEqual(
      [...new Set(products.map((p) => p.productType))].sort((a, b) => a.localeCompare(b, 'ro')),
    );
    expect(data.productTags.nodes).toContain('categorie:seara');
  });
});

describe('search, sorting and variants', () => {
  it('search and predictiveSearch fold diacritics: "crema" finds "Cremă"', async () => {
    const data = await gql(
      '{ search(query: "crema", first: 20, types: [PRODUCT]) { totalCount nodes { ... on Product { title } } } predictiveSearch(query: "crem", limit: 3) { products { title } queries { text } } }',
    );
    expect(data.search.totalCount).toBeGreaterThan(0);
    expect(data.search.nodes.some((p: { title: string }) => p.title.includes('Cremă'))).toBe(true);
    expect(data.predictiveSearch.products.length).toBeLessThanOrEqual(3);
    expect(data.predictiveSearch.products[0].title).toContain('Cremă');
  });

  it('products honour sortKey and reverse', async () => {
    const { asc, desc } = await gql(
      '{ asc: products(first: 250, sortKey: PRICE) { nodes { priceRange { minVariantPrice { amount } } } } desc: products(first: 3, sortKey: PRICE, reverse: true) { nodes { handle } } }',
    );
    const prices = asc.nodes.map((n: { priceRange: { minVariantPrice: { amount: string } } }) =>
      Number(n.priceRange.minVariantPrice.amount),
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const priciest = [...products].sort(
      (a, b) => Math.min(...b.variants.map((v) => v.price)) - Math.min(...a.variants.map((v) => v.price)),
    )[0]!;
    expect(desc.nodes[0].handle).toBe(priciest.handle);
  });

  it('a product answers its selected variant, the adjacent ones and the encoded option combinations', async () => {
    const { product } = await gql(
      'query($h: String!, $o: [SelectedOptionInput!]!) { product(handle: $h) { encodedVariantExistence encodedVariantAvailability selectedOrFirstAvailableVariant(selectedOptions: $o, caseInsensitiveMatch: true) { title } adjacentVariants(selectedOptions: $o, caseInsensitiveMatch: true) { title } options { optionValues { name firstSelectableVariant { title } } } } }',
      { h: hero.handle, o: [{ name: 'volum', value: '30 ML' }] },
    );
    expect(product.encodedVariantExistence).toBe('v1_0 1');
    expect(product.selectedOrFirstAvailableVariant.title).toBe('30 ml');
    expect(product.adjacentVariants).toEqual([{ title: '10 ml' }]);
    expect(product.options[0].optionValues).toEqual([
      { name: '10 ml', firstSelectableVariant: { title: '10 ml' } },
      { name: '30 ml', firstSelectableVariant: { title: '30 ml' } },
    ]);
  });
});

describe('the cart through the Storefront API', () => {
  it('adds, updates (0 removes) and removes lines, and says when a cart or line does not exist', async () => {
    const cart = await newCart([{ merchandiseId: variantGid(hero.variants[0]!.id), quantity: 1 }]);
    const added = await mutate('cartLinesAdd', '$cartId: ID!, $lines: [CartLineInput!]!', {
      cartId: cart.id,
      lines: [
        { merchandiseId: variantGid(hero.variants[1]!.id), quantity: 2 },
        { merchandiseId: variantGid(hero.variants[0]!.id), quantity: 1 },
      ],
    });
    expect(added.cart.totalQuantity).toBe(4);
    expect(added.cart.lines.nodes).toHaveLength(2);
    const [first, second] = added.cart.lines.nodes;
    const updated = await mutate('cartLinesUpdate', '$cartId: ID!, $lines: [CartLineUpdateInput!]!', {
      cartId: cart.id,
      lines: [{ id: first.id, quantity: 0 }],
    });
    expect(updated.cart.lines.nodes.map((l: { id: string }) => l.id)).toEqual([second.id]);
    const removed = await mutate('cartLinesRemove', '$cartId: ID!, $lineIds: [ID!]!', {
      cartId: cart.id,
      lineIds: [second.id],
    });
    expect(removed.cart.totalQuantity).toBe(0);
    const stale = await mutate('cartLinesRemove', '$cartId: ID!, $lineIds: [ID!]!', {
      cartId: cart.id,
      lineIds: [second.id],
    });
    expect(stale.userErrors[0].message).toMatch(/does not exist/);
    const ghost = await mutate('cartNoteUpdate', '$cartId: ID!, $note: String!', {
      cartId: 'gid://shopify/Cart/00000000000000000000000000000000',
      note: 'x',
    });
    expect(ghost).toMatchObject({ cart: null, userErrors: [{ field: ['cartId'], code: 'INVALID' }] });
  });

  it('30 lines added to one cart at once are all kept (no change is lost to a concurrent one)', async () => {
    const cart = await newCart([{ merchandiseId: variantGid(hero.variants[0]!.id), quantity: 1 }]);
    const available = products
      .flatMap((p) => p.variants)
      .filter((v) => v.availableForSale && v.quantityAvailable >= 2)
      .slice(0, 30);
    await Promise.all(
      available.map((v) =>
        mutate('cartLinesAdd', '$cartId: ID!, $lines: [CartLineInput!]!', {
          cartId: cart.id,
          lines: [{ merchandiseId: variantGid(v.id), quantity: 2 }],
        }),
      ),
    );
    const { cart: after } = await gql(`query($id: ID!) { cart(id: $id) { ${CART} } }`, { id: cart.id });
    const heroExtra = available.some((v) => v.id === hero.variants[0]!.id) ? 2 : 0;
    expect(after.totalQuantity).toBe(1 + heroExtra + 2 * available.filter((v) => v.id !== hero.variants[0]!.id).length);
  });

  it('note, attributes and buyer identity are kept', async () => {
    const cart = await newCart([{ merchandiseId: variantGid(hero.variants[0]!.id), quantity: 1 }]);
    await mutate('cartNoteUpdate', '$cartId: ID!, $note: String!', { cartId: cart.id, note: 'Sunați înainte' });
    await mutate('cartAttributesUpdate', '$cartId: ID!, $attributes: [AttributeInput!]!', {
      cartId: cart.id,
      attributes: [{ key: 'sursa', value: 'test' }],
    });
    const last = await mutate('cartBuyerIdentityUpdate', '$cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!', {
      cartId: cart.id,
      buyerIdentity: { email: 'a@exemplu.ro', countryCode: 'RO' },
    });
    expect(last.cart).toMatchObject({
      note: 'Sunați înainte',
      attributes: [{ key: 'sursa', value: 'test' }],
      buyerIdentity: { email: 'a@exemplu.ro', countryCode: 'RO' },
    });
  });

  it('discount codes: issued codes apply (one per order), bare names and unknown ones do not, HALLOWEEN15-… only while the promotion runs', async () => {
    const unit = hero.variants[0]!.price;
    const [newsletter, spin20, halloween, spinFree] = [
      await issueCode('NEWSLETTER10'),
      await issueCode('SPIN20'),
      await issueCode('HALLOWEEN15'),
      await issueCode('SPINFREE'),
    ];
    const cart = await newCart([{ merchandiseId: variantGid(hero.variants[0]!.id), quantity: 1 }]);
    const codes = (list: string[], vars: Record<string, string> = {}) =>
      mutate(
        'cartDiscountCodesUpdate',
        '$cartId: ID!, $discountCodes: [String!]!',
        { cartId: cart.id, discountCodes: list },
        vars,
      );
    const ten = await codes([newsletter, spin20]);
    expect(ten.cart.discountCodes).toEqual([
      { code: newsletter, applicable: true },
      { code: spin20, applicable: false },
    ]);
    const discounted = Math.round(unit * 90) / 100;
    // Products less 10%; delivery joins the total only once it is selected.
    expect(Number(ten.cart.cost.totalAmount.amount)).toBeCloseTo(discounted, 2);
    expect((await codes(['NU-EXISTA'])).cart.discountCodes).toEqual([{ code: 'NU-EXISTA', applicable: false }]);
    expect((await codes(['NEWSLETTER10', 'SPIN20'])).cart.discountCodes).toEqual([
      { code: 'NEWSLETTER10', applicable: false },
      { code: 'SPIN20', applicable: false },
    ]);
    expect((await codes([halloween], promotionVars.ended())).cart.discountCodes[0].applicable).toBe(false);
    expect((await codes([halloween], promotionVars.running())).cart.discountCodes[0].applicable).toBe(true);
    // SPINFREE-…: one hand cream free, only with the cream in the cart; a vape never (no vape is a prize).
    expect((await codes([spinFree])).cart.discountCodes[0].applicable).toBe(false);
    const vapeOnly = await newCart([
      { merchandiseId: variantGid(vape.variants.find((v) => v.availableForSale)!.id), quantity: 1 },
    ]);
    const noVape = await mutate('cartDiscountCodesUpdate', '$cartId: ID!, $discountCodes: [String!]!', {
      cartId: vapeOnly.id,
      discountCodes: [spinFree],
    });
    expect(noVape.cart.discountCodes).toEqual([{ code: spinFree, applicable: false }]);
    const prize = products.find((p) => p.tags.includes(FREE_PRIZE_TAG))!.variants.find((v) => v.availableForSale)!;
    const withCream = await newCart([{ merchandiseId: variantGid(prize.id), quantity: 2 }]);
    const free = await mutate('cartDiscountCodesUpdate', '$cartId: ID!, $discountCodes: [String!]!', {
      cartId: withCream.id,
      discountCodes: [spinFree.toLowerCase()],
    });
    expect(free.cart.lines.nodes[0].discountAllocations[0].discountedAmount.amount).toBe(prize.price.toFixed(2));
  });

  it("one delivery group by the shop's rule: 19 lei under 200 lei of products, free from 200, in the total once selected", async () => {
    const select = (cart: Data) =>
      mutate(
        'cartSelectedDeliveryOptionsUpdate',
        '$cartId: ID!, $selectedDeliveryOptions: [CartSelectedDeliveryOptionInput!]!',
        {
          cartId: cart.id,
          selectedDeliveryOptions: [
            { deliveryGroupId: cart.deliveryGroups.nodes[0].id, deliveryOptionHandle: 'curier-standard' },
          ],
        },
      ).then((p) => p.cart);
    const cheapUnit = hero.variants[0]!.price;
    expect(cheapUnit).toBeLessThan(200);
    const cheap = await newCart([{ merchandiseId: variantGid(hero.variants[0]!.id), quantity: 1 }]);
    expect(cheap.deliveryGroups.nodes[0].selectedDeliveryOption).toBeNull();
    expect(Number(cheap.cost.totalAmount.amount)).toBeCloseTo(cheapUnit, 2);
    const chosen = await select(cheap);
    expect(chosen.deliveryGroups.nodes[0].selectedDeliveryOption).toMatchObject({
      handle: 'curier-standard',
      estimatedCost: { amount: '19.00' },
    });
    expect(Number(chosen.cost.totalAmount.amount)).toBeCloseTo(cheapUnit + 19, 2);
    const big = await newCart([{ merchandiseId: variantGid(hero.variants[1]!.id), quantity: 1 }]);
    expect(hero.variants[1]!.price).toBeGreaterThanOrEqual(200);
    const bigChosen = await select(big);
    expect(bigChosen.deliveryGroups.nodes[0].selectedDeliveryOption.estimatedCost.amount).toBe('0.00');
    expect(bigChosen.cost.totalAmount.amount).toBe(bigChosen.cost.subtotalAmount.amount);
    const wrong = await mutate(
      'cartSelectedDeliveryOptionsUpdate',
      '$cartId: ID!, $selectedDeliveryOptions: [CartSelectedDeliveryOptionInput!]!',
      {
        cartId: big.id,
        selectedDeliveryOptions: [
          { deliveryGroupId: big.deliveryGroups.nodes[0].id, deliveryOptionHandle: 'zbor-cu-drona' },
        ],
      },
    );
    expect(wrong.userErrors[0].message).toBe('The delivery option does not exist.');
  });

  it('vapes do not count toward free delivery: 200 lei of products that are so only with vapes ship for 19 lei', async () => {
    const vapeVariant = vape.variants.find((v) => v.availableForSale && v.quantityAvailable >= 3)!;
    const oil = hero.variants[0]!;
    const vapes = Math.ceil((200 - oil.price) / vapeVariant.price);
    expect(oil.price + vapeVariant.price * vapes).toBeGreaterThanOrEqual(200);
    const mixed = await newCart([
      { merchandiseId: variantGid(oil.id), quantity: 1 },
      { merchandiseId: variantGid(vapeVariant.id), quantity: vapes },
    ]);
    const { cart } = await gql(
      'query($id: ID!) { cart(id: $id) { deliveryGroups(first: 1) { nodes { deliveryOptions { estimatedCost { amount } } } } } }',
      { id: mixed.id },
    );
    expect(cart.deliveryGroups.nodes[0].deliveryOptions[0].estimatedCost.amount).toBe('19.00');
  });
});

describe('cart metafields, gift cards and delivery addresses', () => {
  const EXTRAS =
    'metafield(namespace: "custom", key: "nota") { value type } appliedGiftCards { id } delivery { addresses { id selected oneTimeUse address { ... on CartDeliveryAddress { city zip name formatted(withName: true) } } } }';
  const extras = async (id: string) => (await gql(`query($id: ID!) { cart(id: $id) { ${EXTRAS} } }`, { id })).cart;
  const run = (name: string, args: string, variables: Record<string, unknown>) =>
    gql(
      `mutation(${args}) { ${name}(${args.replace(/\$(\w+):[^,]+/g, '$1: $$$1')}) { cart { id } userErrors { field message code } } }`,
      variables,
    ).then((d) => d[name] as Data);
  const cluj = (selected = false) => ({
    address: {
      deliveryAddress: {
        firstName: 'Ana',
        lastName: 'Pop',
        address1: 'Str. Observatorului 12',
        city: 'Cluj-Napoca',
        zip: '400347',
        countryCode: 'RO',
      },
    },
    selected,
  });

  it('metafields are set, read back and deleted; a bad type, JSON or owner is a user error that changes nothing', async () => {
    const cart = await newCart([{ merchandiseId: variantGid(hero.variants[0]!.id), quantity: 1 }]);
    const set = (metafields: unknown[]) =>
      gql(
        'mutation($m: [CartMetafieldsSetInput!]!) { cartMetafieldsSet(metafields: $m) { metafields { key namespace value } userErrors { code field elementIndex } } }',
        { m: metafields },
      ).then((d) => d.cartMetafieldsSet);
    expect(
      (await set([{ ownerId: cart.id, key: 'custom.nota', type: 'single_line_text_field', value: 'Sunați înainte' }]))
        .metafields,
    ).toEqual([{ key: 'nota', namespace: 'custom', value: 'Sunați înainte' }]);
    expect((await extras(cart.id)).metafield).toEqual({ value: 'Sunați înainte', type: 'single_line_text_field' });
    for (const [bad, code] of [
      [{ ownerId: cart.id, key: 'custom.nota', type: 'file_reference', value: 'x' }, 'INVALID_TYPE'],
      [{ ownerId: cart.id, key: 'custom.nota', type: 'json', value: '{nu' }, 'INVALID_VALUE'],
      [
        { ownerId: 'gid://shopify/Product/1', key: 'custom.nota', type: 'single_line_text_field', value: 'x' },
        'INVALID_OWNER',
      ],
      [{ ownerId: cart.id, key: ' ', type: 'single_line_text_field', value: 'x' }, 'BLANK'],
    ] as const) {
      const answer = await set([bad]);
      expect(answer.metafields, code).toBeNull();
      expect(answer.userErrors[0].code, code).toBe(code);
    }
    expect((await extras(cart.id)).metafield.value).toBe('Sunați înainte');
    const deleted = await gql(
      'mutation($i: CartMetafieldDeleteInput!) { cartMetafieldDelete(input: $i) { deletedId userErrors { code } } }',
      { i: { ownerId: cart.id, key: 'custom.nota' } },
    );
    expect(deleted.cartMetafieldDelete.deletedId).toMatch(/^gid:\/\/shopify\/Metafield\//);
    expect((await extras(cart.id)).metafield).toBeNull();
  });

  it('gift card codes are refused as user errors (the shop sells none); the cart is unchanged', async () => {
    const cart = await newCart([{ merchandiseId: variantGid(hero.variants[0]!.id), quantity: 1 }]);
    for (const name of ['cartGiftCardCodesUpdate', 'cartGiftCardCodesAdd']) {
      const answer = await run(name, '$cartId: ID!, $giftCardCodes: [String!]!', {
        cartId: cart.id,
        giftCardCodes: ['CARD-1234', '__proto__'],
      });
      expect(answer.userErrors).toHaveLength(2);
      expect(
        (await run(name, '$cartId: ID!, $giftCardCodes: [String!]!', { cartId: cart.id, giftCardCodes: [] }))
          .userErrors,
      ).toEqual([]);
    }
    expect(
      (
        await run('cartGiftCardCodesRemove', '$cartId: ID!, $appliedGiftCardIds: [ID!]!', {
          cartId: cart.id,
          appliedGiftCardIds: ['gid://shopify/AppliedGiftCard/1'],
        })
      ).userErrors,
    ).toHaveLength(1);
    expect((await extras(cart.id)).appliedGiftCards).toEqual([]);
  });

  it('delivery addresses are added, selected, removed and replaced; hostile or impossible ones are refused', async () => {
    const cart = await newCart([{ merchandiseId: variantGid(hero.variants[0]!.id), quantity: 1 }]);
    const args = '$cartId: ID!, $addresses: [CartSelectableAddressInput!]!';
    expect(
      (await run('cartDeliveryAddressesAdd', args, { cartId: cart.id, addresses: [cluj(), cluj()] })).userErrors,
    ).toEqual([]);
    const [first, second] = (await extras(cart.id)).delivery.addresses;
    expect(first.address).toMatchObject({ city: 'Cluj-Napoca', name: 'Ana Pop' });
    expect(first.address.formatted).toEqual([
      'Ana Pop',
      'Str. Observatorului 12',
      '400347 Cluj-Napoca',
      'Cluj-Napoca, RO',
    ]);
    const update = (addresses: unknown[]) =>
      run('cartDeliveryAddressesUpdate', '$cartId: ID!, $addresses: [CartSelectableAddressUpdateInput!]!', {
        cartId: cart.id,
        addresses,
      });
    expect((await update([{ id: first.id, selected: true }])).userErrors).toEqual([]);
    expect((await update([{ id: second.id, selected: true }])).userErrors[0].code).toBe(
      'ONLY_ONE_DELIVERY_ADDRESS_CAN_BE_SELECTED',
    );
    expect((await update([{ id: 'gid://shopify/CartSelectableAddress/nu', selected: true }])).userErrors[0].code).toBe(
      'INVALID_DELIVERY_ADDRESS_ID',
    );
    expect((await extras(cart.id)).delivery.addresses.map((a: { selected: boolean }) => a.selected)).toEqual([
      true,
      false,
    ]);
    const hostile = (deliveryAddress: Record<string, string>) =>
      run('cartDeliveryAddressesAdd', args, {
        cartId: cart.id,
        addresses: [{ address: { deliveryAddress: { countryCode: 'RO', ...deliveryAddress } } }],
      });
    expect((await hostile({ address1: '<img src=x onerror=alert(1)>' })).userErrors[0].code).toBe(
      'ADDRESS_FIELD_CONTAINS_HTML_TAGS',
    );
    expect((await hostile({ city: 'Cluj 🌲' })).userErrors[0].code).toBe('ADDRESS_FIELD_CONTAINS_EMOJIS');
    expect((await hostile({ zip: '4003' })).userErrors[0].code).toBe('INVALID_ZIP_CODE_FOR_COUNTRY');
    expect((await hostile({ address1: 'x'.repeat(300) })).userErrors[0].code).toBe('ADDRESS_FIELD_IS_TOO_LONG');
    expect(
      (
        await run('cartDeliveryAddressesAdd', args, {
          cartId: cart.id,
          addresses: Array.from({ length: 19 }, () => cluj()),
        })
      ).userErrors[0].code,
    ).toBe('TOO_MANY_DELIVERY_ADDRESSES');
    expect((await extras(cart.id)).delivery.addresses).toHaveLength(2);
    expect(
      (
        await run('cartDeliveryAddressesRemove', '$cartId: ID!, $addressIds: [ID!]!', {
          cartId: cart.id,
          addressIds: [first.id],
        })
      ).userErrors,
    ).toEqual([]);
    expect((await extras(cart.id)).delivery.addresses.map((a: { id: string }) => a.id)).toEqual([second.id]);
    expect(
      (await run('cartDeliveryAddressesReplace', args, { cartId: cart.id, addresses: [cluj(true)] })).userErrors,
    ).toEqual([]);
    const replaced = (await extras(cart.id)).delivery.addresses;
    expect(replaced).toHaveLength(1);
    expect(replaced[0].selected).toBe(true);
    expect(replaced[0].id).not.toBe(second.id);
  });
});
