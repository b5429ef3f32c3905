// What the shopper will do around using CBD: drive, work a machine or at height, drink alcohol or take other
// substances. CBD can make some people drowsy and its effects with alcohol or drugs are not known, so for any of
// these the answer gives no amount and no product. Read on the gate's normalised tokens ("șofer" → "sofer",
// "alcool" → "alcol"), and only where the message is about using something, not about a parcel or a price.
import { canonical } from './normalize';

export type Activity = 'driving' | 'machinery' | 'height' | 'alcohol' | 'substances';

interface Words {
  /** Whole words, each form spelled out ("vin" but not "vine": a parcel comes). */
  words: string[];
  /** Beginnings of longer words ("stivuit" for "stivuitor", "stivuitoristul"). */
  prefixes: string[];
  /** Phrases on the joined tokens. */
  phrases?: RegExp[];
}

const ACTIVITIES: [Activity, Words][] = [
  [
    'driving',
    {
      words: ['tir', 'volan', 'volanul', 'condus', 'camion', 'camionul', 'autocar', 'taxi', 'uber', 'moto', 'scuter'],
      prefixes: ['sofer', 'conduc', 'camionag', 'taximetr', 'motocicl', 'pilot'],
      phrases: [/\b(la|in|cu) (masina|volan)\b/, /\bma urc (la|in)\b/],
    },
  ],
  [
    'machinery',
    {
      words: ['utilaj', 'flex', 'flexul', 'strung', 'strungul', 'tractor', 'tractorul', 'macara', 'macaraua', 'drujba'],
      prefixes: ['utilaj', 'stivuit', 'macaragi', 'excavat', 'buldoexcavat', 'fierastra', 'motofierastra', 'motocoas'],
      phrases: [/\blinie de productie\b/, /\bmasini unelte\b/],
    },
  ],
  [
    'height',
    {
      words: ['schela', 'schele', 'acoperis', 'acoperisul', 'stalp', 'stalpi'],
      prefixes: ['inaltim', 'alpinis'],
      phrases: [/\bla inaltime\b/],
    },
  ],
  [
    'alcohol',
    {
      words: [
        'bere',
        'berea',
        'beri',
        'berii',
        'berica',
        'vinul',
        'vinuri',
        'vinut',
        'vinului',
        'gin',
        'shot',
        'shoturi',
        'beat',
        'beata',
        'betie',
        'spritz',
        'prosecco',
      ],
      prefixes: [
        'alcol',
        'vodc',
        'votc',
        'vodk',
        'votk',
        'tuic',
        'palinc',
        'whisk',
        'sampan',
        'cocktail',
        'coctei',
        'mahmur',
        'lichior',
        'coniac',
        'rachiu',
        'tequil',
        'jager',
      ],
      // "vin" alone is also "I come" ("să vin să iau direct").
      phrases: [
        /\b(pahar\w* de|sticl\w* de|un|niste|cu|si) vin\b|\bvin (rosu|alb|fiert|rose|sec|dulce)\b/,
        /\bam baut\b/,
      ],
    },
  ],
  [
    'substances',
    {
      words: ['lsd', 'mdma', 'joint', 'droguri', 'drog'],
      prefixes: ['drogur', 'cocain', 'ketamin', 'amfetamin', 'ecstas', 'kratom', 'marijuan', 'halucinog', 'etnobotan'],
      phrases: [/\bfum\w* (si )?iarba\b/, /\biarba (si|cu|plus)\b/],
    },
  ],
].map(([activity, w]) => {
  const words = w as Words;
  return [
    activity as Activity,
    { ...words, words: words.words.map(canonical), prefixes: words.prefixes.map(canonical) },
  ];
});

/** The activities the tokens name, each once, in the order above. */
export function activitiesIn(tokens: string[]): Activity[] {
  const text = tokens.join(' ');
  return ACTIVITIES.filter(
    ([, w]) =>
      tokens.some((t) => w.words.includes(t) || w.prefixes.some((p) => t.startsWith(p))) ||
      (w.phrases ?? []).some((p) => p.test(text)),
  ).map(([activity]) => activity);
}

/**
 * The message speaks of using a product or CBD (taking, combining, an amount, whether it is safe), not of buying one:
 * "pot conduce după ce iau ulei?", "cbd + vodka merge?", "câte picături înainte de drum?".
 */
export const USE =
  /\b(iau|iei|ia|lua|luat|luand|folosesc|folosesti|foloseste|folosim|folositi|folosi|folosit|folosind|consum\w*|combin\w*|amestec\w*|impreuna|dupa|inainte|merge|mearga|e ok|este ok|e sigur|e periculos|safe|afect\w*|influent\w*|interact\w*|efect\w*|picatur\w*|doz\w*|jele\w*|ulei\w*|vape\w*|vapez|pufur\w*|cbd\w*|mananc|mancat|aplic\w*|pot sa|poti sa|am voie|cate|cat)\b/;
