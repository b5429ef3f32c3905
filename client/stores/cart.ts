import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { isCodeShape } from '../../domain/code-shape';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '../../domain/contract/limits';
import type { Reduction } from '../../domain/pricing';
import type { Money, SelectedOption } from '../../domain/types';
import { vapeAmount } from '../../domain/vape-amount';
import { guardedStorage, restoreAndSync } from './persistence';

/** Key named after the storefront provider plus "cart" (SPEC §3). */
export const CART_STORAGE_KEY = 'shopify-cart';
export { MAX_CART_LINES, MAX_LINE_QUANTITY };

export interface CartProductSnapshot {
  id: string;
  handle: string;
  title: string;
  image: string | null;
}

export interface CartItem {
  product: CartProductSnapshot;
  variantId: string;
  variantTitle: string;
  price: Money;
  quantity: number;
  selectedOptions: SelectedOption[];
  /** Units in stock when the line was added, if the store shares it: the line never asks for more. */
  maxQuantity?: number;
  /** The reduction shown when the line was added; a promotion's lapses at its end. */
  reduction?: Reduction;
  /**
   * A vape (an e-cigarette product, Legea nr. 64/2024): its checkout asks whether the buyer already smokes, and
   * its price does not count toward free delivery.
   */
  vape?: true;
}

/** The most one line may hold: the known stock, and never more than the server accepts. */
export const lineLimit = (line: Pick<CartItem, 'maxQuantity'>) =>
  Math.min(MAX_LINE_QUANTITY, line.maxQuantity ?? MAX_LINE_QUANTITY);

/** 'max': the line already holds the most one order may (the server's limit). */
export type AddResult = 'added' | 'incremented' | 'full' | 'max';

export interface CartState {
  items: CartItem[];
  cartId: string | null;
  checkoutUrl: string | null;
  isLoading: boolean;
  isOpen: boolean;
  /** The discount code the shopper applied (one per order, as the offer rules say); sent with the checkout. */
  discountCode: string | null;
  /** Adds one unit: an existing variant's line grows by 1, a new variant appends a line with quantity 1. */
  addItem: (item: Omit<CartItem, 'quantity'>) => AddResult;
  /** Sets a line's quantity (at most its known stock and MAX_LINE_QUANTITY); 0 or less removes the line. */
  updateQuantity: (variantId: string, quantity: number) => void;
  removeItem: (variantId: string) => void;
  clearCart: () => void;
  setLoading: (isLoading: boolean) => void;
  setCheckout: (cartId: string, checkoutUrl: string) => void;
  setOpen: (isOpen: boolean) => void;
  setDiscountCode: (code: string | null) => void;
  /** Marks lines as vapes (the worker named them: a line saved before the cart kept the flag). */
  markVapes: (variantIds: readonly string[]) => void;
}

const isMoney = (v: unknown): v is Money =>
  typeof v === 'object' &&
  v !== null &&
  Number.isFinite((v as Money).amount) &&
  typeof (v as Money).currencyCode === 'string';

/** A saved reduction, when it is whole; a line saved without one (or with a broken one) shows its price alone. */
function sanitizeReduction(value: unknown): Reduction | undefined {
  const r = value as Partial<Reduction> | null | undefined;
  if (!r || typeof r !== 'object' || !isMoney(r.was) || !isMoney(r.lowest30) || !Number.isFinite(r.percentOff))
    return undefined;
  if (r.until !== null && (typeof r.until !== 'string' || Number.isNaN(Date.parse(r.until)))) return undefined;
  return { was: r.was, lowest30: r.lowest30, percentOff: r.percentOff as number, until: r.until };
}

/** Keeps only well-formed lines from whatever storage held (older versions, hand edits, corruption). */
export function sanitizeItems(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const items: CartItem[] = [];
  for (const raw of value) {
    const item = raw as Partial<CartItem> | null;
    if (!item || typeof item !== 'object') continue;
    const product = item.product as Partial<CartProductSnapshot> | undefined;
    if (
      typeof item.variantId !== 'string' ||
      seen.has(item.variantId) ||
      !product ||
      typeof product.id !== 'string' ||
      typeof product.title !== 'string' ||
      !isMoney(item.price) ||
      !Number.isInteger(item.quantity) ||
      (item.quantity as number) < 1
    ) {
      continue;
    }
    seen.add(item.variantId);
    items.push({
      product: {
        id: product.id,
        handle: typeof product.handle === 'string' ? product.handle : '',
        title: product.title,
        image: typeof product.image === 'string' ? product.image : null,
      },
      variantId: item.variantId,
      variantTitle: typeof item.variantTitle === 'string' ? item.variantTitle : '',
      price: { amount: item.price.amount, currencyCode: item.price.currencyCode },
      quantity: Math.min(
        item.quantity as number,
        lineLimit({
          maxQuantity:
            Number.isInteger(item.maxQuantity) && (item.maxQuantity as number) > 0 ? item.maxQuantity : undefined,
        }),
      ),
      ...(Number.isInteger(item.maxQuantity) && (item.maxQuantity as number) > 0
        ? { maxQuantity: item.maxQuantity }
        : {}),
      ...(sanitizeReduction(item.reduction) ? { reduction: sanitizeReduction(item.reduction) } : {}),
      ...(item.vape === true ? { vape: true as const } : {}),
      selectedOptions: Array.isArray(item.selectedOptions)
        ? item.selectedOptions.filter(
            (o): o is SelectedOption => typeof o?.name === 'string' && typeof o?.value === 'string',
          )
        : [],
    });
    if (items.length >= MAX_CART_LINES) break;
  }
  return items;
}

const storage = guardedStorage();

/** The saved lines, then what was added before the restore (an early tap) on top of them. */
function withEarlyAdds(saved: CartItem[], early: CartItem[]): CartItem[] {
  const lines = saved.map((line) => ({ ...line }));
  for (const add of early) {
    const line = lines.find((l) => l.variantId === add.variantId);
    if (line)
      line.quantity = Math.min(
        line.quantity + add.quantity,
        lineLimit({ maxQuantity: add.maxQuantity ?? line.maxQuantity }),
      );
    else if (lines.length < MAX_CART_LINES) lines.push(add);
  }
  return lines;
}

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      items: [],
      cartId: null,
      checkoutUrl: null,
      isLoading: false,
      isOpen: false,
      discountCode: null,
      addItem: (item) => {
        const existing = get().items.find((line) => line.variantId === item.variantId);
        if (existing) {
          if (existing.quantity >= lineLimit({ maxQuantity: item.maxQuantity ?? existing.maxQuantity })) return 'max';
          set({
            items: get().items.map((line) =>
              line.variantId === item.variantId
                ? {
                    ...line,
                    quantity: line.quantity + 1,
                    maxQuantity: item.maxQuantity ?? line.maxQuantity,
                    reduction: item.reduction,
                    ...(item.vape ? { vape: true as const } : {}),
                  }
                : line,
            ),
            // The remote cart no longer matches; a new one is made at checkout.
            cartId: null,
            checkoutUrl: null,
          });
          return 'incremented';
        }
        if (get().items.length >= MAX_CART_LINES) return 'full';
        set({ items: [...get().items, { ...item, quantity: 1 }], cartId: null, checkoutUrl: null });
        return 'added';
      },
      updateQuantity: (variantId, quantity) => {
        const items =
          quantity <= 0
            ? get().items.filter((line) => line.variantId !== variantId)
            : get().items.map((line) =>
                line.variantId === variantId
                  ? { ...line, quantity: Math.min(Math.floor(quantity), lineLimit(line)) }
                  : line,
              );
        set({ items, cartId: null, checkoutUrl: null });
      },
      removeItem: (variantId) =>
        set({ items: get().items.filter((line) => line.variantId !== variantId), cartId: null, checkoutUrl: null }),
      clearCart: () => set({ items: [], cartId: null, checkoutUrl: null }),
      setLoading: (isLoading) => set({ isLoading }),
      setCheckout: (cartId, checkoutUrl) => set({ cartId, checkoutUrl }),
      setOpen: (isOpen) => set({ isOpen }),
      setDiscountCode: (discountCode) =>
        set({ discountCode: isCodeShape(discountCode) ? discountCode : null, cartId: null, checkoutUrl: null }),
      markVapes: (variantIds) => {
        if (!get().items.some((line) => !line.vape && variantIds.includes(line.variantId))) return;
        set({
          items: get().items.map((line) =>
            variantIds.includes(line.variantId) ? { ...line, vape: true as const } : line,
          ),
        });
      },
    }),
    {
      name: CART_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => storage),
      // Restored by client/entry.tsx after hydration, so the first render matches the server's HTML.
      skipHydration: true,
      partialize: (state) => ({
        items: state.items,
        cartId: state.cartId,
        checkoutUrl: state.checkoutUrl,
        discountCode: state.discountCode,
      }),
      migrate: (persisted) => ({ items: sanitizeItems((persisted as { items?: unknown } | null)?.items) }) as CartState,
      merge: (persisted, current) => {
        const p = (persisted ?? {}) as Partial<CartState>;
        // First restore: anything added before it goes on top of the saved cart. Later (another tab): its cart.
        const saved = sanitizeItems(p.items);
        return {
          ...current,
          items: storage.ready() ? saved : withEarlyAdds(saved, current.items),
          cartId: typeof p.cartId === 'string' ? p.cartId : null,
          checkoutUrl: typeof p.checkoutUrl === 'string' ? p.checkoutUrl : null,
          // A code typed before the restore wins over the saved one.
          discountCode: storage.ready()
            ? isCodeShape(p.discountCode)
              ? p.discountCode
              : null
            : (current.discountCode ?? (isCodeShape(p.discountCode) ? p.discountCode : null)),
        };
      },
    },
  ),
);

export const cartCount = (items: CartItem[]) => items.reduce((sum, line) => sum + line.quantity, 0);
export const cartSubtotal = (items: CartItem[]) =>
  Math.round(items.reduce((sum, line) => sum + line.price.amount * line.quantity, 0) * 100) / 100;

/** Whether the cart holds a vape (its checkout asks the second box). */
export const cartHasVape = (items: CartItem[]) => items.some((line) => line.vape);
/** Whether every line is a vape (no nudge toward free delivery: vapes do not count toward it). */
export const cartOnlyVapes = (items: CartItem[]) => items.length > 0 && items.every((line) => line.vape);
/** What the cart's vapes cost: they do not count toward free delivery (domain/shipping.ts). */
export const cartVapeSubtotal = (items: CartItem[]) =>
  vapeAmount(items.map((line) => ({ unit: line.price.amount, quantity: line.quantity, vape: line.vape === true })));

/** Restores the cart from storage and keeps tabs in step. */
export const startCartPersistence = () =>
  restoreAndSync(useCartStore.persist, storage, CART_STORAGE_KEY, () => useCartStore.setState({}));
