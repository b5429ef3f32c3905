// The embedded store answers the lot metafields and compareAtPrice the way the Storefront API does.
import { describe, expect, it } from 'vitest';
import { products as catalogProducts, lotsByHandle } from '../../../content/catalog';
import { demoShopFigures } from '../../../content/site';
import { memoryCartStore } from '../../../packages/embedded-storefront';
import { createStorefront } from '../../../worker/storefront';
import { createStorefrontClient } from '../../../worker/storefront/client';
import { PRODUCT_QUERY, PRODUCTS_QUERY } from '../../../worker/storefront/documents';
import { shopEmbeddedStore } from '../../../worker/storefront/embedded-store';
import type {
  ProductCardFragment,
  VariantFieldsFragment,
} from '../../../worker/storefront/generated/storefront.generated';
import { countOf, ratingOf, reshapeLot, reshapeProduct, testimonialsOf } from '../../../worker/storefront/reshape';

const transport = shopEmbeddedStore({ carts: memoryCartStore(), origin: 'https://shop.test' });
const storefront = createStorefront(createStorefrontClient({ transport }));

const hero = catalogProducts.find((p) => p.handle === 'ulei-cbd-10-spectru-complet')!;

interface Metafield {
  namespace: string;
  key: string;
  type: string;
  value: string;
}

async function run<T>(query: string, variables: Record<string, unknown> = {}) {
  const { body } = await transport({ query, variables });
  return body as { data: T; errors?: { message: string }[] };
}

const METAFIELDS_QUERY = `query Lot($handle: String!) {
  product(handle: $handle) {
    lot: metafield(namespace: "verdana", key: "lot") { namespace key type value }
    analysis: metafield(namespace: "verdana", key: "analysis") { type value }
    coa: metafield(namespace: "verdana", key: "coa_url") { type value }
    unknown: metafield(namespace: "verdana", key: "nu_exista") { value }
    otherNamespace: metafield(namespace: "custom", key: "lot") { value }
    appNamespace: metafield(key: "lot") { value }
    metafields(identifiers: [{namespace: "verdana", key: "lot"}, {namespace: "verdana", key: "nope"}, {namespace: "verdana", key: "coa_url"}]) {
      key
      value
      parentResource { ... on Product { handle } }
    }
  }
}`;

describe('embedded store: lot metafields', () => {
  it('answers verdana.lot, verdana.analysis (json) and verdana.coa_url (url), null for any other identifier', async () => {
    const { data, errors } = await run<{
      product: {
        lot: Metafield;
        analysis: Metafield;
        coa: Metafield;
        unknown: null;
        otherNamespace: null;
        appNamespace: null;
        metafields: ({ key: string; value: string; parentResource: { handle: string } } | null)[];
      };
    }>(METAFIELDS_QUERY, { handle: hero.handle });
    expect(errors).toBeUndefined();
    const lot = lotsByHandle.get(hero.handle)!;
    expect(data.product.lot).toEqual({
      namespace: 'verdana',
      key: 'lot',
      type: 'single_line_text_field',
      value: 'VW-OIL10-2608',
    });
    expect(data.product.analysis.type).toBe('json');
    const analysis = JSON.parse(data.product.analysis.value);
    expect(analysis).toMatchObject({
      analysedAt: lot.analysedAt,
      reportNumber: lot.reportNumber,
      thc: { loqPercent: 0.01, measuredPercent: null },
    });
    expect(analysis.lab).toMatch(/acreditat ISO\/IEC 17025/);
    expect(analysis.cbd).toEqual([
      { label: null, declared: { value: 1000, unit: 'mg / 10 ml' }, measured: { value: 1012, unit: 'mg / 10 ml' } },
    ]);
    expect(analysis.checks.map((c: { parameter: string }) => c.parameter).join(' ')).toMatch(
      /Metale grele.*Pesticide.*Solvenți.*Microbiologie/,
    );
    expect(data.product.coa).toEqual({ type: 'url', value: '/buletin-analiza/VW-OIL10-2608' });
    expect(data.product.unknown).toBeNull();
    expect(data.product.otherNamespace).toBeNull();
    expect(data.product.appNamespace).toBeNull();
    expect(data.product.metafields).toEqual([
      { key: 'lot', value: 'VW-OIL10-2608', parentResource: { handle: hero.handle } },
      null,
      { key: 'coa_url', value: '/buletin-analiza/VW-OIL10-2608', parentResource: { handle: hero.handle } },
    ]);
  });

  it('every catalogue product carries a lot, and every lot belongs to a catalogue product', () => {
    expect(catalogProducts.filter((p) => !p.lot).map((p) => p.handle)).toEqual([]);
    const handles = new Set(catalogProducts.map((p) => p.handle));
    expect([...lotsByHandle.keys()].filter((h) => !handles.has(h))).toEqual([]);
    const numbers = catalogProducts.map((p) => p.lot!.number);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('the product detail document reshapes into the lot; list documents do not ask for it', async () => {
    const product = await storefront.product(hero.handle);
    expect(product?.lot).toMatchObject({
      number: 'VW-OIL10-2608',
      analysedAt: '2026-09-08',
      reportNumber: 'VA-2026-1184',
      thc: { loqPercent: 0.01, measuredPercent: null },
      cbd: [
        { label: null, declared: { value: 1000, unit: 'mg / 10 ml' }, measured: { value: 1012, unit: 'mg / 10 ml' } },
      ],
      certificateUrl: '/buletin-analiza/VW-OIL10-2608',
    });
    expect(product?.lot?.checks.every((c) => c.passed)).toBe(true);
    expect(PRODUCT_QUERY).toContain('metafield(namespace: "verdana", key: "lot")');
    expect(PRODUCTS_QUERY).not.toContain('metafield');
    const [first] = await storefront.products({ first: 1 });
    expect(first).not.toHaveProperty('lot');
  });

  it('analysis dates are ISO dates in the months before November 2026; declared CBD agrees with the description', () => {
    for (const p of catalogProducts) {
      const lot = p.lot!;
      expect(lot.analysedAt, p.handle).toMatch(/^2026-(0[6-9]|10)-\d{2}$/);
      expect(lot.thc, p.handle).toEqual({ loqPercent: 0.01, measuredPercent: null });
      // "1000 mg de CBD în 10 ml", "15 mg de CBD", "tubul de 50 ml conține 500 mg de CBD": the label's figure is the declared one.
      // Thousands are grouped with a point, as the shop writes them: "1.000 mg de CBD".
      const stated = /(\d{1,3}(?:[.\s\u00a0]\d{3})*|\d+) mg de CBD/
        .exec(p.description)?.[1]
        ?.replace(/[.\s\u00a0]/g, '');
      if (stated)
        expect(
          lot.cbd.map((row) => row.declared.value),
          p.handle,
        ).toContain(Number(stated));
      for (const row of lot.cbd)
        expect(Math.abs(row.measured.value / row.declared.value - 1), p.handle).toBeLessThanOrEqual(0.1);
    }
  });
});

describe('embedded store: compareAtPrice', () => {
  it('is null on every catalogue variant (no reference price is set), and the range answers 0.0 as Shopify does', async () => {
    const { data } = await run<{
      products: {
        nodes: {
          compareAtPriceRange: { maxVariantPrice: { amount: string } };
          variants: { nodes: { compareAtPrice: unknown }[] };
        }[];
      };
    }>(
      `{ products(first: 250) { nodes { compareAtPriceRange { maxVariantPrice { amount } } variants(first: 20) { nodes { compareAtPrice { amount currencyCode } } } } } }`,
    );
    expect(data.products.nodes).toHaveLength(catalogProducts.length);
    for (const node of data.products.nodes) {
      expect(node.compareAtPriceRange.maxVariantPrice.amount).toBe('0.00');
      for (const v of node.variants.nodes) expect(v.compareAtPrice).toBeNull();
    }
    expect(catalogProducts.flatMap((p) => p.variants).filter((v) => v.compareAtPrice !== undefined)).toEqual([]);
    const product = await storefront.product(hero.handle);
    expect(product?.variants.map((v) => v.compareAtPrice)).toEqual([null, null]);
  });

  it("resolves a variant's compareAtPrice when the catalogue sets one, and reshapes it to Money", async () => {
    const withReference = { ...hero, variants: [{ ...hero.variants[0]!, compareAtPrice: 199.9 }, hero.variants[1]!] };
    const catalog = { products: [withReference], collections: [] };
    const local = createStorefront(
      createStorefrontClient({
        transport: shopEmbeddedStore({ carts: memoryCartStore(), origin: 'https://shop.test', catalog }),
      }),
    );
    const product = await local.product(hero.handle);
    expect(product?.variants.map((v) => v.compareAtPrice)).toEqual([{ amount: 199.9, currencyCode: 'RON' }, null]);
  });
});

const rawProduct = (over: Partial<ProductCardFragment> = {}): ProductCardFragment => ({
  id: 'gid://shopify/Product/1',
  handle: 'p',
  title: 'P',
  description: '',
  productType: '',
  tags: [],
  availableForSale: true,
  priceRange: { minVariantPrice: { amount: '100.0', currencyCode: 'RON' } },
  images: { nodes: [] },
  variants: { nodes: [] },
  options: [],
  ...over,
});

describe('reshape', () => {
  it('compareAtPrice: Money when above the price, null when absent or not above it', () => {
    const variant = (compareAtPrice: VariantFieldsFragment['compareAtPrice']): VariantFieldsFragment => ({
      id: 'v',
      title: 'Default Title',
      availableForSale: true,
      quantityAvailable: 1,
      price: { amount: '100.0', currencyCode: 'RON' },
      compareAtPrice,
      selectedOptions: [],
      unitPriceMeasurement: null,
    });
    const product = reshapeProduct(
      rawProduct({
        variants: {
          nodes: [
            variant({ amount: '129.9', currencyCode: 'RON' }),
            variant(null),
            variant({ amount: '100.0', currencyCode: 'RON' }),
            variant({ amount: '0.0', currencyCode: 'RON' }),
          ],
        },
      }),
    );
    expect(product.variants.map((v) => v.compareAtPrice)).toEqual([
      { amount: 129.9, currencyCode: 'RON' },
      null,
      null,
      null,
    ]);
  });

  it("a real store's metafields: a lab PDF link is kept, unsafe links and unreadable analyses are not claimed", () => {
    const analysis = {
      type: 'json',
      value: JSON.stringify({
        analysedAt: '2026-05-02',
        lab: 'Lab X',
        reportNumber: 'R1',
        thc: { loqPercent: 0.01, measuredPercent: null },
        cbd: [],
        checks: [{ parameter: 'Pesticide', result: 'Nedetectate', passed: true }],
      }),
    };
    expect(
      reshapeLot({ lotNumber: { value: 'A1' }, analysis, certificate: { value: 'https://lab.example/coa/A1.pdf' } }),
    ).toEqual({
      number: 'A1',
      analysedAt: '2026-05-02',
      lab: 'Lab X',
      accreditation: null,
      reportNumber: 'R1',
      demo: false,
      thc: { loqPercent: 0.01, measuredPercent: null },
      cbd: [],
      checks: [{ name: 'Pesticide', result: 'Nedetectate', passed: true }],
      certificateUrl: 'https://lab.example/coa/A1.pdf',
      reportFileUrl: null,
    });
    // The lab's report file (verdana.coa_file) and its accreditation, when the store gives them; never a script link.
    const accredited = {
      type: 'json',
      value: JSON.stringify({
        lab: 'Lab X',
        accreditation: { body: 'RENAR', number: 'LI 9', standard: 'SR EN ISO/IEC 17025:2018' },
      }),
    };
    expect(
      reshapeLot({
        lotNumber: { value: 'A1' },
        analysis: accredited,
        certificate: null,
        reportFile: { value: 'https://cdn.shopify.com/s/files/A1.pdf' },
      }),
    ).toMatchObject({
      accreditation: 'RENAR LI 9',
      reportFileUrl: 'https://cdn.shopify.com/s/files/A1.pdf',
    });
    expect(
      reshapeLot({
        lotNumber: { value: 'A1' },
        analysis: { type: 'json', value: JSON.stringify({ accreditation: { body: 'RENAR' } }) },
        certificate: null,
        reportFile: { value: 'javascript:alert(1)' },
      }),
    ).toMatchObject({
      accreditation: null,
      reportFileUrl: null,
    });
    expect(reshapeLot({ lotNumber: null, analysis, certificate: null })).toBeNull();
    expect(
      reshapeLot({ lotNumber: { value: 'A1' }, analysis, certificate: { value: 'javascript:alert(1)' } })
        ?.certificateUrl,
    ).toBeNull();
    expect(
      reshapeLot({ lotNumber: { value: 'A1' }, analysis, certificate: { value: '//evil.example/x' } })?.certificateUrl,
    ).toBeNull();
    const lotOnly = reshapeLot({
      lotNumber: { value: 'A1' },
      analysis: { type: 'json', value: '{not json' },
      certificate: null,
    });
    expect(lotOnly).toEqual({
      number: 'A1',
      analysedAt: null,
      lab: null,
      accreditation: null,
      reportNumber: null,
      demo: false,
      thc: null,
      cbd: [],
      checks: [],
      certificateUrl: null,
      reportFileUrl: null,
    });
    // THC is said to be below the limit only when the analysis says so explicitly.
    const vague = { type: 'json', value: JSON.stringify({ thc: { loqPercent: 0.01 } }) };
    expect(reshapeLot({ lotNumber: { value: 'A1' }, analysis: vague, certificate: null })?.thc).toBeNull();
  });
});

describe("shop figures: the embedded store's shop metafields and their reading", () => {
  const SHOP_METAFIELDS = `{
    shop {
      rating: metafield(namespace: "verdana", key: "rating") { type value }
      metafields(identifiers: [{namespace: "verdana", key: "customers"}, {namespace: "verdana", key: "nope"}, {namespace: "custom", key: "customers"}]) {
        key type value
      }
    }
  }`;

  it("answers the spec's figures as Shopify types them (rating JSON of decimal strings, integers), null for others", async () => {
    const { data, errors } = await run<{ shop: { rating: Metafield; metafields: (Metafield | null)[] } }>(
      SHOP_METAFIELDS,
    );
    expect(errors).toBeUndefined();
    expect(data.shop.rating.type).toBe('rating');
    expect(JSON.parse(data.shop.rating.value)).toEqual({ value: '4.9', scale_min: '1.0', scale_max: '5.0' });
    expect(data.shop.metafields).toEqual([{ key: 'customers', type: 'number_integer', value: '5000' }, null, null]);
  });

  it("the storefront reads them as the shop's claims, and a store that defines none claims nothing", async () => {
    expect(await storefront.claims()).toMatchObject({
      rating: { value: 4.9, scaleMin: 1, scaleMax: 5, count: 247 },
      customers: 5000,
      subscribers: 2500,
      quizUsers: 10000,
      freeGuideOrders: 50,
      reviewsCheck: demoShopFigures.reviewsCheck,
      figuresSource: demoShopFigures.figuresSource,
    });
    expect((await storefront.claims()).reviews.map((r) => r.name)).toEqual(['Andreea M.', 'Radu P.', 'Ioana D.']);
    const bare = createStorefront(
      createStorefrontClient({
        transport: shopEmbeddedStore({ carts: memoryCartStore(), origin: 'https://shop.test', demoClaims: false }),
      }),
    );
    expect(await bare.claims()).toEqual({
      rating: null,
      customers: null,
      subscribers: null,
      quizUsers: null,
      figuresSource: null,
      freeGuideOrders: null,
      reviews: [],
      reviewsCheck: null,
    });
  });

  it('a zero, negative, fractional or malformed figure, or a rating off its scale, is no figure', () => {
    const m = (type: string, value: string) => ({ type, value });
    expect(countOf(m('number_integer', '0'))).toBeNull();
    expect(countOf(m('number_integer', '-3'))).toBeNull();
    expect(countOf(m('number_integer', '2.5'))).toBeNull();
    expect(countOf(m('single_line_text_field', '5000'))).toBeNull();
    expect(countOf(m('number_integer', 'multe'))).toBeNull();
    expect(countOf(m('number_integer', '5000'))).toBe(5000);
    const rating = (value: unknown, scale_max: unknown = '5.0') =>
      m('rating', JSON.stringify({ value, scale_min: '1.0', scale_max }));
    expect(ratingOf(rating('4.6'), m('number_integer', '12'))).toEqual({
      value: 4.6,
      scaleMin: 1,
      scaleMax: 5,
      count: 12,
    });
    expect(ratingOf(rating(4.6), null)).toEqual({ value: 4.6, scaleMin: 1, scaleMax: 5, count: null });
    expect(ratingOf(rating('4.6'), m('number_integer', '0'))).toBeNull();
    expect(ratingOf(rating('6'), null)).toBeNull();
    expect(ratingOf(rating('4', '1.0'), null)).toBeNull();
    expect(ratingOf(m('rating', '{"value":'), null)).toBeNull();
    expect(ratingOf(m('json', '{"value":"4","scale_min":"1","scale_max":"5"}'), null)).toBeNull();
  });

  it('testimonials: only entries with a name and words; stars only from 1 to 5', () => {
    const list = testimonialsOf({
      type: 'json',
      value: JSON.stringify([
        { name: 'Ana', city: 'Brașov', rating: 5, text: 'Livrare rapidă.' },
        { name: 'Fără text' },
        'x',
        { name: 'Dan', text: 'Bun.', rating: 9 },
      ]),
    });
    expect(list).toEqual([
      { name: 'Ana', city: 'Brașov', rating: 5, text: 'Livrare rapidă.' },
      { name: 'Dan', city: null, rating: null, text: 'Bun.' },
    ]);
    expect(testimonialsOf({ type: 'json', value: '{"name":"Ana"}' })).toEqual([]);
    expect(testimonialsOf(null)).toEqual([]);
  });

  it('a product of the embedded store has no review metafields of its own: the page claims no product rating', async () => {
    const product = await storefront.product(hero.handle);
    expect(product?.rating).toBeNull();
    expect(product?.testimonials).toEqual([]);
  });
});
