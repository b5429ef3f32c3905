// Stock (how many are left, which variants), a product's price, and a restock we have no date for.
import { DEFAULT_SUPPORT_EMAIL } from '../../env';
import { type Answer, link, money, productSource } from '../answer';
import type { ProductFacts, VariantFacts } from '../product-facts';
import { fold } from '../text';
import { variantsNamed } from './named';
import { answerWith, factOf, productLine, stockCounts, variantLine } from './shared';

const HOW_MANY =
  /\b(cate (bucati|buc|mai aveti|mai sunt|sunt pe stoc|aveti)|ce cantitate (mai )?aveti|cat (mai )?aveti (pe|in) stoc)\b|\bcate\b.{0,40}\b(mai aveti|mai sunt|aveti (in|pe) stoc|sunt (in|pe) stoc|in stoc|pe stoc)\b/;

export function stock(question: string, named: ProductFacts[], picked: VariantFacts | null = null): Answer | null {
  if (named.length !== 1) return null;
  const [p] = named as [ProductFacts];
  // "Câte mai aveți?" after the price of its 15%: the variant picked, when the question names none.
  const said = variantsNamed(question, p);
  const variants = said.length === p.variants.length && picked && p.variants.includes(picked) ? [picked] : said;
  const lines =
    variants.length === p.variants.length && p.variants.length === 1 ? [] : variants.map((v) => variantLine(p, v));
  // "Câte bucăți mai aveți?": the stock the store shares.
  const counts = HOW_MANY.test(fold(question)) ? [stockCounts(variants)].filter((c): c is string => Boolean(c)) : [];
  const all = variants.every((v) => v.available);
  const none = variants.every((v) => !v.available);
  const lead = none
    ? `${link(productSource(p))}${variants.length === 1 && variants[0]!.label ? ` (${variants[0]!.label})` : ''} nu mai este în stoc momentan (epuizat); prețul lui este ${money(p, Math.min(...variants.map((v) => v.price)))}.`
    : all
      ? `Da, ${link(productSource(p))}${variants.length === 1 && variants[0]!.label ? ` (${variants[0]!.label})` : ''} este în stoc, la ${money(p, Math.min(...variants.map((v) => v.price)))}.`
      : `${link(productSource(p))} este în stoc doar în unele variante:`;
  const alternatives =
    none && p.variants.some((v) => v.available)
      ? [
          'Îl găsești în stoc în aceste variante:',
          ...p.variants.filter((v) => v.available).map((v) => variantLine(p, v)),
        ].join('\n')
      : null;
  return answerWith(
    'catalogue',
    [
      all || none ? lead : [lead, ...lines].join('\n'),
      none ? alternatives : all && lines.length > 1 ? lines.join('\n') : null,
      counts[0] ?? null,
    ],
    [p],
    [...variants.map((v) => factOf(p, v)), ...counts],
  );
}

export function price(question: string, named: ProductFacts[]): Answer | null {
  if (!named.length) return null;
  if (named.length > 1) {
    const list = named.slice(0, 4);
    return answerWith(
      'catalogue',
      [
        ['Se potrivesc mai multe produse:', ...list.map(productLine)].join('\n'),
        'Spune-mi la care te referi și îți dau detaliile.',
      ],
      list,
      list.map((p) => factOf(p)),
    );
  }
  const [p] = named as [ProductFacts];
  const variants = variantsNamed(question, p);
  const sameForAll = new Set(variants.map((v) => v.price)).size === 1;
  const lead =
    variants.length === 1 || sameForAll
      ? `${link(productSource(p))}${variants.length === 1 && variants[0]!.label ? ` (${variants[0]!.label})` : ''} costă ${money(p, variants[0]!.price)} și ${variants.some((v) => v.available) ? 'este în stoc' : 'este epuizat momentan'}.`
      : [`${link(productSource(p))} costă, după variantă:`, ...variants.map((v) => variantLine(p, v))].join('\n');
  const concentration = p.concentration && p.kind === 'ulei' ? `Concentrația: ${p.concentration}.` : null;
  const counts = HOW_MANY.test(fold(question)) ? stockCounts(variants) : null;
  return answerWith(
    'catalogue',
    [lead, counts, concentration, p.usage ? `Din descrierea produsului: „${p.usage}”` : null],
    [p],
    [...variants.map((v) => factOf(p, v)), ...(p.usage ? [p.usage] : [])],
  );
}

export const RESTOCK =
  /\b(cand (mai )?(aduceti|aduci|revine|revin|reveniti|intra|il aveti|o aveti|le aveti|va fi|o sa fie|mai vine)|reaprovizion\w*|readuceti)\b/;

/** "Când mai aduceți X?": what the stock is now, and that we have no date. */
export function restock(question: string, one: ProductFacts[], email = DEFAULT_SUPPORT_EMAIL): Answer | null {
  const answer = stock(question, one);
  if (!answer) return null;
  return {
    ...answer,
    text: `${answer.text}\n\nNu avem o dată pentru reaprovizionare; dacă vrei să afli când revine, scrie-ne la ${email} sau din ${link({ label: 'pagina de contact', path: '/contact-info' })}.`,
  };
}
