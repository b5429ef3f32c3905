import { type CSSProperties, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import * as sonner from 'sonner';

/** SPEC §9: 4000 ms, 3 visible, 356 px wide (sonner's fixed width), 14 px gap. */
export const TOASTER_DEFAULTS = { duration: 4000, visibleToasts: 3, width: 356, gap: 14 } as const;

/**
 * Toasts live in a manual popover, so they can sit in the top layer, above a modal <dialog> and its
 * backdrop (no z-index reaches there). The host is a zero-size box; sonner's list is fixed to the viewport.
 */
function toastHost(): HTMLElement {
  const host = document.createElement('div');
  host.id = 'toasts';
  host.setAttribute('popover', 'manual');
  host.style.cssText =
    'inset:0 auto auto 0;width:0;height:0;margin:0;padding:0;border:0;background:transparent;overflow:visible';
  document.body.append(host);
  return host;
}

/**
 * Puts the toasts on top of whatever is open: inside the topmost modal <dialog> while one is open (outside
 * it, everything is inert: a toast there could be seen but not closed), back on the page when it closes.
 * Re-showing the popover makes it the last element of the top layer, above a drawer opened since.
 */
export function raiseToasts(): void {
  const host = document.getElementById('toasts');
  if (!host?.showPopover) return;
  const modal = [...document.querySelectorAll('dialog')].reverse().find((d) => d.matches(':modal'));
  const parent = modal ?? document.body;
  if (host.parentElement !== parent) {
    if (host.matches(':popover-open')) host.hidePopover();
    parent.append(host);
    modal?.addEventListener('close', raiseToasts, { once: true });
  }
  if (host.matches(':popover-open')) host.hidePopover();
  host.showPopover();
}

const modalOpen = () => [...document.querySelectorAll('dialog')].some((d) => d.matches(':modal'));

/** Below a dialog's title bar (the drawer's is ~77 px): a toast covers neither its title nor its close button. */
const BELOW_DIALOG_HEADER = { top: 88 };
/**
 * On a phone, below the shop's header wherever it is on screen (`--toast-top`, measured by toast.ts as each toast
 * is shown): the toast never covers the cart and its count (seventh review F16).
 */
const BELOW_HEADER = { top: 'var(--toast-top, 16px)' };

/**
 * The toaster, at the top of the screen; while a modal dialog (the cart drawer, the menu, a popup) is open, lower
 * down, below the dialog's title bar: never over its title or its close button, nor over the checkout button at
 * the bottom of the drawer.
 */
function Toasts() {
  const [inDialog, setInDialog] = useState(modalOpen);
  useEffect(() => {
    const observer = new MutationObserver((changes) => {
      if (changes.some((c) => c.target instanceof HTMLDialogElement && c.target.open && c.target.matches(':modal')))
        raiseToasts();
      setInDialog(modalOpen());
    });
    observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['open'] });
    return () => observer.disconnect();
  }, []);
  return (
    <sonner.Toaster
      position="top-center"
      {...(inDialog
        ? { offset: BELOW_DIALOG_HEADER, mobileOffset: BELOW_DIALOG_HEADER }
        : { mobileOffset: BELOW_HEADER })}
      richColors
      closeButton
      duration={TOASTER_DEFAULTS.duration}
      visibleToasts={TOASTER_DEFAULTS.visibleToasts}
      gap={TOASTER_DEFAULTS.gap}
      toastOptions={{ closeButtonAriaLabel: 'Închide notificarea' }}
      containerAriaLabel="Notificări"
      // Sonner's rich colours are under 4.5:1 for text on their tints; darker text keeps WCAG AA.
      style={{ '--success-text': '#14532d', '--info-text': '#1e3a8a', '--error-text': '#991b1b' } as CSSProperties}
      customAriaLabel="Notificări"
    />
  );
}

export function mountToaster(): Promise<typeof sonner> {
  const host = toastHost();
  // A drawer or menu opened while a toast shows: the toast moves into it, on top (and to the bottom).
  createRoot(host).render(<Toasts />);
  // Let the Toaster subscribe before the first toast is sent.
  return new Promise((resolve) => requestAnimationFrame(() => resolve(sonner)));
}
