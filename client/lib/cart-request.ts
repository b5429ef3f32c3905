import { type CartItem, useCartStore } from '../stores/cart';
import { notify } from './toast';

export interface CartAnswer {
  checkoutUrl?: string;
  cartId?: string;
  error?: string;
  description?: string;
  code?: string;
  product?: string;
  discount?: { amount: unknown };
  discountCode?: { code: string; applicable: unknown; reason?: unknown } | null;
  /** Lines the store took fewer of than asked: its stock (MERCHANDISE_NOT_ENOUGH_STOCK). */
  warnings?: { code?: unknown; variantId?: unknown; added?: unknown; message?: unknown }[];
}

/**
 * The store took fewer units of a line than the cart asked for (its stock): the cart holds what the checkout
 * will, and the shopper reads it ("Am adăugat doar 86: atât avem în stoc.") instead of finding out at payment.
 */
export function applyStockWarnings(answer: CartAnswer): void {
  if (!Array.isArray(answer.warnings)) return;
  for (const warning of answer.warnings) {
    if (warning?.code !== 'MERCHANDISE_NOT_ENOUGH_STOCK' || typeof warning.variantId !== 'string' || typeof warning.message !== 'string') continue;
    const added = Number(warning.added);
    if (!Number.isInteger(added) || added < 1) continue;
    const line = useCartStore.getState().items.find((l) => l.variantId === warning.variantId);
    if (!line || line.quantity <= added) continue;
    useCartStore.getState().updateQuantity(warning.variantId, added);
    notify('info', warning.message, line.product.title);
  }
}

/** A checkout waits this long for its cart; a code check less (the shopper is looking at the field). */
const CHECKOUT_WAIT_MS = 20_000;
const QUOTE_WAIT_MS = 10_000;

/**
 * The cart as the worker makes it into a store cart: 'checkout' (POST /api/cart, with the checkout URL) or
 * 'quote' (POST /api/cart/quote, its own rate budget). A request that outlasts its wait is abandoned.
 */
export async function postCart(items: CartItem[], discountCode: string | null, purpose: 'checkout' | 'quote' = 'checkout'): Promise<{ ok: boolean; answer: CartAnswer }> {
  const response = await fetch(purpose === 'quote' ? '/api/cart/quote' : '/api/cart', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      lines: items.map((line) => ({ merchandiseId: line.variantId, quantity: line.quantity })),
      ...(discountCode ? { discountCode } : {}),
      // Only startCheckout hands off, and only once the checkout's 18+ box is ticked.
      ...(purpose === 'checkout' ? { adult: true } : {}),
    }),
    signal: AbortSignal.timeout(purpose === 'quote' ? QUOTE_WAIT_MS : CHECKOUT_WAIT_MS),
  });
  return { ok: response.ok, answer: (await response.json().catch(() => ({}))) as CartAnswer };
}
