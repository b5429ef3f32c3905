import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { restoreAndSync } from './persistence';

export const WISHLIST_STORAGE_KEY = 'wishlist';

export interface WishlistState {
  ids: string[];
  /** Adds the id if absent, removes it if present; returns whether it is now in the list. */
  toggle: (productId: string) => boolean;
  has: (productId: string) => boolean;
}

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
      storage: createJSONStorage(() => localStorage),
      skipHydration: true,
      partialize: (state) => ({ ids: state.ids }),
      merge: (persisted, current) => {
        const ids = (persisted as { ids?: unknown } | null)?.ids;
        return {
          ...current,
          ids: Array.isArray(ids) ? [...new Set(ids.filter((id): id is string => typeof id === 'string'))].slice(0, 500) : [],
        };
      },
    },
  ),
);

export const startWishlistPersistence = () => restoreAndSync(useWishlistStore.persist, WISHLIST_STORAGE_KEY);
