// Which products a question names, loosely ("uleiul de 20%", "jeleurile cu mango"), and which of their variants.
import { kindsIn, needsIn, type ProductKind } from '../intents';
import type { ProductFacts, Spectrum, VariantFacts } from '../product-facts';
import { fold, term, words } from '../text';
import type { CatalogueContext } from './shared';

/** Title words that name a form or nothing at all: they never tell one product from another. */
export const TITLE_NOISE =
  /^(cbd|ulei\w*|jele\w*|crem\w*|vape|[tț]igar\w*|electronic\w*|de|cu|si|și|pentru|in|în|ml|la|din|full|broad|spectrum|\d+%?)$/i;

export const stemOf = (word: string) => term(word) ?? fold(word);
export const meets = (a: string, b: string) =>
  a === b || (a.length >= 4 && b.length >= 4 && (a.startsWith(b) || b.startsWith(a)));

/** The distinctive words of a product's title, stemmed ("Jeleuri CBD Mango și Fructul Pasiunii" → mango, fruct, pasiun). */
export const titleStems = (p: ProductFacts) => stemsOf(p).title;

const productStems = new WeakMap<ProductFacts, { title: string[]; options: string[] }>();
/**
 * A product's title stems, and its options' (each word once, no unit: "30 buc." and "60 buc." do not name the
 * jellies that come in them twice); read once per product (its facts are kept while the catalogue is unchanged).
 */
function stemsOf(p: ProductFacts) {
  let stems = productStems.get(p);
  if (!stems) {
    stems = {
      title: words(p.title)
        .filter((w) => w.length >= 3 && !TITLE_NOISE.test(w))
        .map(stemOf),
      options: [
        ...new Set(
          p.variants.flatMap((v) =>
            words(v.label)
              .filter((w) => !/^(\d+|buc|ml|mg|g)$/.test(w))
              .map(stemOf),
          ),
        ),
      ],
    };
    productStems.set(p, stems);
  }
  return stems;
}

export const percentsIn = (q: string) =>
  [...q.matchAll(/(\d+(?:[.,]\d+)?)\s?%/g)].map((m) => Number(m[1]!.replace(',', '.')));
/** Prices said in lei ("ăla cu mentă de 39,90"): they name the product sold at them. */
export const pricesIn = (q: string) =>
  [...q.matchAll(/\b(\d{1,4})[.,](\d{2})\b/g)].map((m) => Number(`${m[1]}.${m[2]}`));
export const mlIn = (q: string) => [...q.matchAll(/(\d+)\s?ml\b/g)].map((m) => Number(m[1]));

export const productPercents = (p: ProductFacts) =>
  new Set(p.variants.map((v) => v.percent).filter((x): x is number => x !== null));

/** Kinds a question asks for; a cream and the other topicals go together when the question says "cremă". */
export function kindsOf(q: string): ProductKind[] {
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
  const asked = words(question)
    .filter((w) => !TITLE_NOISE.test(w))
    .map(stemOf);
  // "e-lichid pt țigara mea reîncărcabilă": what follows "pentru" says what it is for, and names the product asked
  // less than the words before it do.
  const forWhat = new Set(
    [...q.matchAll(/\b(?:pentru|pt)\s+((?:(?!(?:cu|si|de|la|din|in)\b)[a-z0-9-]+\s*){1,3})/g)].flatMap((m) =>
      words(m[1]!)
        .filter((w) => !TITLE_NOISE.test(w))
        .map(stemOf),
    ),
  );
  const kinds = kindsOf(q);
  // "uleiul de 10" is the 10% oil: a bare number after the oil's name is its strength.
  const bare = kinds.includes('ulei') ? /\bulei\w*\s+(?:de\s+)?(\d{1,2})\b(?!\s?(?:ml|lei|mg|buc|%))/.exec(q) : null;
  const percents = percentsIn(q).length ? percentsIn(q) : bare ? [Number(bare[1])] : [];
  // "ăla cu mentă de 39,90": a price said names the product sold at it.
  const prices = pricesIn(q);
  const scored: (Named & { extra: number })[] = [];
  for (const product of products) {
    if (kinds.length && !kinds.includes(product.kind)) continue;
    const { title: own, options } = stemsOf(product);
    const inTitle = own.filter((t) => asked.some((a) => meets(a, t))).length + shortWordsSaid(q, product);
    const onlyFor = own.filter(
      (t) => asked.some((a) => meets(a, t)) && !asked.some((a) => meets(a, t) && !forWhat.has(a)),
    ).length;
    const inOptions = options.filter((t) => t.length >= 3 && asked.some((a) => meets(a, t))).length;
    const percentMatch = percents.length > 0 && percents.some((x) => productPercents(product).has(x));
    if (percents.length && !percentMatch) continue;
    // "ăla de 49,90" beside a form ("vapeul cu mentă vs ăla de 49,90"): the price names the product of that form.
    const priceMatch = kinds.length > 0 && prices.some((x) => product.variants.some((v) => v.price === x));
    if (!inTitle && !percentMatch && !inOptions && !priceMatch) continue;
    // A percent in the title ("Ulei CBD 10% …") names the product more than one of its variants' options does.
    const inTitlePercent = percentMatch && percents.some((x) => new RegExp(`\\b${x}\\s?%`).test(product.title));
    scored.push({
      product,
      score:
        2 * inTitle -
        onlyFor +
        inOptions +
        (percentMatch ? 3 : 0) +
        (inTitlePercent ? 1 : 0) +
        (kinds.length ? 1 : 0) +
        (prices.some((x) => product.variants.some((v) => v.price === x)) ? 2 : 0),
      extra: own.length - inTitle,
    });
  }
  if (!scored.length) return [];
  // "uleiul de 20% full spectrum": of the products it fits, those of the extract it names.
  const spectrum = spectrumIn(q);
  if (spectrum && scored.some((s) => s.product.spectrum === spectrum))
    for (const s of scored) if (s.product.spectrum === spectrum) s.score += 1;
  const best = Math.max(...scored.map((s) => s.score));
  return scored
    .filter((s) => s.score === best)
    .sort((a, b) => a.extra - b.extra || a.product.price - b.product.price)
    .map((s) => s.product);
}

/**
 * The two-letter words of a title ("Cremă de zi …") said with the words before them ("crema de zi"): alone they are
 * everywhere ("unul pe zi").
 */
function shortWordsSaid(q: string, product: ProductFacts): number {
  const tokens = fold(product.title)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let said = 0;
  for (const [i, t] of tokens.entries()) {
    if (t.length !== 2 || /^\d/.test(t) || TITLE_NOISE.test(t) || i < 2) continue;
    const [head, ...between] = tokens.slice(i - 2, i);
    if (head!.length < 4) continue;
    if (new RegExp(`\\b${head!.slice(0, 4)}\\w*\\s+${between.map((w) => `${w}\\s+`).join('')}${t}\\b`).test(q)) said++;
  }
  return said;
}

/** The one product a question names: the only one, or the plainest of those it fits equally ("uleiul de 10%"). */
export function primaryProduct(question: string, products: ProductFacts[]): ProductFacts | null {
  const named = namedProducts(question, products);
  if (named.length <= 1) return named[0] ?? null;
  const [a, b] = named.map((p) => titleStems(p).length);
  return a! < b! ? named[0]! : null;
}

/** The variants a question points at ("cu portocală", "de 30 ml"); all of them when it names none. */
export function variantsNamed(question: string, product: ProductFacts): VariantFacts[] {
  const q = fold(question);
  const asked = words(question).map(stemOf);
  const ml = mlIn(q);
  // "tubul mai mare", "flaconul mic": the largest or the smallest package.
  const sized = product.variants.filter((v) => v.ml !== null || v.pieces !== null);
  const size = (v: VariantFacts) => v.ml ?? v.pieces ?? 0;
  if (sized.length > 1 && /\b(mai mare|cel mare|cea mare|marime mare|varianta mare|mare)\b/.test(q))
    return [sized.reduce((a, b) => (size(b) > size(a) ? b : a))];
  if (sized.length > 1 && /\b(mai mic|cel mic|cea mica|marime mica|varianta mica|mic|mica)\b/.test(q))
    return [sized.reduce((a, b) => (size(b) < size(a) ? b : a))];
  // "cel mai concentrat", "cea mai slabă": the strongest or the mildest variant, by percent or milligrams.
  const strength = (v: VariantFacts) => v.percent ?? v.cbdMg ?? null;
  const rated = product.variants.filter((v) => strength(v) !== null);
  if (rated.length > 1 && /\b(cel|cea) mai (concentrat\w*|puternic\w*|tare)\b/.test(q))
    return [rated.reduce((a, b) => (strength(b)! > strength(a)! ? b : a))];
  if (rated.length > 1 && /\b(cel|cea) mai (slab\w*|usor|usoara|bland\w*|putin concentrat\w*)\b/.test(q))
    return [rated.reduce((a, b) => (strength(b)! < strength(a)! ? b : a))];
  // "varianta de 1000mg" is the one of 1.000 mg.
  const mg = [...q.matchAll(/(\d[\d.]*)\s?mg\b/g)].map((m) => Number(m[1]!.replace(/\./g, '')));
  // "ăla de 600": a bare number that only a variant's milligrams are.
  const bare = [...q.matchAll(/\b(\d[\d.]{2,})\b(?!\s?(?:ml|lei|%|buc|mg|zile)|[.,]\d)/g)].map((m) =>
    Number(m[1]!.replace(/\./g, '')),
  );
  if (!mg.length) mg.push(...bare);
  const picked = product.variants.filter((v) => {
    if (!v.label) return false;
    if (ml.length && v.ml !== null && ml.includes(v.ml) && /\bml\b/.test(fold(v.label))) return true;
    if (mg.length && v.cbdMg !== null && mg.includes(v.cbdMg) && /\bmg\b/.test(fold(v.label))) return true;
    // "punga de 60", "borcanul de 30 de bucăți": the variant with that many pieces.
    if (v.pieces !== null && new RegExp(`\\b${v.pieces}\\b(?!\\s?(ml|mg|lei|%))`).test(q) && !ml.length) return true;
    const own = words(v.label)
      // A unit is no name: "mg" asked does not pick every variant sold in milligrams.
      .filter((w) => !/^\d+$/.test(w) && !/^(ml|mg|buc|g)$/.test(w))
      .map(stemOf);
    return own.length > 0 && own.every((t) => asked.some((a) => meets(a, t)));
  });
  return picked.length ? picked : product.variants;
}

/** The spectrum a question asks for ("ulei full spectrum"), if any. */
export const spectrumIn = (q: string): Spectrum | null =>
  /\bfull|spectru complet/.test(q)
    ? 'full'
    : /\bbroad|spectru larg/.test(q)
      ? 'broad'
      : /\bizolat/.test(q)
        ? 'izolat'
        : null;

/**
 * The variants in stock that fit what the question narrows to: the form, a percent ("de 10%"), the spectrum and,
 * where it says "pentru somn", the need.
 */
/** Whether some product is in every one of the routines. */
const bothNeeds = (products: ProductFacts[], needs: string[]) =>
  products.some((p) => needs.every((n) => p.needIds.includes(n)));

export function offersFor(q: string, ctx: CatalogueContext, { needs = true } = {}) {
  const kinds = kindsOf(q);
  const wantedNeeds = needs ? needsIn(q) : [];
  const percents = percentsIn(q);
  const volumes = mlIn(q);
  const spectrum = spectrumIn(q);
  return ctx.products
    .filter(
      (p) =>
        // A vape (an e-cigarette) only when vapes are asked for: never offered to whoever asks for "something".
        (kinds.length ? kinds.includes(p.kind) : p.kind !== 'vape') &&
        // Two routines named ("pt ten, rutina de seară"): the products in both, if any; else in either.
        (!wantedNeeds.length ||
          (wantedNeeds.length > 1 && bothNeeds(ctx.products, wantedNeeds)
            ? wantedNeeds.every((n) => p.needIds.includes(n))
            : wantedNeeds.some((n) => p.needIds.includes(n)))) &&
        (!spectrum || p.spectrum === spectrum),
    )
    .flatMap((p) =>
      p.variants
        .filter(
          (v) =>
            v.available &&
            (!percents.length || (v.percent !== null && percents.includes(v.percent))) &&
            (!volumes.length || (v.ml !== null && volumes.includes(v.ml))),
        )
        .map((v) => ({ p, v })),
    );
}

/**
 * Whether a message that a word ties to other products still speaks of the product in focus: it names no other form,
 * and every word of it that names another product is one the focused product's own title, options or description
 * holds ("se poate reîncărca?" of a disposable vape whose description says it recharges, not the rechargeable kit;
 * "ăla cu mentă" of an oil that comes in mint, not the mint vape; "la 15%" of an oil sold at 15%).
 */
export function focusHolds(question: string, focus: ProductFacts, candidates: ProductFacts[]): boolean {
  if (!candidates.length || candidates.includes(focus)) return true;
  const q = fold(question);
  if (kindsOf(q).some((k) => k !== focus.kind)) return false;
  const percents = percentsIn(q);
  if (percents.length && !percents.every((x) => productPercents(focus).has(x))) return false;
  const prices = pricesIn(q);
  if (prices.length && !prices.every((x) => focus.variants.some((v) => v.price === x))) return false;
  const name = words(`${focus.title} ${focus.variants.map((v) => v.label).join(' ')}`).map(stemOf);
  const described = words(focus.description).map(stemOf);
  // A candidate's head word ("cartușe de schimb") names it even where the focus's description mentions it.
  const heads = candidates.map((p) => titleStems(p)[0]).filter((h): h is string => Boolean(h));
  const naming = words(question)
    .filter((w) => w.length >= 3 && !TITLE_NOISE.test(w))
    .map(stemOf)
    .filter((a) =>
      candidates.some(
        (p) =>
          titleStems(p).some((t) => meets(a, t)) ||
          p.variants.some((v) =>
            words(v.label)
              .map(stemOf)
              .some((t) => t.length >= 3 && meets(a, t)),
          ),
      ),
    );
  return naming.every(
    (a) => name.some((t) => meets(a, t)) || (!heads.some((h) => meets(a, h)) && described.some((t) => meets(a, t))),
  );
}
