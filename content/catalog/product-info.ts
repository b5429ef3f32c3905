// What each product's label says beyond its description: how it is used, its warnings, its ingredients
// (ingestible and inhaled products, allergens flagged) or its INCI list (cosmetics), and, where it is not the
// shop's own brand, its maker and the responsible person. Keyed by product handle; the embedded store serves
// them as verdana.* product metafields, as a merchant would define them. Verdana Wellness products name no
// maker here: the shop takes it from configuration (PRODUCT_MANUFACTURER, COSMETICS_RESPONSIBLE_PERSON).
import type { CatalogProductInfo } from './types';

// ───────────── Texts shared by a product form ─────────────

const ORAL_WARNINGS =
  'A nu se depăși cantitatea zilnică recomandată. Nu înlocuiește o alimentație variată și echilibrată și un stil de viață sănătos. Nu este destinat persoanelor sub 18 ani. Nu se recomandă femeilor însărcinate sau care alăptează. Dacă iei medicamente, întreabă mai întâi medicul. A nu se lăsa la îndemâna copiilor. A se păstra la loc răcoros și uscat, ferit de lumină.';

const OIL_USAGE =
  'Agită flaconul înainte de folosire. Pune picăturile sub limbă cu pipeta, ține-le acolo aproximativ 60 de secunde, apoi înghite. Folosește cantitatea indicată pe eticheta produsului, fără să o depășești.';

const JELLY_USAGE = 'Mestecă un jeleu pe zi, de preferat după masă. Nu depăși un jeleu în 24 de ore.';

const VAPE_WARNINGS =
  'Produs destinat exclusiv inhalării, numai pentru adulți (18+). Nu înghiți lichidul și nu-l aplica pe piele. Nu se recomandă femeilor însărcinate sau care alăptează, persoanelor cu astm sau alte afecțiuni respiratorii ori cardiovasculare și persoanelor care nu fumează și nu folosesc țigarete electronice. Nu este un produs pentru renunțarea la fumat. Inhalarea vaporilor poate irita gâtul și căile respiratorii: oprește folosirea dacă apar tuse, amețeală sau greață. Fără nicotină adăugată; nicotina nu a fost detectată în analiza lotului. A nu se lăsa la îndemâna copiilor și a animalelor de companie.';

/** A device whose battery is charged through USB-C (the rechargeable disposable pen, the kit). */
const DEVICE_WARNINGS =
  'Nu lăsa dispozitivul la soare, în mașină sau lângă o sursă de căldură și încarcă-l doar cu un cablu USB-C în stare bună. La final, predă-l la un punct de colectare a deșeurilor electronice: bateria nu se aruncă la gunoiul menajer.';

/** A disposable device that is not charged: its battery is sealed in and is used only until it runs out. */
const SEALED_DEVICE_WARNINGS =
  'Nu lăsa dispozitivul la soare, în mașină sau lângă o sursă de căldură și nu încerca să-l deschizi sau să-l încarci: nu este reîncărcabil. La final, predă-l la un punct de colectare a deșeurilor electronice: bateria nu se aruncă la gunoiul menajer.';

const VAPE_USAGE = 'Inhalează lent, câte 2–3 secunde, cu pauze între inhalări.';

const SKIN_WARNINGS =
  'Numai pentru uz extern. Evită contactul cu ochii, cu mucoasele și cu pielea iritată sau rănită. Înainte de prima folosire, testează produsul pe o zonă mică de piele; întrerupe folosirea dacă apare o iritație. A nu se lăsa la îndemâna copiilor.';

const COOLING_WARNINGS = `${SKIN_WARNINGS} Conține mentol: spală-te pe mâini după aplicare și nu folosi produsul la copiii sub 6 ani.`;

// ───────────── Carpați Hemp (another maker: its identity is served with its products) ─────────────

const CARPATI_HEMP = 'Carpați Hemp S.R.L., Str. Morii nr. 7, 505600 Săcele, jud. Brașov, România';

// ───────────── Per product ─────────────

export const productInfoByHandle: ReadonlyMap<string, CatalogProductInfo> = new Map<string, CatalogProductInfo>([
  // Uleiuri: ingredients and allergens (none of the 14 groups of Reg. (UE) nr. 1169/2011, Anexa II).
  [
    'ulei-cbd-10-spectru-complet',
    {
      usage: OIL_USAGE,
      warnings: ORAL_WARNINGS,
      ingredients: 'Ulei de semințe de cânepă presat la rece, extract de cânepă cu spectru complet (CBD).',
      allergens: [],
    },
  ],
  [
    'ulei-cbd-5-spectru-larg',
    {
      usage: OIL_USAGE,
      warnings: ORAL_WARNINGS,
      ingredients:
        'Ulei MCT (trigliceride cu lanț mediu, din nucă de cocos), extract de cânepă cu spectru larg (CBD), aromă naturală de lămâie.',
      allergens: [],
    },
  ],
  [
    'ulei-cbd-15-spectru-complet',
    {
      usage: OIL_USAGE,
      warnings: ORAL_WARNINGS,
      ingredients:
        'Ulei de semințe de cânepă presat la rece, extract de cânepă cu spectru complet (CBD); varianta Mentă: ulei esențial de mentă.',
      allergens: [],
    },
  ],
  [
    'ulei-cbd-20-spectru-complet',
    {
      usage: OIL_USAGE,
      warnings: ORAL_WARNINGS,
      ingredients:
        'Ulei de semințe de cânepă presat la rece, extract de cânepă cu spectru complet (CBD), antioxidant: vitamina E (tocoferoli); varianta Portocală: ulei esențial de portocală dulce.',
      allergens: [],
    },
  ],
  [
    'ulei-cbd-30-editie-limitata',
    {
      usage: OIL_USAGE,
      warnings: ORAL_WARNINGS,
      ingredients: 'Ulei de semințe de cânepă presat la rece, extract de cânepă cu spectru complet (CBD).',
      allergens: [],
    },
  ],
  [
    'ulei-cbd-seara-lavanda',
    {
      usage: OIL_USAGE,
      warnings: ORAL_WARNINGS,
      ingredients:
        'Ulei MCT (trigliceride cu lanț mediu, din nucă de cocos), extract de cânepă (CBD), extract de mușețel, ulei esențial de lavandă.',
      allergens: [],
    },
  ],
  [
    'ulei-canepa-cbd-carpati',
    {
      usage: OIL_USAGE,
      warnings: ORAL_WARNINGS,
      ingredients: 'Ulei de semințe de cânepă presat la rece, extract de cânepă (CBD).',
      allergens: [],
      manufacturer: CARPATI_HEMP,
    },
  ],
  [
    'ulei-cbd-20-terpene-citrice',
    {
      usage: OIL_USAGE,
      warnings: ORAL_WARNINGS,
      ingredients:
        'Ulei MCT (trigliceride cu lanț mediu, din nucă de cocos), extract de cânepă cu spectru larg (CBD), terpene din lămâie, portocală dulce și rozmarin.',
      allergens: [],
    },
  ],

  // Jeleuri: the allergens named here are set in bold in the ingredient list.
  [
    'jeleuri-cbd-fructe-de-padure',
    {
      usage: JELLY_USAGE,
      warnings: ORAL_WARNINGS,
      ingredients:
        'Sirop de glucoză din tapioca, zahăr, apă, piure de fructe de pădure 8% (afine, zmeură, coacăze negre), agent de gelifiere: pectină, acidifiant: acid citric, corector de aciditate: citrați de sodiu, extract de cânepă cu spectru larg (CBD), ulei de cocos, concentrat de soc (pentru culoare), agent de glazurare: ceară de carnauba.',
      allergens: [],
    },
  ],
  [
    'jeleuri-cbd-seara-musetel-roinita',
    {
      usage: 'Mestecă un jeleu seara. Nu depăși un jeleu în 24 de ore.',
      warnings: ORAL_WARNINGS,
      ingredients:
        'Sirop de glucoză din tapioca, zahăr, apă, piure de cireșe amare 5%, agent de gelifiere: pectină, acidifiant: acid citric, extract de cânepă cu spectru larg (CBD), extract de flori de mușețel, extract de frunze de roiniță, emulgator: lecitină din soia, concentrat de morcov negru (pentru culoare), agent de glazurare: ceară de carnauba.',
      allergens: ['soia'],
    },
  ],
  [
    'jeleuri-cbd-citrice-vitamina-c',
    {
      usage: JELLY_USAGE,
      warnings: ORAL_WARNINGS,
      ingredients:
        'Sirop de glucoză din tapioca, zahăr, apă, sucuri concentrate de portocală, lămâie și grepfrut 6%, agent de gelifiere: pectină, acidifiant: acid citric, vitamina C (acid L-ascorbic), extract de cânepă cu spectru larg (CBD), ulei de cocos, extract de paprika (pentru culoare), agent de glazurare: ceară de carnauba.',
      allergens: [],
    },
  ],
  [
    'jeleuri-cbd-mango-fructul-pasiunii',
    {
      usage: JELLY_USAGE,
      warnings: ORAL_WARNINGS,
      ingredients:
        'Sirop de glucoză din tapioca, zahăr, apă, piure de mango 6%, suc concentrat de fructul pasiunii 3%, agent de gelifiere: pectină, acidifiant: acid citric, extract de cânepă cu spectru larg (CBD), ulei de cocos, concentrat de șofrănel (pentru culoare), agent de glazurare: ceară de carnauba. Poate conține urme de fructe cu coajă lemnoasă.',
      // Nuts are no ingredient, only a precaution the label states ("Poate conține urme"), said as such.
      allergens: [],
    },
  ],
  [
    'jeleuri-cbd-ashwagandha-cirese',
    {
      usage: JELLY_USAGE,
      // The caution the shop's own anxiety guide gives for ashwagandha (blog/cbd-si-anxietatea-ce-arata-studiile).
      warnings: `${ORAL_WARNINGS} Conține ashwagandha: au fost raportate cazuri rare de afectare a ficatului, iar planta poate influența funcția tiroidei. Nu se recomandă în sarcină sau în perioada de alăptare. Dacă ai o afecțiune a tiroidei sau a ficatului ori iei medicamente, nu folosi produsul fără să întrebi mai întâi medicul.`,
      ingredients:
        'Sirop de glucoză din tapioca, zahăr, apă, piure de cireșe negre 6%, agent de gelifiere: pectină, acidifiant: acid citric, extract standardizat de rădăcină de ashwagandha (Withania somnifera), extract de cânepă cu spectru larg (CBD), emulgator: lecitină din soia, concentrat de morcov negru (pentru culoare), agent de glazurare: ceară de carnauba.',
      allergens: ['soia'],
    },
  ],

  // Vape: inhalation use and warnings, never oil instructions.
  [
    'vape-pen-cbd-unica-folosinta',
    {
      usage: `${VAPE_USAGE} Dispozitivul se activează când inhalezi, fără butoane.`,
      warnings: `${VAPE_WARNINGS} ${DEVICE_WARNINGS}`,
      ingredients: 'Distilat de cânepă (CBD), terpene, arome naturale (după aroma aleasă).',
    },
  ],
  [
    'vape-cbd-menta-rece',
    {
      usage: `${VAPE_USAGE} Dispozitivul se activează când inhalezi și nu trebuie încărcat.`,
      warnings: `${VAPE_WARNINGS} ${SEALED_DEVICE_WARNINGS}`,
      ingredients: 'Propilenglicol, glicerină vegetală, CBD izolat, arome (mentă, eucalipt).',
    },
  ],
  [
    'cartus-vape-cbd-510',
    {
      usage: `Înșurubează cartușul pe o baterie cu filet 510 și ține-l câteva secunde în poziție verticală. ${VAPE_USAGE}`,
      warnings: VAPE_WARNINGS,
      ingredients: 'Distilat de cânepă (CBD), terpene, arome naturale (după aroma aleasă).',
    },
  ],
  [
    'e-lichid-cbd-10-ml',
    {
      usage: `Agită flaconul, umple rezervorul unui atomizor cu rezistență de peste 1 ohm și lasă fitilul să se îmbibe 5 minute. ${VAPE_USAGE}`,
      warnings: `${VAPE_WARNINGS} Nu se ingerează: în caz de înghițire accidentală, cere imediat sfatul medicului și arată-i ambalajul.`,
      ingredients: 'Propilenglicol, glicerină vegetală (50/50), CBD izolat, arome (lămâie, busuioc).',
    },
  ],
  [
    'kit-vape-pen-cbd-reincarcabil',
    {
      usage: `Încarcă bateria înainte de prima folosire, înșurubează cartușul și alege treapta de temperatură cea mai mică. ${VAPE_USAGE}`,
      warnings: `${VAPE_WARNINGS} ${DEVICE_WARNINGS}`,
      ingredients: 'Cartușul inclus: distilat de cânepă (CBD), terpene, arome naturale.',
    },
  ],

  // Creme: external use and the INCI list (fragrance allergens named in it, Reg. (CE) nr. 1223/2009).
  [
    'crema-masaj-cbd-arnica-mentol',
    {
      usage: 'Aplică o cantitate mică pe zona dorită și masează ușor până la absorbție, de până la trei ori pe zi.',
      warnings: COOLING_WARNINGS,
      inci: 'Aqua, Helianthus Annuus Seed Oil, Glycerin, Cetearyl Alcohol, Caprylic/Capric Triglyceride, Glyceryl Stearate, Arnica Montana Flower Extract, Harpagophytum Procumbens Root Extract, Menthol, Cannabidiol, Cannabis Sativa Seed Oil, Butyrospermum Parkii Butter, Tocopherol, Xanthan Gum, Sodium Stearoyl Glutamate, Phenoxyethanol, Ethylhexylglycerin, Limonene, Linalool.',
    },
  ],
  [
    'crema-de-noapte-cbd-bakuchiol',
    {
      usage: 'Aplică seara pe tenul curățat, evitând zona din jurul ochilor.',
      warnings: SKIN_WARNINGS,
      inci: 'Aqua, Caprylic/Capric Triglyceride, Butyrospermum Parkii Butter, Glycerin, Cetearyl Alcohol, Rosa Canina Fruit Oil, Squalane, Glyceryl Stearate Citrate, Bakuchiol, Cannabidiol, Cannabis Sativa Seed Oil, Tocopherol, Sodium Hyaluronate, Xanthan Gum, Benzyl Alcohol, Dehydroacetic Acid, Parfum, Linalool.',
    },
  ],
  [
    'crema-cbd-pentru-maini-unt-de-shea',
    {
      usage:
        'Aplică o cantitate cât o alună pe mâinile curate și masează până la absorbție, ori de câte ori simți pielea uscată.',
      warnings: SKIN_WARNINGS,
      inci: 'Aqua, Glycerin, Butyrospermum Parkii Butter, Cannabis Sativa Seed Oil, Cetearyl Alcohol, Caprylic/Capric Triglyceride, Glyceryl Stearate, Cannabidiol, Allantoin, Tocopherol, Xanthan Gum, Sodium Benzoate, Potassium Sorbate, Citric Acid, Parfum, Benzyl Salicylate, Benzyl Benzoate, Linalool.',
    },
  ],
  [
    'crema-de-zi-cbd-acid-hialuronic',
    {
      usage: 'Aplică dimineața pe fața și gâtul curățate, înainte de machiaj.',
      warnings: SKIN_WARNINGS,
      inci: 'Aqua, Glycerin, Caprylic/Capric Triglyceride, Squalane, Cetearyl Olivate, Sorbitan Olivate, Sodium Hyaluronate, Hydrolyzed Hyaluronic Acid, Camellia Sinensis Leaf Extract, Cannabidiol, Tocopherol, Xanthan Gum, Phenoxyethanol, Ethylhexylglycerin.',
    },
  ],
  [
    'crema-cbd-picioare',
    {
      usage: 'Masează tălpile și gambele de jos în sus, până când crema se absoarbe complet.',
      warnings: COOLING_WARNINGS,
      inci: 'Aqua, Glycerin, Helianthus Annuus Seed Oil, Cetearyl Alcohol, Cannabis Sativa Seed Oil, Glyceryl Stearate, Menthol, Juniperus Communis Fruit Extract, Abies Alba Leaf Oil, Cannabidiol, Tocopherol, Xanthan Gum, Sodium Benzoate, Potassium Sorbate, Limonene.',
      manufacturer: CARPATI_HEMP,
      responsiblePerson: CARPATI_HEMP,
    },
  ],

  // Produse topice: also cosmetics.
  [
    'balsam-cbd-arnica-mentol',
    {
      usage: 'Folosește o cantitate cât un bob de mazăre și masează circular până la absorbție.',
      warnings: `${COOLING_WARNINGS} Conține camfor: nu aplica pe fața copiilor.`,
      inci: 'Cannabis Sativa Seed Oil, Cera Alba, Helianthus Annuus Seed Oil, Butyrospermum Parkii Butter, Arnica Montana Flower Extract, Menthol, Camphor, Cannabidiol, Mentha Piperita Oil, Tocopherol, Limonene.',
    },
  ],
  [
    'roll-on-cbd-lavanda',
    {
      usage: 'Aplică pe tâmple, pe încheieturi sau pe ceafă, pe pielea curată, ori de câte ori dorești.',
      warnings: `${SKIN_WARNINGS} Conține uleiuri esențiale: nu se recomandă în sarcină și la copiii sub 6 ani.`,
      inci: 'Simmondsia Chinensis Seed Oil, Caprylic/Capric Triglyceride, Cannabidiol, Lavandula Angustifolia Oil, Mentha Piperita Oil, Boswellia Carterii Oil, Tocopherol, Linalool, Limonene, Geraniol.',
    },
  ],
  [
    'gel-de-masaj-cbd-racoritor',
    {
      usage: 'Aplică o apăsare de pompă pe zona dorită și masează până la absorbție, de două-trei ori pe zi.',
      warnings: COOLING_WARNINGS,
      inci: 'Aqua, Aloe Barbadensis Leaf Juice, Glycerin, Alcohol Denat., Menthol, Aesculus Hippocastanum Seed Extract, Cannabidiol, Polysorbate 20, Carbomer, Sodium Hydroxide, Phenoxyethanol, Ethylhexylglycerin.',
    },
  ],
  [
    'ser-facial-cbd-niacinamida',
    {
      usage:
        'Pune 3–4 picături în palme și aplică-le prin apăsare pe tenul curățat, dimineața și seara, înainte de cremă.',
      warnings: SKIN_WARNINGS,
      inci: 'Aqua, Niacinamide, Squalane, Propanediol, Glycerin, Cannabidiol, Polyglyceryl-4 Caprate, Sodium Hyaluronate, Panthenol, Xanthan Gum, Sodium Phytate, Phenoxyethanol, Ethylhexylglycerin.',
    },
  ],
  [
    'balsam-cbd-galbenele',
    {
      usage: 'Aplică un strat subțire pe zonele uscate și aspre, ori de câte ori este nevoie.',
      warnings: SKIN_WARNINGS,
      inci: 'Helianthus Annuus Seed Oil, Cera Alba, Calendula Officinalis Flower Extract, Cannabis Sativa Seed Oil, Cannabidiol, Tocopherol.',
      manufacturer: CARPATI_HEMP,
      responsiblePerson: CARPATI_HEMP,
    },
  ],
]);
