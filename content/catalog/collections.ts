// Collections of the embedded catalogue. Product handles must exist in products.ts;
// banner images are drawn by scripts/generate-catalog-images.mjs.
import type { CatalogCollection, CatalogImage } from './types';

/** 1200×600 banner, file `collection-{handle}.svg`. */
function banner(handle: string, alt: string): CatalogImage {
  return { file: `collection-${handle}.svg`, alt, width: 1200, height: 600 };
}

export const collections: CatalogCollection[] = [
  {
    id: 2001,
    handle: 'uleiuri-cbd',
    title: 'Uleiuri CBD',
    description:
      'Uleiuri CBD în concentrații de la 5% la 30%, cu extract din cânepă cultivată în Europa, fiecare lot cu buletinul lui de analiză. Concentrația o găsești pe pagina fiecărui ulei, iar cantitatea de folosit este cea indicată pe eticheta produsului.',
    image: banner('uleiuri-cbd', 'Banner cu trei flacoane de ulei CBD cu pipetă, pe fundal chihlimbariu cu verde'),
    productHandles: [
      'ulei-cbd-10-spectru-complet',
      'ulei-cbd-5-spectru-larg',
      'ulei-cbd-seara-lavanda',
      'ulei-cbd-15-spectru-complet',
      'ulei-cbd-20-spectru-complet',
      'ulei-cbd-20-terpene-citrice',
      'ulei-canepa-cbd-carpati',
      'ulei-cbd-30-editie-limitata',
    ],
  },
  {
    id: 2002,
    handle: 'jeleuri-cbd',
    title: 'Jeleuri CBD',
    description:
      'Jeleuri vegane cu CBD, cu piure sau suc de fructe. Cantitatea de CBD dintr-un jeleu (10 mg sau 15 mg) este trecută pe pagina fiecărui produs, iar cantitatea pe zi este cea indicată pe eticheta produsului.',
    image: banner(
      'jeleuri-cbd',
      'Banner cu borcane și o pungă de jeleuri CBD, pe fundal roz cu nuanțe de fructe de pădure',
    ),
    productHandles: [
      'jeleuri-cbd-fructe-de-padure',
      'jeleuri-cbd-seara-musetel-roinita',
      'jeleuri-cbd-citrice-vitamina-c',
      'jeleuri-cbd-mango-fructul-pasiunii',
      'jeleuri-cbd-ashwagandha-cirese',
    ],
  },
  {
    id: 2003,
    handle: 'vape-cbd',
    title: 'Țigarete electronice cu CBD',
    description:
      'Țigarete electronice, cartușe și e-lichide cu CBD, fără nicotină adăugată și cu THC sub limita de cuantificare a laboratorului (0,01%), verificat lot cu lot. Sunt produse de tipul țigaretelor electronice (Legea 64/2024), doar pentru adulți (18+), și nu sunt destinate persoanelor care nu fumează și nu folosesc țigarete electronice. Nu sunt un mijloc de a renunța la fumat.',
    image: banner('vape-cbd', 'Banner cu două dispozitive vape CBD și un cartuș, pe fundal turcoaz cu gri-ardezie'),
    productHandles: [
      'vape-pen-cbd-unica-folosinta',
      'vape-cbd-menta-rece',
      'kit-vape-pen-cbd-reincarcabil',
      'cartus-vape-cbd-510',
      'e-lichid-cbd-10-ml',
    ],
  },
  {
    id: 2004,
    handle: 'creme-si-topice',
    title: 'Creme și produse de uz extern',
    description:
      'Creme, balsamuri, geluri și seruri cu CBD, pentru îngrijirea pielii și pentru masajul de la finalul unei zile lungi. Formule cu extracte de plante, texturi plăcute și parfumuri discrete.',
    image: banner(
      'creme-si-topice',
      'Banner cu un tub de cremă, un borcan și o cutiuță de balsam cu CBD, pe fundal crem cu verde-salvie',
    ),
    productHandles: [
      'crema-masaj-cbd-arnica-mentol',
      'balsam-cbd-arnica-mentol',
      'crema-cbd-pentru-maini-unt-de-shea',
      'crema-de-noapte-cbd-bakuchiol',
      'crema-de-zi-cbd-acid-hialuronic',
      'gel-de-masaj-cbd-racoritor',
      'roll-on-cbd-lavanda',
      'ser-facial-cbd-niacinamida',
      'crema-cbd-picioare',
      'balsam-cbd-galbenele',
    ],
  },
  {
    id: 2005,
    handle: 'rutina-de-seara',
    title: 'Rutina de seară',
    description:
      'Produse pentru rutina de seară: uleiuri și jeleuri cu CBD, un roll-on cu lavandă și o cremă de noapte pentru ten.',
    image: banner(
      'rutina-de-seara',
      'Banner în nuanțe de lavandă cu un flacon de ulei de seară, un borcan de jeleuri și un roll-on',
    ),
    productHandles: [
      'ulei-cbd-seara-lavanda',
      'jeleuri-cbd-seara-musetel-roinita',
      'roll-on-cbd-lavanda',
      'ulei-cbd-10-spectru-complet',
      'jeleuri-cbd-ashwagandha-cirese',
      'crema-de-noapte-cbd-bakuchiol',
    ],
  },
  {
    id: 2006,
    handle: 'sport-si-masaj',
    title: 'Sport și masaj',
    description:
      'Pentru masajul de după antrenament sau după o drumeție: creme, balsamuri și geluri de masaj cu CBD, cu mentol sau arnică.',
    image: banner(
      'sport-si-masaj',
      'Banner cu un tub de cremă, un flacon de gel de masaj și o cutiuță de balsam, pe fundal verde-mentă',
    ),
    productHandles: [
      'crema-masaj-cbd-arnica-mentol',
      'balsam-cbd-arnica-mentol',
      'gel-de-masaj-cbd-racoritor',
      'crema-cbd-picioare',
    ],
  },
  {
    id: 2007,
    handle: 'selectia-verdana',
    title: 'Selecția Verdana',
    description: 'Câte ceva din gama Verdana: un ulei, două feluri de jeleuri, o cremă de masaj și un balsam.',
    image: banner('selectia-verdana', 'Banner cu un flacon de ulei CBD, un borcan de jeleuri și un tub de cremă'),
    productHandles: [
      'ulei-cbd-10-spectru-complet',
      'jeleuri-cbd-fructe-de-padure',
      'crema-masaj-cbd-arnica-mentol',
      'balsam-cbd-arnica-mentol',
      'jeleuri-cbd-seara-musetel-roinita',
    ],
  },
  {
    id: 2008,
    handle: 'frumusete-cu-cbd',
    title: 'Frumusețe cu CBD',
    description:
      'Seruri, creme și un balsam cu CBD pentru îngrijirea tenului și a pielii uscate, în texturi care hidratează și catifelează, ușor de integrat în rutina de dimineață și de seară.',
    image: banner(
      'frumusete-cu-cbd',
      'Banner cu un flacon de ser facial, un borcan de cremă și un tub de cremă de mâini, pe fundal lila cu verde-mentă',
    ),
    productHandles: [
      'ser-facial-cbd-niacinamida',
      'crema-de-noapte-cbd-bakuchiol',
      'crema-de-zi-cbd-acid-hialuronic',
      'crema-cbd-pentru-maini-unt-de-shea',
      'balsam-cbd-galbenele',
    ],
  },
  {
    id: 2009,
    handle: 'colectia-de-iarna',
    title: 'Colecția de iarnă',
    description:
      'Pregătim o ediție de iarnă cu arome de portocală, scorțișoară și brad, în ambalaje gata de oferit cadou. Produsele vor fi disponibile în curând.',
    image: banner(
      'colectia-de-iarna',
      'Banner de iarnă cu fulgi de zăpadă și mesajul „În curând”, pe fundal albastru-gheață',
    ),
    productHandles: [],
  },
];
