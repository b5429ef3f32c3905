// Static product-page content: testimonials and the 5-question FAQ (SPEC §2 Product detail). The testimonials
// show on every product page, so they speak of the shop's service only (delivery, packaging, the lot
// certificate, support, returns), never of what a product did for someone.

import { shippingFacts, shippingText } from './facts';

export interface Testimonial {
  name: string;
  city: string;
  rating: 5 | 4;
  text: string;
}

export const testimonials: Testimonial[] = [
  {
    name: 'Andreea M.',
    city: 'Cluj-Napoca',
    rating: 5,
    text: 'Am comandat luni înainte de prânz și coletul a ajuns marți. Totul a fost ambalat cu grijă, iar pe e-mail am primit de la început numărul de urmărire.',
  },
  {
    name: 'Radu P.',
    city: 'București',
    rating: 5,
    text: 'Am avut o întrebare despre factură și mi-au răspuns pe e-mail în aceeași zi, clar și politicos. Revin sigur.',
  },
  {
    name: 'Ioana D.',
    city: 'Iași',
    rating: 4,
    text: 'Mi-a plăcut că pe pagina produsului găsești lotul și buletinul de analiză. Am returnat un produs care nu mi-a plăcut și returul a mers simplu, doar că a durat câteva zile până au ajuns banii.',
  },
];

export const productFaq = [
  {
    question: 'Cum folosesc produsul?',
    answer:
      'Urmează indicațiile de pe etichetă. Pentru uleiuri, pune picăturile sub limbă și ține-le 60 de secunde înainte să înghiți. Începe cu cantitatea cea mai mică de pe etichetă și nu o depăși pe cea recomandată; dacă iei medicamente, întreabă mai întâi medicul.',
  },
  {
    question: 'Conține THC? Este legal?',
    answer:
      'Produsul are 0,00% THC, deci nu are efect psihoactiv: fiecare lot este analizat de un laborator independent, acreditat ISO/IEC 17025, iar THC-ul este sub limita de cuantificare a laboratorului, de 0,01%. Lotul și buletinul de analiză le găsești pe pagina produsului.',
  },
  {
    question: 'În cât timp ajunge comanda?',
    answer:
      `Comenzile plasate până la ora ${shippingFacts.sameDayCutoff} pleacă în aceeași zi lucrătoare. Livrarea durează ${shippingText.bigCities} în orașele mari și ${shippingText.elsewhere} în restul țării; este gratuită de la ${shippingText.freeFrom}.`,
  },
  {
    question: 'Îl pot returna dacă nu mi se potrivește?',
    answer:
      'Da, în 30 de zile de la primirea coletului, cu banii înapoi. Ne scrii pe e-mail, primești codul de retur în 24 de ore, iar banii ți-i returnăm în cel mult 14 zile de la ziua în care ne-ai anunțat returul. Garanția legală de conformitate, de 2 ani, este separată și nu este afectată.',
  },
  {
    question: 'Îl pot lua dacă urmez un tratament?',
    answer:
      'Produsul nu este un medicament și nu înlocuiește tratamentul recomandat de medic. CBD-ul poate interacționa cu unele medicamente, așa că discută mai întâi cu medicul tău, mai ales în sarcină sau alăptare.',
  },
] as const;
