import type * as StorefrontAPI from '@shopify/hydrogen-react/storefront-api-types';
import { productFormOf } from '../../domain/product-form';
import type {
  Collection,
  CollectionWithProducts,
  LabQuantity,
  Money,
  Product,
  ProductImage,
  ProductInfo,
  ProductLot,
  ProductVariant,
  Rating,
  RemoteCart,
  Serving,
  Testimonial,
  UnitPriceMeasure,
} from '../../domain/types';
import { unitPriceOf } from '../../domain/unit-price';
import type {
  CartFieldsFragment,
  CollectionFieldsFragment,
  CollectionQuery,
  ProductCardFragment,
  ProductDetailFragment,
  VariantFieldsFragment,
} from './generated/storefront.generated';

// The store's answers as the documents in ./documents ask for them: the types `npm run codegen` generates.
type RawMoney = Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
type RawImage = Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>;
type RawUnitPriceMeasurement = NonNullable<VariantFieldsFragment['unitPriceMeasurement']>;
/** A metafield as the documents ask for it: its value, and its type where they ask for that too. */
type RawMetafield = Pick<StorefrontAPI.Metafield, 'value'> & Partial<Pick<StorefrontAPI.Metafield, 'type'>>;
type RawKeyedMetafield = NonNullable<ProductDetailFragment['info'][number]>;
/** A product of a list (ProductCard) or of its page (ProductDetail, with the metafields). */
type RawProduct = ProductCardFragment | ProductDetailFragment;
type RawCollectionWithProducts = NonNullable<CollectionQuery['collection']>;

export const reshapeMoney = (m: RawMoney): Money => ({ amount: Number(m.amount), currencyCode: m.currencyCode });

/** An image URL as the shop's pages use it (see ownImageUrls). */
export type ImageUrl = (url: string) => string;
const asGiven: ImageUrl = (url) => url;

/**
 * The embedded store's image URLs are absolute on the shop's origin, as Shopify's are on its CDN; the shop's
 * own pages use them as paths again, as they always have: what `img-src 'self'` allows on whichever host the
 * worker answers, and one page for every host in the caches. `origin`: the one the embedded store builds its
 * URLs on; null for a real store (its images are on Shopify's CDN and stay as they are).
 */
export function ownImageUrls(origin: string | null): ImageUrl {
  if (!origin) return asGiven;
  const prefix = `${new URL(origin).origin}/`;
  return (url) => (url.startsWith(prefix) ? url.slice(prefix.length - 1) : url);
}

export const reshapeImage = (image: RawImage, fallbackAlt: string, imageUrl: ImageUrl = asGiven): ProductImage => ({
  url: imageUrl(image.url),
  altText: image.altText || fallbackAlt,
  // Shopify's schema types leave out what a store has no value for; it answers null.
  width: image.width ?? null,
  height: image.height ?? null,
});

/** A reference price only counts when it is above the price (as Shopify's own themes show it). */
function reshapeCompareAtPrice(v: VariantFieldsFragment): Money | null {
  if (!v.compareAtPrice) return null;
  const compareAt = reshapeMoney(v.compareAtPrice);
  return compareAt.amount > Number(v.price.amount) ? compareAt : null;
}

/** A measurement the shop can price per unit: positive quantities in units it knows; otherwise none. */
function unitMeasureOf(m: RawUnitPriceMeasurement | null | undefined): UnitPriceMeasure | null {
  if (!m?.quantityUnit || !m.referenceUnit) return null;
  const measure = {
    quantityValue: m.quantityValue,
    quantityUnit: m.quantityUnit,
    referenceValue: m.referenceValue,
    referenceUnit: m.referenceUnit,
  };
  return unitPriceOf({ amount: 1, currencyCode: 'RON' }, measure) ? measure : null;
}

const reshapeVariant = (v: VariantFieldsFragment): ProductVariant => ({
  id: v.id,
  title: v.title,
  price: reshapeMoney(v.price),
  compareAtPrice: reshapeCompareAtPrice(v),
  availableForSale: v.availableForSale,
  quantityAvailable: v.quantityAvailable ?? null,
  selectedOptions: v.selectedOptions,
  unitPriceMeasurement: unitMeasureOf(v.unitPriceMeasurement),
});

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const finite = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function labQuantity(v: unknown): LabQuantity | null {
  if (!isRecord(v)) return null;
  const value = finite(v.value);
  const unit = text(v.unit);
  return value !== null && unit ? { value, unit } : null;
}

/** The verdana.analysis JSON (see CatalogAnalysis); a value that is not a JSON object counts as absent. */
function analysisOf(raw: RawMetafield | null | undefined): Record<string, unknown> {
  if (!raw || (raw.type && raw.type !== 'json')) return {};
  try {
    const data: unknown = JSON.parse(raw.value);
    return isRecord(data) ? data : {};
  } catch {
    return {};
  }
}

/** THC is claimed below the limit of quantification only when the analysis says so explicitly (measuredPercent: null). */
function thcOf(v: unknown): ProductLot['thc'] {
  if (!isRecord(v)) return null;
  const loqPercent = finite(v.loqPercent);
  const measuredPercent = v.measuredPercent === null ? null : finite(v.measuredPercent);
  if (loqPercent === null || (v.measuredPercent !== null && measuredPercent === null)) return null;
  return { loqPercent, measuredPercent };
}

/** An http(s) URL or a path on this site: a metafield never becomes a javascript: link. */
function linkUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  if (/^\/(?![/\\])/.test(value)) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The verdana.lot / analysis / coa_url metafields as the product's lot; null when the store names no lot. */
/** "RENAR LI 1234" from the analysis' accreditation object; null unless it names both the body and the number. */
function accreditationOf(v: unknown): string | null {
  if (!isRecord(v)) return null;
  const body = text(v.body);
  const number = text(v.number);
  return body && number ? `${body} ${number}` : null;
}

export function reshapeLot(
  p: Partial<Pick<ProductDetailFragment, 'lotNumber' | 'analysis' | 'certificate' | 'reportFile'>>,
): ProductLot | null {
  const number = text(p.lotNumber?.value);
  if (!number) return null;
  const a = analysisOf(p.analysis);
  const analysedAt = text(a.analysedAt);
  return {
    number,
    analysedAt:
      analysedAt && /^\d{4}-\d{2}-\d{2}$/.test(analysedAt) && !Number.isNaN(Date.parse(analysedAt)) ? analysedAt : null,
    lab: text(a.lab),
    accreditation: accreditationOf(a.accreditation),
    reportNumber: text(a.reportNumber),
    demo: a.demo === true,
    thc: thcOf(a.thc),
    cbd: (Array.isArray(a.cbd) ? a.cbd : []).flatMap((row: unknown) => {
      if (!isRecord(row)) return [];
      const declared = labQuantity(row.declared);
      const measured = labQuantity(row.measured);
      return declared && measured ? [{ label: text(row.label), declared, measured }] : [];
    }),
    checks: (Array.isArray(a.checks) ? a.checks : []).flatMap((check: unknown) => {
      if (!isRecord(check)) return [];
      const name = text(check.parameter);
      const result = text(check.result);
      return name && result && typeof check.passed === 'boolean' ? [{ name, result, passed: check.passed }] : [];
    }),
    certificateUrl: linkUrl(text(p.certificate?.value)),
    reportFileUrl: linkUrl(text(p.reportFile?.value)),
  };
}

/** A list.single_line_text_field metafield's values (a JSON array of strings); null when it is not one. */
function textList(raw: RawKeyedMetafield | undefined): string[] | null {
  if (!raw) return null;
  try {
    const data: unknown = JSON.parse(raw.value);
    return Array.isArray(data) ? data.flatMap((v) => (text(v) ? [text(v)!] : [])) : null;
  } catch {
    return null;
  }
}

/** The label metafields as the page shows them; what the store does not state stays null (nothing is made up). */
export function reshapeInfo(raw: (RawKeyedMetafield | null)[], productType: string): ProductInfo {
  const byKey = new Map(raw.flatMap((m) => (m ? [[m.key, m] as const] : [])));
  const value = (key: string) => text(byKey.get(key)?.value);
  return {
    form: productFormOf(value('form'), productType),
    usage: value('usage'),
    warnings: value('warnings'),
    ingredients: value('ingredients'),
    allergens: textList(byKey.get('allergens')),
    inci: value('inci'),
    manufacturer: value('manufacturer'),
    responsiblePerson: value('responsible_person'),
    servings: servingsOf(byKey.get('serving')),
  };
}

/** A JSON list metafield's entries; [] when it is absent, not JSON or not a list. */
function jsonList(value: string | undefined): unknown[] {
  if (!value) return [];
  try {
    const data: unknown = JSON.parse(value);
    return Array.isArray(data) ? data : [];
  } catch {
    return [];
  }
}

/** verdana.serving: a JSON list of { label, portion, cbd_mg }; a malformed row is left out, never guessed. */
function servingsOf(raw: RawKeyedMetafield | undefined): Serving[] {
  return jsonList(raw?.value)
    .slice(0, 12)
    .flatMap((row: unknown) => {
      if (!isRecord(row)) return [];
      const { label, portion, cbd_mg } = row;
      const mg = numeric(cbd_mg);
      const named = text(portion);
      if (!named || mg === null || !(mg > 0) || mg > 10_000) return [];
      return [{ label: text(label), portion: named, cbdMg: mg }];
    });
}

/** A number as a metafield holds it: a JSON number or a decimal string ("4.9"). */
function numeric(v: unknown): number | null {
  if (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v)) return Number(v);
  return finite(v);
}

/**
 * A count metafield (number_integer): a whole number above zero, or null. A count of 0 or less states nothing
 * worth saying ("0 clienți" is never shown).
 */
export function countOf(raw: RawMetafield | null | undefined): number | null {
  if (!raw || (raw.type && raw.type !== 'number_integer' && raw.type !== 'number_decimal')) return null;
  const n = numeric(raw.value);
  return n !== null && Number.isSafeInteger(n) && n > 0 ? n : null;
}

/**
 * Shopify's rating metafield ({"value":"4.9","scale_min":"1.0","scale_max":"5.0"}) with its count, or null
 * when it is absent, malformed, or off its own scale. A count of zero reviews means no rating at all.
 */
export function ratingOf(
  raw: RawMetafield | null | undefined,
  countRaw: RawMetafield | null | undefined,
): Rating | null {
  if (!raw || (raw.type && raw.type !== 'rating')) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw.value);
  } catch {
    return null;
  }
  if (!isRecord(data)) return null;
  const value = numeric(data.value);
  const scaleMin = numeric(data.scale_min) ?? 0;
  const scaleMax = numeric(data.scale_max);
  if (value === null || scaleMax === null || !(scaleMin < scaleMax) || value < scaleMin || value > scaleMax)
    return null;
  const stated = countRaw ? numeric(countRaw.value) : null;
  if (stated !== null && stated <= 0) return null;
  return { value, scaleMin, scaleMax, count: countOf(countRaw) };
}

/** Most testimonials a page shows (a store may keep more). */
const MAX_TESTIMONIALS = 6;

/** A JSON list metafield of testimonials ({name, city?, rating?, text}); entries without a name or text are left out. */
export function testimonialsOf(raw: RawMetafield | null | undefined): Testimonial[] {
  if (!raw || (raw.type && raw.type !== 'json')) return [];
  return jsonList(raw.value)
    .flatMap((entry: unknown) => {
      if (!isRecord(entry)) return [];
      const name = text(entry.name);
      const words = text(entry.text);
      if (!name || !words) return [];
      const stars = numeric(entry.rating);
      const rating = stars !== null && Number.isInteger(stars) && stars >= 1 && stars <= 5 ? stars : null;
      return [
        { name: name.slice(0, 80), city: text(entry.city)?.slice(0, 80) ?? null, rating, text: words.slice(0, 1000) },
      ];
    })
    .slice(0, MAX_TESTIMONIALS);
}

const BADGE_TAG = 'badge:';

export function reshapeProduct(p: RawProduct, imageUrl: ImageUrl = asGiven): Product {
  const badgeTag = p.tags.find((t) => t.startsWith(BADGE_TAG));
  return {
    id: p.id,
    handle: p.handle,
    title: p.title,
    description: p.description,
    price: reshapeMoney(p.priceRange.minVariantPrice),
    availableForSale: p.availableForSale,
    images: p.images.nodes.map((img) => reshapeImage(img, p.title, imageUrl)),
    variants: p.variants.nodes.map(reshapeVariant),
    // A product without real options carries Shopify's placeholder "Title / Default Title".
    options: p.options.filter((o) => !(o.name === 'Title' && o.values.length === 1 && o.values[0] === 'Default Title')),
    productType: p.productType,
    tags: p.tags.filter((t) => !t.startsWith(BADGE_TAG)),
    badge: badgeTag ? badgeTag.slice(BADGE_TAG.length) : null,
    ...('lotNumber' in p ? { lot: reshapeLot(p) } : {}),
    ...('reviewRating' in p ? { rating: ratingOf(p.reviewRating, p.reviewCount) } : {}),
    ...('testimonials' in p ? { testimonials: testimonialsOf(p.testimonials) } : {}),
    ...('info' in p && p.info ? { info: reshapeInfo(p.info, p.productType) } : {}),
  };
}

export const reshapeCollection = (c: CollectionFieldsFragment, imageUrl: ImageUrl = asGiven): Collection => ({
  id: c.id,
  handle: c.handle,
  title: c.title,
  description: c.description,
  image: c.image ? reshapeImage(c.image, c.title, imageUrl) : null,
});

export const reshapeCollectionWithProducts = (
  c: RawCollectionWithProducts,
  imageUrl: ImageUrl = asGiven,
): CollectionWithProducts => ({
  ...reshapeCollection(c, imageUrl),
  products: c.products.nodes.map((p) => reshapeProduct(p, imageUrl)),
});

const sumOf = (amounts: RawMoney[]) => Math.round(amounts.reduce((sum, m) => sum + Number(m.amount), 0) * 100) / 100;

/**
 * A cart in the shop's terms. The products before any code are the lines' own subtotals; what codes take
 * off is every allocation, on the lines (product discounts) and on the cart (order discounts), so the
 * figure is the same whichever way a store allocates it.
 */
export const reshapeCart = (c: CartFieldsFragment): RemoteCart => {
  const currencyCode = c.cost.totalAmount.currencyCode;
  const allocations = [...c.discountAllocations, ...c.lines.nodes.flatMap((l) => l.discountAllocations)].map(
    (a) => a.discountedAmount,
  );
  return {
    id: c.id,
    checkoutUrl: c.checkoutUrl,
    totalQuantity: c.totalQuantity,
    subtotalAmount: { amount: sumOf(c.lines.nodes.map((l) => l.cost.subtotalAmount)), currencyCode },
    discountAmount: { amount: sumOf(allocations), currencyCode },
    discountCodes: c.discountCodes.map(({ code, applicable }) => ({ code, applicable })),
    totalAmount: reshapeMoney(c.cost.totalAmount),
    lines: c.lines.nodes.map((l) => ({
      id: l.id,
      quantity: l.quantity,
      variantId: l.merchandise.id,
      variantTitle: l.merchandise.title,
      price: reshapeMoney(l.merchandise.price),
      productTitle: l.merchandise.product.title,
      productHandle: l.merchandise.product.handle,
    })),
  };
};
