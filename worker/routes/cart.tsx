import { Hono } from 'hono';
import { CartPage } from '../../client/pages/cart-page';
import { FavoritesPage } from '../../client/pages/favorites-page';
import type { AppEnv } from '../app-env';
import { renderPage } from '../render/render-page';

/** /cos is canonical, /cart its alias. The page is the same for everyone; the cart fills it in the browser. */
export const cartRoutes = new Hono<AppEnv>().on('GET', ['/cos', '/cart'], (c) =>
  renderPage(c, {
    meta: { title: 'Coșul tău – Verdana', description: 'Produsele din coșul tău și finalizarea comenzii.', path: '/cos', noindex: true },
    children: <CartPage />,
  }),
)
  // /favorite is canonical, /favorites its English alias: the hearted products, kept in the browser.
  .on('GET', ['/favorite', '/favorites'], (c) =>
    renderPage(c, {
      meta: { title: 'Favorite – Verdana', description: 'Produsele pe care le-ai salvat la favorite.', path: '/favorite', noindex: true },
      children: <FavoritesPage />,
    }),
  );
