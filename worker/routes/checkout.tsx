import { type Context, Hono } from 'hono';
import { messages } from '../../domain/contract/messages';
import type { AppEnv } from '../app-env';
import { boundedBody } from '../lib/bounded-body';
import {
  cartVapes,
  checkoutCart,
  codeNotice,
  codeRefusal,
  ORDER_EMAIL_INVALID,
  orderEmail,
  placeCheckoutOrder,
  placedOrder,
  sendOrderConfirmation,
} from '../loaders/checkout';
import { fromOwnPage } from '../middleware/request-guards';
import { PRIVATE_PAGE, renderPage } from '../render/render-page';

type Ctx = Context<AppEnv>;
/** Mounted at /checkout: the embedded store's checkout, one cart token per page. */
const TOKEN = '/:token{[0-9a-f]{32}}';
const meta = { title: 'Finalizarea comenzii', description: 'Produsele și totalul comenzii tale.', noindex: true };

async function showCheckout(
  c: Ctx,
  token: string,
  {
    status = 200,
    notice = null,
    email = '',
    emailError = null,
    smokerError = null,
    adultError = null,
  }: {
    status?: number;
    notice?: string | null;
    /** What the shopper typed in the e-mail field: the page shows it again. */
    email?: string;
    /** Why that address was refused, shown under the field. */
    emailError?: string | null;
    /** The order of a cart with a vape was sent without its declaration: said under its box. */
    smokerError?: string | null;
    /** The order was sent without its 18+ box: said under it. */
    adultError?: string | null;
  } = {},
) {
  // The page's components load with its first request in an isolate, not at the isolate's start (issue 34).
  const [order, { CheckoutPage, OrderPlacedPage }] = await Promise.all([
    placedOrder(c, token),
    import('../../client/pages/checkout-page'),
  ]);
  if (order) {
    return renderPage(c, {
      status,
      cacheable: false,
      meta: { ...meta, title: 'Comanda a fost plasată' },
      children: <OrderPlacedPage order={order} checkoutPath={`/checkout/${token}`} />,
    });
  }
  const cart = await checkoutCart(c, token);
  const vapes = cart ? await cartVapes(c, cart) : { lines: 0, amount: 0 };
  return renderPage(c, {
    status: cart ? status : 404,
    cacheable: false,
    meta,
    children: (
      <CheckoutPage
        cart={cart}
        vapes={vapes.amount}
        smokerNeeded={vapes.lines > 0}
        smokerError={smokerError}
        adultError={adultError}
        token={token}
        notice={notice ?? (cart ? await codeNotice(c, cart) : null)}
        email={email}
        emailError={emailError}
      />
    ),
  });
}

/** Post, redirect, get: to the page of the order (its token is in the Location, so no cache keeps the answer). */
function toOrder(c: Ctx, token: string) {
  c.header('Cache-Control', PRIVATE_PAGE);
  return c.redirect(`/checkout/${token}`, 303);
}

/**
 * The embedded store's stand-in for the hosted checkout (only when no real store is configured). Its
 * "Comandă cu obligație de plată (test)" button is a plain form POST (works without JavaScript) with the shopper's e-mail
 * address: it ends the simulated checkout, records the order and its code's use in D1 in one transaction,
 * queues the order confirmation e-mail (one per order), closes the cart and shows a Romanian confirmation. An
 * address that is not one gets a Romanian 400 and no order. Only the shop's own pages may post it (Origin /
 * Sec-Fetch-Site, as every other state-changing endpoint of the shop).
 */
export const checkoutRoutes = new Hono<AppEnv>()
  // "/checkout" typed or bookmarked without its cart: the cart, where the checkout starts (sixth review F9).
  .get('/', (c) => c.redirect('/cart', 302))
  .get(TOKEN, async (c, next) => {
    if (c.var.config.storefront.endpoint) return next();
    return showCheckout(c, c.req.param('token'));
  })
  .post(
    TOKEN,
    async (c, next) => {
      if (c.var.config.storefront.endpoint) return c.notFound();
      await next();
    },
    boundedBody<Ctx>(4 * 1024, {
      onTooLarge: (c) => showCheckout(c, c.req.param('token') ?? '', { status: 413, notice: messages.tooLarge }),
    }),
    async (c) => {
      const token = c.req.param('token');
      if (!fromOwnPage(c)) return showCheckout(c, token, { status: 403, notice: messages.foreignOrigin });
      // A form's fields, read as plain values: a field sent twice, as a file or under an odd name is no address.
      const form: Record<string, unknown> = await c.req.parseBody().catch(() => ({}));
      const typed = typeof form.email === 'string' ? form.email.slice(0, 320) : '';
      const email = orderEmail(form.email);
      const placed = await placedOrder(c, token);
      if (placed) {
        // A double submit, or a retry after the answer was lost: the order stands, and its one e-mail is queued
        // now only if the first request stopped before it could.
        if (email && !placed.email) await sendOrderConfirmation(c, placed.id, email);
        return toOrder(c, token);
      }
      const cart = await checkoutCart(c, token);
      if (!cart) return showCheckout(c, token, { status: 404 });
      if (!cart.lines.length) return showCheckout(c, token, { status: 400, notice: messages.emptyCart });
      // The terms promise a confirmation e-mail: no order without an address to send it to.
      if (!email) return showCheckout(c, token, { status: 400, email: typed, emailError: ORDER_EMAIL_INVALID });
      // The shop sells only to adults: the order itself carries the buyer's 18+ declaration, whatever the cart said.
      if (form.adult !== '1')
        return showCheckout(c, token, { status: 400, email: typed, adultError: messages.adultOrder });
      // Vapes are sold only to adults who already smoke (Legea nr. 64/2024): their order carries that declaration,
      // however its cart was made.
      const vapes = await cartVapes(c, cart);
      if (vapes.lines > 0 && form.smoker !== '1')
        return showCheckout(c, token, { status: 400, email: typed, smokerError: messages.smokerCheckout });
      const applied = cart.discountCodes.find((d) => d.applicable)?.code ?? null;
      // The code the page showed when the shopper pressed the button: if it no longer applies (another tab's
      // order used it a moment ago), the order is not placed at a price the shopper did not see.
      const shown = typeof form.code === 'string' ? form.code.trim().toUpperCase().slice(0, 64) : '';
      if (shown && shown !== applied?.toUpperCase())
        return showCheckout(c, token, { status: 409, notice: await codeRefusal(c, shown), email: typed });
      const result = await placeCheckoutOrder(c, token, cart, applied, email, vapes);
      if (result.kind === 'code-used' || result.kind === 'code-unknown') {
        // Another order (another tab, another cart) took the code first: the page shows the cart anew, without it.
        return showCheckout(c, token, {
          status: 409,
          notice: `${applied}: ${result.kind === 'code-used' ? messages.codeUsed : `${messages.invalidCode}.`}`,
          email: typed,
        });
      }
      // The cart is closed: its checkout page shows the order from now on (post, redirect, get).
      return toOrder(c, token);
    },
  );
