import { countRo } from '../lib/format';
import { cartCount, useCartStore } from '../stores/cart';
import { CartIcon } from '../components/icons';

/** Header cart link with a badge of the total quantity (restored from storage after hydration). */
export function CartButton() {
  const count = useCartStore((s) => cartCount(s.items));
  return (
    <a
      href="/cos"
      className="relative inline-flex size-11 items-center justify-center rounded-full text-forest-900 hover:bg-forest-50"
      data-cart-button
    >
      <CartIcon className="size-6" />
      <span className="sr-only">{count > 0 ? `Coșul de cumpărături, ${countRo(count, 'produs', 'produse')}` : 'Coșul de cumpărături, gol'}</span>
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-pumpkin-700 px-1 text-xs font-bold text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </a>
  );
}
