// Category tiles (SPEC §2 Category page, §3 Category tile); ids are the /shop?category= values.
import { shippingText } from './facts';

export interface CategoryTile {
  id: 'seara' | 'dimineata' | 'masaj' | 'wellness' | 'birou' | 'sport' | 'beauty' | 'toate';
  /**
   * The ids this category had before (they named conditions: Reg. 1924/2006 art. 10, Dir. 2001/83 art. 1(2)):
   * `/shop?category=` with one answers 301 to the current id, and a store tag `categorie:<old id>` still counts.
   */
  formerIds?: readonly string[];
  name: string;
  icon: 'moon' | 'bolt' | 'leaf-bandage' | 'leaf' | 'heart' | 'dumbbell' | 'sparkles' | 'grid';
  description: string;
  /** Tailwind gradient classes for the tile. */
  color: string;
  benefits: [string, string, string];
  /** Query string for /shop; empty for all products. */
  searchParams: string;
}

/** The categories page's heading, intro and description (the shop's /categorii, the store's page `categorii`). */
export const categoriesPage = {
  title: 'Alege după rutina ta',
  intro: 'Fiecare categorie adună produsele după momentul zilei în care le folosești sau după felul în care se aplică.',
  description:
    'Rutina de seară, de dimineață, la drum, după antrenament, masaj și îngrijirea pielii: produsele CBD grupate după momentul în care le folosești.',
} as const;

export const categories: CategoryTile[] = [
  {
    id: 'seara',
    formerIds: ['relaxare'],
    name: 'Rutina de seară',
    icon: 'moon',
    description: 'Uleiuri și jeleuri pentru rutina de seară, în cantitatea indicată pe etichetă.',
    color: 'from-indigo-100 to-forest-50',
    benefits: [
      'Pentru ora de după cină',
      'Arome de lavandă, mușețel și cireșe',
      'Fiecare lot cu buletinul lui de analiză',
    ],
    searchParams: 'category=seara',
  },
  {
    id: 'dimineata',
    formerIds: ['energie'],
    name: 'Rutina de dimineață',
    icon: 'bolt',
    description: 'Produse pentru începutul zilei, în porții mici, ușor de luat cu tine.',
    color: 'from-amber-100 to-cream-50',
    benefits: [
      'Pentru micul dejun sau drumul spre birou',
      'Jeleuri și picături ușor de luat cu tine',
      'Porții mici, cantitatea scrisă pe etichetă',
    ],
    searchParams: 'category=dimineata',
  },
  {
    id: 'masaj',
    formerIds: ['durere'],
    name: 'Masaj și aplicare locală',
    icon: 'leaf-bandage',
    description: 'Creme, balsamuri și geluri de masaj, de aplicat pe piele, după zile lungi.',
    color: 'from-rose-100 to-cream-50',
    benefits: [
      'Aplicare locală, exact unde vrei',
      'Pentru masaj, după zile lungi',
      'Lista INCI completă pe pagina produsului',
    ],
    searchParams: 'category=masaj',
  },
  {
    id: 'wellness',
    name: 'Primii pași cu CBD',
    icon: 'leaf',
    // Only what comes in the range's lowest concentration (5%); the 10% oil and the jellies are in the other tiles.
    description: 'Uleiurile care se găsesc în concentrația de 5%, cea mai mică din gama noastră.',
    color: 'from-forest-100 to-cream-50',
    benefits: [
      'Concentrația de 5%, cea mai mică din gamă',
      'Cantitatea de folosit este cea de pe etichetă',
      'Fiecare lot testat în laborator',
    ],
    searchParams: 'category=wellness',
  },
  {
    id: 'birou',
    formerIds: ['anxietate'],
    name: 'La birou și pe drum',
    icon: 'heart',
    description: 'Produse discrete, ușor de luat cu tine în zilele pline.',
    color: 'from-sky-100 to-cream-50',
    benefits: ['Ușor de inclus în rutina zilnică', 'Un moment de pauză în zilele pline', 'Discrete, încap în geantă'],
    searchParams: 'category=birou',
  },
  {
    id: 'sport',
    name: 'După antrenament',
    icon: 'dumbbell',
    description: 'Geluri de masaj, creme și balsamuri de aplicat pe piele, pentru rutina de după antrenament.',
    color: 'from-teal-100 to-cream-50',
    benefits: [
      'Pentru rutina de după antrenament',
      'Geluri și balsamuri pentru masaj',
      'THC sub limita de cuantificare a laboratorului (0,01%), pe buletinul fiecărui lot',
    ],
    searchParams: 'category=sport',
  },
  {
    id: 'beauty',
    name: 'Îngrijirea pielii',
    icon: 'sparkles',
    description: 'Seruri și creme cu CBD pentru rutina zilnică de îngrijire a pielii.',
    color: 'from-pink-100 to-cream-50',
    benefits: [
      'Pentru îngrijirea de zi și de noapte',
      'Creme pentru față, mâini și picioare',
      'Pentru uz zilnic, pe pielea curată',
    ],
    searchParams: 'category=beauty',
  },
  {
    id: 'toate',
    name: 'Toate produsele',
    icon: 'grid',
    description:
      'Întreaga gamă: uleiuri, jeleuri, creme și alte produse de uz extern, fiecare lot cu buletinul lui de analiză.',
    color: 'from-cream-200 to-cream-50',
    benefits: [
      'Toată gama într-un singur loc',
      'Filtre după preț și rutină',
      `Livrare gratuită de la ${shippingText.freeFrom} (fără vape-uri)`,
    ],
    searchParams: '',
  },
];
