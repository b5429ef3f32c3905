// The lot of each product now on sale and what the independent lab found in it (certificate of analysis).
// Keyed by product handle; the embedded store serves them as the verdana.lot / verdana.analysis metafields.
// Declared CBD amounts are the label's; THC is reported against the lab's limit of quantification (LOQ).
import type { CatalogLabCheck, CatalogLot, ProductKind } from './types';

const LAB = 'Veridia Analize, laborator independent acreditat ISO/IEC 17025';

/**
 * DEMO DATA. Veridia Analize is the demo store's made-up laboratory and "LI DEMO-0001" is not a RENAR
 * accreditation number (real ones read "LI" and digits): a shop going live names its own lab's accreditation,
 * as printed on its reports. Lots carry `demo: true`, so the pages and the report files say it is demo data.
 */
const ACCREDITATION = { body: 'RENAR', number: 'LI DEMO-0001', standard: 'SR EN ISO/IEC 17025:2018' };

/** The lab's limit of quantification for THC, percent by mass. */
export const THC_LOQ_PERCENT = 0.01;

/** How far the measured CBD may be from the declared amount and still conform (±10%). */
export const CBD_TOLERANCE = 0.1;

const heavyMetals = (result = 'Pb 0,05 · Cd 0,02 · Hg < 0,005 mg/kg'): CatalogLabCheck => ({
  parameter: 'Metale grele (plumb, cadmiu, mercur)',
  method: 'ICP-MS',
  result,
  limit: 'Pb ≤ 1,0 · Cd ≤ 0,5 · Hg ≤ 0,1 mg/kg',
  passed: true,
});

const PESTICIDES: CatalogLabCheck = {
  parameter: 'Pesticide (screening pentru peste 400 de substanțe)',
  method: 'LC-MS/MS și GC-MS/MS',
  result: 'Nedetectate (< 0,01 mg/kg)',
  limit: '≤ 0,01 mg/kg pentru fiecare substanță',
  passed: true,
};

const SOLVENTS: CatalogLabCheck = {
  parameter: 'Solvenți reziduali (etanol, hexan, butan, propan)',
  method: 'HS-GC-MS',
  result: 'Nedetectați (< 10 mg/kg)',
  limit: 'Limitele ghidului ICH Q3C',
  passed: true,
};

/** Products that are eaten or held in the mouth (oils, jellies). */
const microbiologyFood = (aerobes = '< 10 UFC/g'): CatalogLabCheck => ({
  parameter: 'Microbiologie (germeni aerobi, drojdii și mucegaiuri, E. coli, Salmonella)',
  method: 'SR EN ISO 4833-1, 21527, 16649-2, 6579-1',
  result: `Germeni aerobi ${aerobes} · drojdii și mucegaiuri < 10 UFC/g · E. coli < 10 UFC/g · Salmonella absentă în 25 g`,
  limit:
    'Germeni aerobi ≤ 10.000 UFC/g · drojdii și mucegaiuri ≤ 100 UFC/g · E. coli < 10 UFC/g · Salmonella absentă în 25 g',
  passed: true,
});

/** Products applied on the skin (creams, balms, gels, serums). */
const microbiologySkin = (aerobes = '< 10 UFC/g'): CatalogLabCheck => ({
  parameter: 'Microbiologie (germeni aerobi, drojdii și mucegaiuri, germeni patogeni)',
  method: 'SR EN ISO 21149, 16212, 22717, 22718, 21150, 18416',
  result: `Germeni aerobi ${aerobes} · drojdii și mucegaiuri < 10 UFC/g · E. coli, P. aeruginosa, S. aureus, C. albicans absenți în 1 g`,
  limit:
    'Germeni aerobi ≤ 1.000 UFC/g · drojdii și mucegaiuri ≤ 100 UFC/g · germenii patogeni absenți în 1 g (SR EN ISO 17516)',
  passed: true,
});

/** Inhaled products: what their descriptions promise they do not contain. */
const VAPE_ONLY: CatalogLabCheck[] = [
  {
    parameter: 'Nicotină',
    method: 'GC-MS',
    result: 'Nedetectată (< 0,1 mg/ml)',
    limit: 'Fără nicotină adăugată; nedetectată sub 0,1 mg/ml',
    passed: true,
  },
  { parameter: 'Acetat de vitamina E', method: 'GC-MS', result: 'Nedetectat (< 0,05%)', limit: 'Absent', passed: true },
];

/** The contaminant tests that matter for each product form. */
function checksFor(
  kind: ProductKind,
  { metals, aerobes }: { metals?: string; aerobes?: string } = {},
): CatalogLabCheck[] {
  switch (kind) {
    case 'ulei':
    case 'jeleuri':
      return [heavyMetals(metals), PESTICIDES, SOLVENTS, microbiologyFood(aerobes)];
    case 'vape':
      return [heavyMetals(metals), PESTICIDES, SOLVENTS, ...VAPE_ONLY];
    case 'crema':
    case 'topic':
      return [heavyMetals(metals), PESTICIDES, SOLVENTS, microbiologySkin(aerobes)];
  }
}

const BELOW_LOQ = { loqPercent: THC_LOQ_PERCENT, measuredPercent: null };

interface LotSpec {
  kind: ProductKind;
  number: string;
  analysedAt: string;
  reportNumber: string;
  /** [variant label or null, declared, measured, unit]. */
  cbd: [string | null, number, number, string][];
  metals?: string;
  aerobes?: string;
}

function lot({ kind, number, analysedAt, reportNumber, cbd, metals, aerobes }: LotSpec): CatalogLot {
  return {
    number,
    analysedAt,
    lab: LAB,
    accreditation: ACCREDITATION,
    reportNumber,
    demo: true,
    cbd: cbd.map(([label, declared, measured, unit]) => ({
      label,
      declared: { value: declared, unit },
      measured: { value: measured, unit },
    })),
    thc: BELOW_LOQ,
    checks: checksFor(kind, { metals, aerobes }),
  };
}

export const lotsByHandle: ReadonlyMap<string, CatalogLot> = new Map<string, CatalogLot>([
  // Uleiuri
  [
    'ulei-cbd-10-spectru-complet',
    lot({
      kind: 'ulei',
      number: 'VW-OIL10-2608',
      analysedAt: '2026-09-08',
      reportNumber: 'VA-2026-1184',
      cbd: [[null, 1000, 1012, 'mg / 10 ml']],
    }),
  ],
  [
    'ulei-cbd-5-spectru-larg',
    lot({
      kind: 'ulei',
      number: 'VW-OIL5-2607',
      analysedAt: '2026-08-04',
      reportNumber: 'VA-2026-1032',
      cbd: [[null, 500, 507, 'mg / 10 ml']],
      metals: 'Pb 0,03 · Cd < 0,01 · Hg < 0,005 mg/kg',
    }),
  ],
  [
    'ulei-cbd-15-spectru-complet',
    lot({
      kind: 'ulei',
      number: 'VW-OIL15-2607',
      analysedAt: '2026-07-29',
      reportNumber: 'VA-2026-1007',
      cbd: [[null, 1500, 1487, 'mg / 10 ml']],
    }),
  ],
  [
    'ulei-cbd-20-spectru-complet',
    lot({
      kind: 'ulei',
      number: 'VW-OIL20-2606',
      analysedAt: '2026-07-02',
      reportNumber: 'VA-2026-0911',
      cbd: [[null, 2000, 2031, 'mg / 10 ml']],
      metals: 'Pb 0,07 · Cd 0,02 · Hg < 0,005 mg/kg',
    }),
  ],
  [
    'ulei-cbd-30-editie-limitata',
    lot({
      kind: 'ulei',
      number: 'VW-OIL30-2605',
      analysedAt: '2026-06-10',
      reportNumber: 'VA-2026-0826',
      cbd: [[null, 3000, 2968, 'mg / 10 ml']],
    }),
  ],
  [
    'ulei-cbd-seara-lavanda',
    lot({
      kind: 'ulei',
      number: 'VW-OILNIGHT-2609',
      analysedAt: '2026-10-06',
      reportNumber: 'VA-2026-1297',
      cbd: [[null, 1000, 1009, 'mg / 10 ml']],
    }),
  ],
  [
    'ulei-canepa-cbd-carpati',
    lot({
      kind: 'ulei',
      number: 'CH-OIL-2608',
      analysedAt: '2026-09-15',
      reportNumber: 'VA-2026-1211',
      cbd: [
        ['5%', 500, 496, 'mg / 10 ml'],
        ['10%', 1000, 1018, 'mg / 10 ml'],
        ['15%', 1500, 1523, 'mg / 10 ml'],
      ],
      metals: 'Pb 0,06 · Cd 0,03 · Hg < 0,005 mg/kg',
      aerobes: '30 UFC/g',
    }),
  ],
  [
    'ulei-cbd-20-terpene-citrice',
    lot({
      kind: 'ulei',
      number: 'VW-OIL20SPORT-2608',
      analysedAt: '2026-09-01',
      reportNumber: 'VA-2026-1152',
      cbd: [[null, 2000, 2017, 'mg / 10 ml']],
    }),
  ],

  // Jeleuri
  [
    'jeleuri-cbd-fructe-de-padure',
    lot({
      kind: 'jeleuri',
      number: 'VW-GUM-BERRY-2609',
      analysedAt: '2026-10-02',
      reportNumber: 'VA-2026-1273',
      cbd: [[null, 10, 10.2, 'mg / jeleu']],
      aerobes: '40 UFC/g',
    }),
  ],
  [
    'jeleuri-cbd-seara-musetel-roinita',
    lot({
      kind: 'jeleuri',
      number: 'VW-GUM-SEARA-2608',
      analysedAt: '2026-09-10',
      reportNumber: 'VA-2026-1190',
      cbd: [[null, 15, 14.8, 'mg / jeleu']],
      aerobes: '20 UFC/g',
    }),
  ],
  [
    'jeleuri-cbd-citrice-vitamina-c',
    lot({
      kind: 'jeleuri',
      number: 'VW-GUM-CITRUS-2607',
      analysedAt: '2026-08-12',
      reportNumber: 'VA-2026-1061',
      cbd: [[null, 10, 9.9, 'mg / jeleu']],
      aerobes: '30 UFC/g',
    }),
  ],
  [
    'jeleuri-cbd-mango-fructul-pasiunii',
    lot({
      kind: 'jeleuri',
      number: 'VW-GUM-MANGO-2609',
      analysedAt: '2026-10-09',
      reportNumber: 'VA-2026-1318',
      cbd: [[null, 10, 10.3, 'mg / jeleu']],
      aerobes: '50 UFC/g',
    }),
  ],
  [
    'jeleuri-cbd-ashwagandha-cirese',
    lot({
      kind: 'jeleuri',
      number: 'VW-GUM-ASHW-2608',
      analysedAt: '2026-09-22',
      reportNumber: 'VA-2026-1239',
      cbd: [[null, 15, 15.2, 'mg / jeleu']],
      aerobes: '20 UFC/g',
    }),
  ],

  // Vape
  [
    'vape-pen-cbd-unica-folosinta',
    lot({
      kind: 'vape',
      number: 'VW-VAPE-DISP-2609',
      analysedAt: '2026-10-13',
      reportNumber: 'VA-2026-1336',
      cbd: [[null, 850, 861, 'mg / ml']],
    }),
  ],
  [
    'vape-cbd-menta-rece',
    lot({
      kind: 'vape',
      number: 'VW-VAPE-MINT-2608',
      analysedAt: '2026-09-17',
      reportNumber: 'VA-2026-1222',
      cbd: [[null, 50, 51.2, 'mg / 0,5 ml']],
    }),
  ],
  [
    'cartus-vape-cbd-510',
    lot({
      kind: 'vape',
      number: 'VW-CART-2607',
      analysedAt: '2026-08-20',
      reportNumber: 'VA-2026-1089',
      cbd: [[null, 850, 842, 'mg / ml']],
    }),
  ],
  [
    'e-lichid-cbd-10-ml',
    lot({
      kind: 'vape',
      number: 'VW-ELIQ-2608',
      analysedAt: '2026-09-03',
      reportNumber: 'VA-2026-1163',
      cbd: [
        ['300 mg', 300, 304, 'mg / 10 ml'],
        ['600 mg', 600, 593, 'mg / 10 ml'],
        ['1.000 mg', 1000, 1011, 'mg / 10 ml'],
      ],
      metals: 'Pb < 0,01 · Cd < 0,01 · Hg < 0,005 mg/kg',
    }),
  ],
  [
    'kit-vape-pen-cbd-reincarcabil',
    lot({
      kind: 'vape',
      number: 'VW-KIT-2606',
      analysedAt: '2026-07-14',
      reportNumber: 'VA-2026-0943',
      cbd: [['cartușul inclus', 850, 857, 'mg / ml']],
    }),
  ],

  // Creme
  [
    'crema-masaj-cbd-arnica-mentol',
    lot({
      kind: 'crema',
      number: 'VW-CRM-MASAJ-2608',
      analysedAt: '2026-09-04',
      reportNumber: 'VA-2026-1170',
      cbd: [[null, 500, 509, 'mg / 50 ml']],
      aerobes: '20 UFC/g',
    }),
  ],
  [
    'crema-de-noapte-cbd-bakuchiol',
    lot({
      kind: 'crema',
      number: 'VW-CRM-NIGHT-2607',
      analysedAt: '2026-08-18',
      reportNumber: 'VA-2026-1075',
      cbd: [[null, 300, 296, 'mg / 50 ml']],
    }),
  ],
  [
    'crema-cbd-pentru-maini-unt-de-shea',
    lot({
      kind: 'crema',
      number: 'VW-CRM-HAND-2609',
      analysedAt: '2026-10-01',
      reportNumber: 'VA-2026-1266',
      cbd: [[null, 150, 153, 'mg / 30 ml']],
      aerobes: '30 UFC/g',
    }),
  ],
  [
    'crema-de-zi-cbd-acid-hialuronic',
    lot({
      kind: 'crema',
      number: 'VW-CRM-DAY-2608',
      analysedAt: '2026-09-24',
      reportNumber: 'VA-2026-1245',
      cbd: [[null, 200, 204, 'mg / 50 ml']],
    }),
  ],
  [
    'crema-cbd-picioare',
    lot({
      kind: 'crema',
      number: 'CH-CRM-FOOT-2607',
      analysedAt: '2026-08-06',
      reportNumber: 'VA-2026-1040',
      cbd: [[null, 300, 306, 'mg / 100 ml']],
      aerobes: '40 UFC/g',
    }),
  ],

  // Produse topice
  [
    'balsam-cbd-arnica-mentol',
    lot({
      kind: 'topic',
      number: 'VW-BALM-ARN-2608',
      analysedAt: '2026-09-11',
      reportNumber: 'VA-2026-1197',
      cbd: [[null, 600, 612, 'mg / 30 ml']],
    }),
  ],
  [
    'roll-on-cbd-lavanda',
    lot({
      kind: 'topic',
      number: 'VW-ROLL-LAV-2607',
      analysedAt: '2026-08-25',
      reportNumber: 'VA-2026-1103',
      cbd: [[null, 100, 98, 'mg / 10 ml']],
    }),
  ],
  [
    'gel-de-masaj-cbd-racoritor',
    lot({
      kind: 'topic',
      number: 'VW-GEL-COOL-2609',
      analysedAt: '2026-10-05',
      reportNumber: 'VA-2026-1289',
      cbd: [[null, 400, 394, 'mg / 100 ml']],
      aerobes: '30 UFC/g',
    }),
  ],
  [
    'ser-facial-cbd-niacinamida',
    lot({
      kind: 'topic',
      number: 'VW-SERUM-NIA-2608',
      analysedAt: '2026-09-29',
      reportNumber: 'VA-2026-1258',
      cbd: [[null, 250, 253, 'mg / 30 ml']],
    }),
  ],
  [
    'balsam-cbd-galbenele',
    lot({
      kind: 'topic',
      number: 'CH-UNG-CAL-2607',
      analysedAt: '2026-08-27',
      reportNumber: 'VA-2026-1118',
      cbd: [[null, 150, 154, 'mg / 30 ml']],
      metals: 'Pb 0,08 · Cd 0,03 · Hg < 0,005 mg/kg',
    }),
  ],
]);
