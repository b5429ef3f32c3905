// Product-page content: the shop reviews and the 5-question FAQ (SPEC §2 Product detail). The reviews are the
// embedded store's demo data (its verdana.testimonials shop metafield); the pages show whatever the store keeps.
// They are about the shop's service only (delivery, packaging, the lot certificate, support, returns), never
// about what a product did for someone, and they are shown as reviews of the shop.
import { plainFigure } from '../domain/format';
import type { ProductForm } from '../domain/types';
import { shippingFacts, shippingText } from './facts';
import type { FaqItem } from './faq';
import { neutralUsage, treatmentQuestion } from './product-forms';

export interface Testimonial {
  name: string;
  city: string;
  rating: 5 | 4;
  text: string;
}

export const shopReviews: Testimonial[] = [
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

/**
 * The product page's 5-question FAQ (SPEC §2), fitted to the product's form: how it is used is the label's
 * own text (verdana.usage), else a neutral line for its form; a vape is never told to go under the tongue.
 */
export function productFaqFor(form: ProductForm | null, usage: string | null): FaqItem[] {
  return [
    { question: 'Cum folosesc produsul?', answer: usage ?? neutralUsage[form ?? 'unknown'] },
    {
      question: 'Conține THC?',
      answer:
        'Fiecare lot este analizat de un laborator independent, iar THC-ul este sub limita de cuantificare a laboratorului (0,01%). Lotul, buletinul de analiză și acreditarea laboratorului le găsești pe această pagină. Buletinul arată CBD-ul și THC-ul măsurate în lot.',
    },
    {
      question: 'În cât timp ajunge comanda?',
      answer: `Comenzile plasate până la ora ${shippingFacts.sameDayCutoff} pleacă în aceeași zi lucrătoare. Livrarea durează ${shippingText.bigCities} în orașele mari și ${shippingText.elsewhere} în restul țării; este gratuită de la ${shippingText.freeFrom} (vape-urile nu intră în această sumă).`,
    },
    {
      question: 'Pot returna produsul dacă nu mi se potrivește?',
      answer:
        'Da, în 30 de zile de la primirea coletului, cu banii înapoi. Ne scrii pe e-mail, primești codul de retur în 24 de ore, iar banii ți-i returnăm în cel mult 14 zile de la ziua în care ne-ai anunțat returul. Garanția legală de conformitate, de 2 ani, este separată și nu este afectată.',
    },
    {
      question: treatmentQuestion(form),
      answer:
        'Produsul nu este un medicament și nu înlocuiește tratamentul recomandat de medic. CBD-ul poate interacționa cu unele medicamente, așa că discută mai întâi cu medicul tău, mai ales în sarcină sau alăptare.',
    },
  ];
}

/**
 * EFSA's provisional safe intake of CBD for adults (0.0275 mg per kg of body weight a day, about 2 mg a day for
 * 70 kg). Every ingestible's page sets its portion against it (Reg. (CE) 178/2002 art. 14; Legea 363/2007 art. 7).
 */
export const EFSA_PROVISIONAL_INTAKE = { mgPerKgPerDay: 0.0275, adultMgPerDay: 2 } as const;

/**
 * EFSA's provisional safe level beside every "how much" answer: the one figure the shop states besides the label's,
 * as every ingestible's page does (Reg. (CE) 178/2002 art. 14).
 */
export const EFSA_LINE = `Pentru comparație: EFSA (Autoritatea Europeană pentru Siguranța Alimentară) a stabilit provizoriu pentru adulți un nivel sigur de aproximativ ${EFSA_PROVISIONAL_INTAKE.adultMgPerDay} mg de CBD pe zi (${plainFigure(EFSA_PROVISIONAL_INTAKE.mgPerKgPerDay, 4)} mg pe kilogram corp); o singură porție din multe uleiuri și jeleuri îl depășește, iar pagina fiecărui produs arată cu cât.`;

/** A text without EFSA_LINE: the reference level the pages state is a limit, not an amount to take nor a dose table. */
export const withoutEfsaLine = (text: string) => text.replaceAll(EFSA_LINE, ' ');
