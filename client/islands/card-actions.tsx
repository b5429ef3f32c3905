import { lazy, Suspense, useRef, useState } from 'react';
import type { CartItemInput } from '../lib/cart-actions';
import { productPath } from '../lib/product-item';
import { AddToCartButton } from './add-to-cart-button';
import { WishlistButton } from './wishlist-button';

const QuickViewDialog = lazy(() => import('./quick-view-dialog').then((m) => ({ default: m.QuickViewDialog })));

export interface CardActionsProps {
  productId: string;
  handle: string;
  title: string;
  /** The card's default variant; null when the product has no variant. */
  item: CartItemInput | null;
  available: boolean;
}

/** A product card's add-to-cart and quick-view buttons. */
export function CardActions({ productId, handle, title, item, available }: CardActionsProps) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <div className="relative z-10 flex flex-wrap gap-2">
      {/* An e-cigarette is bought from its page, beside its warnings and its lot (seventh review F3). */}
      {item?.vape ? (
        <a href={productPath(handle)} className="btn btn-primary min-h-11 px-4 text-sm">
          Vezi detaliile<span className="sr-only">: {title}</span>
        </a>
      ) : (
        item && <AddToCartButton item={item} available={available} compact />
      )}
      <button
        ref={trigger}
        type="button"
        className="btn btn-outline min-h-11 px-4 text-sm"
        aria-haspopup="dialog"
        // SPEC: quick view does nothing for a product without a variant.
        onClick={() => item && setOpen(true)}
      >
        Vizualizare rapidă<span className="sr-only">: {title}</span>
      </button>
      <WishlistButton productId={productId} title={title} />
      {open && (
        <Suspense fallback={null}>
          <QuickViewDialog
            handle={handle}
            onClose={() => {
              setOpen(false);
              trigger.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
