import type { CartRefusal } from '../../domain/contract/cart-answer';
import { type CartItem, useCartStore } from '../stores/cart';
import { UNAVAILABLE } from './cart-actions';
import { askForCheckoutAge, checkoutBoxesConfirmed, rememberCheckoutSmoker } from './checkout-age';
import { notify } from './toast';

export const CHECKOUT_ERROR = { title: 'Eroare la checkout', description: 'Te rugăm să încerci din nou' } as const;
export const POPUP_BLOCKED = {
  title: 'Pop-up blocat',
  description: 'Te rugăm să permiți pop-up-uri pentru acest site',
} as const;

/**
 * SPEC §4 checkout: open a blank tab inside the click (so it is not blocked), create the remote cart on
 * the worker, send the tab to the checkout URL. On any failure the tab closes and the cart stays as it was.
 */
/** Opens the cart where the checkout's boxes are (the drawer, unless the cart page shows them) and asks for them. */
function askForBoxes(): void {
  if (!document.querySelector('main [data-checkout-age]')) useCartStore.getState().setOpen(true);
  askForCheckoutAge();
}

export async function startCheckout(items: CartItem[] = useCartStore.getState().items): Promise<boolean> {
  if (!items.length) return false;
  // The hand-off carries its own 18+ confirmation (and, with a vape in the cart, that the buyer already smokes):
  // without the boxes ticked, the cart opens where they are. The box itself says why and takes the focus (a toast
  // would cover the drawer's buttons on a phone).
  if (!checkoutBoxesConfirmed(items.some((line) => line.vape))) {
    askForBoxes();
    return false;
  }
  const tab = window.open('', '_blank');
  if (!tab) {
    notify('error', POPUP_BLOCKED.title, POPUP_BLOCKED.description);
    return false;
  }
  const store = useCartStore.getState();
  store.setLoading(true);
  try {
    tab.document.title = 'Se pregătește plata…';
    tab.document.body.textContent = 'Se pregătește plata în siguranță…';
  } catch {
    // Cross-origin or closed tab: nothing to show there.
  }
  try {
    // Loaded now, not with the buy buttons: the tab is already open (it must open inside the click).
    const { applyStockWarnings, postCart } = await import('./cart-request');
    // The applied code goes with the lines: the hosted checkout opens with it already taken off.
    const reply = await postCart(items, store.discountCode);
    const checkoutUrl = reply.ok ? reply.answer.checkoutUrl : undefined;
    if (!reply.ok || !checkoutUrl) {
      // A refusal says why; a cart without a checkout, or an answer that does not fit the contract, says nothing.
      const refusal: Partial<CartRefusal> = reply.ok ? {} : reply.answer;
      tab.close();
      if (refusal.code === 'SMOKER_NEEDED') {
        // The worker knows a line as a vape that this cart did not (saved before the cart kept it): the second box
        // shows now, unticked, and asks.
        useCartStore.getState().markVapes(refusal.variantIds ?? []);
        rememberCheckoutSmoker(false);
        askForBoxes();
        return false;
      }
      if (refusal.code === 'UNAVAILABLE') notify('error', UNAVAILABLE.title, UNAVAILABLE.description);
      else if (refusal.code === 'RATE_LIMITED' && refusal.error) notify('error', CHECKOUT_ERROR.title, refusal.error);
      // SPEC §8: a frozen shop is told as '<provider>: Payment required' with its description.
      else if (refusal.code === 'PAYMENT_REQUIRED' && refusal.error)
        notify('error', refusal.error, refusal.description ?? '');
      else notify('error', CHECKOUT_ERROR.title, CHECKOUT_ERROR.description);
      console.error('checkout failed', refusal.code, refusal.error);
      return false;
    }
    tab.location.href = checkoutUrl;
    applyStockWarnings(reply.answer);
    useCartStore.getState().setCheckout(reply.answer.cartId ?? '', checkoutUrl);
    useCartStore.getState().setOpen(false);
    return true;
  } catch (error) {
    tab.close();
    notify('error', CHECKOUT_ERROR.title, CHECKOUT_ERROR.description);
    console.error('checkout failed', error);
    return false;
  } finally {
    useCartStore.getState().setLoading(false);
  }
}
