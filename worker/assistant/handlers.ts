// The chat and the quiz recommendations, loaded on their first use (worker/functions/assistant.ts imports this file
// dynamically): the assistant's modules and its search index are not evaluated when an isolate starts for a page.
import type { Context } from 'hono';
import type { ChatAnswer } from '../../domain/contract/chat';
import { messages } from '../../domain/contract/messages';
import type { ChatBody } from '../../domain/contract/schemas';
import { foldText } from '../../domain/text';
import type { AppEnv } from '../app-env';
import { fillContentTokens } from '../lib/content-tokens';
import { HttpError } from '../lib/http-error';
import { shopClaims } from '../loaders/claims';
import { listOrEmpty } from '../loaders/degrade';
import { asksLot, primaryProduct } from './catalogue';
import {
  ASKS_REVIEWS_CHECK,
  composeAnswer,
  PRIVACY_INTENT,
  shopWordsOf,
  type Understanding,
  understand,
} from './compose';
import { resolveFollowUp } from './follow-up';
import { type Knowledge, knowledgeFor } from './knowledge-index';
import { modelFor } from './model';
import { type ModelOutcome, modelRecommendations } from './phrase';
import { answersIn, finishPicks, productsIn, recommend } from './quiz';
import { readSituation } from './safety/gate';
import { guardReply, withVapeNote } from './safety/guard';
import { modelReply } from './tools';
import { DETAIL_INTENTS, FOLLOW_UP_SURE, SURE } from './understand/intent';

type Ctx = Context<AppEnv>;

/** Whether a configured model answered, for Server-Timing (the offline assistant is the default). */
const tellModel = (c: Ctx, outcome: ModelOutcome) => c.var.timing.note('ai', outcome);

/**
 * The page data (the label's ingredients, maker and use; the lot and its analysis) of the one product a question
 * asks about, from the storefront (KV-cached), so the answer quotes them. Read only when the question needs it: a THC
 * or analysis question, or an intent the label answers. A failure only means the answer has no page data to quote.
 */
async function detailsAsked(
  c: Ctx,
  question: string,
  history: string[],
  knowledge: Knowledge,
  understood: Understanding,
) {
  const query = resolveFollowUp(question, history, knowledge.products);
  const { reading, named, state } = understood;
  // The label may answer it: a label intent read surely, or likeliest about the one product named or in view (the
  // same readiness the answer itself has, compose.ts).
  const about = named.length === 1 || (!understood.own && state.focus.length === 1);
  const labelIntent = reading.confidence >= (about ? FOLLOW_UP_SURE : SURE) && DETAIL_INTENTS.has(reading.intent);
  if (!asksLot(query) && !labelIntent) return undefined;
  // Who analyses the lots, what they test for, asked of no product: one product's lot says it for the shop.
  const sample = reading.intent === 'lab' && reading.confidence >= SURE ? knowledge.products[0] : undefined;
  const target =
    (understood.inherited ? understood.named[0] : null) ??
    primaryProduct(query, knowledge.products) ??
    (named.length === 1 ? named[0] : null) ??
    (labelIntent && state.focus.length === 1 ? state.focus[0] : null) ??
    sample;
  if (!target) return undefined;
  const product = await c.var.storefront.product(target.handle).catch(() => null);
  return new Map([[target.handle, product]]);
}

/** The shop's products as the storefront has them now (KV-cached); without them the assistant still knows the rest. */
async function currentProducts(c: Ctx) {
  return (await listOrEmpty('assistant: products', c.var.storefront.products({ first: 100 }))).items;
}

/** POST /functions/v1/wellness-chatbot, after its body was checked. */
export async function chatbot(c: Ctx, { messages }: ChatBody): Promise<ChatAnswer> {
  const question = messages.at(-1)!.content;
  // Only the shopper's own turns: the assistant's come back from the browser and may be forged.
  const history = messages
    .slice(0, -1)
    .filter((m) => m.role === 'user')
    .map((m) => m.content);
  // Passages from the policies may name the trader, the promotion's dates or text for one phase of it:
  // quoted as filled, so neither the composer nor a model reads the text of a phase that does not hold.
  const fill = (text: string) => fillContentTokens(text, c.var.config);
  const knowledge = knowledgeFor(await currentProducts(c), fill);
  // "Recenziile sunt reale?": the store's own words on how its reviews are checked, fetched only then.
  const reviewsCheck = ASKS_REVIEWS_CHECK(foldText(question)) ? (await shopClaims(c)).reviewsCheck : undefined;
  const options = {
    supportEmail: c.var.config.supportEmail,
    maker: c.var.config.productMaker,
    promotion: c.var.config.promotion,
    reviewsCheck,
  };
  const understood = understand(question, history, knowledge, options);
  const details = await detailsAsked(c, question, history, knowledge, understood);
  const lots = details && new Map([...details].map(([handle, product]) => [handle, product?.lot ?? null]));
  const answer = composeAnswer(question, history, knowledge, { ...options, lots, details, understood });
  // A configured model picks the intents (tools) the shop then answers, and writes only from those answers
  // (checked); with no pick it may only reword the offline answer. Offline, the composed answer is the reply.
  const model = modelFor(c.env, c.var.config.assistant);
  const composed = { ...options, lots, details };
  const {
    text,
    outcome,
    answer: used,
  } = await modelReply(model, question, history, knowledge, composed, answer, c.var.config.assistant.timeoutMs);
  tellModel(c, outcome);
  // The same check on the way out, whoever wrote the reply: an amount only for an adult asking for themselves.
  // The privacy answer, as composed, names no product and no amount: it stands whoever a health detail was about.
  const privacy = used.intent === PRIVACY_INTENT && text === used.text;
  const guarded = privacy ? text : guardReply(text, readSituation(question, history, shopWordsOf(knowledge.products)));
  const reply = withVapeNote(guarded, knowledge.products);
  // Tokens of the composer's own text (none today) or copied by a model are filled too.
  const response = fill(reply);
  // Products to add to the cart travel only with the answer that named them.
  const answerOut: ChatAnswer =
    guarded === text && used.products?.length ? { response, products: used.products } : { response };
  return answerOut;
}

/** POST /functions/v1/ai-product-quiz, after its body was checked. */
export async function quizPicks(c: Ctx, prompt: string) {
  const { products } = knowledgeFor(await currentProducts(c), (text) => fillContentTokens(text, c.var.config));
  // Only products the store sells now, among those the prompt listed; the answers by their labels.
  const answers = answersIn(prompt);
  // The quiz's own answers or nothing: a prompt that names none of them is free text (a symptom, a dose asked), and
  // the quiz recommends from answers, never from free text (seventh review F9).
  if (!Object.keys(answers).length) throw new HttpError(400, messages.quizAnswers, { code: 'QUIZ_ANSWERS' });
  const { listed, rest } = productsIn(prompt, products);
  const model = modelFor(c.env, c.var.config.assistant);
  const picked = model ? await modelRecommendations(model, answers, listed, c.var.config.assistant.timeoutMs) : null;
  tellModel(c, !model ? 'offline' : picked ? 'model' : 'fallback');
  const label = async (handle: string) => (await c.var.storefront.product(handle))?.info?.usage ?? null;
  // Whoever chose them, a shopper who never tried CBD reads the lowest concentration first.
  const picks = picked ?? recommend(answers, listed, rest);
  return { recommendations: await finishPicks(picks, products, label, answers) };
}
