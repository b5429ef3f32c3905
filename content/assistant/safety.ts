// The assistant's refusals when a question is about a child, a pregnancy or breastfeeding, medicines, an illness,
// another person's or an animal's care, or using CBD before driving, with machines, at height, with alcohol or
// drugs: the situation named, no amount, no product, and who decides. They never carry a number of mg, drops,
// ml or jellies, nor a product link.

/** The section of the oil guide on side effects, interactions and who should not use CBD (its h2 carries the id). */
export const safetyGuide = {
  label: 'siguranța, efectele nedorite și interacțiunile',
  path: '/blog/ulei-cbd-ghid-complet#siguranta',
} as const;

/** Every refusal says it, whatever the situation: what tests and the benchmark recognise a refusal by. */
export const SAFETY_MARK = 'Aici nu îți pot recomanda un produs și nici o cantitate.';

type RefusalReason =
  | 'crisis'
  | 'driving'
  | 'machinery'
  | 'height'
  | 'alcohol'
  | 'substances'
  | 'minor'
  | 'pregnancy'
  | 'medicine'
  | 'illness'
  | 'pet'
  | 'other-person';

/** The situation, then who decides: one short refusal for each (≤ 60 words with the mark and the closing). */
export const REFUSALS: Record<RefusalReason, [situation: string, professional: string]> = {
  crisis: ['', 'Vorbește cu un medic.'],
  driving: [
    'CBD-ul poate provoca somnolență la unele persoane, iar la volan asta contează.',
    'Întreabă medicul sau farmacistul.',
  ],
  machinery: [
    'CBD-ul poate provoca somnolență la unele persoane, iar când lucrezi cu utilaje asta contează.',
    'Întreabă medicul sau farmacistul.',
  ],
  height: [
    'CBD-ul poate provoca somnolență la unele persoane, iar când lucrezi la înălțime asta contează.',
    'Întreabă medicul sau farmacistul.',
  ],
  alcohol: [
    'Nu recomandăm CBD-ul împreună cu alcoolul: amândouă pot provoca somnolență.',
    'Întreabă medicul sau farmacistul.',
  ],
  substances: [
    'Nu recomandăm CBD-ul împreună cu droguri sau alte substanțe.',
    'Dacă ai nevoie de ajutor, vorbește cu un medic.',
  ],
  minor: ['Produsele noastre sunt doar pentru adulți, nu pentru copii sau adolescenți.', 'Întreabă medicul pediatru.'],
  pregnancy: [
    'În sarcină și în perioada de alăptare nu folosi CBD: nu există date suficiente despre siguranță.',
    'Vorbește cu medicul tău.',
  ],
  medicine: [
    'CBD-ul poate schimba felul în care ficatul descompune unele medicamente.',
    'Întreabă medicul sau farmacistul și nu opri, nu reduce și nu înlocui un tratament cu CBD fără acordul medicului.',
  ],
  illness: [
    'Produsele CBD nu sunt medicamente și nu tratează boli.',
    'Decizia îi aparține medicului care te tratează.',
  ],
  pet: ['Produsele noastre sunt făcute pentru oameni, nu pentru animale.', 'Întreabă medicul veterinar.'],
  'other-person': [
    'Ce și cât poate folosi altă persoană stabilește medicul care o cunoaște.',
    'Întreabă medicul acelei persoane.',
  ],
};

/** Added when the conversation speaks of self-harm. */
export const CRISIS_LINE =
  'Dacă treci printr-un moment greu sau te gândești să îți faci rău, cere ajutor chiar acum: sună la 112 sau mergi la cea mai apropiată unitate de primiri urgențe.';

/** Ends every answer about health, doses or medicines. */
export const DOCTOR_NOTE =
  'Informațiile sunt generale și nu înlocuiesc sfatul medicului. Dacă iei medicamente, ai o afecțiune, ești însărcinată sau alăptezi, vorbește cu medicul tău înainte să folosești CBD.';

export const SAFETY_CLOSING = 'Îți răspund cu drag la întrebări despre produse, comenzi, livrare sau retur.';

/**
 * To a shopper who says they are under 18 (not a parent asking for a child: that is the safety answer above): the
 * shop sells only to adults. Short, with no doctor, no product and no amount.
 */
export const MINOR_ANSWER =
  'Vindem doar adulților (18+), așa că nu îți putem vinde produsele noastre și nu poți plasa o comandă la noi. Îți mulțumim pentru înțelegere!';

/**
 * What the assistant can help with instead, after a health problem was told: no shopping (no categories, no quiz,
 * no product), only the questions a shop answers.
 */
const INSTEAD = 'Pentru întrebări despre comenzi, livrare, plată sau retur îți răspund cu drag.';

/** A symptom or a health problem: no product, no amount, the doctor or the pharmacist. */
export const HEALTH_PROBLEM_LINES = [
  'Produsele CBD nu sunt medicamente, așa că nu îți pot recomanda un produs pentru o problemă de sănătate și nici o cantitate. Pentru asta, persoana potrivită este medicul sau farmacistul tău.',
  INSTEAD,
];

/** Stopping smoking: no product (a vape is not a way to stop), the family doctor. */
export const QUIT_SMOKING_LINES = [
  'Produsele CBD, inclusiv vape-urile, nu sunt medicamente și nu sunt o metodă de renunțare la fumat, așa că nu îți pot recomanda un produs pentru asta.',
  'Pentru renunțarea la fumat, persoana potrivită este medicul de familie, care îți poate spune ce sprijin gratuit există.',
  INSTEAD,
];

/** A vape asked for by someone who does not smoke or vape (Legea 64/2024). */
export const NOT_A_SMOKER_LINES = [
  'Vape-urile sunt țigarete electronice, cu sau fără nicotină (Legea 64/2024), și le vindem doar adulților care folosesc deja astfel de produse. Dacă nu fumezi, nu îți recomandăm un vape.',
  'Dacă vrei să încerci CBD, te pot ajuta cu celelalte forme (uleiuri, jeleuri, creme), alese după rutina ta, cu ingredientele unui produs sau cu livrarea.',
];

/**
 * Asked before any vape is suggested to a shopper who has not said whether they smoke (Legea 64/2024): e-cigarettes
 * are for adults who already use them, never a first try.
 */
export const SMOKER_QUESTION_LINES = [
  'Vape-urile sunt țigarete electronice, cu sau fără nicotină (Legea 64/2024), și le vindem doar adulților care fumează deja sau folosesc deja țigarete electronice. Fumezi deja?',
  'Dacă da, scrie-mi „da” și îți răspund despre vape-uri. Dacă nu fumezi, te pot ajuta cu uleiurile, jeleurile sau cremele.',
];

/** Said wherever an answer or a quiz result names a vape (Legea 64/2024: e-cigarettes, with or without nicotine). */
export const VAPE_NOTE =
  'Vape-urile sunt țigarete electronice: le vindem doar adulților (18+) care fumează deja; nu sunt pentru nefumători.';

/** How much to use, for an adult: the label says it (content/faq.ts says the same). */
export const LABEL_AMOUNT = 'Cât folosești scrie pe eticheta produsului; nu depăși cantitatea de acolo.';
