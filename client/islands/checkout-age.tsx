import { useEffect, useState } from 'react';
import { AGE_NEEDED_EVENT, checkoutAgeConfirmed, rememberCheckoutAge, takePendingAsk } from '../lib/checkout-age';

/** The box above every checkout button: the hand-off to payment waits for it (the shop sells only to adults). */
export function CheckoutAgeBox({ id }: { id: string }) {
  const [checked, setChecked] = useState(checkoutAgeConfirmed);
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    const ask = () => {
      takePendingAsk();
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
    if (takePendingAsk()) ask();
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
            rememberCheckoutAge(event.target.checked);
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
