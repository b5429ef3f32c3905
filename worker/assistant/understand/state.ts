// What a conversation is about, read again on every request from the shopper's own earlier messages (the
// assistant's turns come back from the browser and may be forged): each earlier message is answered again, in
// order, with the state before it, and the state moves on with what it named and what its answer showed. So a
// third follow-up ("ce arome are?" after "care e mai ieftin?" after "ce jeleuri aveți?") is read against the answer
// the second one got, not against the first message.
import type { Answer } from '../answer';
import { variantsNamed } from '../catalogue/named';
import { ADDS, basket } from '../catalogue/prices';
import type { ProductFacts, VariantFacts } from '../product-facts';
import { fold, leiIn } from '../text';
import type { Intent } from './intent';

export interface ConversationState {
  /** The product(s) the conversation is about now. */
  focus: ProductFacts[];
  /** The products the last answer that showed any listed, in its order. */
  list: ProductFacts[];
  /** The variant of the one product in focus the shopper picked ("varianta de 30 ml", "cea mare"), if any. */
  variant: VariantFacts | null;
  /** The products in focus lately, the latest first (two at most): what "între ele" compares. */
  recent: ProductFacts[];
  lastIntent: Intent | null;
  /** The last sum of money the shopper said ("am o comandă de 120 lei"): what "cât plătesc cu livrare?" adds to. */
  sum: number | null;
  /** The last message that described a basket of two or more products ("am în coș X și Y"). */
  basket: string | null;
}

export const EMPTY_STATE: ConversationState = {
  focus: [],
  list: [],
  variant: null,
  recent: [],
  lastIntent: null,
  sum: null,
  basket: null,
};

/** The products an answer links to, in the order it shows them. */
export function listedIn(answer: Answer, products: ProductFacts[]): ProductFacts[] {
  const handles = [...answer.text.matchAll(/\]\(\/products\/([^)?#\s]+)\)/g)].map((m) => m[1]!);
  return [...new Set(handles)]
    .map((h) => products.find((p) => p.handle === h))
    .filter((p): p is ProductFacts => Boolean(p));
}

/** The one variant of `product` the message names (not all of them, as a question naming none would get). */
function variantNamed(message: string, product: ProductFacts): VariantFacts | null {
  if (product.variants.length < 2) return null;
  const named = variantsNamed(message, product);
  return named.length === 1 ? named[0]! : null;
}

/**
 * The state after one more message: `named`, what the message itself names; `answer`, what it was answered. A
 * message that names a product moves the focus to it; an answer that shows one product makes it the focus, one that
 * shows several keeps a named product only if it is among them. An answer that shows none leaves the list as it was
 * ("care e pentru mâini?" after a question on delivery still picks from the creams shown before).
 */
export function nextState(
  before: ConversationState,
  message: string,
  named: ProductFacts[],
  intent: Intent | null,
  answer: Answer,
  products: ProductFacts[],
): ConversationState {
  const shown = listedIn(answer, products);
  let focus = named.length ? named : before.focus;
  if (shown.length === 1) focus = shown;
  else if (shown.length > 1) focus = focus.filter((p) => shown.includes(p)).slice(0, 1);
  const one = focus.length === 1 ? focus[0]! : null;
  const same = one !== null && before.focus.length === 1 && before.focus[0]!.handle === one.handle;
  const variant = one ? (variantNamed(message, one) ?? (same ? before.variant : null)) : null;
  const recent = one ? [one, ...before.recent.filter((p) => p.handle !== one.handle)].slice(0, 2) : before.recent;
  const sum = leiIn(fold(message)) ?? before.sum;
  // A basket the shopper describes ("am în coș X și Y", "vreau vape-ul cu mentă"), and what they add to it after
  // ("și dacă mai pun și roll-onul?").
  const q = fold(message);
  const items = basket(message, { products }).length;
  const adds = before.basket !== null && items > 0 && ADDS.test(q);
  const described = adds
    ? `${before.basket}, ${message}`
    : items >= 2 || (items === 1 && /\b(in cos|am in cos|vreau (doar )?|iau|comand)\b/.test(q))
      ? message
      : before.basket;
  return {
    focus,
    // One product picked from the list shown ("care e mai ieftin?") keeps that list for "și cât CBD are fiecare?".
    list:
      shown.length > 1 || (shown.length === 1 && !(intent === 'compare' && before.list.includes(shown[0]!)))
        ? shown
        : before.list,
    variant,
    recent,
    lastIntent: intent,
    sum,
    basket: described,
  };
}
