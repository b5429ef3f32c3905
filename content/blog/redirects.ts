/**
 * Articles of the embedded blog that were renamed: old slug → current slug. The article route answers the old
 * addresses with a 301, so links and bookmarks keep working. The old ones named a disorder ("insomnie") and sold a
 * guide to a condition as "complete" (Reg. (CE) 1924/2006 art. 10; Legea 363/2007).
 */
export const articleRedirects: ReadonlyMap<string, string> = new Map([
  ['cbd-somn-insomnie-ghid-complet-2025', 'cbd-si-somnul-ce-arata-studiile'],
  ['cbd-anxietate-ghid-complet', 'cbd-si-anxietatea-ce-arata-studiile'],
]);
