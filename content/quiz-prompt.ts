import { formatMoney } from '../domain/format';
import type { Money } from '../domain/types';
import { quizQuestions } from './quiz';

/** SPEC §7: the quiz sends up to 50 products. */
export const QUIZ_PRODUCTS = 50;

export interface PromptProduct {
  title: string;
  description: string;
  price: Money;
}

/**
 * The spec's prompt for ai-product-quiz: the shopper's answers (by their labels), up to 50 products with
 * name, description and price, and the request for exactly 3 of them as JSON.
 */
export function quizPrompt(answers: string[], products: PromptProduct[]): string {
  const lines = quizQuestions.map(
    (q, i) => `${i + 1}. ${q.question} — ${q.options.find((o) => o.id === answers[i])?.label ?? 'fără răspuns'}`,
  );
  const catalogue = products
    .slice(0, QUIZ_PRODUCTS)
    .map((p) => `- ${p.title} | ${p.description.replace(/\s+/g, ' ').slice(0, 180)} | ${formatMoney(p.price)}`);
  return [
    'Răspunsurile mele la quiz:',
    ...lines,
    '',
    'Produse disponibile (nume | descriere | preț):',
    ...catalogue,
    '',
    'Recomandă exact 3 produse din listă. Răspunde doar cu JSON: {"recommendations":[{"product_name":"...","reason":"...","dosage":"..."}]}',
  ].join('\n');
}
