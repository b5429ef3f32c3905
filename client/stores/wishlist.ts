import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { guardedStorage, restoreAndSync } from './persistence';

export const WISHLIST_STORAGE_KEY = 'wishlist';

export interface WishlistState {
  ids: string[];
  /** Adds the id if absent, removes it if present; returns whether it is now in the list. */
  toggle: (productId: string) => boolean;
  has: (productId: string) => boolean;
}

const storage = guardedStorage();

export const useWishlistStore = create<WishlistState>()(
  persist(
    (set, get) => ({
      ids: [],
      toggle: (productId) => {
        const present = get().ids.includes(productId);
        set({ ids: present ? get().ids.filter((id) => id !== productId) : [...get().ids, productId] });
        return !present;
      },
      has: (productId) => get().ids.includes(productId),
    }),
    {
      name: WISHLIST_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => storage),
      skipHydration: true,
      partialize: (state) => ({ ids: state.ids }),
      merge: (persisted, current) => {
        const raw = (persisted as { ids?: unknown } | null)?.ids;
        const saved = Array.isArray(raw) ? raw.filter((id): id is string => typeof id === 'string') : [];
        // First restore: hearts given before it are added to the saved ones. Later (another tab): its list.
        const ids = storage.ready() ? saved : [...saved, ...current.ids];
        return { ...current, ids: [...new Set(ids)].slice(0, 500) };
      },
    },
  ),
);

export const startWishlistPersistence = () =>
  restoreAndSync(useWishlistStore.persist, storage, WISHLIST_STORAGE_KEY, () => useWishlistStore.setState({}));
