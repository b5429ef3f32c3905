import { type FormEvent, useEffect, useRef, useState } from 'react';
import { messages } from '../../domain/contract/messages';
import { type FunctionsConfig, INVALID_EMAIL, invokeFunction, looksLikeEmail } from '../lib/functions';
import { markSignedUp } from '../lib/received-codes';
import { type Resend, ResendLink } from './check-inbox';

export const SUBSCRIBED_LOCK_MS = 5000;

export interface EmailFormProps {
  functions: FunctionsConfig;
  functionName: string;
  /** Extra body fields (the wheel's prize and code). */
  extra?: () => Record<string, unknown> | string;
  submitLabel: string;
  successLabel: string;
  idPrefix: string;
  /**
   * Called with the address the confirmation e-mail went to, and a way to ask for it once more. Without it the
   * form says so itself, under the field, with the same one resend.
   */
  onSuccess?: (email: string, resend: Resend) => void;
  /** Dark background variant. */
  inverted?: boolean;
  /**
   * 'newsletter': the form is the newsletter opt-in. 'code': the address gets the code only, and an unticked
   * box asks separately for the newsletter (GDPR art. 7(4): consent is never a condition of the code).
   */
  purpose?: 'newsletter' | 'code';
}

type Status = 'idle' | 'submitting' | 'subscribed';

/**
 * E-mail field + button with the spec's states: submitting, locked 5 s on success, error keeps the text. The locked
 * button says "Verifică e-mailul": nothing is subscribed until the link is clicked (the confirmation page says
 * "Abonat!", where it is true).
 */
export function EmailForm({
  functions,
  functionName,
  extra,
  submitLabel,
  successLabel,
  idPrefix,
  onSuccess,
  inverted = false,
  purpose = 'newsletter',
}: EmailFormProps) {
  const [email, setEmail] = useState('');
  const optIn = useRef<HTMLInputElement>(null);
  const adult = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [resend, setResend] = useState<Resend | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const unlock = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(unlock.current), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status !== 'idle') return;
    const extraBody = extra?.() ?? {};
    if (typeof extraBody === 'string') {
      setMessage({ kind: 'error', text: extraBody });
      return;
    }
    // The field itself: an address typed before the form hydrated is there, not yet in state.
    const address = input.current?.value ?? email;
    // Into state too: the next render would otherwise empty a field typed in before hydration.
    if (address !== email) setEmail(address);
    if (!looksLikeEmail(address)) {
      setMessage({ kind: 'error', text: INVALID_EMAIL });
      input.current?.focus();
      return;
    }
    // Codes and prizes are for adults: the form's own 18+ box (read from the box, so a tick before hydration counts).
    if (!adult.current?.checked) {
      setMessage({ kind: 'error', text: messages.adultOnly });
      adult.current?.focus();
      return;
    }
    setStatus('submitting');
    setMessage(null);
    // The box itself, like the field: a tick made before hydration counts.
    const marketing = purpose === 'code' ? Boolean(optIn.current?.checked) : null;
    const body = { email: address.trim(), ...extraBody, adult: true, ...(marketing === null ? {} : { marketing }) };
    const result = await invokeFunction<{ ok: true }>(functions, functionName, body);
    if (result.ok) {
      setEmail('');
      setStatus('subscribed');
      // This session's popups no longer offer a code to someone who has just asked for one.
      markSignedUp();
      // The same request once more: the server sends a second confirmation e-mail at most.
      const again: Resend = () => invokeFunction(functions, functionName, body);
      setMessage({ kind: 'success', text: `${successLabel} Am trimis e-mailul la ${body.email}.` });
      unlock.current = setTimeout(() => setStatus('idle'), SUBSCRIBED_LOCK_MS);
      if (onSuccess) onSuccess(body.email, again);
      else setResend(() => again);
    } else {
      console.error(`${functionName} failed`, result.status, result.message);
      setStatus('idle');
      setMessage({ kind: 'error', text: result.message });
    }
  };

  const errorId = `${idPrefix}-message`;
  return (
    // POST, so a native submit (no JavaScript) never puts the address in a URL.
    <form method="post" noValidate onSubmit={submit} className="w-full">
      <div className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor={`${idPrefix}-email`} className="sr-only">
          Adresa ta de e-mail
        </label>
        <input
          ref={input}
          id={`${idPrefix}-email`}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="adresa@exemplu.ro"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={message?.kind === 'error'}
          aria-describedby={message ? errorId : undefined}
          className="h-12 w-full min-w-0 rounded-full border-2 sm:flex-1 border-cream-200 bg-white px-5 text-ink-900 placeholder:text-ink-600 focus:border-forest-700 focus:outline-none"
        />
        <button type="submit" className="btn btn-accent h-12 px-6" disabled={status !== 'idle'}>
          {status === 'submitting' ? 'Se trimite…' : status === 'subscribed' ? 'Verifică e-mailul' : submitLabel}
        </button>
      </div>
      <p
        id={errorId}
        role={message?.kind === 'error' ? 'alert' : 'status'}
        className={`mt-2 min-h-6 text-sm font-medium ${message?.kind === 'error' ? (inverted ? 'text-pumpkin-100' : 'text-pumpkin-700') : inverted ? 'text-white' : 'text-forest-800'}`}
      >
        {message?.text}
      </p>
      {resend && message?.kind === 'success' && (
        <div className="mb-3">
          <ResendLink resend={resend} inverted={inverted} />
        </div>
      )}
      <div className="mb-2 flex items-start gap-2">
        <input
          ref={adult}
          id={`${idPrefix}-adult`}
          type="checkbox"
          name="adult"
          required
          className="mt-0.5 size-5 shrink-0 accent-forest-700"
        />
        <label
          htmlFor={`${idPrefix}-adult`}
          className={`text-sm font-medium ${inverted ? 'text-white' : 'text-ink-900'}`}
        >
          Confirm că am cel puțin 18 ani.
        </label>
      </div>
      {purpose === 'code' && (
        <div className="mb-2 flex items-start gap-2">
          <input
            ref={optIn}
            id={`${idPrefix}-newsletter`}
            type="checkbox"
            name="marketing"
            className="mt-0.5 size-5 shrink-0 accent-forest-700"
          />
          <label htmlFor={`${idPrefix}-newsletter`} className="text-sm text-ink-700">
            Vreau să primesc și newsletterul Verdana (ghiduri și oferte). Mă pot dezabona oricând.
          </label>
        </div>
      )}
      <p className={`text-xs ${inverted ? 'text-forest-100' : 'text-ink-600'}`}>
        {purpose === 'code'
          ? 'Îți folosim adresa ca să îți trimitem un link de confirmare, apoi codul. Newsletterul îl primești doar dacă bifezi căsuța de mai sus și confirmi. '
          : 'Îți trimitem un e-mail de confirmare: când apeși pe linkul din el, te abonăm la newsletterul Verdana (ghiduri și oferte) și primești codul. Te poți dezabona oricând, cu un clic. '}
        Detalii în{' '}
        <a href="/privacy-policy" className="underline underline-offset-2">
          Politica de confidențialitate
        </a>{' '}
        și în{' '}
        <a href="/regulament-oferte" className="underline underline-offset-2">
          Regulamentul ofertelor
        </a>
        .
      </p>
    </form>
  );
}
