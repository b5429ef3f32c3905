// The product quiz's offline recommender: a deterministic scorer over the catalogue's attributes. It reads
// the answers from the spec's prompt (by their labels) and always returns 3 distinct products that exist and
// are available, each with a reason citing what matched and the dosage its own description gives.
import { quizQuestions, type QuizQuestionId } from '../../content/quiz';
import { kindOf, type ProductKind } from './intents';
import type { ProductFacts } from './knowledge';
import { fold } from './text';

export type QuizAnswers = Partial<Record<QuizQuestionId, string>>;

export interface Recommendation {
  product_name: string;
  reason: string;
  dosage: string;
}

/** The answers a prompt names (each option's label is unique across the quiz). */
export function answersIn(prompt: string): QuizAnswers {
  const text = fold(prompt);
  const answers: QuizAnswers = {};
  for (const question of quizQuestions) {
    const option = question.options.find((o) => text.includes(fold(o.label)));
    if (option) answers[question.id] = option.id;
  }
  return answers;
}

/**
 * Products the prompt lists ("- Name | …"), as the catalogue names them (all of them when it lists none),
 * and the rest of the catalogue, which only fills in when the list has fewer than 3 available products.
 */
export function productsIn(prompt: string, catalogue: ProductFacts[]): { listed: ProductFacts[]; rest: ProductFacts[] } {
  const named = new Set(
    prompt
      .split('\n')
      .map((line) => /^\s*-\s*([^|]+)\|/.exec(line)?.[1]?.trim())
      .filter((name): name is string => Boolean(name))
      .map(fold),
  );
  const listed = catalogue.filter((p) => named.has(fold(p.title)));
  if (!listed.length) return { listed: catalogue, rest: [] };
  return { listed, rest: catalogue.filter((p) => !listed.includes(p)) };
}

const GOAL_NEEDS: Record<string, string[]> = { somn: ['relaxare'], calm: ['anxietate'], recuperare: ['durere', 'sport'], energie: ['energie'] };
const FORM_KINDS: Record<string, ProductKind[]> = { ulei: ['ulei'], jeleuri: ['jeleuri'], vape: ['vape'], topic: ['crema', 'topic'] };
/** "este un ulei" / "sunt jeleuri": the form, with its verb. */
const KIND_NAME: Record<ProductKind, string> = { ulei: 'este un ulei', jeleuri: 'sunt jeleuri', vape: 'este un vape', crema: 'este o cremă', topic: 'este un produs de aplicat pe piele' };

/** The product's concentrations in %, lowest first (several when it is sold in more than one). */
const strengths = (p: ProductFacts) =>
  [...(p.concentration ?? '').matchAll(/(\d+(?:[.,]\d+)?)\s?%/g)].map((m) => Number(m[1]!.replace(',', '.'))).filter((n) => n > 0).sort((a, b) => a - b);

interface Scored {
  product: ProductFacts;
  score: number;
  why: string[];
}

function score(product: ProductFacts, answers: QuizAnswers): Scored {
  let points = 0;
  const why: string[] = [];
  const goal = quizQuestions[0]!.options.find((o) => o.id === answers.goal);
  if (goal && GOAL_NEEDS[goal.id]!.some((n) => product.needIds.includes(n))) {
    points += 6;
    why.push(`se potrivește cu ce ți-ai propus (${goal.label.toLowerCase()})`);
  }
  const kind = kindOf(product.productType);
  if (answers.form && FORM_KINDS[answers.form]!.includes(kind)) {
    points += 5;
    why.push(`${KIND_NAME[kind]}, forma pe care o preferi`);
  }
  const levels = strengths(product);
  if (levels.length && answers.experience) {
    const [low, high] = [levels[0]!, levels.at(-1)!];
    const has = levels.length > 1 ? 'se găsește și într-o concentrație' : 'are o concentrație';
    const beginner = answers.experience === 'niciodata' || answers.experience === 'putin';
    if (beginner && low <= 10) {
      points += 2;
      why.push(`${has} blândă (${low}%), potrivită la început`);
    } else if (beginner && low >= 20) points -= 2;
    else if (answers.experience === 'regulat' && high >= 15) {
      points += 2;
      why.push(`${has} mai mare (${high}%), pentru cine folosește deja CBD zilnic`);
    } else if (answers.experience === 'ocazional' && levels.some((l) => l >= 10 && l <= 15)) points += 1;
  }
  if (answers.moment === 'seara' && product.needIds.includes('relaxare')) {
    points += 2;
    why.push('își face loc ușor în rutina de seară');
  } else if (answers.moment === 'dimineata' && product.needIds.includes('energie')) {
    points += 2;
    why.push('e gândit pentru începutul zilei');
  } else if (answers.moment === 'nevoie' && (kind === 'vape' || kind === 'topic' || kind === 'crema')) {
    points += 2;
    why.push('îl folosești doar atunci când ai nevoie');
  } else if (answers.moment === 'rutina' && product.needIds.includes('wellness')) {
    points += 1;
    why.push('se potrivește în rutina zilnică de echilibru');
  }
  return { product, score: points, why };
}

function reasonOf({ product, why }: Scored): string {
  if (!why.length) return `Completează bine selecția: ${product.productType.toLowerCase()}${product.needs.length ? ` pentru ${product.needs.map((n) => n.toLowerCase()).join(' și ')}` : ''}.`;
  const [first, ...rest] = why;
  const list = rest.length ? `${[first, ...rest.slice(0, -1)].join(', ')} și ${rest.at(-1)}` : first;
  return `Se potrivește pentru că ${list}.`;
}

/** Dosage as the product's own description gives it (the same guidance as our articles). */
export const dosageOf = (product: ProductFacts) => product.usage ?? 'Urmează indicațiile de pe ambalaj și pornește cu cea mai mică cantitate.';

const rank = (candidates: ProductFacts[], answers: QuizAnswers) =>
  candidates
    .filter((p) => p.available)
    .map((p) => score(p, answers))
    .sort((a, b) => b.score - a.score || a.product.price - b.product.price || a.product.title.localeCompare(b.product.title, 'ro'));

/**
 * Exactly 3 distinct available products, best first (ties go to the lower price, then the name), chosen
 * among `candidates`; `rest` fills in only when the candidates have fewer than 3 available.
 */
export function recommend(answers: QuizAnswers, candidates: ProductFacts[], rest: ProductFacts[] = []): Recommendation[] {
  const ranked = rank(candidates, answers);
  const picks: Scored[] = [];
  const sameKind = (scored: Scored) => picks.filter((p) => kindOf(p.product.productType) === kindOf(scored.product.productType)).length;
  for (const scored of ranked) {
    if (picks.length === 3) break;
    // Without a preferred form, some variety: at most two of a kind on the first pass.
    if (!answers.form && sameKind(scored) >= 2) continue;
    picks.push(scored);
  }
  for (const scored of [...ranked, ...rank(rest, answers)]) if (picks.length < 3 && !picks.includes(scored)) picks.push(scored);
  return picks.map((s) => ({ product_name: s.product.title, reason: reasonOf(s), dosage: dosageOf(s.product) }));
}
