import { Hono } from 'hono';
import { FavoritesPage } from '../../client/pages/favorites-page';
import type { AppEnv } from '../app-env';
import { renderPage } from '../render/render-page';

/** /favorite is canonical, /favorites its English alias: the hearted products, kept in the browser. */
export const favoritesRoutes = new Hono<AppEnv>().on('GET', ['/favorite', '/favorites'], (c) =>
  renderPage(c, {
    meta: {
      title: 'Favorite – Verdana',
      description: 'Produsele pe care le-ai salvat la favorite.',
      path: '/favorite',
      noindex: true,
    },
    children: <FavoritesPage />,
  }),
);
