// Answers a shopper's question from the shop's own knowledge, in Romanian. Every figure, price or dose in
// an answer is quoted from a fact, a policy, an article or a product; what cannot be grounded is said so,
// with the support contacts. Links are written as [label](/path) and only ever point at the shop.
import { DOCTOR_NOTE } from '../../content/assistant/safety';
import { categories } from '../../content/categories';
import { formatMoney } from '../../client/lib/format';
import { productPath } from '../../client/lib/product-item';
import {
  asksCure,
  asksDiagnosis,
  asksDose,
  asksIdentity,
  asksOrder,
  asksProductDetail,
  asksRecommendation,
  asksUsage,
  mentionsMinor,
  mentionsPregnancy,
  stopsTreatment,
  takesMedicine,
  isGoodbye,
  isGreeting,
  isInjection,
  isMedical,
  isThanks,
  kindOf,
  kindsIn,
  needsIn,
} from './intents';
import { type KnowledgeDoc, type ProductFacts, productDocId } from './knowledge';
import { readSituation, type Situation } from './safety/gate';
import { guardReply, SAFETY_SOURCES, safetyAnswerText } from './safety/guard';
import type { Knowledge } from './knowledge-index';
import { fold, sentences, term, words } from './text';

export interface Source {
  label: string;
  path: string;
}

export interface Answer {
  text: string;
  /** The pages the answer drew from. */
  sources: Source[];
  /** False when nothing in our content answered it (the honest "I don't know"). */
  grounded: boolean;
  /** What kind of answer it was (for tests and logs). */
  intent: string;
  /** The passages and facts it quoted, for a model that may only rephrase them. */
  facts: string[];
}

export interface ComposeOptions {
  supportEmail: string;
}

const link = ({ label, path }: Source) => `[${label}](${path})`;

/** A product as a source: its name and page. */
const productSource = (p: ProductFacts): Source => ({ label: p.title, path: productPath(p.handle) });

/** The same page once, in first-seen order. */
const uniqueByPath = (sources: Source[]) => sources.filter((s, i) => sources.findIndex((t) => t.path === s.path) === i);

/** The products among the best product passages for the question, best first. */
const productsFound = (question: string, knowledge: Knowledge, limit: number) =>
  knowledge.index
    .search(question, { filter: (d) => d.kind === 'product', limit })
    .map((r) => knowledge.products.find((p) => productDocId(p.handle) === r.doc.id))
    .filter((p): p is ProductFacts => Boolean(p));

export { DOCTOR_NOTE };

const contactLine = (email: string) =>
  `Te ajutăm cu drag pe e-mail, la ${email}, de luni până vineri între 09:00 și 18:00, sau din ${link({ label: 'pagina de contact', path: '/contact-info' })}.`;

/** Words too common in this shop to show that a passage answers the question. */
const GENERIC = new Set(['cbd', 'produs', 'produse', 'verdana', 'magazin', 'site', 'canep', 'bun', 'buna', 'vreau', 'pot', 'poti', 'cum', 'ce']);

/** How much each kind of passage is trusted when they compete: curated facts first, articles last. */
const KIND_WEIGHT: Record<KnowledgeDoc['kind'], number> = { fact: 2, faq: 1.3, policy: 1.1, article: 0.85, product: 1 };

/** Below this (weighted) score nothing is taken as an answer. */
const MIN_SCORE = 18;
/** Share of the question's meaningful words a passage must match to count as an answer to it. */
const MIN_COVERAGE = 0.5;
/** A (weighted) score at which a passage matching fewer of the words still answers. */
const STRONG_SCORE = 80;

const needName = (id: string) => categories.find((c) => c.id === id)?.name ?? id;

/** Query stems, to pick the sentences of a passage that speak to the question. */
const stemsOf = (text: string) => words(text).map((w) => term(w)).filter((t): t is string => Boolean(t));

function sentenceScore(sentence: string, stems: string[]): number {
  const own = stemsOf(sentence);
  return stems.filter((s) => own.some((o) => o.startsWith(s) || s.startsWith(o))).length;
}

/** The one or two sentences of a passage that best answer the question, in their order. */
function bestSentences(text: string, stems: string[], { max = 2, need }: { max?: number; need?: RegExp } = {}): string[] {
  // Questions (an FAQ's headings) and study reports are not answers to quote.
  const all = sentences(text).filter((s) => s.length > 20 && !/[?:]$/.test(s) && (!need || need.test(s)));
  const scored = all.map((s, i) => ({ s, i, score: sentenceScore(s, stems) })).filter((x) => x.score > 0);
  scored.sort((a, b) => b.score - a.score || a.i - b.i);
  const chosen = scored.slice(0, max).sort((a, b) => a.i - b.i);
  // A second sentence only when it adds to the first and the answer stays short.
  if (chosen.length === 2 && chosen[0]!.s.length + chosen[1]!.s.length > 420) chosen.pop();
  return chosen.map((x) => x.s);
}

function productLine(p: ProductFacts): string {
  const price = p.maxPrice > p.price ? `de la ${formatMoney({ amount: p.price, currencyCode: p.currency })}` : formatMoney({ amount: p.price, currencyCode: p.currency });
  return `• ${link(productSource(p))} – ${price}${p.needs.length ? `, pentru ${p.needs.map((n) => n.toLowerCase()).join(' și ')}` : ''}`;
}

function done(intent: string, parts: (string | null | false | undefined)[], sources: Source[], facts: string[], grounded = true): Answer {
  return { text: parts.filter(Boolean).join('\n\n'), sources: uniqueByPath(sources), grounded, intent, facts };
}

function unknown(options: ComposeOptions, intent = 'unknown'): Answer {
  return done(
    intent,
    [
      'Nu am găsit un răspuns sigur la această întrebare în informațiile magazinului și nu vreau să ghicesc.',
      contactLine(options.supportEmail),
    ],
    [{ label: 'Contact', path: '/contact-info' }],
    [],
    false,
  );
}

/** Products for a need or kind the shopper named: available ones, best matches first. */
function recommend(question: string, knowledge: Knowledge, medical: boolean): Answer | null {
  const q = fold(question);
  const needs = needsIn(q);
  const kinds = kindsIn(q);
  if (!needs.length && !kinds.length) return null;
  const available = knowledge.products.filter((p) => p.available);
  const fits = (p: ProductFacts) => (!needs.length || needs.some((n) => p.needIds.includes(n))) && (!kinds.length || kinds.includes(kindOf(p.productType)));
  const ranked = productsFound(question, knowledge, 40);
  const order = [...ranked, ...available.filter((p) => !ranked.includes(p))];
  const picks = order.filter((p) => p.available && fits(p)).slice(0, 3);
  if (!picks.length) return null;
  const what = needs.map((n) => needName(n).toLowerCase()).join(' și ');
  const intro = what ? `Pentru ${what}, din ce avem acum în stoc, îți pot sugera:` : 'Din ce avem acum în stoc, îți pot sugera:';
  const sensitive = medical || needs.some((n) => n === 'anxietate' || n === 'durere');
  return done(
    'recommendation',
    [
      [intro, ...picks.map(productLine)].join('\n'),
      `Dacă vrei o recomandare pe măsura ta, ${link({ label: 'quiz-ul', path: '/quiz' })} îți sugerează 3 produse în 60 de secunde.`,
      sensitive ? DOCTOR_NOTE : 'Produsele CBD nu sunt medicamente și nu înlocuiesc sfatul medicului.',
    ],
    picks.map(productSource),
    picks.map((p) => `${p.title}: ${p.description}`),
  );
}

/** Price, stock, concentration and use of the product (or the few products) the question names. */
function productDetail(question: string, knowledge: Knowledge): Answer | null {
  const asked = stemsOf(question);
  const matches = productsFound(question, knowledge, 6)
    .map((product) => {
      // The question must name the product: most of its title's distinctive words are in it.
      const titleWords = stemsOf(product.title).filter((s) => !GENERIC.has(s));
      const named = titleWords.filter((t) => asked.some((a) => a.startsWith(t) || t.startsWith(a))).length;
      return { product, named, needed: Math.min(2, titleWords.length) };
    })
    .filter((m) => m.named >= m.needed);
  if (!matches.length) return null;
  const most = Math.max(...matches.map((m) => m.named));
  const named = matches.filter((m) => m.named === most).slice(0, 3).map((m) => m.product);
  const money = (p: ProductFacts, amount: number) => formatMoney({ amount, currencyCode: p.currency });
  const priceOf = (p: ProductFacts) => (p.maxPrice > p.price ? `între ${money(p, p.price)} și ${money(p, p.maxPrice)} (după variantă)` : money(p, p.price));
  if (named.length > 1) {
    return done(
      'product',
      [
        ['Am găsit mai multe produse care se potrivesc:', ...named.map((p) => `• ${link(productSource(p))} – ${priceOf(p)}, ${p.available ? 'în stoc' : 'momentan epuizat'}`)].join('\n'),
        'Spune-mi la care te referi și îți dau detalii.',
      ],
      named.map(productSource),
      named.map((p) => p.description),
    );
  }
  const [product] = named as [ProductFacts];
  return done(
    'product',
    [
      `${link(productSource(product))} costă ${priceOf(product)} și ${product.available ? 'este în stoc' : 'nu este în stoc momentan (epuizat)'}.${product.concentration ? ` Concentrația: ${product.concentration}.` : ''}`,
      product.usage ? `Din descrierea produsului: „${product.usage}”` : null,
    ],
    [productSource(product)],
    [product.description],
  );
}

/** What a dose is written with in our articles, and what only reports a study. */
const DOSE_SENTENCE = /\d+\s?(–|-)?\s?\d*\s?(mg|picătur)[^.]*\b(pe zi|zilnic|priz|sub limbă|sublingual|seara|dimineața|picătur)|\bpicături sub limbă/i;
const USAGE_SENTENCE = /(sub limbă|sublingual|aplică|masează|inhalează|ține[- ]l)/i;
const STUDY = /\b(studi\w*|publicat\w*|cercet\w*|participanți|placebo)\b/i;
/** The word in the title of the guide that covers a need (content/blog). */
const GUIDE_TOPIC: Record<string, string | undefined> = { relaxare: 'somn', anxietate: 'anxiet', sport: 'sport', durere: 'sport', beauty: 'skincare' };
/** Sections that give doses as guidance, not as findings. */
const GUIDANCE_SECTION = /(doz|pe scurt|cum folose|cum iei|rutin|cum alegi|concentra)/i;

/** Doses and use only as our articles give them, quoted as general information, with the doctor's note. */
function dose(question: string, knowledge: Knowledge, stems: string[], { usage = false } = {}): Answer | null {
  const need = usage ? USAGE_SENTENCE : DOSE_SENTENCE;
  const results = knowledge.index
    .search(`${question} ${usage ? 'cum iei folosești sub limbă' : 'doze orientative pe zi'}`, { filter: (d) => d.kind === 'article', limit: 20 })
    .sort((a, b) => Number(GUIDANCE_SECTION.test(b.doc.title)) - Number(GUIDANCE_SECTION.test(a.doc.title)) || b.score - a.score);
  // The guide on the need the question names first (sleep, anxiety, sport…), then guidance over findings.
  const topics = needsIn(fold(question)).map((n) => GUIDE_TOPIC[n]).filter((t): t is string => Boolean(t));
  const topical = (doc: KnowledgeDoc) => topics.some((t) => fold(doc.label).includes(t));
  results.sort((a, b) => Number(topical(b.doc)) - Number(topical(a.doc)));
  for (const { doc } of results) {
    const quoted = bestSentences(doc.text, stems, { max: 2, need }).filter((s) => !STUDY.test(s));
    if (quoted.length) {
      const source = { label: doc.label, path: doc.path };
      return done(
        'dose',
        [
          `Ca informație generală, iată ce scrie în ghidul nostru „${doc.label}”:`,
          quoted.map((s) => `„${s}”`).join(' '),
          `Detalii: ${link(source)}.`,
          DOCTOR_NOTE,
        ],
        [source],
        quoted,
      );
    }
  }
  return null;
}

/** The best passages for the question, composed into a short answer with its sources. */
function retrieve(question: string, knowledge: Knowledge, stems: string[]): Answer | null {
  const wanted = [...new Set(stems.filter((s) => !GENERIC.has(s)))];
  const results = knowledge.index
    .search(question, { limit: 12 })
    .map((r) => {
      const matched = wanted.filter((w) => r.terms.some((t) => !GENERIC.has(t) && (t === w || t.startsWith(w) || w.startsWith(t))));
      return { ...r, weighted: r.score * KIND_WEIGHT[r.doc.kind], coverage: wanted.length ? matched.length / wanted.length : 0 };
    })
    // A passage that shares one word with a long question does not answer it; one that shares several
    // and scores well does, even when the shopper added words of their own ("stau într-un sat…").
    .filter((r) => r.coverage >= MIN_COVERAGE || (r.coverage >= 0.3 && r.terms.length >= 2 && r.weighted >= STRONG_SCORE))
    .sort((a, b) => b.weighted - a.weighted);
  const [best] = results;
  if (!best || best.weighted < MIN_SCORE) return null;
  const picked: { text: string; source: Source }[] = [];
  for (const r of results.slice(0, 4)) {
    // A second passage only when it is nearly as good a match as the first.
    // (A curated fact may follow at a lower score: it is precise and short.)
    if (picked.length === 2 || (picked.length === 1 && r.weighted < best.weighted * (r.doc.kind === 'fact' ? 0.6 : 0.8))) break;
    const text = r.doc.kind === 'fact' || r.doc.kind === 'faq' ? r.doc.text : bestSentences(r.doc.text, stems).join(' ');
    if (!text || picked.some((p) => p.text === text || sentenceScore(p.text, stemsOf(text)) >= stemsOf(text).length * 0.8)) continue;
    picked.push({ text, source: { label: r.doc.label, path: r.doc.path } });
  }
  if (!picked.length) return null;
  const distinct = uniqueByPath(picked.map((p) => p.source));
  return done('retrieval', [picked.map((p) => p.text).join(' '), `Detalii: ${distinct.map(link).join(', ')}.`], distinct, picked.map((p) => p.text));
}

/**
 * Answers the last question of a conversation. `history` holds the shopper's earlier messages, newest
 * last: a short follow-up ("și în weekend?") is read together with the one before it.
 */
export function composeAnswer(question: string, history: string[], knowledge: Knowledge, options: ComposeOptions): Answer {
  // Who the question is for and in what situation, before anything else runs; and the check on the way out.
  const situation = readSituation(question, history);
  if (situation.refuse) return safetyAnswer(situation);
  const answer = answerFor(question, history, knowledge, options);
  return guardReply(answer.text, situation) === answer.text ? answer : safetyAnswer(situation);
}

/** The fixed answer of the safety guide: no amount, no product, the doctor's note. */
export function safetyAnswer(situation: Situation): Answer {
  return done('safety', [safetyAnswerText(situation)], SAFETY_SOURCES, []);
}

function answerFor(question: string, history: string[], knowledge: Knowledge, options: ComposeOptions): Answer {
  const q = fold(question).trim();
  const content = words(question);
  // A follow-up ("și în weekend?", "dar pentru somn?") borrows the subject of the question before it.
  const followUp = history.length > 0 && (content.length <= 1 || (/^(si|dar|iar|sau)\b/.test(q) && content.length <= 3));
  const query = followUp ? `${history.at(-1)} ${question}` : question;
  const stems = stemsOf(query);
  const short = content.length <= 4;

  if (isInjection(q)) {
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
  if (isGreeting(q) || (short && /^(salut|buna|hello|hei)\b/.test(q) && !content.some((w) => !/^(salut|buna|ziua|seara|hello|hei)$/.test(w)))) {
    return done('greeting', ['Bună! Sunt asistentul virtual Verdana. Te pot ajuta cu informații despre produse, livrare, plată, retururi și ghidurile noastre despre CBD. Ce ai vrea să afli?'], [], []);
  }
  if (short && (isThanks(q) || isGoodbye(q))) {
    return done('thanks', ['Cu drag! Dacă mai ai întrebări, sunt aici. O zi frumoasă!'], [], []);
  }
  if (asksIdentity(q)) {
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
      ['Nu pot pune diagnostice și nu pot spune ce afecțiune ai; asta poate face doar un medic, după un consult.', DOCTOR_NOTE],
      [],
      [],
    );
  }
  // Health rules before any product or dose: these questions never get a product list or a dose.
  const quoted = (intent: string, before: string[], ids: string[], after: string[] = []): Answer | null => {
    const docs = ids.map((id) => knowledge.index.doc(`fact:${id}`)).filter((d): d is KnowledgeDoc => Boolean(d));
    if (!docs.length) return null;
    const sources = docs.map((d) => ({ label: d.label, path: d.path }));
    return done(intent, [...before, ...docs.map((d) => d.text), ...after, `Detalii: ${sources.map(link).join(', ')}.`], sources, docs.map((d) => d.text));
  };
  if (stopsTreatment(q)) {
    const answer = quoted(
      'health',
      ['Nu renunța la un tratament, nu îl întrerupe și nu îl înlocui cu CBD fără medicul care ți l-a recomandat.'],
      ['nu-medicament', 'interactiuni'],
      [DOCTOR_NOTE],
    );
    if (answer) return answer;
  }
  if (mentionsPregnancy(q)) {
    const answer = quoted('health', [], ['sarcina'], [DOCTOR_NOTE]);
    if (answer) return answer;
  }
  if (takesMedicine(q)) {
    const answer = quoted(
      'health',
      ['Împreună cu un medicament, CBD-ul se folosește doar cu acordul medicului: poate schimba felul în care unele medicamente sunt descompuse de ficat.'],
      ['interactiuni'],
      [DOCTOR_NOTE],
    );
    if (answer) return answer;
  }
  if (mentionsMinor(q)) {
    const answer = quoted('age', [], ['varsta'], medical ? [DOCTOR_NOTE] : []);
    if (answer) return answer;
  }
  if (asksDose(q) || asksUsage(q)) {
    const answer = dose(query, knowledge, stems, { usage: !asksDose(q) });
    if (answer) return answer;
  }
  if ((asksRecommendation(q) && !asksProductDetail(q)) || (!asksProductDetail(q) && kindsIn(q).length && short)) {
    const answer = recommend(query, knowledge, medical);
    if (answer) return answer;
  }
  if (asksProductDetail(q)) {
    const answer = productDetail(query, knowledge);
    if (answer) return answer;
  }
  const found = retrieve(query, knowledge, stems);
  if (found) {
    return medical ? { ...found, text: `${found.text}\n\n${DOCTOR_NOTE}`, intent: 'health' } : found;
  }
  if (medical) {
    return done('health', ['Nu am în ghidurile noastre un răspuns la această întrebare.', DOCTOR_NOTE, contactLine(options.supportEmail)], [], [], false);
  }
  return unknown(options);
}
