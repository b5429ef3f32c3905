import { useEffect, useState } from 'react';

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

function remember(confirmed: boolean) {
  tickedOnThisPage = confirmed;
  try {
    if (confirmed) sessionStorage.setItem(KEY, '1');
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused: the box holds for this page.
  }
}

/** The box above every checkout button: the hand-off to payment waits for it (the shop sells only to adults). */
export function CheckoutAgeBox({ id }: { id: string }) {
  const [checked, setChecked] = useState(checkoutAgeConfirmed);
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    const ask = () => {
      askPending = false;
      setAsked(true);
      // The drawer may be opening now: focus once the box can take it.
      let tries = 0;
      const focus = () => {
        const box = document.getElementById(id) as HTMLInputElement | null;
        if (box && box.offsetParent !== null) box.focus();
        else if (tries++ < 20) requestAnimationFrame(focus);
      };
      requestAnimationFrame(focus);
    };
    window.addEventListener(AGE_NEEDED_EVENT, ask);
    if (askPending && !checkoutAgeConfirmed()) ask();
    return () => window.removeEventListener(AGE_NEEDED_EVENT, ask);
  }, [id]);
  const messageId = `${id}-message`;
  return (
    <div>
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          name="adult"
          data-checkout-age
          checked={checked}
          aria-invalid={asked && !checked}
          aria-describedby={asked && !checked ? messageId : undefined}
          onChange={(event) => {
            setChecked(event.target.checked);
            remember(event.target.checked);
          }}
          className="mt-0.5 size-5 shrink-0 accent-forest-700"
        />
        <label htmlFor={id} className="text-sm font-medium text-ink-900">
          Am cel puțin 18 ani și comand produse pentru uz propriu.
        </label>
      </div>
      {asked && !checked && (
        <p id={messageId} role="alert" className="mt-1 text-sm font-medium text-pumpkin-700">
          Bifează căsuța ca să continui spre plată: vindem doar adulților.
        </p>
      )}
    </div>
  );
}
