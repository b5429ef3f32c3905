import { useEffect } from 'react';
import { create } from 'zustand';
import { messages } from '../../domain/contract/messages';
import { type CartItem, useCartStore } from '../stores/cart';

/** What the store says a code takes off the current lines (POST /api/cart/quote). */
export interface Quote {
  /** The lines and code this answer is for. */
  key: string;
  code: string;
  applicable: boolean;
  discount: number;
  /** Not applicable because an order already used it. */
  used?: boolean;
  /** Why it does not apply (a cart of vapes only), or what an applicable code was worked out on. */
  note?: string;
}

export type CodeCheck = { kind: 'quote'; quote: Quote } | { kind: 'refused'; message: string } | { kind: 'failed' };

/** A code as the shop writes it: trimmed, upper case (ASCII only: codes are ASCII). */
export const normalizeCode = (code: string) => code.trim().replace(/[a-z]+/g, (s) => s.toUpperCase());
export const quoteKey = (items: CartItem[], code: string) =>
  `${normalizeCode(code)}|${items.map((l) => `${l.variantId}*${l.quantity}`).join(',')}`;

/** Asks the store what `code` takes off `items`. A code the contract refuses is 'Codul nu este valid'. */
export async function checkCode(items: CartItem[], code: string): Promise<CodeCheck> {
  try {
    // Loaded with the first check, not with the cart: the contract's validator only matters once an answer comes.
    const { applyStockWarnings, postCart } = await import('./cart-request');
    const reply = await postCart(items, normalizeCode(code), 'quote');
    if (reply.ok) {
      const { answer } = reply;
      applyStockWarnings(answer);
      const discount = answer.discount.amount;
      if (!answer.discountCode || discount < 0) return { kind: 'failed' };
      const { applicable } = answer.discountCode;
      const used = !applicable && answer.discountCode.reason === 'USED';
      const { message } = answer.discountCode;
      const note = answer.discountCode.reason === 'VAPES' || (applicable && message) ? message : undefined;
      return {
        kind: 'quote',
        quote: {
          key: quoteKey(items, code),
          code: normalizeCode(code),
          applicable,
          discount: applicable ? discount : 0,
          ...(used ? { used } : {}),
          ...(note ? { note } : {}),
        },
      };
    }
    // A refusal the contract does not recognise has no fields: the check failed.
    const { answer } = reply;
    if (answer.code === 'INVALID' && answer.error === messages.invalidCode)
      return { kind: 'refused', message: messages.invalidCode };
    if (answer.code === 'UNAVAILABLE' && answer.product)
      return {
        kind: 'refused',
        message: `${answer.product} nu mai este disponibil: scoate-l din coș, apoi aplică din nou codul.`,
      };
    return answer.error
      ? { kind: 'refused', message: answer.description ? `${answer.error}: ${answer.description}` : answer.error }
      : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}

const KEPT_ANSWERS = 20;

interface QuoteState {
  /** Answers by key (lines and code): an answer that arrives late never stands for other lines. */
  answers: Record<string, Quote>;
  failed: Record<string, true>;
  /** Bumped when the network comes back or the page is shown again: failed keys are asked again. */
  attempt: number;
}

export const useQuoteStore = create<QuoteState>(() => ({ answers: {}, failed: {}, attempt: 0 }));

/** Keeps an answer (the last few only). */
export function keepQuote(quote: Quote): void {
  useQuoteStore.setState((s) => {
    const answers = { ...s.answers, [quote.key]: quote };
    const keys = Object.keys(answers);
    for (const old of keys.slice(0, Math.max(0, keys.length - KEPT_ANSWERS))) delete answers[old];
    const { [quote.key]: _done, ...failed } = s.failed;
    return { answers, failed };
  });
}

/** Keys being asked now: two islands showing the cart ask once. Nothing on screen depends on it. */
const asking = new Set<string>();

async function refresh(items: CartItem[], code: string, key: string) {
  if (useQuoteStore.getState().answers[key] || asking.has(key)) return;
  asking.add(key);
  const result = await checkCode(items, code);
  asking.delete(key);
  if (result.kind === 'quote') keepQuote(result.quote);
  else useQuoteStore.setState((s) => ({ failed: { ...s.failed, [key]: true } }));
}

let listening = false;
/** A failed check is asked again when the network returns or the shopper comes back to the page. */
function retryOnReturn() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  const again = () => {
    if (document.visibilityState === 'hidden') return;
    useQuoteStore.setState((s) => (Object.keys(s.failed).length ? { failed: {}, attempt: s.attempt + 1 } : s));
  };
  window.addEventListener('online', again);
  document.addEventListener('visibilitychange', again);
}

/**
 * The applied code's effect on the lines as they are now. When the lines change, the store is asked again
 * (after a short pause, so a run of taps on + asks once); until it answers, the reduction is 'pending'.
 */
export function useCodeTotals(): { code: string | null; quote: Quote | null; pending: boolean; failed: boolean } {
  const items = useCartStore((s) => s.items);
  const code = useCartStore((s) => s.discountCode);
  const key = code && items.length ? quoteKey(items, code) : null;
  const quote = useQuoteStore((s) => (key ? (s.answers[key] ?? null) : null));
  const failed = useQuoteStore((s) => Boolean(key && s.failed[key]));
  const attempt = useQuoteStore((s) => s.attempt);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the items and the code; `attempt` asks again after a failure.
  useEffect(() => {
    retryOnReturn();
    if (!key || !code) return;
    const timer = setTimeout(() => void refresh(items, code, key), 300);
    return () => clearTimeout(timer);
  }, [key, attempt]);
  return { code, quote, pending: Boolean(key) && !quote && !failed, failed };
}
