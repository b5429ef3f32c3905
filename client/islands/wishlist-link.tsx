import { HeartIcon } from '../components/icons';
import { countRo } from '../lib/format';
import { useWishlistStore } from '../stores/wishlist';

/** Header link to the favourites page, with how many products are saved (restored after hydration). */
export function WishlistLink() {
  const count = useWishlistStore((s) => s.ids.length);
  return (
    <a href="/favorite" className="relative inline-flex size-11 items-center justify-center rounded-full text-forest-900 hover:bg-forest-50" data-wishlist-link>
      <HeartIcon className="size-6" />
      <span className="sr-only">{count > 0 ? `Favorite, ${countRo(count, 'produs', 'produse')}` : 'Favorite, niciun produs'}</span>
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="wishlist-count"
          className="absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-forest-700 px-1 text-xs font-bold text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </a>
  );
}
