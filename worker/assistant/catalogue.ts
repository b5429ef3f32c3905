// Questions the live catalogue answers: the cheapest and the dearest, what sits under or over a price, stock, the
// price of a product named loosely ("uleiul de 20%", "jeleurile cu mango"), two products side by side, the
// extract (full spectrum, broad spectrum, isolate), THC as the lot's analysis states it, mg per drop and how long
// a bottle lasts. Every figure comes from the storefront's products or from our guides' 20 drops per ml.
import { formatFigure } from '../../client/lib/format';
import type { ProductLot } from '../../client/lib/types';
import { site } from '../../content/site';
import { type Answer, done, link, money, productSource, type Source, suggestions } from './answer';
import { type ProductKind, kindsIn, needsIn } from './intents';
import { DROPS_PER_ML, type ProductFacts, type Spectrum, type VariantFacts } from './product-facts';
import { fold, sentences, term, words } from './text';

export interface CatalogueContext {
  products: ProductFacts[];
  /** The lot and its analysis of products the question names, read from the storefront's product page data. */
  lots?: Map<string, ProductLot | null>;
}

const OIL_GUIDE: Source = { label: 'Uleiul CBD: ghid complet', path: '/blog/ulei-cbd-ghid-complet' };

// ── Which products a question names ──────────────────────────────────────────────────────────────────

/** Title words that name a form or nothing at all: they never tell one product from another. */
const TITLE_NOISE = /^(cbd|ulei\w*|jele\w*|crem\w*|vape|de|cu|si|și|pentru|in|în|ml|la|din|full|broad|spectrum|\d+%?)$/i;

const stemOf = (word: string) => term(word) ?? fold(word);
const meets = (a: string, b: string) => a === b || (a.length >= 4 && b.length >= 4 && (a.startsWith(b) || b.startsWith(a)));

/** The distinctive words of a product's title, stemmed ("Jeleuri CBD Mango și Fructul Pasiunii" → mango, fruct, pasiun). */
const titleStems = (p: ProductFacts) => words(p.title).filter((w) => w.length >= 3 && !TITLE_NOISE.test(w)).map(stemOf);

const percentsIn = (q: string) => [...q.matchAll(/(\d+(?:[.,]\d+)?)\s?%/g)].map((m) => Number(m[1]!.replace(',', '.')));
const mlIn = (q: string) => [...q.matchAll(/(\d+)\s?ml\b/g)].map((m) => Number(m[1]));

const productPercents = (p: ProductFacts) => new Set(p.variants.map((v) => v.percent).filter((x): x is number => x !== null));

/** Kinds a question asks for; a cream and the other topicals go together when the question says "cremă". */
function kindsOf(q: string): ProductKind[] {
  const kinds = kindsIn(q);
  return kinds.includes('crema') && /\b(balsam|unguent|gel|topic)/.test(q) ? [...kinds, 'topic'] : kinds;
}

export interface Named {
  product: ProductFacts;
  score: number;
}

/**
 * Products the question names, best first: by the distinctive words of their titles and options, and by the
 * concentration and form it states. Several when the question fits several equally ("uleiul de 10%").
 */
export function namedProducts(question: string, products: ProductFacts[]): ProductFacts[] {
  const q = fold(question);
  const asked = words(question).filter((w) => !TITLE_NOISE.test(w)).map(stemOf);
  const percents = percentsIn(q);
  const kinds = kindsOf(q);
  const scored: (Named & { extra: number })[] = [];
  for (const product of products) {
    if (kinds.length && !kinds.includes(product.kind)) continue;
    const own = titleStems(product);
    const options = product.variants.flatMap((v) => words(v.label).map(stemOf));
    const inTitle = own.filter((t) => asked.some((a) => meets(a, t))).length;
    const inOptions = options.filter((t) => t.length >= 3 && asked.some((a) => meets(a, t))).length;
    const percentMatch = percents.length > 0 && percents.some((x) => productPercents(product).has(x));
    if (percents.length && !percentMatch) continue;
    if (!inTitle && !percentMatch && !inOptions) continue;
    // A percent in the title ("Ulei CBD 10% …") names the product more than one of its variants' options does.
    const inTitlePercent = percentMatch && percents.some((x) => new RegExp(`\\b${x}\\s?%`).test(product.title));
    scored.push({ product, score: 2 * inTitle + inOptions + (percentMatch ? 3 : 0) + (inTitlePercent ? 1 : 0) + (kinds.length ? 1 : 0), extra: own.length - inTitle });
  }
  if (!scored.length) return [];
  const best = Math.max(...scored.map((s) => s.score));
  return scored
    .filter((s) => s.score === best)
    .sort((a, b) => a.extra - b.extra || a.product.price - b.product.price)
    .map((s) => s.product);
}

/** The one product a question names: the only one, or the plainest of those it fits equally ("uleiul de 10%"). */
export function primaryProduct(question: string, products: ProductFacts[]): ProductFacts | null {
  const named = namedProducts(question, products);
  if (named.length <= 1) return named[0] ?? null;
  const [a, b] = named.map((p) => titleStems(p).length);
  return a! < b! ? named[0]! : null;
}

/** The variants a question points at ("cu portocală", "de 30 ml"); all of them when it names none. */
function variantsNamed(question: string, product: ProductFacts): VariantFacts[] {
  const q = fold(question);
  const asked = words(question).map(stemOf);
  const ml = mlIn(q);
  // "tubul mai mare", "flaconul mic": the largest or the smallest package.
  const sized = product.variants.filter((v) => v.ml !== null || v.pieces !== null);
  const size = (v: VariantFacts) => v.ml ?? v.pieces ?? 0;
  if (sized.length > 1 && /\b(mai mare|cel mare|cea mare|marime mare|varianta mare|mare)\b/.test(q)) return [sized.reduce((a, b) => (size(b) > size(a) ? b : a))];
  if (sized.length > 1 && /\b(mai mic|cel mic|cea mica|marime mica|varianta mica|mic|mica)\b/.test(q)) return [sized.reduce((a, b) => (size(b) < size(a) ? b : a))];
  const picked = product.variants.filter((v) => {
    if (!v.label) return false;
    if (ml.length && v.ml !== null && ml.includes(v.ml) && /\bml\b/.test(fold(v.label))) return true;
    const own = words(v.label).filter((w) => !/^\d+$/.test(w) && w !== 'ml' && w !== 'buc').map(stemOf);
    return own.length > 0 && own.every((t) => asked.some((a) => meets(a, t)));
  });
  return picked.length ? picked : product.variants;
}

// ── Lines ────────────────────────────────────────────────────────────────────────────────────────────

const priceText = (p: ProductFacts) => (p.maxPrice > p.price ? `de la ${money(p, p.price)}` : money(p, p.price));
const stockText = (available: boolean) => (available ? 'în stoc' : 'epuizat momentan');
const variantName = (p: ProductFacts, v: VariantFacts) => (v.label ? `${p.title} (${v.label})` : p.title);
const variantLine = (p: ProductFacts, v: VariantFacts) => `• ${link(productSource(p))}${v.label ? ` (${v.label})` : ''} – ${money(p, v.price)}, ${stockText(v.available)}`;
const productLine = (p: ProductFacts) => `• ${link(productSource(p))} – ${priceText(p)}${p.available ? '' : ', epuizat momentan'}`;

/** mg of CBD in one drop of a variant, by our guides' 20 drops per ml. */
const mgPerDrop = (v: VariantFacts) => (v.cbdMg !== null && v.ml ? v.cbdMg / v.ml / DROPS_PER_ML : null);
/** What 100 mg of CBD costs in a variant. */
const pricePer100mg = (v: VariantFacts) => (v.cbdMg ? (v.price / v.cbdMg) * 100 : null);

const SPECTRUM_NAME: Record<Spectrum, string> = { full: 'full spectrum (spectru complet)', broad: 'broad spectrum (spectru larg, fără THC)', izolat: 'CBD izolat' };

const answerWith = (intent: string, parts: (string | null | false)[], products: ProductFacts[], facts: string[], extra: Source[] = []): Answer => ({
  ...done(intent, parts, [...products.map(productSource), ...extra], facts),
  products: suggestions(products),
});

const factOf = (p: ProductFacts, v?: VariantFacts) =>
  `${v ? variantName(p, v) : p.title}: ${money(p, v?.price ?? p.price)}, ${stockText(v?.available ?? p.available)}${p.concentration ? `, concentrație ${p.concentration}` : ''}${p.spectrum ? `, ${SPECTRUM_NAME[p.spectrum]}` : ''}`;

// ── Questions ────────────────────────────────────────────────────────────────────────────────────────

const CHEAPEST = /\b(cel mai ieftin|cea mai ieftina|cele mai ieftine|cei mai ieftini|cel mai accesibil|cea mai accesibila|cel mai mic pret|pretul cel mai mic|cel mai avantajos|cea mai avantajoasa)\b/;
const DEAREST = /\b(cel mai scump|cea mai scumpa|cele mai scumpe|cei mai scumpi|cel mai mare pret|pretul cel mai mare)\b/;
const UNDER = /\b(sub|pana (in|la)|maxim|cel mult|mai ieftin\w* de(cat)?|nu mai mult de|buget\w* (de|e|este|maxim)?)\s*(\d+)\s*(de )?(lei|ron)\b/;
const BETWEEN = /\b(intre|de la)\s*(\d+)\s*(?:de )?(?:lei )?(?:si|pana la|-)\s*(\d+)\s*(de )?(lei|ron)\b/;
const OVER = /\b(peste|mai (scump\w*|mult) de(cat)?|de la|minim)\s*(\d+)\s*(de )?(lei|ron)\b/;
const LOGISTICS = /\b(livr\w*|transport\w*|curier\w*|ramburs|comand\w*|cos\w*|gratuit\w*|gratis)\b/;
const TOTAL = /\b(cu (transportul|transport|livrarea|livrare|curierul) cu tot|in total|cu totul|totalul|cat (platesc|ma costa|vine) (in total|cu tot))\b/;
const HOW_MANY = /\b(cate (bucati|buc|mai aveti|mai sunt|sunt pe stoc|aveti)|ce cantitate (mai )?aveti|cat (mai )?aveti (pe|in) stoc)\b/;
const STOCK = /\b(in stoc|pe stoc|stoc\w*|mai (aveti|avei|gasesc|exista|e|este)|se mai gaseste|disponibil\w*|epuizat\w*|il aveti|o aveti|le aveti|aveti)\b/;
const PRICE = /\b(cat costa|ce pret|pret\w*|costa|cost\w*|cati lei|cat dau)\b|\bcat (e|este)\b(?!.*\b(termen\w*|valabil\w*|timp|durat\w*|concentrati\w*|thc|mg|ml|picatur\w*))/;
const COMPARE = /\b(diferent\w*|compar\w*|vs|versus|fata de|mai bun\w*|care e mai|care este mai|ce alegi|ce aleg)\b/;
const SPECTRUM_Q = /\b(full spectrum|broad spectrum|spectru\w*|spectrum|izolat\w*|canabinoizi)\b/;
const THC_Q = /\b(thc|analiz\w*|buletin\w*|certificat\w*|lot\w*|laborator\w*)\b/;
const MG_PER_DROP = /\b(mg|miligram\w*|cat cbd)\b.{0,40}\b(picatur\w*)\b|\b(picatur\w*)\b.{0,30}\b(cate|cat) (mg|miligram\w*)/;
const PACKAGE = /\b(cate (bucati|jeleuri|buc) (sunt|are|contine|vin|gasesc|in)|cat cbd (are|contine) (unul|un jeleu|o bucata|fiecare)|cate mg (are|contine) (un|o|fiecare)|cate sunt in punga|ce contine punga)\b/;
/** How to take or apply something: our guides and the product's own text answer it, not the catalogue's figures. */
const USAGE_Q = /\b(cum (se )?(ia|iau|iei|folose\w*|aplic\w*|administr\w*|pun)|cate (picaturi|jeleuri|pufuri|bucati) (sa |pot |pe zi|iau|ia)|de cate ori|cat (sa )?(iau|pun|aplic|folosesc)|pe zi\b)/;
const DURATION = /\b(cat (timp )?(tine|dureaza|ajunge|imi ajunge|iti ajunge|o sa tina)|in cat timp (il |o )?(termin|golesc)|cate zile|pentru cate zile|ajunge un flacon|tine un flacon|tine o sticl\w*)\b/;

/** "3 picături pe zi", "câte 2 dimineața și 2 seara", "8 pe zi": drops a day, when the question says them. */
function dropsPerDay(q: string): number | null {
  const split = /(\d+) (?:de )?(?:picaturi )?dimineata si (\d+) (?:de )?(?:picaturi )?seara/.exec(q);
  if (split) return Number(split[1]) + Number(split[2]);
  const twice = /(\d+) (?:de )?picaturi? de (doua|2) ori pe zi/.exec(q);
  if (twice) return Number(twice[1]) * 2;
  const daily = /(\d+) (?:de )?(?:picaturi?|pic) ?(?:pe zi|\/zi|zilnic|pe seara|seara|dimineata|o data pe zi)?/.exec(q);
  if (daily && /(picatur|pe zi|\/zi|zilnic)/.test(q)) return Number(daily[1]);
  return null;
}

/** The spectrum a question asks for ("ulei full spectrum"), if any. */
const spectrumIn = (q: string): Spectrum | null => (/\bfull|spectru complet/.test(q) ? 'full' : /\bbroad|spectru larg/.test(q) ? 'broad' : /\bizolat/.test(q) ? 'izolat' : null);

/**
 * The variants in stock that fit what the question narrows to: the form, a percent ("de 10%"), the spectrum and,
 * where it says "pentru somn", the need.
 */
function offersFor(q: string, ctx: CatalogueContext, { needs = true } = {}) {
  const kinds = kindsOf(q);
  const wantedNeeds = needs ? needsIn(q) : [];
  const percents = percentsIn(q);
  const spectrum = spectrumIn(q);
  return ctx.products
    .filter((p) => (!kinds.length || kinds.includes(p.kind)) && (!wantedNeeds.length || wantedNeeds.some((n) => p.needIds.includes(n))) && (!spectrum || p.spectrum === spectrum))
    .flatMap((p) => p.variants.filter((v) => v.available && (!percents.length || (v.percent !== null && percents.includes(v.percent)))).map((v) => ({ p, v })));
}

function cheapestOrDearest(q: string, ctx: CatalogueContext, dearest: boolean): Answer | null {
  const kinds = kindsOf(q);
  const offers = offersFor(q, ctx);
  if (!offers.length) return null;
  offers.sort((a, b) => (dearest ? b.v.price - a.v.price : a.v.price - b.v.price));
  const [top] = offers;
  const others = offers.filter((o) => o.p !== top!.p).filter((o, i, all) => all.findIndex((x) => x.p === o.p) === i).slice(0, 2);
  const what = kinds.length ? { ulei: 'uleiul', jeleuri: 'jeleurile', vape: 'produsul de vape', crema: 'crema', topic: 'produsul de aplicat pe piele' }[kinds[0]!] : 'produsul';
  const word = dearest ? (what === 'crema' ? 'cea mai scumpă' : what === 'jeleurile' ? 'cele mai scumpe' : 'cel mai scump') : what === 'crema' ? 'cea mai ieftină' : what === 'jeleurile' ? 'cele mai ieftine' : 'cel mai ieftin';
  const subject = what === 'jeleurile' ? 'Jeleurile' : what[0]!.toUpperCase() + what.slice(1);
  const lead = `${subject} ${word} din ce avem acum în stoc ${what === 'jeleurile' ? 'sunt' : 'este'} ${link(productSource(top!.p))}${top!.v.label ? ` (${top!.v.label})` : ''}, la ${money(top!.p, top!.v.price)}.`;
  const next = others.length ? [`După ${dearest ? 'el' : 'el'}, ${dearest ? 'cele mai scumpe' : 'cele mai accesibile'}:`, ...others.map((o) => variantLine(o.p, o.v))].join('\n') : null;
  return answerWith('catalogue', [lead, next], [top!.p, ...others.map((o) => o.p)], [factOf(top!.p, top!.v), ...others.map((o) => factOf(o.p, o.v))]);
}

function priceRange(q: string, ctx: CatalogueContext): Answer | null {
  const between = BETWEEN.exec(q);
  const under = between ? null : UNDER.exec(q);
  const over = between ? null : OVER.exec(q);
  if ((!under && !over && !between) || LOGISTICS.test(q)) return null;
  const max = between ? Number(between[3]) : under ? Number(under[5]) : Infinity;
  const min = between ? Number(between[2]) : over ? Number(over[4]) : 0;
  const kinds = kindsOf(q);
  // Form, percent and spectrum narrow the list; "pe piele" describes a form, it is not a need.
  const offers = offersFor(q, ctx, { needs: false })
    .filter(({ v }) => v.price <= max && v.price >= min)
    .sort((a, b) => a.v.price - b.v.price);
  // One line a product: its cheapest variant in the range (under a price) or its dearest (over one).
  const overOnly = over && !under;
  const lines = offers.filter((o, i, all) => (overOnly ? all.findLastIndex((x) => x.p === o.p) === i : all.findIndex((x) => x.p === o.p) === i));
  const shown = lines.slice(0, 8);
  const range = between ? `între ${min} și ${max} de lei` : under && over ? `între ${min} și ${max} de lei` : under ? `până în ${max} de lei` : `de peste ${min} de lei`;
  if (!shown.length) {
    return done('catalogue', [`Acum nu avem în stoc produse ${range}${kinds.length ? ' din forma pe care o cauți' : ''}.`, `Toate produsele, cu prețuri, sunt în ${link({ label: 'magazin', path: '/shop' })}.`], [{ label: 'Magazin', path: '/shop' }], []);
  }
  const more = offers.filter((o, i, all) => all.findIndex((x) => x.p === o.p) === i).length - shown.length;
  return answerWith(
    'catalogue',
    [[`Din ce avem acum în stoc, ${range}:`, ...shown.map((o) => variantLine(o.p, o.v))].join('\n'), more > 0 ? `Și încă ${more} în ${link({ label: 'magazin', path: '/shop' })}.` : null],
    shown.map((o) => o.p),
    shown.map((o) => factOf(o.p, o.v)),
  );
}

function stock(question: string, named: ProductFacts[]): Answer | null {
  if (named.length !== 1) return null;
  const [p] = named as [ProductFacts];
  const variants = variantsNamed(question, p);
  const lines = variants.length === p.variants.length && p.variants.length === 1 ? [] : variants.map((v) => variantLine(p, v));
  // "Câte bucăți mai aveți?": the stock the store shares.
  const counts = HOW_MANY.test(fold(question)) ? variants.filter((v) => v.available && v.quantity !== null).map((v) => `${v.label ? `${v.label}: ` : ''}mai avem ${v.quantity} ${v.quantity === 1 ? 'bucată' : 'de bucăți'} în stoc.`) : [];
  const all = variants.every((v) => v.available);
  const none = variants.every((v) => !v.available);
  const lead = none
    ? `${link(productSource(p))}${variants.length === 1 && variants[0]!.label ? ` (${variants[0]!.label})` : ''} nu mai este în stoc momentan (epuizat); prețul lui este ${money(p, Math.min(...variants.map((v) => v.price)))}.`
    : all
      ? `Da, ${link(productSource(p))}${variants.length === 1 && variants[0]!.label ? ` (${variants[0]!.label})` : ''} este în stoc, la ${money(p, Math.min(...variants.map((v) => v.price)))}.`
      : `${link(productSource(p))} este în stoc doar în unele variante:`;
  const alternatives = none && p.variants.some((v) => v.available) ? ['Îl găsești în stoc în aceste variante:', ...p.variants.filter((v) => v.available).map((v) => variantLine(p, v))].join('\n') : null;
  const stockCounts = counts.length ? counts.map((c) => `${c[0]!.toUpperCase()}${c.slice(1)}`).join(' ') : null;
  return answerWith(
    'catalogue',
    [all || none ? lead : [lead, ...lines].join('\n'), none ? alternatives : all && lines.length > 1 ? lines.join('\n') : null, stockCounts],
    [p],
    [...variants.map((v) => factOf(p, v)), ...counts],
  );
}

function price(question: string, named: ProductFacts[]): Answer | null {
  if (!named.length) return null;
  if (named.length > 1) {
    const list = named.slice(0, 4);
    return answerWith(
      'catalogue',
      [['Se potrivesc mai multe produse:', ...list.map(productLine)].join('\n'), 'Spune-mi la care te referi și îți dau detaliile.'],
      list,
      list.map((p) => factOf(p)),
    );
  }
  const [p] = named as [ProductFacts];
  const variants = variantsNamed(question, p);
  const sameForAll = new Set(variants.map((v) => v.price)).size === 1;
  const lead =
    variants.length === 1 || sameForAll
      ? `${link(productSource(p))}${variants.length === 1 && variants[0]!.label ? ` (${variants[0]!.label})` : ''} costă ${money(p, variants[0]!.price)} și ${variants.some((v) => v.available) ? 'este în stoc' : 'este epuizat momentan'}.`
      : [`${link(productSource(p))} costă, după variantă:`, ...variants.map((v) => variantLine(p, v))].join('\n');
  const concentration = p.concentration && p.kind === 'ulei' ? `Concentrația: ${p.concentration}.` : null;
  return answerWith('catalogue', [lead, concentration, p.usage ? `Din descrierea produsului: „${p.usage}”` : null], [p], [...variants.map((v) => factOf(p, v)), ...(p.usage ? [p.usage] : [])]);
}

/** A product's line in a comparison; `percent` picks the variants of that strength ("Carpați 10%"). */
function oilLine(p: ProductFacts, percent: number | null = null): string {
  const chosen = percent !== null && p.variants.some((v) => v.percent === percent) ? p.variants.filter((v) => v.percent === percent) : p.variants;
  const per = chosen.map((v) => ({ v, drop: mgPerDrop(v), per100: pricePer100mg(v) }));
  const strength = percent !== null && chosen !== p.variants ? `concentrație ${percent}%` : p.concentration ? `concentrație ${p.concentration}` : null;
  const drop = per.find((x) => x.drop !== null);
  const volumes = [...new Set(p.variants.map((v) => v.ml).filter((ml): ml is number => ml !== null))].map((ml) => `${ml} ml`);
  const cheapest100 = per.filter((x) => x.per100 !== null).sort((a, b) => a.per100! - b.per100!)[0];
  return [
    `• ${link(productSource(p))}:`,
    [
      strength,
      volumes.length ? `flacon de ${volumes.join(' sau ')}` : null,
      drop && p.kind === 'ulei' ? `aproximativ ${formatFigure(drop.drop!)} mg de CBD într-o picătură` : null,
      p.kind === 'jeleuri' && p.mgPerPiece !== null ? `${formatFigure(p.mgPerPiece)} mg de CBD într-un jeleu` : null,
      chosen.length > 1 && new Set(chosen.map((v) => v.price)).size > 1 ? chosen.map((v) => `${money(p, v.price)} (${v.label})`).join(', ') : money(p, chosen[0]?.price ?? p.price),
      cheapest100 ? `${money(p, cheapest100.per100!)} pentru 100 mg de CBD${chosen.length > 1 ? ` (${cheapest100.v.label})` : ''}` : null,
      p.spectrum ? SPECTRUM_NAME[p.spectrum] : null,
      chosen.some((v) => v.available) ? null : 'epuizat momentan',
    ]
      .filter(Boolean)
      .join('; '),
  ].join(' ');
}

/** "uleiul de 10% și cel de 20%": each part of the question resolved on its own, the form carried from the first. */
function comparedProducts(question: string, products: ProductFacts[]): { product: ProductFacts; percent: number | null }[] {
  const q = fold(question);
  const kinds = kindsIn(q).join(' ');
  const parts = q.split(/\b(?:si|sau|vs|versus|fata de|cu|ori)\b|,/).map((part) => part.trim()).filter((part) => /\w/.test(part));
  const found: { product: ProductFacts; percent: number | null }[] = [];
  for (const part of parts) {
    const named = namedProducts(kindsIn(part).length ? part : `${kinds} ${part}`, products);
    if (named.length && !found.some((f) => f.product === named[0])) found.push({ product: named[0]!, percent: percentsIn(part)[0] ?? null });
  }
  return found;
}

function compare(question: string, ctx: CatalogueContext): Answer | null {
  const compared = comparedProducts(question, ctx.products);
  if (compared.length < 2) return null;
  const list = compared.slice(0, 3);
  const oils = list.every(({ product }) => product.kind === 'ulei');
  const lines = list.map(({ product, percent }) => oilLine(product, percent));
  return answerWith(
    'catalogue',
    [
      ['Pe scurt, una lângă alta:', ...lines].join('\n'),
      oils ? `Miligramele pe picătură le socotim ca în ghidurile noastre, cu aproximativ ${DROPS_PER_ML} de picături la un mililitru; mărimea reală a picăturii depinde de pipetă. Detalii: ${link(OIL_GUIDE)}.` : null,
    ],
    list.map(({ product }) => product),
    lines.map((line) => line.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')),
    oils ? [OIL_GUIDE] : [],
  );
}

function spectrum(question: string, ctx: CatalogueContext, named: ProductFacts[]): Answer | null {
  const q = fold(question);
  const listAsked = /\b(care|ce|aveti|avei|exista|sunt|toate|uleiurile|produsele)\b/.test(q) && named.every((p) => /full|broad|izolat/.test(fold(p.title)) || !p.spectrum);
  if (named.length === 1 && named[0]!.spectrum && !listAsked) {
    const p = named[0]!;
    return answerWith('catalogue', [`${link(productSource(p))} are extract ${SPECTRUM_NAME[p.spectrum!]}.`, `Ce înseamnă fiecare tip de extract: ${link(OIL_GUIDE)}.`], [p], [factOf(p)], [OIL_GUIDE]);
  }
  const kinds = kindsOf(q);
  const pool = ctx.products.filter((p) => p.spectrum && (!kinds.length || kinds.includes(p.kind)));
  if (!pool.length) return null;
  const wanted: Spectrum | null = /\bizolat/.test(q) && !/full|broad|spectru/.test(q) ? 'izolat' : /broad|spectru larg/.test(q) && !/full|izolat/.test(q) ? 'broad' : null;
  const groups = (['full', 'broad', 'izolat'] as Spectrum[])
    .filter((s) => !wanted || s === wanted)
    .map((s) => ({ s, items: pool.filter((p) => p.spectrum === s) }));
  const lines = groups.map(({ s, items }) =>
    items.length ? [`${SPECTRUM_NAME[s][0]!.toUpperCase()}${SPECTRUM_NAME[s].slice(1)}:`, ...items.map(productLine)].join('\n') : `${SPECTRUM_NAME[s][0]!.toUpperCase()}${SPECTRUM_NAME[s].slice(1)}: nu avem${kinds.length ? ' în această formă' : ''}.`,
  );
  const shown = groups.flatMap((g) => g.items);
  return answerWith('catalogue', [...lines, `Ce înseamnă fiecare tip de extract: ${link(OIL_GUIDE)}.`], shown, shown.map((p) => factOf(p)), [OIL_GUIDE]);
}

function thc(named: ProductFacts[], ctx: CatalogueContext): Answer | null {
  if (named.length !== 1) return null;
  const [p] = named as [ProductFacts];
  const lot = ctx.lots?.get(p.handle);
  if (!lot?.thc) return null;
  const figure = lot.thc.measuredPercent === null ? `sub limita de cuantificare a laboratorului (${formatFigure(lot.thc.loqPercent)}%)` : `${formatFigure(lot.thc.measuredPercent)}%`;
  const by = [lot.lab ? `de ${lot.lab}` : null, lot.analysedAt ? `pe ${lot.analysedAt.split('-').reverse().join('.')}` : null].filter(Boolean).join(' ');
  const certificate = lot.certificateUrl?.startsWith('/') ? { label: `buletinul de analiză al lotului ${lot.number}`, path: lot.certificateUrl } : null;
  return answerWith(
    'catalogue',
    [
      `În lotul ${lot.number} al produsului ${link(productSource(p))}, THC-ul este ${figure}, după analiza făcută ${by || 'de laborator'}.`,
      certificate ? `Vezi ${link(certificate)}; lotul și analiza sunt și pe pagina produsului.` : 'Lotul și analiza sunt pe pagina produsului.',
    ],
    [p],
    [`${p.title}, lotul ${lot.number}: THC ${figure}`],
    certificate ? [certificate] : [],
  );
}

function perDrop(question: string, named: ProductFacts[]): Answer | null {
  const q = fold(question);
  const oils = named.filter((p) => p.kind === 'ulei');
  const source = oils.length === 1 ? oils[0]! : oils.length > 1 && titleStems(oils[0]!).length < titleStems(oils[1]!).length ? oils[0]! : null;
  const percent = percentsIn(q)[0] ?? source?.variants.find((v) => v.percent !== null)?.percent ?? null;
  if (percent === null) return null;
  const perMl = percent * 10;
  const drop = perMl / DROPS_PER_ML;
  return answerWith(
    'catalogue',
    [
      `${source ? `${link(productSource(source))} are` : `Un ulei de ${formatFigure(percent)}% are`} aproximativ ${formatFigure(perMl)} mg de CBD la mililitru, adică în jur de ${formatFigure(drop)} mg într-o picătură.`,
      `Socotim, ca în ghidurile noastre, cam ${DROPS_PER_ML} de picături la un mililitru; mărimea reală a picăturii depinde de pipetă. Detalii: ${link(OIL_GUIDE)}.`,
    ],
    source ? [source] : [],
    [`${formatFigure(percent)}%: ${formatFigure(perMl)} mg/ml, ${formatFigure(drop)} mg pe picătură (${DROPS_PER_ML} picături/ml)`],
    [OIL_GUIDE],
  );
}

function duration(question: string, named: ProductFacts[]): Answer | null {
  const q = fold(question);
  const drops = dropsPerDay(q);
  if (!drops) return null;
  const asked = mlIn(q);
  const fromProduct = named.length === 1 ? [...new Set(named[0]!.variants.map((v) => v.ml).filter((ml): ml is number => ml !== null))] : [];
  const volumes = asked.length ? asked : fromProduct.length ? fromProduct : [10, 30];
  const lines = volumes.map((ml) => {
    const total = ml * DROPS_PER_ML;
    return `Un flacon de ${ml} ml are aproximativ ${total} de picături: la ${drops} ${drops === 1 ? 'picătură' : 'picături'} pe zi îți ajunge aproximativ ${Math.floor(total / drops)} de zile.`;
  });
  return answerWith(
    'catalogue',
    [...lines, `Socotim, ca în ghidurile noastre, cam ${DROPS_PER_ML} de picături la un mililitru; mărimea reală a picăturii depinde de pipetă, așa că cifra este aproximativă. Detalii: ${link(OIL_GUIDE)}.`],
    named.length === 1 ? named : [],
    lines,
    [OIL_GUIDE],
  );
}

function packageContent(named: ProductFacts[]): Answer | null {
  const jellies = named.filter((p) => p.kind === 'jeleuri');
  if (jellies.length !== 1) return null;
  const [p] = jellies as [ProductFacts];
  const sizes = [...new Set(p.variants.map((v) => v.pieces).filter((n): n is number => n !== null))];
  const lead = sizes.length ? `O pungă de ${link(productSource(p))} are ${sizes.map((n) => `${n} de bucăți`).join(' sau ')}` : `${link(productSource(p))}`;
  const each = p.mgPerPiece !== null ? `${sizes.length ? ', fiecare' : ' are'} cu ${formatFigure(p.mgPerPiece)} mg de CBD` : '';
  return answerWith('catalogue', [`${lead}${each}.`, p.usage ? `Din descrierea produsului: „${p.usage}”` : null], [p], [`${p.title}: ${sizes.join('/')} bucăți, ${p.mgPerPiece ?? '?'} mg CBD/bucată`, ...(p.usage ? [p.usage] : [])]);
}

/** One product with the delivery: what the shopper pays in all, by the shop's threshold and fee. */
function total(question: string, one: ProductFacts[]): Answer | null {
  if (one.length !== 1) return null;
  const [p] = one as [ProductFacts];
  const variants = variantsNamed(question, p);
  if (variants.length !== 1) return null;
  const [v] = variants as [VariantFacts];
  const fee = v.price >= site.freeShippingThreshold ? 0 : site.shippingFee;
  const shipping = { label: 'Politica de livrare', path: '/shipping-policy' };
  const text = `${link(productSource(p))}${v.label ? ` (${v.label})` : ''} costă ${money(p, v.price)}. ${
    fee ? `Livrarea costă ${money(p, fee)} sub ${site.freeShippingThreshold} de lei, așa că plătești în total ${money(p, v.price + fee)}.` : `De la ${site.freeShippingThreshold} de lei livrarea este gratuită, așa că plătești ${money(p, v.price)}.`
  }`;
  return answerWith('catalogue', [text], [p], [factOf(p, v), `livrare: ${site.shippingFee} lei sub ${site.freeShippingThreshold} lei, gratuită de la ${site.freeShippingThreshold} lei`], [shipping]);
}

const STRONGEST = /\b(cel mai (concentrat|puternic|tare)|cea mai (mare|puternica) concentrati\w*|concentratia cea mai mare)\b/;
const WEAKEST = /\b(cel mai (slab|usor|bland)|cea mai mica concentrati\w*|concentratia cea mai mica)\b/;
const BEST_VALUE = /\b(pret(ul)? (pe|per|raportat la) (mg|miligram\w*|100 mg)|cel mai (bun pret|avantajos) (pe|per) (mg|miligram\w*)|cel mai ieftin (pe|per) (mg|miligram\w*)|raport\w* (calitate|cantitate) pret)\b/;
/** Asks how much CBD, how many puffs, what volume a product has. */
const CONTENT_Q = /\b(cat(e|a)? (mg|miligrame|cbd)|ce cantitate de cbd|cate pufuri|ce volum|cati ml|cat de mare|ce capacitate|cat cbd (are|contine|e in|este in)|masurat\w*)\b/;

/** Oils in stock at the highest (or lowest) concentration. */
function strength(q: string, ctx: CatalogueContext, strongest: boolean): Answer | null {
  const oils = offersFor(`${q} ulei`, ctx).filter(({ v }) => v.percent !== null);
  if (!oils.length) return null;
  const best = strongest ? Math.max(...oils.map(({ v }) => v.percent!)) : Math.min(...oils.map(({ v }) => v.percent!));
  const top = oils.filter(({ v }) => v.percent === best).filter((o, i, all) => all.findIndex((x) => x.p === o.p) === i);
  return answerWith(
    'catalogue',
    [[`${strongest ? 'Cea mai mare' : 'Cea mai mică'} concentrație din ce avem acum în stoc este ${best}%:`, ...top.map(({ p, v }) => variantLine(p, v))].join('\n')],
    top.map(({ p }) => p),
    top.map(({ p, v }) => factOf(p, v)),
  );
}

/** The oil in stock whose 100 mg of CBD cost least. */
function bestValue(q: string, ctx: CatalogueContext): Answer | null {
  const priced = offersFor(`${q} ulei`, ctx)
    .map((o) => ({ ...o, per100: pricePer100mg(o.v) }))
    .filter((o): o is typeof o & { per100: number } => o.per100 !== null)
    .sort((a, b) => a.per100 - b.per100);
  if (!priced.length) return null;
  const top = priced.filter((o, i, all) => all.findIndex((x) => x.p === o.p) === i).slice(0, 3);
  const line = (o: (typeof top)[number]) => `• ${link(productSource(o.p))}${o.v.label ? ` (${o.v.label})` : ''} – ${money(o.p, o.per100)} pentru 100 mg de CBD (${money(o.p, o.v.price)} pentru ${formatFigure(o.v.cbdMg!)} mg)`;
  return answerWith('catalogue', [['Cel mai bun preț pe miligramul de CBD, din ce avem acum în stoc:', ...top.map(line)].join('\n')], top.map((o) => o.p), top.map((o) => line(o).replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')));
}

/** How much CBD a package holds, how many puffs, what volume: the product's own figures. */
function contents(question: string, one: ProductFacts[], ctx: CatalogueContext): Answer | null {
  if (one.length !== 1) return null;
  const [p] = one as [ProductFacts];
  const q = fold(question);
  const variants = variantsNamed(question, p);
  const lines: string[] = [];
  if (/\bmasurat\w*|laborator\w*|analiz\w*/.test(q)) {
    const lot = ctx.lots?.get(p.handle);
    for (const row of lot?.cbd ?? []) lines.push(`Laboratorul a măsurat ${formatFigure(row.measured.value)} ${row.measured.unit}${row.label ? ` (${row.label})` : ''}, față de ${formatFigure(row.declared.value)} ${row.declared.unit} declarate, în lotul ${lot!.number}.`);
  } else if (/pufuri/.test(q)) {
    const puffs = sentences(p.description).find((s) => /pufuri/i.test(s));
    if (puffs) lines.push(`Din descrierea produsului: „${puffs}”`);
  } else if (/volum|mare|capacitate|cati ml/.test(q) && !/\b(mg|miligram\w*|cbd)\b/.test(q)) {
    const volumes = [...new Set(variants.map((v) => v.ml).filter((ml): ml is number => ml !== null))];
    if (volumes.length) lines.push(`${link(productSource(p))} se găsește în ${volumes.map((ml) => `${ml} ml`).join(' și ')}.`);
  } else {
    for (const v of variants) {
      const label = v.label ? ` (${v.label})` : '';
      if (p.kind === 'jeleuri' && p.mgPerPiece !== null) {
        lines.push(`${link(productSource(p))}${label}: ${formatFigure(p.mgPerPiece)} mg de CBD într-un jeleu${v.pieces ? `, adică ${formatFigure(p.mgPerPiece * v.pieces)} mg într-o pungă de ${v.pieces} de bucăți` : ''}.`);
      } else if (v.cbdMg !== null) {
        lines.push(`${link(productSource(p))}${label} are ${formatFigure(v.cbdMg)} mg de CBD${v.ml ? ` în ${v.ml} ml` : ''}.`);
      }
    }
    if (!lines.length) {
      const stated = sentences(p.description).find((s) => /\d[\d.]*\s?mg de CBD/i.test(s));
      if (stated) lines.push(`Din descrierea produsului ${link(productSource(p))}: „${stated}”`);
    }
  }
  if (!lines.length) return null;
  return answerWith('catalogue', [[...new Set(lines)].join('\n')], [p], lines.map((l) => l.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')));
}

/** Forms of CBD products a shopper may ask for that are not in any catalogue of ours. */
const OTHER_FORMS = /\b(capsul\w*|pastil\w*|tablet\w*|drajeu\w*|flori|florile|floare|seminte|ceai\w*|spray\w*|plasturi|plasture|supozitoar\w*|ciocolat\w*|cafea|bere|sapun\w*|sampon\w*|pudr\w*|pulbere|cristal\w*|rasina|ierburi|iarba|biscuit\w*|bomboane de ciocolata)\b/;
const FORM_NAMES: Record<ProductKind, string> = { ulei: 'uleiuri', jeleuri: 'jeleuri', vape: 'produse de vape', crema: 'creme', topic: 'balsamuri, geluri și alte produse de aplicat pe piele' };

/** "Aveți capsule cu CBD?": what we sell instead, from the catalogue itself. */
function otherForm(q: string, ctx: CatalogueContext): Answer | null {
  const asked = OTHER_FORMS.exec(q);
  if (!asked || !/\b(aveti|avei|vindeti|gasesc|exista|comercializati|aveti si|se gasesc)\b/.test(q)) return null;
  const kinds = (['ulei', 'jeleuri', 'vape', 'crema', 'topic'] as ProductKind[]).filter((k) => ctx.products.some((p) => p.kind === k && p.available));
  if (!kinds.length || ctx.products.some((p) => fold(`${p.title} ${p.productType}`).includes(asked[1]!.slice(0, 5)))) return null;
  const list = kinds.map((k) => FORM_NAMES[k]);
  return done(
    'catalogue',
    [`Nu avem ${asked[1]} cu CBD. Ce avem acum: ${list.slice(0, -1).join(', ')}${list.length > 1 ? ' și ' : ''}${list.at(-1)}.`, `Le găsești pe toate în ${link({ label: 'magazin', path: '/shop' })}.`],
    [{ label: 'Magazin', path: '/shop' }],
    [`Formele din catalog: ${list.join(', ')}`],
  );
}

/** The catalogue's answer to the question, or null when it is not a catalogue question. */
export function catalogueAnswer(question: string, ctx: CatalogueContext): Answer | null {
  const q = fold(question);
  const named = namedProducts(question, ctx.products);
  const primary = primaryProduct(question, ctx.products);
  const one = primary ? [primary] : named;
  if (DURATION.test(q)) return duration(question, one);
  const form = otherForm(q, ctx);
  if (form) return form;
  // "e broad sau full spectrum?" asks the extract, not a comparison.
  if (SPECTRUM_Q.test(q) && /\b(full|broad|izolat|spectru)\w*\b.*\bsau\b.*\b(full|broad|izolat|spectru)\w*/.test(q)) {
    const answer = spectrum(question, ctx, one);
    if (answer) return answer;
  }
  if (STRONGEST.test(q) || WEAKEST.test(q)) {
    const answer = strength(q, ctx, STRONGEST.test(q));
    if (answer) return answer;
  }
  if (BEST_VALUE.test(q)) {
    const answer = bestValue(q, ctx);
    if (answer) return answer;
  }
  if (COMPARE.test(q) || (/\b(sau|vs)\b/.test(q) && named.length > 1)) {
    const answer = compare(question, ctx);
    if (answer) return answer;
  }
  if (MG_PER_DROP.test(q)) {
    const answer = perDrop(question, named);
    if (answer) return answer;
  }
  // How to take it: the product's own text and our guides answer, with the doctor's note.
  if (USAGE_Q.test(q)) return null;
  if (PACKAGE.test(q)) {
    const answer = packageContent(one);
    if (answer) return answer;
  }
  if (CONTENT_Q.test(q)) {
    const answer = contents(question, one, ctx);
    if (answer) return answer;
  }
  if (CHEAPEST.test(q)) return cheapestOrDearest(q, ctx, false);
  if (DEAREST.test(q)) return cheapestOrDearest(q, ctx, true);
  const range = priceRange(q, ctx);
  if (range) return range;
  if (THC_Q.test(q)) {
    const answer = thc(one, ctx);
    if (answer) return answer;
  }
  if (TOTAL.test(q)) {
    const answer = total(question, one);
    if (answer) return answer;
  }
  if (STOCK.test(q) && !PRICE.test(q)) {
    const answer = stock(question, one);
    if (answer) return answer;
  }
  if (PRICE.test(q)) {
    const answer = price(question, one);
    if (answer) return answer;
  }
  if (SPECTRUM_Q.test(q)) return spectrum(question, ctx, named);
  return null;
}

/** Whether the question is about THC or a lot's analysis of a product it names (the lot is read before answering). */
export const asksLot = (question: string) => THC_Q.test(fold(question));
