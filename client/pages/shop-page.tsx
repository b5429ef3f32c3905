import { Suspense, use } from 'react';
import { site } from '../../content/site';
import { countRo } from '../../domain/format';
import { type CategoryId, categoryName, type ShopFilters as Filters, PRICE_BUCKETS } from '../../domain/shop-filters';
import type { ListResult, Product } from '../../domain/types';
import { Breadcrumb } from '../components/breadcrumb';
import { EmptyState } from '../components/empty-state';
import { Island } from '../components/island';
import { ProductGrid } from '../components/product-grid';
import { ProductGridSkeleton } from '../components/product-grid-skeleton';
import { TrustBadges } from '../components/trust-badges';
import { LoadErrorToast } from '../islands/load-error-toast';
import { ShopFilters } from '../islands/shop-filters';

export interface ShopPageProps {
  /** Streamed: the filtered products; a failed list shows the empty state with a note (SPEC §8). */
  result: Promise<ListResult<Product>>;
  filters: Filters;
  categories: { id: CategoryId; name: string }[];
}

/** The page's frame streams at once; the count and the grid follow when the store answers (inline when cached). */
export function ShopPage({ result, filters, categories }: ShopPageProps) {
  const category = categoryName(filters.category);
  const bucket = PRICE_BUCKETS.find((b) => b.id === filters.price);
  return (
    <div className="container-page py-10">
      <Breadcrumb items={[{ href: '/', label: 'Acasă' }, { label: 'Magazin' }]} />
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="font-display text-4xl font-bold">
          {filters.q ? `Rezultate pentru „${filters.q}”` : (category ?? 'Magazin')}
        </h1>
        <Suspense
          fallback={
            <span className="inline-block h-7 w-24 animate-pulse rounded-full bg-forest-100" aria-hidden="true" />
          }
        >
          <ProductCount result={result} />
        </Suspense>
      </div>
      <p className="mt-2 max-w-2xl text-ink-700">
        {category || bucket
          ? `Produse CBD ${[category && `din categoria „${category}”`, bucket?.label.toLowerCase()].filter(Boolean).join(', ')}. Pe buletinul fiecărui lot: ${site.thc}.`
          : `Toată gama noastră de produse CBD: uleiuri, jeleuri, creme și alte produse de uz extern, plus țigarete electronice. Pe buletinul fiecărui lot: ${site.thc}.`}
      </p>
      <div className="mt-6">
        <TrustBadges />
      </div>
      <p className="mt-4 text-sm text-ink-600">
        <strong className="text-ink-900">18+</strong> Vindem numai adulților. Produsele CBD nu sunt medicamente și nu
        înlocuiesc consultul medical.
      </p>
      <div className="mt-8">
        <Island name="shop-filters" component={ShopFilters} props={{ filters, categories }} hydrate="idle" />
      </div>
      <div className="mt-4">
        <Suspense fallback={<ProductGridSkeleton count={9} />}>
          <ShopGrid result={result} filters={filters} />
        </Suspense>
      </div>
    </div>
  );
}

function ProductCount({ result }: { result: Promise<ListResult<Product>> }) {
  const { items } = use(result);
  return (
    <p className="rounded-full bg-forest-700 px-3 py-1 text-sm font-semibold text-white" data-testid="product-count">
      {countRo(items.length, 'produs', 'produse')}
    </p>
  );
}

function ShopGrid({ result, filters }: { result: Promise<ListResult<Product>>; filters: Filters }) {
  const { items, failed, notice } = use(result);
  const filtered = Boolean(filters.category || filters.price || filters.q);
  if (items.length) return <ProductGrid products={items} id="product-grid" headingLevel="h2" />;
  return (
    <>
      {notice && <Island name="load-error-toast" component={LoadErrorToast} props={notice} />}
      <EmptyState
        id="product-grid"
        title={failed ? 'Produsele nu au putut fi încărcate acum' : 'Niciun produs nu se potrivește filtrelor alese'}
        action={filtered || failed ? { href: '/shop', label: 'Vezi toate produsele' } : undefined}
      >
        {failed
          ? 'Te rugăm să încerci din nou în câteva momente.'
          : filters.q
            ? 'Încearcă un alt cuvânt, de exemplu „ulei”, „somn” sau „cremă”.'
            : 'Încearcă alt interval de preț sau altă rutină.'}
      </EmptyState>
    </>
  );
}
