import type { CartAnswer } from '../../domain/contract/cart-answer';
import { messages } from '../../domain/contract/messages';
import type { RemoteCart } from '../../domain/types';
import { codeState } from '../codes/store';
import type { Env } from '../env';
import { HttpError } from '../lib/http-error';
import type { Storefront } from '../storefront';

export interface CartQuestion {
  /** Merged lines, one per variant, within the per-line limit. */
  lines: { merchandiseId: string; quantity: number }[];
  discountCode?: string | undefined;
  /** 'quote' answers the code field: no cart id, no checkout URL. */
  purpose: 'checkout' | 'quote';
  /** The checkout's second box (already smokes or vapes): a checkout of a cart with a vape needs it. */
  smoker?: boolean | undefined;
}

/**
 * The answer of POST /api/cart (and /api/cart/quote): the lines re-checked against the store's availability,
 * then a Storefront cart with the code; its totals, the code's verdict and any line the store took fewer of.
 * Throws the Romanian HttpError the caller gets (unknown variant 422, sold out 409, store refusal 422).
 */
export async function loadCartAnswer(
  storefront: Storefront,
  db: Env['DB'],
  { lines, discountCode, purpose, smoker }: CartQuestion,
): Promise<CartAnswer> {
  const known = await storefront.variants(lines.map((l) => l.merchandiseId));
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
  // Vapes are sold only to adults who already smoke (Legea nr. 64/2024): their checkout carries that declaration.
  const vapeLines = lines.filter((l) => known.get(l.merchandiseId)?.form === 'vape').map((l) => l.merchandiseId);
  if (purpose === 'checkout' && vapeLines.length > 0 && smoker !== true)
    throw new HttpError(400, messages.smokerCheckout, {
      code: 'SMOKER_NEEDED',
      details: { field: 'smoker', variantIds: vapeLines },
    });
  try {
    const codes = discountCode ? [discountCode] : [];
    const cart = await (purpose === 'quote' ? storefront.quoteCart(lines, codes) : storefront.createCart(lines, codes));
    const code = discountCode
      ? cart.discountCodes.find((d) => d.code.toUpperCase() === discountCode.toUpperCase())
      : undefined;
    // A code an order has used is told apart from one that is not ours, in the shopper's words.
    const used = discountCode && !code?.applicable && (await codeState(db, discountCode)) === 'used';
    // No code reduces a vape (our offer rules): a cart of vapes only is told so, a mixed one what the code counted.
    const vapes = vapeLines.length;
    const why = used
      ? { reason: 'USED' as const, message: messages.codeUsed }
      : !code?.applicable && vapes > 0 && vapes === lines.length
        ? { reason: 'VAPES' as const, message: messages.codeNotForVapes }
        : code?.applicable && vapes > 0
          ? { message: messages.discountWithoutVapes }
          : {};
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
            ...why,
          }
        : null,
      // A line the store took fewer of than asked (its stock): said, never silent.
      warnings: stockWarnings(lines, cart),
    };
    return answer;
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
