// What a shopper's message asks for, read from its folded text (no diacritics, lower case). Patterns are
// word stems, so "însărcinată", "insarcinata" and "sarcină" meet.

const test = (pattern: RegExp) => (q: string) => pattern.test(q);

export const isGreeting = test(
  /^(salut\w*|buna( ziua| seara| dimineata)?|hello|hei|hey|neata|servus|ceau|hi|hola)[\s!.,?]*$/,
);
export const isThanks = test(/\b(multumesc|multumim|mersi|ms|thanks|thank you|super|perfect)\b/);
export const isGoodbye = test(/\b(la revedere|pa pa|o zi (buna|frumoasa)|numai bine)\b/);
export const asksIdentity = test(
  /\b(cine esti|ce esti|esti (un |o )?(robot|bot|om|persoana|ai|inteligenta)|cu cine vorbesc)\b/,
);

/** Attempts to change the rules or read what the assistant runs on. */
export const isInjection = test(
  /\b(ignor\w*|instructiun\w*|prompt\w*|system|sistemul|developer|dezvoltator\w*|jailbreak|secret\w*|api.?key|cheia? (api|secreta)|parol\w*|token\w*|configurar\w*|variabil\w* de mediu|env\b|environment|regulile tale|reguli noi|mod(ul)? dan|act as|pretend|prefa.?te|rolul de)\b/,
);

/** About one order: the assistant cannot see orders. */
export const asksOrder = test(
  /\b((unde|cand|ce|cum|status\w*)\b.{0,25}\bcomanda mea|comanda mea (a|e|este|nu|inca|tot)|comenzii mele|comanda (nr|numarul)|numarul comenzii|unde (e|este|ajunge) (comanda|coletul)|awb|statusul? comenzii|anul(ez|a) comanda|modific(a)? comanda|nu (a|mi a) ajuns)\b/,
);

/** Asks whether CBD treats or cures something. */
export const asksCure = test(
  /\b(vindec\w*|trat(eaza|eze|ament pentru)|cura|leac|cancer\w*|tumor\w*|scleroz\w*|epileps\w*|diabet\w*|alzheimer|parkinson|depresi\w*|autism)\b/,
);

/** Asks for a diagnosis. */
export const asksDiagnosis = test(
  /\b(ce boala am|ce (afectiune|problema|boala) (am|as putea avea)|diagnostic\w*|am (simptome|o boala)|ce inseamna daca am)\b/,
);

/** Mentions medicines, pregnancy, illness or children: the answer always sends them to a doctor. */
export const isMedical = test(
  /\b(medicament\w*|pastil\w*|tratament\w*|antidepresiv\w*|anticoagul\w*|anxiolitic\w*|somnifer\w*|warfarin\w*|xanax|sertralin\w*|levotiroxin\w*|benzodiazepin\w*|sarcin\w*|insarcinat\w*|gravid\w*|alapt\w*|boala|boli|afectiun\w*|medic\w*|doctor\w*|interactiun\w*|copil\w*|copii|bebelus\w*|operati\w*|chimio\w*|tensiune|hipertens\w*|inima|ficat\w*|rinichi|epileps\w*|diabet\w*)\b/,
);

/** Asks how a product is used. */
export const asksUsage = test(
  /\b(cum (se )?(folose\w*|ia|iau|aplic\w*|administr\w*)|mod(ul)? de (folosire|utilizare|administrare))\b/,
);

/** Asks how much to take. */
export const asksDose = test(
  // "daca iau 2 jeleuri in loc de unul", "pun trei picaturi": a count of units taken is an amount asked about.
  /\b((iau|iei|ia|lua|mananc|consum|pun|folosesc|inghit) (\d+|doua|doi|trei|patru|cinci) (jeleu\w*|picatur\w*|bucat\w*|pufur\w*|gumi\w*|ursulet\w*)|in loc de (unul|una|\d+)|dubl\w* (doza|cantitatea)|doza dubla|doz\w*|cat cbd|ce cantitate|\d+ (jeleuri|picaturi|pufuri|bucati) (pe zi|pe seara|odata|o data)|(pot|as putea) (sa )?(iau|iei|mananc|lua|folosesc|consum) \d+|cat\b.{0,30}\b(sa|trebui\w* sa) (iau|folosesc|consum|dau|pun|aplic)|cat (pun|aplic|folosesc|iau)|cate (picaturi|jeleuri|pufuri)|cat de des|mg\b|miligram\w*|de cate ori)\b/,
);

/**
 * Asks about taking more than one unit at once or more than usual ("2 jeleuri in loc de unul", "4 odata", "dublez
 * doza", "mai multe picaturi"): whatever the product, the answer is the label's amount and not more.
 */
export const asksMoreThanLabel = test(
  /\b((\d+|doua|doi|trei|patru|cinci) (\w+ ){0,3}(in loc de (unul|una|\d+)|odata|deodata|o data|dintr-o data|la rand)|dubl\w*|doza dubla|mai mult\w* (jeleuri|picaturi|bucati|pufuri)|(jeleuri|picaturi|bucati|pufuri) in plus)\b/,
);

/** Asks the shop to suggest a product. */
export const asksRecommendation = test(
  /\b(recoman\w*|sugest\w*|sugere\w*|ce (produs|ulei|crema|jeleu\w*|vape|sa (iau|aleg|cumpar|incerc))|care (produs|ulei|crema)\w*|ce ma ajuta|ceva pentru|aveti|avei|exista|gasesc|caut|potrivit\w* pentru|bun\w* pentru|ma ajuta|de ce am nevoie|vreau (ceva|un|o|sa incerc))\b/,
);

/**
 * A symptom or a health problem: sleeping badly, anxiety or stress, pain, tiredness, a skin or other condition. CBD
 * products are not medicines: the shop names no product and no amount for one, only the doctor or pharmacist.
 */
export const HEALTH_PROBLEM =
  /\b(anxiet\w*|anxios|anxioasa|anxiosi|stres\w*|panic\w*|nervozit\w*|nervos|nervoasa|nervii|neliniste\w*|agitat|agitata|agitatie|depresi\w*|deprimat\w*|calmez\w*|calmeaza|calmant\w*|calm|calma|relax\w*|linist\w*|destind\w*|destres\w*|insomni\w*|somn|somnul|somnului|somnuri|dorm|dormi|doarme|dormit|adorm\w*|trezesc|treaz\w*|odihn\w*|durer\w*|dureri|doare|ma dor|inflam\w*|articulat\w*|artrit\w*|artroz\w*|reumat\w*|migren\w*|crampe|menstrua\w*|contractur\w*|entors\w*|tendinit\w*|hernie|lombar\w*|sciatic\w*|oboseal\w*|obosit\w*|extenuat\w*|burnout|febra\w*|acnee|eczem\w*|psoriazis\w*|dermatit\w*|rozacee|greata|greturi|voma|apetit|tensiun\w*|hipertens\w*|colici|convulsi\w*|adhd|tremur\w*|concentrare|imunit\w*)\b/;

/** Wants to stop smoking, or asks whether a vape helps to. */
export const QUIT_SMOKING =
  /\b(las\w*|renunt\w*|opri\w*|opresc|scap\w*|dezvat\w*|inlocui\w*|in loc de|inlocuitor\w*|substitut\w*)\b.{0,25}\b(fumat\w*|fumez|tigar\w*|tutun\w*|nicotin\w*)|\b(stop fumat|renuntarea la fumat|sevraj\w*)\b/;

/** Says they do not smoke or vape (never did, or no longer do). */
export const NOT_A_SMOKER =
  /\b((nu am|n-am|n am|nu au|n-au|n au|nu a|n-a|nu ai|n-ai|niciodata nu am) (mai |niciodata |vreodata )?(fumat|vapat|folosit (niciodata |vreodata )?(vape\w*|tigar\w*))|nu (mai )?(fumez|fumeaza|fumezi|fumam|fumati|vapez|vapeaza)|nefumat\w*|nefumator\w*|nefumatoare)\b/;

/**
 * Says they smoke or vape now ("fumez de 10 ani", "sunt fumătoare", "folosesc deja un vape"); read after
 * NOT_A_SMOKER, which a denial ("nu fumez") matches first.
 */
export const SMOKER =
  /\b(fumez|fumam|fumator|fumatoare|fumatori|vapez|vapam|folosesc (deja )?(un |o )?(vape\w*|tigar\w*)|am (deja )?(un |o )?(vape\w*|tigar\w* electronic\w*))\b/;

/** A short yes or no to "Fumezi deja?" ("da", "da, de 5 ani", "nu", "deloc"). */
export const SHORT_YES = /^(da|dap|yes|sigur|desigur|evident|normal|bineinteles|fumez)\b/;
export const SHORT_NO = /^(nu|nope|deloc|niciodata)\b/;

/** Names a vape or an e-cigarette. */
export const MENTIONS_VAPE = /\b(vape\w*|vap\w*|puff\w*|tigar\w* electronic\w*|e ?tigar\w*|e ?lichid\w*|cartus\w*)\b/;

/** Asks whether CBD (or a product of ours) is legal or allowed; not the legal right of withdrawal or the guarantee. */
export function asksLegality(q: string): boolean {
  const text = q.replace(/-/g, ' ');
  if (
    /\b(dreptul|dreptului|garanti\w*|termenul|termen) legal\w*/.test(text) &&
    !/\b(e|este|sunt) (legal|ilegal)/.test(text)
  )
    return false;
  const cbd = /\b(cbd\w*|canep\w*|thc|vape\w*|ulei\w*|jele\w*|crem\w*|produs\w*)\b/.test(text);
  return (
    /\b(ilegal\w*|legalitat\w*|legalizat\w*|(e|este|sunt|era|fi) (legal|legala|legale)|legal\w* (in|pe|la noi))\b/.test(
      text,
    ) ||
    /\b(cbd|canep\w*|vape\w*|ulei\w*|produs\w*|jele\w*|crem\w*)( \w+){0,2} (legal\w*|interzis\w*)\b/.test(text) ||
    (cbd && /\b(e|este|sunt) (permis\w*|interzis\w*)\b/.test(text)) ||
    // "Sunt aprobate ca aliment în UE?", "au autorizație?": the same regulatory question (sixth review 6b F11).
    (cbd && /\b(aprobat\w*|autorizat\w*|autorizati\w*|omologat\w*|novel food|aliment\w* no\w*)\b/.test(text)) ||
    /\b(probleme cu politi\w*|(ma|te|ne) (ia|aresteaza|amendeaza|opreste) politi\w*)\b/.test(text) ||
    /\bpoliti\w*\b.{0,40}\b(cbd|thc|canep\w*)\b/.test(text)
  );
}

/**
 * The routine or moment a shopper names ("pt seară", "după sală", "la birou"), to the shop's categories
 * (content/categories.ts); never a symptom: a health problem gets no product (asksForHealthProblem).
 */
export const NEED_PATTERNS: [id: string, pattern: RegExp][] = [
  ['seara', /\b(seara|serii|noapte\w*|culcare|inainte de somn)\b/],
  ['birou', /\b(birou\w*|serviciu|munca|job\w*|drum\w*|calator\w*|deplasar\w*|navet\w*)\b/],
  ['masaj', /\b(masaj\w*|masez|maseaza|aplicare locala)\b/],
  ['dimineata', /\b(dimineat\w*|matinal\w*|trezire|cafea\w*|micul dejun)\b/],
  ['sport', /\b(sport\w*|antrenament\w*|recuperare|alerg\w*|sala|fitness|efort|gym)\b/],
  ['beauty', /\b(ten|tenul|fata|facial\w*|skincare|riduri|cosmetic\w*|ingrijire\w*|hidrat\w*)\b/],
  ['wellness', /\b(wellness|echilibru|stare de bine|zilnic|incepator\w*|prima (data|oara)|primii pasi)\b/],
];

export type ProductKind = 'ulei' | 'jeleuri' | 'vape' | 'crema' | 'topic';

export const KIND_PATTERNS: [kind: ProductKind, pattern: RegExp][] = [
  ['ulei', /\b(ulei\w*|picaturi|tinctur\w*)\b/],
  ['jeleuri', /\b(jele\w*|gumi\w*|bomboan\w*)\b/],
  ['vape', /\b(vape\w*|vap\w*|puff\w*|tigar\w*|e-?lichid\w*|cartus\w*)\b/],
  ['crema', /\b(crem\w*)\b/],
  ['topic', /\b(balsam\w*|gel\w*|roll-?on|ser\b|serul|unguent\w*|topic\w*)\b/],
];

/** The kind of a product, from its Storefront productType. */
export function kindOf(productType: string): ProductKind {
  const type = productType.toLowerCase();
  if (type.includes('ulei')) return 'ulei';
  if (type.includes('jele')) return 'jeleuri';
  if (/vape|lichid|cartu|[tț]igar/.test(type)) return 'vape';
  if (type.includes('crem')) return 'crema';
  return 'topic';
}

export const needsIn = (q: string) => NEED_PATTERNS.filter(([, p]) => p.test(q)).map(([id]) => id);
export const kindsIn = (q: string) => KIND_PATTERNS.filter(([, p]) => p.test(q)).map(([kind]) => kind);
