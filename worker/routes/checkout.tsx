import { Hono } from 'hono';
import { CheckoutPage } from '../../client/pages/checkout-page';
import type { AppEnv } from '../app-env';
import { renderPage } from '../render/render-page';

/** The embedded store's stand-in for the hosted checkout (only when no real store is configured). */
export const checkoutRoutes = new Hono<AppEnv>().get('/checkout/:token{[0-9a-f]{32}}', async (c, next) => {
  if (c.var.config.storefront.endpoint) return next();
  const cart = await c.var.storefront.cart(`gid://shopify/Cart/${c.req.param('token')}`);
  return renderPage(c, {
    status: cart ? 200 : 404,
    cacheable: false,
    meta: { title: 'Finalizarea comenzii', description: 'Produsele și totalul comenzii tale.', noindex: true },
    children: <CheckoutPage cart={cart} />,
  });
});
