import { CartIcon } from '../components/icons';
import { addToCart, type CartItemInput } from '../lib/cart-actions';
import { CARD_TOAST_MS, prepareToasts } from '../lib/toast';

export interface AddToCartButtonProps {
  item: CartItemInput;
  available: boolean;
  compact?: boolean;
}

export function AddToCartButton({ item, available, compact = false }: AddToCartButtonProps) {
  return (
    <button
      type="button"
      className={`btn ${compact ? 'min-h-11 px-4 text-sm' : 'w-full'} ${available ? 'btn-primary' : ''}`}
      aria-disabled={!available}
      onPointerDown={prepareToasts}
      // On a product card (compact) the toast is the spec's 3000 ms.
      onClick={() => addToCart(item, { available, toastMs: compact ? CARD_TOAST_MS : undefined })}
    >
      <CartIcon />
      {available ? 'Adaugă în coș' : 'Epuizat'}
      <span className="sr-only">: {item.product.title}</span>
    </button>
  );
}
