// A question about one product that no figure answers ("se poate reîncărca?", "câte pufuri are?", "ce rezistență
// trebuie la atomizor?"): the sentence of its own description or label that holds what was asked, or nothing.

import type { Product } from '../../../domain/types';
import type { ProductFacts } from '../product-facts';
import { sentences, words } from '../text';
import { meets, stemOf, TITLE_NOISE, titleStems } from './named';

/** Words that ask rather than say what is asked ("câte … are?", "se poate …?", "trebuie"). */
const ASKING =
  /^(cat|cate|cati|costa|pret\w*|are|au|poate|poti|pot|merge|trebui\w*|ce|cum|care|sunt|tine|face|facut\w*|da|nu|asa|adevarat|stiti|spune\w*|zice\w*|scrie|ok|bine|atunci|ala|aia|asta|acesta|aceasta|el|ea|il|lui|ei|produs\w*|vreau|ma|intereseaza)$/;

/**
 * What the shop's copy calls a thing a shopper calls otherwise: a puff is an inhalation on our labels. Kept to words
 * of the products' own vocabulary, both ways.
 */
const SAME_THING: readonly (readonly string[])[] = [['puf', 'pufur', 'inhal', 'inhalar']];

/** A stem and the stems that mean the same; a verb's "re-" ("reîncarcă") meets the plain one ("încarcă"). */
function forms(stem: string): string[] {
  const same = SAME_THING.find((group) => group.some((g) => meets(stem, g))) ?? [];
  const plain = stem.startsWith('re') && stem.length >= 7 ? [stem.slice(2)] : [];
  return [stem, ...same, ...plain];
}

const near = (asked: string, said: string) => {
  const plainSaid = said.startsWith('re') && said.length >= 7 ? said.slice(2) : said;
  return forms(asked).some((f) => meets(f, said) || meets(f, plainSaid));
};

/**
 * The sentence of the product's description or label that holds most of what the question asks, beyond its name:
 * at least half of the asked words, one at least. Null when none does (then the honest "not sure").
 */
export function ownSentence(
  question: string,
  p: ProductFacts,
  detail?: Product | null,
  others: ProductFacts[] = [],
): { sentence: string; from: 'label' | 'description' } | null {
  // The name of the product asked about, and of one asked about before, are not what is asked of it.
  const title = [p, ...others].flatMap(titleStems);
  const asked = [
    ...new Set(
      words(question)
        .filter((w) => w.length >= 3 && !TITLE_NOISE.test(w) && !ASKING.test(w) && !/^\d/.test(w))
        .map(stemOf)
        .filter((a) => !title.some((t) => meets(a, t))),
    ),
  ];
  if (!asked.length) return null;
  const info = detail?.info;
  // The label's use first: of two sentences that hold the same words, the one on how to use it.
  const texts = [
    { text: info?.usage, from: 'label' as const },
    { text: p.description, from: 'description' as const },
    { text: info?.warnings, from: 'label' as const },
  ];
  let best: { sentence: string; from: 'label' | 'description'; hits: number } | null = null;
  for (const { text, from } of texts) {
    for (const sentence of text ? sentences(text) : []) {
      const said = words(sentence).map(stemOf);
      const hits = asked.filter((a) => said.some((s) => near(a, s))).length;
      if (hits && (!best || hits > best.hits)) best = { sentence, from, hits };
    }
  }
  return best && best.hits * 2 >= asked.length ? { sentence: best.sentence, from: best.from } : null;
}
