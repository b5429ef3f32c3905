const folded = new Map<string, string>();
/** Folds kept at most: the catalogue's and the content's texts, folded once per isolate, not once per question. */
const FOLDS_KEPT = 4096;

/**
 * Lower-case, without diacritics: "Cremă" and "crema", "Somn" and "SOMN" compare equal. Romanian has no casing of
 * its own (unlike Turkish or Lithuanian), so the default lower-casing is Romanian's; ASCII text needs no
 * decomposition. The assistant folds the same descriptions many times a question: the long ones are remembered.
 */
export function foldText(text: string): string {
  if (/^[\x00-\x7f]*$/.test(text)) return text.toLowerCase();
  const known = folded.get(text);
  if (known !== undefined) return known;
  const result = text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase();
  if (text.length > 32) {
    if (folded.size >= FOLDS_KEPT) folded.clear();
    folded.set(text, result);
  }
  return result;
}

/** SPEC §5: matching is on title or description; we also ignore diacritics ("crema" finds "Cremă"). */
export function matchesSearch(product: { title: string; description: string }, query: string): boolean {
  const needle = foldText(query.trim());
  return needle !== '' && foldText(`${product.title}\n${withoutLatinNames(product.description)}`).includes(needle);
}

/**
 * A description without a plant's Latin name in brackets ("(Withania somnifera)"): its words are none a shopper
 * types, and "somn" must not find ashwagandha (an implied sleep claim).
 */
const withoutLatinNames = (text: string) => text.replace(/\(\s*[A-Z][a-z]+ [a-z]+(?: [a-z]+)?\s*\)/g, ' ');
