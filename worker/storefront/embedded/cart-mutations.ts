// The cart mutations a shop front needs, as the Storefront API answers them: each loads the cart, changes it,
// stores it and answers {cart, userErrors, warnings}; an unknown cart is a user error, not an exception.
import type { Promotion } from '../../../client/lib/promotion';
import { type CartLineInput, type CartStore, DELIVERY_OPTION, type StoredCart, type UserError, type Warning, addLines, cartNode, cartToken, lineGid } from './cart';
import type { CatalogIndex } from './nodes';

interface Context {
  carts: CartStore;
  index: CatalogIndex;
  origin: string;
  promotion: Promotion | null;
}

type Change = (cart: StoredCart) => { userErrors?: UserError[]; warnings?: Warning[] } | void;

const userError = (field: string[], message: string, code = 'INVALID'): UserError => ({ __typename: 'CartUserError', field, message, code });

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

export function cartMutations({ carts, index, origin, promotion }: Context) {
  /** Loads, changes and stores a cart; nothing is stored when the change has user errors. */
  async function change(typename: string, cartId: string, apply: Change) {
    const token = cartToken(cartId);
    const missing = { __typename: typename, cart: null, userErrors: [userError(['cartId'], 'The specified cart does not exist.')], warnings: [] };
    if (!token) return missing;
    return oneAtATime(token, async () => {
      const cart = await carts.get(token);
      if (!cart) return missing;
      const { userErrors = [], warnings = [] } = apply(cart) ?? {};
      if (userErrors.length) return { __typename: typename, cart: cartNode((await carts.get(token)) ?? cart, index, origin, promotion), userErrors, warnings };
      cart.updatedAt = new Date().toISOString();
      await carts.put(cart);
      return { __typename: typename, cart: cartNode(cart, index, origin, promotion), userErrors, warnings };
    });
  }

  const findLine = (cart: StoredCart, lineId: string) => cart.lines.findIndex((line, i) => lineGid(cart, line, i) === lineId);

  return {
    cartLinesAdd: ({ cartId, lines }: { cartId: string; lines: CartLineInput[] }) =>
      change('CartLinesAddPayload', cartId, (cart) => addLines(cart.lines, lines, index, ['lines'])),

    cartLinesUpdate: ({ cartId, lines }: { cartId: string; lines: { id: string; quantity?: number | null; merchandiseId?: string | null; attributes?: { key: string; value: string }[] | null }[] }) =>
      change('CartLinesUpdatePayload', cartId, (cart) => {
        const userErrors: UserError[] = [];
        const warnings: Warning[] = [];
        const positions = lines.map((update, i) => {
          const at = findLine(cart, update.id);
          if (at < 0) userErrors.push(userError(['lines', String(i), 'id'], `The merchandise line with id ${update.id} does not exist.`));
          if (update.quantity != null && (!Number.isInteger(update.quantity) || update.quantity < 0)) userErrors.push(userError(['lines', String(i), 'quantity'], 'The quantity must be at least 0.'));
          if (update.merchandiseId && !index.variantById.has(update.merchandiseId)) userErrors.push(userError(['lines', String(i), 'merchandiseId'], `The merchandise with id ${update.merchandiseId} does not exist.`));
          return at;
        });
        if (userErrors.length) return { userErrors };
        lines.forEach((update, i) => {
          const line = cart.lines[positions[i]!]!;
          if (update.merchandiseId) line.variantId = update.merchandiseId;
          if (update.attributes) line.attributes = update.attributes;
          if (update.quantity != null) {
            const stock = index.variantById.get(line.variantId)!.variant.quantityAvailable;
            if (update.quantity > stock) warnings.push({ __typename: 'CartWarning', code: 'MERCHANDISE_NOT_ENOUGH_STOCK', message: `Only ${stock} items were added to your cart because of availability.`, target: update.id });
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
        if (missing.length) return { userErrors: missing.map((id) => userError(['lineIds'], `The merchandise line with id ${id} does not exist.`)) };
        const ids = new Set(lineIds);
        cart.lines = cart.lines.filter((line, i) => !ids.has(lineGid(cart, line, i)));
      }),

    cartDiscountCodesUpdate: ({ cartId, discountCodes }: { cartId: string; discountCodes?: string[] | null }) =>
      change('CartDiscountCodesUpdatePayload', cartId, (cart) => {
        const codes = [...new Set((discountCodes ?? []).map((c) => c.trim()).filter(Boolean))];
        if (codes.some((c) => c.length > 255)) return { userErrors: [userError(['discountCodes'], 'Discount code is too long.', 'TOO_LONG')] };
        cart.discountCodes = codes.slice(0, 250);
      }),

    cartNoteUpdate: ({ cartId, note }: { cartId: string; note?: string | null }) =>
      change('CartNoteUpdatePayload', cartId, (cart) => {
        if ((note ?? '').length > MAX_NOTE) return { userErrors: [userError(['note'], `Note is too long (maximum is ${MAX_NOTE} characters).`, 'TOO_LONG')] };
        cart.note = note ?? null;
      }),

    cartBuyerIdentityUpdate: ({ cartId, buyerIdentity }: { cartId: string; buyerIdentity: { countryCode?: string | null; email?: string | null; phone?: string | null } }) =>
      change('CartBuyerIdentityUpdatePayload', cartId, (cart) => {
        const { countryCode, email, phone } = buyerIdentity ?? {};
        if (email != null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return { userErrors: [userError(['buyerIdentity', 'email'], 'Email is invalid.')] };
        if (countryCode !== undefined) cart.countryCode = countryCode;
        if (email !== undefined) cart.email = email;
        if (phone !== undefined) cart.phone = phone;
      }),

    cartAttributesUpdate: ({ cartId, attributes }: { cartId: string; attributes: { key: string; value: string }[] }) =>
      change('CartAttributesUpdatePayload', cartId, (cart) => {
        if (attributes.length > MAX_ATTRIBUTES) return { userErrors: [userError(['attributes'], 'Too many attributes.')] };
        // Replaces the attributes with the same keys; others stay (Shopify's merge).
        const byKey = new Map((cart.attributes ?? []).map((a) => [a.key, a.value]));
        for (const { key, value } of attributes) byKey.set(key, value);
        cart.attributes = [...byKey].map(([key, value]) => ({ key, value }));
      }),

    cartSelectedDeliveryOptionsUpdate: ({ cartId, selectedDeliveryOptions }: { cartId: string; selectedDeliveryOptions: { deliveryGroupId: string; deliveryOptionHandle: string }[] }) =>
      change('CartSelectedDeliveryOptionsUpdatePayload', cartId, (cart) => {
        const group = `gid://shopify/CartDeliveryGroup/${cart.token}-1`;
        const errors = selectedDeliveryOptions.flatMap((o, i) =>
          o.deliveryGroupId !== group
            ? [userError(['selectedDeliveryOptions', String(i), 'deliveryGroupId'], 'The delivery group does not exist.')]
            : o.deliveryOptionHandle !== DELIVERY_OPTION
              ? [userError(['selectedDeliveryOptions', String(i), 'deliveryOptionHandle'], 'The delivery option does not exist.')]
              : [],
        );
        if (errors.length) return { userErrors: errors };
        if (selectedDeliveryOptions.length) cart.deliveryOption = DELIVERY_OPTION;
      }),
  };
}
