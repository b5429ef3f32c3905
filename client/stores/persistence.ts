/**
 * Restores a persisted store after hydration and keeps other tabs in step (storage events).
 * A corrupt entry is dropped, never a crash.
 */
export function restoreAndSync(persist: { rehydrate: () => Promise<void> | void }, key: string): void {
  try {
    void Promise.resolve(persist.rehydrate()).catch(() => localStorage.removeItem(key));
  } catch {
    localStorage.removeItem(key);
  }
  window.addEventListener('storage', (event) => {
    if (event.key === key) void persist.rehydrate();
  });
}
