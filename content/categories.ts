// Category tiles (SPEC §2 Category page, §3 Category tile); ids are the /shop?category= values.

export interface CategoryTile {
  id: 'relaxare' | 'energie' | 'durere' | 'wellness' | 'anxietate' | 'sport' | 'beauty' | 'toate';
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
  title: 'Alege după nevoia ta',
  intro: 'Fiecare categorie adună produsele potrivite pentru un anumit moment al zilei sau pentru un obiectiv anume.',
  description:
    'Relaxare și somn, energie, durere, anxietate, sport, beauty: alege produsele CBD potrivite nevoii tale.',
} as const;

export const categories: CategoryTile[] = [
  {
    id: 'relaxare',
    name: 'Relaxare & Somn',
    icon: 'moon',
    description: 'Uleiuri și jeleuri pentru rutina de seară, de luat în ora liniștită dinainte de culcare.',
    color: 'from-indigo-100 to-forest-50',
    benefits: [
      'Pentru momentul de deconectare de seară',
      'Pentru un ritual de seară liniștit',
      'Ușor de integrat în rutina de culcare',
    ],
    searchParams: 'category=relaxare',
  },
  {
    id: 'energie',
    name: 'Energie & Focus',
    icon: 'bolt',
    description: 'Produse pentru rutina zilelor pline, în porții mici, ușor de luat dimineața sau la birou.',
    color: 'from-amber-100 to-cream-50',
    benefits: [
      'Pentru rutina zilelor aglomerate',
      'Jeleuri și picături ușor de luat cu tine',
      'Porții mici, ușor de ajustat',
    ],
    searchParams: 'category=energie',
  },
  {
    id: 'durere',
    name: 'Durere & Inflamație',
    icon: 'leaf-bandage',
    description: 'Creme, balsamuri și uleiuri pentru masajul articulațiilor și al mușchilor după zile solicitante.',
    color: 'from-rose-100 to-cream-50',
    benefits: [
      'Aplicare locală, exact unde vrei',
      'Pentru masaj, după zile solicitante',
      'Ingrediente naturale, fără parfumuri agresive',
    ],
    searchParams: 'category=durere',
  },
  {
    id: 'wellness',
    name: 'Wellness General',
    icon: 'leaf',
    description: 'Produsele de bază pentru rutina de zi cu zi, potrivite și pentru cei aflați la început cu CBD.',
    color: 'from-forest-100 to-cream-50',
    benefits: [
      'Potrivite pentru începători',
      'Ușor de integrat în rutina de zi cu zi',
      'Concentrații mici, fiecare lot testat în laborator',
    ],
    searchParams: 'category=wellness',
  },
  {
    id: 'anxietate',
    name: 'Anxietate & Stress',
    icon: 'heart',
    description: 'Pentru zilele aglomerate: produse alese pentru rutina ta de relaxare.',
    color: 'from-sky-100 to-cream-50',
    benefits: [
      'Ușor de inclus în rutina zilnică',
      'Un moment de pauză în zilele agitate',
      'Discrete, ușor de luat oriunde',
    ],
    searchParams: 'category=anxietate',
  },
  {
    id: 'sport',
    name: 'Sport & Recovery',
    icon: 'dumbbell',
    description: 'Geluri de masaj, balsamuri și uleiuri pentru oameni activi, de folosit după antrenament.',
    color: 'from-teal-100 to-cream-50',
    benefits: [
      'Pentru rutina de după antrenament',
      'Geluri și balsamuri pentru masaj',
      '0,00% THC, cu lotul și buletinul de analiză pe pagina produsului',
    ],
    searchParams: 'category=sport',
  },
  {
    id: 'beauty',
    name: 'Beauty & Skincare',
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
      'Întreaga gamă: uleiuri, jeleuri, vape, creme și produse topice, toate cu 0,00% THC, verificat pe fiecare lot.',
    color: 'from-cream-200 to-cream-50',
    benefits: ['Toată gama într-un singur loc', 'Filtre după preț și nevoie', 'Livrare gratuită de la 200 de lei'],
    searchParams: '',
  },
];
