// The product quiz's offline recommender: a deterministic scorer over the catalogue's attributes. It reads the
// answers from the spec's prompt (by their labels) and returns 3 distinct available products. The chosen form
// decides first (a cream means topicals; where stock is short it says so and fills from the nearest form), the moment
// next (no evening product for the morning), then the goal and the experience; a shopper who never tried CBD gets the
// lowest concentration first. The quiz never suggests a vape: vapes are e-cigarettes (Legea 64/2024), no answer leads
// to one. Each reason names what matched (a routine, never a symptom); the dosage is the product's own text.

import { VAPE_NOTE } from '../../content/assistant/safety';
import { categories } from '../../content/categories';
import { type QuizQuestionId, quizQuestions } from '../../content/quiz';
import type { ProductKind } from './intents';
import type { ProductFacts } from './product-facts';
import { bannedClaim } from './safety/claims';
import { fold } from './text';

export type QuizAnswers = Partial<Record<QuizQuestionId, string>>;

export interface Recommendation {
  product_name: string;
  reason: string;
  dosage: string;
}

/** The answers a prompt names (each option's label is unique across the quiz). */
export function answersIn(prompt: string): QuizAnswers {
  // Each answer on its question's own line ("4. Când ai vrea să îl folosești? — Seara"): a short label ("Seara")
  // is also a word of other answers and of the products' descriptions.
  const lines = fold(prompt.split(/produse disponibile/i)[0] ?? '')
    .split('\n')
    .map((line) => line.trim());
  const answers: QuizAnswers = {};
  for (const question of quizQuestions) {
    const asked = fold(question.question);
    const line = lines.find((l) => l.includes(asked));
    const option = line && question.options.find((o) => line.endsWith(fold(o.label)));
    if (option) answers[question.id] = option.id;
  }
  return answers;
}

/**
 * Products the prompt lists ("- Name | …"), as the catalogue names them (all of them when it lists none),
 * and the rest of the catalogue, which only fills in when the list has fewer than 3 available products.
 */
export function productsIn(
  prompt: string,
  catalogue: ProductFacts[],
): { listed: ProductFacts[]; rest: ProductFacts[] } {
  const named = new Set(
    prompt
      .split('\n')
      .map((line) => /^\s*-\s*([^|]+)\|/.exec(line)?.[1]?.trim())
      .filter((name): name is string => Boolean(name))
      .map(fold),
  );
  const listed = catalogue.filter((p) => named.has(fold(p.title)));
  if (!listed.length) return { listed: catalogue, rest: [] };
  return { listed, rest: catalogue.filter((p) => !listed.includes(p)) };
}

const GOAL_NEEDS: Record<string, string[]> = {
  somn: ['seara'],
  calm: ['birou'],
  recuperare: ['masaj', 'sport'],
  energie: ['dimineata'],
};
/** The goal in the shopper's own words, spoken back to them. */
const GOAL_PHRASE: Record<string, string> = {
  somn: 'rutina ta de seară',
  calm: 'pauzele din zilele aglomerate',
  recuperare: 'masajul de după efort',
  energie: 'rutina ta de zi, la birou sau în oraș',
};
/** The forms a shopper may choose and the kinds each means; any other answer ("Nu am o preferință") chose none. */
export const FORM_KINDS: Record<string, ProductKind[]> = {
  ulei: ['ulei'],
  jeleuri: ['jeleuri'],
  topic: ['crema', 'topic'],
};
/** Where to look when the chosen form has fewer than 3 products in stock: the form closest in how it is used. */
const NEAREST_FORM: Record<string, string> = { ulei: 'jeleuri', jeleuri: 'ulei', topic: 'ulei' };
/** "Este un ulei", "Sunt jeleuri": the form, as a reason names it. */
const FORM_NAME: Record<ProductKind, string> = {
  ulei: 'Este un ulei',
  jeleuri: 'Sunt jeleuri',
  vape: 'Este o țigaretă electronică',
  crema: 'Este o cremă',
  topic: 'Este un produs de aplicat pe piele',
};
/** How a reason speaks of the product: jellies are plural, a cream feminine, the rest masculine. */
const GRAMMAR = {
  pl: { fits: 'Se potrivesc', made: 'Sunt făcute', meant: 'Sunt gândite', it: 'Le', fit: 'Își fac' },
  f: { fits: 'Se potrivește', made: 'E făcută', meant: 'E gândită', it: 'O', fit: 'Își face' },
  m: { fits: 'Se potrivește', made: 'E făcut', meant: 'E gândit', it: 'Îl', fit: 'Își face' },
};
const grammarOf = (p: ProductFacts) => GRAMMAR[p.kind === 'jeleuri' ? 'pl' : p.kind === 'crema' ? 'f' : 'm'];
/** Answers that pull apart: an evening goal with a morning moment, a daytime goal with an evening one. */
const clash = (answers: QuizAnswers) =>
  (answers.goal === 'somn' && answers.moment === 'dimineata') ||
  (answers.goal === 'energie' && answers.moment === 'seara');
const FORM_CHOSEN: Record<string, string> = {
  ulei: 'uleiurile',
  jeleuri: 'jeleurile',
  topic: 'cremele și balsamurile',
};
/** The form the answers chose, when it is one of the quiz's forms. */
const chosenForm = (answers: QuizAnswers) =>
  answers.form && Object.hasOwn(FORM_KINDS, answers.form) ? answers.form : undefined;

/** Made for the evening or the night, by its name or tags. */
export const isEvening = (p: ProductFacts) =>
  /\b(seara|noapte|somn|culcare)\b/.test(fold(`${p.title} ${p.tags.join(' ')}`));

/** The product's concentrations in %, lowest first (several when it is sold in more than one). */
const strengths = (p: ProductFacts) =>
  [...new Set(p.variants.map((v) => v.percent).filter((n): n is number => n !== null && n > 0))].sort((a, b) => a - b);

/** How strong the product is at its weakest, within its kind: an oil's lowest %, a jelly's mg of CBD in one piece. */
const lowestStrength = (p: ProductFacts): number | null =>
  p.kind === 'ulei' ? (strengths(p)[0] ?? null) : p.kind === 'jeleuri' ? p.mgPerPiece : null;

/**
 * Each product's place among the strengths of its kind in `list` (0: the lowest an oil or a jelly comes in, 1: the
 * next, …); 0 for a product whose strength is not stated or not compared (creams).
 */
function strengthRanks(list: ProductFacts[]): Map<ProductFacts, number> {
  const byKind = new Map<ProductKind, number[]>();
  for (const p of list) {
    const s = lowestStrength(p);
    if (s !== null) byKind.set(p.kind, [...(byKind.get(p.kind) ?? []), s]);
  }
  const levels = new Map([...byKind].map(([kind, all]) => [kind, [...new Set(all)].sort((a, b) => a - b)]));
  return new Map(
    list.map((p) => {
      const s = lowestStrength(p);
      return [p, s === null ? 0 : levels.get(p.kind)!.indexOf(s)];
    }),
  );
}

interface Scored {
  /** The answers rule it out (an evening product for the day, 15%+ for a beginner): offered only to make up 3. */
  excluded: boolean;
  product: ProductFacts;
  score: number;
  why: string[];
}

function score(product: ProductFacts, answers: QuizAnswers): Scored {
  let points = 0;
  let excluded = false;
  const why: string[] = [];
  const g = grammarOf(product);
  const form = chosenForm(answers);
  if (form && FORM_KINDS[form]!.includes(product.kind)) why.push(`${FORM_NAME[product.kind]}, forma aleasă de tine.`);
  if (answers.goal && GOAL_NEEDS[answers.goal]?.some((n) => product.needIds.includes(n))) {
    points += 10;
    why.push(`${g.fits} cu ce ți-ai propus: ${GOAL_PHRASE[answers.goal]}.`);
  }
  const levels = strengths(product);
  if (levels.length && answers.experience) {
    const [low, high] = [levels[0]!, levels.at(-1)!];
    const beginner = answers.experience === 'niciodata' || answers.experience === 'putin';
    const has = levels.length > 1 ? 'Se găsește și cu' : 'Are';
    // No strength is called "gentle" (EFSA's provisional ~2 mg a day is below a drop of a 10% oil); a beginner gets
    // the lowest concentrations only: a product that starts at 15% or more is left out whenever others fit.
    // Experience never earns a higher concentration (using it daily is no reason to take more: Reg. (CE) 178/2002
    // art. 14); the lowest comes first for everyone (rank below).
    if (beginner && low <= 10) {
      points += 2;
      why.push(`${has} ${low}% CBD.`);
    } else if (beginner && low >= 15) excluded = true;
    else if (high > low) why.push(`Are ${low}% CBD la cea mai mică concentrație.`);
  }
  // A product made for the evening never answers the morning, nor a daytime routine at another moment.
  const daytime =
    answers.moment === 'dimineata' || (answers.moment && answers.moment !== 'seara' && answers.goal !== 'somn');
  if (daytime && isEvening(product)) excluded = true;
  if (answers.moment === 'seara' && (isEvening(product) || product.needIds.includes('seara'))) {
    points += isEvening(product) ? 3 : 1;
    if (isEvening(product) && !clash(answers)) why.push(`${g.made} pentru seară.`);
  } else if (answers.moment === 'dimineata' && product.needIds.includes('dimineata')) {
    points += 2;
    // Not for a product whose own text sends it to the evening.
    if (!clash(answers) && !/\bseara\b/.test(fold(product.usage ?? ''))) why.push(`${g.meant} pentru începutul zilei.`);
  } else if (answers.moment === 'nevoie' && (product.kind === 'topic' || product.kind === 'crema')) {
    points += 2;
    why.push(`${g.it} folosești din când în când, fără o oră anume.`);
  } else if (answers.moment === 'rutina' && product.needIds.includes('wellness')) {
    points += 1;
    why.push(`${g.fit} loc ușor într-o rutină zilnică.`);
  }
  return { product, score: excluded ? points - 30 : points, why, excluded };
}

function reasonOf({ product, why }: Scored, shortage: string | null, answers: QuizAnswers): string {
  // The catalogue's places for it, without the one for the other end of the day than the shopper chose.
  const other = answers.moment === 'dimineata' ? 'seara' : answers.moment === 'seara' ? 'dimineata' : null;
  const places = product.needIds
    .filter((id) => id !== other)
    .map((id) => categories.find((c) => c.id === id)?.name)
    .filter((n): n is string => Boolean(n));
  const needs = places.length ? ` În catalog: ${places.join(', ')}.` : '';
  // A reason that only repeats the chosen form also says what the product is for.
  const own = why.length > 1 ? why.join(' ') : why.length ? `${why[0]}${needs}` : `${FORM_NAME[product.kind]}.${needs}`;
  return shortage ? `${shortage} ${own}` : own;
}

/** Dosage as the product's own description gives it (unless it makes a claim no answer may make: safety/claims.ts). */
export const dosageOf = (product: ProductFacts) =>
  product.usage && !bannedClaim(product.usage)
    ? product.usage
    : 'Urmează indicațiile de pe ambalaj și pornește cu cea mai mică cantitate.';

/** What the quiz may suggest: never a vape (an e-cigarette, for adults who already use one: no quiz answer says so). */
const suggestible = (p: ProductFacts) => p.available && p.kind !== 'vape';

function rank(candidates: ProductFacts[], answers: QuizAnswers): Scored[] {
  const list = candidates
    .filter(suggestible)
    // The morning never gets an evening product.
    .filter((p) => answers.moment !== 'dimineata' || !isEvening(p));
  // Someone who has never tried CBD gets the lowest concentration of each form first (what the answers rule out last);
  // anyone else, among products that fit the answers equally, the lower concentration before the higher: the quiz
  // never steers toward more CBD (fifth review F7).
  const ranks = strengthRanks(list);
  const beginner = answers.experience === 'niciodata';
  const place = (s: Scored) => (s.excluded ? 1000 : 0) + (ranks.get(s.product) ?? 0);
  return list
    .map((p) => {
      const scored = score(p, answers);
      // A first-timer is offered only the lowest concentration of a form (/categorii: "Primii pași cu CBD", the
      // 5%), a higher one only when nothing else can make up the three (sixth review F4).
      return beginner && !scored.excluded && (ranks.get(p) ?? 0) > 0
        ? { ...scored, excluded: true, score: scored.score - 30 }
        : scored;
    })
    .sort(
      (a, b) =>
        (beginner ? place(a) - place(b) : 0) ||
        b.score - a.score ||
        (ranks.get(a.product) ?? 0) - (ranks.get(b.product) ?? 0) ||
        a.product.price - b.product.price ||
        a.product.title.localeCompare(b.product.title, 'ro'),
    );
}

const ofForm = (form: string | undefined) => (p: ProductFacts) => !form || FORM_KINDS[form]!.includes(p.kind);

/**
 * Exactly 3 distinct available products, best first, chosen among `candidates` (`rest` fills in only when the
 * candidates have fewer than 3 available): the chosen form first, then its nearest form with a note saying so.
 */
export function recommend(
  answers: QuizAnswers,
  candidates: ProductFacts[],
  rest: ProductFacts[] = [],
): Recommendation[] {
  const pool = [...candidates, ...rest.filter((p) => !candidates.includes(p))];
  const picks: { scored: Scored; shortage: string | null }[] = [];
  const take = (list: Scored[], shortage: string | null = null) => {
    for (const scored of list)
      if (picks.length < 3 && !picks.some((p) => p.scored.product === scored.product)) picks.push({ scored, shortage });
  };
  const form = chosenForm(answers);
  if (form) {
    // First what keeps to the answers (no evening product for the day, no 15%+ for a beginner), listed then the
    // rest of the catalogue; only then, to make 3, what does not.
    const keeps = (list: Scored[]) => list.filter((s) => !s.excluded);
    take(keeps(rank(candidates.filter(ofForm(form)), answers)));
    if (picks.length < 3 && rest.length) take(keeps(rank(rest.filter(ofForm(form)), answers)));
    // A first-timer gets a nearby form's lowest concentration before a higher one of the form chosen.
    if (answers.experience !== 'niciodata') {
      take(rank(candidates.filter(ofForm(form)), answers));
      if (picks.length < 3 && rest.length) take(rank(rest.filter(ofForm(form)), answers));
    }
  }
  if (form && picks.length < 3) {
    const count = picks.length;
    const nearest = NEAREST_FORM[form]!;
    const shortage = `Din ${FORM_CHOSEN[form]} avem acum în stoc ${count === 0 ? 'niciun produs potrivit' : count === 1 ? 'doar un produs potrivit' : `doar ${count} produse potrivite`}, așa că îți propunem și unul dintr-o formă apropiată.`;
    take(rank(pool.filter(ofForm(nearest)), answers), shortage);
    take(rank(pool, answers), shortage);
  }
  if (!form) {
    // Without a preferred form, some variety: at most two of a kind on the first pass.
    const ranked = rank(candidates, answers);
    for (const scored of ranked) {
      if (picks.length === 3) break;
      if (picks.filter((p) => p.scored.product.kind === scored.product.kind).length >= 2) continue;
      take([scored]);
    }
    take(ranked);
    take(rank(rest, answers));
  }
  // Never fewer than 3 while anything but a vape is in stock (the morning's rule gives way last; a vape never comes).
  if (picks.length < 3) take(pool.filter(suggestible).map((p) => score(p, answers)));
  return picks.map(({ scored, shortage }) => ({
    product_name: scored.product.title,
    reason: reasonOf(scored, shortage, answers),
    dosage: dosageOf(scored.product),
  }));
}

/** The products a model may choose among for these answers: the chosen form's, available, as the scorer ranks them. */
export function allowedForModel(answers: QuizAnswers, candidates: ProductFacts[]): ProductFacts[] {
  const inForm = rank(candidates.filter(ofForm(chosenForm(answers))), answers).map((s) => s.product);
  return inForm.length >= 3 ? inForm : rank(candidates, answers).map((s) => s.product);
}

/**
 * The three picks as the shopper reads them, whoever chose them (the scorer or a model): how each is used as its label
 * says (`labelUsage`, the store's verdana.usage; the description's sentence when the store states none) and, on a
 * vape, who it is for. A label that makes a claim no answer may make is not quoted.
 */
export async function finishPicks(
  picks: Recommendation[],
  products: ProductFacts[],
  labelUsage: (handle: string) => Promise<string | null>,
  answers: QuizAnswers = {},
): Promise<Recommendation[]> {
  const ordered = answers.experience === 'niciodata' ? lowestFirst(picks, products) : picks;
  return Promise.all(
    ordered.map(async (pick) => {
      const product = products.find((p) => p.title === pick.product_name);
      if (!product) return pick;
      const usage = await labelUsage(product.handle).catch(() => null);
      const reason =
        product.kind === 'vape' && !pick.reason.includes(VAPE_NOTE)
          ? `${pick.reason} ${VAPE_NOTE}`.trim()
          : pick.reason;
      return { ...pick, reason, dosage: usage && !bannedClaim(usage) ? usage : pick.dosage };
    }),
  );
}

/** Someone who has never tried CBD reads the lowest concentration of each form first, whoever chose the three. */
function lowestFirst(picks: Recommendation[], products: ProductFacts[]): Recommendation[] {
  const facts = picks.map((pick) => products.find((p) => p.title === pick.product_name));
  const ranks = strengthRanks(facts.filter((p): p is ProductFacts => Boolean(p)));
  return picks
    .map((pick, i) => ({ pick, i, rank: facts[i] ? (ranks.get(facts[i]) ?? 0) : 0 }))
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .map(({ pick }) => pick);
}
