import { lazy, Suspense, useEffect, useState } from 'react';
import type { FunctionsConfig } from '../lib/functions';
import { holdsAnOffer } from '../lib/received-codes';
import { markShown, shownThisSession, useOverlayStore } from '../stores/overlays';
import { useConsentAnswered } from '../stores/use-consent-answered';

/** SPEC §9 wheel figures. */
export const WHEEL = {
  size: 300,
  spinMs: 4000,
  reducedMotionSpinMs: 600,
  popupDelayMs: 15000,
  formDelayMs: 500,
  turns: 5,
} as const;

// The wheel, its drawing and the functions client load only when the popup opens.
const WheelDialog = lazy(() => import('./spin-wheel-dialog').then((m) => ({ default: m.WheelDialog })));

/** What this device keeps once it spun the wheel (the privacy policy promises it is then not shown again). */
export const SPUN_KEY = 'wheel-spun';

function spunBefore(): boolean {
  try {
    return localStorage.getItem(SPUN_KEY) === '1';
  } catch {
    return false;
  }
}

export function SpinWheel({ functions }: { functions: FunctionsConfig }) {
  const [open, setOpen] = useState(false);
  const consentGiven = useConsentAnswered();

  useEffect(() => {
    if (!consentGiven || shownThisSession('spin-wheel')) return;
    const timer = setTimeout(() => {
      // Someone who already holds a code from this device (or subscribed a moment ago on this page) is not offered another.
      if (holdsAnOffer() || spunBefore()) return;
      if (shownThisSession('spin-wheel') || !useOverlayStore.getState().request('spin-wheel')) return;
      markShown('spin-wheel');
      setOpen(true);
    }, WHEEL.popupDelayMs);
    return () => clearTimeout(timer);
  }, [consentGiven]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <WheelDialog
        functions={functions}
        onClose={() => {
          setOpen(false);
          useOverlayStore.getState().release('spin-wheel');
        }}
      />
    </Suspense>
  );
}
