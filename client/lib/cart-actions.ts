import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '../../domain/contract/limits';
import { SOLD_OUT } from '../../domain/contract/sold-out';
import { countRo } from '../../domain/format';
import { type CartItem, lineLimit, useCartStore } from '../stores/cart';
import { notify } from './toast';

export type CartItemInput = Omit<CartItem, 'quantity'>;

export const UNAVAILABLE = SOLD_OUT;

/** Why a quantity stops where it does: the known stock, or the most one order may hold. */
export function limitReason(limit: number): string {
  return limit < MAX_LINE_QUANTITY
    ? `Mai sunt doar ${countRo(limit, 'bucată', 'bucăți')} în stoc.`
    : `Poți comanda cel mult ${countRo(MAX_LINE_QUANTITY, 'bucată', 'bucăți')} din același produs.`;
}

/** Adds `quantity` units of a variant, refusing unavailable ones; tells the shopper what happened. */
export function addToCart(
  item: CartItemInput,
  { available, quantity = 1, toastMs }: { available: boolean; quantity?: number; toastMs?: number },
): boolean {
  if (!available) {
    notify('error', UNAVAILABLE.title, UNAVAILABLE.description);
    return false;
  }
  const store = useCartStore.getState();
  const result = store.addItem(item);
  if (result === 'full') {
    notify('error', 'Coșul este plin', `Poți avea cel mult ${MAX_CART_LINES} de produse diferite în coș.`);
    return false;
  }
  if (result === 'max') {
    notify('error', 'Cantitate maximă atinsă', limitReason(lineLimit(item)));
    return false;
  }
  if (quantity > 1) {
    const line = useCartStore.getState().items.find((l) => l.variantId === item.variantId);
    if (line) {
      const wanted = line.quantity + quantity - 1;
      store.updateQuantity(item.variantId, wanted);
      if (wanted > lineLimit(line)) {
        notify('info', 'Am pus în coș cât se poate', limitReason(lineLimit(line)));
        return true;
      }
    }
  }
  notify(
    'success',
    result === 'added' ? 'Produs adăugat în coș!' : 'Cantitate actualizată în coș!',
    item.product.title,
    { duration: toastMs },
  );
  return true;
}
