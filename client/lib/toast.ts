// Toasts load on first use (sonner + its Toaster), so pages that never toast never download them.

export type ToastKind = 'success' | 'error' | 'info';

type Sonner = typeof import('sonner');

let loading: Promise<Sonner> | null = null;

let raise: () => void = () => {};

function loadToaster(): Promise<Sonner> {
  loading ??= import('./toaster').then(async ({ mountToaster, raiseToasts }) => {
    raise = raiseToasts;
    const sonner = await mountToaster();
    return sonner;
  });
  return loading;
}

/** Shows a toast (title + optional description) with the spec's defaults. */
/** SPEC §9: a product card's toast stays 3000 ms (the others keep the toaster's default). */
export const CARD_TOAST_MS = 3000;

export function notify(
  kind: ToastKind,
  title: string,
  description?: string,
  { duration }: { duration?: number } = {},
): void {
  if (typeof window === 'undefined') return;
  loadToaster()
    .then(({ toast }) => {
      // Above any dialog opened since the last toast.
      raise();
      // Below the header as it stands now (a bar above it scrolls away; the header itself sticks at the top).
      const bottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      document.documentElement.style.setProperty('--toast-top', `${Math.max(16, Math.round(bottom) + 8)}px`);
      toast[kind](title, description || duration ? { description, duration } : undefined);
    })
    .catch((error) => console.error('toast failed', error));
}

/** Starts loading the toaster ahead of an action that will toast (e.g. on pointer-down). */
export function prepareToasts(): void {
  if (typeof window !== 'undefined') void loadToaster();
}
