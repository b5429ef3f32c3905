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
