import { Hono } from 'hono';
import { CollectionNotFoundPage, CollectionPage } from '../../client/pages/collection-page';
import { collectionPath, CollectionsPage, type CollectionsResult } from '../../client/pages/collections-page';
import { productPath } from '../../client/lib/product-item';
import type { Collection } from '../../client/lib/types';
import { site } from '../../content/site';
import type { AppEnv } from '../app-env';
import { absoluteUrl, renderPage } from '../render/render-page';
import { breadcrumbList } from '../render/structured-data';

/** SPEC §7: the first 50 collections; a collection shows up to 50 products. */
const COLLECTIONS_LIMIT = 50;

export const collectionRoutes = new Hono<AppEnv>()
  .on('GET', ['/collections', '/colectii'], (c) => {
    const result: Promise<CollectionsResult> = c.var.storefront
      .collections({ first: COLLECTIONS_LIMIT })
      .then((collections) => ({ collections, failed: false }))
      .catch((error) => {
        // SPEC §8: a collections load failure is logged and shown as the empty state.
        console.error('collections failed to load', error);
        return { collections: [] as Collection[], failed: true };
      })
      .then(({ collections, failed }) => ({
        collections,
        failed,
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
      }));
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
    const collection = await c.var.storefront.collection(handle, { first: COLLECTIONS_LIMIT });
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
