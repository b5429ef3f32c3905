// Unit prices (HG 947/2000: goods sold by volume or weight show their price per unit beside the selling price),
// worked out from the variant's unit price measurement the way Shopify's ProductVariant.unitPrice is.
import { formatFigure, formatMoney, roundMoney } from './format';
import type { Money, Product, ProductVariant, UnitPriceMeasure } from './types';

/** Each unit Shopify measures in, as its kind, its size in that kind's base unit (ml, g, cm, cm²) and its Romanian symbol. */
const UNITS: Record<string, { kind: 'volume' | 'weight' | 'length' | 'area'; base: number; symbol: string }> = {
  ML: { kind: 'volume', base: 1, symbol: 'ml' },
  CL: { kind: 'volume', base: 10, symbol: 'cl' },
  L: { kind: 'volume', base: 1000, symbol: 'l' },
  M3: { kind: 'volume', base: 1_000_000, symbol: 'm³' },
  FLOZ: { kind: 'volume', base: 29.5735, symbol: 'fl oz' },
  PT: { kind: 'volume', base: 473.176, symbol: 'pt' },
  QT: { kind: 'volume', base: 946.353, symbol: 'qt' },
  GAL: { kind: 'volume', base: 3785.41, symbol: 'gal' },
  MG: { kind: 'weight', base: 0.001, symbol: 'mg' },
  G: { kind: 'weight', base: 1, symbol: 'g' },
  KG: { kind: 'weight', base: 1000, symbol: 'kg' },
  OZ: { kind: 'weight', base: 28.3495, symbol: 'oz' },
  LB: { kind: 'weight', base: 453.592, symbol: 'lb' },
  MM: { kind: 'length', base: 0.1, symbol: 'mm' },
  CM: { kind: 'length', base: 1, symbol: 'cm' },
  M: { kind: 'length', base: 100, symbol: 'm' },
  M2: { kind: 'area', base: 10_000, symbol: 'm²' },
};

/**
 * The price of the reference quantity (e.g. 100 ml) for a pack sold at `price`: price ÷ the pack's quantity ×
 * the reference quantity, both in the same unit, rounded to the ban. Null when the measurement cannot be used
 * (a unit it does not know, quantities of different kinds, a quantity that is not positive).
 */
export function unitPriceOf(price: Money, measure: UnitPriceMeasure): Money | null {
  const quantity = UNITS[measure.quantityUnit];
  const reference = UNITS[measure.referenceUnit];
  if (!quantity || !reference || quantity.kind !== reference.kind) return null;
  if (!(measure.quantityValue > 0) || !(measure.referenceValue > 0) || !Number.isFinite(price.amount)) return null;
  const inReferenceUnits = (measure.quantityValue * quantity.base) / reference.base;
  return {
    amount: roundMoney((price.amount / inReferenceUnits) * measure.referenceValue),
    currencyCode: price.currencyCode,
  };
}

/** "19,96 lei / 100 ml" (or "12,50 lei / kg" for a reference of one unit); null when none can be given. */
export function formatUnitPrice(price: Money, measure: UnitPriceMeasure | null | undefined): string | null {
  if (!measure) return null;
  const unitPrice = unitPriceOf(price, measure);
  if (!unitPrice) return null;
  const symbol = UNITS[measure.referenceUnit]!.symbol;
  return `${formatMoney(unitPrice)} / ${measure.referenceValue === 1 ? symbol : `${measure.referenceValue} ${symbol}`}`;
}

/** The unit price of a variant at the price it is charged at. */
export const variantUnitPrice = (variant: Pick<ProductVariant, 'price' | 'unitPriceMeasurement'>) =>
  formatUnitPrice(variant.price, variant.unitPriceMeasurement);

/**
 * The unit price beside a product's "from" price (a card): the measurement of the variant that price is, the
 * cheapest one, preferring one for sale.
 */
export function productUnitPrice(product: Pick<Product, 'price' | 'variants'>): string | null {
  const cheapest = product.variants.filter(
    (v) => v.price.amount === product.price.amount && v.price.currencyCode === product.price.currencyCode,
  );
  const shown = cheapest.find((v) => v.availableForSale) ?? cheapest[0];
  return shown ? formatUnitPrice(product.price, shown.unitPriceMeasurement) : null;
}

/**
 * What the pack holds, "90 g" or "30 ml" (Reg. 1169/2011 art. 9(1)(e): the net quantity, before the purchase);
 * null when the variant is sold by the piece or its unit is not one we know.
 */
export function netQuantity(measure: UnitPriceMeasure | null | undefined): string | null {
  const unit = measure && UNITS[measure.quantityUnit];
  if (!measure || !unit || !(measure.quantityValue > 0)) return null;
  return `${formatFigure(measure.quantityValue)} ${unit.symbol}`;
}
