import { Hono } from 'hono';
import { productPath } from '../../client/lib/product-item';
import { categories } from '../../content/categories';
import type { AppEnv } from '../app-env';
import { policyUpdated } from '../../content/facts';
import { POLICY_PATHS } from './policies';
import { storeContent } from '../loaders/content';

interface SitemapEntry {
  path: string;
  lastmod?: string;
}

const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch);

/** Static pages by canonical path, with the date their content last changed. */
const STATIC_PAGES: SitemapEntry[] = [
  { path: '/' },
  { path: '/shop' },
  { path: '/colectii' },
  { path: '/categorii' },
  { path: '/despre', lastmod: '2025-01-28' },
  { path: '/quiz' },
  ...(Object.entries(POLICY_PATHS) as [keyof typeof policyUpdated, [string, string]][]).map(([slug, [path]]) => ({ path, lastmod: policyUpdated[slug] })),
];

export const seoRoutes = new Hono<AppEnv>()
  // Browsers and crawlers ask for /favicon.ico whatever the page declares: point them at our icon.
  .get('/favicon.ico', (c) => {
    c.header('Cache-Control', 'public, max-age=86400');
    return c.redirect('/favicon.svg', 301);
  })
  .get('/sitemap.xml', async (c) => {
    const origin = c.var.trustedOrigin;
    // A sitemap lists absolute URLs; without a trusted origin (SITE_URL) we would be writing a visitor's Host.
    if (!origin) return c.text('Harta site-ului este disponibilă doar la adresa configurată a magazinului (SITE_URL).', 404);
    const today = new Date().toISOString().slice(0, 10);
    const [products, collections, articles] = await Promise.all([
      c.var.storefront.allProducts(),
      c.var.storefront.collections({ first: 250 }),
      storeContent(c, 'sitemap', (storefront) => storefront.articles()).then((list) => list ?? []),
    ]);
    const entries: SitemapEntry[] = [
      ...STATIC_PAGES,
      { path: '/blog', lastmod: articles[0]?.date },
      ...categories.filter((cat) => cat.searchParams).map((cat) => ({ path: `/shop?${cat.searchParams}` })),
      ...products.map((p) => ({ path: productPath(p.handle) })),
      ...collections.map((col) => ({ path: `/colectie/${col.handle}` })),
      ...articles.map((a) => ({ path: `/blog/${a.slug}`, lastmod: a.date })),
    ];
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...entries.map(
        (e) => `  <url><loc>${escapeXml(new URL(e.path, origin).toString())}</loc><lastmod>${e.lastmod ?? today}</lastmod></url>`,
      ),
      '</urlset>',
      '',
    ].join('\n');
    return c.body(body, 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    });
  })
  .get('/robots.txt', (c) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /cart',
      'Disallow: /cos',
      'Disallow: /favorite',
      'Disallow: /favorites',
      'Disallow: /checkout/',
      'Disallow: /api/',
      'Disallow: /functions/',
      // Filtered and searched views of /shop repeat the catalogue; the category views stay crawlable.
      'Disallow: /shop?*pret=',
      'Disallow: /shop?*q=',
      'Disallow: /*?*page=',
      '',
      ...(c.var.trustedOrigin ? [`Sitemap: ${new URL('/sitemap.xml', c.var.trustedOrigin).toString()}`, ''] : []),
    ];
    return c.text(lines.join('\n'), 200, { 'Cache-Control': 'public, max-age=86400' });
  });
