import { type FormEvent, useEffect, useRef, useState } from 'react';
import { bareOfferNote } from '../../content/wheel';
import { messages } from '../../domain/contract/messages';
import { formatMoney, roundMoney } from '../../domain/format';
import { checkCode, keepQuote, normalizeCode, useCodeTotals } from '../lib/discount-quote';
import { receivedCodes } from '../lib/received-codes';
import { useCartStore } from '../stores/cart';

const CHECK_FAILED = 'Nu am putut verifica codul acum. Încearcă din nou.';
const APPLIED = 'Cod aplicat';

/**
 * The cart's discount code: a field, a one-tap offer of the codes this device received (newsletter, exit
 * popup, wheel), and the code in use with a way to take it off. The store judges every code (POST
 * /api/cart/quote): 'Cod aplicat' or 'Codul nu este valid'. One code per order, so a new one replaces the
 * old. `lapsed`: the code in use no longer applies to the lines; `note`: why (a cart of vapes only) or what it was
 * worked out on (both from the summary's `useReduction`).
 */
export function DiscountCode({ idPrefix, lapsed, note }: { idPrefix: string; lapsed: boolean; note?: string | null }) {
  const applied = useCartStore((s) => s.discountCode);
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [received, setReceived] = useState<string[]>([]);
  const field = useRef<HTMLInputElement>(null);
  // A second submit while one is on its way (a double tap, a scripted burst) is dropped.
  const submitting = useRef(false);
  // Read after hydration: the server's HTML never depends on this device's storage.
  useEffect(() => setReceived(receivedCodes()), []);
  const inputId = `${idPrefix}-discount-code`;
  const statusId = `${idPrefix}-discount-status`;

  const apply = async (raw: string, { fromOffer = false } = {}) => {
    const code = normalizeCode(raw);
    if (!code) {
      setStatus({ ok: false, text: 'Scrie codul de reducere primit.' });
      return;
    }
    if (submitting.current) return;
    submitting.current = true;
    setBusy(true);
    setStatus(null);
    const result = await checkCode(useCartStore.getState().items, code);
    submitting.current = false;
    setBusy(false);
    // The offer button pressed may be gone (its code is now the one in use): the field keeps the focus.
    if (fromOffer) field.current?.focus();
    if (result.kind === 'quote' && result.quote.applicable) {
      keepQuote(result.quote);
      useCartStore.getState().setDiscountCode(code);
      setValue('');
      setStatus({ ok: true, text: result.quote.note ? `${APPLIED}. ${result.quote.note}` : APPLIED });
    } else if (result.kind === 'failed') {
      setStatus({ ok: false, text: CHECK_FAILED });
    } else {
      const text =
        result.kind === 'refused'
          ? result.message
          : result.kind === 'quote' && result.quote.used
            ? messages.codeUsed
            : result.kind === 'quote' && result.quote.note
              ? result.quote.note
              : messages.invalidCode;
      // An offer's name typed as it is ("NEWSLETTER10"): what a personal code looks like.
      const bare = text === messages.invalidCode ? bareOfferNote(code) : null;
      setStatus({ ok: false, text: bare ? `${text}. ${bare}` : text });
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Read from the form itself: a code typed before the island hydrated still counts.
    const typed = new FormData(event.currentTarget).get('code');
    void apply(typeof typed === 'string' ? typed : value);
  };

  const offered = received.filter((code) => code.toUpperCase() !== applied?.toUpperCase());

  return (
    <div className="space-y-2 py-3" data-discount-code={idPrefix}>
      <form className="space-y-1" onSubmit={submit} noValidate>
        <label htmlFor={inputId} className="block text-sm font-semibold">
          Cod de reducere
        </label>
        <div className="flex gap-2">
          <input
            ref={field}
            id={inputId}
            name="code"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            aria-describedby={statusId}
            aria-invalid={status && !status.ok ? true : undefined}
            className="h-11 w-full min-w-0 flex-1 rounded-xl border border-ink-600 bg-white px-3 font-mono uppercase placeholder:font-sans placeholder:normal-case placeholder:text-ink-600"
            placeholder="ex. NEWSLETTER10-7KQ2X9M4TB"
          />
          <button type="submit" className="btn btn-outline min-h-11 px-4" disabled={busy}>
            {busy ? 'Se verifică…' : 'Aplică'}
          </button>
        </div>
      </form>
      {offered.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Coduri primite pe acest dispozitiv">
          {offered.map((code) => (
            <li key={code}>
              <button
                type="button"
                className="min-h-11 rounded-xl border-2 border-dashed border-forest-700 bg-forest-50 px-3 text-sm font-semibold text-forest-800 hover:bg-forest-100"
                disabled={busy}
                onClick={() => void apply(code, { fromOffer: true })}
              >
                Folosește codul primit: <span className="font-mono wrap-anywhere">{code}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {applied && (
        <p className="flex flex-wrap items-center gap-x-2 text-sm" data-testid="applied-code">
          <span>
            Cod folosit: <strong className="font-mono wrap-anywhere">{applied}</strong>
          </span>
          <button
            type="button"
            className="min-h-11 font-semibold text-ink-700 underline underline-offset-4"
            onClick={() => {
              useCartStore.getState().setDiscountCode(null);
              setStatus({ ok: true, text: `Codul ${applied} a fost scos din coș.` });
              field.current?.focus();
            }}
          >
            Scoate codul
          </button>
        </p>
      )}
      <p
        id={statusId}
        role="status"
        className={`min-h-5 text-sm font-semibold wrap-anywhere ${status?.ok === false || (lapsed && !status) ? 'text-pumpkin-700' : 'text-forest-700'}`}
      >
        {/* What the shopper just did speaks first; a code that stopped applying, otherwise. */}
        {status && !status.ok
          ? status.text
          : lapsed
            ? (note ?? `Codul ${applied} nu se aplică produselor din coș acum.`)
            : (status?.text ?? note ?? '')}
      </p>
    </div>
  );
}

/** The reduction row of a cart summary: the code, and what it takes off (or that it is being worked out). */
export function useReduction(subtotal: number, currencyCode: string) {
  const { code, quote, pending, failed } = useCodeTotals();
  const discount = quote?.applicable ? Math.min(quote.discount, subtotal) : 0;
  const total = roundMoney(subtotal - discount);
  const label = code ? `Reducere (${code})` : null;
  const shown = pending
    ? 'se calculează…'
    : failed
      ? 'la plată'
      : quote?.applicable
        ? `−${formatMoney({ amount: discount, currencyCode })}`
        : '—';
  const lapsed = Boolean(quote && !quote.applicable);
  // Why the code does not apply (only vapes in the cart), or what it was worked out on (without the vapes).
  const note = quote?.note ?? null;
  return { code, label, shown, discount, total, settled: !pending, lapsed, note };
}
