import { Suspense, use } from 'react';
import type { Collection, FailureNotice } from '../../domain/types';
import { Breadcrumb } from '../components/breadcrumb';
import { EmptyState } from '../components/empty-state';
import { Island } from '../components/island';
import { LoadErrorToast } from '../islands/load-error-toast';
import { collectionPath } from '../lib/product-item';

export interface CollectionsResult {
  collections: Collection[];
  failed: boolean;
  /** A frozen shop (402) is told as a toast too. */
  notice: FailureNotice | null;
  /** JSON-LD for the list, rendered with it. */
  structuredData: object;
}

/** The list streams in behind a skeleton when the store is slow; cached answers arrive inline. */
export function CollectionsPage({ result }: { result: Promise<CollectionsResult> }) {
  return (
    <div className="container-page py-10">
      <Breadcrumb items={[{ href: '/', label: 'Acasă' }, { label: 'Colecții' }]} />
      <h1 className="mt-4 font-display text-4xl font-bold">Colecții</h1>
      <p className="mt-2 max-w-2xl text-ink-700">
        Produse grupate după formă și moment: alege colecția care ți se potrivește.
      </p>
      <Suspense fallback={<CollectionsSkeleton />}>
        <CollectionsList result={result} />
      </Suspense>
    </div>
  );
}

function CollectionsList({ result }: { result: Promise<CollectionsResult> }) {
  const { collections, failed, notice, structuredData } = use(result);
  return (
    <>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(structuredData).replace(/</g, '\\u003c') }}
      />
      {collections.length ? (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {collections.map((collection, i) => (
            <li key={collection.id}>
              <article className="card group relative overflow-hidden">
                <div data-image-frame className="relative aspect-[2/1] bg-gradient-to-br from-cream-100 to-forest-50">
                  {collection.image && (
                    <img
                      src={collection.image.url}
                      alt={collection.image.altText}
                      width={collection.image.width ?? 1200}
                      height={collection.image.height ?? 600}
                      loading={i < 3 ? 'eager' : 'lazy'}
                      className="absolute inset-0 size-full object-cover"
                    />
                  )}
                </div>
                <div className="p-5">
                  <h2 className="text-xl font-semibold">
                    <a
                      href={collectionPath(collection.handle)}
                      className="after:absolute after:inset-0 group-hover:text-forest-800"
                    >
                      {collection.title}
                    </a>
                  </h2>
                  <p className="mt-2 line-clamp-2 text-ink-700">{collection.description}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-8">
          {notice && <Island name="load-error-toast" component={LoadErrorToast} props={notice} />}
          <EmptyState
            title={failed ? 'Colecțiile nu au putut fi încărcate acum' : 'Nu există colecții momentan'}
            action={{ href: '/shop', label: 'Vezi toate produsele' }}
          >
            Între timp, poți vedea toate produsele din magazin.
          </EmptyState>
        </div>
      )}
    </>
  );
}

export function CollectionsSkeleton() {
  return (
    <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Se încarcă colecțiile">
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i} className="card animate-pulse overflow-hidden">
          <div className="aspect-[2/1] bg-cream-100" />
          <div className="space-y-3 p-5">
            <div className="h-5 w-2/3 rounded bg-cream-200" />
            <div className="h-4 w-full rounded bg-cream-100" />
          </div>
        </li>
      ))}
    </ul>
  );
}
