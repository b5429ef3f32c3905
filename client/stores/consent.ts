import { create } from 'zustand';

export const CONSENT_STORAGE_KEY = 'cookie-consent';
/** Bump when the categories or their texts change: everyone is asked again. */
export const CONSENT_VERSION = 1;

export interface ConsentChoice {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
}

interface StoredConsent extends ConsentChoice {
  version: number;
  decidedAt: string;
}

export interface ConsentState {
  /** null until read from storage in the browser. */
  choice: ConsentChoice | null;
  loaded: boolean;
  settingsOpen: boolean;
  load: () => void;
  decide: (choice: Omit<ConsentChoice, 'necessary'>) => void;
  openSettings: () => void;
  closeSettings: () => void;
}

function readStored(): ConsentChoice | null {
  try {
    const raw = JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as Partial<StoredConsent> | null;
    if (!raw || raw.version !== CONSENT_VERSION) return null;
    return { necessary: true, analytics: raw.analytics === true, marketing: raw.marketing === true };
  } catch {
    return null;
  }
}

export const useConsentStore = create<ConsentState>()((set) => ({
  choice: null,
  loaded: false,
  settingsOpen: false,
  load: () => set({ choice: readStored(), loaded: true }),
  decide: ({ analytics, marketing }) => {
    const choice: ConsentChoice = { necessary: true, analytics, marketing };
    const stored: StoredConsent = { ...choice, version: CONSENT_VERSION, decidedAt: new Date().toISOString() };
    try {
      localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(stored));
    } catch {
      // Private mode or full storage: the choice still holds for this page.
    }
    set({ choice, settingsOpen: false });
    window.dispatchEvent(new CustomEvent('consentchange', { detail: choice }));
  },
  openSettings: () => set({ settingsOpen: true }),
  closeSettings: () => set({ settingsOpen: false }),
}));

