import type { Context } from 'hono';
import { shippingFacts } from '../../content/facts';
import { normalizeEmail } from '../../domain/contract/email';
import { messages } from '../../domain/contract/messages';
import { shippingFor } from '../../domain/shipping';
import type { RemoteCart } from '../../domain/types';
import { vapeAmount } from '../../domain/vape-amount';
import { deleteKvCart } from '../../packages/embedded-storefront/src/carts';
import type { AppEnv } from '../app-env';
import { canonicalCode } from '../codes/codes';
import { codeState, findOrder, type PlaceOrderResult, placeOrder } from '../codes/store';
import { enqueue, orderEmailOf, queueOrderEmail } from '../leads/outbox';
import { waitUntil } from '../lib/wait-until';

const cartGid = (token: string) => `gid://shopify/Cart/${token}`;

/** The checkout's e-mail field, refused: what the shopper reads under the field (with a 400, and no order). */
export const ORDER_EMAIL_INVALID =
  'Scrie o adresă de e-mail validă, de exemplu nume@exemplu.ro: pe ea îți trimitem confirmarea comenzii.';

/**
 * The address typed in the checkout's e-mail field, checked as the shop's other forms check one (one '@', a
 * dotted domain, no spaces; trimmed and lower case), or null for anything else (a missing field, a file, a list).
 */
export const orderEmail = (value: unknown): string | null => normalizeEmail(value);

/** The order placed from the cart of `token` (D1) and the address its confirmation goes to; null while open. */
export async function placedOrder(c: Context<AppEnv>, token: string) {
  const order = await findOrder(c.env.DB, token);
  if (!order) return null;
  const mail = await orderEmailOf(c.env.DB, order.id);
  return { ...order, email: mail?.email ?? null };
}

/**
 * Queues the order confirmation e-mail the terms promise (one per order, through the outbox and the queue, as the
 * leads' e-mails go): a double submit or a retry of the same cart finds the order's row and sends nothing more.
 */
export async function sendOrderConfirmation(c: Context<AppEnv>, orderId: number, email: string): Promise<void> {
  const queued = await queueOrderEmail(c.env.DB, { orderId, email, origin: c.var.trustedOrigin ?? '' });
  if (queued?.pending) waitUntil(c, enqueue(c.env.EMAIL_QUEUE, queued.outboxId));
}

/** The cart being checked out; null when the store knows no such cart. */
export const checkoutCart = (c: Context<AppEnv>, token: string) => c.var.storefront.cart(cartGid(token));

/** The cart's vapes: how many lines, and what they cost. */
export interface CartVapes {
  lines: number;
  amount: number;
}

/**
 * The cart's vapes (e-cigarettes, Legea nr. 64/2024): their order needs the buyer's declaration that they already
 * smoke, and their price does not count toward free delivery. The store tells which lines are vapes, as it does
 * for the cart's code (loaders/cart.ts).
 */
export async function cartVapes(c: Context<AppEnv>, cart: RemoteCart): Promise<CartVapes> {
  if (!cart.lines.length) return { lines: 0, amount: 0 };
  const known = await c.var.storefront.variants([...new Set(cart.lines.map((l) => l.variantId))]);
  const lines = cart.lines.map((l) => ({
    unit: l.price.amount,
    quantity: l.quantity,
    vape: known.get(l.variantId)?.form === 'vape',
  }));
  return { lines: lines.filter((l) => l.vape).length, amount: vapeAmount(lines) };
}

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
 * Records the order of `cart` (its `vapes` counted apart for delivery) with its `applied` code in D1 (one transaction with the code's use), queues its
 * confirmation e-mail to `email` and, once placed, closes the cart: its checkout page shows the order from then
 * on. A code another order took first comes back as 'code-used' or 'code-unknown', and nothing is recorded.
 */
export async function placeCheckoutOrder(
  c: Context<AppEnv>,
  token: string,
  cart: RemoteCart,
  applied: string | null,
  email: string,
  vapes: CartVapes,
): Promise<PlaceOrderResult> {
  const code = applied ? (canonicalCode(applied)?.code ?? null) : null;
  // The checkout page's delivery: vapes do not count toward free delivery.
  const shipping = shippingFor(shippingFacts, cart.totalAmount.amount, cart.lines.length, vapes.amount);
  const result = await placeOrder(c.env.DB, {
    cartToken: token,
    code,
    lines: cart.lines.map((l) => ({
      variantId: l.variantId,
      title: l.productTitle,
      // The e-mail names the variant too (seventh review F10); a product with one variant has none to name.
      ...(l.variantTitle && l.variantTitle !== 'Default Title' ? { variant: l.variantTitle } : {}),
      quantity: l.quantity,
      amount: l.price.amount,
    })),
    subtotal: cart.subtotalAmount.amount,
    discount: cart.discountAmount.amount,
    total: cart.totalAmount.amount + shipping,
    currency: cart.totalAmount.currencyCode,
  });
  if (result.kind === 'code-used' || result.kind === 'code-unknown') return result;
  await sendOrderConfirmation(c, result.orderId, email);
  try {
    await deleteKvCart(c.env.STOREFRONT_CACHE, token);
  } catch (error) {
    console.error('placed order: the cart could not be deleted', error);
  }
  return result;
}
