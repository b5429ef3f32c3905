import { type Context, Hono } from 'hono';
import { CART_BODY_LIMIT, MAX_LINE_QUANTITY } from '../../domain/contract/limits';
import { messages } from '../../domain/contract/messages';
import type { CartRequest } from '../../domain/contract/schemas';
import type { AppEnv } from '../app-env';
import { HttpError } from '../lib/http-error';
import { loadCartAnswer } from '../loaders/cart';
import { jsonBody, rateLimit, sameOriginOnly } from '../middleware/request-guards';

/**
 * POST /api/cart: the browser's lines (and a discount code, if any) become a Storefront cart (cartCreate,
 * buyer in RO); the answer carries the totals and whether the code applies, so the cart's code field asks
 * here too. Only from the shop's own pages, JSON only, rate-limited per IP, validated by the contract and
 * re-checked for availability here; the storefront token never leaves the worker. Errors are Romanian JSON.
 */
/** The cart's request schema, loaded with the first cart request. */
const cartRequest = () => import('../../domain/contract/schemas').then((s) => s.CartRequest);

export const cartApiRoutes = new Hono<AppEnv>()
  .post(
    '/cart',
    sameOriginOnly(),
    rateLimit((env) => env.API_LIMITER),
    ...jsonBody(cartRequest, { maxBytes: CART_BODY_LIMIT }),
    (c) => cartFor(c, 'checkout'),
  )
  // The same question for the cart's code field: what the code takes off these lines. Its own rate budget,
  // and no checkout URL in the answer.
  .post(
    '/cart/quote',
    sameOriginOnly(),
    rateLimit((env) => env.QUOTE_LIMITER),
    ...jsonBody(cartRequest, { maxBytes: CART_BODY_LIMIT }),
    (c) => cartFor(c, 'quote'),
  );

type CartContext = Context<AppEnv, string, { in: { json: CartRequest }; out: { json: CartRequest } }>;

async function cartFor(c: CartContext, purpose: 'checkout' | 'quote') {
  const { lines: sent, discountCode, adult, smoker } = c.req.valid('json');
  // The hand-off to payment carries the checkout's own 18+ confirmation (the shop sells to adults only).
  if (purpose === 'checkout' && adult !== true)
    throw new HttpError(400, messages.adultCheckout, { code: 'INVALID', details: { field: 'adult' } });
  const lines = mergeLines(sent);
  if (lines.some((l) => l.quantity > MAX_LINE_QUANTITY))
    throw new HttpError(400, messages.tooManyUnits, { code: 'INVALID', details: { field: 'lines' } });
  // A cart with a vape needs the second box too; only the store knows which lines are vapes (loadCartAnswer).
  return c.json(await loadCartAnswer(c.var.storefront, c.env.DB, { lines, discountCode, purpose, smoker }));
}

function mergeLines(lines: { merchandiseId: string; quantity: number }[]) {
  const merged = new Map<string, number>();
  for (const l of lines) merged.set(l.merchandiseId, (merged.get(l.merchandiseId) ?? 0) + l.quantity);
  return [...merged].map(([merchandiseId, quantity]) => ({ merchandiseId, quantity }));
}
