// The assistant's one answer when a question is about a child, a pregnancy or breastfeeding, medicines, a serious
// illness or another person's care: what our safety guide says, with no amount, no product and a doctor.
// It must never carry a number of mg, drops, ml or jellies, nor a product link.

export const safetyGuide = { label: 'ghidul nostru de siguranță', path: '/blog/cbd-anxietate-ghid-complet' } as const;

export const SAFETY_ANSWER_LINES = [
  'Aici nu îți pot recomanda un produs și nici o cantitate. Când e vorba de un copil, de o sarcină sau de alăptare, de medicamente, de o boală ori de sănătatea altei persoane, decizia îi aparține medicului, care cunoaște situația.',
  [
    'Ce spune ghidul nostru de siguranță:',
    '• Sarcina și alăptarea: nu folosi CBD. Nu există date suficiente despre siguranța pentru făt sau pentru sugar.',
    '• Copiii și adolescenții: produsele noastre sunt destinate exclusiv adulților.',
    '• Medicamentele: CBD-ul poate schimba felul în care ficatul descompune unele medicamente, așa că alături de un tratament se folosește doar cu acordul medicului. Nu opri, nu reduce și nu înlocui un tratament cu CBD.',
    '• Bolile ficatului și alte afecțiuni serioase: este nevoie de acordul medicului.',
    '• Pentru altcineva: ce și cât poate folosi stabilește medicul acelei persoane (pentru un animal, medicul veterinar).',
  ].join('\n'),
  `Detalii: [${safetyGuide.label}](${safetyGuide.path}).`,
];

/** Added when the conversation speaks of self-harm. */
export const CRISIS_LINE =
  'Dacă treci printr-un moment greu sau te gândești să îți faci rău, cere ajutor chiar acum: sună la 112 sau mergi la cea mai apropiată unitate de primiri urgențe.';

/** Ends every answer about health, doses or medicines. */
export const DOCTOR_NOTE =
  'Informațiile sunt generale și nu înlocuiesc sfatul medicului. Dacă iei medicamente, ai o afecțiune, ești însărcinată sau alăptezi, vorbește cu medicul tău înainte să folosești CBD.';

export const SAFETY_CLOSING = 'Te ajut cu drag cu orice întrebare despre comenzi, livrare, plată sau retur.';

/**
 * To a shopper who says they are under 18 (not a parent asking for a child: that is the safety answer above): the
 * shop sells only to adults. Short, with no doctor, no product and no amount.
 */
export const MINOR_ANSWER =
  'Vindem doar adulților (18+), așa că nu îți putem vinde produsele noastre și nu poți plasa o comandă la noi. Îți mulțumim pentru înțelegere!';

/** What the assistant can help with instead of a product for a health problem. */
const INSTEAD =
  'Te pot ajuta în schimb să alegi după rutina ta (vezi [categoriile](/categorii) sau [quiz-ul](/quiz)), cu ingredientele unui produs sau cu livrarea.';

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

/** How much to use, for an adult: the label says it (content/faq.ts says the same). */
export const LABEL_AMOUNT =
  'Cât folosești scrie pe eticheta și pe pagina fiecărui produs; nu depăși cantitatea de acolo.';
