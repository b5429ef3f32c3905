import { useEffect } from 'react';
import { create } from 'zustand';
import { messages } from './contract/messages';
import { type CartItem, useCartStore } from '../stores/cart';

/** What the store says a code takes off the current lines (POST /api/cart with the code). */
export interface Quote {
  /** The lines and code this answer is for. */
  key: string;
  code: string;
  applicable: boolean;
  discount: number;
}

export type CodeCheck = { kind: 'quote'; quote: Quote } | { kind: 'refused'; message: string } | { kind: 'failed' };

interface CartAnswer {
  checkoutUrl?: string;
  cartId?: string;
  error?: string;
  description?: string;
  code?: string;
  discount?: { amount: number };
  discountCode?: { code: string; applicable: boolean } | null;
}

/** The cart as the worker makes it into a store cart: one request for the checkout and for checking a code. */
export async function postCart(items: CartItem[], discountCode: string | null): Promise<{ ok: boolean; answer: CartAnswer }> {
  const response = await fetch('/api/cart', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      lines: items.map((line) => ({ merchandiseId: line.variantId, quantity: line.quantity })),
      ...(discountCode ? { discountCode } : {}),
    }),
  });
  return { ok: response.ok, answer: (await response.json().catch(() => ({}))) as CartAnswer };
}

export const normalizeCode = (code: string) => code.trim().toUpperCase();
export const quoteKey = (items: CartItem[], code: string) => `${normalizeCode(code)}|${items.map((l) => `${l.variantId}*${l.quantity}`).join(',')}`;

/** Asks the store what `code` takes off `items`. A code the contract refuses is 'Codul nu este valid'. */
export async function checkCode(items: CartItem[], code: string): Promise<CodeCheck> {
  try {
    const { ok, answer } = await postCart(items, normalizeCode(code));
    if (ok && answer.discountCode) {
      const applicable = answer.discountCode.applicable;
      return { kind: 'quote', quote: { key: quoteKey(items, code), code: normalizeCode(code), applicable, discount: applicable ? (answer.discount?.amount ?? 0) : 0 } };
    }
    if (answer.code === 'INVALID' && answer.error === messages.invalidCode) return { kind: 'refused', message: messages.invalidCode };
    return answer.error ? { kind: 'refused', message: answer.description ? `${answer.error}: ${answer.description}` : answer.error } : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}

interface QuoteState {
  quote: Quote | null;
  /** The key being asked about, so two islands showing the cart ask once. */
  pending: string | null;
  failed: string | null;
}

export const useQuoteStore = create<QuoteState>(() => ({ quote: null, pending: null, failed: null }));

async function refresh(items: CartItem[], code: string, key: string) {
  const state = useQuoteStore.getState();
  if (state.quote?.key === key || state.pending === key) return;
  useQuoteStore.setState({ pending: key, failed: null });
  const result = await checkCode(items, code);
  if (useQuoteStore.getState().pending !== key) return;
  useQuoteStore.setState(result.kind === 'quote' ? { quote: result.quote, pending: null } : { pending: null, failed: key });
}

/**
 * The applied code's effect on the lines as they are now. When the lines change, the store is asked again
 * (after a short pause, so a run of taps on + asks once); until it answers, the reduction is 'pending'.
 */
export function useCodeTotals(): { code: string | null; quote: Quote | null; pending: boolean; failed: boolean } {
  const items = useCartStore((s) => s.items);
  const code = useCartStore((s) => s.discountCode);
  const key = code && items.length ? quoteKey(items, code) : null;
  const quote = useQuoteStore((s) => s.quote);
  const failed = useQuoteStore((s) => s.failed);
  useEffect(() => {
    if (!key || !code) return;
    const timer = setTimeout(() => void refresh(items, code, key), 300);
    return () => clearTimeout(timer);
    // The key stands for the items and the code: it alone decides when to ask again.
  }, [key]);
  const current = key && quote?.key === key ? quote : null;
  return { code, quote: current, pending: Boolean(key) && !current && failed !== key, failed: Boolean(key) && failed === key };
}
