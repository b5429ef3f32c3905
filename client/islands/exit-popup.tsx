import { useEffect, useState } from 'react';
import type { FunctionsConfig } from '../lib/functions';
import { useConsentStore } from '../stores/consent';
import { markShown, shownThisSession, useOverlayStore } from '../stores/overlays';
import { EmailForm } from './email-form';
import { Modal } from './modal';

export interface ExitPopupProps {
  functions: FunctionsConfig;
  /** False once 100 addresses have received HALLOWEEN15. */
  offerOpen: boolean;
}

/** Shown once per session when the pointer leaves through the top of the page (after the cookie choice). */
export function ExitPopup({ functions, offerOpen }: ExitPopupProps) {
  const [open, setOpen] = useState(false);
  const consentGiven = useConsentStore((s) => s.choice !== null);

  // Read the stored cookie choice here too: this island may hydrate before the banner's.
  useEffect(() => {
    if (!useConsentStore.getState().loaded) useConsentStore.getState().load();
  }, []);

  useEffect(() => {
    if (!offerOpen || !consentGiven || shownThisSession('exit-popup')) return;
    const onLeave = (event: MouseEvent) => {
      if (event.relatedTarget !== null || event.clientY > 0) return;
      if (shownThisSession('exit-popup') || !useOverlayStore.getState().request('exit-popup')) return;
      markShown('exit-popup');
      setOpen(true);
    };
    document.documentElement.addEventListener('mouseout', onLeave);
    return () => document.documentElement.removeEventListener('mouseout', onLeave);
  }, [offerOpen, consentGiven]);

  if (!open) return null;
  const close = () => {
    setOpen(false);
    useOverlayStore.getState().release('exit-popup');
  };
  return (
    <Modal labelledBy="exit-popup-title" onClose={close}>
      <p className="text-sm font-bold tracking-widest text-pumpkin-700 uppercase">Ofertă de Halloween</p>
      <h2 id="exit-popup-title" className="mt-2 pr-10 font-display text-3xl font-bold">
        Stai puțin! Ia-ți 15% reducere
      </h2>
      <p className="mt-3 text-ink-700">
        Lasă-ne adresa de e-mail și îți trimitem codul <strong>HALLOWEEN15</strong>: 15% reducere la comanda ta.
      </p>
      <p className="mt-2 text-sm font-semibold text-pumpkin-700">Doar pentru primii 100 de abonați.</p>
      <div className="mt-5">
        <EmailForm
          functions={functions}
          functionName="send-exit-popup-email"
          submitLabel="Vreau codul"
          successLabel="Codul HALLOWEEN15 e pe drum spre căsuța ta de e-mail."
          idPrefix="exit-popup"
          onSuccess={() => setTimeout(close, 1200)}
        />
      </div>
    </Modal>
  );
}
