// Vapes in the cart (e-cigarette products, Legea nr. 64/2024): the cart knows its vape lines, the delivery rule
// counts free delivery without them, and a caller that passes only a subtotal is served as before.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { products } from '../../content/catalog';
import { shippingFacts } from '../../content/facts';
import { remainingForFreeShipping, shippingFor } from '../../domain/shipping';

// workerd has no localStorage: give the store an in-memory one before it loads.
const data = new Map<string, string>();
(globalThis as { localStorage?: unknown }).localStorage = {
  getItem: (key: string) => data.get(key) ?? null,
  setItem: (key: string, value: string) => data.set(key, String(value)),
  removeItem: (key: string) => data.delete(key),
  clear: () => data.clear(),
};

type Cart = typeof import('../../client/stores/cart');
type ProductItem = typeof import('../../client/lib/product-item');
let cart: Cart;
let productItem: ProductItem;

beforeAll(async () => {
  cart = await import('../../client/stores/cart');
  productItem = await import('../../client/lib/product-item');
});

beforeEach(() => {
  data.clear();
  cart.useCartStore.setState({ items: [], cartId: null, checkoutUrl: null, isLoading: false, isOpen: false });
});

const line = (n: number, amount: number, vape?: true) => ({
  product: { id: `gid://shopify/Product/${n}`, handle: `p-${n}`, title: `Produs ${n}`, image: null },
  variantId: `gid://shopify/ProductVariant/${n}`,
  variantTitle: 'Default Title',
  price: { amount, currencyCode: 'RON' },
  selectedOptions: [],
  ...(vape ? { vape } : {}),
});

describe('free delivery is counted without vapes (domain/shipping.ts)', () => {
  it('250 lei of products of which 100 lei are vapes ships for the fee; the same without vapes ships free', () => {
    expect(shippingFor(shippingFacts, 250, 2, 100)).toBe(shippingFacts.fee);
    expect(remainingForFreeShipping(shippingFacts, 250, 100)).toBe(50);
    expect(shippingFor(shippingFacts, 250, 2, 0)).toBe(0);
    expect(remainingForFreeShipping(shippingFacts, 250, 0)).toBe(0);
  });

  it('a caller that passes only a subtotal is served as before', () => {
    expect(shippingFor(shippingFacts, 200, 1)).toBe(0);
    expect(shippingFor(shippingFacts, 199.99, 1)).toBe(shippingFacts.fee);
    expect(shippingFor(shippingFacts, 0, 0)).toBe(0);
    expect(remainingForFreeShipping(shippingFacts, 150)).toBe(50);
  });

  it('a cart of vapes only, however much, never ships free', () => {
    expect(shippingFor(shippingFacts, 900, 3, 900)).toBe(shippingFacts.fee);
    expect(remainingForFreeShipping(shippingFacts, 900, 900)).toBe(200);
  });
});

describe('the cart knows its vape lines', () => {
  it('a vape added from its product gets the flag, an oil does not; the flag survives a reload', () => {
    const vape = products.find((p) => p.kind === 'vape')!;
    const oil = products.find((p) => p.kind === 'ulei')!;
    const shaped = (p: (typeof products)[number]) => ({
      id: `gid://shopify/Product/${p.id}`,
      handle: p.handle,
      title: p.title,
      description: '',
      price: { amount: p.variants[0]!.price, currencyCode: 'RON' },
      availableForSale: true,
      images: [],
      variants: [
        {
          id: `gid://shopify/ProductVariant/${p.variants[0]!.id}`,
          title: 'Default Title',
          price: { amount: p.variants[0]!.price, currencyCode: 'RON' },
          availableForSale: true,
          quantityAvailable: null,
          selectedOptions: [],
          compareAtPrice: null,
        },
      ],
      options: [],
      productType: p.productType,
      tags: p.tags,
      badge: null,
    });
    const vapeItem = productItem.cartItemFor(shaped(vape), shaped(vape).variants[0]!);
    const oilItem = productItem.cartItemFor(shaped(oil), shaped(oil).variants[0]!);
    expect(vapeItem.vape).toBe(true);
    expect(oilItem.vape).toBeUndefined();
    cart.useCartStore.getState().addItem(vapeItem);
    cart.useCartStore.getState().addItem(oilItem);
    const restored = cart.sanitizeItems(JSON.parse(JSON.stringify(cart.useCartStore.getState().items)));
    expect(restored.map((l) => l.vape)).toEqual([true, undefined]);
    expect(cart.cartHasVape(restored)).toBe(true);
    expect(cart.cartOnlyVapes(restored)).toBe(false);
  });

  it('counts what the vapes cost; a line saved without the flag is marked once the worker names it', () => {
    const store = cart.useCartStore.getState();
    store.addItem(line(1, 120, true));
    store.addItem(line(1, 120, true));
    store.addItem(line(2, 45));
    store.addItem(line(3, 60));
    expect(cart.cartVapeSubtotal(cart.useCartStore.getState().items)).toBe(240);
    cart.useCartStore.getState().markVapes(['gid://shopify/ProductVariant/3']);
    const items = cart.useCartStore.getState().items;
    expect(cart.cartVapeSubtotal(items)).toBe(300);
    expect(cart.cartOnlyVapes(items)).toBe(false);
    cart.useCartStore.getState().removeItem('gid://shopify/ProductVariant/2');
    expect(cart.cartOnlyVapes(cart.useCartStore.getState().items)).toBe(true);
  });
});
