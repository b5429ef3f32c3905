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
  return needle !== '' && foldText(`${product.title}\n${product.description}`).includes(needle);
}
