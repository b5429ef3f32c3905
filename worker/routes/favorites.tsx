import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { renderPage } from '../render/render-page';

/** /favorite is canonical, /favorites its English alias: the hearted products, kept in the browser. */
export const favoritesRoutes = new Hono<AppEnv>().on('GET', ['/favorite', '/favorites'], async (c) => {
  // The page's components load with its first request in an isolate, not at the isolate's start (issue 34).
  const { FavoritesPage } = await import('../../client/pages/favorites-page');
  return renderPage(c, {
    meta: {
      title: 'Favorite – Verdana',
      description: 'Produsele pe care le-ai salvat la favorite.',
      path: '/favorite',
      noindex: true,
    },
    children: <FavoritesPage />,
  });
});
