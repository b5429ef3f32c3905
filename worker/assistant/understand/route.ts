// Answers from what the message asks (the classifier's intent) and what it names (products, sizes, sums), with the
// conversation's state for a follow-up that names nothing of its own. Each intent answers from one place: the
// catalogue, the product's label, the facts module or the policies, computing what must be computed (a basket with
// delivery, how long a bag lasts). A reading that is not sure returns null: the caller asks or says what it can do.
import { DOCTOR_NOTE } from '../../../content/assistant/safety';
import { packOf } from '../../../content/catalog/packs';
import { shippingText } from '../../../content/facts';
import { tracesIn } from '../../../content/product-forms';
import { site } from '../../../content/site';
import { offers } from '../../../content/wheel';
import { countRo, formatFigure, formatMoney, roundMoney } from '../../../domain/format';
import { type Promotion, promotionPhase } from '../../../domain/promotion';
import type { Product, ProductLot } from '../../../domain/types';
import type { ProductMaker } from '../../env';
import { type Answer, type ComposeOptions, done, link, money, productSource, type Source } from '../answer';
import { checkLines, checksAsked, thc } from '../catalogue/extract';
import { comparedProducts, contents, duration, labelPerDay, puffsIn } from '../catalogue/figures';
import { productPercents, variantsNamed } from '../catalogue/named';
import { ownSentence } from '../catalogue/own-text';
import { ADDS, asksPriceRange, codeIn, countAsked, total } from '../catalogue/prices';
import { answerWith, type CatalogueContext, factOf, priceText, SPECTRUM_SHORT, variantLine } from '../catalogue/shared';
import { price, stock } from '../catalogue/stock';
import { kindsIn } from '../intents';
import type { Knowledge } from '../knowledge-index';
import { policyPath } from '../paths';
import type { ProductFacts, VariantFacts } from '../product-facts';
import { fold, leiIn, words } from '../text';
import { type Intent, PRODUCT_INTENTS } from './intent';
import type { ConversationState } from './state';

export interface RouteContext extends ComposeOptions {
  /** The page data (label, lot) of the product in focus, read by the caller when the intent needs it. */
  details?: Map<string, Product | null>;
  /** The maker the shop states for its own brand (PRODUCT_MANUFACTURER). */
  maker?: ProductMaker;
  /** Lots read by the caller for a THC question. */
  lots?: Map<string, ProductLot | null>;
}

/** Asks what an order comes to ("cât plătesc?", "cât ies?", "cât fac cu livrare?", "totalul"). */
const ASKS_SUM =
  /\b(cat|cit)\b.{0,30}\b(platesc|platim|plateste|ies|iese|fac|face|costa|dau|ajunge|vine|vin)\b|\btotal\w*\b/;

/**
 * Ways of paying shoppers ask about that the terms do not list (card, bank transfer, cash on delivery are the
 * shop's): named back in the answer.
 */
const OTHER_PAYMENTS: [RegExp, string][] = [
  [/\b(in rate|rate fara dobanda|rate\b|in transe)/, 'Plata în rate'],
  [/\b(card\w* cadou|voucher\w*|gift card\w*|tichet\w*)\b/, 'Plata cu un card cadou, un voucher sau tichete'],
  [/\b(paypal)\b/, 'PayPal'],
  [/\b(bitcoin|crypto\w*|cripto\w*)\b/, 'Plata în criptomonede'],
];

/** A kind of extract: full or broad spectrum, an isolate. */
const EXTRACT_KIND = /\b(spectr\w*|full|broad|izolat\w*)\b/;
/** Asks what something is or how two differ. */
const ASKS_MEANING = /\b(ce (inseamna|e|este|sunt)|adica|explic\w*|diferent\w*|difer\w*)\b/;

const lei = (amount: number) => formatMoney({ amount, currencyCode: 'RON' });
const SHIPPING: Source = { label: 'Politica de livrare', path: policyPath('shipping') };

/** A sum in lei the message states ("un coș de 150 lei", "am 1.500,50 ron"). */
const sumIn = leiIn;

/** How rare a word must be among our passages to tell one fact from another ("produs" is everywhere). */
const TELLING = 2.5;

/** The results that matched the question by a telling word, not only by words every passage has. */
function telling<T extends { terms: string[] }>(knowledge: Knowledge, results: T[]): T[] {
  return results.filter((r) => r.terms.some((t) => (knowledge.index.weight(t) ?? TELLING) >= TELLING));
}

/** The id of the fact among `ids` that fits the question best, by a telling word it shares with it; else null. */
function bestFactId(question: string, knowledge: Knowledge, ids: string[]): string | null {
  const allowed = new Set(ids.map((id) => `fact:${id}`));
  // Only a fact that shares words with the question: "aveți magazin în Brașov?" is not answered with delivery.
  const doc = telling(knowledge, knowledge.index.search(question, { filter: (d) => allowed.has(d.id), limit: 3 }))[0]
    ?.doc;
  return doc ? doc.id.replace(/^fact:/, '') : null;
}

/** One of the facts (content/assistant/facts.ts), the one that fits the question best. */
function bestFact(question: string, knowledge: Knowledge, ids: string[], intent: string): Answer | null {
  const id = bestFactId(question, knowledge, ids);
  return id ? facts(knowledge, [id], intent) : null;
}

/** Two facts side by side (what a question about both sides of a topic needs), each once. */
export function facts(knowledge: Knowledge, ids: string[], intent: string): Answer | null {
  const docs = ids.map((id) => knowledge.index.doc(`fact:${id}`)).filter((d) => d !== undefined);
  if (!docs.length) return null;
  const sources = docs.map((d) => ({ label: d.label, path: d.path }));
  return done(
    intent,
    [...docs.map((d) => d.text), `Detalii: ${[...new Set(sources.map(link))].join(', ')}.`],
    sources,
    docs.map((d) => d.text),
  );
}

/** The return facts that answer one part of returning (the rest is what the 30-day return says). */
const RETURN_DETAILS = [
  'retur-pasi',
  'rambursare-14',
  'rambursare-termene',
  'retur-cost',
  'defect-24h',
  'retragere-14',
  'formular-retragere',
  'garantie-conformitate',
];
/** Facts about the law's rights: quoted when the question asks about them, not for "how do I return it?". */
const LEGAL_DETAILS = new Set(['retragere-14', 'formular-retragere', 'garantie-conformitate']);
const ASKS_LAW = /\b(garant\w*|retrag\w*|formular\w*|leg\w*|oug|drept\w*|conformitat\w*)\b/;

/**
 * Returns always lead with the 30-day return (which includes the 14-day right of withdrawal), then the detail the
 * question asks (the steps, when the money comes, who pays the courier, a damaged parcel, the guarantee).
 */
function returnsAnswer(question: string, knowledge: Knowledge): Answer | null {
  const found = telling(
    knowledge,
    knowledge.index.search(question, { filter: (d) => RETURN_DETAILS.some((id) => d.id === `fact:${id}`), limit: 8 }),
  ).map((r) => ({
    id: r.doc.id.replace(/^fact:/, ''),
    telling: r.terms.filter((t) => (knowledge.index.weight(t) ?? TELLING) >= TELLING).length,
  }));
  // How long the shopper has: the 30 days alone.
  if (/\b(cat timp am|pana cand|in cate zile pot|ce termen)\b/.test(fold(question)))
    return facts(knowledge, ['retur-30'], 'returns');
  // The detail that matched the most telling words; on a tie, the steps. With no telling word at all ("în câte zile
  // primesc banii?" is made of common words), the detail the search ranks first.
  const fits = found.filter((r) => !LEGAL_DETAILS.has(r.id) || ASKS_LAW.test(fold(question)));
  const most = Math.max(0, ...fits.map((r) => r.telling));
  const untold = most === 0 ? untoldDetail(question, knowledge) : null;
  const detail =
    untold ??
    fits
      .filter((r) => r.telling === most)
      .sort((a, b) => RETURN_DETAILS.indexOf(a.id) - RETURN_DETAILS.indexOf(b.id))[0]?.id ??
    'retur-pasi';
  // A damaged parcel's 24 hours come first: that is what to do now. When the money comes back: by when, and how.
  if (detail === 'rambursare-14' || detail === 'rambursare-termene')
    return facts(knowledge, ['retur-30', 'rambursare-14', 'rambursare-termene'], 'returns');
  return facts(knowledge, detail === 'defect-24h' ? [detail, 'retur-30'] : ['retur-30', detail], 'returns');
}

/** The return detail the search ranks first for a question of common words, when it shares two words or more with it. */
function untoldDetail(question: string, knowledge: Knowledge): string | null {
  const [top] = knowledge.index.search(question, {
    filter: (d) => RETURN_DETAILS.some((id) => d.id === `fact:${id}`) && !LEGAL_DETAILS.has(d.id.slice(5)),
    limit: 1,
  });
  return top && top.terms.length >= 2 ? top.doc.id.replace(/^fact:/, '') : null;
}

/** What a basket costs with delivery: the sum, the fee under the threshold, the total. */
function totalWithDelivery(amount: number): Answer {
  const threshold = site.freeShippingThreshold;
  const text =
    amount >= threshold
      ? `La o comandă de ${lei(amount)}, livrarea este gratuită, așa că plătești ${lei(amount)}.`
      : `La o comandă de ${lei(amount)} se adaugă livrarea de ${lei(site.shippingFee)}: plătești în total ${lei(Math.round((amount + site.shippingFee) * 100) / 100)}. Îți mai lipsesc ${lei(Math.round((threshold - amount) * 100) / 100)} ca livrarea să fie gratuită.`;
  const rule = `Livrarea este gratuită pentru comenzile de la ${shippingText.freeFrom} (vape-urile nu intră în această sumă); sub această sumă costă ${shippingText.fee}.`;
  return done('order-total', [text, `Detalii: ${link(SHIPPING)}.`], [SHIPPING], [text, rule]);
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What one variant holds, said after "o singură variantă": ": 20 de bucăți", ": 10 ml", or nothing. */
const sizeOf = (v: VariantFacts | undefined) =>
  v?.pieces ? `: ${countRo(v.pieces, 'bucată', 'bucăți')}` : v?.ml ? `: ${v.ml} ml` : '';

/** Every variant of a product: size, flavour or strength, with its price and stock. */
function variantsAnswer(question: string, p: ProductFacts): Answer {
  if (p.variants.length < 2 || p.variants.every((v) => !v.label))
    return answerWith(
      'variants',
      [
        `${link(productSource(p))} are o singură variantă${sizeOf(p.variants[0])}, la ${money(p, p.price)}${p.available ? '' : ' (epuizat momentan)'}.`,
      ],
      [p],
      [factOf(p)],
    );
  // "și cea mai mare variantă?": the one the superlative picks.
  const picked = compareVariants(question, p);
  if (picked) return picked;
  // "și varianta de 30 ml?": the one it names, with its price and stock. "Vine și cu vreo aromă sau doar natural?"
  // asks for every option, whichever one it names.
  const every = /\b(arom\w*|culor\w*|gust\w*|marim\w*)\b/.test(fold(question)) && !/\b\d+\b(?!\s?%)/.test(question);
  const asked = every ? p.variants : variantsNamed(question, p);
  const shown = asked.length < p.variants.length ? asked : p.variants;
  const lead = shown === p.variants ? 'se găsește în aceste variante:' : 'are varianta:';
  return answerWith(
    'variants',
    [[`${link(productSource(p))} ${lead}`, ...shown.map((v) => variantLine(p, v))].join('\n')],
    [p],
    shown.map((v) => factOf(p, v)),
  );
}

/** The variants of each of a few products ("ce arome?" after a list of vapes), one after the other. */
function variantsOf(question: string, products: ProductFacts[]): Answer {
  const parts = products.map((p) => variantsAnswer(question, p));
  return parts.length === 1
    ? parts[0]!
    : {
        ...parts[0]!,
        text: parts.map((a) => a.text).join('\n\n'),
        sources: parts.flatMap((a) => a.sources),
        facts: parts.flatMap((a) => a.facts),
        products: parts.flatMap((a) => a.products ?? []),
      };
}

/** How much a package holds, for ranking "which lasts longest": ml for liquids, pieces for jellies. */
const size = (p: ProductFacts) => Math.max(...p.variants.map((v) => v.ml ?? v.pieces ?? 0));
const strengthOf = (p: ProductFacts) => Math.max(...p.variants.map((v) => v.percent ?? 0), p.mgPerPiece ?? 0);

/** The item with the most (or the least) of `by`; the first one on a tie. */
function extreme<T>(items: T[], by: (item: T) => number, most: boolean): T {
  return items.reduce((a, b) => ((most ? by(b) > by(a) : by(b) < by(a)) ? b : a));
}

/** A question about two products at once: "între ele", "amândouă", "ce le deosebește". */
const BOTH = /\b(ele|ei|amandoua|amandoi|cele doua|cei doi|fiecare|fiecaruia|diferent\w*|deosebe\w*)\b/;

/** Words of a question that only pick and point ("care", "pentru", "ăla"): they tell no product from another. */
const POINTING = new Set([
  'care',
  'este',
  'pentru',
  'dintre',
  'acela',
  'aceea',
  'aia',
  'ala',
  'alea',
  'cele',
  'cel',
  'cea',
]);

/**
 * The one product of the list a word of the question tells apart ("care e pt mâini?" among the creams): a word of its
 * title that the other titles do not share (the word all of them have, "cremă", tells nothing). Null: none or several.
 */
function pickedByWord(q: string, list: ProductFacts[]): ProductFacts | null {
  const stem = (w: string) => w.slice(0, 5);
  const titles = list.map((p) => new Set(words(p.title).map(stem)));
  const asked = words(q)
    .filter((w) => w.length >= 4 && !POINTING.has(w))
    .map(stem)
    .filter((w) => !titles.every((t) => t.has(w)));
  const hits = list.filter((_, i) => asked.some((w) => titles[i]!.has(w)));
  return hits.length === 1 ? hits[0]! : null;
}

/** What tells two or three products apart, from their figures: form, strength, extract, sizes, price. */
function differences(list: ProductFacts[]): Answer {
  const lines = list.slice(0, 3).map((p) => {
    const sizes = [...new Set(p.variants.map((v) => (v.ml ? `${v.ml} ml` : v.pieces ? `${v.pieces} buc.` : null)))]
      .filter((s): s is string => s !== null)
      .join(' sau ');
    const parts = [
      p.concentration ?? (p.mgPerPiece ? `${p.mgPerPiece} mg de CBD într-un jeleu` : null),
      p.spectrum ? SPECTRUM_SHORT[p.spectrum] : null,
      sizes || null,
      priceText(p),
    ].filter((s): s is string => Boolean(s));
    return `• ${link(productSource(p))}: ${parts.join(', ')}`;
  });
  return answerWith(
    'compare',
    [['Pe scurt, ce le deosebește:', ...lines].join('\n')],
    list.slice(0, 3),
    list.slice(0, 3).map((p) => factOf(p)),
  );
}

/** A question that picks among one product's variants: "dintre ele", "care mărime", "ce variantă". */
const VARIANT_PICK =
  /\b(ele|dintre|variant\w*|marim\w*|flacon\w*|pung\w*|cutii\w*|tub\w*|borcan\w*|ml|bucata|(cel|cea) mai (concentrat\w*|puternic\w*|slab\w*))\b/;

/** A question about what a size gives for its price: "care e mai avantajoasă", "merită", "la ml", "două de 30 sau una de 60". */
const VALUE =
  /\b(avantaj\w*|merit\w*|rentabil\w*|economic\w*|(la|pe|per) (ml|bucata|buc|jeleu|gram)|in loc de|diferent\w* de pret)\b/;

/**
 * What each size of one product costs for what it holds, computed from the catalogue: the price a ml or a piece, and
 * how many of the small size make the large one at what price ("două pungi de 30: 159,80 lei; una de 60: 139,90 lei").
 * Asked when the question weighs value ("merită", "la ml") or names two of its sizes; null for a product of one size.
 */
export function valueAnswer(question: string, p: ProductFacts): Answer | null {
  const q = fold(question);
  const amount = (v: VariantFacts) => v.pieces ?? v.ml ?? 0;
  // One line per size: its lowest price among flavours in stock (all of them when none is).
  const bySize = new Map<number, VariantFacts>();
  for (const v of p.variants.filter((v) => v.label && amount(v) > 0)) {
    const known = bySize.get(amount(v));
    if (!known || (v.available && !known.available) || (v.available === known.available && v.price < known.price))
      bySize.set(amount(v), v);
  }
  const sizes = [...bySize.values()].sort((a, b) => amount(a) - amount(b));
  // Two of its sizes said by their figure ("2 pungi de 30 sau una de 60?").
  const twoNamed = sizes.filter((v) => new RegExp(`\\b${amount(v)}\\b`).test(q)).length >= 2;
  if (sizes.length < 2 || !(VALUE.test(q) || twoNamed)) return null;
  const pieces = sizes.every((v) => v.pieces);
  const unit = pieces ? 'bucată' : 'ml';
  const what = (v: VariantFacts) => (pieces ? countRo(v.pieces!, 'bucată', 'bucăți') : `${v.ml} ml`);
  // "2 borcane de 30 de bucăți", "1 × 200 ml": the pack the option names, else the size.
  const packs = (n: number, v: VariantFacts) => {
    const pack = packOf(v.selectedOptions);
    return pack ? `${countRo(n, pack.one, pack.many)} de ${what(v)}` : `${n} × ${what(v)}`;
  };
  const lines = sizes.map(
    (v) => `• ${capital(what(v))}: ${money(p, v.price)} (${money(p, v.price / amount(v))}/${unit})`,
  );
  const large = sizes.at(-1)!;
  const small = sizes[0]!;
  // Two sizes: what the larger costs more.
  if (sizes.length === 2)
    lines.push(`Diferența de preț: ${money(p, roundMoney(large.price - small.price))} în plus pentru ${what(large)}.`);
  const times = amount(large) / amount(small);
  const best = sizes.reduce((a, b) => (b.price / amount(b) < a.price / amount(a) ? b : a));
  const sum = roundMoney(small.price * times);
  const multiple =
    Number.isInteger(times) && times >= 2 && times <= 5
      ? `${capital(packs(times, small))} costă ${money(p, sum)}; ${packs(1, large)} costă ${money(p, large.price)}${sum > large.price ? `, cu ${money(p, roundMoney(sum - large.price))} mai puțin` : ''}.`
      : null;
  return answerWith(
    'compare',
    [
      [`${link(productSource(p))}, prețul pe ${unit === 'ml' ? 'ml' : 'bucată'}:`, ...lines].join('\n'),
      multiple,
      `La cantitate, varianta de ${what(best)} iese cel mai ieftin${best.available ? '' : ' (epuizată momentan)'}.`,
    ],
    [p],
    sizes.map((v) => factOf(p, v)),
  );
}

/** The cheapest, dearest or largest variant of one product ("care dintre ele e mai ieftină?" after its sizes). */
function compareVariants(question: string, p: ProductFacts): Answer | null {
  const q = fold(question);
  const variants = p.variants.filter((v) => v.label);
  if (variants.length < 2) return null;
  const value = valueAnswer(question, p);
  if (value) return value;
  const best = (by: (v: VariantFacts) => number, most: boolean) => extreme(variants, by, most);
  const sized = variants.every((v) => (v.ml ?? v.pieces) !== null);
  const rated = variants.every((v) => (v.percent ?? v.cbdMg) !== null);
  const strength = (v: VariantFacts) => v.percent ?? v.cbdMg ?? 0;
  const [chosen, what] = /\bieftin\w*|accesibil\w*/.test(q)
    ? [best((v) => v.price, false), 'cea mai ieftină']
    : /\bscump\w*/.test(q)
      ? [best((v) => v.price, true), 'cea mai scumpă']
      : sized && /\b(mare|mult|tine|dureaza|ajunge)\b/.test(q)
        ? [best((v) => v.ml ?? v.pieces ?? 0, true), 'cea mai mare']
        : sized && /\b(mica|mic|putin)\b/.test(q)
          ? [best((v) => v.ml ?? v.pieces ?? 0, false), 'cea mai mică']
          : rated && /\bmai (concentrat\w*|puternic\w*|tare)\b/.test(q)
            ? [best(strength, true), 'cea mai concentrată']
            : rated && /\bmai (slab\w*|usoar\w*|bland\w*|putin concentrat\w*)\b/.test(q)
              ? [best(strength, false), 'cea mai puțin concentrată']
              : [null, ''];
  if (!chosen) return null;
  return answerWith(
    'compare',
    [
      `Dintre variantele produsului ${link(productSource(p))}, ${what} este ${chosen.label}, la ${money(p, chosen.price)}${chosen.available ? '' : ' (epuizată momentan)'}.`,
    ],
    [p],
    variants.map((v) => factOf(p, v)),
  );
}

/** The product a pick names, with its price: "Dintre produsele de mai sus: [X], de la 69,90 lei." */
function pickedAnswer(p: ProductFacts, lead: string): Answer {
  return answerWith(
    'compare',
    [`${lead}: ${link(productSource(p))}, ${priceText(p)}${p.available ? '' : ' (epuizat momentan)'}.`],
    [p],
    [factOf(p)],
  );
}

/** The most CBD one package holds, with its size, from the variants' figures: null when no package states it. */
function cbdIn(p: ProductFacts): { mg: number; of: string } | null {
  const rated = p.variants.filter((v) => v.cbdMg !== null);
  if (!rated.length) return null;
  const v = rated.reduce((a, b) => (b.cbdMg! > a.cbdMg! ? b : a));
  return { mg: v.cbdMg!, of: v.ml ? `${v.ml} ml` : v.pieces ? countRo(v.pieces, 'bucată', 'bucăți') : '' };
}
const cbdText = ({ mg, of }: { mg: number; of: string }) => `${formatFigure(mg)} mg${of ? ` în ${of}` : ''}`;

/** "Care e mai ieftin?", "care ține cel mai mult?", "care e pentru mâini?" over the products the last answer listed. */
function compareList(question: string, list: ProductFacts[], lead = 'Dintre produsele de mai sus'): Answer | null {
  const q = fold(question);
  if (list.length < 2) return null;
  if (/\b(diferent\w*|deosebe\w*|compar\w*)\b/.test(q)) return differences(list);
  const pick = (by: (p: ProductFacts) => number, most: boolean) => extreme(list, by, most);
  let chosen: ProductFacts | null = null;
  let why = '';
  // Of two or three, the others' prices beside the one picked.
  const besides = (picked: ProductFacts) =>
    list.length <= 3
      ? ` (${list
          .filter((p) => p !== picked)
          .map((p) => `${p.title}: ${priceText(p)}`)
          .join('; ')})`
      : '';
  if (/\bieftin\w*|accesibil\w*|mic pret/.test(q)) {
    chosen = pick((p) => p.price, false);
    why = `cel mai mic preț, ${money(chosen, chosen.price)}${besides(chosen)}`;
  } else if (/\bscump\w*/.test(q)) {
    chosen = pick((p) => p.maxPrice, true);
    why = `cel mai mare preț, până la ${money(chosen, chosen.maxPrice)}${besides(chosen)}`;
  } else if (/\bcbd\b/.test(q) && /\b(mult|mare|multa)\b/.test(q) && list.every((p) => cbdIn(p) !== null)) {
    // "Care are mai mult CBD?": the CBD of a package, each said (the copy's figures, never guessed for a size).
    chosen = pick((p) => cbdIn(p)!.mg, true);
    const others = list.filter((p) => p !== chosen).map((p) => `${p.title}: ${cbdText(cbdIn(p)!)}`);
    why = `cel mai mult CBD într-un ambalaj, ${cbdText(cbdIn(chosen)!)} (${others.join('; ')})`;
  } else if (/\b(tine|dureaza|ajunge|mult|multe|pufuri|inhalari)\b/.test(q) && list.every((p) => puffsIn(p) !== null)) {
    // Vapes: the puffs their copy states.
    chosen = pick((p) => puffsIn(p)!, true);
    const others = list.filter((p) => p !== chosen).map((p) => `${p.title}: aproximativ ${formatFigure(puffsIn(p)!)}`);
    why = `cele mai multe inhalări, aproximativ ${formatFigure(puffsIn(chosen)!)} (${others.join('; ')})`;
  } else if (/\b(tine|dureaza|ajunge|mare|mult|cantitate)\b/.test(q) && list.some((p) => size(p) > 0)) {
    chosen = pick(size, true);
    const unit = chosen.kind === 'jeleuri' ? 'bucăți' : 'ml';
    why = `cea mai mare cantitate într-un ambalaj, ${size(chosen)} ${unit}; cât îți ține depinde de cât folosești pe zi, după etichetă`;
  } else if (/\b(concentrat\w*|puternic\w*|tare)\b/.test(q) && list.some((p) => strengthOf(p) > 0)) {
    chosen = pick(strengthOf, true);
    why = `cea mai mare concentrație, ${chosen.concentration ?? `${chosen.mgPerPiece} mg de CBD într-un jeleu`}`;
  } else if (/\b(slab\w*|usor|bland\w*)\b/.test(q) && list.some((p) => strengthOf(p) > 0)) {
    chosen = pick((p) => strengthOf(p) || Number.POSITIVE_INFINITY, false);
    why = `cea mai mică concentrație, ${chosen.concentration ?? `${chosen.mgPerPiece} mg de CBD într-un jeleu`}`;
  }
  if (!chosen) {
    const picked = pickedByWord(q, list);
    return picked ? pickedAnswer(picked, lead) : null;
  }
  return answerWith(
    'compare',
    [`${lead}, ${link(productSource(chosen))} are ${why}.`],
    [chosen],
    list.map((p) => factOf(p)),
  );
}

/** What the label says the product holds: its ingredients or INCI list, and the allergens it flags. */
function ingredientsAnswer(
  question: string,
  p: ProductFacts,
  detail: Product | null | undefined,
  email: string,
): Answer {
  const info = detail?.info;
  const list = info?.ingredients ?? info?.inci;
  if (!list)
    return done(
      'ingredients',
      [
        `Lista de ingrediente a produsului ${link(productSource(p))} nu apare în datele pe care le am acum; o găsești pe etichetă și pe pagina produsului.`,
        `Dacă vrei să afli ceva anume, scrie-ne la ${email}.`,
      ],
      [productSource(p)],
      [],
      false,
    );
  const allergens = info?.allergens;
  // "Are nicotină?", "are acetat de vitamina E?": what the lot's analysis found, before the label's list.
  const tested = checksAsked(question, detail?.lot);
  return answerWith(
    'ingredients',
    [
      tested.length && detail?.lot ? checkLines(detail.lot, tested) : null,
      `Ingredientele produsului ${link(productSource(p))}${info?.inci && !info.ingredients ? ' (lista INCI)' : ''}, de pe etichetă: ${list}`,
      allergens === null || allergens === undefined
        ? null
        : allergens.length
          ? `Alergeni: ${allergens.join(', ')}.`
          : (tracesIn(info?.ingredients) ?? 'Eticheta nu menționează alergeni.'),
      ingredientCaution(info?.warnings),
    ],
    [p],
    [list],
  );
}

function makerAnswer(p: ProductFacts, detail: Product | null | undefined, ctx: RouteContext): Answer {
  const maker = detail?.info?.manufacturer ?? ctx.maker?.manufacturer ?? null;
  if (!maker)
    return done(
      'maker',
      [
        `Producătorul produsului ${link(productSource(p))} nu apare în datele pe care le am acum.`,
        `Scrie-ne la ${ctx.supportEmail} și îți spunem de pe etichetă.`,
      ],
      [productSource(p)],
      [],
      false,
    );
  return answerWith('maker', [`${link(productSource(p))} este produs de ${maker}.`], [p], [`Producător: ${maker}`]);
}

/** The sentence of the product's own copy that holds what was asked ("se poate reîncărca?"), quoted; else null. */
export function ownTextAnswer(
  question: string,
  p: ProductFacts,
  detail: Product | null | undefined,
  others: ProductFacts[] = [],
): Answer | null {
  const own = ownSentence(question, p, detail, others);
  if (!own) return null;
  const lead = own.from === 'label' ? 'De pe eticheta produsului' : 'Din descrierea produsului';
  return answerWith('product-text', [`${lead} ${link(productSource(p))}: „${own.sentence}”`], [p], [own.sentence]);
}

function usageAnswer(p: ProductFacts, detail: Product | null | undefined): Answer | null {
  const usage = detail?.info?.usage ?? p.usage;
  if (!usage) return null;
  // The label's "Mod de utilizare" (store data) or, without it, the description: each called by its name (7th F8).
  const lead = detail?.info?.usage ? 'Modul de utilizare al produsului' : 'Din descrierea produsului';
  return answerWith('usage', [`${lead} ${link(productSource(p))}: „${usage}”`], [p], [usage]);
}

/** A product intent answered for the products in focus (named now, or by the conversation). */
function productAnswer(
  intent: Intent,
  question: string,
  focus: ProductFacts[],
  list: ProductFacts[],
  ctx: RouteContext,
  catalogue: CatalogueContext,
  picked: VariantFacts | null = null,
): Answer | null {
  const one = focus.length === 1 ? focus[0]! : null;
  const detail = one ? ctx.details?.get(one.handle) : undefined;
  switch (intent) {
    case 'price':
      // "cât costă 3 vapeuri?": the sum for that many, with the delivery it then takes.
      if (one && countAsked(fold(question)) > 1)
        return total(question, catalogue, [one], picked) ?? price(question, [one]);
      // "Cât e diferența de preț între cel de 100 și cel de 200 ml?": both sizes, weighed.
      if (one) return (VALUE.test(fold(question)) ? valueAnswer(question, one) : null) ?? price(question, [one]);
      return list.length > 1 ? price(question, list) : null;
    case 'stock':
      return one ? stock(question, [one], picked) : null;
    case 'variants':
      return one ? variantsAnswer(question, one) : list.length > 1 ? variantsOf(question, list.slice(0, 3)) : null;
    case 'compare':
      // One product in view and a question about its variants ("care dintre ele e mai ieftină?" after its sizes).
      return list.length < 2 && one && VARIANT_PICK.test(fold(question))
        ? compareVariants(question, one)
        : compareList(question, list.length > 1 ? list : focus);
    case 'duration': {
      if (!one) return null;
      const computed = duration(question, [one]);
      if (computed) return computed;
      // "Cât ține punga de 30?" with no amount a day said: at the label's amount, said as the label's.
      const daily = labelPerDay(one.usage);
      const atLabel = daily ? duration(`${question} ${daily} pe zi`, [one]) : null;
      if (atLabel)
        return {
          ...atLabel,
          text: `${atLabel.text}\n\nSocotit la cât scrie pe etichetă: „${one.usage}”`,
        };
      const variants = variantsNamed(question, one);
      const sized = variants.filter((v) => v.ml || v.pieces);
      if (!sized.length) return null;
      // One line per size (three flavours of 10 ml are one size).
      const lines = [
        ...new Set(
          sized.map((v) =>
            v.pieces
              ? `${capital(v.pack)}${v.label ? ` (${v.label})` : ''} are ${countRo(v.pieces, 'bucată', 'bucăți')}.`
              : `Un flacon de ${v.ml} ml are aproximativ ${countRo(v.ml! * 20, 'picătură', 'picături')}.`,
          ),
        ),
      ];
      return answerWith(
        'duration',
        [
          [`${link(productSource(one))}:`, ...lines].join('\n'),
          'Câte zile îți ajunge depinde de cât folosești pe zi, după etichetă: spune-mi cantitatea și îți calculez.',
        ],
        [one],
        lines,
      );
    }
    case 'usage': {
      if (!one) return null;
      // "Se poate reîncărca?" read as a use: the sentence that says it, when the use does not. The words that ask how
      // to use it ("cum se aplică?") are the use's own.
      const asked = fold(question).replace(/\b(aplic\w*|folos\w*|utiliz\w*|pun\w*|administr\w*|ia|iau|iei)\b/g, ' ');
      const own = ownSentence(asked, one, detail);
      const usage = usageAnswer(one, detail);
      return own && !(detail?.info?.usage ?? one.usage ?? '').includes(own.sentence)
        ? ownTextAnswer(asked, one, detail)
        : usage;
    }
    case 'dose': {
      // How much to take: the label's words, never an amount of ours, with the doctor's note.
      const label = one ? usageAnswer(one, detail) : null;
      return label && { ...label, text: `${label.text}\n\n${DOCTOR_NOTE}` };
    }
    case 'ingredients':
      return one ? ingredientsAnswer(question, one, detail, ctx.supportEmail) : null;
    case 'strength':
      // "Cât CBD are fiecare?" of the two products set side by side: each one's.
      if (list.length > 1 && list.length <= 3 && BOTH.test(fold(question))) return contents(question, list, catalogue);
      return one ? contents(question, [one], catalogue) : null;
    case 'maker':
      return one ? makerAnswer(one, detail, ctx) : null;
    case 'lab':
      return thc(one ? [one] : focus, catalogue, question);
    default:
      return one ? ownTextAnswer(question, one, detail) : null;
  }
}

/** The answer to a question about the shop (delivery, paying, returns, codes, contact, an order), or null. */
function shopAnswer(
  intent: Intent,
  question: string,
  focus: ProductFacts[],
  picked: VariantFacts | null,
  knowledge: Knowledge,
  ctx: RouteContext,
  catalogue: CatalogueContext,
  said: number | null = null,
  described: string | null = null,
  joined: { product: ProductFacts; picked: VariantFacts | null } | null = null,
): Answer | null {
  const q = fold(question);
  // The sum this message says, or the one the shopper said before ("am o comandă de 120 lei" … "cu livrare cât dau?").
  const sum = sumIn(q) ?? said;
  switch (intent) {
    case 'shipping_cost':
      // A sum said, or a basket described before: what its delivery costs; else the rule.
      return sum !== null
        ? totalWithDelivery(sum)
        : ((described ? total(question, catalogue, [], null, described) : null) ??
            bestFact(question, knowledge, ['livrare-cost'], 'shipping'));
    case 'order_total': {
      if (sum !== null) return totalWithDelivery(sum);
      const basket = total(question, catalogue, focus, joined ? joined.picked : picked, described, joined?.product);
      if (basket) return basket;
      return focus.length === 1 && focus[0]!.variants.length === 1 ? totalWithDelivery(focus[0]!.price) : null;
    }
    case 'shipping_time':
      return bestFact(question, knowledge, ['livrare-termen', 'livrare-ora-14', 'livrare-procesare'], 'shipping');
    case 'shipping_area':
      // Who may take the parcel: the courier checks an ID where the order holds an e-cigarette.
      if (/\b(buletin\w*|act\w* de identitate|carte\w* de identitate|varst\w*|vecin\w*|in locul meu)\b/.test(q))
        return facts(knowledge, ['livrare-varsta'], 'shipping');
      return /\bcurier\w*|fan|sameday|cargus|awb\b/.test(q)
        ? facts(knowledge, ['livrare-zona', 'curieri'], 'shipping')
        : bestFact(question, knowledge, ['livrare-zona'], 'shipping');
    case 'payment': {
      // The methods we take answer "pot plăti cu X?" for any X; a detail (cash on delivery, an invoice) follows.
      const detail = bestFactId(question, knowledge, ['ramburs', 'plata-securizata', 'factura']);
      const answer = facts(knowledge, detail ? ['plata-metode', detail] : ['plata-metode'], 'payment');
      // A way of paying the terms do not list ("în rate", "cu un card cadou") is said plainly not to be one of ours.
      const other = OTHER_PAYMENTS.find(([pattern]) => pattern.test(q))?.[1];
      return answer && other
        ? { ...answer, text: `${other} nu este printre metodele noastre de plată.\n\n${answer.text}` }
        : answer;
    }
    case 'returns':
      return returnsAnswer(question, knowledge);
    case 'codes':
      // "Iau uleiul X cu SPIN20, cât ies?", "și dacă pun codul SPIN20?" after a basket: the sum with the code.
      if (codeIn(q) && (ASKS_SUM.test(q) || (described !== null && /^(si )?(daca|cu)\b/.test(q)))) {
        const withCode = total(question, catalogue, focus, joined ? joined.picked : picked, described, joined?.product);
        if (withCode) return withCode;
      }
      // How much, and how many times: the newsletter code's own terms.
      if (
        /\b(cat|ce) (e |este )?(reducere\w*|procent\w*|discount\w*)|\bcat la suta|\ba doua|\binca o data|\bde (doua|mai multe) ori/.test(
          q,
        )
      )
        return facts(knowledge, ['newsletter'], 'codes');
      // Whether a code takes off the delivery or a vape: the rule says what it reduces.
      if (/\b(transport\w*|livrar\w*|curier\w*|vape\w*)\b/.test(q)) return facts(knowledge, ['coduri-reguli'], 'codes');
      // Two codes together, whichever of them is named: the rule that they do not add up.
      if (/\b(combin\w*|cumul\w*|impreuna|amandoua|doua coduri)\b/.test(q))
        return facts(knowledge, ['coduri-reguli'], 'codes');
      // How long a wheel prize lasts: its own rule (the newsletter code never expires).
      if (/\b(valab\w*|expir\w*|pana cand|cat timp)\b/.test(q) && /\b(rulet\w*|roat\w*|premi\w*|spin\w*)\b/.test(q))
        return facts(knowledge, ['cod-ruleta-valabil'], 'codes');
      return bestFact(question, knowledge, ['coduri-reguli', 'cod-fara-abonare', 'newsletter'], 'codes');
    case 'contact':
      return /\b(program\w*|orar|ore|cand|weekend|sambata|duminica)\b/.test(q)
        ? bestFact(question, knowledge, ['program', 'contact'], 'contact')
        : facts(knowledge, ['contact', 'program'], 'contact');
    case 'order_status':
      if (/\badres\w*/.test(q)) return bestFact(question, knowledge, ['adresa-schimbare'], 'order');
      return done(
        'order',
        [
          'Nu am acces la comenzi, așa că nu pot vedea unde se află coletul tău sau să îl modific.',
          `Scrie-ne la ${ctx.supportEmail}, cu numărul comenzii, și îți răspundem în 24 de ore în zilele lucrătoare. Când coletul pleacă, numărul de urmărire (AWB) îl primești pe e-mail.`,
        ],
        [{ label: 'Contact', path: '/contact-info' }],
        [],
      );
    default:
      return null;
  }
}

function catalogueContext(knowledge: Knowledge, ctx: RouteContext): CatalogueContext {
  const lots = new Map<string, ProductLot | null>(ctx.lots ?? []);
  for (const [handle, product] of ctx.details ?? []) if (product?.lot) lots.set(handle, product.lot);
  return { products: knowledge.products, lots, supportEmail: ctx.supportEmail };
}

/**
 * A product question the catalogue's rules do not read well: the label intents (ingredients, maker, use) of a
 * product the message names, from its page data; and a follow-up that names nothing of its own ("și varianta de
 * 30 ml?", "ce arome are?", "care e mai ieftin?"), for the product in focus or the list last shown. Else null.
 */
export function productRoute(
  intent: Intent,
  question: string,
  named: ProductFacts[],
  ownSubject: boolean,
  state: ConversationState,
  knowledge: Knowledge,
  ctx: RouteContext,
): Answer | null {
  const catalogue = catalogueContext(knowledge, ctx);
  // A price range over a form is the catalogue's list, whatever one product the form's words name.
  if (asksPriceRange(fold(question))) return null;
  // A lot asked of the two or three products a message fits ("uleiul de 20%"): each one's analysis.
  if (intent === 'lab' && named.length > 1 && named.length <= 3) return thc(named, catalogue, question);
  if (named.length === 1 && (intent === 'ingredients' || intent === 'maker' || intent === 'usage'))
    return productAnswer(intent, question, named, [], ctx, catalogue);
  // "Ce arome are vape-ul de unică folosință?": the variants of each product it may mean (at most two).
  if (named.length && intent === 'variants') return variantsOf(question, named.slice(0, 2));
  // "și cel mai scump?" after "care e cel mai ieftin ulei?" swaps the superlative over the same catalogue (the
  // composer's follow-up rules), not over the one product the last answer showed.
  // Two or three products just set side by side are the list a "care e mai ieftin?" weighs.
  const swapsSuperlative =
    intent === 'compare' &&
    state.lastIntent === 'compare' &&
    (state.list.length < 2 || /\b(cel|cea) mai\b/.test(fold(question)));
  // "Care e mai ieftin dintre uleiurile de 20?": the two or three products the message fits, weighed.
  if (
    intent === 'compare' &&
    named.length >= 2 &&
    named.length <= 3 &&
    !/\b(diferent\w*|deosebe\w*|compar\w*)\b/.test(fold(question))
  ) {
    const weighed = compareList(question, named, 'Dintre produsele care se potrivesc');
    if (weighed) return weighed;
  }
  // "Vapeul cu mentă vs ăla de 49,90, care ține mai mult?": each side of the comparison names its own product, though
  // the whole message names one best.
  if (intent === 'compare' && named.length <= 1 && /\b(vs|versus|sau|fata de)\b/.test(fold(question))) {
    const compared = comparedProducts(question, catalogue.products);
    const sides = compared.map(({ product }) => product);
    // A side that names a strength ("Carpați de 15%") is a variant, which the side-by-side below weighs.
    if (sides.length >= 2 && sides.length <= 3 && compared.every(({ percent }) => percent === null)) {
      const weighed = compareList(question, sides, 'Dintre cele două');
      if (weighed) return weighed;
    }
  }
  // "Tubul de 100 sau cel de 200 ml, care e mai avantajos?": the sizes of the one product named, weighed.
  // "Cât e diferența de preț între cel de 100 și cel de 200 ml?" is a price question about both sizes.
  if (
    (intent === 'compare' || (intent === 'price' && VALUE.test(fold(question)))) &&
    named.length === 1 &&
    state.list.length < 2
  ) {
    const sizes = valueAnswer(question, named[0]!);
    if (sizes) return sizes;
  }
  // "Care e pt mâini?" after a list of creams names one product: that one (among those shown, or besides them).
  if (intent === 'compare' && named.length === 1 && state.list.length > 1 && !compareList(question, state.list))
    return pickedAnswer(named[0]!, state.list.includes(named[0]!) ? 'Dintre produsele de mai sus' : 'Avem');
  if (!ownSubject && !swapsSuperlative && PRODUCT_INTENTS.has(intent) && (state.focus.length || state.list.length))
    // The list the last answer showed; "între ele", "ce le deosebește": the two products asked about one after the
    // other, when no answer listed both. A question about one product asked of a list ("ce conțin?"): which one?
    return (
      productAnswer(
        intent,
        question,
        state.focus,
        state.list.length < 2 && state.recent.length > 1 && BOTH.test(fold(question)) ? state.recent : state.list,
        ctx,
        catalogue,
        state.variant,
      ) ?? (state.focus.length !== 1 && state.list.length > 1 ? whichOf(state.list) : null)
    );
  return null;
}

/** A question about one product asked of a list: which of them, by name. */
function whichOf(list: ProductFacts[]): Answer {
  const names = list.slice(0, 4).map((p) => p.title);
  const last = names.pop()!;
  return done(
    'clarify',
    [
      `Despre ce produs întrebi: ${names.length ? `${names.join(', ')} sau ${last}` : last}? Scrie-mi numele lui și îți răspund.`,
    ],
    list.slice(0, 4).map(productSource),
    [],
    false,
  );
}

/** A product question about the one product the message names, from the catalogue's figures or its label. */
export function namedRoute(
  intent: Intent,
  question: string,
  named: ProductFacts[],
  knowledge: Knowledge,
  ctx: RouteContext,
): Answer | null {
  if (named.length !== 1 || !PRODUCT_INTENTS.has(intent)) return null;
  return productAnswer(intent, question, named, [], ctx, catalogueContext(knowledge, ctx));
}

/** The answer to a question about the shop (delivery, paying, returns, codes, contact, an order), or null. */
export function shopRoute(
  intent: Intent,
  question: string,
  named: ProductFacts[],
  state: ConversationState,
  knowledge: Knowledge,
  ctx: RouteContext,
): Answer | null {
  // "Cât vin amândouă cu livrare?": the two products asked about one after the other; when they are not clear, the
  // total of one of them would answer another question.
  const pair = !named.length && BOTH.test(fold(question));
  const both = pair && state.recent.length === 2;
  if (pair && !both && intent === 'order_total') return null;
  // "Dacă o iau cu serul…", "și dacă mai pun și crema mare?": the product in view and the one named, together.
  const [inView] = state.focus;
  const joined =
    intent === 'order_total' &&
    named.length &&
    state.focus.length === 1 &&
    !named.includes(inView!) &&
    TOGETHER.test(fold(question))
      ? { product: inView!, picked: state.variant }
      : null;
  return shopAnswer(
    intent,
    question,
    named.length ? named : both ? state.recent : state.focus,
    named.length || both ? null : state.variant,
    knowledge,
    ctx,
    catalogueContext(knowledge, ctx),
    state.sum,
    state.basket,
    joined,
  );
}

/** A product added to the one in view: "o iau cu", "împreună cu", "amândouă", "mai pun și". */
export const TOGETHER = new RegExp(
  `${ADDS.source}|\\b(impreuna|amandoua|amandoi|ambele|ambii|(o|il|le|ii|i|l|-o|-l) (iau|cumpar|comand|pun)\\w* (si )?cu)\\b`,
);

/** Which intent each fact answers. */
/**
 * "Sunt organice?", "e 100% natural?", "certificat bio?": a claim the shop does not make (Reg. (UE) 2018/848). Not a
 * flavour ("aromă naturală") nor a figure asked of a product named "natural" ("cât CBD a ieșit la laborator?").
 */
export const ASKS_ORGANIC = (q: string) =>
  (/\b(organic\w*|bio|ecologic\w*)\b/.test(q) ||
    /\b100 ?%? natural\w*|\b(e|este|sunt) (100 ?% )?natural\w*|\bingrediente naturale|\bchimical\w*|\bsintetic\w*/.test(
      q,
    )) &&
  // "Natural" is also a flavour ("cu portocală sau doar natural?"): a question of taste, stock or figures is not this.
  !/\b(arom\w*|gust\w*|portocal\w*|variant\w*|stoc\w*|aveti|laborator\w*|buletin\w*|analiz\w*|cat|cate|cati|pret\w*|cost\w*|mg|picatur\w*)\b/.test(
    q,
  );

const FACT_FAMILY: Record<string, Intent> = {
  'livrare-cost': 'shipping_cost',
  'livrare-termen': 'shipping_time',
  'livrare-ora-14': 'shipping_time',
  'livrare-procesare': 'shipping_time',
  'livrare-zona': 'shipping_area',
  'livrare-varsta': 'shipping_area',
  curieri: 'shipping_area',
  'adresa-schimbare': 'order_status',
  'comenzi-acces': 'order_status',
  'plata-metode': 'payment',
  ramburs: 'payment',
  'plata-securizata': 'payment',
  factura: 'payment',
  'retur-30': 'returns',
  'retur-pasi': 'returns',
  'rambursare-14': 'returns',
  'rambursare-termene': 'returns',
  'retur-cost': 'returns',
  'defect-24h': 'returns',
  'retragere-14': 'returns',
  'formular-retragere': 'returns',
  'garantie-conformitate': 'returns',
  'coduri-reguli': 'codes',
  'cod-fara-abonare': 'codes',
  'cod-ruleta-valabil': 'codes',
  newsletter: 'codes',
  program: 'contact',
  contact: 'contact',
  adresa: 'contact',
  'date-firma': 'contact',
  thc: 'lab',
  'buletin-de-analiza': 'lab',
  'test-antidrog': 'legality',
  'ce-este-cbd': 'about',
  'natural-organic': 'about',
  'folosire-ulei': 'usage',
  'pastrare-ulei': 'usage',
};

/** Intents answered from the shop's facts and policies rather than from the catalogue. */
export const SHOP_INTENTS = new Set<Intent>([
  'shipping_cost',
  'shipping_time',
  'shipping_area',
  'order_total',
  'payment',
  'returns',
  'codes',
  'contact',
  'order_status',
]);

/**
 * What an answer speaks to: the intents of the facts it quotes, "catalogue" for the catalogue's answers, "passage"
 * for a guide's or a policy's passage that is none of the facts.
 */
export function familiesOf(answer: Answer, knowledge: Knowledge): Set<string> {
  const families = new Set<string>();
  if (answer.intent === 'catalogue' || answer.intent === 'recommendation') families.add('catalogue');
  if (answer.intent === 'order') families.add('order_status');
  if (answer.intent === 'shipping') families.add('shipping_cost').add('order_total');
  for (const text of answer.facts) {
    const id = Object.keys(FACT_FAMILY).find((id) => {
      const fact = knowledge.index.doc(`fact:${id}`)?.text;
      return fact && (fact.includes(text) || text.includes(fact));
    });
    families.add(id ? FACT_FAMILY[id]! : 'passage');
  }
  return families;
}

/**
 * Whether a code the message names still works ("mai merge HALLOWEEN15?"): the offer rules' own sentence about it, as
 * filled for the promotion's phase (one source for the fact). Null when it names no time-boxed code, or when, while
 * the promotion runs, it asks something else of it (combining codes is the rules' general answer).
 */
export function codeValidity(
  question: string,
  knowledge: Knowledge,
  promotion: Promotion | undefined,
  now = Date.now(),
): Answer | null {
  const code = offers.exitPopup.code;
  if (!promotion || !new RegExp(`\\b${code}\\b`, 'i').test(question)) return null;
  const validity = /\b(mai merge|valabil\w*|expir\w*|pana cand|functioneaza|mai e bun|mai este bun|acum)\b/;
  if (promotionPhase(promotion, now) === 'running' && !validity.test(fold(question))) return null;
  const said = `Codul ${code} `;
  const doc = knowledge.index.search(code, { limit: 8 }).find((r) => r.doc.text.includes(said))?.doc;
  if (!doc) return null;
  const from = doc.text.indexOf(said);
  const end = doc.text.indexOf('.', from + said.length);
  const sentence = doc.text.slice(from, end < 0 ? undefined : end + 1);
  const source = { label: doc.label, path: doc.path };
  return done('codes', [sentence, `Detalii: ${link(source)}.`], [source], [sentence]);
}

/** A product question with no product named and none in the conversation: which one? */
export function whichProduct(): Answer {
  return done(
    'clarify',
    [
      'Despre ce produs întrebi? Scrie-mi numele lui (de exemplu „uleiul de 10%” sau „crema de noapte”) și îți răspund.',
    ],
    [{ label: 'Magazin', path: '/shop' }],
    [],
    false,
  );
}

/**
 * The label's caution about one of its own ingredients ("Conține ashwagandha: …"), said with the list: a shopper asking
 * what is in a product, or whether an ingredient is safe, gets it without asking again.
 */
function ingredientCaution(warnings: string | null | undefined): string | null {
  const at = warnings?.search(/\bConține [^.:]{2,60}:/) ?? -1;
  return at >= 0 ? `Pe etichetă scrie și: „${warnings!.slice(at).trim()}”` : null;
}

/** The oils of the strengths a question names, "%" or not ("uleiul de 10 și cel de 15"), when it names two or more. */
function oilsByPercent(q: string, products: ProductFacts[]): ProductFacts[] {
  if (!kindsIn(q).includes('ulei')) return [];
  const oils = products.filter((p) => p.kind === 'ulei');
  const known = new Set(oils.flatMap((p) => [...productPercents(p)]));
  const asked = [
    ...new Set([...q.matchAll(/\b(\d{1,2})\s?%?(?!\s?(ml|lei|de lei|buc))/g)].map((m) => Number(m[1]))),
  ].filter((n) => known.has(n));
  if (asked.length < 2) return [];
  // For each strength, the oils made only in it (else the first that has it): each strength asked is shown.
  const picks = asked.flatMap((n) => {
    const have = oils.filter((p) => productPercents(p).has(n));
    const only = have.filter((p) => productPercents(p).size === 1);
    return only.length ? only : have.slice(0, 1);
  });
  return [...new Set(picks)];
}

/** A question about what sells best: we publish no sales ranking, and say so rather than pick one. */
export const BESTSELLER =
  /\b(cel|cea|cele|cei) mai (bine )?(vandut\w*|popular\w*|cumparat\w*|cerut\w*|apreciat\w*)\b|\bbest ?seller\w*|\b(ce|care) (se vinde|se vand|se cumpara) (cel )?mai (bine|mult)\b/;

/** "Care e cel mai vândut?": we publish no sales ranking, and say what we can tell instead. */
export const bestsellerAnswer = (): Answer =>
  done(
    'bestseller',
    [
      'Nu publicăm un clasament al vânzărilor, așa că nu îți pot spune care produs se vinde cel mai bine.',
      `Îți pot spune în schimb prețul, compoziția sau diferențele dintre produse; toate sunt în ${link({ label: 'magazin', path: '/shop' })}.`,
    ],
    [{ label: 'Magazin', path: '/shop' }],
    [],
  );

/**
 * The questions about CBD itself and the shop that need no product: what CBD is, THC and the lab's reports asked of
 * all the products, which product sells best. Facts, not passages; null when the message is not one of them.
 */
export function generalRoute(
  intent: Intent,
  question: string,
  named: ProductFacts[],
  state: ConversationState,
  knowledge: Knowledge,
  lots?: ReadonlyMap<string, ProductLot | null>,
): Answer | null {
  const q = fold(question);
  if (BESTSELLER.test(q)) return bestsellerAnswer();
  // "Diferența dintre uleiul de 10 și cel de 15?": the oils of those strengths, side by side.
  if (intent === 'compare' && named.length < 2) {
    const oils = oilsByPercent(q, knowledge.products);
    if (oils.length >= 2) return differences(oils);
  }
  // "Ce înseamnă full spectrum?": what each kind of extract is (no product's figures).
  if ((intent === 'about' || intent === 'lab') && !named.length && EXTRACT_KIND.test(q) && ASKS_MEANING.test(q))
    return facts(knowledge, ['spectru'], 'about');
  if (intent === 'about' && !named.length && !kindsIn(q).length)
    return facts(knowledge, /\bthc\b/.test(q) ? ['ce-este-cbd', 'thc'] : ['ce-este-cbd'], 'about');
  // "E THC 0%?", "uleiurile au THC?": asked of no product in particular, the lab's limit for every product; who tests,
  // from the lots' own data.
  if (intent === 'lab' && !named.length && state.focus.length !== 1) {
    const report = /\b(buletin\w*|certificat\w*|analiz\w*|lot\w*|laborator\w*|coa|raport\w*|test\w*)\b/.test(q);
    // A lot's analysis says for all of them who tests, under which accreditation, and for what.
    const lot = [...(lots?.values() ?? [])].find((l) => l?.lab);
    const asked = lot ? checksAsked(question, lot) : [];
    const listsTests = /\b(test\w*|verific\w*|ce (analize|analizati|analizeaza))\b/.test(q);
    // Who, what for, under which accreditation: the lab's own lines and the THC rule; else what a report is.
    if (!lot || !(asked.length || listsTests || /\b(cine|acredit\w*|laborator\w*)\b/.test(q)))
      return facts(knowledge, report ? ['buletin-de-analiza', 'thc'] : ['thc'], 'lab');
    const answer = facts(knowledge, ['thc'], 'lab');
    if (!answer) return null;
    const tests = lot.checks.map((c) => c.name.replace(/\s*\(.*\)/, '').toLowerCase());
    const lines = [
      `Loturile noastre sunt analizate de ${lot.lab}${lot.accreditation ? ` (acreditare ${lot.accreditation})` : ''}.`,
      tests.length && listsTests
        ? `Buletinul fiecărui lot arată CBD-ul și THC-ul măsurate, plus ce se cere pentru forma produsului (de exemplu ${tests.join(', ')}); lista fiecărui lot e în buletinul lui.`
        : null,
      asked.length ? checkLines(lot, asked, false) : null,
    ].filter(Boolean);
    return { ...answer, text: `${lines.join('\n')}\n\n${answer.text}` };
  }
  // "Câte picături are un flacon de 10 ml?": the drops in the sizes asked, by the guides' count.
  if (
    intent === 'duration' &&
    !named.length &&
    state.focus.length !== 1 &&
    /\bpicatur\w*/.test(q) &&
    !duration(question, [])
  ) {
    const sizes = [...q.matchAll(/(\d+)\s?ml\b/g)].map((m) => Number(m[1])).filter((ml) => ml > 0 && ml <= 100);
    if (sizes.length) {
      const lines = sizes.map(
        (ml) => `Un flacon de ${ml} ml are aproximativ ${countRo(ml * 20, 'picătură', 'picături')}.`,
      );
      return done(
        'duration',
        [
          ...lines,
          'Socotim, ca în ghidurile noastre, cam 20 de picături la un mililitru; mărimea reală a picăturii depinde de pipetă.',
        ],
        [],
        lines,
      );
    }
  }
  return null;
}
