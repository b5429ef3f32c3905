import { useEffect, useState } from 'react';
import { heldReduction } from '../../domain/pricing';
import { EmptyState } from '../components/empty-state';
import { Price } from '../components/price';
import { productPath } from '../lib/product-item';
import { loadSearchIndex, type SearchProduct } from '../lib/search-index';
import { notify } from '../lib/toast';
import { useWishlistStore } from '../stores/wishlist';
import { AddToCartButton } from './add-to-cart-button';

/**
 * /favorite: the products the shopper hearted (kept in this browser), with add to cart and remove. The
 * product details come from the same cached list the header search uses.
 */
export function FavoritesView() {
  const ids = useWishlistStore((s) => s.ids);
  const [restored, setRestored] = useState(false);
  const [catalogue, setCatalogue] = useState<SearchProduct[] | null>(null);

  useEffect(() => {
    if (useWishlistStore.persist.hasHydrated()) setRestored(true);
    return useWishlistStore.persist.onFinishHydration(() => setRestored(true));
  }, []);
  useEffect(() => {
    if (!restored || !ids.length || catalogue) return;
    void loadSearchIndex().then(setCatalogue);
  }, [restored, ids.length, catalogue]);

  if (!restored || (ids.length > 0 && !catalogue)) {
    return (
      <p className="rounded-2xl bg-white p-10 text-center text-ink-700" role="status">
        Se încarcă produsele favorite…
      </p>
    );
  }
  const byId = new Map((catalogue ?? []).map((p) => [p.id, p]));
  // Newest first; a product the shop no longer sells is left out (and stays saved, should it return).
  const saved = [...ids]
    .reverse()
    .map((id) => byId.get(id))
    .filter((p): p is SearchProduct => Boolean(p));
  if (!saved.length) {
    return (
      <EmptyState title="Nu ai încă produse favorite" action={{ href: '/shop', label: 'Mergi la magazin' }}>
        Apasă inima de pe un produs ca să îl păstrezi aici pentru mai târziu.
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Produse favorite">
      {saved.map((product) => (
        <li key={product.id} className="flex gap-4 rounded-2xl bg-white p-4" data-favorite={product.handle}>
          <a href={productPath(product.handle)} className="shrink-0">
            {product.image ? (
              <img
                src={product.image.url}
                alt=""
                width={96}
                height={96}
                loading="lazy"
                className="size-24 rounded-xl bg-cream-100 object-cover"
              />
            ) : (
              <span className="block size-24 rounded-xl bg-cream-100" />
            )}
            <span className="sr-only">{product.title}</span>
          </a>
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <p className="font-semibold leading-snug">
              <a href={productPath(product.handle)} className="hover:underline">
                {product.title}
              </a>
            </p>
            <Price price={product.price} reduction={heldReduction(product.reduction)} size="sm" />
            <div className="mt-auto flex flex-wrap items-center gap-2">
              {product.item && <AddToCartButton item={product.item} available={product.availableForSale} compact />}
              <button
                type="button"
                className="min-h-11 rounded-full px-2 text-sm font-semibold text-ink-700 underline underline-offset-4 hover:text-pumpkin-700"
                onClick={() => {
                  useWishlistStore.getState().toggle(product.id);
                  notify('info', 'Eliminat din favorite', product.title);
                }}
              >
                Elimină<span className="sr-only"> {product.title} din favorite</span>
              </button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
