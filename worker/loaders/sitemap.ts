import type { Context } from 'hono';
import { productPath } from '../../client/lib/product-item';
import { categories } from '../../content/categories';
import { policyUpdated } from '../../content/facts';
import { POLICY_PATHS } from '../../content/policies/paths';
import type { AppEnv } from '../app-env';
import { loadBlog } from './blog';

export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** Static pages by canonical path, with the date their content last changed. */
const STATIC_PAGES: SitemapEntry[] = [
  { path: '/' },
  { path: '/shop' },
  { path: '/colectii' },
  { path: '/categorii' },
  { path: '/despre', lastmod: '2025-01-28' },
  { path: '/quiz' },
  ...(Object.entries(POLICY_PATHS) as [keyof typeof policyUpdated, [string, string]][]).map(([slug, [path]]) => ({
    path,
    lastmod: policyUpdated[slug],
  })),
];

/** Every page the sitemap lists: static pages, the blog, category views, products, collections and articles. */
export async function loadSitemap(c: Context<AppEnv>): Promise<SitemapEntry[]> {
  const [products, collections, articles] = await Promise.all([
    c.var.storefront.allProducts(),
    c.var.storefront.collections({ first: 250 }),
    loadBlog(c, 'sitemap'),
  ]);
  return [
    ...STATIC_PAGES,
    { path: '/blog', lastmod: articles[0]?.date },
    ...categories.filter((cat) => cat.searchParams).map((cat) => ({ path: `/shop?${cat.searchParams}` })),
    ...products.map((p) => ({ path: productPath(p.handle) })),
    ...collections.map((col) => ({ path: `/colectie/${col.handle}` })),
    ...articles.map((a) => ({ path: `/blog/${a.slug}`, lastmod: a.date })),
  ];
}
