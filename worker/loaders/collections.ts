import type { Context } from 'hono';
import { collectionPath } from '../../client/lib/product-item';
import type { CollectionsResult } from '../../client/pages/collections-page';
import { site } from '../../content/site';
import { clipAtWord } from '../../domain/format';
import type { Collection, CollectionWithProducts } from '../../domain/types';
import type { AppEnv } from '../app-env';
import { absoluteUrl, type RenderOptions } from '../render/render-page';
import { breadcrumbList, collectionJsonLd, collectionListJsonLd } from '../render/structured-data';
import { listOrEmpty, orFallback } from './degrade';

/** SPEC §7: the first 50 collections; a collection shows up to 50 products. */
const COLLECTIONS_LIMIT = 50;

const FAILED = Symbol('failed');

/**
 * The list of collections with its CollectionPage JSON-LD, rendered with it. Streamed (never rejects):
 * SPEC §8, a collections load failure is logged and shown as the empty state.
 */
export function loadCollections(c: Context<AppEnv>): Promise<CollectionsResult> {
  return listOrEmpty('collections', c.var.storefront.collections({ first: COLLECTIONS_LIMIT })).then(
    ({ items: collections, failed, notice }) => ({
      collections,
      failed,
      notice,
      structuredData: collectionListJsonLd(c, { name: 'Colecții', path: '/colectii', collections }),
    }),
  );
}

/** The list of collections' meta (its JSON-LD streams in with the list). */
export function collectionsMeta(): RenderOptions['meta'] {
  return {
    title: `Colecții de produse CBD – ${site.name}`,
    description:
      'Colecțiile noastre: uleiuri CBD și jeleuri, vape-uri, precum și creme și alte produse de uz extern, grupate după formă și moment.',
    path: '/colectii',
  };
}

export type LoadedCollection =
  | { failed: false; collection: CollectionWithProducts | null }
  | { failed: true; known: Collection | null };

/**
 * One collection with its products; null when the store has no such collection. SPEC §8: when it fails to
 * load it is only logged, and what the (usually cached) collections list knows of it stands in, without
 * asking the failing store a second time (the page stays in its budget); null when nothing is known.
 */
export async function loadCollection(c: Context<AppEnv>, handle: string): Promise<LoadedCollection> {
  const loaded = await orFallback(
    'collection',
    c.var.storefront.collection(handle, { first: COLLECTIONS_LIMIT }),
    FAILED,
  );
  if (loaded !== FAILED) return { failed: false, collection: loaded };
  const { items } = await listOrEmpty(
    'collection fallback',
    c.var.storefront.collections({ first: COLLECTIONS_LIMIT, keptOnly: true }),
  );
  return { failed: true, known: items.find((col) => col.handle === handle) ?? null };
}

/** A collection's meta: title, description, canonical path, image, CollectionPage and BreadcrumbList JSON-LD. */
export function collectionMeta(c: Context<AppEnv>, collection: CollectionWithProducts): RenderOptions['meta'] {
  const path = collectionPath(collection.handle);
  return {
    title: `${collection.title} – ${site.name}`,
    description: clipAtWord(collection.description, 155),
    path,
    image: collection.image ? absoluteUrl(c, collection.image.url) : undefined,
    structuredData: [
      collectionJsonLd(c, collection, path),
      breadcrumbList(c, [
        ['Acasă', '/'],
        ['Colecții', '/colectii'],
        [collection.title, path],
      ]),
    ],
  };
}

/** The meta of a collection that failed to load: what the list knows of it, not indexed when nothing is known. */
export function failedCollectionMeta(handle: string, known: Collection | null): RenderOptions['meta'] {
  return {
    title: `${known?.title ?? 'Colecție'} – ${site.name}`,
    description: known ? clipAtWord(known.description, 155) : 'Colecția nu poate fi afișată acum.',
    path: collectionPath(handle),
    noindex: !known,
  };
}
