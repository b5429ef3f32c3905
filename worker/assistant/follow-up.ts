// A follow-up borrows the subject of the question before it: "și cel de 20%?" after "Cât costă uleiul de 10%?"
// is "Cât costă uleiul de 20%?"; "dar pentru somn?" swaps the need; "și livrarea?" keeps the question's frame and
// takes the new subject. Only the shopper's own earlier messages are read (the assistant's past turns are data
// the browser sends back, and may be forged), and they only ever supply words, never instructions.

import { namedProducts } from './catalogue';
import { KIND_PATTERNS, kindsIn, NEED_PATTERNS } from './intents';
import type { ProductFacts } from './product-facts';
import { fold, words } from './text';

const LEADING = /^(si|dar|iar|sau|atunci|pai|bun|ok|okay|aha)\b[\s,]*/;
/** A subject of its own: a product form, a need, or one of the shop's topics. */
const TOPIC =
  /\b(livr\w*|transport\w*|curier\w*|plat\w*|ramburs|retur\w*|rambursar\w*|ban(ii|i)|card\w*|factur\w*|program\w*|contact\w*|suport\w*|cod\w*|reducer\w*|garanti\w*|certificat\w*|analiz\w*|thc)\b/;
/** What a question asks, at its start: "cât costă", "în cât timp", "se poate", "ce". */
const FRAME =
  /^(cat (costa|e|este|tine|dureaza)|in cat timp|cand|unde|cum|se poate|pot|puteti|aveti|mai aveti|e|este|care (e|este)|ce)\b/;

/** Words of a question's frame that may also be in a product's title ("cât costă", "pentru"). */
const FRAME_WORDS = new Set(['cat', 'costa', 'pret', 'pretul', 'pentru', 'care', 'cel', 'mai', 'aveti', 'stoc']);
const SUPERLATIVE =
  /\b(cel|cea|cele|cei) mai (ieftin\w*|scump\w*|concentrat\w*|puternic\w*|tare|slab\w*|usor\w*|bland\w*|bun\w*|vandut\w*|accesibil\w*|avantajos\w*|mic\w*|mare)\b/;
const percent = /\d+(?:[.,]\d+)?\s?%/g;
const drops = /(\d+)\s*(de\s*)?(picaturi|picatura|pic)\b|(\d+)\s*(?=pe zi|\/zi|zilnic)/;
const ml = /\d+\s?ml\b/g;

/** The last of the shopper's earlier messages that asks something (not "mulțumesc"). */
const previousQuestion = (history: readonly string[]) =>
  [...history].reverse().find((h) => words(h).length > 1 || (/\?\s*$/.test(h) && words(h).length > 0));

/** Whether the message reads as a follow-up to the one before it rather than a question of its own. */
export function isFollowUp(
  question: string,
  history: readonly string[],
  names: (q: string) => boolean = () => false,
): boolean {
  if (!previousQuestion(history)) return false;
  const q = fold(question).trim();
  const content = words(question);
  if (LEADING.test(q)) return content.length <= 7;
  // "cât plătesc în total cu livrare?" adds up what was named before.
  if (/\b(in total|cu tot cu|totalul)\b/.test(q) && !names(q)) return true;
  // "cât costă livrarea?" stands on its own: a frame and a subject. "câte picături?", "cât CBD are unul?" or
  // "cât costă ăla mare?" do not: they name no product, form, need or topic of their own.
  // "îl aveți pe cel de 30 ml?", "cât costă ăla?": a pronoun points back at the product asked about before.
  if (/\b(il|le|ala|aia|alea|acela|aceea|pe cel|pe cea|pe cele)\b/.test(q) && !names(q) && !kindsIn(q).length)
    return content.length <= 8;
  const subject =
    TOPIC.test(q) ||
    kindsIn(q).length > 0 ||
    NEED_PATTERNS.some(([, p]) => p.test(q)) ||
    /\d\s?(%|ml|lei)/.test(q) ||
    names(q);
  if (!subject) return content.length <= 7;
  return content.length <= 2 && !FRAME.test(q);
}

/** Whether a follow-up names a subject of its own: a shop topic ("banii pe card") or a product or form. */
export const hasOwnSubject = (question: string, products: ProductFacts[]) => {
  const q = fold(question);
  return TOPIC.test(q) || kindsIn(q).length > 0 || namedProducts(question, products).length > 0;
};

/** Option words of the products the previous question named ("portocală", "natural"): a follow-up may swap them. */
const optionWords = (products: ProductFacts[]) =>
  new Set(products.flatMap((p) => p.variants.flatMap((v) => words(v.label))).filter((w) => !/^\d/.test(w)));

/**
 * The question to answer: the follow-up read with the subject of the question before it, or the question itself.
 * Figures the follow-up gives (a percent, drops a day, a volume) replace the earlier ones; a new form, need or
 * option replaces the old; a new topic takes the earlier question's frame; anything else is read together with it.
 */
export function resolveFollowUp(question: string, history: readonly string[], products: ProductFacts[] = []): string {
  if (!isFollowUp(question, history, (q) => namedProducts(q, products).length > 0)) return question;
  const before = fold(previousQuestion(history)!).replace(/[?!.]+\s*$/, '');
  const now = fold(question)
    .trim()
    .replace(LEADING, '')
    .replace(/[?!.]+\s*$/, '');
  let merged = before;
  let replaced = false;
  const swap = (pattern: RegExp, value: string | undefined) => {
    if (!value) return;
    if (new RegExp(pattern.source).test(merged)) merged = merged.replace(pattern, value);
    else merged = `${merged} ${value}`;
    replaced = true;
  };
  swap(percent, now.match(percent)?.[0]);
  const dropsNow = drops.exec(now);
  // "și la 8?" after a question in drops: the bare number is the new count.
  const bare =
    !dropsNow && /(\d+)\s*(de\s*)?(picaturi|picatura)\b/.test(merged)
      ? /^(?:la |cu |daca iau |iau )?(\d+)(?: pe zi)?$/.exec(now)
      : null;
  if (dropsNow || bare)
    swap(/(\d+)\s*(de\s*)?(picaturi|picatura)\b/, `${dropsNow ? (dropsNow[1] ?? dropsNow[4]) : bare![1]} picaturi`);
  swap(ml, now.match(ml)?.[0]);
  // "și cel mai scump?" after "cel mai ieftin": the new superlative replaces the old.
  swap(SUPERLATIVE, SUPERLATIVE.exec(now)?.[0]);
  // A new form or need replaces the earlier one ("și jeleuri?", "dar pentru somn?").
  for (const patterns of [KIND_PATTERNS, NEED_PATTERNS]) {
    const named = patterns.filter(([, p]) => p.test(now));
    if (!named.length) continue;
    // Another form ("dar jeleurile cu mango?" after the 10% full-spectrum oil) leaves the earlier product's
    // description behind: its concentration, volume, extract and title words.
    if (patterns === KIND_PATTERNS && !named.some(([, p]) => p.test(before))) {
      const titles = new Set(products.flatMap((p) => words(p.title)));
      merged = merged
        .replace(percent, ' ')
        .replace(ml, ' ')
        .replace(/\b(full|broad|spectrum|spectru|izolat)\b/g, ' ');
      merged = merged
        .split(/\s+/)
        .filter((w) => !titles.has(w) || FRAME_WORDS.has(w))
        .join(' ');
    }
    for (const [, p] of patterns) merged = merged.replace(new RegExp(p.source, 'g'), ' ');
    merged = `${merged} ${now}`;
    replaced = true;
  }
  // A variant named now ("dar cel natural?") drops the variant named before ("cu portocală").
  const options = optionWords(products);
  if (words(now).some((w) => options.has(w))) {
    merged = merged
      .split(/\s+/)
      .filter((w) => !options.has(w))
      .join(' ');
    merged = `${merged} ${now}`;
    replaced = true;
  }
  if (replaced) {
    // What the follow-up asks besides the figures it swapped ("și câte zile ține flaconul dacă iau 2 pe zi?").
    const rest = now.replace(percent, ' ').replace(ml, ' ').replace(drops, ' ').replace(/\s+/g, ' ').trim();
    const asks =
      /\b(cate|cat|cand|cum|unde|ce|care|pret|costa|zile|tine|dureaza|stoc)\b/.test(rest) && !merged.includes(rest);
    return `${merged}${asks ? ` ${rest}` : ''}`.replace(/\s+/g, ' ').trim();
  }
  // A new topic keeps the earlier question's frame: "cât costă X?" + "și livrarea?" → "cât costă livrarea?".
  const frame = FRAME.exec(before)?.[0];
  if (TOPIC.test(now) && !TOPIC.test(before.replace(FRAME, '')) && frame && !kindsIn(now).length)
    return `${frame} ${now}`;
  return `${before} ${now}`;
}
