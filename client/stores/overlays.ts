import { create } from 'zustand';

export type OverlayName = 'exit-popup' | 'spin-wheel';

interface OverlayState {
  active: OverlayName | null;
  /** Opens `name` unless another overlay is open; returns whether it opened. */
  request: (name: OverlayName) => boolean;
  release: (name: OverlayName) => void;
}

/** Overlays never stack: one at a time. */
export const useOverlayStore = create<OverlayState>()((set, get) => ({
  active: null,
  request: (name) => {
    if (get().active && get().active !== name) return false;
    set({ active: name });
    return true;
  },
  release: (name) => {
    if (get().active === name) set({ active: null });
  },
}));

/** Once per browser session per overlay. */
export function shownThisSession(name: OverlayName): boolean {
  try {
    return sessionStorage.getItem(`overlay:${name}`) === '1';
  } catch {
    return false;
  }
}

export function markShown(name: OverlayName): void {
  try {
    sessionStorage.setItem(`overlay:${name}`, '1');
  } catch {
    // Storage unavailable: it may show again next page, which is harmless.
  }
}
