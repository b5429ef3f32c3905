import { useState } from 'react';
import { offers } from '../../content/wheel';
import type { FunctionsConfig } from '../lib/functions';
import { CheckInbox, type Resend } from './check-inbox';
import { EmailForm } from './email-form';
import { Modal } from './modal';

export function ExitPopupDialog({ functions, onClose }: { functions: FunctionsConfig; onClose: () => void }) {
  const [sent, setSent] = useState<{ email: string; resend: Resend } | null>(null);
  return (
    <Modal labelledBy="exit-popup-title" onClose={onClose}>
      <p className="text-sm font-bold tracking-widest text-pumpkin-700 uppercase">Ofertă de Halloween</p>
      <h2 id="exit-popup-title" className="mt-2 pr-10 font-display text-3xl font-bold">
        Stai puțin! Ia-ți 15% reducere
      </h2>
      <p className="mt-3 text-ink-700">
        Lasă-ne adresa de e-mail, confirm-o cu un clic și primești codul <strong>HALLOWEEN15</strong>: 15% la produsele
        dintr-o comandă, fără vape-uri și fără livrare, valabil până la sfârșitul promoției de Halloween.
      </p>
      <p className="mt-2 text-sm font-semibold text-pumpkin-700">
        Doar pentru primele {offers.exitPopup.limit} de adrese confirmate, cât timp ține promoția de Halloween.{' '}
        <a href="/regulament-oferte" className="underline underline-offset-2">
          Regulamentul ofertei
        </a>
      </p>
      <div className="mt-5">
        {sent ? (
          <CheckInbox email={sent.email} gives="codul HALLOWEEN15" resend={sent.resend} onClose={onClose} />
        ) : (
          <EmailForm
            functions={functions}
            functionName="send-exit-popup-email"
            submitLabel="Vreau codul"
            successLabel="Verifică-ți e-mailul."
            idPrefix="exit-popup"
            purpose="code"
            onSuccess={(email, resend) => setSent({ email, resend })}
          />
        )}
      </div>
    </Modal>
  );
}
