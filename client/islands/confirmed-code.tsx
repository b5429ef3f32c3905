import { useEffect, useRef, useState } from 'react';
import { rememberCode } from '../lib/received-codes';
import { useCartStore } from '../stores/cart';

/**
 * The code an address just confirmed, on the device that opened the link: kept among this device's codes and
 * put in the cart (one code per order, so it takes the place of another), with a copy button for elsewhere.
 * Done after hydration: the server's HTML is the same whatever this device holds.
 */
export function ConfirmedCode({ code, until }: { code: string; until: string | null }) {
  const [applied, setApplied] = useState(false);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    rememberCode(code, until ?? undefined);
    useCartStore.getState().setDiscountCode(code);
    setApplied(true);
  }, [code, until]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied('yes');
    } catch {
      // No clipboard (an old browser, or permission refused): the code is selectable text.
      setCopied('no');
    }
  };
  return (
    <div className="mt-6 rounded-2xl bg-forest-50 p-5 text-left">
      <p className="text-sm font-semibold text-ink-700">Codul tău:</p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <code
          data-testid="offer-code"
          className="rounded-xl border-2 border-dashed border-forest-700 bg-white px-3 py-2 font-mono text-lg font-bold tracking-wide text-forest-800 select-all wrap-anywhere sm:px-4 sm:text-2xl sm:tracking-wider"
        >
          {code}
        </code>
        <button type="button" className="btn btn-primary min-h-11 px-5" onClick={() => void copy()}>
          {copied === 'yes' ? 'Copiat!' : 'Copiază codul'}
        </button>
      </div>
      <p role="status" className="mt-3 min-h-5 text-ink-800">
        {copied === 'yes'
          ? 'Codul e copiat: îl lipești în coș, la „Cod de reducere”.'
          : copied === 'no'
            ? 'Selectează codul de mai sus și copiază-l.'
            : applied
              ? 'L-am pus în coșul tău de pe acest dispozitiv: se aplică la finalizarea comenzii.'
              : ''}
      </p>
      <p className="mt-1 text-sm text-ink-700">
        Ți l-am trimis și pe e-mail. Codul este doar al tău, se folosește la o singură comandă și se aplică doar
        produselor din ea: nu reduce prețul vape-urilor și nici livrarea.
      </p>
    </div>
  );
}
