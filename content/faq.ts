// Questions shown in the home page FAQ accordion (and as FAQPage structured data later).

export interface FaqItem {
  question: string;
  answer: string;
}

export const homeFaq: FaqItem[] = [
  {
    question: 'Este legal CBD-ul în România?',
    answer:
      'Da. Produsele noastre conțin 0.00% THC, sunt obținute din soiuri de cânepă autorizate în Uniunea Europeană și sunt însoțite de buletine de analiză de la laboratoare independente.',
  },
  {
    question: 'Produsele CBD au efect psihoactiv?',
    answer:
      'Nu. Efectul psihoactiv al cânepei vine de la THC, iar produsele noastre au 0.00% THC. CBD-ul nu dă dependență și nu îți alterează starea de conștiență.',
  },
  {
    question: 'Cum aleg concentrația potrivită de ulei?',
    answer:
      'Dacă ești la început, pornește de la 5% sau 10% și câteva picături pe zi, apoi crește treptat doza. Quiz-ul nostru îți recomandă în 60 de secunde produsele potrivite pentru tine.',
  },
  {
    question: 'În cât timp primesc comanda?',
    answer:
      'Comenzile plasate până la ora 14:00 pleacă în aceeași zi. Livrarea prin curier durează 24 de ore în orașele mari și 24-48 de ore în restul țării. Peste 200 lei, livrarea este gratuită.',
  },
  {
    question: 'Pot plăti ramburs?',
    answer:
      'Da, ramburs la curier, pentru comenzile de peste 100 lei. Cu cardul sau prin transfer bancar poți plăti indiferent de valoarea comenzii.',
  },
  {
    question: 'Ce fac dacă produsul nu mi se potrivește?',
    answer:
      'Ai garanția „banii înapoi” de 30 de zile: ne scrii pe e-mail, primești un cod de retur în 24 de ore, iar banii ți se returnează în cel mult 14 zile de la primirea coletului.',
  },
  {
    question: 'Pot lua CBD dacă urmez un tratament?',
    answer:
      'Produsele noastre nu sunt medicamente și nu înlocuiesc tratamentul recomandat de medic. Dacă iei medicamente, ești însărcinată sau alăptezi, discută mai întâi cu medicul tău.',
  },
];
