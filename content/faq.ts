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
      'Da. Produsele noastre au 0,00% THC și sunt obținute din soiuri de cânepă autorizate în Uniunea Europeană. Fiecare lot este analizat de un laborator independent, acreditat ISO/IEC 17025, iar THC-ul este sub limita de cuantificare a laboratorului, de 0,01%. Lotul și buletinul de analiză sunt pe pagina fiecărui produs.',
  },
  {
    question: 'Produsele CBD au efect psihoactiv?',
    answer:
      'Nu. Efectul psihoactiv al cânepei vine de la THC, iar produsele noastre au 0,00% THC, adică sub limita de cuantificare de 0,01% a laboratorului care analizează fiecare lot. CBD-ul nu dă dependență și nu îți alterează starea de conștiență.',
  },
  {
    question: 'Cum aleg concentrația potrivită de ulei?',
    answer:
      'Dacă ești la început, o concentrație de 5% sau 10% îți permite să pornești de la câteva picături pe zi și să crești treptat, după indicațiile de pe etichetă. Dacă iei medicamente, ai o afecțiune, ești însărcinată sau alăptezi, întreabă mai întâi medicul. Quiz-ul nostru îți sugerează în 60 de secunde produsele de la care poți porni.',
  },
  {
    question: 'În cât timp primesc comanda?',
    answer: `Comenzile plasate până la ora ${shippingFacts.sameDayCutoff} într-o zi lucrătoare pleacă în aceeași zi. Livrarea prin curier durează ${shippingText.bigCities} în orașele mari și ${shippingText.elsewhere} în restul țării. De la ${shippingText.freeFrom}, livrarea este gratuită; sub această sumă costă ${shippingText.fee}.`,
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
