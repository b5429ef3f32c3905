// What a shopper's message asks, as the classifier trained on content/assistant/intent-corpus.tsv reads it.
import { intentModel } from 'virtual:assistant-knowledge';
import { foldText } from '../../../domain/text';
import { classify, type IntentModel, type Reading } from './classifier';

let model: IntentModel | null = null;
/** The trained model, parsed on first use: a page request never pays for it. */
const loaded = () => (model ??= JSON.parse(intentModel) as IntentModel);

/** Every intent the classifier learns (the corpus's labels). */
export const INTENTS = [
  'greeting',
  'thanks',
  'identity',
  'price',
  'stock',
  'variants',
  'compare',
  'duration',
  'usage',
  'ingredients',
  'strength',
  'maker',
  'lab',
  'legality',
  'about',
  'shipping_cost',
  'shipping_time',
  'shipping_area',
  'order_total',
  'payment',
  'returns',
  'codes',
  'contact',
  'order_status',
  'recommend',
  'dose',
  'health',
  'other',
] as const;

export type Intent = (typeof INTENTS)[number];

/** At or above this share the reading decides the answer; below it the assistant asks or says what it can do. */
export const SURE = 0.5;
/** How sure a reading must be to answer a question about the one product named or in view. */
export const FOLLOW_UP_SURE = 0.35;
/** Below this share an intent is unlikely: an answer that speaks only to such intents answers another question. */
export const UNLIKELY = 0.03;

const cache = new Map<string, Reading>();

export function readIntent(message: string): Reading & { intent: Intent } {
  let reading = cache.get(message);
  if (!reading) {
    reading = classify(loaded(), message);
    if (cache.size > 500) cache.clear();
    cache.set(message, reading);
  }
  return reading as Reading & { intent: Intent };
}

/** Intents about one product (or a list) that a follow-up without a product of its own asks of the last one. */
export const PRODUCT_INTENTS = new Set<Intent>([
  'dose',
  'price',
  'stock',
  'variants',
  'compare',
  'duration',
  'usage',
  'ingredients',
  'strength',
  'maker',
  'lab',
]);

/** Intents a message cannot be answered for without one product ("cât costă?"; not "conțin THC?", said of all). */
export const ONE_PRODUCT_INTENTS = new Set<Intent>([
  'price',
  'stock',
  'variants',
  'duration',
  'usage',
  'ingredients',
  'strength',
  'maker',
]);

/** Intents that need the product's page data (its label: ingredients, INCI, maker, use; its lot). */
export const DETAIL_INTENTS = new Set<Intent>(['ingredients', 'maker', 'usage', 'lab']);

/**
 * The intents a message asks, each of its clauses read on its own ("cât costă livrarea și în cât timp ajunge?" is
 * shipping_cost and shipping_time): the whole message's intent first, then another clause's, at most two.
 */
/** The clauses of a message of two words or more, split where `at` says a new one begins. */
const clausesOf = (message: string, at: RegExp) =>
  message
    .split(at)
    .map((c) => c.trim())
    .filter((c) => c.split(/\s+/).length >= 2);

export function askedIntents(message: string): Intent[] {
  const whole = readIntent(message);
  const clauses = clausesOf(message, /\s+(?:si|și|dar|plus)\s+|[?;!]+\s*/i);
  const asked = [whole.intent];
  if (clauses.length > 1)
    for (const clause of clauses) {
      const reading = readIntent(clause);
      // A clause that says what the order is ("comanda mea e vreo 150 lei") or restates the sum is not a question.
      const restates =
        reading.intent === 'order_status' ||
        (['shipping_cost', 'order_total'].includes(reading.intent) &&
          asked.some((i) => i === 'shipping_cost' || i === 'order_total'));
      if (reading.confidence >= SURE && !asked.includes(reading.intent) && !restates) asked.push(reading.intent);
    }
  return asked.slice(0, 2);
}

/**
 * A clause that asks: a question word anywhere ("uleiul de 15% cât costă"), or a verb first ("are și flacon mai
 * mare"); "câte" before a number distributes ("iau câte unu pe zi"), it does not ask. A clause that asks nothing
 * tells what the questions around it need.
 */
const ASKS =
  /\b(cat|cati|ce|cum|care|unde|cand|oare)\b|\bcate\b(?!\s+(\d+|un|unu|unul|una|doua|doi|trei)\b)|^(si\s+|dar\s+)?((il|o|le|ii|mi|ma|va|ne|se|l)\s+)?(are|au|e|este|se|pot|poate|mai|aveti|avem|exista|gasesc|vindeti)\b/;
const asks = (clause: string) => ASKS.test(foldText(clause).trim());

/**
 * The product questions a message asks one after the other, each with its own clause ("cât e? are și flacon mai
 * mare?" is the price of the product, then its larger size): the whole message's reading first, then another
 * clause's, at most three.
 */
export function askedParts(message: string): { intent: Intent; text: string }[] {
  // "și" begins a clause only before a question word ("mango și fructul pasiunii" is one name).
  const clauses = clausesOf(
    message,
    /\s+(?:si|și|dar|plus)\s+(?=(?:cat|cât|ce|cum|care|are|mai|in|în|cate|câte)\b)|[?;!]+\s*/i,
  );
  const whole = readIntent(message);
  if (clauses.length < 2 || whole.confidence < FOLLOW_UP_SURE || !PRODUCT_INTENTS.has(whole.intent)) return [];
  const read = clauses.map((text) => ({ text, ...readIntent(text) }));
  const parts = [{ intent: whole.intent, text: read.find((c) => c.intent === whole.intent)?.text ?? message }];
  for (const c of read) {
    // Two words read alone ("câte buc?") only when the reading is near certain ("cât costă?").
    const sure = c.confidence >= (c.text.split(/\s+/).length < 3 ? 0.9 : SURE);
    if (sure && asks(c.text) && PRODUCT_INTENTS.has(c.intent) && !parts.some((p) => p.intent === c.intent))
      parts.push({ intent: c.intent, text: c.text });
  }
  // A figure said in one clause ("uleiul de 15% cât costă și câte flacoane mai aveți?") holds for every part; so does
  // a clause that asks nothing and says how the shopper uses it ("cât mă ține? iau câte unu pe zi după masă").
  const figures = message.match(/\b\d+(?:[.,]\d+)?\s?(?:%|ml|mg|buc\w*)?/gi) ?? [];
  const said = read.filter((c) => !parts.some((p) => p.text === c.text) && !asks(c.text)).map((c) => c.text);
  return parts.slice(0, 3).map((p) => ({
    ...p,
    text: [p.text, ...said, ...figures.filter((f) => !p.text.includes(f) && !said.some((t) => t.includes(f)))].join(
      ' ',
    ),
  }));
}
