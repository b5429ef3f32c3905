// The cart mutations a shop front needs, as the Storefront API answers them: each loads the cart, changes it,
// stores it and answers {cart, userErrors, warnings}; an unknown cart is a user error, not an exception.
import {
  addLines,
  type CartLineInput,
  type CartPricing,
  cartNode,
  cartToken,
  lineGid,
  metafieldNode,
  randomToken,
  type UserError,
  type Warning,
} from './cart';
import type { CartStore, DeliveryAddressInput, StoredAddress, StoredCart } from './carts';

interface Context extends CartPricing {
  carts: CartStore;
}

type Change = (cart: StoredCart) => { userErrors?: UserError[]; warnings?: Warning[] } | undefined;

const userError = (field: string[], message: string, code = 'INVALID'): UserError => ({
  __typename: 'CartUserError',
  field,
  message,
  code,
});

/**
 * Changes to one cart run one after another in this isolate: a read-change-write of KV interleaved with another
 * would lose a line. (Across isolates KV offers no such guarantee; the embedded store serves one machine.)
 */
const queues = new Map<string, Promise<unknown>>();
function oneAtATime<T>(token: string, task: () => Promise<T>): Promise<T> {
  const run = (queues.get(token) ?? Promise.resolve()).then(task, task);
  const settled = run.catch(() => undefined);
  queues.set(token, settled);
  void settled.then(() => queues.get(token) === settled && queues.delete(token));
  return run;
}
const MAX_NOTE = 5000;
const MAX_ATTRIBUTES = 250;
const MAX_METAFIELDS = 25;
const MAX_ADDRESSES = 20;
const MAX_FIELD = 255;
/** The metafield types a cart may carry (Shopify's text, number, boolean, json and reference-free types). */
const METAFIELD_TYPES = new Set([
  'single_line_text_field',
  'multi_line_text_field',
  'json',
  'number_integer',
  'number_decimal',
  'boolean',
  'date',
  'date_time',
  'url',
  'color',
]);

interface SelectableAddressInput {
  id?: string;
  address?: { deliveryAddress?: DeliveryAddressInput | null; copyFromCustomerAddressId?: string | null } | null;
  selected?: boolean | null;
  oneTimeUse?: boolean | null;
}

/** What is wrong with an address's fields (as Shopify's CartErrorCode names it), or nothing. */
function addressErrors(address: DeliveryAddressInput, at: string[]): UserError[] {
  return Object.entries(address).flatMap(([field, value]) => {
    if (value == null) return [];
    const text = String(value);
    if (text.length > MAX_FIELD)
      return [userError([...at, field], `${field} is too long.`, 'ADDRESS_FIELD_IS_TOO_LONG')];
    if (/<[a-z!/]/i.test(text))
      return [userError([...at, field], `${field} contains HTML tags.`, 'ADDRESS_FIELD_CONTAINS_HTML_TAGS')];
    if (/\p{Extended_Pictographic}/u.test(text))
      return [userError([...at, field], `${field} contains emojis.`, 'ADDRESS_FIELD_CONTAINS_EMOJIS')];
    if (field === 'zip' && address.countryCode === 'RO' && !/^\d{6}$/.test(text))
      return [userError([...at, field], 'Enter a valid postal code for Romania.', 'INVALID_ZIP_CODE_FOR_COUNTRY')];
    return [];
  });
}

/** A selectable address from its input, or the user errors that keep it out. */
function readAddress(
  input: SelectableAddressInput,
  at: string[],
): { address?: DeliveryAddressInput; errors: UserError[] } {
  if (input.address?.copyFromCustomerAddressId)
    return {
      errors: [
        userError(
          [...at, 'address', 'copyFromCustomerAddressId'],
          'This store has no customer accounts to copy an address from.',
          'INVALID',
        ),
      ],
    };
  const address = input.address?.deliveryAddress;
  if (!address)
    return { errors: [userError([...at, 'address'], 'A delivery address is required.', 'ADDRESS_FIELD_IS_REQUIRED')] };
  const known: DeliveryAddressInput = {};
  for (const field of [
    'address1',
    'address2',
    'city',
    'company',
    'countryCode',
    'firstName',
    'lastName',
    'phone',
    'provinceCode',
    'zip',
  ] as const) {
    if (address[field] != null) known[field] = String(address[field]);
  }
  return { address: known, errors: addressErrors(known, [...at, 'address', 'deliveryAddress']) };
}

/** The cart's addresses become `kept` and the new `inputs` (Add keeps the current ones, Replace none), if all are valid. */
function setAddresses(
  cart: StoredCart,
  kept: StoredAddress[],
  inputs: SelectableAddressInput[],
): { userErrors: UserError[] } | undefined {
  const userErrors: UserError[] = [];
  const all = [...kept];
  inputs.forEach((input, i) => {
    const { address, errors } = readAddress(input, ['addresses', String(i)]);
    userErrors.push(...errors);
    if (address)
      all.push({
        id: `gid://shopify/CartSelectableAddress/${randomToken(8)}`,
        selected: Boolean(input.selected),
        oneTimeUse: Boolean(input.oneTimeUse),
        address,
      });
  });
  if (all.length > MAX_ADDRESSES)
    userErrors.push(
      userError(
        ['addresses'],
        `A cart can hold at most ${MAX_ADDRESSES} delivery addresses.`,
        'TOO_MANY_DELIVERY_ADDRESSES',
      ),
    );
  userErrors.push(...selectionErrors(all, ['addresses']));
  if (userErrors.length) return { userErrors };
  cart.addresses = all;
}

/** At most one selected address (the one selected last wins the check). */
const selectionErrors = (addresses: StoredAddress[], field: string[]) =>
  addresses.filter((a) => a.selected).length > 1
    ? [userError(field, 'Only one delivery address can be selected.', 'ONLY_ONE_DELIVERY_ADDRESS_CAN_BE_SELECTED')]
    : [];

/** This shop sells no gift cards: every code given is not one. */
const giftCardErrors = (codes: string[]) =>
  codes.length
    ? {
        userErrors: codes.map((code, i) =>
          userError(['giftCardCodes', String(i)], `${code.slice(0, 40)} is not a valid gift card code.`),
        ),
      }
    : undefined;

export function cartMutations({ carts, ...pricing }: Context) {
  const { index } = pricing;
  const option = pricing.shipping.option.handle;
  /** Loads, changes and stores a cart; nothing is stored when the change has user errors. */
  async function change(typename: string, cartId: string, apply: Change) {
    const token = cartToken(cartId);
    const missing = {
      __typename: typename,
      cart: null,
      userErrors: [userError(['cartId'], 'The specified cart does not exist.')],
      warnings: [],
    };
    if (!token) return missing;
    return oneAtATime(token, async () => {
      const cart = await carts.get(token);
      if (!cart) return missing;
      const { userErrors = [], warnings = [] } = apply(cart) ?? {};
      if (userErrors.length)
        return {
          __typename: typename,
          cart: await cartNode((await carts.get(token)) ?? cart, pricing),
          userErrors,
          warnings,
        };
      cart.updatedAt = new Date().toISOString();
      await carts.put(cart);
      return { __typename: typename, cart: await cartNode(cart, pricing), userErrors, warnings };
    });
  }

  const findLine = (cart: StoredCart, lineId: string) =>
    cart.lines.findIndex((line, i) => lineGid(cart, line, i) === lineId);

  return {
    cartLinesAdd: ({ cartId, lines }: { cartId: string; lines: CartLineInput[] }) =>
      change('CartLinesAddPayload', cartId, (cart) => addLines(cart.lines, lines, index, ['lines'])),

    cartLinesUpdate: ({
      cartId,
      lines,
    }: {
      cartId: string;
      lines: {
        id: string;
        quantity?: number | null;
        merchandiseId?: string | null;
        attributes?: { key: string; value: string }[] | null;
      }[];
    }) =>
      change('CartLinesUpdatePayload', cartId, (cart) => {
        const userErrors: UserError[] = [];
        const warnings: Warning[] = [];
        const positions = lines.map((update, i) => {
          const at = findLine(cart, update.id);
          if (at < 0)
            userErrors.push(
              userError(['lines', String(i), 'id'], `The merchandise line with id ${update.id} does not exist.`),
            );
          if (update.quantity != null && (!Number.isInteger(update.quantity) || update.quantity < 0))
            userErrors.push(userError(['lines', String(i), 'quantity'], 'The quantity must be at least 0.'));
          if (update.merchandiseId && !index.variantById.has(update.merchandiseId))
            userErrors.push(
              userError(
                ['lines', String(i), 'merchandiseId'],
                `The merchandise with id ${update.merchandiseId} does not exist.`,
              ),
            );
          return at;
        });
        if (userErrors.length) return { userErrors };
        lines.forEach((update, i) => {
          const line = cart.lines[positions[i]!]!;
          if (update.merchandiseId) line.variantId = update.merchandiseId;
          if (update.attributes) line.attributes = update.attributes;
          if (update.quantity != null) {
            const stock = index.variantById.get(line.variantId)!.variant.quantityAvailable;
            if (update.quantity > stock)
              warnings.push({
                __typename: 'CartWarning',
                code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
                message: `Only ${stock} items were added to your cart because of availability.`,
                target: update.id,
              });
            line.quantity = Math.min(update.quantity, stock);
          }
        });
        // Quantity 0 removes the line (SPEC §4), as on Shopify.
        cart.lines = cart.lines.filter((line) => line.quantity > 0);
        return { warnings };
      }),

    cartLinesRemove: ({ cartId, lineIds }: { cartId: string; lineIds: string[] }) =>
      change('CartLinesRemovePayload', cartId, (cart) => {
        const missing = lineIds.filter((id) => findLine(cart, id) < 0);
        if (missing.length)
          return {
            userErrors: missing.map((id) =>
              userError(['lineIds'], `The merchandise line with id ${id} does not exist.`),
            ),
          };
        const ids = new Set(lineIds);
        cart.lines = cart.lines.filter((line, i) => !ids.has(lineGid(cart, line, i)));
      }),

    cartDiscountCodesUpdate: ({ cartId, discountCodes }: { cartId: string; discountCodes?: string[] | null }) =>
      change('CartDiscountCodesUpdatePayload', cartId, (cart) => {
        const codes = [...new Set((discountCodes ?? []).map((c) => c.trim()).filter(Boolean))];
        if (codes.some((c) => c.length > 255))
          return { userErrors: [userError(['discountCodes'], 'Discount code is too long.', 'TOO_LONG')] };
        cart.discountCodes = codes.slice(0, 250);
      }),

    cartNoteUpdate: ({ cartId, note }: { cartId: string; note?: string | null }) =>
      change('CartNoteUpdatePayload', cartId, (cart) => {
        if ((note ?? '').length > MAX_NOTE)
          return {
            userErrors: [userError(['note'], `Note is too long (maximum is ${MAX_NOTE} characters).`, 'TOO_LONG')],
          };
        cart.note = note ?? null;
      }),

    cartBuyerIdentityUpdate: ({
      cartId,
      buyerIdentity,
    }: {
      cartId: string;
      buyerIdentity: { countryCode?: string | null; email?: string | null; phone?: string | null };
    }) =>
      change('CartBuyerIdentityUpdatePayload', cartId, (cart) => {
        const { countryCode, email, phone } = buyerIdentity ?? {};
        if (email != null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
          return { userErrors: [userError(['buyerIdentity', 'email'], 'Email is invalid.')] };
        if (countryCode !== undefined) cart.countryCode = countryCode;
        if (email !== undefined) cart.email = email;
        if (phone !== undefined) cart.phone = phone;
      }),

    cartAttributesUpdate: ({ cartId, attributes }: { cartId: string; attributes: { key: string; value: string }[] }) =>
      change('CartAttributesUpdatePayload', cartId, (cart) => {
        if (attributes.length > MAX_ATTRIBUTES)
          return { userErrors: [userError(['attributes'], 'Too many attributes.')] };
        // Replaces the attributes with the same keys; others stay (Shopify's merge).
        const byKey = new Map((cart.attributes ?? []).map((a) => [a.key, a.value]));
        for (const { key, value } of attributes) byKey.set(key, value);
        cart.attributes = [...byKey].map(([key, value]) => ({ key, value }));
      }),

    cartMetafieldsSet: async ({
      metafields,
    }: {
      metafields: { ownerId: string; key: string; type: string; value: string }[];
    }) => {
      const userErrors: { __typename: string; field: string[]; message: string; code: string; elementIndex: number }[] =
        [];
      const error = (i: number, field: string, message: string, code: string) =>
        userErrors.push({
          __typename: 'MetafieldsSetUserError',
          field: ['metafields', String(i), field],
          message,
          code,
          elementIndex: i,
        });
      metafields.forEach((m, i) => {
        if (!cartToken(m.ownerId)) error(i, 'ownerId', 'The owner is not a cart.', 'INVALID_OWNER');
        if (!m.key.trim()) error(i, 'key', "Key can't be blank.", 'BLANK');
        else if (m.key.length > 64) error(i, 'key', 'Key is too long.', 'TOO_LONG');
        if (!METAFIELD_TYPES.has(m.type))
          error(i, 'type', `Type ${m.type} is not supported on a cart.`, 'INVALID_TYPE');
        if (m.value.length > 10_000) error(i, 'value', 'Value is too long.', 'TOO_LONG');
        if (m.type === 'json') {
          try {
            JSON.parse(m.value);
          } catch {
            error(i, 'value', 'Value must be valid JSON.', 'INVALID_VALUE');
          }
        }
      });
      if (userErrors.length) return { __typename: 'CartMetafieldsSetPayload', metafields: null, userErrors };
      const set: ReturnType<typeof metafieldNode>[] = [];
      const byCart = new Map<string, typeof metafields>();
      for (const m of metafields) byCart.set(cartToken(m.ownerId)!, [...(byCart.get(cartToken(m.ownerId)!) ?? []), m]);
      for (const [token, group] of byCart) {
        const answer = await change('CartMetafieldsSetPayload', `gid://shopify/Cart/${token}`, (cart) => {
          const byKey = new Map((cart.metafields ?? []).map((m) => [m.key, m]));
          const now = new Date().toISOString();
          for (const m of group) byKey.set(m.key, { key: m.key, type: m.type, value: m.value, updatedAt: now });
          if (byKey.size > MAX_METAFIELDS)
            return {
              userErrors: [userError(['metafields'], `A cart can carry at most ${MAX_METAFIELDS} metafields.`)],
            };
          cart.metafields = [...byKey.values()];
          for (const m of group) set.push(metafieldNode(cart, byKey.get(m.key)!));
        });
        if (answer.userErrors.length) {
          return {
            __typename: 'CartMetafieldsSetPayload',
            metafields: null,
            userErrors: answer.userErrors.map((e, i) => ({
              ...e,
              __typename: 'MetafieldsSetUserError',
              code: answer.cart ? 'INVALID_VALUE' : 'INVALID_OWNER',
              elementIndex: i,
            })),
          };
        }
      }
      return { __typename: 'CartMetafieldsSetPayload', metafields: set, userErrors: [] };
    },

    cartMetafieldDelete: async ({ input }: { input: { ownerId: string; key: string } }) => {
      let deletedId: string | null = null;
      const answer = await change('CartMetafieldDeletePayload', input.ownerId, (cart) => {
        const found = (cart.metafields ?? []).find((m) => m.key === input.key);
        if (!found) return undefined;
        deletedId = metafieldNode(cart, found).id;
        cart.metafields = (cart.metafields ?? []).filter((m) => m !== found);
      });
      const userErrors = answer.cart
        ? []
        : [
            {
              __typename: 'MetafieldDeleteUserError',
              field: ['input', 'ownerId'],
              message: 'The specified cart does not exist.',
              code: 'INVALID_OWNER',
            },
          ];
      return { __typename: 'CartMetafieldDeletePayload', deletedId, userErrors };
    },

    // The shop sells no gift cards: no code is one, so any code is a user error and the cart stays as it was.
    cartGiftCardCodesUpdate: ({ cartId, giftCardCodes }: { cartId: string; giftCardCodes: string[] }) =>
      change('CartGiftCardCodesUpdatePayload', cartId, () => giftCardErrors(giftCardCodes)),
    cartGiftCardCodesAdd: ({ cartId, giftCardCodes }: { cartId: string; giftCardCodes: string[] }) =>
      change('CartGiftCardCodesAddPayload', cartId, () => giftCardErrors(giftCardCodes)),
    cartGiftCardCodesRemove: ({ cartId, appliedGiftCardIds }: { cartId: string; appliedGiftCardIds: string[] }) =>
      change('CartGiftCardCodesRemovePayload', cartId, () =>
        appliedGiftCardIds.length
          ? {
              userErrors: appliedGiftCardIds.map((id, i) =>
                userError(['appliedGiftCardIds', String(i)], `The applied gift card with id ${id} does not exist.`),
              ),
            }
          : undefined,
      ),

    cartDeliveryAddressesAdd: ({ cartId, addresses }: { cartId: string; addresses: SelectableAddressInput[] }) =>
      change('CartDeliveryAddressesAddPayload', cartId, (cart) => setAddresses(cart, cart.addresses ?? [], addresses)),

    cartDeliveryAddressesUpdate: ({ cartId, addresses }: { cartId: string; addresses: SelectableAddressInput[] }) =>
      change('CartDeliveryAddressesUpdatePayload', cartId, (cart) => {
        const current = (cart.addresses ?? []).map((a) => ({ ...a }));
        const userErrors: UserError[] = [];
        addresses.forEach((input, i) => {
          const target = current.find((a) => a.id === input.id);
          if (!target) {
            userErrors.push(
              userError(
                ['addresses', String(i), 'id'],
                `The delivery address with id ${input.id} does not exist.`,
                'INVALID_DELIVERY_ADDRESS_ID',
              ),
            );
            return;
          }
          if (input.address) {
            const { address, errors } = readAddress(input, ['addresses', String(i)]);
            userErrors.push(...errors);
            if (address) target.address = address;
          }
          if (input.selected != null) target.selected = input.selected;
          if (input.oneTimeUse != null) target.oneTimeUse = input.oneTimeUse;
        });
        userErrors.push(...selectionErrors(current, ['addresses']));
        if (userErrors.length) return { userErrors };
        cart.addresses = current;
      }),

    cartDeliveryAddressesRemove: ({ cartId, addressIds }: { cartId: string; addressIds: string[] }) =>
      change('CartDeliveryAddressesRemovePayload', cartId, (cart) => {
        const known = new Set((cart.addresses ?? []).map((a) => a.id));
        const missing = addressIds.filter((id) => !known.has(id));
        if (missing.length)
          return {
            userErrors: missing.map((id) =>
              userError(
                ['addressIds'],
                `The delivery address with id ${id} does not exist.`,
                'INVALID_DELIVERY_ADDRESS_ID',
              ),
            ),
          };
        const ids = new Set(addressIds);
        cart.addresses = (cart.addresses ?? []).filter((a) => !ids.has(a.id));
      }),

    cartDeliveryAddressesReplace: ({ cartId, addresses }: { cartId: string; addresses: SelectableAddressInput[] }) =>
      change('CartDeliveryAddressesReplacePayload', cartId, (cart) => setAddresses(cart, [], addresses)),

    cartSelectedDeliveryOptionsUpdate: ({
      cartId,
      selectedDeliveryOptions,
    }: {
      cartId: string;
      selectedDeliveryOptions: { deliveryGroupId: string; deliveryOptionHandle: string }[];
    }) =>
      change('CartSelectedDeliveryOptionsUpdatePayload', cartId, (cart) => {
        const group = `gid://shopify/CartDeliveryGroup/${cart.token}-1`;
        const errors = selectedDeliveryOptions.flatMap((o, i) =>
          o.deliveryGroupId !== group
            ? [
                userError(
                  ['selectedDeliveryOptions', String(i), 'deliveryGroupId'],
                  'The delivery group does not exist.',
                ),
              ]
            : o.deliveryOptionHandle !== option
              ? [
                  userError(
                    ['selectedDeliveryOptions', String(i), 'deliveryOptionHandle'],
                    'The delivery option does not exist.',
                  ),
                ]
              : [],
        );
        if (errors.length) return { userErrors: errors };
        if (selectedDeliveryOptions.length) cart.deliveryOption = option;
      }),
  };
}
