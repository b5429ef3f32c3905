import { type CartItem, useCartStore } from '../stores/cart';
import { notify } from './toast';

export type CartItemInput = Omit<CartItem, 'quantity'>;

export const UNAVAILABLE = { title: 'Produsul nu este disponibil', description: 'Acest produs este momentan epuizat' } as const;

/** Adds `quantity` units of a variant, refusing unavailable ones; tells the shopper what happened. */
export function addToCart(item: CartItemInput, { available, quantity = 1 }: { available: boolean; quantity?: number }): boolean {
  if (!available) {
    notify('error', UNAVAILABLE.title, UNAVAILABLE.description);
    return false;
  }
  const store = useCartStore.getState();
  const result = store.addItem(item);
  if (result === 'full') {
    notify('error', 'Coșul este plin', 'Poți avea cel mult 100 de produse diferite în coș.');
    return false;
  }
  if (quantity > 1) {
    const line = useCartStore.getState().items.find((l) => l.variantId === item.variantId);
    if (line) store.updateQuantity(item.variantId, line.quantity + quantity - 1);
  }
  notify('success', result === 'added' ? 'Produs adăugat în coș!' : 'Cantitate actualizată în coș!', item.product.title);
  return true;
}
