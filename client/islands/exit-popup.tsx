import { lazy, Suspense, useEffect, useState } from 'react';
import type { FunctionsConfig } from '../lib/functions';
import { markShown, shownThisSession, useOverlayStore } from '../stores/overlays';
import { useConsentAnswered } from '../stores/use-consent-answered';

// The dialog and the functions client load only when the popup opens.
const ExitPopupDialog = lazy(() => import('./exit-popup-dialog').then((m) => ({ default: m.ExitPopupDialog })));

export interface ExitPopupProps {
  functions: FunctionsConfig;
  /** False once 100 addresses have received HALLOWEEN15, or when the promotion does not run. */
  offerOpen: boolean;
  /** The promotion's end: a page left open past it no longer offers the code. */
  endsAt: string;
}

/** Shown once per session when the pointer leaves through the top of the page (after the cookie choice). */
export function ExitPopup({ functions, offerOpen, endsAt }: ExitPopupProps) {
  const [open, setOpen] = useState(false);
  const consentGiven = useConsentAnswered();

  useEffect(() => {
    if (!offerOpen || !consentGiven || shownThisSession('exit-popup')) return;
    const onLeave = (event: MouseEvent) => {
      if (event.relatedTarget !== null || event.clientY > 0) return;
      if (Date.now() >= Date.parse(endsAt)) return;
      if (shownThisSession('exit-popup') || !useOverlayStore.getState().request('exit-popup')) return;
      markShown('exit-popup');
      setOpen(true);
    };
    document.documentElement.addEventListener('mouseout', onLeave);
    return () => document.documentElement.removeEventListener('mouseout', onLeave);
  }, [offerOpen, consentGiven, endsAt]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ExitPopupDialog
        functions={functions}
        onClose={() => {
          setOpen(false);
          useOverlayStore.getState().release('exit-popup');
        }}
      />
    </Suspense>
  );
}
