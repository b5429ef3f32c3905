import { lazy, Suspense, useRef, useState } from 'react';
import { countRo } from '../../domain/format';
import type { RunningOffer } from '../../domain/promotion';
import { CountBadge } from '../components/count-badge';
import { CartIcon } from '../components/icons';
import { cartCount, useCartStore } from '../stores/cart';

const CartDrawer = lazy(() => import('./cart-drawer').then((m) => ({ default: m.CartDrawer })));

/**
 * Header cart button with a badge of the total quantity (restored from storage after hydration).
 * A link to /cos without JavaScript; with it, it opens the cart drawer.
 */
export function CartButton({ promotion }: { promotion: RunningOffer | null }) {
  const count = useCartStore((s) => cartCount(s.items));
  const isOpen = useCartStore((s) => s.isOpen);
  const [mounted, setMounted] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  if (isOpen && !mounted) setMounted(true);
  return (
    <>
      <a
        ref={link}
        href="/cos"
        aria-haspopup="dialog"
        className="relative inline-flex size-11 items-center justify-center rounded-full text-forest-900 hover:bg-forest-50"
        data-cart-button
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          useCartStore.getState().setOpen(true);
        }}
      >
        <CartIcon className="size-6" />
        <span className="sr-only">
          {count > 0 ? `Coșul de cumpărături, ${countRo(count, 'produs', 'produse')}` : 'Coșul de cumpărături, gol'}
        </span>
        <CountBadge count={count} testId="cart-count" tone="pumpkin" />
      </a>
      {mounted && (
        <Suspense fallback={null}>
          <CartDrawer promotion={promotion} onClosed={() => link.current?.focus()} />
        </Suspense>
      )}
    </>
  );
}
