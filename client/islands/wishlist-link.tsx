import { countRo } from '../../domain/format';
import { CountBadge } from '../components/count-badge';
import { HeartIcon } from '../components/icons';
import { useWishlistStore } from '../stores/wishlist';

/** Header link to the favourites page, with how many products are saved (restored after hydration). */
export function WishlistLink() {
  const count = useWishlistStore((s) => s.ids.length);
  return (
    <a
      href="/favorite"
      className="relative inline-flex size-11 items-center justify-center rounded-full text-forest-900 hover:bg-forest-50"
      data-wishlist-link
    >
      <HeartIcon className="size-6" />
      <span className="sr-only">
        {count > 0 ? `Favorite, ${countRo(count, 'produs', 'produse')}` : 'Favorite, niciun produs'}
      </span>
      <CountBadge count={count} testId="wishlist-count" tone="forest" />
    </a>
  );
}
