// HG 947/2000: goods sold by volume or weight show their price per 100 ml / 100 g beside the selling price,
// worked out as Shopify's ProductVariant.unitPrice is, from the price the shopper is charged.
import { describe, expect, it } from 'vitest';
import { products } from '../../../content/catalog';
import { formatMoney } from '../../../domain/format';
import { formatUnitPrice, unitPriceOf } from '../../../domain/unit-price';
import { memoryCartStore } from '../../../packages/embedded-storefront';
import { shopEmbeddedStore } from '../../../worker/storefront/embedded-store';
import { promotionVars, request, visibleText } from '../helpers';

const NBSP = '\u00a0';
const ML = (quantityValue: number, referenceValue = 100) => ({
  quantityValue,
  quantityUnit: 'ML',
  referenceValue,
  referenceUnit: 'ML',
});
const ron = (amount: number) => ({ amount, currencyCode: 'RON' });

describe('unit price math', () => {
  it('is price ÷ pack quantity × reference quantity, rounded to the ban', () => {
    expect(unitPriceOf(ron(49.9), ML(250))).toEqual(ron(19.96));
    expect(unitPriceOf(ron(179.9), ML(10))).toEqual(ron(1799));
    // 89.90 / 30 × 100 = 299.666… → 299.67; 20.01 / 200 × 100 = 10.005 → 10.01 (half up, no float drift).
    expect(unitPriceOf(ron(89.9), ML(30))).toEqual(ron(299.67));
    expect(unitPriceOf(ron(20.01), ML(200))).toEqual(ron(10.01));
    expect(
      unitPriceOf(ron(79.9), { quantityValue: 120, quantityUnit: 'G', referenceValue: 100, referenceUnit: 'G' }),
    ).toEqual(ron(66.58));
  });

  it('converts between units of one kind, and refuses what cannot be compared', () => {
    expect(
      unitPriceOf(ron(25), { quantityValue: 500, quantityUnit: 'ML', referenceValue: 1, referenceUnit: 'L' }),
    ).toEqual(ron(50));
    expect(
      unitPriceOf(ron(12.5), { quantityValue: 0.25, quantityUnit: 'KG', referenceValue: 100, referenceUnit: 'G' }),
    ).toEqual(ron(5));
    expect(
      unitPriceOf(ron(10), { quantityValue: 10, quantityUnit: 'ML', referenceValue: 100, referenceUnit: 'G' }),
    ).toBeNull();
    expect(
      unitPriceOf(ron(10), { quantityValue: 1, quantityUnit: 'ITEM', referenceValue: 1, referenceUnit: 'ITEM' }),
    ).toBeNull();
    expect(unitPriceOf(ron(10), ML(0))).toBeNull();
  });

  it('is written in Romanian: decimal comma, "lei / 100 ml"', () => {
    expect(formatUnitPrice(ron(49.9), ML(250))).toBe(`19,96${NBSP}lei / 100 ml`);
    expect(
      formatUnitPrice(ron(25), { quantityValue: 500, quantityUnit: 'ML', referenceValue: 1, referenceUnit: 'L' }),
    ).toBe(`50,00${NBSP}lei / l`);
    expect(
      formatUnitPrice(ron(79.9), { quantityValue: 120, quantityUnit: 'G', referenceValue: 100, referenceUnit: 'G' }),
    ).toBe(`66,58${NBSP}lei / 100 g`);
    expect(formatUnitPrice(ron(10), null)).toBeNull();
  });
});

describe('embedded store: ProductVariant.unitPrice and unitPriceMeasurement', () => {
  const transport = shopEmbeddedStore({ carts: memoryCartStore(), origin: 'https://shop.test' });
  const QUERY = `query Units($handle: String!) {
    product(handle: $handle) {
      variants(first: 10) {
        nodes {
          title
          price { amount currencyCode }
          unitPrice { amount currencyCode }
          unitPriceMeasurement { measuredType quantityUnit quantityValue referenceUnit referenceValue }
        }
      }
    }
  }`;
  type Node = {
    title: string;
    price: { amount: string };
    unitPrice: { amount: string; currencyCode: string } | null;
    unitPriceMeasurement: {
      measuredType: string;
      quantityUnit: string;
      quantityValue: number;
      referenceUnit: string;
      referenceValue: number;
    } | null;
  };
  const variantsOf = async (handle: string) => {
    const { body } = await transport({ query: QUERY, variables: { handle } });
    const { data, errors } = body as { data: { product: { variants: { nodes: Node[] } } }; errors?: unknown };
    expect(errors).toBeUndefined();
    return data.product.variants.nodes;
  };

  it('serves an oil by volume: 10 ml and 30 ml priced per 100 ml', async () => {
    const [ten, thirty] = await variantsOf('ulei-cbd-10-spectru-complet');
    expect(ten).toMatchObject({
      title: '10 ml',
      price: { amount: '179.90' },
      unitPrice: { amount: '1799.00', currencyCode: 'RON' },
      unitPriceMeasurement: {
        measuredType: 'VOLUME',
        quantityUnit: 'ML',
        quantityValue: 10,
        referenceUnit: 'ML',
        referenceValue: 100,
      },
    });
    expect(thirty).toMatchObject({
      title: '30 ml',
      price: { amount: '429.90' },
      unitPrice: { amount: '1433.00' },
      unitPriceMeasurement: { quantityValue: 30 },
    });
  });

  it('serves jellies by weight, a disposable e-cigarette by its liquid, and nothing for a device sold by the piece', async () => {
    const [jar] = await variantsOf('jeleuri-cbd-fructe-de-padure');
    expect(jar).toMatchObject({
      unitPrice: { amount: '66.58' },
      unitPriceMeasurement: {
        measuredType: 'WEIGHT',
        quantityUnit: 'G',
        quantityValue: 120,
        referenceUnit: 'G',
        referenceValue: 100,
      },
    });
    // A disposable holds a stated volume of liquid (1 ml), as the cartridge does: priced per 100 ml like it (7th F11).
    for (const v of await variantsOf('vape-pen-cbd-unica-folosinta'))
      expect(v).toMatchObject({
        unitPrice: { amount: '4990.00' },
        unitPriceMeasurement: { measuredType: 'VOLUME', quantityUnit: 'ML', quantityValue: 1 },
      });
    for (const v of await variantsOf('kit-vape-pen-cbd-reincarcabil'))
      expect(v).toMatchObject({ unitPrice: null, unitPriceMeasurement: null });
  });

  it('every oil, jelly, e-liquid, cartridge, disposable, cream and topical states its net content; a device does not', () => {
    for (const p of products) {
      const device = p.handle === 'kit-vape-pen-cbd-reincarcabil';
      for (const v of p.variants) expect(Boolean(v.netContent), `${p.handle} ${v.title}`).toBe(!device);
    }
  });
});

describe('unit prices on the pages', () => {
  it('the product page shows the unit price of the variant on show, beside its price', async () => {
    const { body } = await request('/products/ulei-cbd-10-spectru-complet');
    const block = /data-testid="price"[\s\S]*?data-testid="unit-price"[^>]*>([^<]+)</.exec(body);
    expect(block?.[1]).toBe(`1.799,00${NBSP}lei / 100 ml`);
    const cream = visibleText((await request('/products/crema-de-noapte-cbd-bakuchiol')).body);
    expect(cream).toContain('149,90 lei 299,80 lei / 100 ml');
    const jellies = visibleText((await request('/products/jeleuri-cbd-fructe-de-padure')).body);
    expect(jellies).toContain('79,90 lei 66,58 lei / 100 g');
  });

  it('the product page states the net quantity of the variant on show (Reg. 1169/2011 art. 9(1)(e)); a device none', async () => {
    const net = async (path: string) =>
      /data-testid="net-quantity"[^>]*>([^<]*(?:<!-- -->)?[^<]*)</
        .exec((await request(path)).body)?.[1]
        ?.replace('<!-- -->', '');
    expect(await net('/products/ulei-cbd-10-spectru-complet')).toBe('Cantitate netă: 10 ml');
    expect(await net('/products/jeleuri-cbd-fructe-de-padure')).toBe('Cantitate netă: 120 g');
    expect(await net('/products/kit-vape-pen-cbd-reincarcabil')).toBeUndefined();
  });

  it('a device sold by the piece shows no unit price', async () => {
    const { body } = await request('/products/kit-vape-pen-cbd-reincarcabil');
    // The buy block, from the price to the stock line (the related products below have their own).
    const buyBlock = /data-testid="price"[\s\S]*?data-testid="stock"/.exec(body)![0];
    expect(buyBlock.includes('data-testid="unit-price"')).toBe(false);
  });

  it('each product card of the shop shows the unit price of the price it shows', async () => {
    const { body } = await request('/shop');
    const cards = body.split('<article').slice(1);
    expect(cards).toHaveLength(products.length);
    for (const card of cards) {
      const handle = /href="\/products\/([^"]+)"/.exec(card)![1]!;
      const product = products.find((p) => p.handle === handle)!;
      const shown = product.variants.reduce((a, b) => (b.price < a.price ? b : a));
      const unit = /data-testid="unit-price"[^>]*>([^<]+)</.exec(card)?.[1];
      if (!shown.netContent) {
        expect(unit, handle).toBeUndefined();
        continue;
      }
      const amount = Math.round((shown.price / shown.netContent.value) * 100 * 100) / 100;
      expect(unit, handle).toBe(`${formatMoney(ron(amount))} / 100 ${shown.netContent.unit}`);
    }
  });

  it('while a promotion runs, the unit price follows the price charged on the page', async () => {
    const { body } = await request('/products/ulei-cbd-10-spectru-complet', {}, promotionVars.running());
    const price = /data-testid="price"[^>]*>([^<]+)</.exec(body)![1]!;
    const amount = Number(price.replace(/[^\d,]/g, '').replace(',', '.'));
    const unit = /data-testid="unit-price"[^>]*>([^<]+)</.exec(body)![1]!;
    expect(unit).toBe(formatUnitPrice(ron(amount), ML(10)));
  });
});
