import { type Context, Hono } from 'hono';
import { ErrorPage } from '../../client/pages/error-page';
import { CollectionNotFoundPage, CollectionPage } from '../../client/pages/collection-page';
import { collectionPath, CollectionsPage, type CollectionsResult } from '../../client/pages/collections-page';
import { productPath } from '../../client/lib/product-item';
import { site } from '../../content/site';
import type { AppEnv } from '../app-env';
import { listOrEmpty, orFallback } from '../loaders/degrade';
import { absoluteUrl, renderPage } from '../render/render-page';
import { breadcrumbList } from '../render/structured-data';

/** SPEC §7: the first 50 collections; a collection shows up to 50 products. */
const COLLECTIONS_LIMIT = 50;

const FAILED = Symbol('failed');

/**
 * SPEC §8: a collection that fails to load is only logged. The page keeps what the (usually cached)
 * collections list knows of it and says its products cannot be shown now; with nothing known at all it
 * is a 503 the shopper can retry. Never cached (the storefront marked the request degraded).
 */
async function degradedCollection(c: Context<AppEnv>, handle: string) {
  // The list the cache keeps, without asking the failing store a second time (the page stays in its budget).
  const { items } = await listOrEmpty('collection fallback', c.var.storefront.collections({ first: COLLECTIONS_LIMIT, keptOnly: true }));
  const known = items.find((col) => col.handle === handle);
  return renderPage(c, {
    status: known ? 200 : 503,
    meta: { title: `${known?.title ?? 'Colecție'} – ${site.name}`, description: known?.description.slice(0, 155) ?? 'Colecția nu poate fi afișată acum.', path: collectionPath(handle), noindex: !known },
    children: known ? (
      <CollectionPage collection={{ ...known, products: [] }} failed />
    ) : (
      <ErrorPage description="Colecția nu poate fi afișată acum. Te rugăm să reîncerci în câteva momente." />
    ),
  });
}

export const collectionRoutes = new Hono<AppEnv>()
  .on('GET', ['/collections', '/colectii'], (c) => {
    // SPEC §8: a collections load failure is logged and shown as the empty state.
    const result: Promise<CollectionsResult> = listOrEmpty('collections', c.var.storefront.collections({ first: COLLECTIONS_LIMIT })).then(
      ({ items: collections, failed, notice }) => ({
        collections,
        failed,
        notice,
        structuredData: {
          '@context': 'https://schema.org',
          '@type': 'CollectionPage',
          name: 'Colecții',
          url: absoluteUrl(c, '/colectii'),
          mainEntity: {
            '@type': 'ItemList',
            itemListElement: collections.map((col, i) => ({
              '@type': 'ListItem',
              position: i + 1,
              name: col.title,
              url: absoluteUrl(c, collectionPath(col.handle)),
            })),
          },
        },
      }),
    );
    return renderPage(c, {
      meta: {
        title: `Colecții de produse CBD – ${site.name}`,
        description: 'Colecțiile noastre: uleiuri CBD, jeleuri, vape, creme și produse topice, grupate după nevoie și ritual.',
        path: '/colectii',
      },
      children: <CollectionsPage result={result} />,
    });
  })
  .on('GET', ['/collection/:handle', '/colectie/:handle', '/categories/:handle', '/categorii/:handle'], async (c) => {
    const handle = c.req.param('handle').toLowerCase();
    const loaded = await orFallback('collection', c.var.storefront.collection(handle, { first: COLLECTIONS_LIMIT }), FAILED);
    if (loaded === FAILED) return degradedCollection(c, handle);
    const collection = loaded;
    if (!collection) {
      return renderPage(c, {
        status: 404,
        meta: { title: 'Colecție negăsită', description: 'Colecția căutată nu există.', noindex: true },
        children: <CollectionNotFoundPage />,
      });
    }
    const path = collectionPath(collection.handle);
    return renderPage(c, {
      meta: {
        title: `${collection.title} – ${site.name}`,
        description: collection.description.slice(0, 155),
        path,
        image: collection.image ? absoluteUrl(c, collection.image.url) : undefined,
        structuredData: [
          {
            '@context': 'https://schema.org',
            '@type': 'CollectionPage',
            name: collection.title,
            description: collection.description,
            url: absoluteUrl(c, path),
            mainEntity: {
              '@type': 'ItemList',
              numberOfItems: collection.products.length,
              itemListElement: collection.products.map((p, i) => ({
                '@type': 'ListItem',
                position: i + 1,
                url: absoluteUrl(c, productPath(p.handle)),
                name: p.title,
              })),
            },
          },
          breadcrumbList(c, [
            ['Acasă', '/'],
            ['Colecții', '/colectii'],
            [collection.title, path],
          ]),
        ],
      },
      children: <CollectionPage collection={collection} />,
    });
  });
