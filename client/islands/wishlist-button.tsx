import { notify } from '../lib/toast';
import { useWishlistStore } from '../stores/wishlist';

/** Heart toggle: 'Adăugat la favorite!' / 'Eliminat din favorite'. */
export function WishlistButton({
  productId,
  title,
  large = false,
}: {
  productId: string;
  title: string;
  large?: boolean;
}) {
  const saved = useWishlistStore((s) => s.ids.includes(productId));
  return (
    <button
      type="button"
      aria-pressed={saved}
      className={`inline-flex ${large ? 'size-12' : 'size-11'} shrink-0 items-center justify-center rounded-full border-2 border-cream-200 bg-white text-pumpkin-700 hover:border-pumpkin-600`}
      onClick={() => {
        const added = useWishlistStore.getState().toggle(productId);
        notify(added ? 'success' : 'info', added ? 'Adăugat la favorite!' : 'Eliminat din favorite', title);
      }}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-6"
        aria-hidden="true"
        fill={saved ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M12 20.5s-7.5-4.6-9.2-9.4C1.7 7.9 3.9 4.5 7.3 4.5c2 0 3.5 1.1 4.7 2.7 1.2-1.6 2.7-2.7 4.7-2.7 3.4 0 5.6 3.4 4.5 6.6-1.7 4.8-9.2 9.4-9.2 9.4z" />
      </svg>
      <span className="sr-only">Favorite: {title}</span>
    </button>
  );
}
