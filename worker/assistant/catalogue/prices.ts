// The cheapest and the dearest, price ranges, the strongest oil, the best price per mg, and a basket's total
// with the delivery by the shop's threshold and fee.

import { categories } from '../../../content/categories';
import { shippingFacts, shippingText } from '../../../content/facts';
import { site } from '../../../content/site';
import { percentOffers } from '../../../content/wheel';
import { formatFigure, roundMoney } from '../../../domain/format';
import { remainingForFreeShipping, shippingFor } from '../../../domain/shipping';
import { vapeAmount } from '../../../domain/vape-amount';
import { type Answer, done, link, money, productSource } from '../answer';
import { needsIn } from '../intents';
import type { ProductFacts, VariantFacts } from '../product-facts';
import { fold } from '../text';
import { kindsOf, offersFor, primaryProduct, variantsNamed } from './named';
import { answerWith, type CatalogueContext, factOf, pricePer100mg, variantLine } from './shared';

const UNDER =
  /\b(sub|pana (in|la)|maxim|cel mult|mai ieftin\w* de(cat)?|nu mai mult de|buget\w* (de|e|este|maxim)?)\s*(\d+)\s*(de )?(lei|ron)\b/;
const BETWEEN = /\b(intre|de la)\s*(\d+)\s*(?:de )?(?:lei )?(?:si|pana la|-)\s*(\d+)\s*(de )?(lei|ron)\b/;
const OVER = /\b(peste|mai (scump\w*|mult) de(cat)?|de la|minim)\s*(\d+)\s*(de )?(lei|ron)\b/;
const LOGISTICS = /\b(livr\w*|transport\w*|curier\w*|ramburs|comand\w*|cos\w*|gratuit\w*|gratis)\b/;

export function cheapestOrDearest(q: string, ctx: CatalogueContext, dearest: boolean): Answer | null {
  const kinds = kindsOf(q);
  const offers = offersFor(q, ctx);
  if (!offers.length) return null;
  offers.sort((a, b) => (dearest ? b.v.price - a.v.price : a.v.price - b.v.price));
  const [top] = offers;
  const others = offers
    .filter((o) => o.p !== top!.p)
    .filter((o, i, all) => all.findIndex((x) => x.p === o.p) === i)
    .slice(0, 2);
  const what = kinds.length
    ? {
        ulei: 'uleiul',
        jeleuri: 'jeleurile',
        vape: 'produsul de vape',
        crema: 'crema',
        topic: 'produsul de aplicat pe piele',
      }[kinds[0]!]
    : 'produsul';
  const word = dearest
    ? what === 'crema'
      ? 'cea mai scumpă'
      : what === 'jeleurile'
        ? 'cele mai scumpe'
        : 'cel mai scump'
    : what === 'crema'
      ? 'cea mai ieftină'
      : what === 'jeleurile'
        ? 'cele mai ieftine'
        : 'cel mai ieftin';
  const subject = what === 'jeleurile' ? 'Jeleurile' : what[0]!.toUpperCase() + what.slice(1);
  const lead = `${subject} ${word} din ce avem acum în stoc ${what === 'jeleurile' ? 'sunt' : 'este'} ${link(productSource(top!.p))}${top!.v.label ? ` (${top!.v.label})` : ''}, la ${money(top!.p, top!.v.price)}.`;
  const next = others.length
    ? [
        // A vape is not ranked as a bargain (Legea 64/2024): the others by price, plainly.
        kinds[0] === 'vape'
          ? 'Celelalte, după preț:'
          : `După el, ${dearest ? 'cele mai scumpe' : 'cele mai accesibile'}:`,
        ...others.map((o) => variantLine(o.p, o.v)),
      ].join('\n')
    : null;
  return answerWith(
    'catalogue',
    [lead, next],
    [top!.p, ...others.map((o) => o.p)],
    [factOf(top!.p, top!.v), ...others.map((o) => factOf(o.p, o.v))],
  );
}

/** A question for what costs up to, over or between sums ("ce ulei de 10% aveți sub 200 de lei?"): a list, not one product's. */
export const asksPriceRange = (q: string) => (BETWEEN.test(q) || UNDER.test(q) || OVER.test(q)) && !LOGISTICS.test(q);

export function priceRange(q: string, ctx: CatalogueContext): Answer | null {
  const between = BETWEEN.exec(q);
  const under = between ? null : UNDER.exec(q);
  const over = between ? null : OVER.exec(q);
  if ((!under && !over && !between) || LOGISTICS.test(q)) return null;
  const max = between ? Number(between[3]) : under ? Number(under[5]) : Infinity;
  const min = between ? Number(between[2]) : over ? Number(over[4]) : 0;
  const kinds = kindsOf(q);
  // Form, routine, percent and spectrum narrow the list ("ceva pt seară sub 100 lei").
  const offers = offersFor(q, ctx)
    .filter(({ v }) => v.price <= max && v.price >= min)
    .sort((a, b) => a.v.price - b.v.price);
  // One line a product: its cheapest variant in the range (under a price) or its dearest (over one).
  const overOnly = over && !under;
  const lines = offers.filter((o, i, all) =>
    overOnly ? all.findLastIndex((x) => x.p === o.p) === i : all.findIndex((x) => x.p === o.p) === i,
  );
  const shown = lines.slice(0, 8);
  const range = between
    ? `între ${min} și ${max} de lei`
    : under && over
      ? `între ${min} și ${max} de lei`
      : under
        ? `până în ${max} de lei`
        : `de peste ${min} de lei`;
  if (!shown.length) {
    return done(
      'catalogue',
      [
        `Acum nu avem în stoc produse ${range}${kinds.length ? ' din forma pe care o cauți' : ''}.`,
        `Toate produsele, cu prețuri, sunt în ${link({ label: 'magazin', path: '/shop' })}.`,
      ],
      [{ label: 'Magazin', path: '/shop' }],
      [],
    );
  }
  const routines = needsIn(q)
    .map((id) => categories.find((c) => c.id === id)?.name)
    .filter((n): n is string => Boolean(n));
  const more = offers.filter((o, i, all) => all.findIndex((x) => x.p === o.p) === i).length - shown.length;
  return answerWith(
    'catalogue',
    [
      [
        `${routines.length ? `Din ${routines.length > 1 ? 'categoriile' : 'categoria'} ${routines.map((n) => `„${n}”`).join(' și ')}, d` : 'D'}in ce avem acum în stoc, ${range}:`,
        ...shown.map((o) => variantLine(o.p, o.v)),
      ].join('\n'),
      more > 0 ? `Și încă ${more} în ${link({ label: 'magazin', path: '/shop' })}.` : null,
    ],
    shown.map((o) => o.p),
    shown.map((o) => factOf(o.p, o.v)),
  );
}

/** Numbers in words, as shoppers write them ("două uleiuri", "unul pe zi"). */
export const COUNT_WORDS = new Map(
  Object.entries({
    un: 1,
    unu: 1,
    unul: 1,
    una: 1,
    o: 1,
    doi: 2,
    doua: 2,
    trei: 3,
    patru: 4,
    cinci: 5,
    sase: 6,
    sapte: 7,
    opt: 8,
    noua: 9,
    zece: 10,
  }),
);

/**
 * "2 uleiuri", "5 Vape", "3 x jeleuri", "două uleiuri": how many of a product (1 when it does not say). A number after
 * a product's noun ("ulei 20 cu terpene", "cbd 10") or before a preposition is its concentration or size, not a count.
 */
export function quantityIn(part: string): number {
  const m =
    /(?:^|\s)(?<!\bde\s)(?<!\b(?:ulei\w*|crem\w*|jele\w*|balsam\w*|gel\w*|ser\w*|cbd|vape\w*|lichid\w*)\s)(\d{1,2}|un|una|doi|doua|trei|patru|cinci|sase|sapte|opt|noua|zece)\s*(?:x\s*)?(?=[a-z])(?!(?:de )?(?:ml|buc|lei|mg|zile|ani|picaturi|pufuri)\b)(?!(?:cu|de|la|pe|din|pt|pentru|in|sau)\b)/.exec(
      part,
    );
  if (!m) return 1;
  const n = COUNT_WORDS.get(m[1]!) ?? Number(m[1]);
  return n >= 1 && n <= 20 ? n : 1;
}

/** How many the shopper says they take: "două pungi", or a bare count after a verb ("și dacă iau două?"). */
export function countAsked(q: string): number {
  const counted = quantityIn(q);
  if (counted > 1) return counted;
  // "2 buc mango": a few pieces is how many, where "de 30 buc" is a jar's size.
  const pieces = /(?<!\bde\s)\b(\d)\s?(?:buc|bucati|bucata)\b/.exec(q)?.[1];
  if (pieces && Number(pieces) > 1) return Number(pieces);
  const bare = /\b(?:iau|cumpar|comand|vreau|pun|luam|iei)\s+(\d{1,2}|doua|doi|trei|patru|cinci)\b/.exec(q)?.[1];
  const n = bare ? (COUNT_WORDS.get(bare) ?? Number(bare)) : 1;
  return n >= 1 && n <= 20 ? n : 1;
}

/** "Și dacă mai pun și roll-onul?", "adaug și…": a product added to the basket described before. */
export const ADDS = /\bmai (pun|iau|adaug|cumpar|comand)\w*\b|\badaug\w*\b/;

/** The products in a cart the shopper describes ("jeleuri de 30 buc și cremă de mâini de 30 ml"), one variant each. */
export function basket(
  question: string,
  ctx: Pick<CatalogueContext, 'products'>,
): { p: ProductFacts; v: VariantFacts; n: number }[] {
  const q = fold(question);
  const parts = q
    // Not "cu": it is part of product names ("jeleuri cu fructe de pădure", "cremă cu unt de shea").
    .split(/\b(?:si|plus)\b|\+|,(?!\d)/)
    .map((part) => part.trim())
    .filter((part) => /\p{L}{3}/u.test(part));
  const lines: { p: ProductFacts; v: VariantFacts; n: number }[] = [];
  for (const part of parts) {
    const p = primaryProduct(part, ctx.products);
    if (!p || lines.some((l) => l.p === p)) continue;
    const variants = variantsNamed(part, p);
    lines.push({
      p,
      v: variants.length === 1 ? variants[0]! : p.variants.reduce((a, b) => (b.price < a.price ? b : a)),
      n: quantityIn(part),
    });
  }
  return lines;
}

/**
 * The codes that take a percent off the products whatever the order, by their name folded. The offer code of a
 * promotion is left out: whether it still works depends on the promotion and on how many used it, which the cart
 * knows, not the chat.
 */
const PERCENT_CODES = new Map(
  percentOffers.filter((o) => !o.whilePromotion).map((o) => [o.code.toLowerCase(), o] as const),
);

const OFFER_RULES = { label: 'Regulamentul ofertelor', path: '/regulament-oferte' };

/** A percent code the shopper says they use ("cu codul spin20", "am câștigat SPIN20"). */
export const codeIn = (q: string) =>
  [...q.matchAll(/\b([a-z]+\d+)\b/g)].map((m) => PERCENT_CODES.get(m[1]!)).find(Boolean) ?? null;

/** The products with the delivery: what the shopper pays in all, by the shop's threshold and fee. */
export function total(
  question: string,
  ctx: CatalogueContext,
  one: ProductFacts[],
  picked: VariantFacts | null = null,
  before: string | null = null,
  joined: ProductFacts | null = null,
): Answer | null {
  let lines = basket(question, ctx);
  // "Cât plătesc cu tot cu livrare?" after "am în coș X și Y": the basket described before; "și dacă mai pun și Y?":
  // that basket with Y. "Și dacă iau două borcane de 30?" after "vreau jeleurile X": that product, as said now.
  const adds = ADDS.test(fold(question));
  if (before && (!lines.length || adds)) {
    const earlier = basket(before, ctx);
    const same = !adds && earlier.length === 1 && one.length === 1 && earlier[0]!.p === one[0];
    if (!same) lines = [...earlier, ...lines.filter((l) => !earlier.some((e) => e.p === l.p))];
  }
  // "Dacă o iau cu serul, cât fac cu livrare?": the product in view joins the one the message names, in the size
  // picked (or its only one); a size not clear leaves the sum to the shopper.
  if (joined && lines.length && !lines.some((l) => l.p === joined)) {
    const v =
      picked && joined.variants.includes(picked) ? picked : joined.variants.length === 1 ? joined.variants[0]! : null;
    if (!v) return null;
    lines = [{ p: joined, v, n: 1 }, ...lines];
  }
  if (lines.length < 2 && one.length === 1 && !(lines[0]?.p === one[0])) {
    const variants = variantsNamed(question, one[0]!);
    // A question that names none of its variants means the one the shopper picked before ("și cu transport?").
    const v = variants.length === 1 ? variants[0]! : picked && one[0]!.variants.includes(picked) ? picked : null;
    const n = countAsked(fold(question));
    if (!v && n > 1) return eachVariantTimes(one[0]!, n);
    lines = v ? [{ p: one[0]!, v, n }] : [];
  }
  // Two or three products in view, none of them in the question ("cât vin amândouă?"): one of each, each in the size
  // the question names or its only one; a product whose size is not clear leaves the sum to the shopper.
  if (!lines.length && one.length > 1) {
    const each = one.map((p) => {
      const variants = variantsNamed(question, p);
      return { p, v: variants.length === 1 ? variants[0]! : null, n: 1 };
    });
    if (each.some((l) => !l.v)) return null;
    lines = each as typeof lines;
  }
  if (!lines.length) return null;
  const currency = lines[0]!.p;
  const sum = Math.round(lines.reduce((s, l) => s + l.v.price * l.n, 0) * 100) / 100;
  // Vapes do not count toward free delivery (domain/shipping.ts, the cart's own rule).
  const vapes = vapeAmount(lines.map((l) => ({ unit: l.v.price, quantity: l.n, vape: l.p.kind === 'vape' })));
  // A code named takes its percent off the products that are not vapes; the threshold counts the sum after it.
  const code = codeIn(fold(question)) ?? (before ? codeIn(fold(before)) : null);
  const off = code ? roundMoney(((sum - vapes) * code.percent) / 100) : 0;
  const paid = roundMoney(sum - off);
  const fee = shippingFor(shippingFacts, paid, lines.length, vapes);
  const shipping = { label: 'Politica de livrare', path: '/shipping-policy' };
  const items = lines.map(
    ({ p, v, n }) =>
      `${n > 1 ? `${n} × ` : ''}${link(productSource(p))}${v.label ? ` (${v.label})` : ''} – ${money(p, v.price)}${n > 1 ? ` (${money(p, v.price * n)})` : ''}`,
  );
  const text = [
    lines.length > 1 || lines[0]!.n > 1
      ? ['Produsele:', ...items.map((i) => `• ${i}`)].join('\n') + `\nÎmpreună: ${money(currency, sum)}.`
      : `${items[0]}.`,
    code &&
      (off > 0
        ? `Cu codul ${code.code} ai ${code.percent}% reducere la produse${vapes ? ', fără vape-uri' : ''} (codul nu se aplică livrării): −${money(currency, off)}, deci produsele ajung la ${money(currency, paid)}.`
        : `Codul ${code.code} nu se aplică vape-urilor și nici livrării, așa că nu schimbă suma.`),
    fee
      ? `Livrarea costă ${money(currency, fee)} sub ${shippingText.freeFrom}${vapes ? ' (vape-urile nu intră în această sumă)' : ''}, așa că plătești în total ${money(currency, paid + fee)}.${vapes < paid ? ` Îți mai lipsesc ${money(currency, remainingForFreeShipping(shippingFacts, paid, vapes))} ca livrarea să fie gratuită.` : ''}`
      : `De la ${shippingText.freeFrom} livrarea este gratuită, așa că plătești ${money(currency, paid)}.`,
  ].filter((line): line is string => Boolean(line));
  return answerWith(
    'catalogue',
    text,
    lines.map((l) => l.p),
    [
      ...lines.map(({ p, v }) => factOf(p, v)),
      `livrare: ${site.shippingFee} lei sub ${site.freeShippingThreshold} lei, gratuită de la ${site.freeShippingThreshold} lei`,
    ],
    code ? [shipping, OFFER_RULES] : [shipping],
  );
}

/** "Și dacă iau două?" of a product with several variants, none picked: what that many of each costs, with delivery. */
function eachVariantTimes(p: ProductFacts, n: number): Answer | null {
  const variants = p.variants.filter((v) => v.available);
  if (!variants.length) return null;
  const lines = variants.map((v) => {
    const sum = Math.round(v.price * n * 100) / 100;
    const fee = shippingFor(shippingFacts, sum, 1, p.kind === 'vape' ? sum : 0);
    return `• ${n} × ${v.label || p.title}: ${money(p, sum)}${fee ? `, cu livrarea ${money(p, sum + fee)}` : ', cu livrare gratuită'}`;
  });
  return answerWith(
    'catalogue',
    [
      [`${n} × ${link(productSource(p))}, după variantă:`, ...lines].join('\n'),
      `Livrarea costă ${shippingText.fee} sub ${shippingText.freeFrom} și este gratuită de la această sumă (vape-urile nu intră în ea).`,
    ],
    [p],
    [
      ...variants.map((v) => factOf(p, v)),
      `livrare: ${site.shippingFee} lei sub ${site.freeShippingThreshold} lei, gratuită de la ${site.freeShippingThreshold} lei`,
    ],
    [{ label: 'Politica de livrare', path: '/shipping-policy' }],
  );
}

/** Oils in stock at the highest (or lowest) concentration. */
export function strength(q: string, ctx: CatalogueContext, strongest: boolean): Answer | null {
  const oils = offersFor(`${q} ulei`, ctx).filter(({ v }) => v.percent !== null);
  if (!oils.length) return null;
  const best = strongest ? Math.max(...oils.map(({ v }) => v.percent!)) : Math.min(...oils.map(({ v }) => v.percent!));
  const top = oils.filter(({ v }) => v.percent === best).filter((o, i, all) => all.findIndex((x) => x.p === o.p) === i);
  return answerWith(
    'catalogue',
    [
      [
        `${strongest ? 'Cea mai mare' : 'Cea mai mică'} concentrație din ce avem acum în stoc este ${best}%:`,
        ...top.map(({ p, v }) => variantLine(p, v)),
      ].join('\n'),
    ],
    top.map(({ p }) => p),
    top.map(({ p, v }) => factOf(p, v)),
  );
}

/** The oil in stock whose 100 mg of CBD cost least. */
export function bestValue(q: string, ctx: CatalogueContext): Answer | null {
  const priced = offersFor(`${q} ulei`, ctx)
    .map((o) => ({ ...o, per100: pricePer100mg(o.v) }))
    .filter((o): o is typeof o & { per100: number } => o.per100 !== null)
    .sort((a, b) => a.per100 - b.per100);
  if (!priced.length) return null;
  const top = priced.filter((o, i, all) => all.findIndex((x) => x.p === o.p) === i).slice(0, 3);
  const line = (o: (typeof top)[number]) =>
    `• ${link(productSource(o.p))}${o.v.label ? ` (${o.v.label})` : ''} – ${money(o.p, o.per100)} pentru 100 mg de CBD (${money(o.p, o.v.price)} pentru ${formatFigure(o.v.cbdMg!)} mg)`;
  return answerWith(
    'catalogue',
    [['Cel mai bun preț pe miligramul de CBD, din ce avem acum în stoc:', ...top.map(line)].join('\n')],
    top.map((o) => o.p),
    top.map((o) => line(o).replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')),
  );
}
