import { stemmer } from '@orama/stemmers/romanian';
import { foldText } from '../../domain/text';

/** Lower case without diacritics (the header search's folding): "Cremă" and "crema" meet, so do both forms of ș and ț. */
export const fold = foldText;

// Words that carry no meaning for retrieval (folded).
const STOPWORDS = new Set(
  `a ai al ale am ar as au ca cu ce cei cel cea cele cand cat cate cati care catre chiar cum da daca de deci deja despre din dintre doar dupa e ea ei el este eu fara fi fie fost iar il ii in inca intr intre isi la le li lor lui m ma mai mi mie mult multe ne nici noi nu o oare ori pe pentru poate pot prin sa sau se si sunt te ti tu un una unde unei unui va vor vreau vrea vreo as ati imi iti sa-mi sa-ti vreun vreuna niste ceva careva oarecare vorba buna ziua salut am vreau stiu spune spuneti puteti poti aveti avem este sunteti pana cine mea meu mele mei ar trebui voastre vostri vostru voastra nostru noastre noastra nostri dvs dumneavoastra pt cui imi iti ii ne va le lor`.split(
    /\s+/,
  ),
);

// English function words that Romanian does not use as words ("are", "in", "a", "cat" are Romanian too: left out).
const ENGLISH = new Set(
  `the is was do does did you your which what how much many can could my it its of and with have has there any where when will would should this that from on at be been for to me we our us please`.split(
    ' ',
  ),
);

/**
 * A message written in another language than Romanian: mostly letters outside the Latin script ("Сколько стоит"), or
 * more English function words than Romanian ones ("Which oil is best for sleep?"). The assistant answers in Romanian.
 */
export function looksForeign(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  const latin = letters.filter((c) => /\p{Script=Latin}/u.test(c)).length;
  if (letters.length >= 4 && latin < letters.length / 2) return true;
  const tokens = fold(text).split(/[^a-z]+/);
  const english = tokens.filter((w) => ENGLISH.has(w)).length;
  const romanian = tokens.filter((w) => STOPWORDS.has(w)).length;
  return english >= 2 && english > romanian;
}

/** Content words of a text, folded, without stopwords or one-letter tokens. */
export function words(text: string): string[] {
  return fold(text)
    .split(/[^a-z0-9%]+/)
    .filter((w) => w.length > 1 && !STOPWORDS.has(w));
}

const stems = new Map<string, string>();
/** Stems kept at most: a shop's and its shoppers' vocabulary, stemmed once per isolate. */
const STEMS_KEPT = 8192;

/** The form a word is indexed and searched by: folded, then stemmed (the same on both sides, so they meet). */
export function term(word: string): string | null {
  const folded = fold(word);
  if (folded.length < 2 || STOPWORDS.has(folded)) return null;
  if (/^\d/.test(folded)) return folded;
  let stem = stems.get(folded);
  if (stem === undefined) {
    if (stems.size >= STEMS_KEPT) stems.clear();
    stem = stemmer(folded);
    stems.set(folded, stem);
  }
  return stem;
}

/**
 * The forms a word of a question is searched by: its stem, and for long words also the word cut by two
 * letters (searched as a prefix). Romanian inflects heavily and the stemmer does not always meet itself:
 * "sediul" stems to "sed" but "sediu" to "sediu"; "sedi…" finds both.
 */
export function queryTerms(word: string): string[] | null {
  const stem = term(word);
  if (!stem) return null;
  const folded = fold(word);
  const cut =
    /^\d/.test(folded) || folded.length < 6
      ? null
      : folded.slice(0, folded.length >= 7 ? Math.max(5, folded.length - 2) : 5);
  return cut && cut !== stem && !stem.startsWith(cut) ? [stem, cut] : [stem];
}

/** HTML of our own content to plain text (our content only: no scripts, a known set of tags). */
export function htmlToText(html: string): string {
  return (
    html
      // A table's header row names its columns; its rows read on their own ("sub 200 lei – 19 lei").
      .replace(/<thead>[\s\S]*?<\/thead>/gi, '')
      .replace(/<\/caption>/gi, ':\n')
      .replace(/<(br|\/p|\/li|\/h[1-6]|\/tr)\s*\/?>/gi, '\n')
      .replace(/<\/t[dh]>/gi, ' – ')
      .replace(/<[^>]+>/g, '')
      .replace(/&nbsp;/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/ – \n/g, '\n')
      .replace(/[ \t]+/g, ' ')
      .replace(/\n\s*/g, '\n')
      .trim()
  );
}

/** Sentences of a plain text (lines, then full stops followed by a capital letter or a quote). */
export function sentences(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[A-ZĂÂÎȘȚ„"(])/))
    .map((s) => s.trim())
    .filter((s) => s.length > 1);
}

/**
 * A sum in lei the text states, as Romanians write it: "150 lei", "185,50 lei", "1.500,50 lei", "1 000 de lei".
 * Null for none, a negative sum or one no basket reaches (over 100.000 lei): a question to ask back, not to compute.
 */
export function leiIn(text: string): number | null {
  const m = /(^|[^\d.,-])(-\s*)?(\d{1,3}(?:[.\s]\d{3})+|\d+)(?:[,.](\d{1,2}))?\s*(?:de\s*)?(?:lei|ron)\b/i.exec(text);
  if (!m || m[2]) return null;
  const value = Number(m[3]!.replace(/[.\s]/g, '')) + (m[4] ? Number(m[4].padEnd(2, '0')) / 100 : 0);
  return value > 0 && value <= 100_000 ? value : null;
}
