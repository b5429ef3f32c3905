// Where the embedded store keeps its carts: what a cart stores, and the stores (KV, or memory for tests). No
// GraphQL here: the app's checkout reads and closes carts without loading the store.

export interface StoredLine {
  /** Stable line id (older carts have none: their position names them). */
  id?: string;
  variantId: string;
  quantity: number;
  attributes?: { key: string; value: string }[];
}

export interface StoredCart {
  token: string;
  createdAt: string;
  updatedAt?: string;
  countryCode: string | null;
  email?: string | null;
  phone?: string | null;
  note?: string | null;
  attributes?: { key: string; value: string }[];
  /** Codes as the buyer typed them (Shopify keeps inapplicable ones too, marked applicable: false). */
  discountCodes?: string[];
  /** Handle of the chosen delivery option; none until the buyer picks one. */
  deliveryOption?: string;
  /** Cart metafields (cartMetafieldsSet), by key ('namespace.key' or a bare key). */
  metafields?: StoredMetafield[];
  /** Selectable delivery addresses (cartDeliveryAddresses*). */
  addresses?: StoredAddress[];
  lines: StoredLine[];
}

export interface StoredMetafield {
  key: string;
  type: string;
  value: string;
  updatedAt: string;
}

export interface DeliveryAddressInput {
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  company?: string | null;
  countryCode?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  provinceCode?: string | null;
  zip?: string | null;
}

export interface StoredAddress {
  id: string;
  selected: boolean;
  oneTimeUse: boolean;
  address: DeliveryAddressInput;
}

/** Where the embedded store keeps carts so its local checkout page can show them. */
export interface CartStore {
  get(token: string): Promise<StoredCart | null>;
  put(cart: StoredCart): Promise<void>;
}

const CART_TTL_SECONDS = 10 * 24 * 60 * 60;

/** What the store needs of a Workers KV namespace. */
export interface CartKv {
  get(key: string, type: 'json'): Promise<unknown>;
  put(key: string, value: string, options: { expirationTtl: number }): Promise<void>;
  delete(key: string): Promise<void>;
}

/** Closes an embedded cart once its order is placed: the checkout page of its token shows the order instead. */
export const deleteKvCart = (kv: Pick<CartKv, 'delete'>, token: string) => kv.delete(`cart:${token}`);

export function kvCartStore(kv: CartKv): CartStore {
  return {
    get: async (token) => (await kv.get(`cart:${token}`, 'json')) as StoredCart | null,
    put: (cart) => kv.put(`cart:${cart.token}`, JSON.stringify(cart), { expirationTtl: CART_TTL_SECONDS }),
  };
}

export function memoryCartStore(): CartStore {
  const carts = new Map<string, StoredCart>();
  return {
    get: async (token) => structuredClone(carts.get(token) ?? null),
    put: async (cart) => void carts.set(cart.token, structuredClone(cart)),
  };
}
