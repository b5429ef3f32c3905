import { useEffect, useRef, useState } from 'react';

/**
 * What a shopper sees once an offer form has gone through: their own code, on screen, with a copy button,
 * and where the e-mail with it went. Focus moves here, so a screen reader hears it at once. `code` is null
 * when the address had asked before: its code is only in that e-mail.
 */
export function CodeConfirmation({
  code,
  email,
  sentText,
  onClose,
}: {
  code: string | null;
  email: string;
  sentText: string;
  onClose: () => void;
}) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const copy = async () => {
    if (!code) return;
    try {
      await navigator.clipboard.writeText(code);
      setCopied('yes');
    } catch {
      // No clipboard (an old browser, or permission refused): the code is selectable text.
      setCopied('no');
    }
  };
  return (
    <div className="rounded-2xl bg-forest-50 p-5" data-testid="offer-confirmation">
      <h3 ref={heading} tabIndex={-1} className="font-display text-xl font-bold focus:outline-none">
        {code ? 'Gata! Codul tău de reducere' : 'Ai primit deja codul'}
      </h3>
      {code ? (
        <>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <code
              data-testid="offer-code"
              className="rounded-xl border-2 border-dashed border-forest-700 bg-white px-4 py-2 font-mono text-2xl font-bold tracking-wider text-forest-800 select-all"
            >
              {code}
            </code>
            <button type="button" className="btn btn-primary min-h-11 px-5" onClick={() => void copy()}>
              {copied === 'yes' ? 'Copiat!' : 'Copiază codul'}
            </button>
          </div>
          <p role="status" className="mt-2 min-h-5 text-sm text-ink-700">
            {copied === 'yes'
              ? 'Codul e copiat: îl lipești în coș, la finalizarea comenzii.'
              : copied === 'no'
                ? 'Selectează codul de mai sus și copiază-l.'
                : ''}
          </p>
        </>
      ) : (
        <p className="mt-2 text-ink-800">
          Această adresă a primit codul prima dată când l-a cerut: îl găsești în e-mailul de la noi. Fiecare adresă
          primește un singur cod.
        </p>
      )}
      <p className="mt-1 text-ink-800">
        {code ? (
          <>
            {sentText} L-am trimis la <strong className="break-all">{email}</strong>.
          </>
        ) : (
          <>
            Adresa: <strong className="break-all">{email}</strong>.
          </>
        )}
      </p>
      <button type="button" className="btn btn-outline mt-4 min-h-11 px-5" onClick={onClose}>
        Închide
      </button>
    </div>
  );
}
