// A question about one product that no figure answers ("se poate reîncărca?", "câte pufuri are?", "ce rezistență
// trebuie la atomizor?"): the sentence of its own description or label that holds what was asked, or nothing.

import type { Product } from '../../../domain/types';
import type { ProductFacts } from '../product-facts';
import { fold, sentences, words } from '../text';
import { meets, stemOf, TITLE_NOISE, titleStems } from './named';

/** Words that ask rather than say what is asked ("câte … are?", "se poate …?", "trebuie"). */
const ASKING =
  /^(cat|cate|cati|costa|pret\w*|are|au|poate|poti|pot|merge|trebui\w*|ce|cum|care|sunt|tine|face|facut\w*|da|nu|asa|adevarat|stiti|spune\w*|zice\w*|scrie|ok|bine|atunci|ala|aia|asta|acesta|aceasta|el|ea|il|lui|ei|produs\w*|vreau|ma|intereseaza)$/;

/**
 * What the shop's copy calls a thing a shopper calls otherwise: a puff is an inhalation on our labels. Kept to words
 * of the products' own vocabulary, both ways.
 */
const SAME_THING: readonly (readonly string[])[] = [['puf', 'pufur', 'inhal', 'inhalar']];

/** A verb's stem without its "re-" ("reîncarc" → "încarc"), so that the two meet. */
const withoutRe = (stem: string) => (stem.startsWith('re') && stem.length >= 7 ? stem.slice(2) : stem);

/** A stem and the stems that mean the same, with and without its "re-". */
function forms(stem: string): string[] {
  const same = SAME_THING.find((group) => group.some((g) => meets(stem, g))) ?? [];
  return [...new Set([stem, ...same, withoutRe(stem)])];
}

const near = (asked: string, said: string) => forms(asked).some((f) => meets(f, said) || meets(f, withoutRe(said)));

/**
 * The sentence of the product's description or label that holds most of what the question asks, beyond its name:
 * at least half of the asked words, one at least. Null when none does (then the honest "not sure").
 */
export function ownSentence(
  question: string,
  p: ProductFacts,
  detail?: Product | null,
  others: ProductFacts[] = [],
): OwnSentence | null {
  return sentenceFor(askedOf(question, [p, ...others]), p, detail, HOW_MUCH.test(fold(question)));
}

/** A question after an amount: how many, how much, how long. */
const HOW_MUCH = /\b(cat|cate|cati|in cat)\b/;

type OwnSentence = { sentence: string; from: 'label' | 'description' };

/** The stems of what a question asks of a product: not its name (nor one asked about before), not how it asks. */
function askedOf(question: string, named: ProductFacts[]): string[] {
  const title = named.flatMap(titleStems);
  return [
    ...new Set(
      words(question)
        .filter((w) => w.length >= 3 && !TITLE_NOISE.test(w) && !ASKING.test(w) && !/^\d/.test(w))
        .map(stemOf)
        .filter((a) => !title.some((t) => meets(a, t))),
    ),
  ];
}

/** What the catalogue's own answers list by name: a word asking for them is answered by the list, not by a sentence. */
const LISTED = /^(culor|culoar|arom|gust|marim|variant|pret|stoc|livr|transport|lei|cost|concentrat|ml|buc)/;

/**
 * A computed answer about one product that leaves a part of the question unanswered ("în ce culori vine și în cât
 * se încarcă bateria?" answered with the colours): the sentence of its copy that holds the rest, if one does.
 */
export function restOfQuestion(
  question: string,
  p: ProductFacts,
  answer: string,
  detail?: Product | null,
): OwnSentence | null {
  const said = words(answer).map(stemOf);
  const rest = askedOf(question, [p]).filter((a) => !LISTED.test(a) && !said.some((s) => meets(a, s)));
  const found = rest.length ? sentenceFor(rest, p, detail, HOW_MUCH.test(fold(question))) : null;
  return found && !answer.includes(found.sentence) ? found : null;
}

/** An amount in a sentence: a figure, or one said in words ("o oră", "două minute"). */
const AMOUNT = /\d|\b(o|un|doua|doi|trei) (ora|ore|minut\w*|zi|zile|luna|luni|saptaman\w*|an|ani)\b/;

function sentenceFor(asked: string[], p: ProductFacts, detail?: Product | null, howMuch = false): OwnSentence | null {
  if (!asked.length) return null;
  const info = detail?.info;
  const texts = [
    { text: info?.usage, from: 'label' as const },
    { text: p.description, from: 'description' as const },
    { text: info?.warnings, from: 'label' as const },
  ];
  let best: { sentence: string; from: 'label' | 'description'; hits: number; score: number } | null = null;
  for (const { text, from } of texts) {
    for (const sentence of text ? sentences(text) : []) {
      const said = words(sentence).map(stemOf);
      const hits = asked.filter((a) => said.some((s) => near(a, s))).length;
      if (!hits) continue;
      // "Câte pufuri?", "în cât timp?": a sentence that states an amount answers it; of two that hold as much, the one
      // where the words asked stand closer together says it more plainly.
      const score = hits + (howMuch && AMOUNT.test(fold(sentence)) ? 0.5 : 0) + hits / (said.length + 1);
      if (!best || score > best.score) best = { sentence, from, hits, score };
    }
  }
  return best && best.hits * 2 >= asked.length ? { sentence: best.sentence, from: best.from } : null;
}
