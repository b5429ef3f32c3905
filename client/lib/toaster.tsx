import { createRoot } from 'react-dom/client';
import * as sonner from 'sonner';

/** SPEC §9: 4000 ms, 3 visible, 356 px wide (sonner's fixed width), 14 px gap. */
export const TOASTER_DEFAULTS = { duration: 4000, visibleToasts: 3, width: 356, gap: 14 } as const;

export function mountToaster(): Promise<typeof sonner> {
  const host = document.createElement('div');
  host.id = 'toasts';
  document.body.append(host);
  createRoot(host).render(
    <sonner.Toaster
      position="top-center"
      richColors
      closeButton
      duration={TOASTER_DEFAULTS.duration}
      visibleToasts={TOASTER_DEFAULTS.visibleToasts}
      gap={TOASTER_DEFAULTS.gap}
      toastOptions={{ closeButtonAriaLabel: 'Închide notificarea' }}
      containerAriaLabel="Notificări"
      customAriaLabel="Notificări"
    />,
  );
  // Let the Toaster subscribe before the first toast is sent.
  return new Promise((resolve) => requestAnimationFrame(() => resolve(sonner)));
}
