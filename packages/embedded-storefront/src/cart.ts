import { GraphQLError } from 'graphql';
import type { CartStore, StoredAddress, StoredCart, StoredLine, StoredMetafield } from './carts';
import { type ConnectionArgs, connection } from './connection';
import { discountRule, lookUpCodes } from './discounts';
import type { MetafieldIdentifier } from './metafields';
import { type CatalogIndex, gid, money } from './nodes';
import type { CodeLookup, DiscountRules, IssuedCode, ShippingRule, StorePromotion } from './types';

export const MAX_LINES = 250;

/** What a cart is priced with: the catalogue, the shop's origin (its checkout URL), the rules, the issued codes. */
export interface CartPricing {
  index: CatalogIndex;
  origin: string;
  shipping: ShippingRule;
  discounts: DiscountRules | null;
  promotion: StorePromotion | null;
  codes: CodeLookup;
}

/** A metafield's namespace and key: 'namespace.key', or a bare key in the app's own namespace. */
export const metafieldParts = (key: string) => {
  const dot = key.indexOf('.');
  return dot > 0 ? { namespace: key.slice(0, dot), key: key.slice(dot + 1) } : { namespace: '$app', key };
};

export function metafieldNode(cart: StoredCart, m: StoredMetafield) {
  const { namespace, key } = metafieldParts(m.key);
  return {
    __typename: 'Metafield',
    id: gid('Metafield', `${cart.token}-${encodeURIComponent(m.key)}`),
    namespace,
    key,
    type: m.type,
    value: m.value,
    description: null,
    createdAt: m.updatedAt,
    updatedAt: m.updatedAt,
    reference: null,
    references: null,
    parentResource: null,
  };
}

function addressNode(a: StoredAddress) {
  const d = a.address;
  const name = [d.firstName, d.lastName].filter(Boolean).join(' ') || null;
  const area = [d.city, d.provinceCode, d.countryCode].filter(Boolean).join(', ') || null;
  return {
    __typename: 'CartSelectableAddress',
    id: a.id,
    selected: a.selected,
    oneTimeUse: a.oneTimeUse,
    address: {
      __typename: 'CartDeliveryAddress',
      address1: d.address1 ?? null,
      address2: d.address2 ?? null,
      city: d.city ?? null,
      company: d.company ?? null,
      countryCode: d.countryCode ?? null,
      firstName: d.firstName ?? null,
      lastName: d.lastName ?? null,
      phone: d.phone ?? null,
      provinceCode: d.provinceCode ?? null,
      zip: d.zip ?? null,
      name,
      formattedArea: area,
      latitude: null,
      longitude: null,
      formatted: ({ withName = false, withCompany = true }: { withName?: boolean; withCompany?: boolean }) =>
        [
          withName ? name : null,
          withCompany ? d.company : null,
          d.address1,
          d.address2,
          [d.zip, d.city].filter(Boolean).join(' ') || null,
          area,
        ].filter((x): x is string => Boolean(x)),
    },
  };
}

export function randomToken(bytes = 16): string {
  return [...crypto.getRandomValues(new Uint8Array(bytes))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export const checkoutPath = (token: string) => `/checkout/${token}`;

/** The stored cart's token in a Cart GID (`gid://shopify/Cart/{token}`, a `?key=` suffix allowed); null otherwise. */
export const cartToken = (cartId: string) => /^gid:\/\/shopify\/Cart\/([0-9a-f]{32})(\?.*)?$/.exec(cartId)?.[1] ?? null;
export const lineGid = (cart: StoredCart, line: StoredLine, i: number) =>
  gid('CartLine', line.id ?? `${cart.token}-${i}`);

const round = (amount: number) => Math.round(amount * 100) / 100;

/** What the code of a cart takes off each line (the first applicable code only: one code per order). */
function discounts(
  cart: StoredCart,
  lines: { index: number; unit: number; quantity: number; tags: string[] }[],
  { discounts: rules, promotion }: CartPricing,
  issued: ReadonlyMap<string, IssuedCode>,
) {
  // A code sent twice is one code (compared without case).
  const unique = [...new Map((cart.discountCodes ?? []).map((code) => [code.trim().toUpperCase(), code])).values()];
  const codes = unique.map((code) => ({ code, rule: rules ? discountRule(code, rules, promotion, issued) : null }));
  const perLine = new Map<number, number>();
  let applied: string | null = null;
  for (const { code, rule } of codes) {
    if (!rule || applied) continue;
    if (rule.kind === 'percent') {
      const except = rule.exceptTags ?? [];
      const eligible = lines.filter((l) => !except.some((tag) => l.tags.includes(tag)));
      // A cart of excluded products only: the code does not apply (it stays, not applicable, as on Shopify).
      if (!eligible.length) continue;
      for (const line of eligible) perLine.set(line.index, round((line.unit * line.quantity * rule.percent) / 100));
      applied = code;
    } else {
      const eligible = lines.filter((l) => l.tags.includes(rule.tag)).sort((a, b) => a.unit - b.unit)[0];
      if (!eligible) continue;
      perLine.set(eligible.index, eligible.unit);
      applied = code;
    }
  }
  return {
    perLine,
    applied,
    codes: codes.map(({ code }) => ({ __typename: 'CartDiscountCode', code, applicable: code === applied })),
  };
}

/**
 * The Cart object as the Storefront API shapes it, rebuilt from the catalogue with its cost recomputed. Its
 * codes are looked up first (issued and unused ones apply), so it is read anew at every answer.
 */
export async function cartNode(cart: StoredCart, pricing: CartPricing) {
  const { index, origin, shipping: rule } = pricing;
  const issued = pricing.discounts
    ? await lookUpCodes(cart.discountCodes ?? [], pricing.discounts, pricing.codes)
    : new Map<string, IssuedCode>();
  const known = cart.lines.flatMap((line, i) => {
    const entry = index.variantById.get(line.variantId);
    return entry ? [{ line, i, entry }] : [];
  });
  const { perLine, applied, codes } = discounts(
    cart,
    known.map(({ line, i, entry }) => ({
      index: i,
      unit: entry.variant.price,
      quantity: line.quantity,
      tags: entry.product.tags,
    })),
    pricing,
    issued,
  );
  const lines = known.map(({ line, i, entry }) => {
    const unit = entry.variant.price;
    const subtotal = round(unit * line.quantity);
    const off = perLine.get(i) ?? 0;
    return {
      __typename: 'CartLine',
      id: lineGid(cart, line, i),
      quantity: line.quantity,
      merchandise: entry.node,
      attributes: (line.attributes ?? []).map((a) => ({ __typename: 'Attribute', ...a })),
      attribute: ({ key }: { key: string }) => {
        const found = line.attributes?.find((a) => a.key === key);
        return found ? { __typename: 'Attribute', ...found } : null;
      },
      discountAllocations: off
        ? [
            {
              __typename: 'CartCodeDiscountAllocation',
              code: applied,
              discountedAmount: money(off),
              targetType: 'LINE_ITEM',
              discountApplication: null,
            },
          ]
        : [],
      sellingPlanAllocation: null,
      instructions: { __typename: 'CartLineInstructions', canRemove: true, canUpdateQuantity: true },
      isGiftCard: false,
      parentRelationship: null,
      cost: {
        __typename: 'CartLineCost',
        amountPerQuantity: money(unit),
        compareAtAmountPerQuantity: entry.variant.compareAtPrice == null ? null : money(entry.variant.compareAtPrice),
        subtotalAmount: money(subtotal),
        totalAmount: money(round(subtotal - off)),
      },
      __subtotal: subtotal,
      __off: off,
      __counted: !(rule.exceptTags ?? []).some((tag) => entry.product.tags.includes(tag)),
    };
  });
  const subtotal = round(lines.reduce((sum, l) => sum + l.__subtotal, 0));
  const discounted = round(subtotal - lines.reduce((sum, l) => sum + l.__off, 0));
  const totalQuantity = lines.reduce((sum, l) => sum + l.quantity, 0);
  // Free from the threshold of products (after the code, without the excepted ones), the fee below; an empty cart
  // ships nothing.
  const counted = round(lines.reduce((sum, l) => sum + (l.__counted ? l.__subtotal - l.__off : 0), 0));
  const shipping = !lines.length || counted >= rule.freeFrom ? 0 : rule.fee;
  const option = {
    __typename: 'CartDeliveryOption',
    handle: rule.option.handle,
    code: rule.option.handle,
    title: rule.option.title,
    description: rule.option.description,
    deliveryMethodType: 'SHIPPING',
    estimatedCost: money(shipping),
  };
  // As on Shopify, delivery joins the total only once an option is selected (cartSelectedDeliveryOptionsUpdate).
  const selected = cart.deliveryOption === rule.option.handle ? option : null;
  const delivery = selected ? shipping : 0;
  const group = {
    __typename: 'CartDeliveryGroup',
    id: gid('CartDeliveryGroup', `${cart.token}-1`),
    groupType: 'ONE_TIME_PURCHASE',
    deliveryAddress: null,
    deliveryOptions: [option],
    selectedDeliveryOption: selected,
    cartLines: (args: ConnectionArgs) => connection(lines, args),
  };
  const total = round(discounted + delivery);
  const updatedAt = cart.updatedAt ?? cart.createdAt;
  // As on Shopify, a missing namespace means the app's own.
  const findMetafield = ({ namespace, key }: MetafieldIdentifier) => {
    const found = (cart.metafields ?? []).find((m) => {
      const parts = metafieldParts(m.key);
      return parts.key === key && parts.namespace === (namespace ?? '$app');
    });
    return found ? metafieldNode(cart, found) : null;
  };
  return {
    __typename: 'Cart',
    id: gid('Cart', cart.token),
    checkoutUrl: `${origin}${checkoutPath(cart.token)}`,
    createdAt: cart.createdAt,
    updatedAt,
    note: cart.note ?? null,
    totalQuantity,
    attributes: (cart.attributes ?? []).map((a) => ({ __typename: 'Attribute', ...a })),
    attribute: ({ key }: { key: string }) => {
      const found = cart.attributes?.find((a) => a.key === key);
      return found ? { __typename: 'Attribute', ...found } : null;
    },
    discountCodes: codes,
    delivery: {
      __typename: 'CartDelivery',
      addresses: ({ selected = false }: { selected?: boolean }) =>
        (cart.addresses ?? []).filter((a) => !selected || a.selected).map(addressNode),
    },
    metafield: findMetafield,
    metafields: ({ identifiers }: { identifiers: MetafieldIdentifier[] }) => identifiers.map(findMetafield),
    // Code discounts are allocated to the lines they reduce.
    discountAllocations: [],
    appliedGiftCards: [],
    buyerIdentity: {
      __typename: 'CartBuyerIdentity',
      countryCode: cart.countryCode,
      email: cart.email ?? null,
      phone: cart.phone ?? null,
      customer: null,
      deliveryAddressPreferences: [],
      preferences: null,
      purchasingCompany: null,
    },
    deliveryGroups: (args: ConnectionArgs) => connection([group], args),
    cost: {
      __typename: 'CartCost',
      // Shopify's subtotal is "before taxes and cart-level discounts": the lines' codes are already in it.
      subtotalAmount: money(discounted),
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
    __discounted: discounted,
    __delivery: delivery,
  };
}

export interface CartLineInput {
  merchandiseId: string;
  quantity?: number | null;
  attributes?: { key: string; value: string }[] | null;
}

export interface CartInput {
  lines?: CartLineInput[] | null;
  buyerIdentity?: { countryCode?: string | null; email?: string | null; phone?: string | null } | null;
  discountCodes?: string[] | null;
  note?: string | null;
  attributes?: { key: string; value: string }[] | null;
}

export type UserError = { __typename: 'CartUserError'; field: string[]; message: string; code: string };
export type Warning = { __typename: 'CartWarning'; code: string; message: string; target: string };

const userError = (field: string[], message: string, code = 'INVALID'): UserError => ({
  __typename: 'CartUserError',
  field,
  message,
  code,
});

/**
 * Adds lines to `target` with the Storefront API's validation: unknown or sold-out merchandise are user errors;
 * more than the stock is capped with a warning; the same variant twice is one line.
 */
export function addLines(
  target: StoredLine[],
  lines: CartLineInput[],
  index: CatalogIndex,
  field: string[],
): { userErrors: UserError[]; warnings: Warning[] } {
  const userErrors: UserError[] = [];
  const warnings: Warning[] = [];
  if (lines.length + target.length > MAX_LINES)
    userErrors.push(userError([...field], 'Cart is too large.', 'CART_TOO_LARGE'));
  lines.forEach((line, i) => {
    const at = [...field, String(i)];
    const quantity = line.quantity ?? 1;
    const entry = index.variantById.get(line.merchandiseId);
    if (!entry) {
      userErrors.push(
        userError([...at, 'merchandiseId'], `The merchandise with id ${line.merchandiseId} does not exist.`),
      );
      return;
    }
    if (!Number.isInteger(quantity) || quantity < 1) {
      userErrors.push(userError([...at, 'quantity'], 'The quantity must be at least 1.'));
      return;
    }
    if (!entry.variant.availableForSale) {
      userErrors.push(userError([...at, 'merchandiseId'], `The product '${entry.product.title}' is already sold out.`));
      return;
    }
    const existing = target.find((l) => l.variantId === line.merchandiseId);
    const wanted = (existing?.quantity ?? 0) + quantity;
    const allowed = Math.min(wanted, entry.variant.quantityAvailable);
    if (allowed < wanted) {
      warnings.push({
        __typename: 'CartWarning',
        code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
        message: `Only ${allowed} items were added to your cart because of availability.`,
        target: line.merchandiseId,
      });
    }
    if (existing) existing.quantity = allowed;
    else
      target.push({
        id: randomToken(8),
        variantId: line.merchandiseId,
        quantity: allowed,
        ...(line.attributes?.length ? { attributes: line.attributes } : {}),
      });
  });
  return { userErrors, warnings };
}

/** cartCreate with the Storefront API's validation. */
export async function createCart(input: CartInput, store: CartStore, pricing: CartPricing) {
  const lines: StoredLine[] = [];
  const { userErrors, warnings } = addLines(lines, input.lines ?? [], pricing.index, ['input', 'lines']);
  if (userErrors.length) return { __typename: 'CartCreatePayload', cart: null, userErrors, warnings };
  const country = input.buyerIdentity?.countryCode ?? null;
  if (country && !/^[A-Z]{2}$/.test(country)) throw new GraphQLError(`Invalid country code ${country}`);
  const now = new Date().toISOString();
  const cart: StoredCart = {
    token: randomToken(),
    createdAt: now,
    updatedAt: now,
    countryCode: country,
    email: input.buyerIdentity?.email ?? null,
    phone: input.buyerIdentity?.phone ?? null,
    note: input.note ?? null,
    attributes: input.attributes ?? [],
    discountCodes: input.discountCodes ?? [],
    lines,
  };
  await store.put(cart);
  return { __typename: 'CartCreatePayload', cart: await cartNode(cart, pricing), userErrors, warnings };
}
