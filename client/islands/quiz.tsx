import { useEffect, useRef, useState } from 'react';
import { genericSuggestions, quizQuestions } from '../../content/quiz';
import { quizPrompt } from '../../content/quiz-prompt';
import { messages } from '../../domain/contract/messages';
import { formatMoney } from '../../domain/format';
import { productFormOf } from '../../domain/product-form';
import { ProductImage } from '../components/product-image';
import { type FunctionsConfig, invokeFunction } from '../lib/functions';
import { productPath } from '../lib/product-item';
import { loadSearchIndex, type SearchProduct } from '../lib/search-index';
import { notify } from '../lib/toast';
import { AddToCartButton } from './add-to-cart-button';

interface Result {
  product: SearchProduct;
  reason: string;
  dosage: string | null;
}

type Phase = { step: number } | { loading: true } | { results: Result[]; failed: boolean };

const TOTAL = quizQuestions.length;

/**
 * SPEC §8 fallback: the first 3 loaded products, with price; never an e-cigarette (Legea 64/2024: the quiz does not
 * know whether the shopper smokes).
 */
const fallbackFrom = (products: SearchProduct[]): Result[] =>
  products
    .filter((p) => p.availableForSale && !(p.vape ?? productFormOf(null, p.title) === 'vape'))
    .slice(0, 3)
    .map((product) => ({ product, reason: '', dosage: null }));

async function recommendations(
  functions: FunctionsConfig,
  answers: string[],
): Promise<{ results: Result[]; failed: boolean }> {
  const products = await loadSearchIndex();
  const answer = products.length
    ? await invokeFunction<{ recommendations?: { product_name?: unknown; reason?: unknown; dosage?: unknown }[] }>(
        functions,
        'ai-product-quiz',
        {
          prompt: quizPrompt(answers, products),
        },
      )
    : null;
  const byName = new Map(products.map((p) => [p.title, p]));
  const results = (answer?.ok ? (answer.data.recommendations ?? []) : [])
    .map((r) => {
      const product = typeof r.product_name === 'string' ? byName.get(r.product_name) : undefined;
      return product
        ? {
            product,
            reason: typeof r.reason === 'string' ? r.reason : '',
            dosage: typeof r.dosage === 'string' ? r.dosage : null,
          }
        : null;
    })
    .filter((r): r is Result => r !== null);
  if (results.length === 3) return { results, failed: false };
  notify('error', messages.quizFailed);
  return { results: fallbackFrom(products), failed: true };
}

function ResultCard({ result, Heading }: { result: Result; Heading: 'h3' | 'h4' }) {
  const { product } = result;
  return (
    <li className="card flex flex-col overflow-hidden text-left">
      <ProductImage
        image={product.image ? { ...product.image, width: null, height: null } : undefined}
        sizes="(min-width: 768px) 16rem, 92vw"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <Heading className="text-lg font-semibold">
          <a href={productPath(product.handle)} className="hover:text-forest-800 hover:underline">
            {product.title}
          </a>
        </Heading>
        <p className="text-xl font-bold text-pumpkin-700">{formatMoney(product.price)}</p>
        {result.reason && <p className="text-ink-700">{result.reason}</p>}
        {result.dosage && (
          <p className="rounded-xl bg-forest-50 p-3 text-sm text-ink-700">
            <strong className="text-ink-900">Cum se folosește:</strong> {result.dosage}
          </p>
        )}
        {product.item && (
          <div className="mt-auto pt-2">
            <AddToCartButton item={product.item} available={product.availableForSale} />
          </div>
        )}
      </div>
    </li>
  );
}

/**
 * The product quiz (SPEC §4): four questions, each answer advances, a progress percent, a loading state,
 * then three recommendations from ai-product-quiz, or the spec's fallback with its error message.
 * Headings are announced and focused at each step, so it works by keyboard and with a screen reader.
 */
export function Quiz({ functions, headingLevel = 'h3' }: { functions: FunctionsConfig; headingLevel?: 'h2' | 'h3' }) {
  const [phase, setPhase] = useState<Phase>({ step: 0 });
  const [answers, setAnswers] = useState<string[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);
  const started = useRef(false);
  const Heading = headingLevel;
  const CardHeading = headingLevel === 'h2' ? 'h3' : 'h4';

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new phase (question, loading, results) moves focus to its heading.
  useEffect(() => {
    // Focus follows the quiz once the shopper has started it (never on page load).
    if (started.current) heading.current?.focus();
  }, [phase]);

  const choose = async (id: string) => {
    started.current = true;
    if (!('step' in phase)) return;
    const next = [...answers.slice(0, phase.step), id];
    setAnswers(next);
    if (phase.step + 1 < TOTAL) {
      setPhase({ step: phase.step + 1 });
      return;
    }
    setPhase({ loading: true });
    setPhase(await recommendations(functions, next));
  };
  const restart = () => {
    started.current = true;
    setAnswers([]);
    setPhase({ step: 0 });
  };

  const done = 'step' in phase ? phase.step : TOTAL;
  const percent = Math.round((done / TOTAL) * 100);

  return (
    <div className="mx-auto max-w-4xl">
      <div className="mb-6">
        <div className="flex justify-between text-sm font-medium text-ink-700">
          <span>{'step' in phase ? `Întrebarea ${phase.step + 1} din ${TOTAL}` : 'Rezultate'}</span>
          <span>{percent}%</span>
        </div>
        <div
          role="progressbar"
          aria-label="Progresul chestionarului"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-2 h-2 overflow-hidden rounded-full bg-cream-200"
        >
          <div className="h-full rounded-full bg-forest-700 transition-[width]" style={{ width: `${percent}%` }} />
        </div>
      </div>

      {'step' in phase && (
        <fieldset key={phase.step}>
          <legend className="w-full">
            <Heading
              ref={heading}
              tabIndex={-1}
              className="text-center font-display text-2xl font-bold outline-none sm:text-3xl"
            >
              {quizQuestions[phase.step]!.question}
            </Heading>
          </legend>
          <div className="mt-6 grid gap-3 sm:grid-cols-2">
            {quizQuestions[phase.step]!.options.map((option) => (
              <button
                key={option.id}
                type="button"
                onClick={() => void choose(option.id)}
                className="min-h-14 rounded-2xl border-2 border-cream-200 bg-white px-5 py-3 text-left font-semibold text-ink-900 hover:border-forest-700 hover:bg-forest-50 focus-visible:border-forest-700"
              >
                {option.label}
              </button>
            ))}
          </div>
          {phase.step > 0 && (
            <button
              type="button"
              onClick={() => setPhase({ step: phase.step - 1 })}
              className="mt-4 text-sm font-semibold text-forest-800 underline underline-offset-4"
            >
              Înapoi la întrebarea anterioară
            </button>
          )}
        </fieldset>
      )}

      {'loading' in phase && (
        <div role="status" className="py-10 text-center">
          <Heading ref={heading} tabIndex={-1} className="font-display text-2xl font-bold outline-none">
            Pregătim recomandările tale…
          </Heading>
          <span
            className="mx-auto mt-6 block size-10 animate-spin rounded-full border-4 border-forest-200 border-t-forest-700"
            aria-hidden="true"
          />
        </div>
      )}

      {'results' in phase && (
        <div>
          <Heading
            ref={heading}
            tabIndex={-1}
            className="text-center font-display text-2xl font-bold outline-none sm:text-3xl"
          >
            {phase.failed ? 'Câteva produse de la care poți porni' : 'Recomandările tale'}
          </Heading>
          {phase.failed && (
            <p role="alert" className="mt-3 text-center font-semibold text-pumpkin-700">
              {messages.quizFailed}
            </p>
          )}
          {phase.results.length ? (
            <ul className="mt-6 grid gap-6 md:grid-cols-3">
              {phase.results.map((result) => (
                <ResultCard key={result.product.handle} result={result} Heading={CardHeading} />
              ))}
            </ul>
          ) : (
            <ul className="mt-6 grid gap-6 md:grid-cols-3">
              {genericSuggestions.map((s) => (
                <li key={s.title} className="card p-5 text-left">
                  <CardHeading className="text-lg font-semibold">
                    <a href={s.href} className="hover:underline">
                      {s.title}
                    </a>
                  </CardHeading>
                  <p className="mt-2 text-ink-700">{s.text}</p>
                </li>
              ))}
            </ul>
          )}
          <p className="mt-6 text-center text-sm text-ink-600">
            Produsele CBD nu sunt medicamente. Dacă iei medicamente, ești însărcinată sau alăptezi, întreabă-ți medicul.
          </p>
          <div className="mt-6 text-center">
            <button type="button" onClick={restart} className="btn btn-outline">
              Reîncepe chestionarul
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
