import { useEffect, useState } from 'react';
import { useCartStore } from '../stores/cart';

/**
 * After an order: the cart on this device is emptied when it is the one that made this checkout (the store keeps the
 * checkout it opened, and forgets it as soon as a line or the code changes), so the same lines and the used code are
 * not ordered twice. A cart changed since (another tab, another product) is left as it is.
 */
export function OrderPlaced({ checkoutPath }: { checkoutPath: string }) {
  const [cleared, setCleared] = useState(false);
  useEffect(() => {
    const { checkoutUrl, items } = useCartStore.getState();
    if (!checkoutUrl || !items.length) return;
    let path: string;
    try {
      path = new URL(checkoutUrl, window.location.href).pathname;
    } catch {
      return;
    }
    if (path !== checkoutPath) return;
    useCartStore.getState().clearCart();
    useCartStore.getState().setDiscountCode(null);
    setCleared(true);
  }, [checkoutPath]);
  return (
    <p role="status" className="mt-2 min-h-6 text-ink-700">
      {cleared ? 'Am golit coșul de pe acest dispozitiv: produsele comandate nu mai sunt în el.' : ''}
    </p>
  );
}
