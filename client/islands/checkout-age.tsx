import { useState } from 'react';

const KEY = 'checkout-adult';

/** Whether the shopper ticked the checkout's own 18+ box in this browser session. */
export function checkoutAgeConfirmed(): boolean {
  try {
    return sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

function remember(confirmed: boolean) {
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
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        name="adult"
        data-checkout-age
        checked={checked}
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
  );
}
