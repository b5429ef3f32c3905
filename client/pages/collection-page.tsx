import { countRo } from '../../domain/format';
import type { CollectionWithProducts } from '../../domain/types';
import { Breadcrumb } from '../components/breadcrumb';
import { EmptyState } from '../components/empty-state';
import { ProductGrid } from '../components/product-grid';

/** `failed`: the collection's products could not be loaded now (SPEC §8: only logged; the page stays). */
export function CollectionPage({
  collection,
  failed = false,
}: {
  collection: CollectionWithProducts;
  failed?: boolean;
}) {
  return (
    <div>
      <div className="bg-gradient-to-b from-forest-50 to-cream-50">
        <div className="container-page grid items-center gap-8 py-10 lg:grid-cols-2">
          <div>
            <Breadcrumb
              items={[
                { href: '/', label: 'Acasă' },
                { href: '/colectii', label: 'Colecții' },
                { label: collection.title },
              ]}
            />
            <h1 className="mt-4 font-display text-4xl font-bold sm:text-5xl">{collection.title}</h1>
            <p className="mt-3 max-w-2xl text-lg text-ink-700">{collection.description}</p>
            {!failed && (
              <p className="mt-4 inline-block rounded-full bg-forest-700 px-3 py-1 text-sm font-semibold text-white">
                {countRo(collection.products.length, 'produs', 'produse')}
              </p>
            )}
          </div>
          {collection.image && (
            <div data-image-frame className="relative aspect-[2/1] overflow-hidden rounded-2xl bg-cream-100 shadow-sm">
              <img
                src={collection.image.url}
                alt={collection.image.altText}
                width={collection.image.width ?? 1200}
                height={collection.image.height ?? 600}
                fetchPriority="high"
                className="absolute inset-0 size-full object-cover"
              />
            </div>
          )}
        </div>
      </div>
      <div className="container-page py-10">
        {collection.products.length ? (
          <ProductGrid products={collection.products} headingLevel="h2" />
        ) : failed ? (
          <EmptyState
            title="Produsele colecției nu pot fi afișate acum"
            action={{ href: '/shop', label: 'Vezi toate produsele' }}
          >
            Încearcă din nou în câteva momente.
          </EmptyState>
        ) : (
          <EmptyState
            title="Nu există produse în această colecție momentan."
            action={{ href: '/shop', label: 'Vezi toate produsele' }}
          />
        )}
      </div>
    </div>
  );
}

export function CollectionNotFoundPage() {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <h1 className="font-display text-4xl font-bold">Colecție negăsită</h1>
      <p className="mt-3 max-w-md text-lg text-ink-700">Colecția căutată nu există sau a fost retrasă.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href="/colectii" className="btn btn-primary">
          Vezi toate colecțiile
        </a>
        <a href="/shop" className="btn btn-outline">
          Înapoi la magazin
        </a>
      </div>
    </section>
  );
}
