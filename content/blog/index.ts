// Blog entry point: the embedded articles (SPEC §2 Blog list / Article page, §3 Blog article).

import { article as cbdInSkincareGhid } from './articles/cbd-in-skincare-ghid';
import { article as cbdSiAnxietateaCeArataStudiile } from './articles/cbd-si-anxietatea-ce-arata-studiile';
import { article as cbdSiSomnulCeArataStudiile } from './articles/cbd-si-somnul-ce-arata-studiile';
import { article as cbdSportRecuperareGhidComplet } from './articles/cbd-sport-recuperare-ghid-complet';
import { article as cbdVapeUleiJeleuriCeAlegi } from './articles/cbd-vape-ulei-jeleuri-ce-alegi';
import { article as cumCitestiCertificatAnalizaCoaCbd } from './articles/cum-citesti-certificat-analiza-coa-cbd';
import { article as uleiCbdGhidComplet } from './articles/ulei-cbd-ghid-complet';
import type { BlogArticle } from './types';

// The handle and the renamed slugs live apart from the articles: a route needs them without evaluating every text.
export { BLOG_HANDLE } from './handle';
export { articleRedirects } from './redirects';
export type { BlogArticle } from './types';

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

/** The article with this slug, or undefined. */
export function findArticle(slug: string): BlogArticle | undefined {
  return bySlug.get(slug);
}
