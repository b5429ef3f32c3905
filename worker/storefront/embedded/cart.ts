import type { KVNamespace } from '@cloudflare/workers-types';
import { GraphQLError } from 'graphql';
import { type ConnectionArgs, connection } from './connection';
import { type CatalogIndex, gid, money } from './nodes';

export interface StoredCart {
  token: string;
  createdAt: string;
  countryCode: string | null;
  lines: { variantId: string; quantity: number }[];
}

/** Where the embedded store keeps carts so its local checkout page can show them. */
export interface CartStore {
  get(token: string): Promise<StoredCart | null>;
  put(cart: StoredCart): Promise<void>;
}

const CART_TTL_SECONDS = 10 * 24 * 60 * 60;
const MAX_LINES = 250;

export function kvCartStore(kv: KVNamespace): CartStore {
  return {
    get: (token) => kv.get<StoredCart>(`cart:${token}`, 'json'),
    put: (cart) => kv.put(`cart:${cart.token}`, JSON.stringify(cart), { expirationTtl: CART_TTL_SECONDS }),
  };
}

export function memoryCartStore(): CartStore {
  const carts = new Map<string, StoredCart>();
  return {
    get: async (token) => carts.get(token) ?? null,
    put: async (cart) => void carts.set(cart.token, cart),
  };
}

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export const checkoutPath = (token: string) => `/checkout/${token}`;

/** The Cart object as the Storefront API shapes it, rebuilt from the catalogue. */
export function cartNode(cart: StoredCart, index: CatalogIndex, origin: string) {
  const lines = cart.lines.flatMap((line, i) => {
    const entry = index.variantById.get(line.variantId);
    if (!entry) return [];
    const unit = entry.variant.price;
    const total = unit * line.quantity;
    return [
      {
        __typename: 'CartLine',
        id: gid('CartLine', `${cart.token}-${i}`),
        quantity: line.quantity,
        merchandise: entry.node,
        attributes: [],
        attribute: null,
        discountAllocations: [],
        sellingPlanAllocation: null,
        cost: {
          __typename: 'CartLineCost',
          amountPerQuantity: money(unit),
          compareAtAmountPerQuantity: null,
          subtotalAmount: money(total),
          totalAmount: money(total),
        },
        __total: total,
      },
    ];
  });
  const total = lines.reduce((sum, l) => sum + l.__total, 0);
  const totalQuantity = lines.reduce((sum, l) => sum + l.quantity, 0);
  return {
    __typename: 'Cart',
    id: gid('Cart', cart.token),
    checkoutUrl: `${origin}${checkoutPath(cart.token)}`,
    createdAt: cart.createdAt,
    updatedAt: cart.createdAt,
    note: null,
    totalQuantity,
    attributes: [],
    attribute: null,
    discountCodes: [],
    discountAllocations: [],
    appliedGiftCards: [],
    buyerIdentity: { __typename: 'CartBuyerIdentity', countryCode: cart.countryCode, email: null, phone: null, customer: null },
    cost: {
      __typename: 'CartCost',
      subtotalAmount: money(total),
      totalAmount: money(total),
      checkoutChargeAmount: money(total),
      subtotalAmountEstimated: false,
      totalAmountEstimated: false,
      totalTaxAmount: null,
      totalTaxAmountEstimated: false,
      totalDutyAmount: null,
      totalDutyAmountEstimated: false,
    },
    lines: (args: ConnectionArgs) => connection(lines, args),
  };
}

interface CartLineInput {
  merchandiseId: string;
  quantity?: number | null;
}

interface CartInput {
  lines?: CartLineInput[] | null;
  buyerIdentity?: { countryCode?: string | null } | null;
}

/** cartCreate with the Storefront API's validation: unknown or sold-out merchandise are user errors. */
export async function createCart(input: CartInput, index: CatalogIndex, store: CartStore, origin: string) {
  const userErrors: { __typename: string; field: string[]; message: string; code: string }[] = [];
  const warnings: { __typename: string; code: string; message: string; target: string }[] = [];
  const merged = new Map<string, number>();
  const lines = input.lines ?? [];
  if (lines.length > MAX_LINES) {
    userErrors.push({ __typename: 'CartUserError', field: ['input', 'lines'], message: 'Cart is too large.', code: 'CART_TOO_LARGE' });
  }
  lines.forEach((line, i) => {
    const field = ['input', 'lines', String(i)];
    const quantity = line.quantity ?? 1;
    const entry = index.variantById.get(line.merchandiseId);
    if (!entry) {
      userErrors.push({
        __typename: 'CartUserError',
        field: [...field, 'merchandiseId'],
        message: `The merchandise with id ${line.merchandiseId} does not exist.`,
        code: 'INVALID',
      });
      return;
    }
    if (quantity < 1) {
      userErrors.push({ __typename: 'CartUserError', field: [...field, 'quantity'], message: 'The quantity must be at least 1.', code: 'INVALID' });
      return;
    }
    if (!entry.variant.availableForSale) {
      userErrors.push({
        __typename: 'CartUserError',
        field: [...field, 'merchandiseId'],
        message: `The product '${entry.product.title}' is already sold out.`,
        code: 'INVALID',
      });
      return;
    }
    const wanted = (merged.get(line.merchandiseId) ?? 0) + quantity;
    const allowed = Math.min(wanted, entry.variant.quantityAvailable);
    if (allowed < wanted) {
      warnings.push({
        __typename: 'CartWarning',
        code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
        message: `Only ${allowed} items were added to your cart because of availability.`,
        target: line.merchandiseId,
      });
    }
    merged.set(line.merchandiseId, allowed);
  });
  if (userErrors.length) return { __typename: 'CartCreatePayload', cart: null, userErrors, warnings };
  const country = input.buyerIdentity?.countryCode ?? null;
  if (country && !/^[A-Z]{2}$/.test(country)) throw new GraphQLError(`Invalid country code ${country}`);
  const cart: StoredCart = {
    token: randomToken(),
    createdAt: new Date().toISOString(),
    countryCode: country,
    lines: [...merged].map(([variantId, quantity]) => ({ variantId, quantity })),
  };
  await store.put(cart);
  return { __typename: 'CartCreatePayload', cart: cartNode(cart, index, origin), userErrors, warnings };
}

