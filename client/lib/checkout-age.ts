// The checkout's own boxes: 18+ on every cart, and, on a cart with a vape, that the buyer already smokes or vapes
// (e-cigarettes are sold only to adults who already smoke, Legea nr. 64/2024). Whether each is ticked (this
// browser session, or this page when storage is refused), and how the checkout asks for them. The boxes themselves
// are client/islands/checkout-age.tsx.
const KEY = 'checkout-adult';
const SMOKER_KEY = 'checkout-smoker';
/** Told by the checkout when it waited for a box: the box says why, and takes the focus. */
export const AGE_NEEDED_EVENT = 'checkout-age-needed';

// A tick also holds for this page when session storage is refused.
const tickedOnThisPage = new Map<string, boolean>();
// Asked before the box was on screen (the drawer's code was still loading): the box asks as it mounts.
let askPending = false;

/** The checkout waited for a box: it says why and takes the focus, now or as soon as it is on screen. */
export function askForCheckoutAge(): void {
  askPending = true;
  window.dispatchEvent(new Event(AGE_NEEDED_EVENT));
}

function ticked(key: string): boolean {
  if (tickedOnThisPage.get(key)) return true;
  try {
    return sessionStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

function remember(key: string, confirmed: boolean): void {
  tickedOnThisPage.set(key, confirmed);
  try {
    if (confirmed) sessionStorage.setItem(key, '1');
    else sessionStorage.removeItem(key);
  } catch {
    // Storage refused: the box holds for this page.
  }
}

/** Whether the shopper ticked the checkout's own 18+ box (this browser session, or this page). */
export const checkoutAgeConfirmed = (): boolean => ticked(KEY);
export const rememberCheckoutAge = (confirmed: boolean): void => remember(KEY, confirmed);

/** Whether the shopper ticked the second box, for a cart with a vape: already smokes or vapes. */
export const checkoutSmokerConfirmed = (): boolean => ticked(SMOKER_KEY);
export const rememberCheckoutSmoker = (confirmed: boolean): void => remember(SMOKER_KEY, confirmed);

/** Whether the checkout of a cart (`vape`: with a vape) has every box it needs ticked. */
export const checkoutBoxesConfirmed = (vape: boolean): boolean =>
  checkoutAgeConfirmed() && (!vape || checkoutSmokerConfirmed());

/** Takes a pending ask (made before the box was on screen), once. */
export function takePendingAsk(vape = false): boolean {
  const pending = askPending && !checkoutBoxesConfirmed(vape);
  askPending = false;
  return pending;
}
