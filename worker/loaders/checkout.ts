import type { Context } from 'hono';
import { messages } from '../../domain/contract/messages';
import { shippingFor } from '../../domain/shipping';
import type { RemoteCart } from '../../domain/types';
import { deleteKvCart } from '../../packages/embedded-storefront/src/carts';
import type { AppEnv } from '../app-env';
import { canonicalCode } from '../codes/codes';
import { codeState, findOrder, type PlaceOrderResult, placeOrder } from '../codes/store';

const cartGid = (token: string) => `gid://shopify/Cart/${token}`;

/** The order placed from the cart of `token` (D1), or null while its checkout is open. */
export const placedOrder = (c: Context<AppEnv>, token: string) => findOrder(c.env.DB, token);

/** The cart being checked out; null when the store knows no such cart. */
export const checkoutCart = (c: Context<AppEnv>, token: string) => c.var.storefront.cart(cartGid(token));

/** Why `code` does not apply, in the shopper's words (a used code is told as such). */
export async function codeRefusal(c: Context<AppEnv>, code: string): Promise<string> {
  return (await codeState(c.env.DB, code)) === 'used'
    ? `${code}: ${messages.codeUsed}`
    : `${code}: ${messages.invalidCode}.`;
}

/** Why the first code on the cart that does not apply is refused; null when every code applies. */
export async function codeNotice(c: Context<AppEnv>, cart: RemoteCart): Promise<string | null> {
  for (const { code, applicable } of cart.discountCodes) {
    if (applicable) continue;
    return codeRefusal(c, code);
  }
  return null;
}

/**
 * Records the order of `cart` with its `applied` code in D1 (one transaction with the code's use) and, once
 * placed, closes the cart: its checkout page shows the order from then on. A code another order took first
 * comes back as 'code-used' or 'code-unknown', and nothing is recorded.
 */
export async function placeCheckoutOrder(
  c: Context<AppEnv>,
  token: string,
  cart: RemoteCart,
  applied: string | null,
): Promise<PlaceOrderResult> {
  const code = applied ? (canonicalCode(applied)?.code ?? null) : null;
  const shipping = shippingFor(cart.totalAmount.amount, cart.lines.length);
  const result = await placeOrder(c.env.DB, {
    cartToken: token,
    code,
    lines: cart.lines.map((l) => ({
      variantId: l.variantId,
      title: l.productTitle,
      quantity: l.quantity,
      amount: l.price.amount,
    })),
    subtotal: cart.subtotalAmount.amount,
    discount: cart.discountAmount.amount,
    total: cart.totalAmount.amount + shipping,
    currency: cart.totalAmount.currencyCode,
  });
  if (result.kind === 'code-used' || result.kind === 'code-unknown') return result;
  try {
    await deleteKvCart(c.env.STOREFRONT_CACHE, token);
  } catch (error) {
    console.error('placed order: the cart could not be deleted', error);
  }
  return result;
}
