// Embedded product catalogue of the shop (Verdana Wellness house brand + Carpați Hemp).
// Image files are drawn by scripts/generate-catalog-images.mjs: keep file names in sync with it.
import type { CatalogImage, CatalogNetContent, CatalogOption, CatalogProduct, CatalogVariant } from './types';

const DEFAULT_OPTION: CatalogOption = { name: 'Title', value: 'Default Title' };

/** 800×800 product illustration, file `{handle}-{n}.svg`. */
function img(file: string, alt: string): CatalogImage {
  return { file, alt, width: 800, height: 800 };
}

/** Net content of a pack sold by volume or weight. */
const ml = (value: number): CatalogNetContent => ({ value, unit: 'ml' });
const g = (value: number): CatalogNetContent => ({ value, unit: 'g' });

/** A 'Volum' option value such as '30 ml' is the pack's net content. */
function netContentOf(selectedOptions: CatalogOption[]): CatalogNetContent | undefined {
  const volume = selectedOptions.find((o) => o.name === 'Volum')?.value.match(/^(\d+(?:[.,]\d+)?) ml$/);
  return volume ? ml(Number(volume[1]!.replace(',', '.'))) : undefined;
}

/**
 * A variant: the title is built from the option values (or 'Default Title'),
 * availableForSale follows the stock (false exactly when nothing is left). The net content is the 'Volum'
 * option's when there is one, else the one given; none for what is sold by the piece.
 */
function variant(
  id: number,
  sku: string,
  price: number,
  quantityAvailable: number,
  selectedOptions: CatalogOption[] = [DEFAULT_OPTION],
  netContent: CatalogNetContent | undefined = netContentOf(selectedOptions),
): CatalogVariant {
  return {
    id,
    title: selectedOptions.map((o) => o.value).join(' / '),
    sku,
    price,
    availableForSale: quantityAvailable > 0,
    quantityAvailable,
    selectedOptions,
    ...(netContent ? { netContent } : {}),
  };
}

const SINGLE_OPTION = [{ name: 'Title', values: ['Default Title'] }];

/**
 * The jellies' variant option: how many pieces one jar holds ("30 buc."), never "Cantitate", which is the quantity
 * stepper's name (how many jars); the stock line reads it (packs.ts).
 */
const PIECES_OPTION = 'Bucăți în borcan';
const POUCH_OPTION = 'Bucăți în pungă';

export const products: CatalogProduct[] = [
  // ───────────── Uleiuri ─────────────
  {
    id: 1001,
    handle: 'ulei-cbd-10-spectru-complet',
    title: 'Ulei CBD 10% spectru complet',
    description:
      'Uleiul are 1.000 mg de CBD în 10 ml, dintr-un extract cu spectru complet obținut cu CO₂ din cânepă industrială cultivată în Europa și dizolvat în ulei de semințe de cânepă presat la rece. Extractul păstrează canabinoizii minori și terpenele plantei, deci poate conține urme de THC; în fiecare lot analizat, THC-ul este sub limita de cuantificare a laboratorului (0,01%). Ține picăturile sub limbă aproximativ un minut, apoi înghite-le; folosește cantitatea indicată pe eticheta produsului. Uleiul se potrivește atât dimineața, cât și în rutina de seară.',
    kind: 'ulei',
    vendor: 'Verdana Wellness',
    productType: 'Ulei CBD',
    tags: ['ulei', 'full spectrum', 'vegan', 'testat în laborator'],
    categories: ['seara', 'birou'],
    publishedAt: '2024-03-12T09:00:00Z',
    images: [
      img(
        'ulei-cbd-10-spectru-complet-1.svg',
        'Flacon de sticlă brună cu pipetă, Ulei CBD 10% spectru complet de 10 ml, văzut din față',
      ),
      img(
        'ulei-cbd-10-spectru-complet-2.svg',
        'Prim-plan cu eticheta uleiului CBD 10% cu spectru complet, cu sigla Verdana și concentrația',
      ),
      img(
        'ulei-cbd-10-spectru-complet-3.svg',
        'Flaconul de ulei CBD 10% cu spectru complet, așezat lângă cutia lui crem',
      ),
      img(
        'ulei-cbd-10-spectru-complet-4.svg',
        'Ulei CBD 10% cu spectru complet alături de o frunză de cânepă și picături de ulei',
      ),
      img(
        'ulei-cbd-10-spectru-complet-5.svg',
        'Picătură mare de ulei auriu care cade din pipetă, textura uleiului CBD 10%',
      ),
    ],
    options: [{ name: 'Volum', values: ['10 ml', '30 ml'] }],
    variants: [
      variant(100101, 'VW-OIL10-10ML', 179.9, 86, [{ name: 'Volum', value: '10 ml' }]),
      variant(100102, 'VW-OIL10-30ML', 429.9, 34, [{ name: 'Volum', value: '30 ml' }]),
    ],
  },
  {
    id: 1002,
    handle: 'ulei-cbd-5-spectru-larg',
    title: 'Ulei CBD 5% spectru larg',
    description:
      'Cea mai mică concentrație dintre uleiurile Verdana: 500 mg de CBD în 10 ml de ulei MCT din nucă de cocos, cu o notă discretă de lămâie. Extractul cu spectru larg păstrează canabinoizii minori și terpenele, iar THC-ul este sub limita de cuantificare a laboratorului (0,01%). Ține picăturile sub limbă aproximativ un minut, apoi înghite-le; folosește cantitatea indicată pe eticheta produsului.',
    kind: 'ulei',
    vendor: 'Verdana Wellness',
    productType: 'Ulei CBD',
    tags: ['ulei', 'broad spectrum', 'începători', 'mct'],
    categories: ['wellness', 'dimineata'],
    publishedAt: '2024-04-02T08:30:00Z',
    images: [
      img(
        'ulei-cbd-5-spectru-larg-1.svg',
        'Flacon cu pipetă din sticlă chihlimbarie, Ulei CBD 5% spectru larg, văzut din față',
      ),
      img('ulei-cbd-5-spectru-larg-2.svg', 'Detaliu al etichetei uleiului CBD 5% cu spectru larg'),
      img('ulei-cbd-5-spectru-larg-3.svg', 'Ulei CBD 5% cu spectru larg lângă cutia de carton cu banda colorată'),
      img('ulei-cbd-5-spectru-larg-4.svg', 'Picătură de ulei MCT limpede, textura uleiului CBD 5%'),
    ],
    options: [{ name: 'Volum', values: ['10 ml', '30 ml'] }],
    variants: [
      variant(100201, 'VW-OIL5-10ML', 89.9, 64, [{ name: 'Volum', value: '10 ml' }]),
      variant(100202, 'VW-OIL5-30ML', 219.9, 27, [{ name: 'Volum', value: '30 ml' }]),
    ],
  },
  {
    id: 1003,
    handle: 'ulei-cbd-15-spectru-complet',
    title: 'Ulei CBD 15% spectru complet',
    description:
      'Un flacon de 10 ml cu 1.500 mg de CBD, pentru cine cunoaște deja uleiurile CBD și caută o concentrație mai mare. Extractul cu spectru complet este dizolvat în ulei de semințe de cânepă presat la rece și poate conține urme de THC; fiecare lot este testat independent, iar THC-ul este sub limita de cuantificare a laboratorului (0,01%). Ține picăturile sub limbă aproximativ un minut, apoi înghite-le; folosește cantitatea indicată pe eticheta produsului. Agită flaconul înainte de folosire și păstrează-l la loc răcoros, ferit de lumină.',
    kind: 'ulei',
    vendor: 'Verdana Wellness',
    productType: 'Ulei CBD',
    tags: ['ulei', 'full spectrum', 'concentrație mare'],
    categories: ['seara'],
    publishedAt: '2024-05-20T10:00:00Z',
    images: [
      img(
        'ulei-cbd-15-spectru-complet-1.svg',
        'Flacon brun cu pipetă, Ulei CBD 15% spectru complet de 10 ml, văzut din față',
      ),
      img('ulei-cbd-15-spectru-complet-2.svg', 'Prim-plan cu eticheta uleiului CBD 15% cu spectru complet'),
      img(
        'ulei-cbd-15-spectru-complet-3.svg',
        'Ulei CBD 15% cu spectru complet, cu frunze de cânepă și picături de ulei în jur',
      ),
    ],
    options: [{ name: 'Gust', values: ['Natural', 'Mentă'] }],
    variants: [
      variant(100301, 'VW-OIL15-NAT', 239.9, 41, [{ name: 'Gust', value: 'Natural' }], ml(10)),
      variant(100302, 'VW-OIL15-MINT', 239.9, 18, [{ name: 'Gust', value: 'Mentă' }], ml(10)),
    ],
  },
  {
    id: 1004,
    handle: 'ulei-cbd-20-spectru-complet',
    title: 'Ulei CBD 20% spectru complet',
    description:
      'Concentrația de 20% înseamnă 2.000 mg de CBD într-un flacon de 10 ml, cu pipetă gradată. Extractul cu spectru complet este dizolvat în ulei de semințe de cânepă presat la rece, cu vitamina E ca antioxidant, și poate conține urme de THC; în fiecare lot analizat, THC-ul este sub limita de cuantificare a laboratorului (0,01%). Ține picăturile sub limbă aproximativ un minut, apoi înghite-le; folosește cantitatea indicată pe eticheta produsului.',
    kind: 'ulei',
    vendor: 'Verdana Wellness',
    productType: 'Ulei CBD',
    tags: ['ulei', 'full spectrum', 'concentrație mare', 'vitamina e'],
    categories: ['seara'],
    publishedAt: '2024-06-18T09:15:00Z',
    images: [
      img(
        'ulei-cbd-20-spectru-complet-1.svg',
        'Flacon din sticlă brun-închis cu pipetă, Ulei CBD 20% spectru complet, văzut din față',
      ),
      img('ulei-cbd-20-spectru-complet-2.svg', 'Ulei CBD 20% cu spectru complet alături de cutia lui'),
      img('ulei-cbd-20-spectru-complet-3.svg', 'Picătură densă de ulei auriu, textura uleiului CBD 20%'),
    ],
    options: [{ name: 'Gust', values: ['Natural', 'Portocală'] }],
    variants: [
      variant(100401, 'VW-OIL20-NAT', 299.9, 22, [{ name: 'Gust', value: 'Natural' }], ml(10)),
      variant(100402, 'VW-OIL20-ORG', 299.9, 0, [{ name: 'Gust', value: 'Portocală' }], ml(10)),
    ],
  },
  {
    id: 1005,
    handle: 'ulei-cbd-30-editie-limitata',
    title: 'Ulei CBD 30% spectru complet – ediție limitată',
    description:
      'Concentrația cea mai mare din gama Verdana: 3.000 mg de CBD în 10 ml, dintr-o singură recoltă de cânepă din Transilvania, într-un flacon de sticlă violet care protejează extractul de lumină. Extractul cu spectru complet poate conține urme de THC; în lotul numerotat, THC-ul este sub limita de cuantificare a laboratorului (0,01%), iar buletinul de analiză îl găsești pe pagina produsului. Uleiul se adresează celor care au deja experiență cu uleiurile CBD. Ține picăturile sub limbă aproximativ un minut, apoi înghite-le; folosește cantitatea indicată pe eticheta produsului.',
    kind: 'ulei',
    vendor: 'Verdana Wellness',
    productType: 'Ulei CBD',
    tags: ['ulei', 'full spectrum', 'ediție limitată', 'concentrație mare'],
    categories: ['seara'],
    badge: 'Ediție limitată',
    publishedAt: '2024-11-05T09:00:00Z',
    images: [
      img(
        'ulei-cbd-30-editie-limitata-1.svg',
        'Flacon de sticlă violet cu pipetă, Ulei CBD 30% spectru complet, ediție limitată, văzut din față',
      ),
      img('ulei-cbd-30-editie-limitata-2.svg', 'Prim-plan cu eticheta ediției limitate de ulei CBD 30%'),
      img('ulei-cbd-30-editie-limitata-3.svg', 'Ulei CBD 30%, ediție limitată, lângă cutia de colecție'),
      img('ulei-cbd-30-editie-limitata-4.svg', 'Ulei CBD 30% înconjurat de frunze de cânepă și picături de ulei'),
    ],
    options: SINGLE_OPTION,
    variants: [variant(100501, 'VW-OIL30-LTD', 439.9, 0, undefined, ml(10))],
  },
  {
    id: 1006,
    handle: 'ulei-cbd-seara-lavanda',
    title: 'Ulei CBD 10% de seară cu lavandă și mușețel',
    description:
      'Un ulei pentru rutina de seară: 1.000 mg de CBD în 10 ml de ulei MCT, cu ulei esențial de lavandă și extract de mușețel. Ține picăturile sub limbă aproximativ un minut, apoi înghite-le; folosește cantitatea indicată pe eticheta produsului. THC-ul este sub limita de cuantificare a laboratorului (0,01%), iar uleiul nu are zahăr adăugat.',
    kind: 'ulei',
    vendor: 'Verdana Wellness',
    productType: 'Ulei CBD',
    tags: ['ulei', 'seară', 'lavandă', 'mușețel'],
    categories: ['seara'],
    publishedAt: '2025-02-10T08:00:00Z',
    images: [
      img(
        'ulei-cbd-seara-lavanda-1.svg',
        'Flacon mov cu pipetă, Ulei CBD 10% de seară cu lavandă și mușețel, văzut din față',
      ),
      img('ulei-cbd-seara-lavanda-2.svg', 'Uleiul CBD de seară cu lavandă alături de cutia lui'),
      img('ulei-cbd-seara-lavanda-3.svg', 'Flacon de ulei CBD de seară cu frunze de cânepă și picături de ulei'),
      img('ulei-cbd-seara-lavanda-4.svg', 'Picătură de ulei violet, textura uleiului CBD cu lavandă'),
    ],
    options: [{ name: 'Volum', values: ['10 ml', '30 ml'] }],
    variants: [
      variant(100601, 'VW-OILNIGHT-10ML', 159.9, 58, [{ name: 'Volum', value: '10 ml' }]),
      variant(100602, 'VW-OILNIGHT-30ML', 389.9, 19, [{ name: 'Volum', value: '30 ml' }]),
    ],
  },
  {
    id: 1007,
    handle: 'ulei-canepa-cbd-carpati',
    title: 'Ulei de cânepă cu CBD Carpați',
    description:
      'Ulei făcut în loturi mici din cânepă cultivată la poalele Carpaților, presat la rece și îmbogățit cu extract de CBD. Are un gust ierbos, iar THC-ul din fiecare lot este sub limita de cuantificare a laboratorului (0,01%). Flaconul de 10 ml are pipetă. Ține picăturile sub limbă aproximativ un minut, apoi înghite-le; folosește cantitatea indicată pe eticheta produsului.',
    kind: 'ulei',
    vendor: 'Carpați Hemp',
    productType: 'Ulei CBD',
    tags: ['ulei', 'produs local', 'presat la rece'],
    categories: ['wellness', 'seara'],
    publishedAt: '2025-01-15T09:00:00Z',
    images: [
      img('ulei-canepa-cbd-carpati-1.svg', 'Flacon verde cu pipetă, Ulei de cânepă cu CBD Carpați, văzut din față'),
      img('ulei-canepa-cbd-carpati-2.svg', 'Detaliu al etichetei Carpați Hemp de pe flaconul de ulei de cânepă'),
      img('ulei-canepa-cbd-carpati-3.svg', 'Uleiul de cânepă Carpați Hemp lângă cutia lui de carton'),
    ],
    options: [{ name: 'Concentrație', values: ['5%', '10%', '15%'] }],
    variants: [
      variant(100701, 'CH-OIL5-10ML', 99.9, 45, [{ name: 'Concentrație', value: '5%' }], ml(10)),
      variant(100702, 'CH-OIL10-10ML', 169.9, 30, [{ name: 'Concentrație', value: '10%' }], ml(10)),
      variant(100703, 'CH-OIL15-10ML', 229.9, 12, [{ name: 'Concentrație', value: '15%' }], ml(10)),
    ],
  },
  {
    id: 1008,
    handle: 'ulei-cbd-20-terpene-citrice',
    title: 'Ulei CBD 20% cu terpene citrice',
    description:
      'Extract cu spectru larg: 2.000 mg de CBD în 10 ml de ulei MCT, cu terpene din lămâie, portocală dulce și rozmarin, pentru o aromă proaspătă de citrice. THC-ul este sub limita de cuantificare a laboratorului (0,01%). Ține picăturile sub limbă aproximativ un minut, apoi înghite-le; folosește cantitatea indicată pe eticheta produsului.',
    kind: 'ulei',
    vendor: 'Verdana Wellness',
    productType: 'Ulei CBD',
    tags: ['ulei', 'broad spectrum', 'sport', 'terpene'],
    categories: ['dimineata'],
    publishedAt: '2025-04-08T08:00:00Z',
    images: [
      img('ulei-cbd-20-terpene-citrice-1.svg', 'Flacon cu pipetă, Ulei CBD 20% cu terpene citrice, văzut din față'),
      img('ulei-cbd-20-terpene-citrice-2.svg', 'Prim-plan cu eticheta uleiului CBD 20% cu terpene citrice'),
      img('ulei-cbd-20-terpene-citrice-3.svg', 'Picătură de ulei auriu, textura uleiului CBD 20% cu terpene citrice'),
    ],
    options: [{ name: 'Volum', values: ['10 ml', '20 ml'] }],
    variants: [
      variant(100801, 'VW-OIL20SPORT-10ML', 269.9, 26, [{ name: 'Volum', value: '10 ml' }]),
      variant(100802, 'VW-OIL20SPORT-20ML', 439.9, 9, [{ name: 'Volum', value: '20 ml' }]),
    ],
  },

  // ───────────── Jeleuri ─────────────
  {
    id: 1101,
    handle: 'jeleuri-cbd-fructe-de-padure',
    title: 'Jeleuri CBD cu fructe de pădure',
    description:
      'Jeleuri vegane cu piure de afine, zmeură și coacăze negre, fiecare cu 10 mg de CBD dintr-un extract cu spectru larg și cu THC sub limita de cuantificare a laboratorului (0,01%). Sunt îndulcite cu sirop de glucoză din tapioca și zahăr și colorate cu concentrat de soc. Pe etichetă: un jeleu pe zi, de preferat după masă; nu depăși un jeleu în 24 de ore.',
    kind: 'jeleuri',
    vendor: 'Verdana Wellness',
    productType: 'Jeleuri CBD',
    tags: ['jeleuri', 'vegan', 'fructe de pădure', 'broad spectrum'],
    categories: ['seara'],
    publishedAt: '2024-03-12T09:30:00Z',
    images: [
      img(
        'jeleuri-cbd-fructe-de-padure-1.svg',
        'Borcan cu capac vișiniu plin cu jeleuri CBD cu fructe de pădure, văzut din față',
      ),
      img('jeleuri-cbd-fructe-de-padure-2.svg', 'Grămadă de jeleuri colorate cu fructe de pădure, presărate cu zahăr'),
      img('jeleuri-cbd-fructe-de-padure-3.svg', 'Borcanul de jeleuri CBD cu fructe de pădure lângă cutia lui'),
      img('jeleuri-cbd-fructe-de-padure-4.svg', 'Jeleuri CBD alături de frunze de cânepă și fructe de pădure'),
    ],
    options: [{ name: PIECES_OPTION, values: ['30 buc.', '60 buc.'] }],
    variants: [
      variant(110101, 'VW-GUM-BERRY-30', 79.9, 96, [{ name: PIECES_OPTION, value: '30 buc.' }], g(120)),
      variant(110102, 'VW-GUM-BERRY-60', 139.9, 48, [{ name: PIECES_OPTION, value: '60 buc.' }], g(240)),
    ],
  },
  {
    id: 1102,
    handle: 'jeleuri-cbd-seara-musetel-roinita',
    title: 'Jeleuri CBD de seară cu mușețel și roiniță',
    description:
      'Jeleuri pentru rutina de seară, cu 15 mg de CBD, extract de mușețel și de roiniță și gust de cireșe amare. Pe etichetă: un jeleu seara, cel mult un jeleu în 24 de ore. THC-ul este sub limita de cuantificare a laboratorului (0,01%), iar jeleurile nu au gelatină sau coloranți artificiali.',
    kind: 'jeleuri',
    vendor: 'Verdana Wellness',
    productType: 'Jeleuri CBD',
    tags: ['jeleuri', 'seară', 'mușețel', 'vegan'],
    categories: ['seara'],
    publishedAt: '2024-09-03T08:00:00Z',
    images: [
      img(
        'jeleuri-cbd-seara-musetel-roinita-1.svg',
        'Borcan cu capac albastru-noapte plin cu jeleuri CBD de seară cu mușețel și roiniță, văzut din față',
      ),
      img(
        'jeleuri-cbd-seara-musetel-roinita-2.svg',
        'Prim-plan cu eticheta jeleurilor CBD de seară cu mușețel și roiniță',
      ),
      img('jeleuri-cbd-seara-musetel-roinita-3.svg', 'Borcanul de jeleuri CBD de seară lângă cutia lui'),
      img('jeleuri-cbd-seara-musetel-roinita-4.svg', 'Jeleuri mov și vișinii presărate cu zahăr, văzute de aproape'),
    ],
    options: [{ name: PIECES_OPTION, values: ['30 buc.', '60 buc.'] }],
    variants: [
      variant(110201, 'VW-GUM-SEARA-30', 89.9, 71, [{ name: PIECES_OPTION, value: '30 buc.' }], g(120)),
      variant(110202, 'VW-GUM-SEARA-60', 146.9, 39, [{ name: PIECES_OPTION, value: '60 buc.' }], g(240)),
    ],
  },
  {
    id: 1103,
    handle: 'jeleuri-cbd-citrice-vitamina-c',
    title: 'Jeleuri CBD cu citrice și vitamina C',
    description:
      'Jeleuri cu sucuri concentrate de portocală, lămâie și grepfrut, cu 10 mg de CBD și 40 mg de vitamina C (50% din valoarea nutrițională de referință) în fiecare bucată și gust proaspăt de citrice. Formula este vegană, cu THC sub limita de cuantificare a laboratorului (0,01%). Pe etichetă: un jeleu pe zi, de preferat după masă; nu depăși un jeleu în 24 de ore.',
    kind: 'jeleuri',
    vendor: 'Verdana Wellness',
    productType: 'Jeleuri CBD',
    tags: ['jeleuri', 'citrice', 'vitamina c', 'vegan'],
    categories: ['dimineata'],
    publishedAt: '2024-07-22T09:00:00Z',
    images: [
      img(
        'jeleuri-cbd-citrice-vitamina-c-1.svg',
        'Borcan cu capac portocaliu plin cu jeleuri CBD cu citrice, văzut din față',
      ),
      img('jeleuri-cbd-citrice-vitamina-c-2.svg', 'Jeleuri portocalii și galbene cu zahăr, văzute de aproape'),
      img('jeleuri-cbd-citrice-vitamina-c-3.svg', 'Jeleuri CBD cu citrice lângă o frunză de cânepă și felii de fructe'),
    ],
    options: [{ name: PIECES_OPTION, values: ['30 buc.', '60 buc.'] }],
    variants: [
      variant(110301, 'VW-GUM-CITRUS-30', 69.9, 54, [{ name: PIECES_OPTION, value: '30 buc.' }], g(120)),
      variant(110302, 'VW-GUM-CITRUS-60', 124.9, 0, [{ name: PIECES_OPTION, value: '60 buc.' }], g(240)),
    ],
  },
  {
    id: 1104,
    handle: 'jeleuri-cbd-mango-fructul-pasiunii',
    title: 'Jeleuri CBD cu mango și fructul pasiunii',
    description:
      'Jeleuri cu gust tropical, din piure de mango și suc de fructul pasiunii, cu 10 mg de CBD în fiecare jeleu și THC sub limita de cuantificare a laboratorului (0,01%). Punga refolosibilă conține 20 de bucăți, ușor de luat cu tine la birou sau în călătorii. Pe etichetă: un jeleu pe zi, de preferat după masă; nu depăși un jeleu în 24 de ore.',
    kind: 'jeleuri',
    vendor: 'Verdana Wellness',
    productType: 'Jeleuri CBD',
    tags: ['jeleuri', 'mango', 'tropical', 'vegan'],
    categories: ['seara'],
    publishedAt: '2025-05-06T08:00:00Z',
    images: [
      img(
        'jeleuri-cbd-mango-fructul-pasiunii-1.svg',
        'Pungă portocalie cu fereastră transparentă, jeleuri CBD cu mango, văzută din față',
      ),
      img(
        'jeleuri-cbd-mango-fructul-pasiunii-2.svg',
        'Punga de jeleuri CBD cu mango și fructul pasiunii lângă cutia de prezentare',
      ),
      img('jeleuri-cbd-mango-fructul-pasiunii-3.svg', 'Jeleuri galbene și portocalii cu mango, văzute de aproape'),
    ],
    // Sold by the pouch: the stock line counts pouches with their pieces ("63 de pungi (câte 20 de bucăți)").
    options: [{ name: POUCH_OPTION, values: ['20 buc.'] }],
    variants: [variant(110401, 'VW-GUM-MANGO-20', 59.9, 63, [{ name: POUCH_OPTION, value: '20 buc.' }], g(80))],
  },
  {
    id: 1105,
    handle: 'jeleuri-cbd-ashwagandha-cirese',
    title: 'Jeleuri CBD cu ashwagandha și cireșe',
    description:
      'Jeleuri cu 15 mg de CBD dintr-un extract cu spectru larg și extract standardizat de rădăcină de ashwagandha. Gustul de cireșe negre este echilibrat, nu prea dulce, iar formula este vegană, cu THC sub limita de cuantificare a laboratorului (0,01%). Pe etichetă: un jeleu pe zi, de preferat după masă; nu depăși un jeleu în 24 de ore.',
    kind: 'jeleuri',
    vendor: 'Verdana Wellness',
    productType: 'Jeleuri CBD',
    tags: ['jeleuri', 'ashwagandha', 'cireșe', 'vegan'],
    categories: ['birou', 'seara'],
    publishedAt: '2024-10-14T09:00:00Z',
    images: [
      img(
        'jeleuri-cbd-ashwagandha-cirese-1.svg',
        'Borcan cu capac vișiniu cu jeleuri CBD cu ashwagandha și cireșe, văzut din față',
      ),
      img(
        'jeleuri-cbd-ashwagandha-cirese-2.svg',
        'Jeleuri roșu-închis cu cireșe, presărate cu zahăr, văzute de aproape',
      ),
    ],
    options: [{ name: PIECES_OPTION, values: ['30 buc.', '60 buc.'] }],
    variants: [
      variant(110501, 'VW-GUM-ASHW-30', 99.9, 33, [{ name: PIECES_OPTION, value: '30 buc.' }], g(120)),
      variant(110502, 'VW-GUM-ASHW-60', 144.9, 12, [{ name: PIECES_OPTION, value: '60 buc.' }], g(240)),
    ],
  },

  // ───────────── Vape ─────────────
  {
    id: 1201,
    handle: 'vape-pen-cbd-unica-folosinta',
    title: 'Țigaretă electronică CBD de unică folosință',
    description:
      'Țigaretă electronică de unică folosință (rezervorul nu se poate reumple), doar pentru adulți (18+): 1 ml de distilat CBD cu terpene, pentru aproximativ 500 de inhalări. Nu conține tutun. Este fără nicotină adăugată; nicotina nu a fost detectată în analiza lotului, iar acetatul de vitamina E nu a fost detectat (sub 0,05%). THC-ul este sub limita de cuantificare a laboratorului (0,01%). Se activează prin inhalare, fără butoane. Rezervorul nu se deschide și nu se reumple; bateria se reîncarcă prin USB-C, ca să poți folosi tot lichidul din el, iar când lichidul se termină, dispozitivul se predă la un punct de colectare a deșeurilor electronice. Nu este destinată persoanelor care nu fumează și nu folosesc țigarete electronice.',
    kind: 'vape',
    vendor: 'Verdana Wellness',
    productType: 'Țigaretă electronică CBD',
    tags: ['vape', 'fără nicotină adăugată', 'unică folosință', 'terpene'],
    // An e-cigarette is no part of a routine (Legea 64/2024): in the vape collection only.
    categories: [],
    publishedAt: '2024-04-25T10:00:00Z',
    images: [
      img(
        'vape-pen-cbd-unica-folosinta-1.svg',
        'Țigareta electronică CBD de unică folosință, subțire, gri-grafit, cu muștiuc turcoaz, văzută din față',
      ),
      img('vape-pen-cbd-unica-folosinta-2.svg', 'Detaliu al inscripției CBD de pe corpul vape-ului de unică folosință'),
      img('vape-pen-cbd-unica-folosinta-3.svg', 'Țigareta electronică CBD de unică folosință lângă cutia lui'),
      img(
        'vape-pen-cbd-unica-folosinta-4.svg',
        'Țigareta electronică CBD de unică folosință așezată în diagonală, cu un nor fin de vapori',
      ),
    ],
    options: [{ name: 'Aromă', values: ['Mentă rece', 'Mango', 'Fructe de pădure', 'Ierburi de munte'] }],
    variants: [
      variant(120101, 'VW-VAPE-DISP-MINT', 49.9, 58, [{ name: 'Aromă', value: 'Mentă rece' }], ml(1)),
      variant(120102, 'VW-VAPE-DISP-MANGO', 49.9, 40, [{ name: 'Aromă', value: 'Mango' }], ml(1)),
      variant(120103, 'VW-VAPE-DISP-BERRY', 49.9, 25, [{ name: 'Aromă', value: 'Fructe de pădure' }], ml(1)),
      variant(120104, 'VW-VAPE-DISP-HERB', 49.9, 0, [{ name: 'Aromă', value: 'Ierburi de munte' }], ml(1)),
    ],
  },
  {
    id: 1202,
    handle: 'vape-cbd-menta-rece',
    title: 'Țigaretă electronică CBD cu mentă rece',
    description:
      'Țigaretă electronică de unică folosință, compactă, doar pentru adulți (18+), cu aromă de mentă rece și eucalipt, 0,5 ml de lichid CBD și aproximativ 300 de inhalări. Este fără nicotină adăugată; nicotina nu a fost detectată în analiza lotului, iar THC-ul este sub limita de cuantificare a laboratorului (0,01%). Nu trebuie încărcată: o folosești direct din cutie, iar la final o predai la un punct de colectare a deșeurilor electronice. Nu este destinată persoanelor care nu fumează și nu folosesc țigarete electronice.',
    kind: 'vape',
    vendor: 'Verdana Wellness',
    productType: 'Țigaretă electronică CBD',
    tags: ['vape', 'mentă', 'fără nicotină adăugată', 'unică folosință'],
    // An e-cigarette is no part of a routine (Legea 64/2024): in the vape collection only.
    categories: [],
    publishedAt: '2024-08-12T09:00:00Z',
    images: [
      img(
        'vape-cbd-menta-rece-1.svg',
        'Țigareta electronică CBD cu mentă rece, de unică folosință, cu muștiuc verde-mentă, văzută din față',
      ),
      img('vape-cbd-menta-rece-2.svg', 'Țigareta electronică CBD cu mentă rece în diagonală, cu un nor ușor de vapori'),
    ],
    options: SINGLE_OPTION,
    variants: [variant(120201, 'VW-VAPE-MINT-05', 39.9, 110, undefined, ml(0.5))],
  },
  {
    id: 1203,
    handle: 'cartus-vape-cbd-510',
    title: 'Cartuș CBD 1 ml pentru țigarete electronice, filet 510',
    description:
      'Cartuș din sticlă și ceramică de 1 ml, compatibil cu bateriile cu filet 510, umplut cu distilat CBD și terpene extrase din plante, în trei arome: lămâie, ierburi de munte și afine. Este doar pentru adulți (18+). THC-ul este sub limita de cuantificare a laboratorului (0,01%), iar lichidul este fără nicotină adăugată; nicotina nu a fost detectată în analiza lotului. Înșurubează cartușul pe baterie, lasă-l câteva secunde în poziție verticală și inhalează lent.',
    kind: 'vape',
    vendor: 'Verdana Wellness',
    productType: 'Cartuș CBD pentru țigarete electronice',
    tags: ['vape', 'cartuș', 'filet 510', 'terpene'],
    // An e-cigarette is no part of a routine (Legea 64/2024): in the vape collection only.
    categories: [],
    publishedAt: '2024-06-03T09:00:00Z',
    images: [
      img('cartus-vape-cbd-510-1.svg', 'Cartuș vape din sticlă cu distilat CBD auriu și muștiuc negru, văzut din față'),
      img('cartus-vape-cbd-510-2.svg', 'Prim-plan cu rezervorul cartușului vape CBD de 1 ml'),
      img('cartus-vape-cbd-510-3.svg', 'Cartuș vape CBD în diagonală, cu un nor fin de vapori'),
    ],
    options: [{ name: 'Aromă', values: ['Lămâie', 'Ierburi de munte', 'Afine'] }],
    variants: [
      variant(120301, 'VW-CART-LEMON', 89.9, 36, [{ name: 'Aromă', value: 'Lămâie' }], ml(1)),
      variant(120302, 'VW-CART-HERB', 89.9, 28, [{ name: 'Aromă', value: 'Ierburi de munte' }], ml(1)),
      variant(120303, 'VW-CART-BERRY', 89.9, 11, [{ name: 'Aromă', value: 'Afine' }], ml(1)),
    ],
  },
  {
    id: 1204,
    handle: 'e-lichid-cbd-10-ml',
    title: 'E-lichid CBD 10 ml cu lămâie și busuioc',
    description:
      'Lichid pentru țigarete electronice reîncărcabile, doar pentru adulți (18+), pe bază de propilenglicol și glicerină vegetală în proporție 50/50, cu CBD izolat și aromă de lămâie și busuioc. Este fără nicotină adăugată; nicotina nu a fost detectată în analiza lotului, iar THC-ul este sub limita de cuantificare a laboratorului (0,01%). Agită flaconul de 10 ml înainte de umplere și folosește-l cu un atomizor cu rezistență de peste 1 ohm.',
    kind: 'vape',
    vendor: 'Verdana Wellness',
    productType: 'E-lichid CBD pentru țigarete electronice',
    tags: ['vape', 'e-lichid', 'fără nicotină adăugată', 'izolat'],
    // An e-cigarette is no part of a routine (Legea 64/2024): in the vape collection only.
    categories: [],
    publishedAt: '2024-05-07T09:00:00Z',
    images: [
      img(
        'e-lichid-cbd-10-ml-1.svg',
        'Flacon alb cu capac turcoaz, e-lichid CBD de 10 ml cu lămâie și busuioc, văzut din față',
      ),
      img('e-lichid-cbd-10-ml-2.svg', 'Detaliu al etichetei flaconului de e-lichid CBD'),
      img('e-lichid-cbd-10-ml-3.svg', 'Flaconul de e-lichid CBD lângă cutia lui'),
    ],
    options: [{ name: 'Concentrație', values: ['300 mg', '600 mg', '1.000 mg'] }],
    variants: [
      variant(120401, 'VW-ELIQ-300', 44.9, 52, [{ name: 'Concentrație', value: '300 mg' }], ml(10)),
      variant(120402, 'VW-ELIQ-600', 79.9, 41, [{ name: 'Concentrație', value: '600 mg' }], ml(10)),
      variant(120403, 'VW-ELIQ-1000', 124.9, 17, [{ name: 'Concentrație', value: '1.000 mg' }], ml(10)),
    ],
  },
  {
    id: 1205,
    handle: 'kit-vape-pen-cbd-reincarcabil',
    title: 'Kit de țigaretă electronică CBD reîncărcabil',
    description:
      'Kitul conține o țigaretă electronică cu o baterie subțire de 400 mAh și trei trepte de temperatură, un cartuș de 1 ml cu aromă de ierburi de munte și un cablu USB-C. Este doar pentru adulți (18+). Lichidul are THC sub limita de cuantificare a laboratorului (0,01%) și este fără nicotină adăugată; nicotina nu a fost detectată în analiza lotului. Cartușele de schimb se găsesc separat. Bateria, din aluminiu mat, se încarcă complet în aproximativ o oră.',
    kind: 'vape',
    vendor: 'Verdana Wellness',
    productType: 'Țigaretă electronică CBD',
    tags: ['vape', 'kit', 'reîncărcabil', 'fără nicotină adăugată'],
    // An e-cigarette is no part of a routine (Legea 64/2024): in the vape collection only.
    categories: [],
    publishedAt: '2024-10-01T09:00:00Z',
    images: [
      img(
        'kit-vape-pen-cbd-reincarcabil-1.svg',
        'Dispozitiv vape reîncărcabil din aluminiu mat, din kitul CBD, văzut din față',
      ),
      img('kit-vape-pen-cbd-reincarcabil-2.svg', 'Dispozitivul vape reîncărcabil lângă cutia kitului'),
      img(
        'kit-vape-pen-cbd-reincarcabil-3.svg',
        'Detaliu al inscripției de pe bateria dispozitivului vape reîncărcabil',
      ),
      img('kit-vape-pen-cbd-reincarcabil-4.svg', 'Dispozitiv vape reîncărcabil în diagonală, cu un nor fin de vapori'),
    ],
    options: [{ name: 'Culoare', values: ['Grafit', 'Verde salvie'] }],
    variants: [
      variant(120501, 'VW-KIT-GRAPHITE', 119.9, 24, [{ name: 'Culoare', value: 'Grafit' }]),
      variant(120502, 'VW-KIT-SAGE', 119.9, 15, [{ name: 'Culoare', value: 'Verde salvie' }]),
    ],
  },

  // ───────────── Creme ─────────────
  {
    id: 1301,
    handle: 'crema-masaj-cbd-arnica-mentol',
    title: 'Cremă de masaj CBD cu arnică și mentol',
    description:
      'Cremă de masaj cu CBD, arnică, gheara-diavolului și mentol. Se absoarbe repede, lasă pe piele o senzație plăcută de răcoare și nu pătează hainele. Aplică o cantitate mică pe zona dorită și masează ușor, de până la trei ori pe zi; tubul de 50 ml conține 500 mg de CBD, iar THC-ul este sub limita de cuantificare a laboratorului (0,01%).',
    kind: 'crema',
    vendor: 'Verdana Wellness',
    productType: 'Cremă CBD',
    tags: ['cremă', 'arnică', 'mentol', 'masaj'],
    categories: ['masaj', 'sport'],
    publishedAt: '2024-03-12T10:00:00Z',
    images: [
      img(
        'crema-masaj-cbd-arnica-mentol-1.svg',
        'Tub alb cu capac verde, Cremă de masaj CBD cu arnică și mentol, văzut din față',
      ),
      img(
        'crema-masaj-cbd-arnica-mentol-2.svg',
        'Textura cremei de masaj CBD cu arnică și mentol, o porție de cremă albă',
      ),
      img('crema-masaj-cbd-arnica-mentol-3.svg', 'Tubul de cremă de masaj CBD cu arnică și mentol lângă cutia lui'),
      img(
        'crema-masaj-cbd-arnica-mentol-4.svg',
        'Cremă de masaj CBD cu arnică și mentol, cu frunze de cânepă și plante aromatice',
      ),
    ],
    options: [{ name: 'Volum', values: ['50 ml', '100 ml'] }],
    variants: [
      variant(130101, 'VW-CRM-MASAJ-50ML', 99.9, 62, [{ name: 'Volum', value: '50 ml' }]),
      variant(130102, 'VW-CRM-MASAJ-100ML', 169.9, 31, [{ name: 'Volum', value: '100 ml' }]),
    ],
  },
  {
    id: 1302,
    handle: 'crema-de-noapte-cbd-bakuchiol',
    title: 'Cremă de noapte cu CBD și bakuchiol',
    description:
      'Cremă bogată pentru îngrijirea tenului pe timpul nopții, cu 300 mg de CBD, bakuchiol, ulei de măceșe și unt de shea. Textura se topește pe piele și lasă tenul catifelat. Aplic-o seara pe tenul curățat, evitând zona din jurul ochilor; borcanul de sticlă are 50 ml.',
    kind: 'crema',
    vendor: 'Verdana Wellness',
    productType: 'Cremă CBD',
    tags: ['cremă', 'ten', 'noapte', 'bakuchiol'],
    categories: ['beauty', 'seara'],
    publishedAt: '2024-09-24T09:00:00Z',
    images: [
      img(
        'crema-de-noapte-cbd-bakuchiol-1.svg',
        'Borcan alb cu capac albastru-noapte, Cremă de noapte cu CBD și bakuchiol, văzut din față',
      ),
      img('crema-de-noapte-cbd-bakuchiol-2.svg', 'Prim-plan cu eticheta cremei de noapte cu CBD'),
      img('crema-de-noapte-cbd-bakuchiol-3.svg', 'Textura bogată a cremei de noapte, o porție de cremă'),
      img('crema-de-noapte-cbd-bakuchiol-4.svg', 'Borcanul de cremă de noapte lângă cutia lui'),
    ],
    options: SINGLE_OPTION,
    variants: [variant(130201, 'VW-CRM-NIGHT-50ML', 149.9, 29, undefined, ml(50))],
  },
  {
    id: 1303,
    handle: 'crema-cbd-pentru-maini-unt-de-shea',
    title: 'Cremă CBD pentru mâini cu unt de shea',
    description:
      'Cremă de mâini hrănitoare, cu CBD, unt de shea, ulei de semințe de cânepă și glicerină vegetală, cu un parfum discret de iasomie. Se absoarbe în câteva secunde, fără senzație grasă, așa că poți lua telefonul în mână imediat după aplicare. Tubul de 30 ml încape în orice geantă, iar cel de 75 ml este potrivit pentru birou sau acasă.',
    kind: 'crema',
    vendor: 'Verdana Wellness',
    productType: 'Cremă CBD',
    tags: ['cremă', 'mâini', 'unt de shea', 'iasomie'],
    categories: ['beauty'],
    publishedAt: '2024-11-18T09:00:00Z',
    images: [
      img(
        'crema-cbd-pentru-maini-unt-de-shea-1.svg',
        'Tub crem cu capac auriu, Cremă CBD pentru mâini cu unt de shea, văzut din față',
      ),
      img('crema-cbd-pentru-maini-unt-de-shea-2.svg', 'Textura cremei de mâini cu unt de shea, o porție de cremă'),
      img('crema-cbd-pentru-maini-unt-de-shea-3.svg', 'Tubul de cremă pentru mâini lângă cutia lui'),
    ],
    options: [{ name: 'Volum', values: ['30 ml', '75 ml'] }],
    variants: [
      variant(130301, 'VW-CRM-HAND-30ML', 69.9, 88, [{ name: 'Volum', value: '30 ml' }]),
      variant(130302, 'VW-CRM-HAND-75ML', 119.9, 46, [{ name: 'Volum', value: '75 ml' }]),
    ],
  },
  {
    id: 1304,
    handle: 'crema-de-zi-cbd-acid-hialuronic',
    title: 'Cremă de zi cu CBD și acid hialuronic',
    description:
      'Cremă ușoară de zi, cu 200 mg de CBD, acid hialuronic cu două mase moleculare și extract de ceai verde. Hidratează tenul și îl pregătește pentru machiaj, fără să lase luciu. Aplic-o dimineața pe fața și gâtul curățate; borcanul de 50 ml are un capac care se închide etanș.',
    kind: 'crema',
    vendor: 'Verdana Wellness',
    productType: 'Cremă CBD',
    tags: ['cremă', 'ten', 'hidratare', 'acid hialuronic'],
    categories: ['beauty'],
    publishedAt: '2025-03-03T09:00:00Z',
    images: [
      img(
        'crema-de-zi-cbd-acid-hialuronic-1.svg',
        'Borcan alb cu capac verde-salvie, Cremă de zi cu CBD și acid hialuronic, văzut din față',
      ),
      img('crema-de-zi-cbd-acid-hialuronic-2.svg', 'Prim-plan cu eticheta cremei de zi cu CBD'),
      img('crema-de-zi-cbd-acid-hialuronic-3.svg', 'Textura ușoară a cremei de zi, o porție de cremă'),
    ],
    options: SINGLE_OPTION,
    variants: [variant(130401, 'VW-CRM-DAY-50ML', 139.9, 37, undefined, ml(50))],
  },
  {
    id: 1305,
    handle: 'crema-cbd-picioare',
    title: 'Cremă CBD pentru picioare',
    description:
      'Cremă cu CBD, mentol, ienupăr și ulei de brad din Carpați, care lasă pe piele o senzație de prospețime după drumeții lungi sau după o zi întreagă petrecută în picioare. Masează tălpile și gambele de jos în sus, până când crema se absoarbe complet. Tubul are 100 ml sau 200 ml.',
    kind: 'crema',
    vendor: 'Carpați Hemp',
    productType: 'Cremă CBD',
    tags: ['cremă', 'picioare', 'mentol', 'produs local'],
    categories: ['sport', 'masaj'],
    publishedAt: '2025-01-15T09:30:00Z',
    images: [
      img('crema-cbd-picioare-1.svg', 'Tub alb cu capac verde-brad, Cremă CBD pentru picioare, văzut din față'),
      img('crema-cbd-picioare-2.svg', 'Tubul de cremă pentru picioare Carpați Hemp lângă cutia lui'),
      img('crema-cbd-picioare-3.svg', 'Cremă CBD pentru picioare cu frunze de cânepă și rămurele de brad'),
    ],
    options: [{ name: 'Volum', values: ['100 ml', '200 ml'] }],
    variants: [
      variant(130501, 'CH-CRM-FOOT-100ML', 79.9, 40, [{ name: 'Volum', value: '100 ml' }]),
      variant(130502, 'CH-CRM-FOOT-200ML', 129.9, 14, [{ name: 'Volum', value: '200 ml' }]),
    ],
  },

  // ───────────── Produse topice ─────────────
  {
    id: 1401,
    handle: 'balsam-cbd-arnica-mentol',
    title: 'Balsam CBD cu arnică și mentol',
    description:
      'Balsam concentrat, cu 600 mg de CBD, ceară de albine, arnică, camfor și mentol, într-o cutie metalică de 30 ml. La contactul cu pielea se topește și lasă o senzație de răcoare, potrivită pentru masajul de după antrenament. Folosește o cantitate cât un bob de mazăre și masează circular până la absorbție.',
    kind: 'topic',
    vendor: 'Verdana Wellness',
    productType: 'Balsam CBD',
    tags: ['balsam', 'arnică', 'mentol', 'masaj'],
    categories: ['sport', 'masaj'],
    publishedAt: '2024-03-26T09:00:00Z',
    images: [
      img(
        'balsam-cbd-arnica-mentol-1.svg',
        'Cutie metalică rotundă cu capac verde, Balsam CBD cu arnică și mentol, văzută din față',
      ),
      img('balsam-cbd-arnica-mentol-2.svg', 'Textura balsamului CBD, un strat neted de balsam verde-pal'),
      img('balsam-cbd-arnica-mentol-3.svg', 'Cutiuța de balsam CBD cu arnică lângă ambalajul de carton'),
      img('balsam-cbd-arnica-mentol-4.svg', 'Balsam CBD cu arnică alături de frunze de cânepă și plante aromatice'),
    ],
    options: [{ name: 'Volum', values: ['30 ml', '60 ml'] }],
    variants: [
      variant(140101, 'VW-BALM-ARN-30ML', 59.9, 74, [{ name: 'Volum', value: '30 ml' }]),
      variant(140102, 'VW-BALM-ARN-60ML', 99.9, 38, [{ name: 'Volum', value: '60 ml' }]),
    ],
  },
  {
    id: 1402,
    handle: 'roll-on-cbd-lavanda',
    title: 'Roll-on CBD cu lavandă',
    description:
      'Roll-on de buzunar cu 100 mg de CBD în ulei de jojoba, cu uleiuri esențiale de lavandă, mentă și tămâie, care îi dau un parfum discret. Aplică-l pe tâmple, pe încheieturi sau pe ceafă, pe pielea curată. Flaconul de 10 ml are bilă din oțel inoxidabil și se închide etanș.',
    kind: 'topic',
    vendor: 'Verdana Wellness',
    productType: 'Roll-on CBD',
    tags: ['roll-on', 'lavandă', 'uleiuri esențiale', 'de călătorie'],
    categories: ['seara', 'birou'],
    publishedAt: '2024-08-27T09:00:00Z',
    images: [
      img(
        'roll-on-cbd-lavanda-1.svg',
        'Flacon roll-on din sticlă mov, Roll-on CBD cu lavandă de 10 ml, văzut din față',
      ),
      img('roll-on-cbd-lavanda-2.svg', 'Prim-plan cu eticheta roll-on-ului CBD cu lavandă'),
      img('roll-on-cbd-lavanda-3.svg', 'Roll-on CBD cu lavandă lângă o frunză de cânepă și flori de lavandă'),
    ],
    options: SINGLE_OPTION,
    variants: [variant(140201, 'VW-ROLL-LAV-10ML', 49.9, 92, undefined, ml(10))],
  },
  {
    id: 1403,
    handle: 'gel-de-masaj-cbd-racoritor',
    title: 'Gel de masaj CBD cu mentol',
    description:
      'Gel transparent de masaj, pe bază de aloe vera, cu CBD, mentol și extract de castan sălbatic, pentru masajul de după antrenament. Se întinde ușor, nu lasă urme uleioase și lasă pe piele o senzație imediată de prospețime. Flaconul are pompă: aplică o doză pe zona dorită și masează până la absorbție, de două-trei ori pe zi.',
    kind: 'topic',
    vendor: 'Verdana Wellness',
    productType: 'Gel de masaj CBD',
    tags: ['gel', 'masaj', 'aloe vera', 'răcoritor'],
    categories: ['sport', 'masaj'],
    publishedAt: '2024-06-11T09:00:00Z',
    images: [
      img(
        'gel-de-masaj-cbd-racoritor-1.svg',
        'Flacon cu pompă și gel verde-mentă, Gel de masaj CBD cu mentol, văzut din față',
      ),
      img('gel-de-masaj-cbd-racoritor-2.svg', 'Textura gelului de masaj, un strat transparent verde-mentă'),
      img('gel-de-masaj-cbd-racoritor-3.svg', 'Flaconul de gel de masaj CBD lângă cutia lui'),
    ],
    options: [{ name: 'Volum', values: ['100 ml', '200 ml'] }],
    variants: [
      variant(140301, 'VW-GEL-COOL-100ML', 79.9, 55, [{ name: 'Volum', value: '100 ml' }]),
      variant(140302, 'VW-GEL-COOL-200ML', 139.9, 21, [{ name: 'Volum', value: '200 ml' }]),
    ],
  },
  {
    id: 1404,
    handle: 'ser-facial-cbd-niacinamida',
    title: 'Ser facial cu CBD și niacinamidă',
    description:
      'Ser ușor, cu 250 mg de CBD, niacinamidă 5% și squalan din măsline, pentru un ten cu aspect uniform și luminos. Pune 3–4 picături în palme și aplică-le prin apăsare pe tenul curățat, dimineața și seara, înainte de cremă. Flaconul de 30 ml este din sticlă mată și are pipetă.',
    kind: 'topic',
    vendor: 'Verdana Wellness',
    productType: 'Ser facial CBD',
    tags: ['ser', 'ten', 'niacinamidă', 'squalan'],
    categories: ['beauty'],
    publishedAt: '2025-03-17T09:00:00Z',
    images: [
      img(
        'ser-facial-cbd-niacinamida-1.svg',
        'Flacon din sticlă mată lila cu pipetă, Ser facial cu CBD și niacinamidă, văzut din față',
      ),
      img('ser-facial-cbd-niacinamida-2.svg', 'Prim-plan cu eticheta serului facial cu CBD și niacinamidă'),
      img('ser-facial-cbd-niacinamida-3.svg', 'Textura serului facial, un strat fluid lila'),
      img('ser-facial-cbd-niacinamida-4.svg', 'Ser facial cu CBD alături de o frunză de cânepă și flori'),
    ],
    options: SINGLE_OPTION,
    variants: [variant(140401, 'VW-SERUM-NIA-30ML', 129.9, 44, undefined, ml(30))],
  },
  {
    id: 1405,
    handle: 'balsam-cbd-galbenele',
    title: 'Balsam CBD cu gălbenele și ceară de albine',
    description:
      'Balsam preparat în loturi mici, din ceară de albine din Munții Apuseni, ulei de gălbenele, ulei de cânepă și extract de CBD. Are o textură densă, protectoare, potrivită pentru zonele uscate și aspre: coate, călcâie sau mâini uscate de frig. Aplică un strat subțire ori de câte ori este nevoie; borcanul are 30 ml sau 60 ml.',
    kind: 'topic',
    vendor: 'Carpați Hemp',
    productType: 'Balsam CBD',
    tags: ['balsam', 'unguent', 'gălbenele', 'ceară de albine', 'produs local'],
    categories: ['beauty'],
    publishedAt: '2025-01-15T10:00:00Z',
    images: [
      img(
        'balsam-cbd-galbenele-1.svg',
        'Borcan de sticlă brună cu capac galben, Balsam CBD cu gălbenele, văzut din față',
      ),
      img('balsam-cbd-galbenele-2.svg', 'Textura balsamului cu gălbenele, un strat dens galben-auriu'),
    ],
    options: [{ name: 'Volum', values: ['30 ml', '60 ml'] }],
    variants: [
      variant(140501, 'CH-UNG-CAL-30ML', 49.9, 67, [{ name: 'Volum', value: '30 ml' }]),
      variant(140502, 'CH-UNG-CAL-60ML', 84.9, 23, [{ name: 'Volum', value: '60 ml' }]),
    ],
  },
];
