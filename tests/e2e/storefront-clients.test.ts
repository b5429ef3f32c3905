import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { buildClientSchema, type IntrospectionQuery, parse } from 'graphql';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { priceDocument } from '../../packages/embedded-storefront/src/cost';
import { LIMITS } from '../../packages/embedded-storefront/src/limits';
import { issueCode } from './mailbox';
import { cartHandlerDocuments, PACKAGES, type ShopifyDocument, skeletonDocuments } from './shopify-documents';

/**
 * Shopify's own clients against the embedded store over HTTP: the Hydrogen skeleton template's queries and
 * the Hydrogen cart handler's documents, sent to POST /api/2026-04/graphql.json of the running shop. Each
 * document either answers with data and no errors, or says in a GraphQL error which field is missing —
 * never a silent null. The documents known to answer are listed, so a regression fails.
 */
const endpoint = `${inject('baseUrl')}/api/2026-04/graphql.json`;
const HERO = 'ulei-cbd-10-spectru-complet';
const HERO_VARIANT = 'gid://shopify/ProductVariant/100101';
const OTHER_VARIANT = 'gid://shopify/ProductVariant/100102';

/** Documents that answer in full today; grow this list as the store implements more. */
const ANSWERING = new Set([
  // Skeleton
  'Header',
  'Footer',
  'FeaturedCollection',
  'RecommendedProducts',
  'Article',
  'Blog',
  'Blogs',
  'Collection',
  'StoreCollections',
  'Catalog',
  'Page',
  'Policy',
  'Policies',
  'Product',
  'RegularSearch',
  'PredictiveSearch',
  // Cart handler
  'CartQuery',
  'cartCreate',
  'cartLinesAdd',
  'cartLinesUpdate',
  'cartLinesRemove',
  'cartDiscountCodesUpdate',
  'cartNoteUpdate',
  'cartBuyerIdentityUpdate',
  'cartAttributesUpdate',
  'cartSelectedDeliveryOptionsUpdate',
  'cartMetafieldsSet',
  'cartMetafieldDelete',
  'cartGiftCardCodesUpdate',
  'cartGiftCardCodesAdd',
  'cartGiftCardCodesRemove',
  'cartDeliveryAddressesAdd',
  'cartDeliveryAddressesUpdate',
  'cartDeliveryAddressesRemove',
  'cartDeliveryAddressesReplace',
]);

interface Answer {
  status: number;
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** What the skeleton's known documents are checked for (each answers some of these fields). */
interface MenuItem {
  title: string;
  url: string;
  items?: MenuItem[];
}

interface SkeletonData {
  shop: { name: string; privacyPolicy: { body: string }; primaryDomain: { url: string } };
  menu: { items: MenuItem[] };
  product: { selectedOrFirstAvailableVariant: { selectedOptions: { name: string; value: string }[] } };
  blog: { articleByHandle: { title: string } };
  products: { nodes: { title: string }[] };
  predictiveSearch: { products: unknown[] };
}

async function run(query: string, variables: Record<string, unknown>): Promise<Answer> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Shopify-Storefront-Access-Token': 'hydrogen-test',
      'X-SDK-Variant': 'hydrogen-react',
    },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, ...((await response.json()) as Omit<Answer, 'status'>) };
}

/** What the skeleton's routes send. */
const SKELETON_VARIABLES: Record<string, Record<string, unknown>> = {
  Header: { headerMenuHandle: 'main-menu', country: 'RO', language: 'RO' },
  Footer: { footerMenuHandle: 'footer', country: 'RO', language: 'RO' },
  FeaturedCollection: {},
  RecommendedProducts: {},
  Article: { blogHandle: 'blog', articleHandle: 'cbd-si-somnul-ce-arata-studiile' },
  Blog: { blogHandle: 'blog', first: 4 },
  Blogs: { first: 10 },
  Collection: { handle: 'uleiuri-cbd', first: 8 },
  StoreCollections: { first: 4 },
  Catalog: { first: 8 },
  Page: { handle: 'despre' },
  Policy: { privacyPolicy: true, refundPolicy: false, shippingPolicy: false, termsOfService: false },
  Policies: {},
  Product: { handle: HERO, selectedOptions: [{ name: 'Volum', value: '30 ml' }] },
  RegularSearch: { term: 'crema', first: 8 },
  PredictiveSearch: {
    term: 'crema',
    limit: 10,
    limitScope: 'EACH',
    types: ['ARTICLE', 'COLLECTION', 'PAGE', 'PRODUCT', 'QUERY'],
  },
};

/** The skeleton's routes (app/routes): /, collections, products, blogs and articles, pages, policies, search, cart, account. */
const SKELETON_ROUTES =
  /^\/(collections(\/[^/]+)?|products\/[^/]+|blogs(\/[^/]+){0,2}|pages\/[^/]+|policies(\/[^/]+)?|search|cart|account(\/.*)?)?$/;

/** A root field answered null without an error is the silent failure Storefront clients cannot see. */
const silentNulls = (answer: Answer) =>
  answer.errors?.length
    ? []
    : Object.entries(answer.data ?? {})
        .filter(([, v]) => v === null)
        .map(([k]) => k);
const answered = (answer: Answer) =>
  answer.status === 200 && !answer.errors?.length && answer.data != null && silentNulls(answer).length === 0;
const why = (answer: Answer) => answer.errors?.[0]?.message ?? `HTTP ${answer.status}`;

function expectHonest(doc: ShopifyDocument, answer: Answer) {
  expect(answer.status, doc.name).toBe(200);
  expect(silentNulls(answer), `${doc.name} answered null without saying why`).toEqual([]);
  if (!answered(answer)) expect(answer.errors?.[0]?.message, doc.name).toBeTruthy();
}

let skeleton: ShopifyDocument[];
let cart: ShopifyDocument[];
beforeAll(() => {
  skeleton = skeletonDocuments();
  cart = cartHandlerDocuments();
});

describe(`the Hydrogen skeleton template's queries (${PACKAGES.createHydrogen})`, () => {
  it('each answers with data and no errors, or names what is missing; the known ones answer', async () => {
    const results: [string, Answer][] = [];
    for (const doc of skeleton) {
      const answer = await run(doc.query, SKELETON_VARIABLES[doc.name] ?? {});
      expectHonest(doc, answer);
      results.push([doc.name, answer]);
    }
    // The answers are the shop's, not just any data.
    const data = (name: string) => results.find(([n]) => n === name)?.[1].data as SkeletonData | undefined;
    if (data('Header')) {
      expect(data('Header')!.shop.name).toBe('Verdana');
      expect(data('Header')!.menu.items.map((i: { title: string }) => i.title)).toContain('Magazin');
      // Every menu link is on the shop's primary domain (the skeleton strips it) and leads to a skeleton route.
      const primary = data('Header')!.shop.primaryDomain.url;
      const items = ['Header', 'Footer']
        .flatMap((name) => data(name)?.menu.items ?? [])
        .flatMap((i) => [i, ...(i.items ?? [])]);
      expect(items.length).toBeGreaterThan(10);
      for (const { url } of items) {
        expect(new URL(url).origin, url).toBe(primary);
        expect(new URL(url).pathname, url).toMatch(SKELETON_ROUTES);
      }
    }
    if (data('Product'))
      expect(data('Product')!.product.selectedOrFirstAvailableVariant.selectedOptions).toEqual([
        { name: 'Volum', value: '30 ml' },
      ]);
    if (data('Article')) expect(data('Article')!.blog.articleByHandle.title).toMatch(/somn/i);
    if (data('Policy')) expect(data('Policy')!.shop.privacyPolicy.body).toContain('GDPR');
    if (data('RegularSearch'))
      expect(data('RegularSearch')!.products.nodes.some((p: { title: string }) => p.title.includes('Cremă'))).toBe(
        true,
      );
    if (data('PredictiveSearch')) expect(data('PredictiveSearch')!.predictiveSearch.products.length).toBeGreaterThan(0);
    const ok = results.filter(([, a]) => answered(a)).map(([n]) => n);
    console.info(`Hydrogen skeleton: ${ok.length} of ${results.length} documents answer with data and no errors`);
    for (const [name, answer] of results) if (!answered(answer)) console.info(`  ${name}: ${why(answer)}`);
    for (const name of ANSWERING) if (skeleton.some((d) => d.name === name)) expect(ok, name).toContain(name);
  });
});

describe(`the Hydrogen cart handler's documents (${PACKAGES.hydrogen})`, () => {
  it('each mutation visibly changes the cart the cart query reads back, or names what is missing', async () => {
    const byName = new Map(cart.map((d) => [d.name, d]));
    const results = new Map<string, Answer>();
    const send = async (name: string, variables: Record<string, unknown>) => {
      const answer = await run(byName.get(name)!.query, variables);
      expectHonest(byName.get(name)!, answer);
      results.set(name, answer);
      return answer;
    };
    type ReadCart = {
      totalQuantity: number;
      note: string | null;
      attributes: { key: string; value: string }[];
      discountCodes: { code: string; applicable: boolean }[];
      buyerIdentity: { email: string | null };
      cost: { subtotalAmount: { amount: string }; totalAmount: { amount: string } };
      lines: { edges: { node: { id: string; quantity: number; merchandise: { id: string } } }[] };
    };
    const read = async () => (await send('CartQuery', { cartId, numCartLines: 100 })).data!.cart as ReadCart;
    const quantity = (answer: Answer, root: string) =>
      (answer.data?.[root] as { cart: { totalQuantity: number } } | undefined)?.cart?.totalQuantity;

    const created = await send('cartCreate', { input: { lines: [{ merchandiseId: HERO_VARIANT, quantity: 1 }] } });
    expect(answered(created), why(created)).toBe(true);
    const cartId = (created.data!.cartCreate as { cart: { id: string } }).cart.id;
    expect((await read()).totalQuantity).toBe(1);

    const added = await send('cartLinesAdd', { cartId, lines: [{ merchandiseId: OTHER_VARIANT, quantity: 2 }] });
    if (answered(added)) expect(quantity(added, 'cartLinesAdd')).toBe(3);
    const lines = (await read()).lines.edges.map((e) => e.node);
    const hero = lines.find((l) => l.merchandise.id === HERO_VARIANT)!;
    const other = lines.find((l) => l.merchandise.id === OTHER_VARIANT);

    const updated = await send('cartLinesUpdate', { cartId, lines: [{ id: hero.id, quantity: 3 }] });
    if (answered(updated)) expect((await read()).lines.edges.find((e) => e.node.id === hero.id)?.node.quantity).toBe(3);
    const removed = await send('cartLinesRemove', { cartId, lineIds: other ? [other.id] : [] });
    if (answered(removed) && other) expect((await read()).lines.edges.map((e) => e.node.id)).toEqual([hero.id]);

    const full = Number((await read()).cost.totalAmount.amount);
    // A code the shop issued to one address (bare names apply to nothing), typed in lower case as a shopper might.
    const issued = (await issueCode(inject('baseUrl'))).toLowerCase();
    const bare = await send('cartDiscountCodesUpdate', { cartId, discountCodes: ['newsletter10'] });
    if (answered(bare)) expect((await read()).discountCodes).toEqual([{ code: 'newsletter10', applicable: false }]);
    const coded = await send('cartDiscountCodesUpdate', { cartId, discountCodes: [issued] });
    if (answered(coded)) {
      const after = await read();
      expect(after.discountCodes).toEqual([{ code: issued, applicable: true }]);
      // 10% off the products (delivery is added once selected); the subtotal already carries the lines' codes.
      expect(Number(after.cost.totalAmount.amount)).toBeCloseTo(Math.round(full * 90) / 100, 2);
      expect(after.cost.subtotalAmount.amount).toBe(after.cost.totalAmount.amount);
      await send('cartDiscountCodesUpdate', { cartId, discountCodes: ['NU-EXISTA'] });
      expect((await read()).discountCodes).toEqual([{ code: 'NU-EXISTA', applicable: false }]);
    }
    const noted = await send('cartNoteUpdate', { cartId, note: 'Livrare după ora 17' });
    if (answered(noted)) expect((await read()).note).toBe('Livrare după ora 17');
    const buyer = await send('cartBuyerIdentityUpdate', {
      cartId,
      buyerIdentity: { countryCode: 'RO', email: 'client@exemplu.ro' },
    });
    if (answered(buyer)) expect((await read()).buyerIdentity.email).toBe('client@exemplu.ro');
    const attributed = await send('cartAttributesUpdate', {
      cartId,
      attributes: [{ key: 'sursa', value: 'hydrogen' }],
    });
    if (answered(attributed)) expect((await read()).attributes).toEqual([{ key: 'sursa', value: 'hydrogen' }]);
    const groups = await run(
      'query G($cartId: ID!) { cart(id: $cartId) { deliveryGroups(first: 1) { nodes { id deliveryOptions { handle } } } } }',
      { cartId },
    );
    const group = (
      groups.data?.cart as
        | { deliveryGroups: { nodes: { id: string; deliveryOptions: { handle: string }[] }[] } }
        | undefined
    )?.deliveryGroups.nodes[0];
    await send('cartSelectedDeliveryOptionsUpdate', {
      cartId,
      selectedDeliveryOptions: group
        ? [{ deliveryGroupId: group.id, deliveryOptionHandle: group.deliveryOptions[0]!.handle }]
        : [],
    });

    // Metafields, gift cards and delivery addresses, against the same cart, each read back.
    const extras = async () =>
      (
        await run(
          'query X($cartId: ID!) { cart(id: $cartId) { metafield(namespace: "custom", key: "nota") { value } appliedGiftCards { id } delivery { addresses { id selected address { ... on CartDeliveryAddress { city zip } } } } } }',
          { cartId },
        )
      ).data?.cart as {
        metafield: { value: string } | null;
        appliedGiftCards: unknown[];
        delivery: { addresses: { id: string; selected: boolean; address: { city: string } }[] };
      };
    const has = (name: string) => cart.some((d) => d.name === name);
    if (
      has('cartMetafieldsSet') &&
      answered(
        await send('cartMetafieldsSet', {
          metafields: [
            { ownerId: cartId, key: 'custom.nota', type: 'single_line_text_field', value: 'Sunați înainte' },
          ],
        }),
      )
    ) {
      expect((await extras()).metafield?.value).toBe('Sunați înainte');
    }
    if (
      has('cartMetafieldDelete') &&
      answered(await send('cartMetafieldDelete', { input: { ownerId: cartId, key: 'custom.nota' } }))
    )
      expect((await extras()).metafield).toBeNull();
    // The shop sells no gift cards: a code is refused as a user error (data, no GraphQL error), the cart unchanged.
    if (has('cartGiftCardCodesUpdate'))
      await send('cartGiftCardCodesUpdate', { cartId, giftCardCodes: ['CARD-NU-EXISTA'] });
    if (has('cartGiftCardCodesAdd')) await send('cartGiftCardCodesAdd', { cartId, giftCardCodes: ['CARD-NU-EXISTA'] });
    if (has('cartGiftCardCodesRemove')) await send('cartGiftCardCodesRemove', { cartId, appliedGiftCardIds: [] });
    expect((await extras()).appliedGiftCards).toEqual([]);
    const cluj = {
      deliveryAddress: {
        firstName: 'Ana',
        lastName: 'Pop',
        address1: 'Str. Observatorului 12',
        city: 'Cluj-Napoca',
        provinceCode: 'CJ',
        zip: '400347',
        countryCode: 'RO',
      },
    };
    if (
      has('cartDeliveryAddressesAdd') &&
      answered(await send('cartDeliveryAddressesAdd', { cartId, addresses: [{ address: cluj, selected: false }] }))
    ) {
      const [added] = (await extras()).delivery.addresses;
      expect(added?.address.city).toBe('Cluj-Napoca');
      if (
        answered(await send('cartDeliveryAddressesUpdate', { cartId, addresses: [{ id: added!.id, selected: true }] }))
      )
        expect((await extras()).delivery.addresses[0]?.selected).toBe(true);
      if (answered(await send('cartDeliveryAddressesRemove', { cartId, addressIds: [added!.id] })))
        expect((await extras()).delivery.addresses).toEqual([]);
      if (
        answered(await send('cartDeliveryAddressesReplace', { cartId, addresses: [{ address: cluj, selected: true }] }))
      )
        expect((await extras()).delivery.addresses).toHaveLength(1);
    }
    const rest: Record<string, Record<string, unknown>> = {};
    for (const doc of cart) if (!results.has(doc.name)) await send(doc.name, rest[doc.name] ?? { cartId });

    const ok = [...results].filter(([, a]) => answered(a)).map(([n]) => n);
    console.info(`Hydrogen cart handler: ${ok.length} of ${results.size} documents answer with data and no errors`);
    for (const [name, answer] of results) if (!answered(answer)) console.info(`  ${name}: ${why(answer)}`);
    for (const name of ANSWERING) if (cart.some((d) => d.name === name)) expect(ok, name).toContain(name);
  });
});

describe("the embedded store's price list", () => {
  it('prices every Hydrogen document, at the largest page sizes it may ask for, well under the limits', () => {
    const file = createRequire(import.meta.url).resolve('@shopify/hydrogen-react/storefront.schema.json');
    const json = JSON.parse(readFileSync(file, 'utf8')) as { data?: IntrospectionQuery } & IntrospectionQuery;
    const schema = buildClientSchema(json.data ?? json);
    const prices = [...skeleton, ...cart].map((doc) => {
      const price = priceDocument(schema, parse(doc.query), {
        variables: { first: 250, last: 250, numCartLines: 250 },
      });
      expect(price.cost, doc.name).toBeLessThanOrEqual(LIMITS.maxCost / 10);
      expect(price.depth, doc.name).toBeLessThanOrEqual(LIMITS.maxDepth - 5);
      expect(price.fields, doc.name).toBeLessThanOrEqual(LIMITS.maxFields / 4);
      return [doc.name, price.cost] as const;
    });
    console.info(
      `Hydrogen documents: dearest ${prices.reduce((a, b) => (b[1] > a[1] ? b : a)).join(' at ')} of ${LIMITS.maxCost}`,
    );
  });
});
