// The answers of POST /api/cart and /api/cart/quote, shared by the worker (which builds them typed by these
// schemas) and the browser's cart code (which reads them through them). zod/mini, not ./schemas.ts: the
// browser's lazily loaded cart chunk takes a few kilobytes of validator, not zod's whole API.
import * as z from 'zod/mini';

const Money = z.object({ amount: z.number(), currencyCode: z.string() });

/** A cart the store made of the lines: its totals, its judgement of the code and what it could not add. */
export const CartAnswer = z.object({
  /** The checkout's cart and hosted checkout (POST /api/cart only; a quote has none). */
  cartId: z.optional(z.string()),
  checkoutUrl: z.optional(z.string()),
  totalQuantity: z.number(),
  subtotal: Money,
  discount: Money,
  total: Money,
  /** The store's judgement of the code sent (null when none was): applicable or not, and why not when we know. */
  discountCode: z.nullable(
    z.object({
      code: z.string(),
      applicable: z.boolean(),
      /** USED: an order used it; VAPES: the cart holds only vapes, which no code reduces. */
      reason: z.optional(z.union([z.literal('USED'), z.literal('VAPES')])),
      /** The shopper's sentence for the reason, or, on an applicable code, what it was worked out on. */
      message: z.optional(z.string()),
    }),
  ),
  /** Lines the store took fewer of than asked (MERCHANDISE_NOT_ENOUGH_STOCK), in the shopper's words. */
  warnings: z.array(
    z.object({
      code: z.string(),
      variantId: z.string(),
      requested: z.number(),
      added: z.number(),
      message: z.string(),
    }),
  ),
});
export type CartAnswer = z.infer<typeof CartAnswer>;

/**
 * A refusal or failure of the same endpoints (worker/routes/errors.tsx): the Romanian sentence, its code
 * (`UNAVAILABLE`, `RATE_LIMITED`, `PAYMENT_REQUIRED`…) and the fields the cart shows with it.
 */
export const CartRefusal = z.object({
  error: z.string(),
  code: z.optional(z.string()),
  description: z.optional(z.string()),
  /** The line that is no longer for sale (UNAVAILABLE). */
  product: z.optional(z.string()),
  /** The field a refusal is about (`adult`, `smoker`: a checkout box). */
  field: z.optional(z.string()),
  /** SMOKER_NEEDED: the cart's vape lines, which the checkout's second box is about. */
  variantIds: z.optional(z.array(z.string())),
});
export type CartRefusal = z.infer<typeof CartRefusal>;
