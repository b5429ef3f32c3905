// What every catalogue answer is built from: the context it reads, the lines it writes, and the figures it
// computes from a variant (mg per drop by our guides' 20 drops per ml, price per 100 mg of CBD).
import { countRo } from '../../../domain/format';
import type { ProductLot } from '../../../domain/types';
import { type Answer, done, link, money, productSource, type Source, suggestions } from '../answer';
import { DROPS_PER_ML, type ProductFacts, type Spectrum, type VariantFacts } from '../product-facts';

export interface CatalogueContext {
  products: ProductFacts[];
  /** Where a shopper writes for what the catalogue cannot tell (a restock date). */
  supportEmail?: string;
  /** The lot and its analysis of products the question names, read from the storefront's product page data. */
  lots?: Map<string, ProductLot | null>;
}

export const OIL_GUIDE: Source = { label: 'Uleiul CBD: ghid complet', path: '/blog/ulei-cbd-ghid-complet' };

export const priceText = (p: ProductFacts) => (p.maxPrice > p.price ? `de la ${money(p, p.price)}` : money(p, p.price));
export const stockText = (available: boolean) => (available ? 'în stoc' : 'epuizat momentan');
export const variantName = (p: ProductFacts, v: VariantFacts) => (v.label ? `${p.title} (${v.label})` : p.title);
export const variantLine = (p: ProductFacts, v: VariantFacts) =>
  `• ${link(productSource(p))}${v.label ? ` (${v.label})` : ''} – ${money(p, v.price)}, ${stockText(v.available)}`;
export const productLine = (p: ProductFacts) =>
  `• ${link(productSource(p))} – ${priceText(p)}${p.available ? '' : ', epuizat momentan'}`;

/** "Mai avem 11 bucăți în stoc": the stock the store shares, per variant. */
export function stockCounts(variants: VariantFacts[]): string | null {
  const known = variants.filter((v) => v.available && v.quantity !== null);
  if (!known.length) return null;
  const one = (v: VariantFacts) =>
    `${countRo(v.quantity!, 'bucată', 'bucăți')}${v.label && known.length > 1 ? ` (${v.label})` : ''}`;
  return `Mai avem în stoc ${known.map(one).join(', ')}.`;
}

/** mg of CBD in one drop of a variant, by our guides' 20 drops per ml. */
export const mgPerDrop = (v: VariantFacts) => (v.cbdMg !== null && v.ml ? v.cbdMg / v.ml / DROPS_PER_ML : null);
/** What 100 mg of CBD costs in a variant. */
export const pricePer100mg = (v: VariantFacts) => (v.cbdMg ? (v.price / v.cbdMg) * 100 : null);

/** The extract in a short list of differences ("5%, spectru larg, 10 ml sau 30 ml"). */
export const SPECTRUM_SHORT: Record<Spectrum, string> = {
  full: 'spectru complet',
  broad: 'spectru larg',
  izolat: 'izolat',
};

export const SPECTRUM_NAME: Record<Spectrum, string> = {
  full: 'full spectrum (spectru complet)',
  broad: 'broad spectrum (spectru larg, din care THC-ul este îndepărtat)',
  izolat: 'CBD izolat',
};

export const answerWith = (
  intent: string,
  parts: (string | null | false)[],
  products: ProductFacts[],
  facts: string[],
  extra: Source[] = [],
): Answer => ({
  ...done(intent, parts, [...products.map(productSource), ...extra], facts),
  products: suggestions(products),
});

export const factOf = (p: ProductFacts, v?: VariantFacts) =>
  `${v ? variantName(p, v) : p.title}: ${money(p, v?.price ?? p.price)}, ${stockText(v?.available ?? p.available)}${p.concentration ? `, concentrație ${p.concentration}` : ''}${p.spectrum ? `, ${SPECTRUM_NAME[p.spectrum]}` : ''}`;
