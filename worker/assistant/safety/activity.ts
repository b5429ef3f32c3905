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
      phrases: [
        /\b(la|in|cu) (masina|volan)\b/,
        /\bma urc (la|in)\b/,
        /\b\d+ km\b/,
        /\b(pe|la) autostrad\w*/,
        /\b(mecanic\w* de locomotiv\w*|locomotiv\w*|examen\w* (auto|de condus|la (sala|traseu)))\b/,
      ],
    },
  ],
  [
    'machinery',
    {
      words: ['utilaj', 'flex', 'flexul', 'strung', 'strungul', 'tractor', 'tractorul', 'macara', 'macaraua', 'drujba'],
      prefixes: ['utilaj', 'stivuit', 'macaragi', 'excavat', 'buldoexcavat', 'fierastra', 'motofierastra', 'motocoas'],
      // "lucrez la circular" is the saw; "mișcări circulare" is how a cream is applied.
      phrases: [/\blinie de productie\b/, /\bmasini unelte\b/, /\b(la|cu|pe) (circular|circularul|polizor\w*)\b/],
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
      // "vin" alone is also "I come" ("să vin să iau direct"); "beau" alone is drinking, unless coffee or water follows.
      phrases: [
        /\b(pahar\w* de|sticl\w* de|un|niste|cu|si|beau|bem|bei|bea) vin\w*\b|\bvin (rosu|alb|fiert|rose|sec|dulce)\b/,
        /\bam baut\b/,
        // Not denied: "nu mai beau de 5 ani", "nu beau deloc".
        /^(?!.*\b(cafea\w*|cafele\w*|ceai\w*|apa|suc\w*|lapte\w*|cola|energizant\w*|smoothie|kefir|fresh)\b).*(?<!\bnu( mai)? )\b(beau|bem|bei)\b/,
        /\bbautur\w*/,
        /\b(la|un|o) (chef|petrecere|nunta|botez|bar|club|pub)\b.*\b(beau|bem|bea|baut|bautur\w*)\b/,
      ],
    },
  ],
  [
    'substances',
    {
      words: ['lsd', 'mdma', 'joint', 'droguri', 'drog', 'weed', 'ganja'],
      prefixes: ['drogur', 'cocain', 'ketamin', 'amfetamin', 'ecstas', 'kratom', 'marijuan', 'halucinog', 'etnobotan'],
      // "iarbă" is also grass: weed only beside smoking, combining or a product.
      phrases: [
        /\bfum\w* (si )?iarba\b/,
        /\biarba (si|cu|plus)\b/,
        /\b(combin\w*|amestec\w*|cu|si|plus|potent\w*) (\w+ )?(iarba|weed|ganja|marijuana)\b/,
        /\b(iarba|weed|ganja)\b.*\b(potent\w*|high|fumez|fumat|efect)\b/,
        // Mixing a product with something that holds THC ("amestec e-lichidul cu un lichid cu THC", "bag în el și ulei
        // cu THC"), or something with THC mixed in after ("ulei cu THC de la un prieten, amestecat cu al vostru").
        /\b(amestec\w*|combin\w*|adaug\w*|pun\w*|bag\w*|torn\w*)\b.*\b(cu|si|in) (\w+ ){0,3}thc\b/,
        /\b(cu|de) thc\b.*\b(amestec\w*|combin\w*|adaug\w*|impreuna)\b/,
      ],
    },
  ],
].map(([activity, w]) => {
  const words = w as Words;
  return [
    activity as Activity,
    { ...words, words: words.words.map(canonical), prefixes: words.prefixes.map(canonical) },
  ];
});

/** Emoji a shopper writes for the activity. */
const EMOJI: [Activity, RegExp][] = [
  ['driving', /[\u{1F697}\u{1F699}\u{1F3CE}\u{1F69A}\u{1F69B}\u{1F3CD}\u{1F6F5}\u{1F695}\u{1F68C}\u{1F68D}\u{1F6FB}]/u],
  ['height', /[\u{1F3D7}\u{1FA9C}]/u],
  ['alcohol', /[\u{1F377}\u{1F37A}\u{1F37B}\u{1F943}\u{1F378}\u{1F379}\u{1F942}\u{1F37E}\u{1F376}]/u],
  ['substances', /[\u{1F489}\u{1F343}\u{1F6AC}]/u],
];

/**
 * Where a word of an activity is not one: alcohol as an ingredient or for cleaning, a drink without it, leading a
 * project, asking whether CBD is a drug ("cbd-ul e drog?").
 */
const NOT_AN_ACTIVITY =
  /\b(fara alcol|alcol sanitar|contin\w* (si )?alcol|alcol (in|din) (compozitie|ingrediente|ulei|crema|produs\w*)|alcol\w* (cetilic|cetearilic|benzilic|stearilic)|(condus|conduc\w*) (\w+ )?(proiect\w*|echip\w*|firm\w*|departament\w*|sedint\w*|afacer\w*|companie|oameni))\b|\b(e|este|sunt|i|considerat\w*|ca) (un |o )?(drog|droguri)( sau nu)?$/g;

/** A compound's second word: "motostivuitor", "electrostivuitor", "autostivuitor" are forklifts too. */
const compound = (token: string) => token.replace(/^(moto|electro|auto|termo|hidro)(?=[a-z]{5})/, '');

/**
 * The activities the tokens (and the emoji of the raw message) name, each once, in the order above. `over` tells a
 * word of the past or denied ("a fost șofer", "nu conduc") by its index.
 */
export function activitiesIn(tokens: string[], over: (i: number) => boolean = () => false, raw = ''): Activity[] {
  const text = tokens.join(' ');
  const cleared = text.replace(NOT_AN_ACTIVITY, ' ');
  const kept = new Set(cleared.split(' '));
  return ACTIVITIES.filter(
    ([activity, w]) =>
      tokens.some(
        (t, i) =>
          (w.words.includes(t) || w.prefixes.some((p) => t.startsWith(p) || compound(t).startsWith(p))) &&
          !over(i) &&
          kept.has(t),
      ) ||
      (w.phrases ?? []).some((p) => p.test(cleared)) ||
      EMOJI.some(([a, e]) => a === activity && e.test(raw)),
  ).map(([activity]) => activity);
}

/**
 * The message speaks of using a product or CBD (taking, combining, an amount, whether it is safe), not of buying one:
 * "pot conduce după ce iau ulei?", "cbd + vodka merge?", "câte picături înainte de drum?".
 */
export const USE =
  /\b(iau|iei|ia|lua|luat|luand|folosesc|folosesti|foloseste|folosim|folositi|folosi|folosit|folosind|consum\w*|combin\w*|amestec\w*|impreuna|dupa|inainte|merge|mearga|e ok|este ok|e sigur|e periculos|safe|afect\w*|influent\w*|interact\w*|efect\w*|picatur\w*|doz\w*|jele\w*|ulei\w*|vape\w*|vapez|pufur\w*|cbd\w*|mananc|mancat|aplic\w*|pot sa|poti sa|am voie|cate|cat)\b/;
