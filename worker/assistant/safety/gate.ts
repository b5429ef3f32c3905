// The safety gate: reads who a question is for and in what situation, before anything else answers it.
// It works on the normalised text (normalize.ts), so "copilasuuul", "copilașul" and "copilul" are one word,
// and it decides on the situation, not on a word: a child, a pregnancy or breastfeeding, medicines, a serious
// illness, or another person's care. Earlier messages of the conversation count: "and how many drops?" after
// "my son is 4" is a question about a child.

import { type Activity, activitiesIn, USE } from './activity';
import { childWeight, minorAge, minorByBirthYear, minorUnitless } from './ages';
import {
  COMMERCE,
  DOSE,
  FOR_THEM,
  FUNCTION_WORDS,
  GIFT,
  INTAKE,
  LOGISTICS,
  PRODUCT,
  RETURNING,
  SAFEKEEPING,
  SELF,
  SMALL_TALK,
  STORED,
  SYMPTOM,
} from './asks';
import {
  CRISIS,
  ILLNESS,
  type Lexicon,
  MEDICINE,
  MINOR,
  ORDINARY_WORDS,
  OTHER_PERSON,
  PETS,
  PREGNANCY,
  SCHOOL,
  WORKPLACE,
} from './lexicon';
import { NEAR_WORDS } from './near-words';
import { canonical, normalise, stems, withinOneEdit } from './normalize';

export type Concern = 'minor' | 'pregnancy' | 'medicine' | 'illness' | 'other-person';

/** What a refusal names: the situation that decided it. */
export type Reason = 'crisis' | Activity | Exclude<Concern, 'other-person'> | 'pet' | 'other-person';

export interface Situation {
  /** What the conversation says about who the question is for and their health, in the question or before it. */
  concerns: Concern[];
  /** Words of a crisis (self-harm): the answer adds the emergency number. */
  crisis: boolean;
  /** Nothing suggests anyone but an adult asking for themselves: the only case a dose may be stated. */
  adultSelf: boolean;
  /** Whether the question gets the safety answer. */
  refuse: boolean;
  /** The situation a refusal names (the first that decided it), when `refuse`. */
  reason?: Reason;
  /** Driving, machines, work at height, alcohol or other substances the conversation puts beside using CBD. */
  activities: Activity[];
  /**
   * The shopper says they are under 18 ("am 16 ani", "sunt minor") and nothing else is at stake (no child of theirs,
   * no other person, pregnancy, medicine or crisis): the answer is that the shop sells only to adults.
   */
  minorSelf: boolean;
  /** The words or phrases each concern was read from (for tests and logs). */
  evidence: string[];
}

interface CompiledLexicon {
  concern: Concern;
  exact: Set<string>;
  fuzzy: string[];
  prefixes: string[];
  phrases: RegExp[];
}

const compile = (
  concern: Concern,
  { stems: words, fuzzy = [], prefix = [], phrases = [] }: Lexicon,
): CompiledLexicon => ({
  concern,
  exact: new Set(words.map(canonical)),
  fuzzy: fuzzy.map(canonical).filter((w) => w.length >= 5),
  prefixes: prefix.map(canonical),
  phrases,
});

const LEXICONS: CompiledLexicon[] = [
  compile('minor', MINOR),
  compile('pregnancy', PREGNANCY),
  compile('medicine', MEDICINE),
  compile('illness', ILLNESS),
  compile('other-person', OTHER_PERSON),
];

/** Whether a word (normalised) is one of the lexicon's: by a stem, a long stem's prefix, or one letter wrong. */
function tokenMatches(token: string, lexicon: CompiledLexicon): boolean {
  if (ORDINARY_WORDS.has(token) || token.length < 3 || /^\d/.test(token)) return false;
  const forms = stems(token);
  if (forms.some((f) => lexicon.exact.has(f))) return true;
  if (lexicon.prefixes.some((p) => token.startsWith(p))) return true;
  // One letter wrong is a typo only in a word the dictionary does not know.
  if (NEAR_WORDS.has(token)) return false;
  return forms.some(
    (f) => f.length >= 5 && lexicon.fuzzy.some((w) => Math.abs(w.length - f.length) <= 1 && withinOneEdit(f, w)),
  );
}

// ── What is over ─────────────────────────────────────────────────────────────────────────────────────

/** Said after a word, it puts it years back or ends it: "acum 4 ani", "anul trecut", "demult", "vindecat". */
const PAST_AFTER =
  /^((\S+ ){0,3})(acum ((vreo|aproape|peste|cam|mai bine de) )?(\d+ (de )?ani|cativa ani|multi ani)|anul trecut|in urma cu \d+ (de )?ani|demult|de mult|in trecut|pe vremuri|vindecat\w*|(acum )?(sunt |am iesit la |m am )?pensi\w*)\b/;
/** Said just before it, it ends it: "nu mai alăptez", "a fost șofer", "am avut o operație". */
const PAST_BEFORE = /(^|\s)(nu mai|am fost|a fost|au fost|am avut|a avut|fost|am terminat cu|a terminat cu)( un| o)?$/;

/** Said just before it, it denies it: "nu conduc", "nu sunt însărcinată", "nu beau alcool". */
const DENIED_BEFORE = /(^|\s)(nu|nici|n)( (sunt|e|este|mai|beau|bem|iau|consum|lucrez|am))?$/;
const denied = (tokens: string[], i: number) => DENIED_BEFORE.test(tokens.slice(Math.max(0, i - 2), i).join(' '));

/** An illness is over only when it is said to be healed: a past stroke or psychosis still matters. */
const HEALED_AFTER = /^((\S+ ){0,7})(vindecat\w*|complet refacut\w*)\b/;

/** Whether the word at `i` speaks of something over (years ago, no longer, healed), not of now. */
function over(tokens: string[], i: number, healedOnly = false): boolean {
  const after = tokens.slice(i + 1, i + 8).join(' ');
  if (healedOnly) return HEALED_AFTER.test(tokens.slice(i + 1, i + 10).join(' '));
  return PAST_AFTER.test(after) || PAST_BEFORE.test(tokens.slice(Math.max(0, i - 3), i).join(' '));
}

// ── When a word does not mean what it seems ──────────────────────────────────────────────────────────

const around = (tokens: string[], i: number, before: number, after: number) => ({
  before: tokens.slice(Math.max(0, i - before), i).join(' '),
  after: tokens.slice(i + 1, i + 1 + after).join(' '),
});

/** "nu iau nicio pastilă", "fără medicamente": a medicine denied. */
const NEGATED = /(^|\s)(nicio|niciun|fara|nici|nu (mai )?(iau|ia|am|urmez|fac|folosesc))$/;
/** "pastile cu CBD", "tratament facial": a product or a cosmetic, not a medicine. */
const COSMETIC_AFTER =
  /^((cu|de|pe baza de) cbd|facial\w*|cosmetic\w*|capilar\w*|de infrumusetare|pentru (par|parul|ten|tenul|fata|piele|pielea|scalp|riduri|acnee|unghii|calcai\w*|picioare|maini|buze))\b/;
/** "e considerat medicament?": a question about what CBD is. */
const CLASSIFIED_BEFORE = /(^|\s)(e|este|sunt|considerat\w*|nu e|nu este)( un| o)?$/;
/** "copii mari", "copilul meu de 25 de ani": grown up. */
const GROWN_AFTER =
  /^((meu|mea|mei|mele|nostru|noastra) )?((sunt|e|is|s|au crescut|deja) )?(mari|mare|adulti|adult|adulta|majori|major|majora|de (1[89]|[2-9]\d) (de )?ani)\b/;
/** An adult's age in years: "30 de ani", "am 35". */
const ADULT_AGE = /\b(1[89]|[2-9]\d|1[0-2]\d) (de )?ani\b|\b(am|acum la|la) (1[89]|[2-9]\d)\b/;
const POSSESSIVE_AFTER = /^(meu|mea|mei|mele|nostru|noastra|lui|ei|tau|ta)\b/;
/** "am fost copil", "când eram mică". */
const PAST_SELF_BEFORE = /(^|\s)(am fost|cand eram|eram|de cand eram|de mic|de mica)( un| o)?$/;
/** "eu și soțul luăm": the relation is a co-subject of the shopper. */
const CO_SUBJECT = { before: /(^|\s)eu si( cu)?$/, after: /^si (eu|cu mine)\b/ };
/** "sunt mamă a 3 copii": the shopper describing themselves. */
const SELF_IDENTITY_BEFORE = /(^|\s)(sunt|fiind|ca o|ca un)( o| un)?$/;

/** "însărcinată cu un proiect": tasked with, not pregnant. */
const TASKED =
  /\b(insarcinat\w*|gravid\w*) cu (un |o |niste )?(proiect\w*|sarcin\w*|responsabil\w*|task\w*|organiz\w*|coordon\w*|munca|lucrar\w*|raport\w*)/g;
const TASKED_AFTER =
  /^cu (un |o |niste )?(proiect\w*|sarcin\w*|responsabil\w*|task\w*|organiz\w*|coordon\w*|munca|lucrar\w*|raport\w*)/;
/** "e considerat medicament?", "e medicament sau supliment?": what CBD is, not a medicine taken. */
const CLASSIFIED =
  /\b(considerat\w*|clasificat\w*|sau supliment|ca supliment|e un medicament|este un medicament|e medicament|este medicament)\b/;

function skipped(concern: Concern, tokens: string[], i: number): boolean {
  const { before, after } = around(tokens, i, 3, 3);
  const whole = tokens.join(' ');
  const token = tokens[i]!;
  // "o sarcină grea la job": a task; "însărcinată cu un proiect" too.
  if (concern === 'pregnancy')
    return (
      TASKED_AFTER.test(after) ||
      (/^sarcin/.test(token) &&
        (/(^|\s)(o|multe|niste)$/.test(before) ||
          /^(grea|de serviciu|la (job|serviciu|munca)|noua|aia|asta|imposibil\w*)\b/.test(after) ||
          // "sarcina aia imposibilă de la job": a task at work.
          /\b(de la|la) (job|jobul|munca|serviciu|birou)\b|\bproiect/.test(around(tokens, i, 0, 8).after)))
    );
  if (concern === 'medicine') {
    const classified =
      /^medicament/.test(token) && CLASSIFIED.test(whole) && !/\b(iau|ia|iei|tratament|pastil)\w*/.test(whole);
    // "efect antiinflamator", "funcționează ca un somnifer": what a product does, not a medicine taken.
    const effect =
      /(^|\s)(efect\w*|proprietat\w*|actiune|rol|ca un|ca o|ca|sunt|e|este|are)$/.test(before) &&
      /^(antin?flam|sedativ|calmant|somnifer|analgez|antibiot)/.test(token);
    // "aveți CBD sub formă de pastile?", "pastilele de mentă": a form or a sweet.
    const form =
      /^(pastil|tablet|capsul|drajeu)/.test(token) &&
      (/(forma|forma de|sub forma de|aveti|sau)$/.test(before) || /^(de menta|cu menta|de tuse|cu cbd)\b/.test(after));
    // "Jeleurile au și melatonină?", "conține cortizon?": what a product holds, an ingredient question.
    const held = /(^|\s)(au|are|contin\w*)( si| vreo| ceva)?$/.test(before) && !/\b(iau|ia|iei|luam)\b/.test(whole);
    const hair =
      /^tratament/.test(token) &&
      /\b(par|parul|keratin\w*|capilar\w*|unghii|gene|sprancene|ten|fata|facial)\b/.test(around(tokens, i, 0, 6).after);
    return (
      NEGATED.test(before) ||
      COSMETIC_AFTER.test(after) ||
      CLASSIFIED_BEFORE.test(before) ||
      classified ||
      effect ||
      form ||
      held ||
      hair
    );
  }
  if (concern === 'illness')
    return /^transplant/.test(token) && /^(de|cu) (par|gene|sprancene|barba)|^capilar/.test(after);
  if (concern === 'minor') {
    // "bebe-ul meu (iubitul, 30 de ani)", "copiii sunt mari deja", "am fost copil": not a child now.
    if (GROWN_AFTER.test(after) || PAST_SELF_BEFORE.test(before) || ADULT_AGE.test(around(tokens, i, 0, 6).after))
      return true;
    // "sugar free", "zodia Gemeni".
    if (
      (/^sugar/.test(token) && /^(fre|free|fara|zero)\b/.test(after)) ||
      (/^gemen/.test(token) && /(^|\s)zodia?$/.test(before))
    )
      return true;
    // "un spital de copii", "lucrez cu copii": the shopper's work, unless a child of theirs is named.
    return WORKPLACE.test(tokens.join(' ')) && /(^|\s)(de|cu|pentru)$/.test(before) && !POSSESSIVE_AFTER.test(after);
  }
  if (concern === 'other-person') {
    // "un prieten mi-a recomandat uleiul": the source of a tip, not the one it is for.
    const source =
      /^(mi|imi) (a|au) (recomandat|laudat|zis|spus|povestit|dat|facut|trimis|aratat)\b|^(mi|imi) (recomanda|lauda)\b/.test(
        around(tokens, i, 0, 4).after.replace(/^(meu|mea|mei|mele) /, ''),
      );
    // "ca mamă care lucrează în ture": the shopper describing themselves.
    const asSelf =
      /(^|\s)ca$/.test(before) && /^(care|ce|cu|si|singura|singur|ocupata|ocupat|obosita|obosit)\b/.test(after);
    return (
      CO_SUBJECT.before.test(before) ||
      CO_SUBJECT.after.test(after) ||
      SELF_IDENTITY_BEFORE.test(before) ||
      source ||
      asSelf
    );
  }
  return false;
}

/**
 * What a shopper may call "mine" that is not another person: the body, their own day and things. Any other noun with
 * "meu/mea" ("țâncul meu", "gagica mea", "dihorul meu") is someone else.
 */
const OWN = new Set(
  `cap spate gat umar umeri genunchi genunchii picior picioare mana maini brat brate piele ten par scalp stomac inima ochi dinti gura nas urechi articulatii muschi
  corp organism sistem somn stres anxietate energie durere dureri tensiune greutate metabolism ciclu menstruatie sanatate stare nivel buze unghii burta
  ulei flacon sticla sticluta crema jeleu jeleuri vape comanda colet cont card adresa cos telefon mail email numar cod bani buget masina casa apartament birou
  job munca serviciu program tura ture antrenament sala sport rutina viata zi seara noapte dimineata weekend concediu vacanta experienta parere problema
  intrebare caz situatie medic doctor farmacist psiholog terapeut nutritionist antrenor cosmeticiana dermatolog ritm obicei dieta regim alimentatie cafea
  oras judet sat tara limba nume prenume varsta generatie favorit preferat suflet minte cap ganduri vis visul rutina echipa firma magazin afacere salon`.split(
    /\s+/,
  ),
);
const POSSESSIVE = /^(meu|mea|mei|mele|nostru|noastra|nostri|noastre)$/;

/** Nouns after "pentru" that are not a person: a need, a use, an occasion, the shopper, a group in general. */
const NOT_A_PERSON = new Set(
  `mine tine noi voi el ea ei ele ala aia alea acela aceea aluia aleia cel cea inceput inceputul totdeauna moment acum seara zi ziua noapte noaptea dimineata cadou firma birou calatorie drum sport sala
  antrenament antrenamente relaxare concentrare energie ten par piele fata corp masaj recuperare stres anxietate examene examen munca serviciu job acasa vara iarna
  weekend vacanta ocazii ocazie ca asta aceasta acesta ce cine cei cele adulti incepatori sportivi femei barbati oameni toti toate vegani vegetarieni fumatori
  somn dormit durere dureri spate genunchi articulatii muschi migrene crampe calm liniste odihna focus productivitate invatat studiu sanatate imunitate
  inflamatie acnee riduri hidratare picioare maini buze unghii scalp mancare gust aroma pret livrare transport retur comanda plata factura cod reducere
  prima primul prima data luna saptamana an ani orice fiecare zilnic uz folosire utilizare exterior interior gura limba sublingual inghitit pauza pauze
  seri nopti dimineti zile cateva putin mult siguranta linistea mea meu somnul stresul`.split(/\s+/),
);
const FOR_WHOM_CANDIDATE = (t: string) =>
  t.length >= 3 &&
  !/^\d/.test(t) &&
  !NOT_A_PERSON.has(t) &&
  !stems(t).some((f) => OWN.has(f) || NOT_A_PERSON.has(f)) &&
  !/^(ulei|jele|crem|vape|tigar|balsam|gel|ser|unguent|produs|cbd|roll)/.test(t);

interface Read {
  concerns: Set<Concern>;
  /** An animal is named: our products are for people. */
  pet: boolean;
  /** Driving, machines, heights, alcohol or drugs named in the message. */
  activities: Activity[];
  /** The question says it is for someone else ("pentru mama", "pentru mine și copilul"). */
  forThem: boolean;
  /** The shopper says they are the minor ("am 16 ani", "sunt în clasa a 10-a"). */
  minorSelf: boolean;
  /** A minor other than the shopper is named ("copilul", "are 7 ani", "20 kg"). */
  minorOther: boolean;
  crisis: boolean;
  evidence: string[];
  text: string;
}

const NO_WORDS: ReadonlySet<string> = new Set();

// Earlier messages come back with every question of a conversation: each is read once per isolate and catalogue.
const readCaches = new WeakMap<ReadonlySet<string>, Map<string, Read>>();
const READ_CACHE_SIZE = 500;

function concernsIn(message: string, shopWords: ReadonlySet<string>): Read {
  let readCache = readCaches.get(shopWords);
  if (!readCache) {
    readCache = new Map();
    readCaches.set(shopWords, readCache);
  }
  const cached = readCache.get(message);
  if (cached) return cached;
  const read = readMessage(message, shopWords);
  if (readCache.size >= READ_CACHE_SIZE) readCache.clear();
  readCache.set(message, read);
  return read;
}

function readMessage(message: string, shopWords: ReadonlySet<string>): Read {
  const tokens = normalise(message);
  const text = tokens.join(' ');
  const concerns = new Set<Concern>();
  const evidence: string[] = [];
  let minorSelf = false;
  let minorOther = false;
  // A minor is the shopper ("sunt minor", "am 16 ani") or someone else: `self` says which.
  const found = (concern: Concern, what: string, self = false) => {
    concerns.add(concern);
    evidence.push(`${concern}: ${what}`);
    if (concern === 'minor') {
      if (self) minorSelf = true;
      else minorOther = true;
    }
  };
  const people = new Set<number>();
  for (const lexicon of LEXICONS) {
    tokens.forEach((token, i) => {
      // A word split in two ("Xa nax", "gra vida") is read joined as well.
      const next = tokens[i + 1];
      const splittable =
        next &&
        token.length >= 2 &&
        next.length >= 2 &&
        token.length <= 6 &&
        next.length <= 6 &&
        !FUNCTION_WORDS.has(token) &&
        !FUNCTION_WORDS.has(next);
      const joined = splittable && /^\p{L}+$/u.test(token + next) ? token + next : null;
      const hit = tokenMatches(token, lexicon)
        ? token
        : joined && !ORDINARY_WORDS.has(joined) && stems(joined).some((f) => lexicon.exact.has(f))
          ? joined
          : null;
      if (!hit || skipped(lexicon.concern, tokens, i)) return;
      // "am alăptat acum 4 ani", "nu mai alăptez", "o operație acum 3 ani, demult vindecată": over, not now.
      if (lexicon.concern === 'pregnancy' && (over(tokens, i) || denied(tokens, i))) return;
      if (lexicon.concern === 'illness' && over(tokens, i, true)) return;
      // "sunt elevă", "eu sunt adolescent": the shopper.
      found(lexicon.concern, hit, lexicon.concern === 'minor' && SELF_BEFORE.test(around(tokens, i, 3, 0).before));
      if (lexicon.concern === 'minor' || lexicon.concern === 'other-person') people.add(i);
    });
    // "însărcinată cu un proiect" is a task: the pregnancy phrases do not read it.
    const read = lexicon.concern === 'pregnancy' ? text.replace(TASKED, ' ') : text;
    const phrase = lexicon.phrases.find((p) => p.test(read));
    const match = phrase?.exec(read);
    // "am născut anul trecut": a pregnancy that is over.
    const ended =
      match && lexicon.concern === 'pregnancy' && PAST_AFTER.test(read.slice(match.index + match[0].length).trim());
    if (phrase && !ended) {
      const said = phrase.exec(read)![0];
      // "sunt minoră", "nu am 18": the shopper.
      found(lexicon.concern, said, lexicon.concern === 'minor' && /^(sunt|eu sunt|nu am)\b/.test(said));
    }
  }
  // Any other noun the shopper calls "mine" ("țâncul meu", "gagica mea") is someone else.
  tokens.forEach((token, i) => {
    if (!POSSESSIVE.test(tokens[i + 1] ?? '') || people.has(i) || token.length < 3 || /^\d/.test(token)) return;
    // "fata mea" is read as a daughter (the face is "tenul", as shoppers write it).
    if (token !== 'fata' && (stems(token).some((f) => OWN.has(f)) || ORDINARY_WORDS.has(token))) return;
    found('other-person', `${token} ${tokens[i + 1]}`);
    people.add(i);
  });
  const age = minorAge(tokens, (i) => people.has(i)) ?? minorByBirthYear(text) ?? minorUnitless(message, text);
  if (age) found('minor', age.said, age.self);
  const weight = childWeight(text);
  if (weight) found('minor', weight);
  // School is a child's, unless the shopper works there or says their adult age ("în clasa a 8-a ... acum la 35 de ani");
  // the shopper's own when they say they are the minor ("sunt în clasa a 10-a").
  const school = SCHOOL.exec(text);
  if (school && !WORKPLACE.test(text) && !ADULT_AGE.test(text))
    found('minor', school[0], Boolean(age?.self) || MINOR_SELF.test(text));
  const pet = tokens.some((t) => stems(t).some((f) => PET_STEMS.has(f)));
  // "pentru mama", "pt fiica mea", "pentru mine și copilul": a person the question is for.
  const forThem =
    /\bpentru (el|ea|ei|ele|dansul|dansa)\b/.test(text) ||
    tokens.some(
      (_, i) =>
        people.has(i) &&
        /^(pentru|si|lui|ei)$/.test(tokens[i - 1] ?? '') &&
        (tokens[i - 1] !== 'si' || /^(pentru|mine|eu)$/.test(tokens[i - 2] ?? '')),
    ) ||
    /\b(pentru mine|mie|eu) (si|cu) /.test(text);
  const brand = unknownMedicine(message, shopWords);
  if (brand) found('medicine', brand);
  const crisis = CRISIS.test(text);
  if (crisis) found('illness', 'crisis');
  if (MINOR_SELF.test(text)) found('minor', MINOR_SELF.exec(text)![0], true);
  // "pentru băiețaș", "pentru juniorul": a noun the question is for that is not the shopper, a need or a product.
  // Read only where an amount is asked ("câte picături pentru prâslea?"); "ce ulei pentru maraton?" is not a person.
  const forWhom = DOSE.test(text)
    ? tokens.findIndex((t, i) => i > 0 && tokens[i - 1] === 'pentru' && FOR_WHOM_CANDIDATE(t))
    : -1;
  if (forWhom > 0) found('other-person', `pentru ${tokens[forWhom]}`);
  // "bunicul a fost șofer": an activity of the past is not what the shopper will do.
  const activities = activitiesIn(tokens, (i) => over(tokens, i) || denied(tokens, i), message);
  for (const activity of activities) evidence.push(`activity: ${activity}`);
  return { concerns, minorSelf, minorOther, crisis, evidence, text, pet, activities, forThem: forThem || forWhom > 0 };
}

const HEALTH: Concern[] = ['minor', 'pregnancy', 'medicine', 'illness'];
/** The shopper's own symptom, in the first person: "dorm prost", "mă doare", "sunt stresată". */
const FIRST_PERSON =
  /\b(dorm|nu dorm|adorm|ma trezesc|ma doare|ma dor|ma simt|sunt (obosit|obosita|stresat|stresata|anxios|anxioasa|agitat|agitata|terminat|terminata)|am (insomnie|dureri|stres|anxietate|emotii)|ma relaxez|ma ajuta|imi trebuie)\b/;
/** Someone else's symptom or dose, in the third person: "nu doarme", "îi dau", "e agitat". */
const THIRD_PERSON_CARE =
  /\b(nu doarme|doarme|plange|e agitat\w*|are (colici|febra|dureri|emotii|cosmaruri|crize)|ii dau|ii pun|sa ii|sa ia|poate lua|se trezeste)\b/;
/** The shopper's own health condition said in the first person ("sunt gravidă", "iau Xanax", "am diabet"). */
const FIRST_PERSON_HEALTH =
  /\b(sunt (gravida|insarcinata|insarcinat|in (luna|saptamana)|bolnav\w*|diabetic\w*|hipertensiv\w*|pe \w+)|alaptez|iau \w+|ma trateaz\w*|am (diabet|cancer|epileps\w*|hepatit\w*|hipertensiun\w*|boala|afectiun\w*|tratament\w*)|astept un)\b/;
const words = (text: string) => text.split(' ').filter(Boolean).length;
const PET_STEMS = new Set(PETS.map(canonical));
/** Giving something to an animal or choosing for it: "îi dau", "în mâncare", "pentru câine". */
const PET_TRIAL =
  /\b(ar merge|ar mearga|merge|e ok|e bine|e sigur|ii face rau|ii strica|taiat\w*|tai|jumatate|un sfert|o bucat\w*|bucatic\w*)\b/;
const PET_USE = /\b(dau|da|dam|dati|pun|administr\w*|hran\w*|mancare\w*|bol\w*|recomand\w*|pentru)\b/;

/** The words before a minor's noun that make it the shopper ("sunt elevă", "eu sunt adolescent"). */
const SELF_BEFORE = /(^|\s)(sunt|eu sunt|is|fiind|inca sunt)( un| o| inca)?$/;
/** The shopper describes themselves as a minor. */
const MINOR_SELF =
  /\b(sunt|is|eu sunt) (minor|minora|elev|eleva|licean|liceana|adolescent|adolescenta|in clasa|la liceu|la scoala|la gimnaziu|in a \d+)\b|\bnu am (inca |implinit |facut )*18\b|\bfac 18 (ani )?(la anul|anul viitor|peste|in|luna|saptamana|curand)\b/;
/** Words that follow "iau" and are not medicines (our products, foods, supplements we do not flag). */
const NOT_MEDICINE = new Set(
  `ulei uleiul uleiuri cbd jeleu jeleuri jeleurile vape vapeul crema creme balsam verdana carpati magneziu vitamina vitamine omega ceai ceaiul cafea cafeaua colagen
  zinc fier full broad spectrum roll gel serul unguent menta picatur picaturi picatura pipeta doza doze dozele seara dimineata zilnic saptamanal doar numai ceva niste
  cate cateva mult putin mai acum deja inca tot pana dupa inainte masa mancare apa suc lapte iaurt fructe salata pranz cina micul dejun somn vacanta concediu
  coletul colet comanda comenzi pachet pachetul produs produse produsul flacon flaconul sticla sticluta pungi punga cutie cutia ambalaj eticheta cardul card
  masina taxiul metroul autobuzul trenul drumul scurtatura pauza pauze timp timpul decizia hotararea curaj inapoi acasa legatura contact jeleurile cremele
  suplimente supliment melatonina ashwagandha probiotice proteina creatina electroliti vitaminele multivitamine lecitina spirulina ginseng ghimbir curcuma
  capsule tablete pastile pastila tableta medicamente medicament tratament tratamentul antidepresive calmante somnifere cbdul uleiul vapeurile
  una unul doua trei patru cinci sase sapte opt noua zece jumatate atunci cand daca sau pentru fiindca rareori uneori mereu constant regulat noaptea intotdeauna
  asta acesta aceasta astea acestea lucru lucruri decat dupaamiaza seara ziua dimineata ocazional regulat loc legatura hotarare masuri forma
  keratina keratin acid hialuronic retinol niacinamida colagenul botox vopsea decolorare tratamentul facial
  concentratie cantitate portie cura pauza decizie gura sticla pipeta picaturica lingurita lingura bucata jumatate sfert
  amandoi amandoua impreuna nicio niciun nimic prea direct deodata separat singur singura zilnic usor greu repede incet bine rau acelasi aceeasi alta altul`.split(
    /\s+/,
  ),
);

/**
 * The words the shop's own catalogue uses (its titles, types, options and tags, with their stems): "iau kitul" takes
 * a product, not a medicine.
 */
export function shopVocabulary(texts: readonly string[]): ReadonlySet<string> {
  const out = new Set<string>();
  for (const text of texts)
    for (const word of canonical(text).split(/[^a-z0-9]+/))
      if (word.length >= 3 && !/^\d/.test(word)) for (const form of stems(word)) out.add(form);
  return out;
}

/**
 * "iau Arcoxia și Mydocalm", "sunt pe Clexane", "am luat un Piafen": a name after "iau" that is none of our products,
 * foods or everyday words is a medicine we may not know.
 */
function unknownMedicine(message: string, shopWords: ReadonlySet<string>): string | null {
  const text = canonical(message);
  // Romanian abstract nouns ("o concentrație", "o pauză", "o hotărâre") end in ways brand names do not.
  const known = (n: string) =>
    NOT_MEDICINE.has(n) ||
    // "să-i iau soțului", "iau mamei": the person it is bought for, not a medicine.
    /^(sot\w*|mam\w*|tat\w*|fi(u|ul|ului|ica|icei)|bunic\w*|prieten\w*|frat\w*|sor(a|ei|ii)|copil\w*|coleg\w*|iubit\w*|cumnat\w*|soacr\w*|socr\w*|nepo\w*|unchi\w*|matus\w*|vecin\w*|curier\w*|portar\w*|cineva|altcineva|lui|ei|le|ii|exact|zilnic|regulat|constant|imediat|acum|seara|dimineata|mereu|corect|cum|asa|doar|tot|toate|intai|apoi)$/.test(
      n,
    ) ||
    stems(n).some((f) => NOT_MEDICINE.has(f) || shopWords.has(f)) ||
    /(ti[ea]|tiune[a]?|itate[a]?|[aei]re[a]?|ur[aei]|ment(ul)?|ism(ul)?)$/.test(n);
  // Only where the question is about taking CBD with it ("iau Eutirox, pot lua și ulei?").
  if (
    !/\b(cbd\w*|ulei\w*|jele\w*|picatur\w*|vape\w*|crem\w*|pot lua|pot sa iau|impreuna|combin\w*|interact\w*|merge cu|e ok cu|in acelasi timp)\b/.test(
      text,
    )
  )
    return null;
  for (const match of text.matchAll(
    /\b(?:nu )?(?:iau|ia|iei|luam|tratament cu|prescris|am luat (?:un|o|niste)|iau (?:un|o|niste))\s+(\p{L}{4,})/gu,
  )) {
    if (match[0].startsWith('nu ')) continue;
    if (!known(match[1]!)) return match[1]!;
  }
  // "Sunt pe Clexane": a capitalised name after "sunt pe" ("sunt pe drum" is not one).
  for (const match of message.matchAll(/\b(?:sunt|e|este) pe\s+(\p{Lu}\p{L}{3,})/gu))
    if (!known(canonical(match[1]!))) return match[1]!;
  return null;
}

/**
 * The situation of the last question of a conversation (`history`: the shopper's earlier messages, oldest
 * first) and whether it gets the fixed safety answer:
 * - a child, a pregnancy, medicines or a serious illness: unless the question is only about shipping, paying or
 *   an order (or, for a child, about keeping products out of reach);
 * - another person: when it asks an amount, a use for them or names their symptom (a gift or a parcel is fine);
 * - any of these said earlier in the conversation: the same, unless the question is small talk.
 */
export function readSituation(
  question: string,
  history: readonly string[] = [],
  shopWords: ReadonlySet<string> = NO_WORDS,
): Situation {
  const now = concernsIn(question, shopWords);
  const earlier = history.map((m) => concernsIn(m, shopWords));
  const q = now.text;
  const all = [q, ...earlier.map((e) => e.text)].join(' \n ');
  const dose = DOSE.test(q);
  const symptom = SYMPTOM.test(q);
  // A parcel, a payment or an order, with no product, amount or use asked: a symptom said beside it ("pisica doarme
  // pe cutiile de la curier") chooses nothing.
  const logisticsOnly = LOGISTICS.test(q) && !dose && !PRODUCT.test(q) && !INTAKE.test(q);
  // Keeping products from children, not choosing one ("cum păstrez uleiul departe de el și ce ulei aveți?").
  const choosing = /\b(ce|care) (ulei|produs|crema|jeleu\w*|vape)|\baveti\b|recomand\w*/.test(q);
  const safekeeping =
    SAFEKEEPING.test(q) && !dose && !symptom && !choosing && !FOR_THEM.test(q) && !/\b(inghit\w*|mancat)\b/.test(q);
  const gift = GIFT.test(all) && !DOSE.test(all) && !SYMPTOM.test(all);
  // "pentru mine și pentru mama" is for both: not the shopper's own question.
  const self = SELF.test(q) && !/\b(pentru mine|mie|eu) (si|cu) /.test(q);
  const forThem = FOR_THEM.test(q) || now.forThem;
  // For someone else: an amount, their symptom, or a product chosen for them.
  // A short follow-up ("și pentru fiica mea?") asks what the message before it asked.
  const asked = words(q) <= 5 && earlier.length ? `${q} ${earlier.at(-1)!.text}` : q;
  const careWords =
    PRODUCT.test(asked) ||
    INTAKE.test(asked) ||
    DOSE.test(asked) ||
    SYMPTOM.test(asked) ||
    /\b(ce|care) (ulei|produs|crema|jeleu\w*|vape)|recomand\w*/.test(asked);
  const careForOther = FOR_THEM.test(q) || (now.forThem && careWords && !self) || ((dose || symptom) && !self);
  const crisis = now.crisis || earlier.some((e) => e.crisis);

  // A parent who speaks of their children but asks for themselves ("sunt mamă a 3 copii, ce mă ajută pe MINE?",
  // "am doi copii mici și dorm 5 ore, ce ulei e bun pentru somn?"), unless a child's symptom or dose is asked.
  const firstPerson = FIRST_PERSON.test(q) && !THIRD_PERSON_CARE.test(q);
  const forSelf = (self || firstPerson) && !forThem && !/\b(noi|amandoi|amandoua|toata familia|impreuna)\b/.test(q);
  const healthOf = (r: Read) => HEALTH.filter((c) => r.concerns.has(c) && !(c === 'minor' && forSelf && !r.minorSelf));
  // "Colega mea e gravidă. — Eu ce ulei să iau?": someone else's condition said earlier does not follow the shopper.
  const othersHealth = (r: Read) => r.concerns.has('other-person') && !FIRST_PERSON_HEALTH.test(r.text);
  // "Copilul a mâzgălit cutia, se mai poate returna?": a return, with no use, amount or symptom asked.
  const returning = RETURNING.test(q) && !dose && !symptom && !INTAKE.test(q) && !FOR_THEM.test(q);
  const exempt =
    logisticsOnly || returning || (safekeeping && !now.concerns.has('pregnancy') && !now.concerns.has('medicine'));

  const purchase = COMMERCE.test(q) && !dose && !symptom;
  let refuse = crisis;
  if (healthOf(now).length) refuse ||= !exempt;
  // Another adult who will use it is not a risk by itself (the list is minors, pregnancy, breastfeeding,
  // medicines, pets, illness and activities): an amount, a symptom or a product chosen for them is ("ce ulei îi
  // recomandați bunicii?"); the colours of the kit the husband chose are not.
  const theirUse =
    dose || symptom || /\b(ce|care) (ulei\w*|produs\w*|crem\w*|jeleu\w*|vape\w*)|recomand\w*/.test(asked);
  if (now.concerns.has('other-person')) refuse ||= careForOther && !gift && !exempt && !purchase && theirUse;
  // An animal the product would be for: giving, an amount, its symptom ("the cat knocked the bottle over, is it in
  // stock?" is a purchase).
  // ("pisica doarme pe cutiile de la curier — în cât timp ajunge coletul?" is about a parcel.)
  // "Un jeleu tăiat în 4 ar merge?": a product and a portion of it, or whether it would do, is for the animal.
  const petUse =
    dose ||
    (symptom && !LOGISTICS.test(q)) ||
    FOR_THEM.test(q) ||
    INTAKE.test(q) ||
    PET_USE.test(q) ||
    (PRODUCT.test(q) && PET_TRIAL.test(q));
  if (now.pet) refuse ||= !exempt && !SMALL_TALK.test(q) && petUse && !purchase;
  if (earlier.some((e) => e.pet)) refuse ||= !exempt && !SMALL_TALK.test(q) && !purchase;
  // Driving, a machine, a height, alcohol or drugs beside using CBD: said now about using it, or said before and an
  // amount or a use asked now ("sunt șofer de TIR" — "câte picături?").
  const activitiesNow = now.activities.length && (dose || USE.test(q)) ? now.activities : [];
  // Said before, it holds for what follows: an amount, a use or a product chosen now ("conduc toată noaptea" — "ce
  // ulei?", "care e mai ieftin?"); a price, a parcel or small talk is answered.
  const activitiesBefore = earlier.flatMap((e) => e.activities).filter((a) => !activitiesNow.includes(a));
  const activities = [...new Set([...activitiesNow, ...activitiesBefore])];
  // "pic testul antidrog dacă iau uleiul? sunt șofer": a question about THC, answered by the lab's figure.
  const drugTest = /\b(test\w*|antidrog)\b/.test(q) && !dose;
  // "Pot lăsa uleiul în mașină peste noapte?": where it is kept, not a drive.
  const stored = STORED.test(q) && !dose && !INTAKE.test(q);
  // Keeping a product from children exempts a child's mention, never a machine, a drive or a drink.
  if (activities.length)
    refuse ||= !(logisticsOnly || returning) && !purchase && !drugTest && !stored && !SMALL_TALK.test(q);
  if (earlier.some((e) => healthOf(e).length && !(self && othersHealth(e)))) refuse ||= !SMALL_TALK.test(q) && !exempt;
  if (earlier.some((e) => e.concerns.has('other-person')))
    refuse ||= !self && careForOther && !gift && !exempt && theirUse;
  // "Mama are 70 de ani și doarme prost. — Ce ulei aveți?": a product asked after someone else's symptom is for them.
  const theirCare = earlier.some((e) => e.concerns.has('other-person') && (SYMPTOM.test(e.text) || DOSE.test(e.text)));
  if (theirCare) refuse ||= !self && careWords && !gift && !exempt && !purchase;

  const concerns = [...new Set<Concern>([...now.concerns, ...earlier.flatMap((e) => [...e.concerns])])];
  const reads = [now, ...earlier];
  // The shopper is the minor, and no one else is in question: not a parent asking for a child.
  const minorSelf =
    !crisis &&
    reads.some((r) => r.minorSelf) &&
    !reads.some((r) => r.minorOther || r.pet || r.forThem) &&
    concerns.every((c) => c === 'minor');
  const pet = now.pet || earlier.some((e) => e.pet);
  const reason: Reason | undefined = !refuse
    ? undefined
    : crisis
      ? 'crisis'
      : (activitiesNow[0] ??
        // "câinele meu, vreo 10 kg": the weight is the animal's, not a child's.
        (now.pet && now.evidence.filter((e) => e.startsWith('minor:')).every((e) => /\b(kg|kilo\w*)\b/.test(e))
          ? 'pet'
          : undefined) ??
        // The latest message's own situation comes first: "merge cu alcool?" — "sunt gravidă, pot lua ulei?" is
        // answered for the pregnancy, not again for the alcohol.
        (['minor', 'pregnancy', 'medicine', 'illness'] as const).find((c) => now.concerns.has(c)) ??
        activities[0] ??
        (['minor', 'pregnancy', 'medicine', 'illness'] as const).find((c) => concerns.includes(c)) ??
        (pet ? 'pet' : 'other-person'));
  return {
    concerns,
    crisis,
    reason,
    activities,
    minorSelf,
    // Another adult named in passing ("fiica mea mi-a zis de voi, eu vreau...") leaves the question the shopper's own.
    adultSelf: concerns.every((c) => c === 'other-person' && self && !FOR_THEM.test(q)),
    refuse,
    evidence: [...now.evidence, ...earlier.flatMap((e) => e.evidence.map((x) => `earlier ${x}`))],
  };
}
