import { Hono } from 'hono';
import { ErrorPage } from '../../client/pages/error-page';
import { collectionRedirects } from '../../content/catalog/redirects';
import type { AppEnv } from '../app-env';
import {
  collectionMeta,
  collectionsMeta,
  failedCollectionMeta,
  loadCollection,
  loadCollections,
} from '../loaders/collections';
import { renderPage } from '../render/render-page';

export const collectionRoutes = new Hono<AppEnv>()
  .on('GET', ['/collections', '/colectii'], async (c) => {
    // The page's components load with its first request in an isolate, not at the isolate's start (issue 34).
    const { CollectionsPage } = await import('../../client/pages/collections-page');
    return renderPage(c, { meta: collectionsMeta(), children: <CollectionsPage result={loadCollections(c)} /> });
  })
  .on('GET', ['/collection/:handle', '/colectie/:handle', '/categories/:handle', '/categorii/:handle'], async (c) => {
    const handle = c.req.param('handle').toLowerCase();
    // A renamed collection of the embedded catalogue: its old address moves for good, same path family.
    const renamed = c.var.config.storefront.endpoint ? undefined : collectionRedirects.get(handle);
    if (renamed) {
      const { pathname, search } = new URL(c.req.url);
      return c.redirect(`${pathname.slice(0, pathname.lastIndexOf('/') + 1)}${renamed}${search}`, 301);
    }
    const [loaded, { CollectionNotFoundPage, CollectionPage }] = await Promise.all([
      loadCollection(c, handle),
      import('../../client/pages/collection-page'),
    ]);
    if (loaded.failed) {
      // SPEC §8: the page keeps what the list knows of the collection and says its products cannot be shown
      // now; with nothing known at all it is a 503 the shopper can retry. Never cached (the storefront marked
      // the request degraded).
      const { known } = loaded;
      return renderPage(c, {
        status: known ? 200 : 503,
        meta: failedCollectionMeta(handle, known),
        children: known ? (
          <CollectionPage collection={{ ...known, products: [] }} failed />
        ) : (
          <ErrorPage description="Colecția nu poate fi afișată acum. Te rugăm să reîncerci în câteva momente." />
        ),
      });
    }
    const { collection } = loaded;
    if (!collection) {
      return renderPage(c, {
        status: 404,
        meta: { title: 'Colecție negăsită', description: 'Colecția căutată nu există.', noindex: true },
        children: <CollectionNotFoundPage />,
      });
    }
    return renderPage(c, { meta: collectionMeta(c, collection), children: <CollectionPage collection={collection} /> });
  });
