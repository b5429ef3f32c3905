// Questions shown in the home page FAQ accordion (and as FAQPage structured data later).

import { shippingFacts, shippingText } from './facts';

export interface FaqItem {
  question: string;
  answer: string;
}

export const homeFaq: FaqItem[] = [
  {
    question: 'Este legal CBD-ul în România?',
    answer:
      'Răspunsul depinde de forma produsului, iar decizia nu ne aparține nouă, ci autorităților. În Uniunea Europeană, extractele de CBD care se înghit (uleiuri, jeleuri) sunt „alimente noi” (Regulamentul (UE) 2015/2283) și nu au primit până acum o autorizație; cremele urmează regulile produselor cosmetice, iar vape-urile pe cele ale țigaretelor electronice (Legea 64/2024), cu sau fără nicotină. Ce putem arăta este ce măsoară laboratorul: THC sub limita de cuantificare a laboratorului (0,01%), pe buletinul de analiză al fiecărui lot, de pe pagina produsului. Vindem doar adulților (18+).',
  },
  {
    question: 'Produsele CBD au efect psihoactiv?',
    answer:
      'Efectul psihoactiv al cânepei vine de la THC, iar în produsele noastre THC-ul este sub limita de cuantificare a laboratorului (0,01%), măsurat pe fiecare lot. CBD-ul nu produce starea de „high” a THC-ului, dar poate da somnolență: nu îl folosi înainte să conduci sau să lucrezi cu utilaje și nu îl combina cu alcoolul.',
  },
  {
    question: 'Cum aleg concentrația potrivită de ulei?',
    answer:
      'Concentrația îți spune câte miligrame de CBD are flaconul: unul de 10 ml cu 10% conține 1.000 mg. Cât folosești scrie pe eticheta fiecărui produs; nu depăși cantitatea de acolo. Dacă iei medicamente, ai o afecțiune, ești însărcinată sau alăptezi, nu folosi CBD fără acordul medicului. Chestionarul nostru îți arată în 60 de secunde produsele potrivite rutinei tale.',
  },
  {
    question: 'În cât timp primesc comanda?',
    answer: `Comenzile plasate până la ora ${shippingFacts.sameDayCutoff} într-o zi lucrătoare pleacă în aceeași zi. Livrarea prin curier durează ${shippingText.bigCities} în orașele mari și ${shippingText.elsewhere} în restul țării. De la ${shippingText.freeFrom}, livrarea este gratuită (vape-urile nu intră în această sumă); sub această sumă costă ${shippingText.fee}.`,
  },
  {
    question: 'Pot plăti ramburs?',
    answer: `Da, ramburs la curier, pentru comenzile de peste ${shippingText.cashOnDeliveryOver}. Cu cardul sau prin transfer bancar poți plăti indiferent de valoarea comenzii.`,
  },
  {
    question: 'Ce fac dacă produsul nu mi se potrivește?',
    answer:
      'Îl poți returna în 30 de zile de la primire și primești banii înapoi: ne scrii pe e-mail, primești un cod de retur în 24 de ore, iar banii ți-i returnăm în cel mult 14 zile de la ziua în care ne-ai anunțat returul (putem aștepta până primim produsele sau dovada că le-ai trimis). Cele 30 de zile includ dreptul legal de retragere, de 14 zile de la primire. Garanția legală de conformitate, de 2 ani (OUG nr. 140/2021), este separată și nu este afectată de retur.',
  },
  {
    question: 'Pot lua CBD dacă urmez un tratament?',
    answer:
      'Produsele noastre nu sunt medicamente și nu înlocuiesc tratamentul recomandat de medic. Dacă iei medicamente, ești însărcinată sau alăptezi, discută mai întâi cu medicul tău.',
  },
];
