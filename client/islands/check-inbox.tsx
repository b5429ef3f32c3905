import { useEffect, useRef, useState } from 'react';
import type { InvokeResult } from '../lib/functions';

/** Sends the same request again: the server sends at most one more confirmation e-mail per address and form. */
export type Resend = () => Promise<InvokeResult<unknown>>;

/**
 * One more confirmation e-mail, on request, once: the link stays until it is pressed, then says what happened.
 * The server sends nothing past its own limit, whatever a page asks.
 */
export function ResendLink({ resend, inverted = false }: { resend: Resend; inverted?: boolean }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | { error: string }>('idle');
  const color = inverted ? 'text-white' : 'text-forest-800';
  if (state === 'sent')
    return (
      <p role="status" className={`text-sm ${color}`}>
        Ți-am retrimis e-mailul. Dacă tot nu apare în câteva minute, verifică adresa scrisă sau dosarul Spam.
      </p>
    );
  return (
    <p className={`text-sm ${color}`}>
      Nu a venit în câteva minute? Uită-te și în Spam sau Promoții, ori{' '}
      <button
        type="button"
        className="font-semibold underline underline-offset-4"
        disabled={state === 'sending'}
        onClick={async () => {
          setState('sending');
          const result = await resend();
          setState(result.ok ? 'sent' : { error: result.message });
        }}
      >
        {state === 'sending' ? 'se retrimite…' : 'retrimite e-mailul'}
      </button>
      .
      {typeof state === 'object' && (
        <span role="alert" className={`block font-medium ${inverted ? 'text-pumpkin-100' : 'text-pumpkin-700'}`}>
          {state.error}
        </span>
      )}
    </p>
  );
}

/**
 * What a shopper sees once an offer form has gone through: where the confirmation e-mail went and what its
 * link gives (the code only ever reaches the screen from that link). Focus moves here, so a screen reader hears
 * it at once.
 */
export function CheckInbox({
  email,
  gives,
  resend,
  onClose,
}: {
  email: string;
  /** What confirming gives, in a few words ("codul HALLOWEEN15", "premiul tău"). */
  gives: string;
  resend: Resend;
  onClose: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="rounded-2xl bg-forest-50 p-5" data-testid="offer-confirmation">
      <h3 ref={heading} tabIndex={-1} className="font-display text-xl font-bold focus:outline-none">
        Verifică-ți e-mailul
      </h3>
      <p className="mt-2 text-ink-800">
        Ți-am trimis un e-mail la <strong className="break-all">{email}</strong>. Apasă pe linkul din el ca să confirmi
        că adresa este a ta și primești {gives}: pe ecran, în coș și pe e-mail.
      </p>
      <div className="mt-2">
        <ResendLink resend={resend} />
      </div>
      <button type="button" className="btn btn-outline mt-4 min-h-11 px-5" onClick={onClose}>
        Închide
      </button>
    </div>
  );
}
