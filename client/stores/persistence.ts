import type { StateStorage } from 'zustand/middleware';

/**
 * localStorage for a persisted store that is restored only after hydration (so islands first render what
 * the server sent). Until that first restore, nothing is written: a tap carried out before it (an early
 * "Adaugă în coș") must not overwrite the saved cart with a cart of one. A saved value that is not JSON is
 * dropped on read, so the restore still finishes (pages waiting on it never hang on "Se încarcă…").
 */
export function guardedStorage(): StateStorage & { ready: () => boolean; markReady: () => void } {
  let ready = false;
  return {
    ready: () => ready,
    markReady: () => {
      ready = true;
    },
    getItem: (name) => {
      const raw = localStorage.getItem(name);
      if (raw === null) return null;
      try {
        JSON.parse(raw);
        return raw;
      } catch {
        localStorage.removeItem(name);
        return null;
      }
    },
    setItem: (name, value) => {
      // Nothing is stored before it is needed (Legea 506/2004): an empty cart or list is not written until the
      // shopper first puts something in it. Once the key exists, every change is written (emptying included).
      if (ready && (localStorage.getItem(name) !== null || !holdsNothing(value))) localStorage.setItem(name, value);
    },
    removeItem: (name) => localStorage.removeItem(name),
  };
}

/** A persisted value (zustand's `{ state, version }`) whose fields are all empty: no lines, no ids, no code. */
function holdsNothing(value: string): boolean {
  try {
    const { state } = JSON.parse(value) as { state?: Record<string, unknown> };
    return Object.values(state ?? {}).every(
      (field) => field === null || field === undefined || field === '' || (Array.isArray(field) && field.length === 0),
    );
  } catch {
    return false;
  }
}

interface Persisted {
  rehydrate: () => Promise<void> | void;
}

/**
 * Restores a persisted store after hydration, then writes what it holds (the saved state merged with
 * anything done before the restore), and keeps other tabs in step (storage events).
 */
export function restoreAndSync(
  persist: Persisted,
  storage: { markReady: () => void },
  key: string,
  save: () => void,
): void {
  const restored = () => {
    storage.markReady();
    save();
  };
  try {
    void Promise.resolve(persist.rehydrate()).then(restored, () => {
      localStorage.removeItem(key);
      restored();
    });
  } catch {
    localStorage.removeItem(key);
    restored();
  }
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (event) => {
    if (event.key === key) void persist.rehydrate();
  });
}
