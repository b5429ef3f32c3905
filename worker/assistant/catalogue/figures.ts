// Figures computed from the catalogue: two products side by side, mg per drop, how long a bottle lasts, what a
// package holds.
import { countRo, formatFigure } from '../../../domain/format';
import { type Answer, link, money, productSource } from '../answer';
import { kindsIn } from '../intents';
import { DROPS_PER_ML, type ProductFacts } from '../product-facts';
import { fold, sentences } from '../text';
import { mlIn, namedProducts, percentsIn, titleStems, variantsNamed } from './named';
import { COUNT_WORDS } from './prices';
import { answerWith, type CatalogueContext, mgPerDrop, OIL_GUIDE, pricePer100mg, SPECTRUM_NAME } from './shared';

/** "3 picături pe zi", "câte 2 dimineața și 2 seara", "8 pe zi": drops a day, when the question says them. */
function dropsPerDay(q: string): number | null {
  const split = /(\d+) (?:de )?(?:picaturi )?dimineata si (\d+) (?:de )?(?:picaturi )?seara/.exec(q);
  if (split) return Number(split[1]) + Number(split[2]);
  const twice = /(\d+) (?:de )?picaturi? de (doua|2) ori pe zi/.exec(q);
  if (twice) return Number(twice[1]) * 2;
  // A number of drops ("5 picături seara"), not any number of a message that says "pe zi" ("60 buc, unu pe zi").
  const daily = /(\d+) (?:de )?(?:picaturi?|pic)\b/.exec(q);
  if (daily && /(picatur|pe zi|\/zi|zilnic|seara|dimineata)/.test(q)) return Number(daily[1]);
  // "dacă iau 2 pe zi" (drops said earlier, or an oil named).
  const bare = /(?:iau|cate|la) (\d+) (?:pe zi|\/zi|zilnic|pe seara)/.exec(q);
  if (bare) return Number(bare[1]);
  return piecesPerDay(q);
}

/** How many pieces (or drops) a day a label's use says ("un jeleu pe zi", "un jeleu seara"), if it says one number. */
export function labelPerDay(usage: string | null | undefined): number | null {
  const text = fold(usage ?? '').replace(
    /\b(un|unu|unul|una|doua|doi|trei|\d+) (jeleu\w*|bucat\w*) (seara|dimineata)\b/,
    '$1 $2 pe zi',
  );
  return dropsPerDay(text);
}

/** "1 jeleu pe zi", "unul pe seară", "două bucăți zilnic": how many pieces a day the shopper says they take. */
function piecesPerDay(q: string): number | null {
  const m =
    /\b(\d+|un|unu|unul|una|doua|doi|trei)\s+(?:de\s+)?(?:(?:jeleu\w*|bucat\w*|buc|gumi\w*)(?:\s+(?!pe\b)\w+){0,3})?\s*(?:pe zi|pe seara|pe dimineata|\/zi|zilnic|in fiecare (?:zi|seara|dimineata))\b/.exec(
      q,
    );
  if (!m) return null;
  const n = /^\d+$/.test(m[1]!) ? Number(m[1]) : COUNT_WORDS.get(m[1]!)!;
  return n > 0 && n <= 20 ? n : null;
}

/** A product's line in a comparison; `percent` picks the variants of that strength ("Carpați 10%"). */
function oilLine(p: ProductFacts, percent: number | null = null): string {
  const chosen =
    percent !== null && p.variants.some((v) => v.percent === percent)
      ? p.variants.filter((v) => v.percent === percent)
      : p.variants;
  const per = chosen.map((v) => ({ v, drop: mgPerDrop(v), per100: pricePer100mg(v) }));
  const strength =
    percent !== null && chosen !== p.variants
      ? `concentrație ${percent}%`
      : p.concentration
        ? `concentrație ${p.concentration}`
        : null;
  const drop = per.find((x) => x.drop !== null);
  const volumes = [...new Set(p.variants.map((v) => v.ml).filter((ml): ml is number => ml !== null))].map(
    (ml) => `${ml} ml`,
  );
  const cheapest100 = per.filter((x) => x.per100 !== null).sort((a, b) => a.per100! - b.per100!)[0];
  return [
    `• ${link(productSource(p))}:`,
    [
      strength,
      volumes.length ? `${p.kind === 'ulei' ? 'flacon' : 'ambalaj'} de ${volumes.join(' sau ')}` : null,
      drop && p.kind === 'ulei' ? `aproximativ ${formatFigure(drop.drop!)} mg de CBD într-o picătură` : null,
      p.kind === 'jeleuri' && p.mgPerPiece !== null ? `${formatFigure(p.mgPerPiece)} mg de CBD într-un jeleu` : null,
      p.kind !== 'ulei' && p.kind !== 'jeleuri'
        ? chosen
            .filter((v) => v.cbdMg !== null)
            .map((v) => `${formatFigure(v.cbdMg!)} mg de CBD${v.ml ? ` în ${v.ml} ml` : ''}`)
            .join(', ') || null
        : null,
      chosen.length > 1 && new Set(chosen.map((v) => v.price)).size > 1
        ? chosen.map((v) => `${money(p, v.price)} (${v.label})`).join(', ')
        : money(p, chosen[0]?.price ?? p.price),
      cheapest100
        ? `${money(p, cheapest100.per100!)} pentru 100 mg de CBD${chosen.length > 1 ? ` (${cheapest100.v.label})` : ''}`
        : null,
      p.spectrum ? SPECTRUM_NAME[p.spectrum] : null,
      // A vape's puffs, as its copy states them ("aproximativ 300 de inhalări").
      puffsIn(p) !== null ? `aproximativ ${countRo(puffsIn(p)!, 'inhalare', 'inhalări')}` : null,
      chosen.some((v) => v.available) ? null : 'epuizat momentan',
    ]
      .filter(Boolean)
      .join('; '),
  ].join(' ');
}

/** "uleiul de 10% și cel de 20%": each part of the question resolved on its own, the form carried from the first. */
export function comparedProducts(
  question: string,
  products: ProductFacts[],
): { product: ProductFacts; percent: number | null }[] {
  const q = fold(question);
  const kinds = kindsIn(q).join(' ');
  const parts = q
    // Not the comma of a price ("49,90").
    .split(/\b(?:si|sau|vs|versus|fata de|cu|ori)\b|,(?!\d)/)
    .map((part) => part.trim())
    .filter((part) => /\w/.test(part));
  const found: { product: ProductFacts; percent: number | null }[] = [];
  for (const part of parts) {
    const named = namedProducts(kindsIn(part).length ? part : `${kinds} ${part}`, products);
    // "gelul cu mentol": a part that the product already found also fits goes on naming it, not another one.
    if (named.some((p) => found.some((f) => f.product === p))) continue;
    if (named.length) found.push({ product: named[0]!, percent: percentsIn(part)[0] ?? null });
  }
  return found;
}

export function compare(question: string, ctx: CatalogueContext): Answer | null {
  const compared = comparedProducts(question, ctx.products);
  if (compared.length < 2) return null;
  const list = compared.slice(0, 3);
  const oils = list.every(({ product }) => product.kind === 'ulei');
  const lines = list.map(({ product, percent }) => oilLine(product, percent));
  return answerWith(
    'catalogue',
    [
      ['Pe scurt, una lângă alta:', ...lines].join('\n'),
      oils
        ? `Miligramele pe picătură le socotim ca în ghidurile noastre, cu aproximativ ${DROPS_PER_ML} de picături la un mililitru; mărimea reală a picăturii depinde de pipetă. Detalii: ${link(OIL_GUIDE)}.`
        : null,
    ],
    list.map(({ product }) => product),
    lines.map((line) => line.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')),
    oils ? [OIL_GUIDE] : [],
  );
}

export function perDrop(question: string, named: ProductFacts[]): Answer | null {
  const q = fold(question);
  const oils = named.filter((p) => p.kind === 'ulei');
  const source =
    oils.length === 1
      ? oils[0]!
      : oils.length > 1 && titleStems(oils[0]!).length < titleStems(oils[1]!).length
        ? oils[0]!
        : null;
  const percent = percentsIn(q)[0] ?? source?.variants.find((v) => v.percent !== null)?.percent ?? null;
  if (percent === null) return null;
  const perMl = percent * 10;
  const drop = perMl / DROPS_PER_ML;
  return answerWith(
    'catalogue',
    [
      `${source ? `${link(productSource(source))} are` : `Un ulei de ${formatFigure(percent)}% are`} aproximativ ${formatFigure(perMl)} mg de CBD la mililitru, adică în jur de ${formatFigure(drop)} mg într-o picătură.`,
      `Socotim, ca în ghidurile noastre, cam ${DROPS_PER_ML} de picături la un mililitru; mărimea reală a picăturii depinde de pipetă. Detalii: ${link(OIL_GUIDE)}.`,
    ],
    source ? [source] : [],
    [
      `${formatFigure(percent)}%: ${formatFigure(perMl)} mg/ml, ${formatFigure(drop)} mg pe picătură (${DROPS_PER_ML} picături/ml)`,
    ],
    [OIL_GUIDE],
  );
}

/** A vape's puffs as its copy states them ("aproximativ 500 de inhalări"), or null. */
export function puffsIn(p: ProductFacts): number | null {
  if (p.kind !== 'vape') return null;
  const m = /aproximativ (\d[\d.]*) de (?:inhalări|pufuri)/i.exec(p.description);
  return m ? Number(m[1]!.replace(/\./g, '')) : null;
}

export function duration(question: string, named: ProductFacts[]): Answer | null {
  const q = fold(question);
  // "Fac cam 50 de pufuri pe zi, cât mă ține?": a vape's puffs, as its copy states them, over the puffs a day said.
  const vape = named.length === 1 ? named[0]! : null;
  const perDay = /(\d{1,3}) (?:de )?(?:pufuri|fumuri|inhalari|trageri)\b/.exec(q);
  if (
    vape &&
    puffsIn(vape) !== null &&
    perDay &&
    /\b(pe zi|zilnic|pe seara|intr-o zi)\b/.test(q) &&
    Number(perDay[1]) > 0
  ) {
    const puffs = puffsIn(vape)!;
    const n = Number(perDay[1]);
    const line = `${link(productSource(vape))} are, după descriere, aproximativ ${countRo(puffs, 'inhalare', 'inhalări')}: la ${countRo(n, 'inhalare', 'inhalări')} pe zi îți ajunge aproximativ ${countRo(Math.floor(puffs / n), 'zi', 'zile')}.`;
    return answerWith('catalogue', [line], [vape], [line]);
  }
  const drops = dropsPerDay(q);
  if (!drops) return null;
  // A bag of jellies lasts its pieces over the pieces a day.
  if (/\b(jele\w*|bucat\w*|punga|gumi\w*)\b/.test(q) || (named.length === 1 && named[0]!.kind === 'jeleuri'))
    return piecesDuration(q, drops, named);
  const asked = mlIn(q);
  const fromProduct =
    named.length === 1
      ? [
          ...new Set(
            variantsNamed(q, named[0]!)
              .map((v) => v.ml)
              .filter((ml): ml is number => ml !== null),
          ),
        ]
      : [];
  const volumes = asked.length ? asked : fromProduct.length ? fromProduct : [10, 30];
  const lines = volumes.map((ml) => {
    const total = ml * DROPS_PER_ML;
    return `Un flacon de ${ml} ml are aproximativ ${countRo(total, 'picătură', 'picături')}: la ${countRo(drops, 'picătură', 'picături')} pe zi îți ajunge aproximativ ${countRo(Math.floor(total / drops), 'zi', 'zile')}.`;
  });
  if (named.length === 1) lines.unshift(`Pentru ${link(productSource(named[0]!))}:`);
  return answerWith(
    'catalogue',
    [
      ...lines,
      `Socotim, ca în ghidurile noastre, cam ${DROPS_PER_ML} de picături la un mililitru; mărimea reală a picăturii depinde de pipetă, așa că cifra este aproximativă. Detalii: ${link(OIL_GUIDE)}.`,
    ],
    named.length === 1 ? named : [],
    lines,
    [OIL_GUIDE],
  );
}

function piecesDuration(q: string, perDay: number, named: ProductFacts[]): Answer | null {
  const jellies = named.filter((p) => p.kind === 'jeleuri');
  const stated = /(\d+) (?:de )?(?:jeleuri|bucati|buc)\b|\bpunga de (\d+)\b/.exec(q);
  const sizes = stated
    ? [Number(stated[1] ?? stated[2])]
    : jellies.length === 1
      ? // "punga mică": the smaller size only.
        [
          ...new Set(
            variantsNamed(q, jellies[0]!)
              .map((v) => v.pieces)
              .filter((n): n is number => n !== null),
          ),
        ]
      : [];
  if (!sizes.length) return null;
  const pack = jellies.length === 1 ? jellies[0]!.variants[0]!.pack : 'un ambalaj';
  const lines = sizes.map(
    (n) =>
      `${pack.charAt(0).toUpperCase()}${pack.slice(1)} de ${countRo(n, 'bucată', 'bucăți')}, la ${countRo(perDay, 'jeleu', 'jeleuri')} pe zi, îți ajunge ${countRo(Math.floor(n / perDay), 'zi', 'zile')}.`,
  );
  if (jellies.length === 1) lines.unshift(`Pentru ${link(productSource(jellies[0]!))}:`);
  return answerWith('catalogue', lines, jellies.length === 1 ? jellies : [], lines);
}

export function packageContent(named: ProductFacts[]): Answer | null {
  const jellies = named.filter((p) => p.kind === 'jeleuri');
  if (jellies.length !== 1) return null;
  const [p] = jellies as [ProductFacts];
  const sizes = [...new Set(p.variants.map((v) => v.pieces).filter((n): n is number => n !== null))];
  const lead = sizes.length
    ? `${p.variants[0]!.pack.charAt(0).toUpperCase()}${p.variants[0]!.pack.slice(1)} de ${link(productSource(p))} are ${sizes.map((n) => countRo(n, 'bucată', 'bucăți')).join(' sau ')}`
    : `${link(productSource(p))}`;
  const each =
    p.mgPerPiece !== null ? `${sizes.length ? ', fiecare' : ' are'} cu ${formatFigure(p.mgPerPiece)} mg de CBD` : '';
  return answerWith(
    'catalogue',
    [`${lead}${each}.`, p.usage ? `Din descrierea produsului: „${p.usage}”` : null],
    [p],
    [`${p.title}: ${sizes.join('/')} bucăți, ${p.mgPerPiece ?? '?'} mg CBD/bucată`, ...(p.usage ? [p.usage] : [])],
  );
}

/** How much CBD a package holds, how many puffs, what volume: the product's own figures. */
export function contents(question: string, one: ProductFacts[], ctx: CatalogueContext): Answer | null {
  // "Cât CBD are fiecare?" of two or three products: each one's, when each has it.
  if (one.length > 1 && one.length <= 3) {
    const each = one.map((p) => contents(question, [p], ctx));
    if (each.some((a) => a === null)) return null;
    return answerWith(
      'catalogue',
      [each.map((a) => a!.text).join('\n')],
      one,
      each.flatMap((a) => a!.facts),
    );
  }
  if (one.length !== 1) return null;
  const [p] = one as [ProductFacts];
  const q = fold(question);
  const variants = variantsNamed(question, p);
  const lines: string[] = [];
  if (/\bmasurat\w*|laborator\w*|analiz\w*/.test(q)) {
    const lot = ctx.lots?.get(p.handle);
    for (const row of lot?.cbd ?? [])
      lines.push(
        `În ${link(productSource(p))}, laboratorul a măsurat ${formatFigure(row.measured.value)} ${row.measured.unit}${row.label ? ` (${row.label})` : ''}, față de ${formatFigure(row.declared.value)} ${row.declared.unit} declarate, în lotul ${lot!.number}.`,
      );
  } else if (/pufuri|inhalari/.test(q)) {
    const puffs = sentences(p.description).find((s) => /pufuri|inhalări/i.test(s));
    if (puffs) lines.push(`Din descrierea produsului: „${puffs}”`);
  } else if (/volum|mare|capacitate|cati ml/.test(q) && !/\b(mg|miligram\w*|cbd)\b/.test(q)) {
    const volumes = [...new Set(variants.map((v) => v.ml).filter((ml): ml is number => ml !== null))];
    if (volumes.length)
      lines.push(`${link(productSource(p))} se găsește în ${volumes.map((ml) => `${ml} ml`).join(' și ')}.`);
  } else {
    for (const v of variants) {
      const label = v.label ? ` (${v.label})` : '';
      if (p.kind === 'jeleuri' && p.mgPerPiece !== null) {
        lines.push(
          `${link(productSource(p))}${label}: ${formatFigure(p.mgPerPiece)} mg de CBD într-un jeleu${v.pieces ? `, adică ${formatFigure(p.mgPerPiece * v.pieces)} mg într-${v.pack} de ${countRo(v.pieces, 'bucată', 'bucăți')}` : ''}.`,
        );
      } else if (v.cbdMg !== null) {
        lines.push(
          `${link(productSource(p))}${label} are ${formatFigure(v.cbdMg)} mg de CBD${v.ml ? ` în ${v.ml} ml` : ''}.`,
        );
      }
    }
    if (!lines.length) {
      const stated = sentences(p.description).find((s) => /\d[\d.]*\s?mg de CBD/i.test(s));
      if (stated) lines.push(`Din descrierea produsului ${link(productSource(p))}: „${stated}”`);
    }
    // What the label declares, as the lot's analysis reports it ("50 mg / 0,5 ml" for a vape).
    if (!lines.length)
      for (const row of ctx.lots?.get(p.handle)?.cbd ?? [])
        lines.push(
          `${link(productSource(p))}${row.label ? ` (${row.label})` : ''} are ${formatFigure(row.declared.value)} ${row.declared.unit} de CBD, după etichetă.`,
        );
  }
  if (!lines.length) return null;
  return answerWith(
    'catalogue',
    [[...new Set(lines)].join('\n')],
    [p],
    lines.map((l) => l.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')),
  );
}
