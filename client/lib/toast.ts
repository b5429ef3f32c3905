// Toasts load on first use (sonner + its Toaster), so pages that never toast never download them.

export type ToastKind = 'success' | 'error' | 'info';

type Sonner = typeof import('sonner');

let loading: Promise<Sonner> | null = null;

function loadToaster(): Promise<Sonner> {
  loading ??= import('./toaster').then(async ({ mountToaster }) => {
    const sonner = await mountToaster();
    return sonner;
  });
  return loading;
}

/** Shows a toast (title + optional description) with the spec's defaults. */
export function notify(kind: ToastKind, title: string, description?: string): void {
  if (typeof window === 'undefined') return;
  loadToaster()
    .then(({ toast }) => toast[kind](title, description ? { description } : undefined))
    .catch((error) => console.error('toast failed', error));
}

/** Starts loading the toaster ahead of an action that will toast (e.g. on pointer-down). */
export function prepareToasts(): void {
  if (typeof window !== 'undefined') void loadToaster();
}
