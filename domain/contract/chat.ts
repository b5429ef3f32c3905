// The answer of wellness-chatbot: the reply text and, when it suggests products, what the chat panel needs to
// add each one to the cart. Shared by the worker (which builds it) and the browser (which reads it); plain
// types and a guard, so the browser bundle carries no schema library.
import type { Money, SelectedOption } from '../types';

export const MAX_CHAT_PRODUCTS = 3;
export const MAX_CHAT_PRODUCT_VARIANTS = 20;

export interface ChatProductVariant {
  id: string;
  /** What tells it apart ("30 ml", "Mentă"), or the product's one variant's title. */
  title: string;
  price: Money;
  available: boolean;
  /** Units in stock when the store shares it. */
  quantity: number | null;
  selectedOptions: SelectedOption[];
}

export interface ChatProduct {
  id: string;
  handle: string;
  title: string;
  image: string | null;
  variants: ChatProductVariant[];
}

export type ChatAnswer = {
  response: string;
  products?: ChatProduct[];
};

const isString = (v: unknown, max = 300): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;
const isMoney = (v: unknown): v is Money =>
  typeof v === 'object' &&
  v !== null &&
  Number.isFinite((v as Money).amount) &&
  (v as Money).amount >= 0 &&
  isString((v as Money).currencyCode, 3);

function isVariant(v: unknown): v is ChatProductVariant {
  const x = v as Partial<ChatProductVariant> | null;
  return (
    typeof x === 'object' &&
    x !== null &&
    isString(x.id) &&
    isString(x.title) &&
    isMoney(x.price) &&
    typeof x.available === 'boolean' &&
    (x.quantity === null || (Number.isInteger(x.quantity) && (x.quantity as number) >= 0)) &&
    Array.isArray(x.selectedOptions) &&
    x.selectedOptions.every((o) => isString(o?.name, 100) && isString(o?.value, 100))
  );
}

/** A product the panel can show and add: well formed, with at least one variant, its path a plain handle. */
export function isChatProduct(v: unknown): v is ChatProduct {
  const x = v as Partial<ChatProduct> | null;
  return (
    typeof x === 'object' &&
    x !== null &&
    isString(x.id) &&
    isString(x.handle, 200) &&
    /^[a-z0-9-]+$/.test(x.handle as string) &&
    isString(x.title) &&
    (x.image === null || (isString(x.image, 2000) && /^(\/|https:\/\/)/.test(x.image as string))) &&
    Array.isArray(x.variants) &&
    x.variants.length > 0 &&
    x.variants.length <= MAX_CHAT_PRODUCT_VARIANTS &&
    x.variants.every(isVariant)
  );
}

/** The products of an answer that are whole, at most MAX_CHAT_PRODUCTS; anything else is dropped. */
export const chatProductsOf = (value: unknown): ChatProduct[] =>
  Array.isArray(value) ? value.filter(isChatProduct).slice(0, MAX_CHAT_PRODUCTS) : [];
