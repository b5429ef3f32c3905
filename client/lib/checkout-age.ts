// The checkout's own 18+ box: whether it is ticked (this browser session, or this page when storage is
// refused), and how the checkout asks for it. The box itself is client/islands/checkout-age.tsx.
const KEY = 'checkout-adult';
/** Told by the checkout when it waited for the box: the box says why, and takes the focus. */
export const AGE_NEEDED_EVENT = 'checkout-age-needed';

// The tick also holds for this page when session storage is refused.
let tickedOnThisPage = false;
// Asked before the box was on screen (the drawer's code was still loading): the box asks as it mounts.
let askPending = false;

/** The checkout waited for the box: it says why and takes the focus, now or as soon as it is on screen. */
export function askForCheckoutAge(): void {
  askPending = true;
  window.dispatchEvent(new Event(AGE_NEEDED_EVENT));
}

/** Whether the shopper ticked the checkout's own 18+ box (this browser session, or this page). */
export function checkoutAgeConfirmed(): boolean {
  if (tickedOnThisPage) return true;
  try {
    return sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberCheckoutAge(confirmed: boolean): void {
  tickedOnThisPage = confirmed;
  try {
    if (confirmed) sessionStorage.setItem(KEY, '1');
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused: the box holds for this page.
  }
}

/** Takes a pending ask (made before the box was on screen), once. */
export function takePendingAsk(): boolean {
  const pending = askPending && !checkoutAgeConfirmed();
  askPending = false;
  return pending;
}
