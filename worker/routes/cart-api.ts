import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { countRo } from '../../client/lib/format';
import type { AppEnv } from '../app-env';
import { HttpError } from '../lib/http-error';

export const MAX_LINES = 100;
export const MAX_QUANTITY = 99;

const CartRequest = z.object({
  lines: z
    .array(
      z.object({
        merchandiseId: z.string().regex(/^gid:\/\/shopify\/ProductVariant\/\d+$/, 'merchandiseId trebuie să fie un id de variantă'),
        quantity: z.number().int('quantity trebuie să fie un număr întreg').min(1, 'quantity minim 1').max(MAX_QUANTITY, `quantity maxim ${MAX_QUANTITY}`),
      }),
    )
    .min(1, 'Coșul este gol')
    .max(MAX_LINES, `Cel mult ${MAX_LINES} linii`),
});

const error = (message: string, code: string, extra: Record<string, unknown> = {}) => ({ error: message, code, ...extra });

/**
 * POST /api/cart: the browser's lines become a Storefront cart (cartCreate, buyer in RO). Validated and
 * re-checked for availability here; the storefront token never leaves the worker.
 */
export const cartApiRoutes = new Hono<AppEnv>().post(
  '/api/cart',
  bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.json(error('Cererea este prea mare.', 'TOO_LARGE'), 413) }),
  async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json(error('Corpul cererii trebuie să fie JSON valid.', 'BAD_JSON'), 400);
    }
    const parsed = CartRequest.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return c.json(error(issue?.message ?? 'Cerere invalidă.', 'INVALID', { field: issue?.path.join('.') }), 400);
    }
    const lines = mergeLines(parsed.data.lines);
    if (lines.some((l) => l.quantity > MAX_QUANTITY)) {
      return c.json(error(`Cel mult ${countRo(MAX_QUANTITY, 'bucată', 'bucăți')} din același produs.`, 'INVALID', { field: 'lines' }), 400);
    }
    const known = await c.var.storefront.variants(lines.map((l) => l.merchandiseId));
    const unknown = lines.find((l) => !known.has(l.merchandiseId));
    if (unknown) {
      return c.json(error('Un produs din coș nu mai există.', 'UNKNOWN_VARIANT', { variantId: unknown.merchandiseId }), 422);
    }
    const soldOut = lines.find((l) => !known.get(l.merchandiseId)?.availableForSale);
    if (soldOut) {
      return c.json(
        error('Produsul nu este disponibil', 'UNAVAILABLE', {
          description: 'Acest produs este momentan epuizat',
          variantId: soldOut.merchandiseId,
          product: known.get(soldOut.merchandiseId)?.productTitle,
        }),
        409,
      );
    }
    try {
      const cart = await c.var.storefront.createCart(lines);
      return c.json({ cartId: cart.id, checkoutUrl: cart.checkoutUrl, totalQuantity: cart.totalQuantity, total: cart.totalAmount });
    } catch (e) {
      if (e instanceof HttpError && e.status < 500) {
        return c.json(error('Coșul nu a putut fi creat.', 'CART_REJECTED', { detail: e.message }), 422);
      }
      throw e;
    }
  },
);

function mergeLines(lines: { merchandiseId: string; quantity: number }[]) {
  const merged = new Map<string, number>();
  for (const l of lines) merged.set(l.merchandiseId, (merged.get(l.merchandiseId) ?? 0) + l.quantity);
  return [...merged].map(([merchandiseId, quantity]) => ({ merchandiseId, quantity }));
}
