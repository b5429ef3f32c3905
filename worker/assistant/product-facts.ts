// What the assistant may say about one product, read from the storefront's product (never a copy): its form,
// spectrum, and per variant the price, stock, volume, strength and CBD content. Figures the store does not give
// are null, never guessed; the only convention is our guides' "about 20 drops in a millilitre".

import { packOf } from '../../content/catalog/packs';
import { categories } from '../../content/categories';
import { categoriesOfTags } from '../../domain/shop-filters';
import type { Product, SelectedOption } from '../../domain/types';
import { kindOf, type ProductKind } from './intents';
import { sentences } from './text';

const ARTICLED: Record<string, string> = { borcan: 'un borcan', pungă: 'o pungă', cutie: 'o cutie' };
/** The package a variant comes in, with its article: from its option ("Bucăți în borcan"), else its description. */
function packNoun(options: readonly SelectedOption[], description: string): string {
  const named = packOf(options)?.one;
  if (named) return ARTICLED[named] ?? `un ${named}`;
  return /\bpung/i.test(description) ? 'o pungă' : /\bborcan/i.test(description) ? 'un borcan' : 'un ambalaj';
}

/** Our guides' convention (ulei-cbd-ghid-complet, cbd-si-anxietatea-ce-arata-studiile): a pipette gives about 20 drops per ml. */
export const DROPS_PER_ML = 20;

export type Spectrum = 'full' | 'broad' | 'izolat';

export interface VariantFacts {
  id: string;
  selectedOptions: SelectedOption[];
  /** "10 ml", "Mentă", "Default Title". */
  title: string;
  /** The option values that tell it apart ("30 ml", "Portocală"), empty for a product with one variant. */
  label: string;
  price: number;
  available: boolean;
  quantity: number | null;
  /** Volume in ml, when the store states it (an option, the title or the description). */
  ml: number | null;
  /** Concentration in percent (oils), when stated. */
  percent: number | null;
  /** CBD in the whole package, mg, when stated or computed from percent × ml. */
  cbdMg: number | null;
  /** Pieces in a package (jellies), when stated. */
  pieces: number | null;
  /** The package, with its article, as the option or the description names it: "un borcan", "o pungă". */
  pack: string;
}

export interface ProductFacts {
  id: string;
  handle: string;
  /** The first image's URL, for the chat panel's product line. */
  image: string | null;
  title: string;
  productType: string;
  kind: ProductKind;
  /** Names of the needs it is tagged for (Relaxare & Somn…). */
  needs: string[];
  needIds: string[];
  tags: string[];
  price: number;
  maxPrice: number;
  currency: string;
  available: boolean;
  /** "10%" from the title or an option, when the product has one. */
  concentration: string | null;
  spectrum: Spectrum | null;
  /** CBD per piece (jellies), mg, when the description states it. */
  mgPerPiece: number | null;
  variants: VariantFacts[];
  /** How to use it, as the product description says it. */
  usage: string | null;
  description: string;
}

const number = (text: string) => Number(text.replace(/[.\s\u00a0]/g, '').replace(',', '.'));

/** The extract, as the tags or the title name it, else as the description does. */
function spectrumOf(product: Product): Spectrum | null {
  for (const text of [`${product.tags.join(' ')} ${product.title}`, product.description]) {
    const lower = text.toLowerCase();
    if (/full spectrum|spectru complet/.test(lower)) return 'full';
    if (/broad spectrum|spectru larg/.test(lower)) return 'broad';
    if (/\bizolat\b|isolate/.test(lower)) return 'izolat';
  }
  return null;
}

/** Words of a sentence that says how to use a product. */
// Word edges that know Romanian letters (\b does not: it sees "ă" as a boundary).
const word = (alternatives: string) => new RegExp(`(?<!\\p{L})(${alternatives})(?!\\p{L})`, 'iu');
const HOW = word(
  'pune|puneți|ia|iei|aplică|aplici|masează|inhalează|inhalezi|trage|recomandăm|se recomandă|suficient\\p{L}*|se folosește|se folosesc|folosește|folosești|nu depăși|agită|ține|se activează|prin inhalare|umple|atomizor|se aplică|aplica|se întinde|întinde',
);
const WHEN = word('pe zi|de (două|trei|\\d) ori|înainte de|seara|dimineața|după masă|la nevoie|o dată|pe rând');
/** A sentence about what the product holds ("aduce 2000 mg de CBD într-un flacon"), not about using it. */
const CONTENT = word(
  'aduce|conține|combină|mg de CBD în|mg de CBD și|vegane cu|fiecare cu|de pufuri|de inhalări|ml de lichid|ml de distilat',
);

/** The description's sentence on how to use the product: the one that says how (and how often) best. */
function usageOf(description: string): string | null {
  // A clause after a semicolon is often the use ("THC-ul este sub limită; se folosesc 1–2 picături…").
  const clauses = sentences(description).flatMap((s) => {
    const parts = s.split(/;\s+/);
    return parts.length > 1 && !CONTENT.test(parts.at(-1)!) && HOW.test(parts.at(-1)!) && !HOW.test(parts[0]!)
      ? [parts.at(-1)!]
      : [s];
  });
  const scored = clauses
    .map((s, i) => ({
      s,
      i,
      score: (HOW.test(s) ? 3 : 0) + (WHEN.test(s) ? 2 : 0) + (/\d/.test(s) ? 1 : 0) - (CONTENT.test(s) ? 3 : 0),
    }))
    .filter((x) => x.score >= 3)
    .sort((a, b) => b.score - a.score || a.i - b.i);
  return scored[0]?.s ?? null;
}

function concentrationOf(product: Product): string | null {
  const fromTitle = /(\d+(?:[.,]\d+)?)\s?%/.exec(product.title)?.[0];
  if (fromTitle && !/^0[.,]?0*\s?%$/.test(fromTitle)) return fromTitle.replace(/\s/g, '');
  const option = product.options.find((o) => /concentra/i.test(o.name));
  return option ? option.values.join(', ') : null;
}

function variantFacts(product: Product, kind: ProductKind): VariantFacts[] {
  // What the description says of the default package: "1000 mg de CBD în 10 ml", "flaconul de 10 ml".
  // "1000 mg de CBD în 10 ml", or "tubul de 50 ml conține 500 mg de CBD".
  const forward = /(\d[\d.\s\u00a0]*?)\s?mg de CBD (?:în|într-un flacon de) (\d+)\s?ml/i.exec(product.description);
  const backward =
    /(?:tubul|flaconul|borcanul|recipientul|sticla) de (\d+)\s?ml (?:conține|are) (\d[\d.\s\u00a0]*?)\s?mg de CBD/i.exec(
      product.description,
    );
  const described =
    forward ?? (backward ? ([backward[0], backward[2], backward[1]] as unknown as RegExpExecArray) : null);
  const describedMl = described
    ? number(described[2]!)
    : Number(
        /\b(\d+)\s?ml\b/i.exec(product.title)?.[1] ?? /flaconul de (\d+)\s?ml/i.exec(product.description)?.[1] ?? NaN,
      );
  const titlePercent = /(\d+(?:[.,]\d+)?)\s?%/.exec(product.title);
  const single = product.variants.length <= 1;
  // A copy that says one amount of CBD and one volume ("cu 200 mg de CBD … borcanul de 50 ml"): that package's
  // figures. Never the CBD of a piece, a drop or a puff.
  const amounts = [
    ...product.description.matchAll(
      /(\d[\d.]*)\s?mg de CBD(?! (?:în fiecare|într-un|într-o|pe (?:bucată|picătură|jeleu)))/gi,
    ),
  ];
  // Whole millilitres only: "0,5 ml de lichid" is no 5 ml package.
  const volumes = [...new Set([...product.description.matchAll(/(?<![\d,.])(\d+)\s?ml\b/gi)].map((m) => Number(m[1])))];
  const onlyMg = amounts.length === 1 ? number(amounts[0]![1]!) : null;
  const onlyMl = volumes.length === 1 ? volumes[0]! : null;
  return product.variants.map((v) => {
    const values = v.selectedOptions.filter((o) => o.value !== 'Default Title').map((o) => o.value);
    const optionMl = values.map((x) => /^(\d+)\s?ml$/i.exec(x)?.[1]).find(Boolean);
    const optionPercent = values.map((x) => /^(\d+(?:[.,]\d+)?)\s?%$/.exec(x)?.[1]).find(Boolean);
    const optionMg = values.map((x) => /^(\d[\d.]*)\s?mg$/i.exec(x)?.[1]).find(Boolean);
    const optionPieces = values.map((x) => /^(\d+)\s?(buc|bucăți)/i.exec(x)?.[1]).find(Boolean);
    const ml = optionMl ? Number(optionMl) : Number.isFinite(describedMl) ? describedMl : single ? onlyMl : null;
    const percent = optionPercent ? number(optionPercent) : titlePercent ? number(titlePercent[1]!) : null;
    let cbdMg: number | null = optionMg ? number(optionMg) : null;
    // An oil's percent is mg per 100 mg of oil; our guides count it as percent × 10 mg per ml.
    if (cbdMg === null && kind === 'ulei' && percent !== null && ml !== null) cbdMg = Math.round(percent * 10 * ml);
    if (cbdMg === null && described && ml === number(described[2]!)) cbdMg = number(described[1]!);
    // The package the copy describes ("600 mg de CBD … într-o cutie de 30 ml"): that size only, never the others.
    if (cbdMg === null && kind !== 'jeleuri' && kind !== 'ulei' && ml !== null && ml === onlyMl) cbdMg = onlyMg;
    const piecesInText = /(\d+)\s(?:de\s)?(?:jeleuri|bucăți)/i.exec(product.description);
    return {
      id: v.id,
      selectedOptions: v.selectedOptions,
      title: v.title,
      label: single ? '' : values.join(' / '),
      price: v.price.amount,
      available: v.availableForSale,
      quantity: v.quantityAvailable,
      ml,
      percent: kind === 'ulei' ? percent : null,
      cbdMg,
      pieces: optionPieces ? Number(optionPieces) : kind === 'jeleuri' && piecesInText ? Number(piecesInText[1]) : null,
      pack: packNoun(v.selectedOptions, product.description),
    };
  });
}

export function productFacts(product: Product): ProductFacts {
  const needIds: string[] = categoriesOfTags(product.tags);
  const kind = kindOf(product.productType);
  const variants = variantFacts(product, kind);
  const prices = variants.map((v) => v.price);
  // A jelly's description names the CBD of one piece first ("fiecare cu 10 mg de CBD").
  const perPiece = kind === 'jeleuri' ? /(\d+(?:[.,]\d+)?)\s?mg de CBD/i.exec(product.description) : null;
  return {
    id: product.id,
    handle: product.handle,
    image: product.images[0]?.url ?? null,
    title: product.title,
    productType: product.productType,
    kind,
    needIds,
    needs: needIds.map((id) => categories.find((c) => c.id === id)?.name).filter((n): n is string => Boolean(n)),
    tags: product.tags.filter((t) => !t.includes(':')),
    price: product.price.amount,
    maxPrice: prices.length ? Math.max(...prices) : product.price.amount,
    currency: product.price.currencyCode,
    available: product.availableForSale,
    concentration: concentrationOf(product),
    spectrum: spectrumOf(product),
    mgPerPiece: perPiece ? number(perPiece[1]!) : null,
    variants,
    usage: usageOf(product.description),
    description: product.description,
  };
}
