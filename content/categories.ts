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

export const categories: CategoryTile[] = [
  {
    id: 'relaxare',
    name: 'Relaxare & Somn',
    icon: 'moon',
    description: 'Pentru serile în care mintea nu se oprește: uleiuri și jeleuri care își fac loc în rutina de seară.',
    color: 'from-indigo-100 to-forest-50',
    benefits: ['Pentru momentul de deconectare de seară', 'Pentru un ritual de seară liniștit', 'Ușor de integrat în rutina de culcare'],
    searchParams: 'category=relaxare',
  },
  {
    id: 'energie',
    name: 'Energie & Focus',
    icon: 'bolt',
    description: 'Formule pentru zilele pline, când ai nevoie de claritate și concentrare fără agitație.',
    color: 'from-amber-100 to-cream-50',
    benefits: ['Claritate în zilele aglomerate', 'Fără senzația de agitație a cafelei', 'Doze mici, ușor de ajustat'],
    searchParams: 'category=energie',
  },
  {
    id: 'durere',
    name: 'Durere & Inflamație',
    icon: 'leaf-bandage',
    description: 'Creme, balsamuri și uleiuri pentru confortul articulațiilor și al mușchilor după zile solicitante.',
    color: 'from-rose-100 to-cream-50',
    benefits: ['Aplicare locală, exact unde ai nevoie', 'Senzație de confort pentru mușchi și articulații', 'Ingrediente naturale, fără parfumuri agresive'],
    searchParams: 'category=durere',
  },
  {
    id: 'wellness',
    name: 'Wellness General',
    icon: 'leaf',
    description: 'Produsele de bază pentru echilibrul de zi cu zi, potrivite și pentru cei aflați la început cu CBD.',
    color: 'from-forest-100 to-cream-50',
    benefits: ['Potrivite pentru începători', 'Susțin echilibrul de zi cu zi', 'Concentrații blânde, testate în laborator'],
    searchParams: 'category=wellness',
  },
  {
    id: 'anxietate',
    name: 'Anxietate & Stress',
    icon: 'heart',
    description: 'Pentru zilele aglomerate: produse alese pentru rutina ta de relaxare.',
    color: 'from-sky-100 to-cream-50',
    benefits: ['Ușor de inclus în rutina zilnică', 'Un moment de pauză în zilele agitate', 'Discrete, ușor de luat oriunde'],
    searchParams: 'category=anxietate',
  },
  {
    id: 'sport',
    name: 'Sport & Recovery',
    icon: 'dumbbell',
    description: 'Pentru recuperarea după antrenament: geluri de masaj, balsamuri și uleiuri pentru sportivi activi.',
    color: 'from-teal-100 to-cream-50',
    benefits: ['Pentru rutina de după antrenament', 'Masaj relaxant pentru mușchi obosiți', '0.00% THC, cu buletin de analiză pe fiecare lot'],
    searchParams: 'category=sport',
  },
  {
    id: 'beauty',
    name: 'Beauty & Skincare',
    icon: 'sparkles',
    description: 'Seruri și creme cu CBD pentru o piele calmă, hidratată și luminoasă.',
    color: 'from-pink-100 to-cream-50',
    benefits: ['Calmează pielea sensibilă', 'Hidratare de durată', 'Formule blânde, fără parabeni'],
    searchParams: 'category=beauty',
  },
  {
    id: 'toate',
    name: 'Toate produsele',
    icon: 'grid',
    description: 'Întreaga gamă: uleiuri, jeleuri, vape, creme și produse topice, toate cu 0.00% THC.',
    color: 'from-cream-200 to-cream-50',
    benefits: ['Toată gama într-un singur loc', 'Filtre după preț și nevoie', 'Livrare gratuită peste 200 lei'],
    searchParams: '',
  },
];

