// Site-wide constants: brand, claims and social-proof figures (SPEC §1, §2 Home, §9). Delivery times and prices
// come from content/facts.ts, the one source every page reads them from.
import { shippingFacts, shippingText } from './facts';

export const site = {
  name: 'Verdana',
  legalName: 'Verdana Wellness S.R.L.',
  tagline: 'CBD pentru rutina de zi cu zi',
  description: `Produse CBD: uleiuri, jeleuri, creme și alte produse de uz extern, plus țigarete electronice, cu THC sub limita de cuantificare a laboratorului (0,01%) pe fiecare lot, livrare în ${shippingText.elsewhere} și retur în 30 de zile.`,
  foundedYear: 2023,
  /**
   * THC as a lab measures it: below its limit of quantification (0,01%) on every lot's report. The spec's "0.00% THC"
   * cannot be proven by a test that quantifies from 0,01% (issue [17]).
   */
  thc: 'THC sub limita de cuantificare a laboratorului (0,01%)',
  freeShippingThreshold: shippingFacts.freeFrom,
  shippingFee: shippingFacts.fee,
  anpcUrl: 'https://anpc.ro/',
  salUrl: 'https://anpc.ro/ce-este-sal/',
  odrUrl: 'https://ec.europa.eu/consumers/odr',
} as const;

/**
 * The spec's figures (SPEC §9), as the embedded store serves them in its shop metafields (verdana.*): its
 * demo data. The pages read them from the store, never from here; a real store states its own, or none shows.
 */
export const demoShopFigures = {
  /** Shopify's rating type: value on a scale. */
  rating: { value: 4.9, scaleMin: 1, scaleMax: 5 },
  ratingCount: 247,
  /** Floors the shop has passed ("peste 5.000 de clienți"). */
  customers: 5000,
  subscribers: 2500,
  quizUsers: 10000,
  /** The first 50 orders of every month get the free printed guide. */
  freeGuideOrders: 50,
  /** How the figures were counted: the demo store's are made up, and it says so beside each of them. */
  figuresSource: 'Date demonstrative: cifrele magazinului de test sunt inventate.',
  /** How the reviews are checked: the demo store's are made up, and it says so beside them. */
  reviewsCheck:
    'Date demonstrative: nota și recenziile magazinului de test sunt inventate și nu provin de la cumpărători; magazinul nu are un sistem de verificare a recenziilor.',
} as const;

/** What a page (and the chat) says of ratings and reviews when the store states no check: the software makes none. */
export const REVIEWS_NOT_CHECKED =
  'Nu verificăm dacă nota și recenziile provin de la clienți care au cumpărat produsele.';

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
  { href: '/quiz', label: 'Chestionar' },
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
      { href: '/refund-policy', label: 'Politica de retur' },
      { href: '/regulament-oferte', label: 'Regulamentul ofertelor' },
    ],
  },
];

export const trustPoints = [
  {
    title: `Livrare gratuită de la ${shippingText.freeFrom} (fără vape-uri)`,
    detail: `în ${shippingText.bigCities} de la expediere în orașele mari; comenzile de până la ora ${shippingFacts.sameDayCutoff} pleacă în aceeași zi lucrătoare`,
  },
  { title: 'Retur în 30 de zile', detail: 'banii înapoi, fără să ne spui motivul' },
  { title: 'Plată securizată', detail: 'conexiune criptată (HTTPS); card, transfer bancar sau ramburs' },
  {
    title: 'Buletin de analiză pe fiecare lot',
    detail: 'de la un laborator independent, cu fișierul lui pe pagina produsului',
  },
] as const;

export const benefits = [
  {
    title: 'Pentru zilele pline',
    text: 'Picături sau jeleuri ușor de luat cu tine, ca parte a rutinei tale de zi.',
  },
  {
    title: 'Pentru rutina de seară',
    text: 'Uleiuri și jeleuri pe care le poți include în rutina de seară.',
  },
  {
    title: 'Ingrediente pe etichetă',
    text: 'Lista completă a ingredientelor (INCI, la creme) pe pagina fiecărui produs.',
  },
  {
    title: 'THC măsurat pe fiecare lot',
    text: 'Fiecare lot este analizat de un laborator independent, iar THC-ul este sub limita lui de cuantificare (0,01%). Lotul și buletinul de analiză, cu numele laboratorului și acreditarea lui, sunt pe pagina fiecărui produs.',
  },
] as const;
