import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// workerd has no localStorage: give the store an in-memory one before it loads.
class MemoryStorage {
  private data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, String(value));
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  clear() {
    this.data.clear();
  }
}
const storage = new MemoryStorage();
(globalThis as { localStorage?: unknown }).localStorage = storage;

type Cart = typeof import('../../client/stores/cart');
let cart: Cart;

beforeAll(async () => {
  cart = await import('../../client/stores/cart');
});

const item = (n: number, amount = 10) => ({
  product: { id: `gid://shopify/Product/${n}`, handle: `p-${n}`, title: `Produs ${n}`, image: null },
  variantId: `gid://shopify/ProductVariant/${n}`,
  variantTitle: 'Default Title',
  price: { amount, currencyCode: 'RON' },
  selectedOptions: [],
});

beforeEach(() => {
  storage.clear();
  cart.useCartStore.setState({ items: [], cartId: null, checkoutUrl: null, isLoading: false, isOpen: false });
});

describe('cart store', () => {
  it('appends a new variant with quantity 1 and adds 1 to an existing one', () => {
    const s = () => cart.useCartStore.getState();
    expect(s().addItem(item(1))).toBe('added');
    expect(s().addItem(item(2))).toBe('added');
    expect(s().addItem(item(1))).toBe('incremented');
    expect(s().items.map((l) => [l.variantId, l.quantity])).toEqual([
      ['gid://shopify/ProductVariant/1', 2],
      ['gid://shopify/ProductVariant/2', 1],
    ]);
    expect(cart.cartCount(s().items)).toBe(3);
  });

  it('removes a line when its quantity is set to 0 or less, and on remove', () => {
    const s = () => cart.useCartStore.getState();
    s().addItem(item(1));
    s().addItem(item(2));
    s().addItem(item(3));
    s().updateQuantity('gid://shopify/ProductVariant/1', 5);
    expect(s().items[0]!.quantity).toBe(5);
    s().updateQuantity('gid://shopify/ProductVariant/1', 0);
    s().updateQuantity('gid://shopify/ProductVariant/2', -3);
    expect(s().items.map((l) => l.variantId)).toEqual(['gid://shopify/ProductVariant/3']);
    s().removeItem('gid://shopify/ProductVariant/3');
    expect(s().items).toEqual([]);
  });

  it("never lets a line pass what the server accepts (the contract's per-line limit)", async () => {
    const { MAX_LINE_QUANTITY } = await import('../../domain/contract/limits');
    const s = () => cart.useCartStore.getState();
    s().addItem(item(1));
    s().updateQuantity('gid://shopify/ProductVariant/1', 500);
    expect(s().items[0]!.quantity).toBe(MAX_LINE_QUANTITY);
    expect(s().addItem(item(1))).toBe('max');
    expect(s().items[0]!.quantity).toBe(MAX_LINE_QUANTITY);
    // Stored data from elsewhere is held to the same limit.
    expect(cart.sanitizeItems([{ ...item(2), quantity: 5000 }])[0]!.quantity).toBe(MAX_LINE_QUANTITY);
  });

  it('never lets a line pass the stock the store stated when it was added', () => {
    const s = () => cart.useCartStore.getState();
    const few = { ...item(7), maxQuantity: 3 };
    expect(s().addItem(few)).toBe('added');
    expect(s().addItem(few)).toBe('incremented');
    expect(s().addItem(few)).toBe('incremented');
    expect(s().addItem(few)).toBe('max');
    s().updateQuantity(few.variantId, 40);
    expect(s().items.find((l) => l.variantId === few.variantId)!.quantity).toBe(3);
    expect(cart.lineLimit(s().items.find((l) => l.variantId === few.variantId)!)).toBe(3);
    // Kept across a reload; nonsense stock is dropped rather than trusted.
    expect(cart.sanitizeItems([{ ...few, quantity: 2 }])[0]!.maxQuantity).toBe(3);
    expect(cart.sanitizeItems([{ ...few, quantity: 2, maxQuantity: -4 }])[0]!.maxQuantity).toBeUndefined();
  });

  it('clear empties the items and resets cartId and checkoutUrl', () => {
    const s = () => cart.useCartStore.getState();
    s().addItem(item(1));
    s().setCheckout('gid://shopify/Cart/abc', 'https://shop.test/checkout/abc');
    expect(s().checkoutUrl).toBe('https://shop.test/checkout/abc');
    s().clearCart();
    expect(s()).toMatchObject({ items: [], cartId: null, checkoutUrl: null });
  });

  it('computes the subtotal in bani without float drift', () => {
    const s = () => cart.useCartStore.getState();
    s().addItem(item(1, 0.1));
    s().addItem(item(2, 0.2));
    expect(cart.cartSubtotal(s().items)).toBe(0.3);
  });

  it('keeps at most 100 lines', () => {
    const s = () => cart.useCartStore.getState();
    for (let i = 1; i <= 100; i++) expect(s().addItem(item(i))).toBe('added');
    expect(s().addItem(item(101))).toBe('full');
    expect(s().items).toHaveLength(100);
  });

  it('persists under "shopify-cart" and restores after a reload', async () => {
    cart.startCartPersistence();
    await new Promise((r) => setTimeout(r, 0));
    cart.useCartStore.getState().addItem(item(7, 49.9));
    const raw = storage.getItem('shopify-cart')!;
    expect(JSON.parse(raw).state.items[0].variantId).toBe('gid://shopify/ProductVariant/7');
    // A reload: memory starts empty (which the store also writes), then storage holds what the last page saved.
    cart.useCartStore.setState({ items: [] });
    storage.setItem('shopify-cart', raw);
    await cart.useCartStore.persist.rehydrate();
    expect(cart.useCartStore.getState().items.map((l) => l.quantity)).toEqual([1]);
  });

  it('a first visit stores nothing (Legea 506/2004): the key appears with the first add, and stays when emptied', async () => {
    vi.resetModules();
    const fresh: Cart = await import('../../client/stores/cart');
    const wishlist = await import('../../client/stores/wishlist');
    fresh.startCartPersistence();
    wishlist.startWishlistPersistence();
    await new Promise((r) => setTimeout(r, 0));
    fresh.useCartStore.setState({ isOpen: true });
    expect(storage.getItem('shopify-cart')).toBeNull();
    expect(storage.getItem('wishlist')).toBeNull();
    fresh.useCartStore.getState().addItem(item(5, 20));
    expect(JSON.parse(storage.getItem('shopify-cart')!).state.items).toHaveLength(1);
    fresh.useCartStore.getState().removeItem(item(5).variantId);
    expect(JSON.parse(storage.getItem('shopify-cart')!).state.items).toEqual([]);
    expect(storage.getItem('wishlist')).toBeNull();
  });

  it('an add made before the saved cart is restored goes on top of it, and never overwrites it', async () => {
    vi.resetModules();
    const fresh: Cart = await import('../../client/stores/cart');
    const saved = { ...item(3, 30), quantity: 3 };
    storage.setItem(
      'shopify-cart',
      JSON.stringify({ version: 1, state: { items: [saved], cartId: null, checkoutUrl: null } }),
    );
    // The shopper taps "Adaugă în coș" before the page restored the cart.
    fresh.useCartStore.getState().addItem(item(4, 40));
    fresh.useCartStore.getState().addItem(item(3, 30));
    expect(JSON.parse(storage.getItem('shopify-cart')!).state.items).toHaveLength(1);
    fresh.startCartPersistence();
    await new Promise((r) => setTimeout(r, 0));
    const lines = (items: { variantId: string; quantity: number }[]) =>
      items.map((l) => `${l.variantId.split('/').pop()}×${l.quantity}`);
    expect(lines(fresh.useCartStore.getState().items)).toEqual(['3×4', '4×1']);
    expect(lines(JSON.parse(storage.getItem('shopify-cart')!).state.items)).toEqual(['3×4', '4×1']);
  });

  it('a saved value that is not JSON is dropped and the restore still finishes', async () => {
    vi.resetModules();
    const fresh: Cart = await import('../../client/stores/cart');
    storage.setItem('shopify-cart', '}{');
    let finished = false;
    fresh.useCartStore.persist.onFinishHydration(() => (finished = true));
    fresh.startCartPersistence();
    await new Promise((r) => setTimeout(r, 0));
    expect(finished).toBe(true);
    expect(fresh.useCartStore.getState().items).toEqual([]);
    expect(storage.getItem('shopify-cart')).not.toBe('}{');
  });

  it('discards corrupt storage without crashing', async () => {
    storage.setItem('shopify-cart', '{not json');
    await cart.useCartStore.persist.rehydrate();
    expect(cart.useCartStore.getState().items).toEqual([]);
  });

  it('keeps only well-formed lines from old or edited data', async () => {
    storage.setItem(
      'shopify-cart',
      JSON.stringify({
        version: 1,
        state: {
          items: [
            { ...item(1), quantity: 2 },
            { ...item(2), quantity: -1 },
            { ...item(3), quantity: 1, price: { amount: 'free' } },
            { variantId: 'x' },
            null,
            { ...item(1), quantity: 4 },
          ],
          cartId: 42,
        },
      }),
    );
    await cart.useCartStore.persist.rehydrate();
    const s = cart.useCartStore.getState();
    expect(s.items.map((l) => [l.variantId, l.quantity])).toEqual([['gid://shopify/ProductVariant/1', 2]]);
    expect(s.cartId).toBeNull();
  });

  it('migrates data stored by an older version', async () => {
    storage.setItem('shopify-cart', JSON.stringify({ version: 0, state: { items: [{ ...item(5), quantity: 3 }] } }));
    await cart.useCartStore.persist.rehydrate();
    expect(cart.useCartStore.getState().items.map((l) => l.quantity)).toEqual([3]);
  });
});

describe('a line the store capped at its stock', () => {
  it('takes the quantity the store added, and ignores a warning that does not fit a line or raises one', async () => {
    // Earlier tests reset the module registry: take the store the warnings module itself sees.
    const { applyStockWarnings } = await import('../../client/lib/cart-request');
    const { useCartStore } = await import('../../client/stores/cart');
    useCartStore.setState({ items: [], cartId: null, checkoutUrl: null });
    useCartStore.getState().addItem(item(1));
    useCartStore.getState().updateQuantity(item(1).variantId, 99);
    useCartStore.getState().addItem(item(2));
    applyStockWarnings({
      warnings: [
        {
          code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
          variantId: item(1).variantId,
          requested: 99,
          added: 86,
          message: 'Am adăugat doar 86: atât avem în stoc.',
        },
        // Not ours to act on: another code, an unknown line, a raise, a nonsense count.
        { code: 'PAYMENTS_GIFT_CARDS_UNAVAILABLE', variantId: item(2).variantId, requested: 1, added: 0, message: 'x' },
        {
          code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
          variantId: 'gid://shopify/ProductVariant/999',
          requested: 2,
          added: 1,
          message: 'x',
        },
        { code: 'MERCHANDISE_NOT_ENOUGH_STOCK', variantId: item(2).variantId, requested: 9, added: 5, message: 'x' },
        { code: 'MERCHANDISE_NOT_ENOUGH_STOCK', variantId: item(2).variantId, requested: 9, added: -3, message: 'x' },
      ],
    });
    expect(useCartStore.getState().items.map((l) => [l.variantId, l.quantity])).toEqual([
      [item(1).variantId, 86],
      [item(2).variantId, 1],
    ]);
  });
});

describe("the cart endpoints' answers, read through the contract", () => {
  const money = (amount: number) => ({ amount, currencyCode: 'RON' });
  const cart = {
    cartId: 'gid://shopify/Cart/1',
    checkoutUrl: 'https://shop.test/checkout?channel=online_store',
    totalQuantity: 2,
    subtotal: money(200),
    discount: money(20),
    total: money(180),
    discountCode: { code: 'SPIN10', applicable: true },
    warnings: [],
  };

  it('a cart that fits is the answer; one that does not is a refusal with no fields (the generic failure)', async () => {
    const { readCartReply } = await import('../../client/lib/cart-request');
    expect(readCartReply(true, cart)).toEqual({ ok: true, answer: cart });
    expect(
      readCartReply(true, { ...cart, checkoutUrl: undefined, cartId: undefined, discountCode: null }),
    ).toMatchObject({ ok: true });
    const misfits: unknown[] = [
      null,
      {},
      { ...cart, warnings: 'nu' },
      { ...cart, discount: { amount: '20' } },
      { ...cart, total: undefined },
      { ...cart, discountCode: { code: 'SPIN10', applicable: 'da' } },
      { ...cart, discountCode: { code: 'SPIN10', applicable: false, reason: 'EXPIRED' } },
      { ...cart, warnings: [{ code: 'MERCHANDISE_NOT_ENOUGH_STOCK', variantId: 'v', added: '1', message: 'x' }] },
    ];
    for (const body of misfits) expect(readCartReply(true, body)).toEqual({ ok: false, answer: {} });
  });

  it('a refusal keeps the fields the cart shows; one without its sentence has none', async () => {
    const { readCartReply } = await import('../../client/lib/cart-request');
    const refusal = {
      error: 'Produs indisponibil',
      code: 'UNAVAILABLE',
      description: 'd',
      product: 'Ulei CBD 10%',
      variantId: 'v',
    };
    expect(readCartReply(false, refusal)).toEqual({
      ok: false,
      answer: { error: 'Produs indisponibil', code: 'UNAVAILABLE', description: 'd', product: 'Ulei CBD 10%' },
    });
    expect(readCartReply(false, { code: 'UNAVAILABLE' })).toEqual({ ok: false, answer: {} });
    expect(readCartReply(false, { error: 'x', code: 7 })).toEqual({ ok: false, answer: {} });
    expect(readCartReply(false, null)).toEqual({ ok: false, answer: {} });
  });
});
