import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { renderPage } from '../render/render-page';

/** /cos is canonical, /cart its alias. The page is the same for everyone; the cart fills it in the browser. */
export const cartPageRoutes = new Hono<AppEnv>().on('GET', ['/cos', '/cart'], async (c) => {
  // The page's components load with its first request in an isolate, not at the isolate's start (issue 34).
  const { CartPage } = await import('../../client/pages/cart-page');
  return renderPage(c, {
    meta: {
      title: 'Coșul tău – Verdana',
      description: 'Produsele din coșul tău și finalizarea comenzii.',
      path: '/cos',
      noindex: true,
    },
    children: <CartPage />,
  });
});
