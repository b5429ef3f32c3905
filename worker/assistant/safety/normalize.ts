// The text the safety gate reads: what a shopper typed, brought to one spelling. Diacritics are folded, letters
// a shopper doubles ("copilasuuul") are single, digits stand apart from words ("4ani"), number words before
// a unit are digits ("doi ani" → "2 ani"), and the abbreviations of messages are spelled out ("pt" → "pentru").
import { foldText } from '../../../domain/text';

/** Shoppers' abbreviations, folded, to what they stand for. */
const ABBREVIATIONS = new Map<string, string>([
  ['pt', 'pentru'],
  ['ptr', 'pentru'],
  ['pntr', 'pentru'],
  ['pn', 'pentru'],
  ['dc', 'de ce'],
  ['dce', 'de ce'],
  ['cf', 'ce faci'],
  ['f', 'foarte'],
  ['ff', 'foarte'],
  ['k', 'ca'],
  ['ka', 'ca'],
  ['tb', 'trebuie'],
  ['trb', 'trebuie'],
  ['treb', 'trebuie'],
  ['cv', 'ceva'],
  ['ms', 'multumesc'],
  ['mersi', 'multumesc'],
  ['nush', 'nu stiu'],
  ['nsh', 'nu stiu'],
  ['bn', 'bine'],
  ['dpdv', 'din punct de vedere'],
  ['jumate', 'jumatate'],
  ['juma', 'jumatate'],
  ['d', 'de'],
  ['si-l', 'si il'],
  ['s', 'sa'],
  ['i', 'ii'],
  // "n-am", "n-are": the negation.
  ['n', 'nu'],
  ['iti', 'iti'],
  ['nu-i', 'nu e'],
  ['mami', 'mama'],
  ['tati', 'tata'],
  ['mamaie', 'bunica'],
  ['tataie', 'bunicul'],
  ['mamaia', 'bunica'],
  ['bebi', 'bebe'],
  ['baby', 'bebe'],
  ['kid', 'copil'],
  ['kids', 'copii'],
  ['teen', 'adolescent'],
  ['gradi', 'gradinita'],
]);

/** Number words a shopper writes before "ani", "luni" or "săptămâni", folded (after doubled letters are single). */
const NUMBER_WORDS = new Map<string, number>([
  ['un', 1],
  ['unu', 1],
  ['una', 1],
  ['o', 1],
  ['doi', 2],
  ['doua', 2],
  ['trei', 3],
  ['patru', 4],
  ['cinci', 5],
  ['sase', 6],
  ['sapte', 7],
  ['opt', 8],
  ['noua', 9],
  ['zece', 10],
  ['unsprezece', 11],
  ['unspe', 11],
  ['doisprezece', 12],
  ['douasprezece', 12],
  ['doispe', 12],
  ['treisprezece', 13],
  ['treispe', 13],
  ['paisprezece', 14],
  ['paispe', 14],
  ['cincisprezece', 15],
  ['cinsprezece', 15],
  ['cinspe', 15],
  ['saisprezece', 16],
  ['saispe', 16],
  ['saptesprezece', 17],
  ['saptespe', 17],
  ['saptispe', 17],
  ['sasesprezece', 16],
  ['optsprezece', 18],
  ['optspe', 18],
]);

/** A run of one letter (not digits: "100" stays "100") becomes one letter: "copilasuuul" → "copilasul", "copii" → "copi". */
export const singleLetters = (text: string) => text.replace(/(\p{L})\1+/gu, '$1');

/** Letters of other scripts that look Latin ("сopil" with a Cyrillic с), as the Latin letter they pass for. */
const LOOKALIKES = new Map(
  Object.entries({
    а: 'a',
    е: 'e',
    о: 'o',
    р: 'p',
    с: 'c',
    х: 'x',
    у: 'y',
    і: 'i',
    ј: 'j',
    ԁ: 'd',
    ѕ: 's',
    ο: 'o',
    α: 'a',
    ι: 'i',
    ν: 'v',
    κ: 'k',
    τ: 't',
    ş: 's',
    ţ: 't',
  }),
);
/** Digits written for letters inside a word ("c0pil", "b3b3"). */
const LEET = new Map(
  Object.entries({ '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i', '|': 'i' }),
);

/**
 * Folded and single-lettered: the form both the lexicon and the shopper's words are compared in. Invisible
 * characters (zero-width spaces, joiners, soft hyphens) are dropped and look-alike letters read as Latin.
 */
export const canonical = (text: string) =>
  singleLetters(
    foldText(
      text
        // Full-width and mathematical letters ("ｃｏｐｉｌ", "𝗰𝗼𝗽𝗶𝗹") as plain ones; invisible characters, controls and blank signs dropped.
        .normalize('NFKC')
        .replace(/[\p{Cf}\u00ad\u2800\u3164\u115f\u1160\uffa0]/gu, '')
        .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
        .replace(/[^\x00-\x7f]/g, (c) => LOOKALIKES.get(c.toLowerCase()) ?? c),
    )
      .replace(/(?<=\p{L})[0134578@$!|]+(?=\p{L})/gu, (chars) => [...chars].map((d) => LEET.get(d) ?? d).join(''))
      // A word spelled out letter by letter ("c o p i l", "c.o.p.i.l") is the word.
      .replace(/(?<![\p{L}\p{N}])\p{L}(?:[\s.\-_*·]+\p{L}(?![\p{L}\p{N}])){3,}/gu, (spelled) =>
        spelled.replace(/[^\p{L}]/gu, ''),
      ),
  );

/**
 * The shopper's text as tokens: folded, doubled letters single, digits apart from letters, apostrophes and
 * hyphens split ("sa-i" → "sa ii"), abbreviations spelled out and number words before an age unit as digits.
 */
export function normalise(text: string): string[] {
  const flat = canonical(text.slice(0, 4000))
    // Ordinals and ranges: "a 5-a", "5a", "luna a7a" → "a 5 a".
    .replace(/(\d)(\p{L})/gu, '$1 $2')
    .replace(/(\p{L})(\d)/gu, '$1 $2')
    // "sa-i", "i-as", "s-o": the pronoun is a word of its own.
    .replace(/(\p{L})-(i|l|o|mi|ti|si|ii|le|ne|va|am|as|ai|ar|a|au)\b/gu, '$1 $2')
    .replace(/\b(i|s|l|m|n)-(\p{L})/gu, '$1 $2');
  const raw = flat.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const out: string[] = [];
  for (const [i, word] of raw.entries()) {
    const next = raw[i + 1] ?? '';
    const number = NUMBER_WORDS.get(word);
    // "doi ani", "o luna", "un an": a number only before a unit of age or time ("o" alone is "a"/"her").
    // "am paișpe", "are șaptișpe ani": a number word before a unit, or alone after "am"/"are" (an age).
    const prev = raw[i - 1] ?? '';
    if (
      number !== undefined &&
      (/^(an|ani|anul|anisor|anisori|luna|luni|lunite|lunita|saptamana|saptamani|kile|kg|kilograme)$/.test(next) ||
        (number >= 10 && /^(am|are|avea|de)$/.test(prev)))
    ) {
      out.push(String(number));
      continue;
    }
    const expanded = ABBREVIATIONS.get(word);
    if (expanded) out.push(...expanded.split(' '));
    else out.push(word);
  }
  return out;
}

// Endings of Romanian nouns and adjectives (article, case, number), after doubled letters are single.
const ENDINGS = ['ului', 'ilor', 'elor', 'lor', 'ul', 'le', 'ei', 'ii', 'ua', 'a', 'e', 'i', 'u'];
// Diminutive suffixes ("-uț", "-uș", "-ică", "-el", "-aș", "-ișor/-ișoară", "-uc", "-ic", "-iță", "-uc"), folded.
const DIMINUTIVES = [
  'isoara',
  'isor',
  'ioara',
  'ior',
  'utu',
  'uta',
  'ut',
  'usa',
  'us',
  'ica',
  'icu',
  'ic',
  'ela',
  'el',
  'asa',
  'as',
  'uca',
  'uc',
  'ita',
  'ite',
];
const SUFFIXES = [...new Set([...ENDINGS, ...DIMINUTIVES])];

/**
 * The forms a word may come from: itself, then without its ending and its diminutive suffix, in turn
 * ("copilasul" → "copilas" → "copil"; "burtica" → "burt"; "nepotelului" → "nepotel" → "nepot"). Every
 * form keeps at least three letters.
 */
export function stems(word: string): string[] {
  const out = new Set([word]);
  let frontier = [word];
  for (let round = 0; round < 3 && frontier.length; round++) {
    const next: string[] = [];
    for (const form of frontier) {
      for (const suffix of SUFFIXES) {
        if (form.endsWith(suffix) && form.length - suffix.length >= 3) {
          const cut = form.slice(0, -suffix.length);
          if (!out.has(cut)) {
            out.add(cut);
            next.push(cut);
          }
        }
      }
    }
    frontier = next;
  }
  return [...out];
}

/** Whether two words differ by at most one letter added, dropped, changed or two letters swapped. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const [la, lb] = [a.length, b.length];
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    // Two neighbouring letters swapped ("sertarlina").
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
