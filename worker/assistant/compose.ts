// Answers a shopper's question from the shop's own knowledge, in Romanian. The safety gate reads the situation
// first; then the catalogue (live from the storefront), our guides and policies answer, each only when it answers
// the kind of question asked. Every figure, price or dose is quoted from a fact, a policy, an article or a product;
// what cannot be grounded is said so, with the support contacts. Links are [label](/path), only to the shop.
import {
  DOCTOR_NOTE,
  HEALTH_PROBLEM_LINES,
  LABEL_AMOUNT,
  NOT_A_SMOKER_LINES,
  QUIT_SMOKING_LINES,
  SMOKER_QUESTION_LINES,
} from '../../content/assistant/safety';
import { productRedirects } from '../../content/catalog/redirects';
import { categories } from '../../content/categories';
import { homeFaq } from '../../content/faq';
import { EFSA_LINE } from '../../content/product-page';
import { REVIEWS_NOT_CHECKED } from '../../content/site';
import type { ProductLot } from '../../domain/types';
import {
  type Answer,
  type ComposeOptions,
  contactLine,
  done,
  link,
  money,
  productSource,
  ROMANIAN_ONLY,
  suggestions,
  unknown,
} from './answer';
import { catalogueAnswer, focusHolds, namedProducts, primaryProduct, variantsNamed } from './catalogue';
import { pricesIn } from './catalogue/named';
import { restOfQuestion } from './catalogue/own-text';
import { ADDS, basket, codeIn, countAsked } from './catalogue/prices';
import { priceText } from './catalogue/shared';
import { hasOwnSubject, isFollowUp, resolveFollowUp } from './follow-up';
import {
  asksCure,
  asksDiagnosis,
  asksDose,
  asksIdentity,
  asksLegality,
  asksMoreThanLabel,
  asksOrder,
  asksRecommendation,
  asksUsage,
  HEALTH_PROBLEM,
  isGoodbye,
  isGreeting,
  isInjection,
  isMedical,
  isThanks,
  kindsIn,
  MENTIONS_VAPE,
  NOT_A_SMOKER,
  needsIn,
  QUIT_SMOKING,
  SHORT_NO,
  SHORT_YES,
  SMOKER,
} from './intents';
import type { Knowledge } from './knowledge-index';
import type { ProductFacts } from './product-facts';
import { dose, questionKind, retrieve, stemsOf } from './retrieve';
import { bannedClaim, withoutBannedClaims } from './safety/claims';
import { readSituation, type Situation, shopVocabulary } from './safety/gate';
import {
  guardReply,
  minorAnswerText,
  SAFETY_SOURCES,
  safetyAnswerText,
  statesDose,
  withoutDoses,
} from './safety/guard';
import { freeShippingAnswer } from './shipping';
import { fold, looksForeign, words } from './text';
import type { Reading } from './understand/classifier';
import {
  askedIntents,
  askedParts,
  FOLLOW_UP_SURE,
  type Intent,
  ONE_PRODUCT_INTENTS,
  PRODUCT_INTENTS,
  readIntent,
  SURE,
  UNLIKELY,
} from './understand/intent';
import {
  ASKS_ORGANIC,
  BESTSELLER,
  bestsellerAnswer,
  codeValidity,
  facts,
  familiesOf,
  generalRoute,
  namedRoute,
  ownTextAnswer,
  productRoute,
  type RouteContext,
  SHOP_INTENTS,
  shopRoute,
  TOGETHER,
  valueAnswer,
  whichProduct,
} from './understand/route';
import { type ConversationState, EMPTY_STATE, nextState } from './understand/state';
import { deliveryDays } from './understand/when';

export type { Answer, ComposeOptions, Source } from './answer';
export { DOCTOR_NOTE };

export interface ComposeContext extends ComposeOptions, RouteContext {
  /** Lots of the products the question names, when it asks about THC or an analysis (read by the caller). */
  lots?: Map<string, ProductLot | null>;
  /** The shopper said they do not smoke: no vape is suggested (set by composeAnswer). */
  noVapes?: boolean;
  /** What the message asks and what the conversation is about, when the caller has read it already. */
  understood?: Understanding;
}

export interface Understanding {
  reading: Reading & { intent: Intent };
  /** The products the message itself names, the plainest first. */
  named: ProductFacts[];
  /** Whether the message names a subject of its own (a product, a form, a shop topic). */
  own: boolean;
  state: ConversationState;
  /** The message asks the previous question again, about the product it names (`reading` is that question's). */
  inherited?: boolean;
  /** The message keeps the topic of the one before (topicKept): it is answered on that topic, fragment or not. */
  kept?: boolean;
  /** The message picks one of the list shown by what it is ("care e de seară?"): `named` holds it. */
  described?: boolean;
}

/** How many of the shopper's earlier messages are answered again to know what the conversation is about. */
const REPLAYED = 6;

/**
 * What the message asks (the classifier), what it names, and what the conversation is about: each of the shopper's
 * last earlier messages is answered again, in order, with the state before it (understand/state.ts).
 */
export function understand(
  question: string,
  history: string[],
  knowledge: Knowledge,
  options: ComposeContext,
): Understanding {
  const start = Math.max(0, history.length - REPLAYED);
  const cache = replayCache(knowledge);
  let state = EMPTY_STATE;
  for (let i = start; i < history.length; i++) {
    // The same conversation's next request replays the same messages: their state is kept (a few hundred at most).
    const key = `${start}\u241E${history.slice(0, i + 1).join('\u241E')}`;
    const known = cache.get(key);
    if (known) {
      state = known;
      continue;
    }
    const message = history[i]!;
    const understood = readInState(message, history.slice(0, i), state, knowledge);
    const answer = composeAnswer(message, history.slice(0, i), knowledge, {
      supportEmail: options.supportEmail,
      maker: options.maker,
      understood,
    });
    // What a message asked is remembered only when it was read surely ("cremele de față" asks nothing yet); a
    // return's or a code's answer keeps its topic whatever words asked it ("cum fac concret?" after a return).
    const families = [...familiesOf(answer, knowledge)].filter((f) => f !== 'passage');
    const topic =
      answer.intent === 'returns' || answer.intent === 'codes'
        ? answer.intent
        : families.length === 1 && (families[0] === 'returns' || families[0] === 'codes')
          ? (families[0] as Intent)
          : null;
    // A message not understood ("not sure") leaves the topic as it was.
    const asked =
      topic ??
      (answer.intent === 'unknown'
        ? state.lastIntent
        : understood.reading.confidence >= SURE
          ? understood.reading.intent
          : null);
    state = nextState(state, message, understood.named, asked, answer, knowledge.products);
    if (cache.size >= REPLAY_CACHE) cache.delete(cache.keys().next().value!);
    cache.set(key, state);
  }
  return readInState(question, history, state, knowledge);
}

const REPLAY_CACHE = 256;
const replayCaches = new WeakMap<Knowledge, Map<string, ConversationState>>();
/** The replayed states of one catalogue (a new catalogue, new prices or stock, starts afresh). */
function replayCache(knowledge: Knowledge): Map<string, ConversationState> {
  const cache = replayCaches.get(knowledge) ?? new Map<string, ConversationState>();
  replayCaches.set(knowledge, cache);
  return cache;
}

/** Words that join or point ("și cele cu…", "dar ăla de…"): they ask nothing. */
const JOINING = new Set([
  'si',
  'dar',
  'iar',
  'sau',
  'cel',
  'cea',
  'cele',
  'cei',
  'ala',
  'aia',
  'alea',
  'ai',
  'ale',
  'pt',
]);

/** Whether the message only names the product ("și cele cu citrice?"): every word joins, points or is in its name. */
function onlyNames(message: string, product: ProductFacts): boolean {
  const own = new Set(
    words(`${product.title} ${product.variants.map((v) => v.label).join(' ')}`).map((w) => w.slice(0, 5)),
  );
  return words(message).every((w) => JOINING.has(w) || own.has(w.slice(0, 5)));
}

/** A message read with what the conversation is about: the same for a replayed message as for the last one. */
function readInState(message: string, before: string[], state: ConversationState, knowledge: Knowledge): Understanding {
  const understood = inContext(read(message, knowledge), state, message);
  const said = words(message);
  // "Și cele cu citrice?" after "jeleurile de seară au soia?": a fragment that names another product and asks nothing
  // of its own asks the question before it again, about that product.
  const [again] = understood.named;
  const inherits =
    understood.named.length === 1 &&
    !state.focus.includes(again!) &&
    // "și cel cu mentă?" after the flavours of a vape picks its variant, not the other mint vape.
    !state.focus.some((p) =>
      p.variants.some((v) => words(v.label).some((w) => w.length >= 4 && !/^\d/.test(w) && said.includes(w))),
    ) &&
    state.lastIntent !== null &&
    PRODUCT_INTENTS.has(state.lastIntent) &&
    (understood.reading.confidence < SURE || understood.reading.intent === 'other' || onlyNames(message, again!)) &&
    isFollowUp(message, before, () => true);
  return inherits
    ? {
        ...understood,
        reading: { ...understood.reading, intent: state.lastIntent!, confidence: SURE },
        inherited: true,
      }
    : understood;
}

/**
 * A message read with what the conversation is about. Among the products a word names ("are mentol?" names every
 * product with menthol), the one in focus is meant. "Cu transport cât vine?" is the delivery's cost or the order's
 * total with it, as the classifier says, equally: with one product in focus and no sum, it is that order's total.
 */
function inContext({ candidates, ...own }: Read, state: ConversationState, message: string): Understanding {
  const [focus] = state.focus;
  // Several products a word names ("cele cu citrice": the citrus jellies and the citrus oil): the one of the kind the
  // conversation is about.
  const ofKind = focus && candidates.length > 1 ? candidates.filter((p) => p.kind === focus.kind) : [];
  // A word that another product's name holds, but that the product in focus has too ("se poate reîncărca?" of a
  // disposable vape that recharges), keeps the focus.
  // "Care e mai ieftin dintre uleiurile de 20?": a plural asks about every product it fits, the focus among them.
  const plural = candidates.length > 1 && PLURAL.test(fold(message));
  // "Care e pt seară?" after a list of face products: the one of the list its words describe (its name, its routine,
  // its copy), not another product a word names.
  const described =
    state.list.length > 1 && !own.named.some((p) => state.list.includes(p))
      ? memberDescribed(message, state.list)
      : null;
  const named = described
    ? [described]
    : state.focus.length === 1 && candidates.length && !plural && focusHolds(message, focus!, candidates)
      ? [focus!]
      : ofKind.length === 1 && (own.named.length !== 1 || own.named[0]!.kind !== focus!.kind)
        ? ofKind
        : own.named;
  const share = (intent: string) => own.reading.ranked.find(([label]) => label === intent)?.[1] ?? 0;
  // A size picked in the same breath ("ok, iau mare; cu transport cât vine?") makes it the order's total more surely.
  const picks = state.focus.length === 1 && picksVariant(message, focus!);
  // "Dacă o iau împreună cu serul…": another product added to the one in view.
  const joins = TOGETHER.test(fold(message)) && named.some((p) => p !== focus);
  const total =
    (own.reading.intent === 'shipping_cost' || own.reading.intent === 'order_total') &&
    state.focus.length === 1 &&
    (named.every((p) => p === focus) || joins) &&
    share('order_total') >= (picks || joins ? 0.1 : 0.25) &&
    /\b(livr\w*|transport\w*|curier\w*|total\w*|cu tot)\b/.test(fold(message));
  // "Și cât costă?" after a question on delivery (or on returns) asks that cost, not a product's price.
  const costOf =
    own.reading.intent === 'price' && !own.own && !own.named.length
      ? /^shipping_/.test(state.lastIntent ?? '')
        ? ('shipping_cost' as const)
        : state.lastIntent === 'returns'
          ? ('returns' as const)
          : null
      : null;
  // "Și dacă iau două?" after the price of the product in focus: the price of that many, with delivery.
  const more =
    !own.own &&
    !own.named.length &&
    state.focus.length === 1 &&
    ['price', 'order_total', 'variants', 'stock'].includes(state.lastIntent ?? '') &&
    countAsked(fold(message)) > 1;
  const kept = topicKept(fold(message), state, own.named.length > 0);
  // "Și dacă iau totuși pe cea mică?": the question before, for the size picked now.
  const repicked =
    !total && !own.own && !own.named.length && picks && own.reading.confidence < SURE && state.lastIntent
      ? REPICKED[state.lastIntent as keyof typeof REPICKED]
      : undefined;
  // The one described, named with its price, unless the message asks something else of it ("care e pt seară, ce conține?").
  const pickedOut = described && (!PRODUCT_INTENTS.has(own.reading.intent) || own.reading.intent === 'compare');
  const reading = pickedOut
    ? { ...own.reading, intent: 'price' as const, confidence: SURE }
    : total
      ? {
          ...own.reading,
          intent: 'order_total' as const,
          confidence: share('shipping_cost') + share('order_total') + share('price'),
        }
      : repicked
        ? { ...own.reading, intent: repicked, confidence: SURE }
        : costOf
          ? { ...own.reading, intent: costOf }
          : more
            ? { ...own.reading, intent: 'price' as const, confidence: SURE }
            : kept
              ? { ...own.reading, intent: kept, confidence: Math.max(SURE, own.reading.confidence) }
              : own.reading;
  return {
    ...own,
    named,
    reading,
    state,
    kept: Boolean(kept) && !total && !costOf && !more && !repicked,
    described: Boolean(described),
  };
}

/** Which of the list shown ("care e…", "cel…", "aia…"): a word is the routine or the name of one of them only. */
const WHICH = /^(si |dar |iar )?(care|cel|cea|ala|aia|pe (cel|cea|care))\b/;

/**
 * The one product of the list the message's words describe: each content word weighs 3 in its name, 2 in its routines
 * and tags, 1 in its copy; the best must outweigh every other, and be named or filed by one of the words.
 */
function memberDescribed(message: string, list: ProductFacts[]): ProductFacts | null {
  const q = fold(message);
  // "care e mai ieftin?", "care ține cel mai mult?": a figure weighed over the list, not a member described.
  if (!WHICH.test(q) || /\bmai\b/.test(q)) return null;
  const asked = words(q).filter((w) => w.length >= 4 && !JOINING.has(w) && !/^\d/.test(w));
  if (!asked.length) return null;
  const stems = (text: string) => new Set(words(text).map((w) => w.slice(0, 5)));
  const scored = list.map((p) => {
    const name = stems(p.title);
    const routine = stems(`${p.needs.join(' ')} ${p.tags.join(' ')}`);
    const copy = stems(`${p.description} ${p.usage ?? ''}`);
    const score = asked.reduce((sum, w) => {
      const stem = w.slice(0, 5);
      return sum + (name.has(stem) ? 3 : routine.has(stem) ? 2 : copy.has(stem) ? 1 : 0);
    }, 0);
    return { p, score };
  });
  const [best, second] = [...scored].sort((a, b) => b.score - a.score);
  return best && best.score >= 2 && (!second || second.score < best.score) ? best.p : null;
}

/** What a size picked alone asks again after each kind of question: a total stays a total, a list of sizes a price. */
const REPICKED = {
  price: 'price',
  variants: 'price',
  stock: 'stock',
  order_total: 'order_total',
  shipping_cost: 'order_total',
  duration: 'duration',
  strength: 'strength',
} as const satisfies Partial<Record<Intent, Intent>>;

/** Whether the message picks some of the product's variants, not all ("cea mică", "de 30 ml", "cu mentă"). */
const picksVariant = (message: string, p: ProductFacts) =>
  p.variants.length > 1 && variantsNamed(message, p).length < p.variants.length;

/** A plural that names several products of a form ("uleiurile de 20", "cremele cu arnică", "dintre ele"). */
const PLURAL =
  /\b(uleiurile|uleiuri|cremele|balsamurile|vape-urile|vapeurile|dintre (ele|uleiuri\w*|jeleuri\w*|creme\w*))\b/;

/**
 * A follow-up that stays on the topic of the one before, whatever its words alone read as: the lot's analysis ("cât
 * CBD are de fapt?", "cine a făcut analiza?"), a code's terms ("și se aplică la transport?"), a return's cost and
 * deadline ("transportul cine îl plătește?", "și cât timp am?"), a product added to the basket. Null otherwise.
 */
function topicKept(q: string, state: ConversationState, names: boolean): Intent | null {
  const last = state.lastIntent;
  if (/\b(analiz\w*|laborator\w*|buletin\w*|masurat\w*|de fapt)\b/.test(q) && (names || state.focus.length === 1))
    return 'lab';
  if (last === 'lab' && state.focus.length === 1 && /\b(thc|cbd|lot\w*)\b/.test(q) && q.split(' ').length <= 6)
    return 'lab';
  if (
    last === 'codes' &&
    /\b(se aplica|aplic\w*|merge|valabil\w*|a doua|inca o data|de (doua|mai multe) ori|reducere\w*|procent\w*|cat la suta|combin\w*|cumul\w*|impreuna|scad\w*|reduc\w*|vape\w*)\b/.test(
      q,
    )
  )
    return 'codes';
  if (
    last === 'returns' &&
    /\b(transport\w*|curier\w*|plat\w*|costa|cat timp|termen\w*|zile|bani\w*|ramburs\w*)\b/.test(q)
  )
    return 'returns';
  // "Cum fac concret?" after a return: the return's steps.
  if (last === 'returns' && !names && /^(si )?(cum|ce pasi|ce trebuie sa fac)\b/.test(q)) return 'returns';
  if ((state.basket || last === 'order_total') && names && ADDS.test(q)) return 'order_total';
  if (state.basket && /\b(cat mai|mai trebuie|mai am de|pana la (livrare|transport)\w* gratuit\w*)\b/.test(q))
    return 'order_total';
  return null;
}

/** One message on its own: what it asks and names, and every product a word of it may name (`candidates`). */
type Read = Omit<Understanding, 'state'> & { candidates: ProductFacts[] };

function read(message: string, knowledge: Knowledge): Read {
  const primary = primaryProduct(message, knowledge.products);
  const candidates = namedProducts(message, knowledge.products);
  return {
    reading: readIntent(message),
    named: primary ? [primary] : candidates,
    own: hasOwnSubject(message, knowledge.products),
    candidates,
  };
}

/** A category's name as content/categories.ts has it now ("Rutina de seară"), never an id or an old label. */
/** How sure a reading of a shop question must be for its own route to answer before the composer's rules. */
const CERTAIN = 0.75;

const needName = (id: string) => categories.find((c) => c.id === id)?.name ?? null;

function productLine(p: ProductFacts): string {
  return `• ${link(productSource(p))} – ${priceText(p)}${p.needs.length ? `; în ${p.needs.join(', ')}` : ''}`;
}

/** The FAQ's answer on whether CBD is legal (content/faq.ts): the one text every answer on it quotes. */
export const legalityFaq = () => homeFaq.find((f) => /\blegal/i.test(f.question)) ?? homeFaq[0]!;

/** A symptom or a health problem the question asks a product, an amount or a use for (not a parcel's or a price's). */
export function asksForHealthProblem(q: string): boolean {
  if (!HEALTH_PROBLEM.test(q)) return false;
  const choosing = asksRecommendation(q) || asksDose(q) || asksUsage(q);
  // "Când ajunge uleiul comandat pentru mama?" is about the parcel.
  if (
    !choosing &&
    /\b(livr\w*|colet\w*|curier\w*|ramburs|retur\w*|factur\w*|awb|plat(a|esc|esti)|comanda mea)\b/.test(q)
  )
    return false;
  return true;
}

/** Said to whoever asks about taking more than the label says. */
const MORE_IS_NOT_FASTER =
  'Nu lua mai mult decât atât, nici ca să simți ceva mai repede; dacă ai întrebări despre cantitate, întreabă medicul sau farmacistul.';

/** A drug test asked about ("pic testul antidrog?", "apare la un control de droguri?"). */
const DRUG_TEST = /\b(antidrog|drug ?test\w*|test\w* (de |la |pentru )?drogur\w*|control\w* (de |la )?drogur\w*)\b/;

/** "Are 0% THC? Pic testul antidrog?": a drug test asked beside another question gets its own answer too (7th F7). */
function withDrugTest(question: string, answer: Answer, knowledge: Knowledge): Answer {
  const drugTest = DRUG_TEST.test(fold(question)) ? factAnswer(knowledge, 'test-antidrog') : null;
  if (!drugTest || answer.text.includes(drugTest.facts[0] ?? '')) return answer;
  return answer.intent === 'unknown' ? drugTest : joinAnswers([answer, drugTest]);
}

/** No product and no amount for a health problem: CBD products are not medicines; the doctor or pharmacist. */
function healthProblemAnswer(): Answer {
  return done('health-problem', HEALTH_PROBLEM_LINES, [], []);
}

/** Products for a need or form the shopper named: available ones, the form first, then the need. */
function recommend(question: string, knowledge: Knowledge, medical: boolean, noVapes = false): Answer | null {
  const q = fold(question);
  const needs = needsIn(q);
  const kinds = kindsIn(q);
  if (!needs.length && !kinds.length) return null;
  const fits = (p: ProductFacts) =>
    (!needs.length || needs.some((n) => p.needIds.includes(n))) &&
    (!kinds.length || kinds.includes(p.kind)) &&
    !(noVapes && p.kind === 'vape');
  const named = namedProducts(question, knowledge.products);
  const ranked = knowledge.index
    .search(question, { filter: (d) => d.kind === 'product', limit: 40 })
    .map((r) => knowledge.products.find((p) => `product:${p.handle}` === r.doc.id))
    .filter((p): p is ProductFacts => Boolean(p));
  const order = [...named, ...ranked, ...knowledge.products].filter((p, i, all) => all.indexOf(p) === i);
  // Vapes asked for by their kind are listed whole (a list that looks complete is; sixth review F6), never ranked.
  const vapeKind = kinds.length > 0 && kinds.every((k) => k === 'vape');
  const picks = order.filter((p) => p.available && fits(p)).slice(0, vapeKind ? undefined : 3);
  if (!picks.length) return null;
  const names = needs.map(needName).filter((n): n is string => Boolean(n));
  // Vapes are e-cigarettes (Legea 64/2024): listed as what we have, never suggested, with no quiz and no cart button.
  const vapesOnly = picks.every((p) => p.kind === 'vape');
  const offer = vapesOnly ? 'avem acum în stoc:' : 'din ce avem acum în stoc, îți pot sugera:';
  const intro = names.length
    ? `Din ${names.length > 1 ? 'categoriile' : 'categoria'} ${names.map((n) => `„${n}”`).join(' și ')}, ${offer}`
    : `${offer[0]!.toUpperCase()}${offer.slice(1)}`;
  const sensitive = medical || needs.some((n) => n === 'birou' || n === 'masaj');
  return {
    ...done(
      'recommendation',
      [
        [intro, ...picks.map(productLine)].join('\n'),
        !vapesOnly &&
          `Dacă vrei o recomandare pe măsura ta, ${link({ label: 'chestionarul', path: '/quiz' })} îți sugerează 3 produse în 60 de secunde.`,
        sensitive ? DOCTOR_NOTE : 'Produsele CBD nu sunt medicamente și nu înlocuiesc sfatul medicului.',
      ],
      picks.map(productSource),
      picks.map((p) => `${p.title} (${money(p, p.price)}): ${p.description}`),
    ),
    products: suggestions(picks),
  };
}

/** How one product the question names is used, as its own description says, with the doctor's note for amounts. */
function productUsage(question: string, knowledge: Knowledge): Answer | null {
  // Our products' descriptions give drops and pieces; a question in milligrams is for our guides.
  if (/\b(mg|miligram\w*)\b/.test(fold(question))) return null;
  const p = primaryProduct(question, knowledge.products);
  if (!p?.usage) return null;
  return {
    ...done(
      'dose',
      [`Din descrierea produsului ${link(productSource(p))}: „${p.usage}”`, DOCTOR_NOTE],
      [productSource(p)],
      [p.usage!],
    ),
    products: suggestions([p]),
  };
}

const shopWords = new WeakMap<ProductFacts[], ReadonlySet<string>>();
/** The catalogue's own words, for the gate (once per catalogue). */
export function shopWordsOf(products: ProductFacts[]): ReadonlySet<string> {
  let found = shopWords.get(products);
  if (!found) {
    found = shopVocabulary(
      products.flatMap((p) => [p.title, p.productType, ...p.tags, ...p.variants.map((v) => v.label ?? '')]),
    );
    shopWords.set(products, found);
  }
  return found;
}

/**
 * Answers the last question of a conversation. `history` holds the shopper's earlier messages, oldest first:
 * they tell the gate the situation and give a short follow-up its subject.
 */
export function composeAnswer(
  question: string,
  history: string[],
  knowledge: Knowledge,
  options: ComposeContext,
): Answer {
  // What happens to one's data (what was written here, a request to erase it): the privacy answer, before the gate
  // reads who a health detail is about (sixth review F3). It states no product and no amount.
  const privacy = privacyAnswer(fold(question), knowledge);
  if (privacy) return privacy;
  // Who the question is for and in what situation, before anything else runs; and the check on the way out.
  const situation = readSituation(question, history, shopWordsOf(knowledge.products));
  // A shopper under 18: we sell only to adults. A parent asking for a child gets the safety answer.
  if (situation.minorSelf) return minorAnswer();
  if (situation.refuse) return safetyAnswer(situation);
  const rule = ruleAnswer(question, history, knowledge, options);
  if (rule) return rule;
  // A minor named in a question about ordering (the gate let it through as logistics): the age rule answers it.
  const ordering = /\b(comand\w*|cumpar\w*|plas\w*|cont)\b/.test(fold(question));
  const age = situation.concerns.includes('minor') && ordering ? factAnswer(knowledge, 'varsta') : null;
  // "Nu am fumat niciodată": no vape among the suggestions, whatever is asked after.
  const noVapes = [question, ...history].some((m) => NOT_A_SMOKER.test(fold(m)));
  const computed = withDrugTest(
    question,
    age ?? answerFor(question, history, knowledge, { ...options, noVapes }),
    knowledge,
  );
  // Not understood and not Romanian: say which language the assistant answers in (sixth review 6b F10).
  if (computed.intent === 'unknown' && looksForeign(question))
    return { ...computed, text: `${ROMANIAN_ONLY}\n\n${computed.text}` };
  const answer = withDoctorNote(
    withoutClaims(smokerFirst(question, history, knowledge, options, computed) ?? computed, options),
  );
  if (guardReply(answer.text, situation) === answer.text) return answer;
  // For someone else (a gift, a parcel), an answer keeps what it says of price and stock, never an amount to take.
  const trimmed = situation.refuse ? '' : withoutDoses(answer.text);
  const rest = trimmed
    .replace(DOCTOR_NOTE, '')
    .replace(/\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/Detalii:|Din descrierea produsului/g, '');
  return (rest.match(/\p{L}/gu)?.length ?? 0) >= 20
    ? { ...answer, text: trimmed, facts: answer.facts.filter((f) => !statesDose(f)) }
    : safetyAnswer(situation);
}

/** Whether the conversation says the shopper smokes or vapes now (a denial read first). */
const saysSmokes = (messages: string[]) =>
  !messages.some((m) => NOT_A_SMOKER.test(fold(m))) && messages.some((m) => SMOKER.test(fold(m)));

/**
 * Vapes are e-cigarettes, sold only to adults who already use them (Legea 64/2024): before the chat suggests one,
 * it asks whether the shopper smokes, unless the conversation already said. The question is asked when the answer
 * would suggest a vape the shopper did not name (a list, "recomandă-mi un vape"); a vape named ("cât costă vape-ul
 * cu mentă?") is answered. A short "da" to that question answers the question before it; a "nu", the non-smoker's
 * answer. Null when neither applies.
 */
function smokerFirst(
  question: string,
  history: string[],
  knowledge: Knowledge,
  options: ComposeContext,
  computed: Answer,
): Answer | null {
  const q = fold(question).trim();
  const previous = history.at(-1);
  const earlier = history.slice(0, -1);
  // Another question's reading is its own: the one of this message is not passed on.
  const others = { ...options, understood: undefined, noVapes: false };
  // The shopper's reply to "Fumezi deja?": the question before it asked for vapes, and nothing yet said either way.
  if (
    previous !== undefined &&
    q.split(/\s+/).length <= 8 &&
    !MENTIONS_VAPE.test(q) &&
    MENTIONS_VAPE.test(fold(previous)) &&
    !earlier.some((m) => SMOKER.test(fold(m)) || NOT_A_SMOKER.test(fold(m))) &&
    suggestsUnnamedVape(previous, earlier, knowledge, answerFor(previous, earlier, knowledge, others))
  ) {
    if (SHORT_NO.test(q)) return notASmokerAnswer();
    if (SHORT_YES.test(q)) return answerFor(previous, [...earlier, 'fumez'], knowledge, others);
  }
  if (saysSmokes([question, ...history])) return null;
  // Asked to choose, rank or recommend one ("care e cea mai bună cu mango?"): the question first, even of a vape
  // named (sixth review F1). A fact asked of one ("cât costă vape-ul cu mentă?", "câte pufuri are?", "cartușe 510
  // aveți?", which only someone who vapes asks) is answered, with who vapes are for.
  if (CHOOSES_OR_OFFERS.test(q) && showsVape(computed, knowledge))
    return done('smoker-first', [...SMOKER_QUESTION_LINES, `Detalii: ${link(TERMS)}.`], [TERMS], []);
  if (!suggestsUnnamedVape(question, history, knowledge, computed, options.understood?.named)) return null;
  // A vape the shopper named before ("kitul de vape reîncărcabil cât costă?") was answered: what they ask of it next
  // (its cartridges) is too.
  if (history.some((m) => namedProducts(m, knowledge.products).some((p) => p.kind === 'vape'))) return null;
  return done('smoker-first', [...SMOKER_QUESTION_LINES, `Detalii: ${link(TERMS)}.`], [TERMS], []);
}

/** "Care e cel mai bun?", "ce-mi recomanzi?": a choice or a ranking asked for. */
const CHOOSES_OR_OFFERS =
  /\b(cel mai bun|cea mai buna|cele mai bune|cei mai buni|recomand\w*|ce (sa )?aleg|sugest\w*|sugere\w*|merita)\b/;

/** Whether an answer shows a vape: it cites a vape's page (a vape has no cart button in the chat). */
function showsVape(answer: Answer, knowledge: Knowledge): boolean {
  const pages = productPages(answer);
  return pages.length > 0 && knowledge.products.some((p) => p.kind === 'vape' && pages.includes(p.handle));
}

/**
 * Whether `answer` to `question` suggests a vape the question (or its follow-up subject) does not name: by its
 * name, by what the understanding read (`understood`), or by its price ("kitul de vape de 119,90").
 */
function suggestsUnnamedVape(
  question: string,
  history: string[],
  knowledge: Knowledge,
  answer: Answer,
  understood: ProductFacts[] = [],
): boolean {
  // The answer's pages first (a vape has no cart button in the chat, so its products do not tell): most answers cite
  // no vape, and the names below are not read for them.
  const vapes = new Set(knowledge.products.filter((p) => p.kind === 'vape').map((p) => p.handle));
  const shown = productPages(answer).filter((handle) => vapes.has(handle));
  if (!shown.length) return false;
  const merged = resolveFollowUp(question, history, knowledge.products);
  if (!MENTIONS_VAPE.test(fold(merged))) return false;
  const prices = pricesIn(fold(question));
  const named = new Set(
    [
      ...namedProducts(merged, knowledge.products),
      // Each product of a basket on its own ("ulei 15% și un kit vape": the percent is the oil's, not the kit's).
      ...basket(merged, knowledge).map((line) => line.p),
      ...understood,
      ...knowledge.products.filter((p) => p.variants.some((v) => prices.includes(v.price))),
    ].map((p) => p.handle),
  );
  return shown.some((handle) => !named.has(handle));
}

/** "Recenziile sunt reale?": how the store says its reviews are checked. */
export const ASKS_REVIEWS_CHECK = (q: string) =>
  /\b(recenzi\w*|review\w*|testimonial\w*|rating\w*|not[ae] de)\b/.test(q) ||
  (/\bpareri\w*/.test(q) &&
    /\b(real\w*|adevarat\w*|verific\w*|fals\w*|inventat\w*|scrie|scriu|unde|sigur\w*|cumparator\w*|clienti|cine)\b/.test(
      q,
    ));

/** "Care e prețul cel mai mic din ultimele 30 de zile?": how a reduction is shown (Omnibus), not a list of products. */
const ASKS_LOWEST_30 =
  /\b(ultimele 30 de zile|30 de zile|cel mai mic pret|pretul cel mai mic|pretul minim|pret minim)\b/;

/** "Ce faceți cu ce vă scriu despre sănătatea mea?": what happens to what is written in the chat. */
const ASKS_CHAT_DATA = (q: string) =>
  /\b(ce faceti|ce se intampla|pastrati|stocati|salvati|inregistrati|cine (mai )?(vede|citeste)|unde ajung\w*)\b/.test(
    q,
  ) && /\b(scriu|scris|mesaj\w*|conversati\w*|chat\w*|date\w*|sanatat\w*|informati\w*)\b/.test(q);

const TERMS = { label: 'Termeni și condiții', path: '/terms-of-service' };

/** A vape asked for by someone who does not smoke: none, and what else the chat can help with. */
const notASmokerAnswer = () => done('not-a-smoker', [...NOT_A_SMOKER_LINES, `Detalii: ${link(TERMS)}.`], [TERMS], []);

/** The products whose pages an answer cites, by handle. */
const productPages = (answer: Answer) =>
  answer.sources.map((s) => /^\/products\/([^/?#]+)/.exec(s.path)?.[1]).filter((h): h is string => Boolean(h));

/**
 * Questions the law answers before the catalogue or our guides may: what the chat keeps of a message (nothing), how
 * reviews are checked (the store's own words), whether CBD is legal (the FAQ's answer, never a "yes"), stopping
 * smoking (no product, the doctor) and a vape for someone who does not smoke (none).
 */
function ruleAnswer(question: string, history: string[], knowledge: Knowledge, options: ComposeOptions): Answer | null {
  const q = fold(question);
  const offer = offerAnswer(q, knowledge);
  if (offer) return offer;
  if (BESTSELLER.test(q)) return bestsellerAnswer();
  if (ASKS_ORGANIC(q)) return factAnswer(knowledge, 'natural-organic');
  if (ASKS_LOWEST_30.test(q) && !/\b(retur\w*|return\w*|rambursa\w*|trimit\w*)\b/.test(q))
    return factAnswer(knowledge, 'pret-30-zile');
  if (ASKS_REVIEWS_CHECK(q)) {
    return done(
      'reviews',
      [
        options.reviewsCheck ?? REVIEWS_NOT_CHECKED,
        'Nota și recenziile de pe pagini sunt despre magazin, nu despre un anume produs.',
      ],
      [TERMS],
      options.reviewsCheck ? [options.reviewsCheck] : [],
    );
  }
  if (asksLegality(q)) {
    const faq = legalityFaq();
    const source = { label: 'Întrebări frecvente', path: '/#intrebari' };
    return done('legality', [faq.answer, `Detalii: ${link(source)}.`], [source], [faq.answer]);
  }
  if (QUIT_SMOKING.test(q)) return done('quit-smoking', QUIT_SMOKING_LINES, [], []);
  const merged = fold(resolveFollowUp(question, history, knowledge.products));
  if ([question, ...history].some((m) => NOT_A_SMOKER.test(fold(m))) && MENTIONS_VAPE.test(merged)) {
    return notASmokerAnswer();
  }
  return null;
}

/**
 * The answer without a sentence that makes a claim no answer may make (content/site.ts's THC wording, no legality,
 * no "organic", no mg a day, no old category name), as quoted passages and product copy may; when that leaves
 * nothing of substance, the honest "I don't know".
 */
function withoutClaims(answer: Answer, options: ComposeOptions): Answer {
  if (!bannedClaim(answer.text) && !answer.facts.some((f) => bannedClaim(f))) return answer;
  const text = withoutBannedClaims(answer.text);
  const rest = text
    .replace(DOCTOR_NOTE, '')
    .replace(/\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/Detalii:|Din descrierea produsului|Ca informație generală, iată ce scrie în ghidul nostru „[^”]*”:/g, '');
  if ((rest.match(/\p{L}/gu)?.length ?? 0) < 20) return unknown(options);
  return { ...answer, text, facts: answer.facts.filter((f) => !bannedClaim(f)) };
}

/** To a shopper under 18: we sell only to adults. */
export function minorAnswer(): Answer {
  return done('minor', [minorAnswerText()], [], []);
}

/** One curated fact, quoted with its page. */
function factAnswer(knowledge: Knowledge, id: string): Answer | null {
  const doc = knowledge.index.doc(`fact:${id}`);
  if (!doc) return null;
  const source = { label: doc.label, path: doc.path };
  return done('fact', [doc.text, `Detalii: ${link(source)}.`], [source], [doc.text]);
}

/** "Vreau să ștergeți ce v-am scris", "ce faceți cu datele mele?": what the chat keeps, and how to ask for erasure. */
const ASKS_DATA_RIGHTS = (q: string) =>
  /\b(sterg\w*|sters\w*|elimin\w*|uitati|gdpr|dreptul (de acces|la stergere|de a fi uitat)|acces la date\w*)\b/.test(
    q,
  ) && /\b(date\w*|mesaj\w*|scris\w*|informati\w*|conversati\w*)\b/.test(q);

function privacyAnswer(q: string, knowledge: Knowledge): Answer | null {
  const answer = ASKS_DATA_RIGHTS(q)
    ? facts(knowledge, ['chat-date', 'date-personale'], 'fact')
    : ASKS_CHAT_DATA(q)
      ? factAnswer(knowledge, 'chat-date')
      : null;
  return answer && { ...answer, intent: PRIVACY_INTENT };
}

/** The privacy answer's intent: the output guard lets its own text through (it names no product and no amount). */
export const PRIVACY_INTENT = 'privacy';

const ASKS_VALIDITY = /\b(valab\w*|expir\w*|pana cand|cat timp)\b/;
const NAMES_WHEEL = /\b(rulet\w*|roat\w*|spin\w*)\b/;

/**
 * The offers' own terms, for the offer named (sixth review F4): how long a code lasts (the newsletter's never
 * expires; a wheel prize, until used or 12 months), what the wheel can give (never a vape), and which codes we have.
 */
function offerAnswer(q: string, knowledge: Knowledge): Answer | null {
  if (ASKS_VALIDITY.test(q) && /\bnewsletter\w*/.test(q)) return factAnswer(knowledge, 'newsletter');
  if (ASKS_VALIDITY.test(q) && NAMES_WHEEL.test(q)) return factAnswer(knowledge, 'cod-ruleta-valabil');
  // What the wheel gives ("pot câștiga un vape la ruletă?"), not how a prize is used (combined, on a vape, in a sum).
  if (
    /\b(rulet\w*|roat\w*)\b/.test(q) &&
    /\b(pot castiga|se poate castiga|ce (premii|castig\w*)|premiile|ce da|ce ofera|sans\w*)\b/.test(q) &&
    !/\b(combin\w*|cumul\w*|impreuna|merge|se aplica|folos\w*|cat|cost\w*|platesc|total\w*)\b/.test(q)
  )
    return factAnswer(knowledge, 'ruleta-premii');
  if (
    words(q).length <= 7 &&
    !MENTIONS_VAPE.test(q) &&
    /^(aveti|exista|oferiti|dati|voi aveti)\b.{0,25}\b(cod\w*|reducer\w*|discount\w*|cupon\w*|ofert\w*|promoti\w*)\b/.test(
      q,
    )
  )
    return facts(knowledge, ['newsletter', 'ruleta-premii'], 'fact');
  return null;
}

/** Any answer that states an amount to take carries the doctor's note. */
const withDoctorNote = (answer: Answer): Answer =>
  statesDose(answer.text) && !answer.text.includes(DOCTOR_NOTE)
    ? { ...answer, text: `${answer.text}\n\n${DOCTOR_NOTE}` }
    : answer;

/** The fixed answer of the safety guide: no amount, no product, the doctor's note. */
export function safetyAnswer(situation: Situation): Answer {
  return done('safety', [safetyAnswerText(situation)], SAFETY_SOURCES, []);
}

function answerFor(question: string, history: string[], knowledge: Knowledge, options: ComposeContext): Answer {
  const answer = answerFromParts(question, history, knowledge, options);
  if (answer.intent !== 'unknown') return withRestOfQuestion(question, answer, knowledge, options);
  // Nothing computed it and no passage holds it: the one product in view may say it in its own copy ("câte pufuri
  // are?" → "aproximativ 500 de inhalări"), else the honest "not sure" stands.
  const { named, state, reading } = options.understood ?? understand(question, history, knowledge, options);
  const one = named.length === 1 ? named[0]! : !named.length && state.focus.length === 1 ? state.focus[0]! : null;
  // One sentence of one product answers neither a comparison nor two questions at once: half an answer is a wrong one.
  const half = (reading.intent === 'compare' && reading.confidence >= SURE) || askedParts(question).length > 1;
  if (!one || half) return answer;
  // "Și ăla cu mentă?" after "se poate reîncărca?": the question before, asked of the product named now.
  const detail = options.details?.get(one.handle);
  const merged = resolveFollowUp(question, history, knowledge.products);
  return (
    ownTextAnswer(question, one, detail) ??
    (merged !== question ? ownTextAnswer(merged, one, detail, state.recent) : null) ??
    answer
  );
}

/** Answers computed for one product; a refusal, a rule or a guide's passage is never added to. */
const EXTENDED = /^(catalogue|variants|usage|ingredients|maker|compare|duration|lab|dose)(\+|$)/;

/**
 * A computed answer about one product that leaves part of the question unanswered ("în ce culori vine? și în cât se
 * încarcă bateria"): the sentence of the product's own copy that holds the rest, added; nothing when none does.
 */
function withRestOfQuestion(question: string, answer: Answer, knowledge: Knowledge, options: ComposeContext): Answer {
  // A joined answer ("price+variants") answered each part of the question already.
  if (!answer.grounded || !EXTENDED.test(answer.intent) || answer.intent.includes('+')) return answer;
  const handles = [...new Set(answer.sources.map((s) => /^\/products\/([^/?#]+)$/.exec(s.path)?.[1]).filter(Boolean))];
  const p = handles.length === 1 ? knowledge.products.find((x) => x.handle === handles[0]) : undefined;
  if (!p) return answer;
  const rest = restOfQuestion(question, p, answer.text, options.details?.get(p.handle));
  if (!rest) return answer;
  const lead = rest.from === 'label' ? 'De pe etichetă' : 'Din descrierea produsului';
  return { ...answer, text: `${answer.text}\n\n${lead}: „${rest.sentence}”`, facts: [...answer.facts, rest.sentence] };
}

function answerFromParts(question: string, history: string[], knowledge: Knowledge, options: ComposeContext): Answer {
  const raw = fold(question).trim();
  const content = words(question);
  const short = content.length <= 4;
  // The rules and the small talk are read on the message itself; the rest on the question with its subject.
  if (isInjection(raw)) {
    return done(
      'refusal',
      [
        'Nu pot schimba regulile după care răspund și nu am acces la configurația sau la datele interne ale magazinului.',
        'Te ajut însă cu plăcere cu întrebări despre produse, livrare, plată sau retururi.',
      ],
      [],
      [],
    );
  }
  if (
    isGreeting(raw) ||
    (short &&
      /^(salut|buna|hello|hei)\b/.test(raw) &&
      !content.some((w) => !/^(salut|buna|ziua|seara|hello|hei)$/.test(w)))
  ) {
    return done(
      'greeting',
      [
        'Bună! Sunt asistentul virtual Verdana. Te pot ajuta cu informații despre produse, livrare, plată, retururi și ghidurile noastre despre CBD. Ce ai vrea să afli?',
      ],
      [],
      [],
    );
  }
  if (short && (isThanks(raw) || isGoodbye(raw))) {
    return done('thanks', ['Cu drag! Dacă mai ai întrebări, sunt aici. O zi frumoasă!'], [], []);
  }
  if (asksIdentity(raw)) {
    return done(
      'identity',
      [
        'Sunt asistentul virtual al magazinului Verdana: un program care răspunde automat, din informațiile publicate pe site (produse, politici și ghiduri). Nu sunt o persoană, nu am acces la comenzi și nu ofer sfaturi medicale.',
        contactLine(options.supportEmail),
      ],
      [{ label: 'Contact', path: '/contact-info' }],
      [],
    );
  }
  const merged = resolveFollowUp(question, history, knowledge.products);
  // A health problem said now or in the question this one follows: no product and no amount (a cure or a diagnosis
  // asked has its own answer, below).
  const unnamed = withoutProductNames(fold(merged), knowledge.products);
  if (asksForHealthProblem(unnamed) && !asksCure(unnamed) && !asksDiagnosis(unnamed)) return healthProblemAnswer();
  // What the message asks and names, and what the conversation is about.
  const understood = options.understood ?? understand(question, history, knowledge, options);
  const { reading, named, own, state } = understood;
  // A follow-up that names nothing, with a product or a list in view, is read more readily as a product question
  // ("și câte sunt în pungă?"): the conversation narrows what it can ask.
  const inView =
    !own &&
    (state.focus.length > 0 || state.list.length > 0) &&
    (PRODUCT_INTENTS.has(reading.intent) || (reading.intent === 'order_total' && state.focus.length === 1));
  // A message that names one product and whose likeliest reading is a question about a product is that question
  // about it ("rollonul cu lavandă unde se dă?"), read as readily as a follow-up.
  const aboutOne = named.length === 1 && PRODUCT_INTENTS.has(reading.intent);
  const sure = reading.confidence >= (inView || aboutOne ? FOLLOW_UP_SURE : SURE);
  // A label question about a named product, or a follow-up that names nothing: the product's data or the state. A
  // fragment that swaps the subject ("dar jeleurile cu mango?") keeps the question before it, below.
  // A word that names the product in focus again ("are mentol?" about the menthol gel) does not swap the subject.
  const same = named.length === 1 && state.focus.includes(named[0]!);
  const fragment =
    !same && isFollowUp(question, history, (q) => namedProducts(q, knowledge.products).length > 0) && own;
  // "Vreau jeleurile cu fructe de pădure": a message that only names one product asks what it is sold as.
  if (!sure && named.length === 1 && !state.focus.includes(named[0]!) && onlyNames(question, named[0]!)) {
    const sold = namedRoute('variants', question, named, knowledge, options);
    if (sold) return sold;
  }
  // "Care e de seară?" after a list: the one it describes, with what was asked of it (its price, unless more).
  if (understood.described) {
    const picked = namedRoute(reading.intent, question, named, knowledge, options);
    if (picked) return picked;
  }
  const general = sure ? generalRoute(reading.intent, question, named, state, knowledge, options.lots) : null;
  if (general) return general;
  // "Și dacă iau două mici în loc de una mare?" of the product in view: its sizes weighed, whatever the reading.
  if (!own && !named.length && state.focus.length === 1) {
    const value = valueAnswer(question, state.focus[0]!);
    if (value) return value;
  }
  // A time-boxed code named: whether it still works, from the promotion's dates.
  const validity = codeValidity(question, knowledge, options.promotion);
  if (validity) return validity;
  // "Comand marți la 4, când ajunge?": the day it leaves and the days it arrives, from the rule, for that day and hour.
  const timing = reading.ranked.find(([label]) => label === 'shipping_time')?.[1] ?? 0;
  if (reading.intent === 'shipping_time' ? sure : timing >= 0.25) {
    const when = deliveryDays(question);
    if (when) return when;
  }
  // Two or three things asked of one product ("în ce culori vine și cât costă?"): each answered from its data, one after the
  // other, not the one the whole message reads likeliest.
  const subject = named.length === 1 ? named : !own && state.focus.length === 1 ? state.focus : null;
  const twoAsked = askedParts(question);
  if (sure && subject && twoAsked.length >= 2 && !fragment) {
    // Each part answered from its own clause: "cât e?" prices every size, "are și flacon mai mare?" the larger one.
    // A part no figure answers ("și ce primesc în cutie?") is answered by the product's own copy, if it says it.
    const parts = twoAsked.map(({ intent, text }) => {
      const own =
        subject.length === 1
          ? () => ownTextAnswer(text, subject[0]!, options.details?.get(subject[0]!.handle))
          : () => null;
      const routed = namedRoute(intent, text, subject, knowledge, options);
      // "Are nicotină?" of a product whose ingredient list we lack: its own copy may say it ("fără nicotină adăugată").
      if (routed && intent === 'ingredients' && /nu apare în datele/.test(routed.text)) return own() ?? routed;
      return routed ?? own();
    });
    if (parts.every((a) => a !== null)) return joinAnswers(parts);
  }
  const routed =
    sure && (!fragment || understood.kept)
      ? productRoute(reading.intent, question, named, own, state, knowledge, options)
      : understood.inherited
        ? namedRoute(reading.intent, question, named, knowledge, options)
        : null;
  if (routed) return routed;
  // On the topic kept, about the product in view ("și THC?" after its lot's analysis).
  const onTopic =
    understood.kept && !named.length && state.focus.length === 1
      ? namedRoute(reading.intent, question, state.focus, knowledge, options)
      : null;
  if (onTopic) return onTopic;
  // An order's total is worked out whenever the figures are there (a sum, a basket, the product and size in focus).
  if (sure && reading.intent === 'order_total') {
    const computed = shopRoute('order_total', question, named, state, knowledge, options);
    if (computed) return computed;
  }
  // "Și dacă pun codul SPIN20?" after a basket: the sum with the code, when the figures are there.
  if (sure && reading.intent === 'codes' && codeIn(fold(question)) && named.length + state.focus.length > 0) {
    const computed = shopRoute('codes', question, named, state, knowledge, options);
    if (computed?.intent === 'catalogue') return computed;
  }
  const composed = composerAnswer(question, merged, knowledge, { ...options, understood });
  // The message names one product (or a follow-up that names nothing has one in focus): an answer quoting another
  // product's page and not this one's answers about the wrong product ("jeleurile de seară ce gust au?" answered with
  // the mango jellies' description). This product's own answer to the likeliest product question, else "not sure".
  const one = named.length === 1 ? named[0]! : !named.length && state.focus.length === 1 ? state.focus[0]! : null;
  const pages = productPages(composed);
  if (one && pages.length && !pages.includes(one.handle)) {
    const likeliest = reading.ranked.find(([label]) => PRODUCT_INTENTS.has(label as Intent))?.[0] as Intent | undefined;
    return (likeliest && namedRoute(likeliest, question, [one], knowledge, options)) ?? unknown(options);
  }
  const answer = composed;
  const families = familiesOf(answer, knowledge);
  // A shop question the composer's rules answered with something the reading finds unlikely ("cât plătesc cu
  // transportul la 150 lei?" answered with the cost of a return), or with one of the two things it asks ("cât costă
  // livrarea și în cât timp ajunge?"): the intents' own answers, computed.
  if (sure && SHOP_INTENTS.has(reading.intent)) {
    const likely = reading.ranked.filter(([, share]) => share >= UNLIKELY).map(([label]) => label);
    // What the message asks, as read in the conversation first ("transportul cine îl plătește?" after a return).
    const asked = [...new Set([reading.intent, ...askedIntents(question).slice(1)])].filter((i) => SHOP_INTENTS.has(i));
    // Delivery's cost, time and place are one topic: a passage on one of them ("livrați în weekend?" answered with
    // the weekend dispatch) speaks to a reading of another.
    const topic = (i: string) => (/^shipping_/.test(i) ? 'shipping' : i);
    // Read with near certainty ("comanda mea e de 45 lei, pot plăti cash la curier?"), only its own topic speaks to it.
    const speaks =
      [...families].some(
        (f) => (reading.confidence < CERTAIN && likely.includes(f)) || topic(f) === topic(reading.intent),
      ) ||
      (families.has('catalogue') && asked.includes('order_total'));
    // Two things asked: each must be answered (one topic or not).
    const covers = asked.length < 2 || asked.every((i) => families.has(i));
    // Returns lead with the 30-day return, whatever passage the guides hold.
    if (!speaks || !covers || reading.intent === 'returns') {
      const parts = asked
        .map((i) => shopRoute(i, question, named, state, knowledge, options))
        .filter((a) => a !== null);
      if (parts.length) return joinAnswers(parts);
    }
  }
  // A question about the one product it names that the composer's rules answered with a passage of a guide ("60 de
  // jeleuri la unul pe zi, cât țin?"): the product's own figures or label.
  if (sure && !fragment && named.length === 1 && !families.has('catalogue')) {
    const own = namedRoute(reading.intent, question, named, knowledge, options);
    if (own) return own;
  }
  // "cât costă?" with no product named and none in the conversation: not the cost of delivery, but which product?
  if (
    sure &&
    ONE_PRODUCT_INTENTS.has(reading.intent) &&
    !own &&
    !state.focus.length &&
    !state.list.length &&
    !families.has('catalogue') &&
    words(question).length <= 3
  )
    return whichProduct();
  // A guide's passage never holds a product's figures: a price, a stock, its sizes, a comparison, how long a pack
  // lasts, how much CBD it holds or an order's total, asked and answered with a passage, is a neighbouring answer.
  if (answer.intent === 'retrieval' && FIGURE_INTENTS.has(reading.intent) && !families.has('catalogue'))
    return unknown(options);
  return answer;
}

/** What only the catalogue's figures answer (price, stock, sizes, a comparison, a duration, the CBD, a total). */
const FIGURE_INTENTS = new Set<Intent>([
  'price',
  'stock',
  'variants',
  'compare',
  'duration',
  'strength',
  'order_total',
]);

/**
 * The text without the names of our products as their handles and titles spell them ("crema pentru picioare" names a
 * product; "am picioarele umflate" is a symptom): runs of two or more of a name's words, "cbd" left out.
 */
function withoutProductNames(text: string, products: ProductFacts[]): string {
  let out = ` ${text.replace(/[^\p{L}\p{N}\s-]/gu, ' ').replace(/\s+/g, ' ')} `;
  // The old addresses too, when a product is asked about rather than chosen: "crema pentru picioare obosite, cât
  // costă?" names the foot cream by its old address; "ce cremă recomandați pentru articulații?" asks for a condition.
  const choosing = asksRecommendation(text) || asksDose(text) || asksUsage(text);
  const names = [
    ...products.flatMap((p) => [p.handle.split('-'), words(fold(p.title))]),
    ...(choosing ? [] : [...productRedirects.keys()].map((handle) => handle.split('-'))),
  ];
  for (const name of names) {
    const parts = name.filter((w) => w !== 'cbd' && !/^\d+$/.test(w));
    for (let len = parts.length; len >= 2; len--)
      for (let start = 0; start + len <= parts.length; start++) {
        const run = ` ${parts.slice(start, start + len).join(' ')} `;
        while (out.includes(run)) out = out.replace(run, ' ');
      }
  }
  return out.trim();
}

/** Two answers to one message that asked two things, one after the other, each source once. */
function joinAnswers(parts: Answer[]): Answer {
  if (parts.length === 1) return parts[0]!;
  const body = (a: Answer) => a.text.replace(/\n*Detalii: [^\n]*$/, '');
  const sources = parts.flatMap((p) => p.sources);
  // Two parts one sentence answers ("cum se aplică? câte picături?" both from the label's line): said once.
  const said = new Set<string>();
  const bodies = parts
    .map((p) =>
      body(p)
        .split('\n')
        .filter((line) => !line.trim() || (!said.has(line) && Boolean(said.add(line))))
        .join('\n'),
    )
    .filter((text) => text.trim());
  const joined = done(
    parts.map((p) => p.intent).join('+'),
    [...bodies, `Detalii: ${[...new Set(sources.map(link))].join(', ')}.`],
    sources,
    parts.flatMap((p) => p.facts),
  );
  // The products the parts show, each once (the chat's product cards).
  const products = parts
    .flatMap((p) => p.products ?? [])
    .filter((p, i, all) => all.findIndex((q) => q.handle === p.handle) === i);
  return products.length ? { ...joined, products } : joined;
}

/** The composer's own rules: the catalogue, the guides and policies, in turn. */
function composerAnswer(question: string, merged: string, knowledge: Knowledge, options: ComposeContext): Answer {
  // A follow-up the catalogue answers with the earlier subject ("cât plătesc în total?" after the basket) is that.
  const catalogue =
    merged !== question
      ? catalogueAnswer(merged, {
          products: knowledge.products,
          lots: options.lots,
          supportEmail: options.supportEmail,
        })
      : null;
  if (catalogue) return catalogue;
  // A follow-up with a frame and a subject of its own ("și în cât timp îmi intră banii pe card?") is first
  // answered as it stands; the earlier subject only fills in when it alone finds nothing.
  if (
    merged !== question &&
    hasOwnSubject(question, knowledge.products) &&
    questionKind(fold(question).replace(/^(si|dar|iar|sau)\s+/, '')) !== 'other'
  ) {
    const alone = answerQuery(question, question, knowledge, options);
    if (alone.grounded) return alone;
  }
  return answerQuery(merged, question, knowledge, options);
}

function answerQuery(query: string, question: string, knowledge: Knowledge, options: ComposeContext): Answer {
  const q = fold(query).trim();
  const shipping = freeShippingAnswer(q);
  if (shipping) return shipping;
  if (asksOrder(q)) {
    return done(
      'order',
      [
        'Nu am acces la comenzi, așa că nu pot vedea unde se află coletul tău.',
        `Scrie-ne la ${options.supportEmail}, cu numărul comenzii, și îți răspundem în 24 de ore în zilele lucrătoare. Când coletul pleacă, numărul de urmărire (AWB) îl primești pe e-mail.`,
      ],
      [{ label: 'Contact', path: '/contact-info' }],
      [],
    );
  }
  const medical = isMedical(q);
  if (asksCure(q)) {
    return done(
      'health',
      [
        'Produsele CBD nu sunt medicamente: nu tratează, nu vindecă și nu previn nicio boală, iar noi nu facem astfel de promisiuni.',
        'Pentru o afecțiune, primul pas este medicul, care îți poate spune ce tratament ți se potrivește și dacă CBD-ul este potrivit pentru tine.',
        DOCTOR_NOTE,
      ],
      [{ label: 'Termeni și condiții', path: '/terms-of-service' }],
      ['Produsele CBD nu sunt medicamente și nu înlocuiesc consultul sau tratamentul recomandat de medic.'],
    );
  }
  if (asksDiagnosis(q)) {
    return done(
      'health',
      [
        'Nu pot pune diagnostice și nu pot spune ce afecțiune ai; asta poate face doar un medic, după un consult.',
        DOCTOR_NOTE,
      ],
      [],
      [],
    );
  }
  if (asksForHealthProblem(withoutProductNames(q, knowledge.products))) return healthProblemAnswer();
  const stems = stemsOf(query);
  const catalogue = catalogueAnswer(query, {
    products: knowledge.products,
    lots: options.lots,
    supportEmail: options.supportEmail,
  });
  if (catalogue) return catalogue;
  // More than the label at once or instead of one: the label's amount, never a product or another amount.
  if (asksDose(q) && asksMoreThanLabel(q))
    return done('dose', [`${LABEL_AMOUNT} ${MORE_IS_NOT_FASTER}`, DOCTOR_NOTE], [], [LABEL_AMOUNT]);
  if (asksDose(q) || asksUsage(q)) {
    const answer = productUsage(query, knowledge) ?? dose(query, knowledge, stems, { usage: !asksDose(q) });
    if (answer) return answer;
    // How much to take, where no product and no guide of ours states it: the label's (not "how much CBD does X hold").
    if (
      asksDose(q) &&
      /\b(doz\w*|iau|iei|ia|lua|folosesc|folosi|consum\w*|incep\w*|pe zi|zilnic|de cate ori|cat de des)\b/.test(q)
    ) {
      // "How much is safe a day?": EFSA's provisional level beside the label's, as the product pages state it.
      const safe = /\b(sigur\w*|siguranta|maxim\w*|limit\w*|prea mult|periculos\w*|toxic\w*|supradoz\w*)\b/.test(q);
      return safe
        ? done('dose', [LABEL_AMOUNT, EFSA_LINE, DOCTOR_NOTE], [], [LABEL_AMOUNT, EFSA_LINE])
        : done('dose', [LABEL_AMOUNT, DOCTOR_NOTE], [], [LABEL_AMOUNT]);
    }
  }
  if (asksRecommendation(q) || (kindsIn(q).length && words(query).length <= 2)) {
    const answer = recommend(query, knowledge, medical, options.noVapes);
    if (answer) return answer;
  }
  // A follow-up's answer must speak to what it newly asks ("și pe card?"), not only to the earlier subject.
  const followUp = query !== question;
  const focus = followUp ? stemsOf(question) : [];
  // A follow-up with a frame of its own ("și în cât timp…?") asks that; a bare one ("și dacă comand în weekend?") any kind.
  const ownKind = questionKind(fold(question).replace(/^(si|dar|iar|sau)\s+/, ''));
  const found = retrieve(query, knowledge, stems, { focus, kind: followUp ? ownKind : undefined });
  if (found) {
    return medical ? { ...found, text: `${found.text}\n\n${DOCTOR_NOTE}`, intent: 'health' } : found;
  }
  if (medical) {
    return done(
      'health',
      ['Nu am în ghidurile noastre un răspuns la această întrebare.', DOCTOR_NOTE, contactLine(options.supportEmail)],
      [],
      [],
      false,
    );
  }
  // A short product question ("cât costă?", "ce conține?") that names no product, with none in the conversation.
  const reading = options.understood?.reading;
  if (
    reading &&
    reading.confidence >= SURE &&
    ONE_PRODUCT_INTENTS.has(reading.intent) &&
    !options.understood?.own &&
    words(question).length <= 3
  )
    return whichProduct();
  return unknown(options);
}
