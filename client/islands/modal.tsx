import { type ReactNode, useEffect, useRef } from 'react';
import { CloseIcon } from '../components/icons';
import { useFocusTrap } from './use-focus-trap';

/**
 * A modal <dialog>: focus stays inside, Escape closes, and focus goes back to where it was.
 * Rendered only while open.
 */
export function Modal({
  labelledBy,
  onClose,
  children,
  size = 'md',
  busy = false,
}: {
  labelledBy: string;
  onClose: () => void;
  children: ReactNode;
  size?: 'md' | 'lg';
  busy?: boolean;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<Element | null>(null);
  useFocusTrap(dialog, true);
  useEffect(() => {
    returnTo.current = document.activeElement;
    dialog.current?.showModal();
    return () => {
      if (returnTo.current instanceof HTMLElement) returnTo.current.focus();
    };
  }, []);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: A click on the backdrop closes the dialog; by keyboard, the native modal <dialog> closes on Escape and its close button is in the tab order.
    <dialog
      ref={dialog}
      aria-labelledby={labelledBy}
      aria-busy={busy}
      className={`m-auto max-h-[95dvh] ${size === 'lg' ? 'w-[min(56rem,94vw)]' : 'w-[min(34rem,94vw)]'} max-w-none overflow-y-auto rounded-3xl bg-cream-50 p-0 text-ink-900 shadow-2xl`}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialog.current) dialog.current?.close();
      }}
    >
      <div className="relative p-6 sm:p-8">
        <button
          type="button"
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full bg-white shadow hover:bg-forest-50"
          onClick={() => dialog.current?.close()}
        >
          <CloseIcon />
          <span className="sr-only">Închide</span>
        </button>
        {children}
      </div>
    </dialog>
  );
}
