// Ages as shoppers write them: "de 4 anișori", "are 7 luni", "născut în 2017", "am 17,", a child's weight;
// read apart from durations ("iau de 2 ani", "14 ani de lucru").
import { canonical } from './normalize';

const YEAR_UNITS =
  /^(an|ani|anul|anii|anisor|anisori|anisorul|anisoara|primaveri|primavara|toamne|ierni|veri|years|year|yo|ev|eves)$/;
const MONTH_UNITS = /^(luna|luni|lunita|lunite|lunile|lunisoare|saptamana|saptamani|saptamanile|zile|zi|zilute)$/;
const DIMINUTIVE_UNITS =
  /^(anisor|anisori|anisorul|anisoara|lunita|lunite|lunisoare|zilute|primaveri|primavara|toamne|ierni)$/;
/** The word before "X ani" when it is a duration ("iau de 3 ani", "acum 2 ani"), not an age. */
const DURATION_BEFORE =
  /^(iau|ia|folosesc|foloseste|consum|consuma|sufar|sufera|fumez|fumeaza|dorm|lucrez|incerc|timp|acum|cu|urma|vreo|aproape|peste|ultimii|ultimele|cativa|cateva|mai|inca|deja|tot|in|de|pana|dupa|trec|trecut|ceva|doar|maxim|minim|lui|ani)$/;

/** Words between an age and what says it is one ("are vreo 7 ani", "de doar 7 ani", "mai puțin de 10"). */
const FILLERS = /^(vreo|cam|aproape|doar|numai|abia|aproximativ|circa|mai|putin|de|sub|deja|inca)$/;

/** An age under 18 in the text, read as an age and not as a duration ("de 2 ani folosesc", "am 7 luni de când iau"). */
export function minorAge(tokens: string[], personAt: (i: number) => boolean): { said: string; self: boolean } | null {
  for (let i = 0; i < tokens.length; i++) {
    const unit = tokens[i + 1] ?? '';
    if (!/^\d+$/.test(tokens[i]!) || !(YEAR_UNITS.test(unit) || MONTH_UNITS.test(unit))) continue;
    const amount = Number(tokens[i]);
    const inYears = YEAR_UNITS.test(unit);
    const years = inYears
      ? amount
      : unit.startsWith('sapt')
        ? amount / 52
        : unit.startsWith('zi')
          ? amount / 365
          : amount / 12;
    // "2 ani și jumătate de când lucrez", "14 ani de lucru", "de 3 ani încoace": a duration.
    if (years >= 18) continue;
    const said = `${tokens[i]} ${unit}`;
    if (DIMINUTIVE_UNITS.test(unit)) return { said, self: false };
    // "a născut acum 2 ani", "acum vreo 3 ani", "în urmă cu 2 ani": a time ago, never an age, whoever is named.
    let back = i - 1;
    while (back >= 0 && FILLERS.test(tokens[back]!)) back--;
    // ("are acum 2 ani" is an age.)
    const ago =
      (tokens[back] === 'acum' && !/^(are|am|face|avea|implineste)$/.test(tokens[back - 1] ?? '')) ||
      (tokens[back] === 'cu' && tokens[back - 1] === 'urma');
    if (ago) continue;
    // A person named just before the age: "copilul de 4 ani", "mama, 16 ani", "gemeni de 9 luni".
    for (let k = Math.max(0, i - 5); k < i; k++) if (personAt(k)) return { said, self: false };
    // "2 ani și jumătate de când lucrez", "14 ani de lucru", "de 3 ani încoace": a duration.
    const next = tokens
      .slice(i + 2, i + 6)
      .join(' ')
      .replace(/^si jumatate ?/, '');
    if (/^(de|incoace|in urma|la rand)\b/.test(next)) continue;
    const prev = tokens[i - 1] ?? '';
    const prev2 = tokens[i - 2] ?? '';
    // "are vreo 7 ani", "la vârsta de doar 7 ani", "are mai puțin de 10 ani": the words before, past the fillers.
    let k = i - 1;
    while (k >= 0 && FILLERS.test(tokens[k]!)) k--;
    const anchor = tokens[k] ?? '';
    if (k < i - 1 && /^(are|avea|face|implineste|varsta|am)$/.test(anchor)) return { said, self: anchor === 'am' };
    // "are 5 ani", "are 7 luni", "face 6 ani"; "am 16 ani" (the shopper), in years only.
    if (/^(are|avea|face|implineste|implinit|varsta)$/.test(prev) || (prev === 'de' && /^(varsta|are)$/.test(prev2)))
      return { said, self: false };
    if (prev === 'am' && inYears) return { said, self: true };
    // A bare age in years ("4 ani, nu doarme") counts; a month or day count only beside a person.
    if (inYears && !DURATION_BEFORE.test(prev) && !/^(de|timp|acum|in)$/.test(prev2)) return { said, self: false };
  }
  return null;
}

/** "născut în 2017", "e din 2016": a birth year, read against today's year. */
export function minorByBirthYear(text: string): { said: string; self: boolean } | null {
  const year = new Date().getUTCFullYear();
  // "născut în 2017", "născută pe 14 mai 2010", "e din 2016".
  for (const m of text.matchAll(
    /\b(sunt |e |este |is )?(nascut\w*|nascuti|din|anul nasterii|an de nastere|generatia|born in|born)\s*(in |pe |anul )?(\d{1,2} \w+ )?((19|20)\d{2})\b/g,
  )) {
    const born = Number(m[5]);
    const person = Boolean(m[1]) || /^(nascut|anul|an de|generatia|born)/.test(m[2]!);
    if (person && born <= year && year - born < 18) return { said: m[0], self: /^sunt/.test(m[1] ?? '') };
  }
  return null;
}

/** "Vârstă: 9", "am 17, câte…", "are 9?": an age with no unit, in the message as written. */
export function minorUnitless(message: string, tokens = ''): { said: string; self: boolean } | null {
  // On the message with its punctuation ("am 17, câte…"), or on its tokens, where number words are digits ("am paișpe").
  const spelled = /\b(am|are) (\d{1,2})$|\b(am|are) (\d{1,2}) (cate|ce|cat|si|nu|dar|pot|vreau)\b/.exec(tokens);
  if (spelled && Number(spelled[2] ?? spelled[4]) < 18)
    return { said: spelled[0], self: (spelled[1] ?? spelled[3]) === 'am' };
  const text = canonical(message);
  const m =
    /\b(varsta|varsta de|in varsta de|am|are|age|aged|i am|im)\s*[:=]?\s*(\d{1,2})\s*(?=[,.;!?)]|$|\s+(si|dar|iar|cate|ce|cat|nu|e|este|sunt)\b)/.exec(
      text,
    );
  if (!m || Number(m[2]) >= 18) return null;
  return { said: m[0].trim(), self: /^(am|i am|im)$/.test(m[1]!) };
}

/** "20 kg", "greutate: 25": a weight no adult has. */
export function childWeight(text: string): string | null {
  const m = /\b(\d{1,2})\s*(?:de\s*)?(kg|kile|kilograme|kilo)\b|\bgreutate\w*\s*(de\s*)?(\d{1,2})\b/.exec(text);
  const kg = m ? Number(m[1] ?? m[4]) : NaN;
  return kg > 0 && kg < 40 ? m![0] : null;
}
