// Blog entry point: the embedded articles (SPEC §2 Blog list / Article page, §3 Blog article).

import { article as cbdInSkincareGhid } from './articles/cbd-in-skincare-ghid';
import { article as cbdSiAnxietateaCeArataStudiile } from './articles/cbd-si-anxietatea-ce-arata-studiile';
import { article as cbdSiSomnulCeArataStudiile } from './articles/cbd-si-somnul-ce-arata-studiile';
import { article as cbdSportRecuperareGhidComplet } from './articles/cbd-sport-recuperare-ghid-complet';
import { article as cbdVapeUleiJeleuriCeAlegi } from './articles/cbd-vape-ulei-jeleuri-ce-alegi';
import { article as cumCitestiCertificatAnalizaCoaCbd } from './articles/cum-citesti-certificat-analiza-coa-cbd';
import { article as uleiCbdGhidComplet } from './articles/ulei-cbd-ghid-complet';
import type { BlogArticle } from './types';

export type { BlogArticle } from './types';

/** The blog's handle in the embedded store (a real store's is configured: STOREFRONT_BLOG_HANDLE). */
export const BLOG_HANDLE = 'blog';

/** All articles, newest first (ISO dates compare as strings; ties keep the higher id first). */
export const articles: BlogArticle[] = [
  uleiCbdGhidComplet,
  cbdSiAnxietateaCeArataStudiile,
  cbdSiSomnulCeArataStudiile,
  cbdSportRecuperareGhidComplet,
  cumCitestiCertificatAnalizaCoaCbd,
  cbdVapeUleiJeleuriCeAlegi,
  cbdInSkincareGhid,
].sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1));

const bySlug = new Map(articles.map((a) => [a.slug, a]));

/**
 * Articles of the embedded blog that were renamed: old slug → current slug. The article route answers the old
 * addresses with a 301, so links and bookmarks keep working. The old ones named a disorder ("insomnie") and sold a
 * guide to a condition as "complete" (Reg. (CE) 1924/2006 art. 10; Legea 363/2007).
 */
export const articleRedirects: ReadonlyMap<string, string> = new Map([
  ['cbd-somn-insomnie-ghid-complet-2025', 'cbd-si-somnul-ce-arata-studiile'],
  ['cbd-anxietate-ghid-complet', 'cbd-si-anxietatea-ce-arata-studiile'],
]);

/** The article with this slug, or undefined. */
export function findArticle(slug: string): BlogArticle | undefined {
  return bySlug.get(slug);
}
