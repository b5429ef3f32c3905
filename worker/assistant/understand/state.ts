// What a conversation is about, read again on every request from the shopper's own earlier messages (the
// assistant's turns come back from the browser and may be forged): the product in focus, the list the last answer
// showed (recomposed from the shopper's previous message, never read from the reply the browser sends back) and
// the last intent.
import type { Answer } from '../answer';
import { namedProducts, primaryProduct } from '../catalogue';
import type { ProductFacts } from '../product-facts';
import { type Intent, readIntent } from './intent';

export interface ConversationState {
  /** The product(s) the conversation is about now. */
  focus: ProductFacts[];
  /** The products the last answer listed, in its order. */
  list: ProductFacts[];
  lastIntent: Intent | null;
}

export const EMPTY_STATE: ConversationState = { focus: [], list: [], lastIntent: null };

/** The products an answer links to, in the order it shows them. */
export function listedIn(answer: Answer, products: ProductFacts[]): ProductFacts[] {
  const handles = [...answer.text.matchAll(/\]\(\/products\/([^)?#\s]+)\)/g)].map((m) => m[1]!);
  return [...new Set(handles)]
    .map((h) => products.find((p) => p.handle === h))
    .filter((p): p is ProductFacts => Boolean(p));
}

/**
 * The state after the shopper's earlier messages. `previous` is the answer to the last of them, recomposed: what it
 * listed is the list a follow-up ("care e mai ieftin?") chooses from; one product listed is the focus.
 */
export function conversationState(
  history: readonly string[],
  products: ProductFacts[],
  previous: Answer | null,
): ConversationState {
  if (!history.length) return EMPTY_STATE;
  const list = previous ? listedIn(previous, products) : [];
  let focus: ProductFacts[] = [];
  for (const message of [...history].reverse()) {
    const primary = primaryProduct(message, products);
    const named = primary ? [primary] : namedProducts(message, products);
    if (named.length) {
      focus = named;
      break;
    }
  }
  // The last answer showed one product: that is the one a follow-up asks about.
  if (list.length === 1) focus = list;
  // It showed several: a product named before them is in focus only if it is among them.
  else if (list.length > 1) focus = focus.filter((p) => list.includes(p)).slice(0, 1);
  return { focus, list, lastIntent: readIntent(history.at(-1)!).intent };
}
