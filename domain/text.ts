/** Lower-case, without diacritics: "Cremă" and "crema", "Somn" and "SOMN" compare equal. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLocaleLowerCase('ro-RO');
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
