// Answers from our own passages (facts, FAQ, policies, articles): only a passage that answers the kind of question
// asked (when, how much, can I, where, how long) is used, never one that merely shares words with it.
import { DOCTOR_NOTE } from '../../content/assistant/safety';
import { type Answer, done, link, type Source, uniqueByPath } from './answer';
import { needsIn } from './intents';
import type { KnowledgeDoc } from './knowledge';
import type { Knowledge } from './knowledge-index';
import { bannedClaim, withoutBannedClaims } from './safety/claims';
import { fold, sentences, term, words } from './text';

/** Words too common in this shop to show that a passage answers the question. */
export const GENERIC = new Set([
  'cbd',
  'produs',
  'produse',
  'verdana',
  'magazin',
  'site',
  'canep',
  'bun',
  'buna',
  'vreau',
  'pot',
  'poti',
  'cum',
  'ce',
]);

/** How much each kind of passage is trusted when they compete: curated facts first, articles last. */
const KIND_WEIGHT: Record<KnowledgeDoc['kind'], number> = { fact: 2, faq: 1.3, policy: 1.1, article: 0.85, product: 1 };

/** Below this (weighted) score nothing is taken as an answer. */
const MIN_SCORE = 18;
/** Share of the question's meaningful words a passage must match to count as an answer to it. */
const MIN_COVERAGE = 0.5;
/** A (weighted) score at which a passage matching fewer of the words still answers. */
const STRONG_SCORE = 80;
/** The weight of a word none of our passages has (a place, a detail of the shopper's): as a common word of ours. */
const UNKNOWN_WEIGHT = 2;

/** Query stems, to pick the sentences of a passage that speak to the question. */
export const stemsOf = (text: string) =>
  words(text)
    .map((w) => term(w))
    .filter((t): t is string => Boolean(t));

function sentenceScore(sentence: string, stems: string[]): number {
  const own = stemsOf(sentence);
  return stems.filter((s) => own.some((o) => o.startsWith(s) || s.startsWith(o))).length;
}

/** The one or two sentences of a passage that best answer the question, in their order. */
function bestSentences(
  text: string,
  stems: string[],
  { max = 2, need }: { max?: number; need?: RegExp } = {},
): string[] {
  // Questions (an FAQ's headings) and study reports are not answers to quote, nor a claim no answer may make.
  const all = sentences(text).filter(
    (s) => s.length > 20 && !/[?:]$/.test(s) && (!need || need.test(s)) && !bannedClaim(s),
  );
  const scored = all.map((s, i) => ({ s, i, score: sentenceScore(s, stems) })).filter((x) => x.score > 0);
  scored.sort((a, b) => b.score - a.score || a.i - b.i);
  const chosen = scored.slice(0, max).sort((a, b) => a.i - b.i);
  // A second sentence only when it adds to the first and the answer stays short.
  if (chosen.length === 2 && chosen[0]!.s.length + chosen[1]!.s.length > 420) chosen.pop();
  return chosen.map((x) => x.s);
}

/** A passage whose heading is the question ("Păstrarea uleiului CBD"): its opening, as written, up to a short answer. */
function headed(doc: KnowledgeDoc, wanted: string[]): string | null {
  const heading = stemsOf(doc.title.replace(/\(.*\)$/, ''));
  const covered = wanted.filter((w) =>
    heading.some((h) => h === w || (w.length >= 4 && h.startsWith(w)) || (h.length >= 4 && w.startsWith(h))),
  );
  if (!wanted.length || covered.length < Math.max(1, Math.ceil(wanted.length / 2))) return null;
  const out: string[] = [];
  for (const s of sentences(doc.text).filter((x) => x.length > 20 && !bannedClaim(x))) {
    if (out.join(' ').length + s.length > 420) break;
    out.push(s.endsWith(':') || /[.!?;]$/.test(s) ? s : `${s};`);
  }
  return out.length ? out.join(' ').replace(/;$/, '.') : null;
}

// ── What kind of answer the question wants ───────────────────────────────────────────────────────────

export type QuestionKind = 'when' | 'how-much' | 'can' | 'where' | 'how-long' | 'how' | 'other';

/** The kind of answer a question asks for, from its words (folded). */
export function questionKind(q: string): QuestionKind {
  if (/\b(in cat timp|cat (timp|dureaza)|in cate (zile|ore)|cate zile|cate ore|pana cand|cat tine)\b/.test(q))
    return 'how-long';
  if (/\b(cand|la ce ora|ce ora|in ce zi|ce zile)\b/.test(q)) return 'when';
  if (/\b(cat costa|cati lei|ce pret|pretul|cat (e|este|ma costa|platesc)|cost\w*|tax\w*|gratis|gratuit\w*)\b/.test(q))
    return 'how-much';
  // "unde" asks a place where it opens the question or a clause; "o firmă unde se fac teste" only describes one.
  if (
    /(^|[,?.!;]\s*|\b(si|dar|iar|stiti|spuneti-mi|spune-mi|ma intrebam|nu stiu)\s+)(unde|de unde)\b|\b(pe ce (pagina|site)|la ce adresa)\b/.test(
      q,
    )
  )
    return 'where';
  if (
    /^(pot|poti|putem|puteti|se poate|e posibil|este posibil|accepta\w*|am voie|imi permiteti)\b|\b(pot sa|se poate sa|e posibil sa|este posibil sa|pot (schimba|anula|modifica|returna|plati|comanda|ridica))\b/.test(
      q,
    )
  )
    return 'can';
  if (/^(cum|in ce fel)\b/.test(q)) return 'how';
  return 'other';
}

/** What a passage must hold to answer each kind: a duration, a time, a sum, a yes or no, a place. */
const ANSWERS: Record<QuestionKind, RegExp | null> = {
  'how-long':
    /\b(\d+|o|un|doua|trei)\s*(–|-)?\s*\d*\s*(de )?(ore|ora|zile|zi|minute|saptamani|luni|ani)\b|\b(aceeasi zi|urmatoarea zi|imediat|in cel mult)\b/,
  when: /\b(\d{1,2}:\d{2}|ora \d+|dimineata|seara|luni|marti|miercuri|joi|vineri|sambata|duminica|weekend|zi lucratoare|zile lucratoare|aceeasi zi|urmatoarea zi|\d+ (de )?(ore|zile|minute)|dupa|inainte)\b/,
  'how-much': /\b(\d+([.,]\d+)? ?(lei|ron|%)|gratuit\w*|gratis|fara (cost|comision|taxa)|nu (platesti|costa))\b/,
  can: /\b(emitem|livram|acceptam|trimitem|oferim|facem|returnam|primim|lucram|avem|vindem|un singur|o singura|nu se|se cumul\w*|folosesti|poti|puteti|se poate|nu se poate|este posibil|e posibil|accept\w*|nu (accept|putem|poti)|putem|da,|nu,|doar|numai|dreptul|ai dreptul|permite\w*|disponibil\w*|este necesar|trebuie|(nu )?poate fi|riscul)\b/,
  where: /\b(pe pagina|in pagina|la adresa|pe site|in cont|pe e-?mail|la suport|sediu\w*|adresa|din pagina|\/)\b/,
  how: null,
  other: null,
};

/** Whether a passage answers the kind of question asked (a "can I" needs a yes or no, a "how long" a duration). */
export const answersKind = (kind: QuestionKind, text: string) => ANSWERS[kind]?.test(fold(text)) ?? true;

/** What a dose is written with in our articles, and what only reports a study. */
const DOSE_SENTENCE =
  /\d+\s?(–|-)?\s?\d*\s?(mg|picătur)[^.]*\b(pe zi|zilnic|priz|sub limbă|sublingual|seara|dimineața|picătur)|\bpicături sub limbă/i;
const USAGE_SENTENCE = /(sub limbă|sublingual|aplică|masează|inhalează|ține[- ]l)/i;
/** Findings and other bodies' advice (a study, an agency's limit): not our guidance to quote as a dose. */
const STUDY =
  /\b(studi\w*|publicat\w*|cercet\w*|participanți|placebo|agenți\w*|autorit\w*|britanic\w*|european\w*|în \d{4})\b/i;
/** The word in the title of the guide that covers a need (content/blog). */
const GUIDE_TOPIC: Record<string, string | undefined> = {
  seara: 'somn',
  birou: 'anxiet',
  sport: 'sport',
  masaj: 'sport',
  beauty: 'skincare',
};
/** Sections that give doses as guidance, not as findings. */
const GUIDANCE_SECTION = /(doz|pe scurt|cum folose|cum iei|rutin|cum alegi|concentra)/i;

/** Doses and use only as our articles give them, quoted as general information, with the doctor's note. */
export function dose(question: string, knowledge: Knowledge, stems: string[], { usage = false } = {}): Answer | null {
  const need = usage ? USAGE_SENTENCE : DOSE_SENTENCE;
  const results = knowledge.index
    .search(`${question} ${usage ? 'cum iei folosești sub limbă' : 'doze orientative pe zi'}`, {
      filter: (d) => d.kind === 'article',
      limit: 20,
    })
    .sort(
      (a, b) =>
        Number(GUIDANCE_SECTION.test(b.doc.title)) - Number(GUIDANCE_SECTION.test(a.doc.title)) || b.score - a.score,
    );
  // The guide on the need the question names first (sleep, anxiety, sport…), then guidance over findings.
  const topics = needsIn(fold(question))
    .map((n) => GUIDE_TOPIC[n])
    .filter((t): t is string => Boolean(t));
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
export function retrieve(
  question: string,
  knowledge: Knowledge,
  stems: string[],
  { focus = [], kind: asked }: { focus?: string[]; kind?: QuestionKind } = {},
): Answer | null {
  // "livrați", "lucrați", "acceptați": the verb addressed to us; the question's meaning is in its object
  // ("lucrați" would otherwise meet "zile lucrătoare").
  const addressed = new Set(
    words(question)
      .filter((w) => /(ati|eti|iti)$/.test(w))
      .map((w) => term(w)),
  );
  const wanted = [...new Set(stems.filter((s) => !GENERIC.has(s) && !addressed.has(s)))];
  const kind = asked ?? questionKind(fold(question));
  // How telling each word of the question is: a rare word of ours weighs more than a common one.
  // (A stem of three letters is mostly a verb, "iau", "ies": rare in our text, but never the subject.)
  const known = wanted.map((w) => knowledge.index.weight(w)).filter((x): x is number => x !== null);
  // In a short question a word we never wrote about is its subject ("livrați la easybox?"): it weighs the most.
  const unknownWeight = wanted.length <= 3 ? Math.max(UNKNOWN_WEIGHT, ...known) * 1.5 : UNKNOWN_WEIGHT;
  const weightOf = (w: string) =>
    Math.min(knowledge.index.weight(w) ?? unknownWeight, w.length <= 3 ? UNKNOWN_WEIGHT : Infinity);
  const total = wanted.reduce((sum, w) => sum + weightOf(w), 0);
  const top = [...wanted].sort((a, b) => weightOf(b) - weightOf(a)).slice(0, 2);
  // "Aveți X?", "Livrați la X?": the answer must speak of X, the question's most telling word.
  const offerQuestion =
    (kind === 'can' && wanted.length <= 4) ||
    /^(aveti|avei|oferiti|faceti|vindeti|livrati|acceptati|lucrati|exista|puteti|se poate)\b/.test(
      fold(question).trim(),
    );
  // Its subject: the most telling word that is not a verb addressed to us ("acceptați", "livrați", "emiteți").
  const verbs = new Set(
    words(question)
      .filter((w) => /(ati|eti|iti|ti)$/.test(w) || /^(emite|face|trimite|livra|primi|accepta)$/.test(w))
      .map((w) => term(w)),
  );
  // The verb after "pot", "poate", "se poate" is what one does, not what one asks about ("pot ieși pozitiv…?").
  for (const m of fold(question).matchAll(
    /\b(?:pot|poti|poate|putem|pot sa|poti sa|poate sa|se poate sa|se poate|as putea)\s+(?:sa\s+)?(\p{L}+)/gu,
  ))
    verbs.add(term(m[1]!));
  const subject = [...wanted].filter((w) => !verbs.has(w)).sort((a, b) => weightOf(b) - weightOf(a))[0];
  const meets = (w: string, terms: string[]) =>
    terms.some((t) => !GENERIC.has(t) && (t === w || t.startsWith(w) || w.startsWith(t)));
  let results = knowledge.index
    .search(question, { limit: 12 })
    .map((r) => {
      const matched = wanted.filter((w) => meets(w, r.terms));
      const coverage = total ? matched.reduce((sum, w) => sum + weightOf(w), 0) / total : 0;
      return {
        ...r,
        weighted: r.score * KIND_WEIGHT[r.doc.kind],
        coverage,
        matched: matched.length,
        topic: top.length === 2 && top.every((w) => matched.includes(w)),
      };
    })
    // A passage that shares one word with a long question does not answer it; one that shares most of its weight,
    // or its two most telling words, does, even when the shopper added words of their own ("stau într-un sat…").
    .filter(
      (r) =>
        r.coverage >= MIN_COVERAGE ||
        (r.coverage >= 0.3 && ((r.matched >= 2 && r.weighted >= STRONG_SCORE) || r.topic)),
    )
    .filter((r) => !offerQuestion || !subject || meets(subject, r.terms))
    .filter((r) => answersKind(kind, r.doc.text))
    // A product's description answers only what it says beyond the product's name ("calorii" is not "jeleuri cu mango").
    .filter(
      (r) =>
        r.doc.kind !== 'product' ||
        wanted.some(
          (w) => meets(w, r.terms) && !stemsOf(r.doc.title).some((t) => t === w || t.startsWith(w) || w.startsWith(t)),
        ),
    )
    .sort((a, b) => b.weighted - a.weighted);
  // A follow-up's own words first: passages that speak to more of them.
  const focused = focus.filter((f) => !GENERIC.has(f));
  if (focused.length) {
    const hits = (r: { terms: string[] }) => focused.filter((f) => meets(f, r.terms)).length;
    const most = Math.max(0, ...results.map(hits));
    if (most > 0) results = results.filter((r) => hits(r) === most);
  }
  const [best] = results;
  if (!best || best.weighted < MIN_SCORE) return null;
  const picked: { text: string; source: Source }[] = [];
  // The question's words the passages so far speak to: a second passage from another page must add one (a passage
  // that only meets a word the first already answered, "încep" in "începători" and in "un cod care începe cu",
  // answers nothing more; the same page's next passage goes on with the same answer).
  const answered = new Set<string>();
  for (const r of results.slice(0, 4)) {
    const own = wanted.filter((w) => meets(w, r.terms));
    if (picked[0] && picked[0].source.path !== r.doc.path && own.every((w) => answered.has(w))) continue;
    // A second passage only when it is nearly as good a match as the first.
    // (A curated fact may follow at a lower score: it is precise and short.)
    if (
      picked.length === 2 ||
      (picked.length === 1 && r.weighted < best.weighted * (r.doc.kind === 'fact' ? 0.6 : 0.8))
    )
      break;
    const text =
      r.doc.kind === 'fact' || r.doc.kind === 'faq'
        ? withoutBannedClaims(r.doc.text)
        : (headed(r.doc, wanted) ?? bestSentences(r.doc.text, stems).join(' '));
    // A neighbouring passage is not an answer: a "can I" needs a yes or no, a "how long" a duration.
    if (
      !text ||
      !answersKind(kind, text) ||
      picked.some((p) => p.text === text || sentenceScore(p.text, stemsOf(text)) >= stemsOf(text).length * 0.8)
    )
      continue;
    picked.push({ text, source: { label: r.doc.label, path: r.doc.path } });
    for (const w of own) answered.add(w);
  }
  if (!picked.length) return null;
  const distinct = uniqueByPath(picked.map((p) => p.source));
  return done(
    'retrieval',
    [picked.map((p) => p.text).join(' '), `Detalii: ${distinct.map(link).join(', ')}.`],
    distinct,
    picked.map((p) => p.text),
  );
}
