// The safety gate: reads who a question is for and in what situation, before anything else answers it.
// It works on the normalised text (normalize.ts), so "copilasuuul", "copilașul" and "copilul" are one word,
// and it decides on the situation, not on a word: a child, a pregnancy or breastfeeding, medicines, a serious
// illness, or another person's care. Earlier messages of the conversation count: "and how many drops?" after
// "my son is 4" is a question about a child.
import { CRISIS, ILLNESS, type Lexicon, MEDICINE, MINOR, ORDINARY_WORDS, OTHER_PERSON, PETS, PREGNANCY, SCHOOL, WORKPLACE } from './lexicon';
import { NEAR_WORDS } from './near-words';
import { canonical, normalise, stems, withinOneEdit } from './normalize';

export type Concern = 'minor' | 'pregnancy' | 'medicine' | 'illness' | 'other-person';

export interface Situation {
  /** What the conversation says about who the question is for and their health, in the question or before it. */
  concerns: Concern[];
  /** Words of a crisis (self-harm): the answer adds the emergency number. */
  crisis: boolean;
  /** Nothing suggests anyone but an adult asking for themselves: the only case a dose may be stated. */
  adultSelf: boolean;
  /** Whether the question gets the fixed safety answer. */
  refuse: boolean;
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

const compile = (concern: Concern, { stems: words, fuzzy = [], prefix = [], phrases = [] }: Lexicon): CompiledLexicon => ({
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
  return forms.some((f) => f.length >= 5 && lexicon.fuzzy.some((w) => Math.abs(w.length - f.length) <= 1 && withinOneEdit(f, w)));
}

// ── When a word does not mean what it seems ──────────────────────────────────────────────────────────

const around = (tokens: string[], i: number, before: number, after: number) => ({
  before: tokens.slice(Math.max(0, i - before), i).join(' '),
  after: tokens.slice(i + 1, i + 1 + after).join(' '),
});

/** "nu iau nicio pastilă", "fără medicamente": a medicine denied. */
const NEGATED = /(^|\s)(nicio|niciun|fara|nici|nu (mai )?(iau|ia|am|urmez|fac|folosesc))$/;
/** "pastile cu CBD", "tratament facial": a product or a cosmetic, not a medicine. */
const COSMETIC_AFTER = /^((cu|de|pe baza de) cbd|facial\w*|cosmetic\w*|capilar\w*|de infrumusetare|pentru (par|parul|ten|tenul|fata|piele|pielea|scalp|riduri|acnee|unghii|calcai\w*|picioare|maini|buze))\b/;
/** "e considerat medicament?": a question about what CBD is. */
const CLASSIFIED_BEFORE = /(^|\s)(e|este|sunt|considerat\w*|nu e|nu este)( un| o)?$/;
/** "copii mari", "copilul meu de 25 de ani": grown up. */
const GROWN_AFTER = /^((meu|mea|mei|mele|nostru|noastra) )?((sunt|e|is|s|au crescut|deja) )?(mari|mare|adulti|adult|adulta|majori|major|majora|de (1[89]|[2-9]\d) (de )?ani)\b/;
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
const TASKED = /\b(insarcinat\w*|gravid\w*) cu (un |o |niste )?(proiect\w*|sarcin\w*|responsabil\w*|task\w*|organiz\w*|coordon\w*|munca|lucrar\w*|raport\w*)/g;
const TASKED_AFTER = /^cu (un |o |niste )?(proiect\w*|sarcin\w*|responsabil\w*|task\w*|organiz\w*|coordon\w*|munca|lucrar\w*|raport\w*)/;
/** "e considerat medicament?", "e medicament sau supliment?": what CBD is, not a medicine taken. */
const CLASSIFIED = /\b(considerat\w*|clasificat\w*|sau supliment|ca supliment|e un medicament|este un medicament|e medicament|este medicament)\b/;

function skipped(concern: Concern, tokens: string[], i: number): boolean {
  const { before, after } = around(tokens, i, 3, 3);
  if (concern === 'pregnancy') return TASKED_AFTER.test(after);
  if (concern === 'medicine') {
    const classified = /^medicament/.test(tokens[i]!) && CLASSIFIED.test(tokens.join(' ')) && !/\b(iau|ia|iei|tratament|pastil)\w*/.test(tokens.join(' '));
    return NEGATED.test(before) || COSMETIC_AFTER.test(after) || CLASSIFIED_BEFORE.test(before) || classified;
  }
  if (concern === 'minor') {
    // "bebe-ul meu (iubitul, 30 de ani)", "copiii sunt mari deja", "am fost copil": not a child now.
    if (GROWN_AFTER.test(after) || PAST_SELF_BEFORE.test(before) || ADULT_AGE.test(around(tokens, i, 0, 6).after)) return true;
    // "un spital de copii", "lucrez cu copii": the shopper's work, unless a child of theirs is named.
    return WORKPLACE.test(tokens.join(' ')) && /(^|\s)(de|cu|pentru)$/.test(before) && !POSSESSIVE_AFTER.test(after);
  }
  if (concern === 'other-person') return CO_SUBJECT.before.test(before) || CO_SUBJECT.after.test(after) || SELF_IDENTITY_BEFORE.test(before);
  return false;
}

// ── Ages ─────────────────────────────────────────────────────────────────────────────────────────────

const YEAR_UNITS = /^(an|ani|anul|anii|anisor|anisori|anisorul|anisoara|primaveri|primavara|toamne|ierni|veri|years|year|yo|ev|eves)$/;
const MONTH_UNITS = /^(luna|luni|lunita|lunite|lunile|lunisoare|saptamana|saptamani|saptamanile|zile|zi|zilute)$/;
const DIMINUTIVE_UNITS = /^(anisor|anisori|anisorul|anisoara|lunita|lunite|lunisoare|zilute|primaveri|primavara|toamne|ierni)$/;
/** The word before "X ani" when it is a duration ("iau de 3 ani", "acum 2 ani"), not an age. */
const DURATION_BEFORE = /^(iau|ia|folosesc|foloseste|consum|consuma|sufar|sufera|fumez|fumeaza|dorm|lucrez|incerc|timp|acum|cu|urma|vreo|aproape|peste|ultimii|ultimele|cativa|cateva|mai|inca|deja|tot|in|de|pana|dupa|trec|trecut|ceva|doar|maxim|minim|lui|ani)$/;

/** An age under 18 in the text, read as an age and not as a duration ("de 2 ani folosesc", "am 7 luni de când iau"). */
function minorAge(tokens: string[], personAt: (i: number) => boolean): { said: string; self: boolean } | null {
  for (let i = 0; i < tokens.length; i++) {
    const unit = tokens[i + 1] ?? '';
    if (!/^\d+$/.test(tokens[i]!) || !(YEAR_UNITS.test(unit) || MONTH_UNITS.test(unit))) continue;
    const amount = Number(tokens[i]);
    const inYears = YEAR_UNITS.test(unit);
    const years = inYears ? amount : unit.startsWith('sapt') ? amount / 52 : unit.startsWith('zi') ? amount / 365 : amount / 12;
    // "2 ani și jumătate de când lucrez", "14 ani de lucru", "de 3 ani încoace": a duration.
    if (years >= 18) continue;
    const said = `${tokens[i]} ${unit}`;
    if (DIMINUTIVE_UNITS.test(unit)) return { said, self: false };
    // A person named just before the age: "copilul de 4 ani", "mama, 16 ani", "gemeni de 9 luni".
    for (let k = Math.max(0, i - 5); k < i; k++) if (personAt(k)) return { said, self: false };
    // "2 ani și jumătate de când lucrez", "14 ani de lucru", "de 3 ani încoace": a duration.
    const next = tokens.slice(i + 2, i + 6).join(' ').replace(/^si jumatate ?/, '');
    if (/^(de|incoace|in urma|la rand)\b/.test(next)) continue;
    const prev = tokens[i - 1] ?? '';
    const prev2 = tokens[i - 2] ?? '';
    // "are 5 ani", "are 7 luni", "face 6 ani"; "am 16 ani" (the shopper), in years only.
    if (/^(are|avea|face|implineste|implinit|varsta)$/.test(prev) || (prev === 'de' && /^(varsta|are)$/.test(prev2))) return { said, self: false };
    if (prev === 'am' && inYears) return { said, self: true };
    // A bare age in years ("4 ani, nu doarme") counts; a month or day count only beside a person.
    if (inYears && !DURATION_BEFORE.test(prev) && !/^(de|timp|acum|in)$/.test(prev2)) return { said, self: false };
  }
  return null;
}

/** "născut în 2017", "e din 2016": a birth year, read against today's year. */
function minorByBirthYear(text: string): { said: string; self: boolean } | null {
  const year = new Date().getUTCFullYear();
  for (const m of text.matchAll(/\b(sunt |e |este |is )?(nascut\w*|nascuti|din|anul nasterii|an de nastere|generatia|born in|born)\s*(in |pe |anul )?((19|20)\d{2})\b/g)) {
    const born = Number(m[4]);
    const person = Boolean(m[1]) || /^(nascut|anul|an de|generatia|born)/.test(m[2]!);
    if (person && born <= year && year - born < 18) return { said: m[0], self: /^sunt/.test(m[1] ?? '') };
  }
  return null;
}

/** "Vârstă: 9", "am 17, câte…", "are 9?": an age with no unit, in the message as written. */
function minorUnitless(message: string): { said: string; self: boolean } | null {
  const text = canonical(message);
  const m = /\b(varsta|varsta de|in varsta de|am|are|age|aged|i am|im)\s*[:=]?\s*(\d{1,2})\s*(?=[,.;!?)]|$|\s+(si|dar|iar|cate|ce|cat|nu|e|este|sunt)\b)/.exec(text);
  if (!m || Number(m[2]) >= 18) return null;
  return { said: m[0].trim(), self: /^(am|i am|im)$/.test(m[1]!) };
}

/** "20 kg", "greutate: 25": a weight no adult has. */
function childWeight(text: string): string | null {
  const m = /\b(\d{1,2})\s*(kg|kile|kilograme|kilo)\b|\bgreutate\w*\s*(de\s*)?(\d{1,2})\b/.exec(text);
  const kg = m ? Number(m[1] ?? m[4]) : NaN;
  return kg > 0 && kg < 40 ? m![0] : null;
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
  oras judet sat tara limba nume prenume varsta generatie favorit preferat suflet minte cap ganduri vis visul rutina echipa firma magazin afacere salon`.split(/\s+/),
);
const POSSESSIVE = /^(meu|mea|mei|mele|nostru|noastra|nostri|noastre)$/;

// ── What the question asks ───────────────────────────────────────────────────────────────────────────

/** Asks an amount: a dose, drops, jellies, puffs, how often, what strength. */
const DOSE =
  /\b(doza|doze|dozaj\w*|dozele|dozei|mg|miligram\w*|picatur\w*|pipet\w*|aplicari|(ce|cata|care) cantitate|cantitatea (de|recomandata|potrivita)|cate (aplicari|picaturi|jeleuri|bucati|pufuri|fumuri|ml|mg|pipete|gume|ursuleti|inhalari|bomboane|pe zi)|cat (ulei|cbd|sa|ii|poate|pot|de mult|de des|pun|dau)|de cate ori|ce concentrati\w*|ce procent\w*|la suta|jumatate de)\b|(^|\s)cat$/;
/** Names a symptom or a need. */
const SYMPTOM =
  /\b(somn\w*|dorm\w*|doarme|adoarme|adorm\w*|insomni\w*|treaz\w*|trezest\w*|trezesc|durer\w*|dureri|doare|dor|anxiet\w*|anxios|anxioasa|stres\w*|nervos|nervoasa|nervi|agitat\w*|agitati\w*|hiperactiv\w*|calm\w*|linist\w*|plange|plans|colic\w*|dinti|dintisor\w*|eczem\w*|iritati\w*|febr\w*|tuse|crize|crampe|greata|voma|pofta|apetit|concentrare|atenti\w*|panica|frica|teama|tremur\w*|migren\w*|spate|articulati\w*|genunchi|inflamati\w*|acnee|energi\w*|obosit\w*|oboseala|tensiun\w*|inima|ficat\w*|stomac\w*|bolnav\w*|sanatat\w*|vindec\w*|emoti\w*|cosmar\w*|ganduri|deprimat\w*|trist\w*|rau|simptom\w*)\b/;
/** Names a product or a form of one. */
const PRODUCT = /\b(ulei\w*|jele\w*|crem\w*|vape\w*|balsam\w*|gel\w*|roll on|ser|serul|unguent\w*|produs\w*|concentrati\w*|cbd\w*|canep\w*|gumi\w*|bomboan\w*|e lichid\w*|puff\w*)\b/;
/** Says the shopper will take, give or use something. */
const INTAKE = /\b(folosi|folosesc|foloseste|consum\w*|administr\w*|aplic\w*|recomand\w*|ajuta|e ok|e sigur|safe|risc\w*|inghit\w*|mancat)\b/;
/** A dose or a use for someone else: "să-i dau", "poate să ia", "pentru el". */
const FOR_THEM =
  /\b((ii|le|i) (dau|dam|pun|punem|administrez|ofer|aplic|cumpar|iau|fac|dai|da)|(ii|i|le) (ati|ai|as|am|ar) (recomanda|da|dat|pune|pus|oferi)|ce (ii|le) (recomandati|recomanzi|dau|dati)|(sa|poate|ar putea|are voie sa|ar trebui sa|poate sa) (ia|foloseasca|consume|incerce|aplice|puna)|(el|ea|ei|ele) (ia|iau|foloseste|ar lua|poate lua)|pentru (copil|copii|cel mic|cea mica|bebe)|(ii|le|i) (recomandati|recomanzi|recomanda|dati|dau|puneti))\b|\b(folosi|folosesc|aplica|aplic|pune|pun|da|dau|unge|ung)\b.*\bpe (el|ea|ei|ele)\b/;
/** Shipping, paying, returning, the shop's details (not prices or stock: those lead to products). */
const LOGISTICS =
  /\b(livr\w*|colet\w*|curier\w*|adres\w*|plat\w*|platesc|plateste|ramburs|factur\w*|comand\w*|retur\w*|awb|ridic\w*|trimit\w*|expedi\w*|transport\w*|card|cardul|cardului|numele|easybox|locker|posta|cod|codul|voucher\w*|newsletter|abon\w*|program|contact|email|mail|telefon|semna\w*|semnez|acasa)\b/;
/** Keeping products away from children: a question about storage, not about giving them any. */
const SAFEKEEPING = /\b(pastrez|pastra|pastram|depozit\w*|ascund\w*|sa nu ajunga|la indemana|indemana|departe de|capac\w*|securizat\w*|incui\w*)\b/;
const GIFT = /\b(cadou\w*|surpriz\w*|de ziua (ei|lui|mea)|de craciun|de paste|de 8 martie|aniversar\w*|ce sa ii iau|ce sa i iau)\b/;
/** The shopper says the question is for themselves. */
const SELF = /\b(pentru mine|pe mine|eu\b.{0,25}\b(iau|as lua|sa iau|pot lua|vreau|folosesc|as vrea)|iau eu|personal|mie|ma ajuta|imi recomandati|imi recomanzi|cate picaturi iau|pot lua eu)\b/;
/** Buying, not using: a price, VAT, an invoice, a discount. For another adult that is a purchase like any other. */
const COMMERCE = /\b(pret\w*|tva|factur\w*|cost\w*|lei|reducer\w*|discount\w*|cod\w*)\b/;
/** Short words never joined with their neighbour into a lexicon word ("m am" is not "mam"). */
const FUNCTION_WORDS = new Set('am ai are nu pe la de ca sa si ma te il ii le ne va vor cu in un una o din pt e este sunt mai cat ce cum pot poti vreau vrea da ori sau iar fi fost'.split(' '));
const SMALL_TALK = /^(multumesc|multumim|ok|okay|bine|super|perfect|salut\w*|buna|pa|la revedere|da|nu|am inteles|inteles|aha|mersi)( \w+){0,3}$/;

interface Read {
  concerns: Set<Concern>;
  /** An animal is named: our products are for people. */
  pet: boolean;
  /** The question says it is for someone else ("pentru mama", "pentru mine și copilul"). */
  forThem: boolean;
  /** The shopper says they are the minor ("am 16 ani", "sunt în clasa a 10-a"). */
  minorSelf: boolean;
  crisis: boolean;
  evidence: string[];
  text: string;
}

// Earlier messages come back with every question of a conversation: each is read once per isolate.
const readCache = new Map<string, Read>();
const READ_CACHE_SIZE = 500;

function concernsIn(message: string): Read {
  const cached = readCache.get(message);
  if (cached) return cached;
  const read = readMessage(message);
  if (readCache.size >= READ_CACHE_SIZE) readCache.clear();
  readCache.set(message, read);
  return read;
}

function readMessage(message: string): Read {
  const tokens = normalise(message);
  const text = tokens.join(' ');
  const concerns = new Set<Concern>();
  const evidence: string[] = [];
  const found = (concern: Concern, what: string) => {
    concerns.add(concern);
    evidence.push(`${concern}: ${what}`);
  };
  const people = new Set<number>();
  for (const lexicon of LEXICONS) {
    tokens.forEach((token, i) => {
      // A word split in two ("Xa nax", "gra vida") is read joined as well.
      const next = tokens[i + 1];
      const splittable = next && token.length >= 2 && next.length >= 2 && token.length <= 6 && next.length <= 6 && !FUNCTION_WORDS.has(token) && !FUNCTION_WORDS.has(next);
      const joined = splittable && /^\p{L}+$/u.test(token + next) ? token + next : null;
      const hit = tokenMatches(token, lexicon) ? token : joined && !ORDINARY_WORDS.has(joined) && stems(joined).some((f) => lexicon.exact.has(f)) ? joined : null;
      if (!hit || skipped(lexicon.concern, tokens, i)) return;
      found(lexicon.concern, hit);
      if (lexicon.concern === 'minor' || lexicon.concern === 'other-person') people.add(i);
    });
    // "însărcinată cu un proiect" is a task: the pregnancy phrases do not read it.
    const read = lexicon.concern === 'pregnancy' ? text.replace(TASKED, ' ') : text;
    const phrase = lexicon.phrases.find((p) => p.test(read));
    if (phrase) found(lexicon.concern, phrase.exec(read)![0]);
  }
  // School is a child's, unless the shopper works there or says their adult age ("în clasa a 8-a ... acum la 35 de ani").
  const school = SCHOOL.exec(text);
  if (school && !WORKPLACE.test(text) && !ADULT_AGE.test(text)) found('minor', school[0]);
  // Any other noun the shopper calls "mine" ("țâncul meu", "gagica mea") is someone else.
  tokens.forEach((token, i) => {
    if (!POSSESSIVE.test(tokens[i + 1] ?? '') || people.has(i) || token.length < 3 || /^\d/.test(token)) return;
    // "fata mea" is read as a daughter (the face is "tenul", as shoppers write it).
    if (token !== 'fata' && (stems(token).some((f) => OWN.has(f)) || ORDINARY_WORDS.has(token))) return;
    found('other-person', `${token} ${tokens[i + 1]}`);
    people.add(i);
  });
  const age = minorAge(tokens, (i) => people.has(i)) ?? minorByBirthYear(text) ?? minorUnitless(message);
  if (age) found('minor', age.said);
  const weight = childWeight(text);
  if (weight) found('minor', weight);
  const pet = tokens.some((t) => stems(t).some((f) => PET_STEMS.has(f)));
  // "pentru mama", "pt fiica mea", "pentru mine și copilul": a person the question is for.
  const forThem =
    /\bpentru (el|ea|ei|ele|dansul|dansa)\b/.test(text) ||
    tokens.some((_, i) => people.has(i) && /^(pentru|si|lui|ei)$/.test(tokens[i - 1] ?? '') && (tokens[i - 1] !== 'si' || /^(pentru|mine|eu)$/.test(tokens[i - 2] ?? ''))) ||
    /\b(pentru mine|mie|eu) (si|cu) /.test(text);
  const brand = unknownMedicine(message);
  if (brand) found('medicine', brand);
  const crisis = CRISIS.test(text);
  if (crisis) found('illness', 'crisis');
  const minorSelf = Boolean(age?.self) || MINOR_SELF.test(text);
  return { concerns, minorSelf, crisis, evidence, text, pet, forThem };
}

const HEALTH: Concern[] = ['minor', 'pregnancy', 'medicine', 'illness'];
const words = (text: string) => text.split(' ').filter(Boolean).length;
const PET_STEMS = new Set(PETS.map(canonical));

/** The shopper describes themselves as a minor. */
const MINOR_SELF = /\b(sunt|is|eu sunt) (minor|minora|elev|eleva|licean|liceana|adolescent|adolescenta|in clasa|la liceu|la scoala|in a \d+)\b|\bnu am (inca )?18\b/;
/** Words that follow "iau" and are not medicines (our products, foods, supplements we do not flag). */
const NOT_MEDICINE = new Set(['ulei', 'uleiul', 'cbd', 'jeleuri', 'jeleu', 'jeleurile', 'vape', 'crema', 'balsam', 'verdana', 'carpati', 'magneziu', 'vitamina', 'vitamine', 'omega', 'ceai', 'cafea', 'colagen', 'zinc', 'fier', 'full', 'broad', 'spectrum', 'roll', 'gel', 'serul', 'unguent', 'mentă', 'menta']);

/** "iau Arcoxia și Mydocalm": a capitalised name after "iau" or "sunt pe" is a medicine we may not know. */
function unknownMedicine(message: string): string | null {
  for (const match of message.matchAll(/\b(?:iau|ia|iei|luam|luăm|sunt pe|e pe|tratament cu|prescris)\s+((?:\p{Lu}[\p{L}]{3,}(?:\s*(?:și|si|\+|,)\s*)?)+)/gu)) {
    const names = match[1]!.split(/\s*(?:și|si|\+|,)\s*|\s+/).filter(Boolean);
    const brand = names.find((n) => !NOT_MEDICINE.has(canonical(n)));
    if (brand) return brand;
  }
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
export function readSituation(question: string, history: readonly string[] = []): Situation {
  const now = concernsIn(question);
  const earlier = history.map(concernsIn);
  const q = now.text;
  const all = [q, ...earlier.map((e) => e.text)].join(' \n ');
  const dose = DOSE.test(q);
  const symptom = SYMPTOM.test(q);
  const logisticsOnly = LOGISTICS.test(q) && !dose && !symptom && !PRODUCT.test(q) && !INTAKE.test(q);
  // Keeping products from children, not choosing one ("cum păstrez uleiul departe de el și ce ulei aveți?").
  const choosing = /\b(ce|care) (ulei|produs|crema|jeleu\w*|vape)|\baveti\b|recomand\w*/.test(q);
  const safekeeping = SAFEKEEPING.test(q) && !dose && !symptom && !choosing && !FOR_THEM.test(q) && !/\b(inghit\w*|mancat)\b/.test(q);
  const gift = GIFT.test(all) && !DOSE.test(all) && !SYMPTOM.test(all);
  // "pentru mine și pentru mama" is for both: not the shopper's own question.
  const self = SELF.test(q) && !/\b(pentru mine|mie|eu) (si|cu) /.test(q);
  const forThem = FOR_THEM.test(q) || now.forThem;
  // For someone else: an amount, their symptom, or a product chosen for them.
  // A short follow-up ("și pentru fiica mea?") asks what the message before it asked.
  const asked = words(q) <= 5 && earlier.length ? `${q} ${earlier.at(-1)!.text}` : q;
  const careWords = PRODUCT.test(asked) || INTAKE.test(asked) || DOSE.test(asked) || SYMPTOM.test(asked) || /\b(ce|care) (ulei|produs|crema|jeleu\w*|vape)|recomand\w*/.test(asked);
  const careForOther = FOR_THEM.test(q) || (now.forThem && careWords && !self) || ((dose || symptom) && !self);
  const crisis = now.crisis || earlier.some((e) => e.crisis);

  // A parent who speaks of their children but asks for themselves ("sunt mamă a 3 copii, ce mă ajută pe MINE?").
  const forSelf = self && !forThem && !/\b(noi|amandoi|amandoua|toata familia|impreuna)\b/.test(q);
  const healthOf = (r: Read) => HEALTH.filter((c) => r.concerns.has(c) && !(c === 'minor' && forSelf && !r.minorSelf));
  const exempt = logisticsOnly || (safekeeping && !now.concerns.has('pregnancy') && !now.concerns.has('medicine'));

  let refuse = crisis;
  if (healthOf(now).length) refuse ||= !exempt;
  const purchase = COMMERCE.test(q) && !dose && !symptom;
  if (now.concerns.has('other-person')) refuse ||= careForOther && !gift && !exempt && !purchase;
  // An animal: nothing but shipping and paying.
  if (now.pet || earlier.some((e) => e.pet)) refuse ||= !exempt && !SMALL_TALK.test(q);
  if (earlier.some((e) => healthOf(e).length)) refuse ||= !SMALL_TALK.test(q) && !exempt;
  if (earlier.some((e) => e.concerns.has('other-person'))) refuse ||= !self && careForOther && !gift && !exempt;

  const concerns = [...new Set<Concern>([...now.concerns, ...earlier.flatMap((e) => [...e.concerns])])];
  return {
    concerns,
    crisis,
    // Another adult named in passing ("fiica mea mi-a zis de voi, eu vreau...") leaves the question the shopper's own.
    adultSelf: concerns.every((c) => c === 'other-person' && self && !FOR_THEM.test(q)),
    refuse,
    evidence: [...now.evidence, ...earlier.flatMap((e) => e.evidence.map((x) => `earlier ${x}`))],
  };
}
