import { type Context, Hono } from 'hono';
import type { CartAnswer } from '../../domain/contract/cart-answer';
import { CART_BODY_LIMIT, MAX_LINE_QUANTITY } from '../../domain/contract/limits';
import { messages } from '../../domain/contract/messages';
import { CartRequest } from '../../domain/contract/schemas';
import type { RemoteCart } from '../../domain/types';
import type { AppEnv } from '../app-env';
import { codeState } from '../codes/store';
import { HttpError } from '../lib/http-error';
import { jsonBody, rateLimit, sameOriginOnly } from '../middleware/request-guards';

/**
 * POST /api/cart: the browser's lines (and a discount code, if any) become a Storefront cart (cartCreate,
 * buyer in RO); the answer carries the totals and whether the code applies, so the cart's code field asks
 * here too. Only from the shop's own pages, JSON only, rate-limited per IP, validated by the contract and
 * re-checked for availability here; the storefront token never leaves the worker. Errors are Romanian JSON.
 */
export const cartApiRoutes = new Hono<AppEnv>()
  .post(
    '/cart',
    sameOriginOnly(),
    rateLimit((env) => env.API_LIMITER),
    ...jsonBody(CartRequest, { maxBytes: CART_BODY_LIMIT }),
    (c) => cartFor(c, 'checkout'),
  )
  // The same question for the cart's code field: what the code takes off these lines. Its own rate budget,
  // and no checkout URL in the answer.
  .post(
    '/cart/quote',
    sameOriginOnly(),
    rateLimit((env) => env.QUOTE_LIMITER),
    ...jsonBody(CartRequest, { maxBytes: CART_BODY_LIMIT }),
    (c) => cartFor(c, 'quote'),
  );

type CartContext = Context<AppEnv, string, { in: { json: CartRequest }; out: { json: CartRequest } }>;

async function cartFor(c: CartContext, purpose: 'checkout' | 'quote') {
  const { lines: sent, discountCode, adult } = c.req.valid('json');
  // The hand-off to payment carries the checkout's own 18+ confirmation (the shop sells to adults only).
  if (purpose === 'checkout' && adult !== true)
    throw new HttpError(400, messages.adultCheckout, { code: 'INVALID', details: { field: 'adult' } });
  const lines = mergeLines(sent);
  if (lines.some((l) => l.quantity > MAX_LINE_QUANTITY))
    throw new HttpError(400, messages.tooManyUnits, { code: 'INVALID', details: { field: 'lines' } });
  const known = await c.var.storefront.variants(lines.map((l) => l.merchandiseId));
  const unknown = lines.find((l) => !known.has(l.merchandiseId));
  if (unknown)
    throw new HttpError(422, messages.unknownVariant, {
      code: 'UNKNOWN_VARIANT',
      details: { variantId: unknown.merchandiseId },
    });
  const soldOut = lines.find((l) => !known.get(l.merchandiseId)?.availableForSale);
  if (soldOut) {
    throw new HttpError(409, messages.unavailable, {
      code: 'UNAVAILABLE',
      // `product` names the line, so the code field can say which one to take out.
      details: {
        description: messages.unavailableDescription,
        variantId: soldOut.merchandiseId,
        product: known.get(soldOut.merchandiseId)?.productTitle,
      },
    });
  }
  try {
    const cart = await c.var.storefront.createCart(lines, discountCode ? [discountCode] : []);
    const code = discountCode
      ? cart.discountCodes.find((d) => d.code.toUpperCase() === discountCode.toUpperCase())
      : undefined;
    // A code an order has used is told apart from one that is not ours, in the shopper's words.
    const used = discountCode && !code?.applicable && (await codeState(c.env.DB, discountCode)) === 'used';
    const answer: CartAnswer = {
      ...(purpose === 'checkout' ? { cartId: cart.id, checkoutUrl: cart.checkoutUrl } : {}),
      totalQuantity: cart.totalQuantity,
      subtotal: cart.subtotalAmount,
      discount: cart.discountAmount,
      total: cart.totalAmount,
      // The store's judgement of the code: applicable, or not (unknown, ended, or nothing in the cart it applies to).
      discountCode: discountCode
        ? {
            code: discountCode,
            applicable: Boolean(code?.applicable),
            ...(used ? { reason: 'USED', message: messages.codeUsed } : {}),
          }
        : null,
      // A line the store took fewer of than asked (its stock): said, never silent.
      warnings: stockWarnings(lines, cart),
    };
    return c.json(answer);
  } catch (e) {
    if (e instanceof HttpError && e.status < 500 && e.status !== 402) {
      // The store's own wording goes to the log, not to the caller: it describes the store, not the cart.
      console.warn(`cart rejected by the store: ${e.message}`);
      throw new HttpError(422, messages.cartRejected, { code: 'CART_REJECTED', cause: e });
    }
    throw e;
  }
}

/**
 * Lines of which the cart holds fewer units than were asked for: Shopify's MERCHANDISE_NOT_ENOUGH_STOCK, with
 * the quantity added and the shopper's sentence. Counted from the cart's lines, whatever wording the store used.
 */
function stockWarnings(asked: { merchandiseId: string; quantity: number }[], cart: RemoteCart): CartAnswer['warnings'] {
  return asked.flatMap(({ merchandiseId, quantity }) => {
    const added = cart.lines.filter((l) => l.variantId === merchandiseId).reduce((sum, l) => sum + l.quantity, 0);
    if (added >= quantity) return [];
    return [
      {
        code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
        variantId: merchandiseId,
        requested: quantity,
        added,
        message: messages.onlyInStock(added),
      },
    ];
  });
}

function mergeLines(lines: { merchandiseId: string; quantity: number }[]) {
  const merged = new Map<string, number>();
  for (const l of lines) merged.set(l.merchandiseId, (merged.get(l.merchandiseId) ?? 0) + l.quantity);
  return [...merged].map(([merchandiseId, quantity]) => ({ merchandiseId, quantity }));
}
