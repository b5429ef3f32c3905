// Static product-page content: testimonials and the 5-question FAQ (SPEC §2 Product detail).

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
    text: 'Iau uleiul seara, cu o oră înainte de culcare. După două săptămâni adorm mai ușor și mă trezesc mai odihnită. Coletul a ajuns a doua zi.',
  },
  {
    name: 'Radu P.',
    city: 'București',
    rating: 5,
    text: 'Folosesc balsamul după alergare, pe genunchi. Miroase plăcut, nu lasă urme grase și se absoarbe repede. Revin sigur.',
  },
  {
    name: 'Ioana D.',
    city: 'Iași',
    rating: 4,
    text: 'Mi-a plăcut că pe site găsești buletinul de analiză pentru fiecare lot. Jeleurile au gust bun, aș vrea doar și o variantă fără zahăr.',
  },
];

export const productFaq = [
  {
    question: 'Cum folosesc produsul?',
    answer:
      'Urmează indicațiile de pe etichetă. Pentru uleiuri, pune picăturile sub limbă și ține-le 60 de secunde înainte să înghiți. Începe cu o doză mică și crește treptat, în funcție de cum te simți.',
  },
  {
    question: 'Conține THC? Este legal?',
    answer:
      'Produsul conține 0.00% THC, confirmat de analize de laborator pentru fiecare lot, deci nu are efect psihoactiv.',
  },
  {
    question: 'În cât timp ajunge comanda?',
    answer:
      'Comenzile plasate până la ora 14:00 pleacă în aceeași zi lucrătoare. Livrarea durează 24 de ore în orașele mari și 24-48 de ore în restul țării; este gratuită peste 200 lei.',
  },
  {
    question: 'Îl pot returna dacă nu mi se potrivește?',
    answer:
      'Da. Ai garanția „banii înapoi” de 30 de zile de la primirea coletului. Ne scrii pe e-mail, primești codul de retur în 24 de ore, iar banii ajung la tine în cel mult 14 zile.',
  },
  {
    question: 'Îl pot lua dacă urmez un tratament?',
    answer:
      'Produsul nu este un medicament și nu înlocuiește tratamentul recomandat de medic. CBD-ul poate interacționa cu unele medicamente, așa că discută mai întâi cu medicul tău, mai ales în sarcină sau alăptare.',
  },
] as const;
