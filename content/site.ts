// Site-wide constants: brand, claims and social-proof figures (SPEC §1, §2 Home, §9).

export const site = {
  name: 'Verdana',
  legalName: 'Verdana Wellness S.R.L.',
  tagline: 'CBD premium pentru echilibrul de zi cu zi',
  description:
    'Magazin online de produse CBD premium: uleiuri, jeleuri, vape, creme și produse topice, cu 0.00% THC, livrare în 24-48h și garanție de 30 de zile.',
  foundedYear: 2023,
  rating: { value: 4.9, best: 5, reviews: 247 },
  customers: '5.000',
  subscribers: '2.500',
  quizUsers: '10.000+',
  thc: '0.00% THC',
  freeShippingThreshold: 200,
  shippingFee: 19,
  anpcUrl: 'https://anpc.ro/',
  salUrl: 'https://anpc.ro/ce-este-sal/',
  odrUrl: 'https://ec.europa.eu/consumers/odr',
} as const;

export interface NavLink {
  href: string;
  label: string;
}

/** Header navigation (SPEC §2 Shell). */
export const mainNav: NavLink[] = [
  { href: '/', label: 'Acasă' },
  { href: '/shop', label: 'Magazin' },
  { href: '/colectii', label: 'Colecții' },
  { href: '/categorii', label: 'Categorii' },
  { href: '/blog', label: 'Blog' },
  { href: '/despre', label: 'Despre' },
  { href: '/quiz', label: 'Quiz' },
];

/** Footer links (SPEC §2 Shell), grouped. */
export const footerNav: { title: string; links: NavLink[] }[] = [
  {
    title: 'Magazin',
    links: [
      { href: '/shop', label: 'Toate produsele' },
      { href: '/colectii', label: 'Colecții' },
      { href: '/categorii', label: 'Categorii' },
    ],
  },
  {
    title: 'Despre noi',
    links: [
      { href: '/despre', label: 'Povestea noastră' },
      { href: '/blog', label: 'Blog și ghiduri' },
      { href: '/contact-info', label: 'Contact' },
    ],
  },
  {
    title: 'Informații legale',
    links: [
      { href: '/terms-of-service', label: 'Termeni și condiții' },
      { href: '/privacy-policy', label: 'Politica de confidențialitate' },
      { href: '/shipping-policy', label: 'Politica de livrare' },
      { href: '/refund-policy', label: 'Politica de rambursare' },
    ],
  },
];

export const trustPoints = [
  { title: 'Livrare gratuită 24h', detail: 'în orașele mari, pentru comenzile de la 200 lei' },
  { title: 'Garanție 30 de zile', detail: 'banii înapoi, fără întrebări' },
  { title: 'Plată securizată 256-bit', detail: 'card, transfer bancar sau ramburs' },
  { title: 'Certificat ISO & GMP', detail: 'produse testate în laboratoare din UE' },
] as const;

export const benefits = [
  {
    title: 'Claritate mentală',
    text: 'Un moment de echilibru în zilele aglomerate, fără agitația cafelei în exces.',
  },
  {
    title: 'Somn profund',
    text: 'Integrat într-o rutină de seară, CBD-ul îți oferă un moment de liniște înainte de culcare.',
  },
  {
    title: 'Wellness natural',
    text: 'Extracte din cânepă atent cultivată, fără aditivi inutili, pentru echilibrul tău de zi cu zi.',
  },
  {
    title: '0.00% THC certificat',
    text: 'Fiecare lot este analizat de un laborator independent. Fără efecte psihoactive.',
  },
] as const;
