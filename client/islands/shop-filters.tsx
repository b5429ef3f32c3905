import { useState } from 'react';
import { type CategoryId, type ShopFilters as Filters, PRICE_BUCKETS, shopUrl } from '../../domain/shop-filters';

export interface ShopFiltersProps {
  filters: Filters;
  categories: { id: CategoryId; name: string }[];
}

/** Filter links (they work without JavaScript); with it, the grid shows a loading state while the next page loads. */
export function ShopFilters({ filters, categories }: ShopFiltersProps) {
  const [pending, setPending] = useState<string | null>(null);

  const chip = (href: string, label: string, current: boolean) => (
    <li key={href} className="shrink-0">
      <a
        href={href}
        aria-current={current ? 'page' : undefined}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || current) return;
          setPending(label);
          document.getElementById('product-grid')?.setAttribute('aria-busy', 'true');
        }}
        className="inline-flex min-h-11 items-center rounded-full border border-cream-200 bg-white px-4 text-sm font-medium text-ink-700 hover:border-forest-200 aria-[current=page]:border-forest-700 aria-[current=page]:bg-forest-700 aria-[current=page]:text-white"
      >
        {label}
      </a>
    </li>
  );

  return (
    <div className="space-y-4">
      <nav aria-label="Filtrează după rutină">
        <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
          {chip(shopUrl({ ...filters, category: null }), 'Toate rutinele', !filters.category)}
          {categories.map((c) => chip(shopUrl({ ...filters, category: c.id }), c.name, filters.category === c.id))}
        </ul>
      </nav>
      <nav aria-label="Filtrează după preț">
        <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
          {chip(shopUrl({ ...filters, price: null }), 'Toate prețurile', !filters.price)}
          {PRICE_BUCKETS.map((b) => chip(shopUrl({ ...filters, price: b.id }), b.label, filters.price === b.id))}
        </ul>
      </nav>
      <p role="status" className="min-h-6 text-sm text-ink-700">
        {pending && (
          <span className="inline-flex items-center gap-2">
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-forest-700 border-t-transparent"
            />
            Se aplică filtrul „{pending}”…
          </span>
        )}
      </p>
    </div>
  );
}
