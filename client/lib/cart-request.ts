import type { CartItem } from '../stores/cart';

export interface CartAnswer {
  checkoutUrl?: string;
  cartId?: string;
  error?: string;
  description?: string;
  code?: string;
  product?: string;
  discount?: { amount: unknown };
  discountCode?: { code: string; applicable: unknown; reason?: unknown } | null;
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
    }),
    signal: AbortSignal.timeout(purpose === 'quote' ? QUOTE_WAIT_MS : CHECKOUT_WAIT_MS),
  });
  return { ok: response.ok, answer: (await response.json().catch(() => ({}))) as CartAnswer };
}
