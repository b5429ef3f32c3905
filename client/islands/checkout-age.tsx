import { useEffect, useState } from 'react';
import {
  AGE_NEEDED_EVENT,
  checkoutAgeConfirmed,
  checkoutSmokerConfirmed,
  rememberCheckoutAge,
  rememberCheckoutSmoker,
  takePendingAsk,
} from '../lib/checkout-age';

/**
 * The boxes above every checkout button: the hand-off to payment waits for them. The shop sells only to adults; a
 * cart with a vape (`vape`) also asks that the buyer already smokes or vapes (Legea nr. 64/2024).
 */
export function CheckoutAgeBox({ id, vape = false }: { id: string; vape?: boolean }) {
  const [checked, setChecked] = useState(checkoutAgeConfirmed);
  const [smoker, setSmoker] = useState(checkoutSmokerConfirmed);
  const [asked, setAsked] = useState(false);
  const smokerId = `${id}-smoker`;
  useEffect(() => {
    const ask = () => {
      takePendingAsk(vape);
      // The checkout may have untied a box (a line it learnt is a vape): the boxes show what holds now.
      setChecked(checkoutAgeConfirmed());
      setSmoker(checkoutSmokerConfirmed());
      setAsked(true);
      // The drawer may be opening now: focus, once it can take it, the first box still unticked (the second one,
      // asked for a line just learnt to be a vape, may be a render away).
      const target = checkoutAgeConfirmed() ? smokerId : id;
      let tries = 0;
      const focus = () => {
        const box = document.getElementById(target) as HTMLInputElement | null;
        if (box && box.offsetParent !== null) box.focus();
        else if (tries++ < 20) requestAnimationFrame(focus);
      };
      requestAnimationFrame(focus);
    };
    window.addEventListener(AGE_NEEDED_EVENT, ask);
    if (takePendingAsk(vape)) ask();
    return () => window.removeEventListener(AGE_NEEDED_EVENT, ask);
  }, [id, smokerId, vape]);
  const messageId = `${id}-message`;
  const smokerMessageId = `${smokerId}-message`;
  return (
    <div className="space-y-2">
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
      {vape && (
        <div>
          <div className="flex items-start gap-2">
            <input
              id={smokerId}
              type="checkbox"
              name="smoker"
              data-checkout-smoker
              checked={smoker}
              aria-invalid={asked && !smoker}
              aria-describedby={asked && !smoker ? smokerMessageId : undefined}
              onChange={(event) => {
                setSmoker(event.target.checked);
                rememberCheckoutSmoker(event.target.checked);
              }}
              className="mt-0.5 size-5 shrink-0 accent-forest-700"
            />
            <label htmlFor={smokerId} className="text-sm font-medium text-ink-900">
              Fumez sau folosesc deja țigarete electronice; știu că vape-urile nu sunt pentru nefumători.
            </label>
          </div>
          {asked && !smoker && (
            <p id={smokerMessageId} role="alert" className="mt-1 text-sm font-medium text-pumpkin-700">
              Bifează și această căsuță ca să continui spre plată: vape-urile se vând doar adulților care fumează sau
              folosesc deja țigarete electronice.
            </p>
          )}
        </div>
      )}
    </div>
  );
}
