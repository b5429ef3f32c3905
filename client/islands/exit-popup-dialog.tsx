import { useState } from 'react';
import { offers } from '../../content/wheel';
import type { FunctionsConfig } from '../lib/functions';
import { rememberCode } from '../lib/received-codes';
import { CodeConfirmation } from './code-confirmation';
import { EmailForm } from './email-form';
import { Modal } from './modal';

export function ExitPopupDialog({
  functions,
  endsAt,
  onClose,
}: {
  functions: FunctionsConfig;
  endsAt: string;
  onClose: () => void;
}) {
  const [sent, setSent] = useState<{ email: string; code: string | null } | null>(null);
  return (
    <Modal labelledBy="exit-popup-title" onClose={onClose}>
      <p className="text-sm font-bold tracking-widest text-pumpkin-700 uppercase">Ofertă de Halloween</p>
      <h2 id="exit-popup-title" className="mt-2 pr-10 font-display text-3xl font-bold">
        Stai puțin! Ia-ți 15% reducere
      </h2>
      <p className="mt-3 text-ink-700">
        Lasă-ne adresa de e-mail și îți trimitem codul <strong>HALLOWEEN15</strong>: 15% reducere la comanda ta.
      </p>
      <p className="mt-2 text-sm font-semibold text-pumpkin-700">
        Doar pentru primele {offers.exitPopup.limit} de persoane care cer codul, cât timp ține promoția de Halloween.{' '}
        <a href="/regulament-oferte" className="underline underline-offset-2">
          Regulamentul ofertei
        </a>
      </p>
      <div className="mt-5">
        {sent ? (
          <CodeConfirmation
            code={sent.code}
            email={sent.email}
            sentText="Codul e pe drum spre căsuța ta de e-mail."
            onClose={onClose}
          />
        ) : (
          <EmailForm
            functions={functions}
            functionName="send-exit-popup-email"
            submitLabel="Vreau codul"
            successLabel="Codul HALLOWEEN15 e pe drum spre căsuța ta de e-mail."
            idPrefix="exit-popup"
            purpose="code"
            onSuccess={(email, answer) => {
              // The shopper's own code (HALLOWEEN15-…), offered in the cart until the promotion ends.
              if (answer.code) rememberCode(answer.code, endsAt);
              setSent({ email, code: answer.code ?? null });
            }}
          />
        )}
      </div>
    </Modal>
  );
}
