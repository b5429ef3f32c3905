import type { FocusTrap } from 'focus-trap';
import { type RefObject, useEffect } from 'react';

/**
 * Keeps Tab and Shift+Tab inside an open modal <dialog> (showModal makes the page inert but lets
 * focus leave to the browser's own UI). Escape and focus return stay with the dialog itself.
 * focus-trap loads on first use, so pages pay for it only when a dialog opens.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const el = ref.current;
    if (!el || !active) return;
    let trap: FocusTrap | null = null;
    let cancelled = false;
    void import('focus-trap').then(({ createFocusTrap }) => {
      if (cancelled) return;
      trap = createFocusTrap(el, {
        escapeDeactivates: false,
        clickOutsideDeactivates: false,
        allowOutsideClick: true,
        initialFocus: false,
        returnFocusOnDeactivate: false,
        fallbackFocus: el,
        tabbableOptions: { displayCheck: 'none' },
      });
      trap.activate();
    });
    return () => {
      cancelled = true;
      trap?.deactivate();
    };
  }, [ref, active]);
}
