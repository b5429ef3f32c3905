import { Breadcrumb } from '../components/breadcrumb';
import { EmptyState } from '../components/empty-state';
import { TrustBadges } from '../components/trust-badges';
import { Island } from '../components/island';
import { ProductGrid } from '../components/product-grid';
import { ShopFilters } from '../islands/shop-filters';
import { categoryName, type CategoryId, type ShopFilters as Filters, PRICE_BUCKETS } from '../lib/shop-filters';
import { countRo } from '../lib/format';
import type { Product } from '../lib/types';

export interface ShopPageProps {
  products: Product[];
  filters: Filters;
  categories: { id: CategoryId; name: string }[];
  /** The product list could not be loaded (shown as the empty state, with a note). */
  failed: boolean;
}

export function ShopPage({ products, filters, categories, failed }: ShopPageProps) {
  const category = categoryName(filters.category);
  const bucket = PRICE_BUCKETS.find((b) => b.id === filters.price);
  const filtered = Boolean(filters.category || filters.price || filters.q);
  return (
    <div className="container-page py-10">
      <Breadcrumb items={[{ href: '/', label: 'Acasă' }, { label: 'Magazin' }]} />
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="font-display text-4xl font-bold">
          {filters.q ? `Rezultate pentru „${filters.q}”` : (category ?? 'Magazin')}
        </h1>
        <p className="rounded-full bg-forest-700 px-3 py-1 text-sm font-semibold text-white" data-testid="product-count">
          {countRo(products.length, 'produs', 'produse')}
        </p>
      </div>
      <p className="mt-2 max-w-2xl text-ink-700">
        {category || bucket
          ? `Produse CBD ${[category && `pentru ${category.toLowerCase()}`, bucket && bucket.label.toLowerCase()].filter(Boolean).join(', ')}, cu 0.00% THC și reducere de 25%.`
          : 'Toată gama noastră de produse CBD premium: uleiuri, jeleuri, vape, creme și produse topice, cu 0.00% THC.'}
      </p>
      <div className="mt-6">
        <TrustBadges />
      </div>
      <p className="mt-4 text-sm text-ink-600">
        <strong className="text-ink-900">18+ · 0.00% THC.</strong> Produsele CBD nu sunt medicamente și nu înlocuiesc
        consultul medical.
      </p>
      <div className="mt-8">
        <Island name="shop-filters" component={ShopFilters} props={{ filters, categories }} hydrate="idle" />
      </div>
      <div className="mt-4">
        {products.length ? (
          <ProductGrid products={products} id="product-grid" headingLevel="h2" />
        ) : (
          <EmptyState
            id="product-grid"
            title={failed ? 'Produsele nu au putut fi încărcate acum' : 'Niciun produs nu se potrivește filtrelor alese'}
            action={filtered || failed ? { href: '/shop', label: 'Vezi toate produsele' } : undefined}
          >
            {failed
              ? 'Te rugăm să încerci din nou în câteva momente.'
              : filters.q
                ? 'Încearcă un alt cuvânt, de exemplu „ulei”, „somn” sau „cremă”.'
                : 'Încearcă alt interval de preț sau altă nevoie.'}
          </EmptyState>
        )}
      </div>
    </div>
  );
}
