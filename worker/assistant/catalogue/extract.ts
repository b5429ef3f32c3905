// What the extract is (full spectrum, broad spectrum, isolate), THC as the lot's analysis states it, and the forms
// of CBD product we do not sell.

import { formatDate, formatFigure } from '../../../domain/format';
import type { ProductLot } from '../../../domain/types';
import { DEFAULT_SUPPORT_EMAIL } from '../../env';
import { type Answer, done, link, productSource } from '../answer';
import type { ProductKind } from '../intents';
import type { ProductFacts, Spectrum } from '../product-facts';
import { fold } from '../text';
import { kindsOf, spectrumIn } from './named';
import { answerWith, type CatalogueContext, factOf, OIL_GUIDE, productLine, SPECTRUM_NAME } from './shared';

export function spectrum(question: string, ctx: CatalogueContext, named: ProductFacts[]): Answer | null {
  const q = fold(question);
  // "Aveți ceva cu CBD izolat?" lists; "uleiul X e full spectrum?" answers for X.
  const listAsked =
    /\b(care|ce|aveti|avei|exista|sunt|toate|uleiurile|produsele|ceva)\b/.test(q) &&
    (spectrumIn(q) !== null || named.every((p) => /full|broad|izolat/.test(fold(p.title)) || !p.spectrum));
  if (named.length === 1 && named[0]!.spectrum && !listAsked) {
    const p = named[0]!;
    return answerWith(
      'catalogue',
      [
        `${link(productSource(p))} are extract ${SPECTRUM_NAME[p.spectrum!]}.`,
        `Ce înseamnă fiecare tip de extract: ${link(OIL_GUIDE)}.`,
      ],
      [p],
      [factOf(p)],
      [OIL_GUIDE],
    );
  }
  const kinds = kindsOf(q);
  const pool = ctx.products.filter((p) => p.spectrum && (!kinds.length || kinds.includes(p.kind)));
  if (!pool.length) return null;
  const wanted: Spectrum | null =
    /\bizolat/.test(q) && !/full|broad|spectru/.test(q)
      ? 'izolat'
      : /broad|spectru larg/.test(q) && !/full|izolat/.test(q)
        ? 'broad'
        : null;
  const groups = (['full', 'broad', 'izolat'] as Spectrum[])
    .filter((s) => !wanted || s === wanted)
    .map((s) => ({ s, items: pool.filter((p) => p.spectrum === s) }));
  const lines = groups.map(({ s, items }) =>
    items.length
      ? [`${SPECTRUM_NAME[s][0]!.toUpperCase()}${SPECTRUM_NAME[s].slice(1)}:`, ...items.map(productLine)].join('\n')
      : `${SPECTRUM_NAME[s][0]!.toUpperCase()}${SPECTRUM_NAME[s].slice(1)}: nu avem${kinds.length ? ' în această formă' : ''}.`,
  );
  const shown = groups.flatMap((g) => g.items);
  return answerWith(
    'catalogue',
    [...lines, `Ce înseamnă fiecare tip de extract: ${link(OIL_GUIDE)}.`],
    shown,
    shown.map((p) => factOf(p)),
    [OIL_GUIDE],
  );
}

/** Words of a check's name that say what was tested for, not how ("analize", "test", "laborator" tell nothing). */
const CHECK_NOISE =
  /^(test\w*|analiz\w*|laborat\w*|verific\w*|pentru|screening|peste|substant\w*|contine|continut\w*)$/;

/**
 * The contaminant checks of a lot that a question asks about by name ("are acetat de vitamina E?", "testați de metale
 * grele?"): a word of the check's name (5 letters of it, so "nicotina" meets "Nicotină") said in the question.
 */
export function checksAsked(question: string, lot: ProductLot | null | undefined): ProductLot['checks'] {
  if (!lot) return [];
  const asked = new Set(
    fold(question)
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length >= 5 && !CHECK_NOISE.test(w))
      .map((w) => w.slice(0, 5)),
  );
  return lot.checks.filter((check) =>
    fold(check.name.replace(/\(.*\)/, ''))
      .split(/[^a-z0-9]+/)
      .some((w) => w.length >= 5 && !CHECK_NOISE.test(w) && asked.has(w.slice(0, 5))),
  );
}

/** "Nicotină: nedetectată (< 0,1 mg/ml)", each check asked, as the lot's analysis states it. */
export const checkLines = (lot: ProductLot, checks: ProductLot['checks'], withLab = true) =>
  `În analiza lotului ${lot.number}${lot.lab && withLab ? `, făcută de ${lot.lab}` : ''}: ${checks.map((c) => `${c.name} – ${c.result}`).join('; ')}.`;

export function thc(named: ProductFacts[], ctx: CatalogueContext, question = ''): Answer | null {
  // Two or three products a message fits equally ("uleiul de 20% full spectrum"): each one's lot, one after the other.
  if (named.length > 1 && named.length <= 3) {
    const parts = named.map((p) => thc([p], ctx, question)).filter((a): a is Answer => a !== null);
    if (!parts.length) return null;
    return {
      ...parts[0]!,
      text: parts.map((a) => a.text).join('\n\n'),
      sources: parts.flatMap((a) => a.sources),
      facts: parts.flatMap((a) => a.facts),
      products: parts.flatMap((a) => a.products ?? []),
    };
  }
  if (named.length !== 1) return null;
  const [p] = named as [ProductFacts];
  const lot = ctx.lots?.get(p.handle);
  if (!lot?.thc) return null;
  const figure =
    lot.thc.measuredPercent === null
      ? `sub limita de cuantificare a laboratorului (${formatFigure(lot.thc.loqPercent)}%)`
      : `${formatFigure(lot.thc.measuredPercent)}%`;
  const by = [lot.lab ? `de ${lot.lab}` : null, lot.analysedAt ? `pe ${formatDate(lot.analysedAt)}` : null]
    .filter(Boolean)
    .join(' ');
  const certificate = lot.certificateUrl?.startsWith('/')
    ? { label: `buletinul de analiză al lotului ${lot.number}`, path: lot.certificateUrl }
    : null;
  const asked = checksAsked(question, lot);
  return answerWith(
    'catalogue',
    [
      asked.length ? checkLines(lot, asked) : null,
      `În lotul ${lot.number} al produsului ${link(productSource(p))}, THC-ul este ${figure}, după analiza făcută ${by || 'de laborator'}.`,
      lot.cbd.length
        ? `CBD măsurat: ${lot.cbd.map((row) => `${formatFigure(row.measured.value)} ${row.measured.unit}${row.label ? ` (${row.label})` : ''}, față de ${formatFigure(row.declared.value)} ${row.declared.unit} declarate`).join('; ')}.`
        : null,
      certificate
        ? `Vezi ${link(certificate)}; lotul și analiza sunt și pe pagina produsului.`
        : 'Lotul și analiza sunt pe pagina produsului.',
    ],
    [p],
    [`${p.title}, lotul ${lot.number}: THC ${figure}`],
    certificate ? [certificate] : [],
  );
}

/** Forms of CBD products a shopper may ask for that are not in any catalogue of ours. */
const OTHER_FORMS =
  /\b(capsul\w*|pastil\w*|tablet\w*|drajeu\w*|flori|florile|floare|seminte|ceai\w*|spray\w*|plasturi|plasture|supozitoar\w*|ciocolat\w*|cafea|bere|sapun\w*|sampon\w*|pudr\w*|pulbere|cristal\w*|rasina|ierburi|iarba|biscuit\w*|bomboane de ciocolata)\b/;
const FORM_NAMES: Record<ProductKind, string> = {
  ulei: 'uleiuri',
  jeleuri: 'jeleuri',
  vape: 'produse de vape',
  crema: 'creme',
  topic: 'balsamuri, geluri și alte produse de aplicat pe piele',
};

/** "Aveți capsule cu CBD?": what we sell instead, from the catalogue itself. */
export function otherForm(q: string, ctx: CatalogueContext): Answer | null {
  const asked = OTHER_FORMS.exec(q);
  if (!asked || !/\b(aveti|avei|vindeti|gasesc|exista|comercializati|aveti si|se gasesc)\b/.test(q)) return null;
  const kinds = (['ulei', 'jeleuri', 'vape', 'crema', 'topic'] as ProductKind[]).filter((k) =>
    ctx.products.some((p) => p.kind === k && p.available),
  );
  // A word of a product's name, type or variants ("vape cu ierburi de munte", "ceai" in a flavour) is not another form.
  const ours = (p: ProductFacts) => fold([p.title, p.productType, ...p.variants.map((v) => v.label)].join(' '));
  if (!kinds.length || ctx.products.some((p) => ours(p).includes(asked[1]!.slice(0, 5)))) return null;
  const list = kinds.map((k) => FORM_NAMES[k]);
  return done(
    'catalogue',
    [
      `Nu avem ${asked[1]} cu CBD. Ce avem acum: ${list.slice(0, -1).join(', ')}${list.length > 1 ? ' și ' : ''}${list.at(-1)}.`,
      `Le găsești pe toate în ${link({ label: 'magazin', path: '/shop' })}.`,
    ],
    [{ label: 'Magazin', path: '/shop' }],
    [`Formele din catalog: ${list.join(', ')}`],
  );
}

/** "Care uleiuri conțin MCT?", "Jeleurile conțin gluten?": what the products' own descriptions say. */
export function ingredient(question: string, ctx: CatalogueContext, email = DEFAULT_SUPPORT_EMAIL): Answer | null {
  const q = fold(question);
  const m = /\b(contin\w*|are|au|cu)\s+(.+)$/.exec(q.replace(/[?!.]+$/, ''));
  if (!m || !/\b(contin\w*|ingredient\w*|compozitie)\b/.test(q)) return null;
  const kinds = kindsOf(q);
  const asked = m[2]!
    .split(/\s+/)
    .filter(
      (w) => w.length >= 3 && !/^(din|sau|si|vreun|vreo|ceva|niste|cbd|ulei\w*|jele\w*|crem\w*|produs\w*)$/.test(w),
    );
  // THC, CBD and the extract have their own answers, from the lot's analysis and the guides.
  if (
    !asked.length ||
    asked.length > 4 ||
    asked.some((w) => /^(thc|cbd|canabino\w*|spectru\w*|full|broad|izolat\w*|mg|ml|procent\w*)$/.test(w))
  )
    return null;
  const pool = ctx.products.filter((p) => !kinds.length || kinds.includes(p.kind));
  const has = pool.filter((p) =>
    asked.every((w) => fold(p.description).includes(w.slice(0, Math.max(4, w.length - 2)))),
  );
  // The shopper's own spelling, diacritics kept: "gluten", "ulei de măsline".
  const own = question.replace(/[?!.,]+/g, ' ').split(/\s+/);
  const what = asked.map((w) => own.find((o) => fold(o) === w) ?? w).join(' ');
  if (!has.length) {
    return done(
      'catalogue',
      [
        `Descrierile ${kinds.length ? 'acestor produse' : 'produselor noastre'} nu menționează ${what}, așa că nu îți pot confirma.`,
        `Scrie-ne la ${email} și îți răspundem cu detaliile de pe etichetă.`,
      ],
      [{ label: 'Contact', path: '/contact-info' }],
      [],
    );
  }
  return answerWith(
    'catalogue',
    [[`Descrierea acestor produse menționează ${what}:`, ...has.slice(0, 6).map(productLine)].join('\n')],
    has.slice(0, 3),
    has.map((p) => factOf(p)),
  );
}

/** "Aveți ulei de 40%?": the concentrations we have, when the one asked is not among them. */
export function missingStrength(q: string, ctx: CatalogueContext): Answer | null {
  const asked = [...q.matchAll(/(\d+(?:[.,]\d+)?)\s?%/g)].map((m) => Number(m[1]!.replace(',', '.')));
  if (!asked.length || !/\b(aveti|avei|exista|vindeti|gasesc)\b/.test(q)) return null;
  const oils = ctx.products.filter((p) => p.kind === 'ulei');
  const have = [
    ...new Set(oils.flatMap((p) => p.variants.map((v) => v.percent)).filter((n): n is number => n !== null)),
  ].sort((a, b) => a - b);
  if (!have.length || asked.some((a) => have.includes(a))) return null;
  return done(
    'catalogue',
    [
      `Nu avem ulei de ${asked.map((a) => `${formatFigure(a)}%`).join(' sau ')}. Uleiurile noastre au ${have.map((h) => `${formatFigure(h)}%`).join(', ')}.`,
      `Le găsești pe toate în ${link({ label: 'magazin', path: '/shop' })}.`,
    ],
    [{ label: 'Magazin', path: '/shop' }],
    [`Concentrațiile uleiurilor: ${have.join(', ')}%`],
  );
}
