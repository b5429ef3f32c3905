import { CartAnswer, CartRefusal } from '../../domain/contract/cart-answer';
import { type CartItem, useCartStore } from '../stores/cart';
import { notify } from './toast';

/**
 * The worker's answer, read through the contract: a cart (`ok`), or a refusal whose fields the cart shows.
 * An answer that does not fit (a 200 that is no cart, an error without its sentence, no JSON at all) is a
 * refusal with no fields: the callers' generic failure.
 */
export type CartReply = { ok: true; answer: CartAnswer } | { ok: false; answer: Partial<CartRefusal> };

export function readCartReply(ok: boolean, body: unknown): CartReply {
  if (ok) {
    const cart = CartAnswer.safeParse(body);
    return cart.success ? { ok: true, answer: cart.data } : { ok: false, answer: {} };
  }
  const refusal = CartRefusal.safeParse(body);
  return { ok: false, answer: refusal.success ? refusal.data : {} };
}

/**
 * The store took fewer units of a line than the cart asked for (its stock): the cart holds what the checkout
 * will, and the shopper reads it ("Am adăugat doar 86: atât avem în stoc.") instead of finding out at payment.
 */
export function applyStockWarnings(answer: Pick<CartAnswer, 'warnings'>): void {
  for (const warning of answer.warnings) {
    if (warning.code !== 'MERCHANDISE_NOT_ENOUGH_STOCK') continue;
    const { added } = warning;
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
export async function postCart(
  items: CartItem[],
  discountCode: string | null,
  purpose: 'checkout' | 'quote' = 'checkout',
): Promise<CartReply> {
  const response = await fetch(purpose === 'quote' ? '/api/cart/quote' : '/api/cart', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      lines: items.map((line) => ({ merchandiseId: line.variantId, quantity: line.quantity })),
      ...(discountCode ? { discountCode } : {}),
      // Only startCheckout hands off, and only once the checkout's boxes are ticked: 18+, and with a vape in the
      // cart, that the buyer already smokes or vapes.
      ...(purpose === 'checkout' ? { adult: true } : {}),
      ...(purpose === 'checkout' && items.some((line) => line.vape) ? { smoker: true } : {}),
    }),
    signal: AbortSignal.timeout(purpose === 'quote' ? QUOTE_WAIT_MS : CHECKOUT_WAIT_MS),
  });
  return readCartReply(response.ok, await response.json().catch(() => null));
}
