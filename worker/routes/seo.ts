import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { loadSitemap } from '../loaders/sitemap';

const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch);

export const seoRoutes = new Hono<AppEnv>()
  // Browsers and crawlers ask for /favicon.ico whatever the page declares: point them at our icon.
  .get('/favicon.ico', (c) => {
    c.header('Cache-Control', 'public, max-age=86400');
    return c.redirect('/favicon.svg', 301);
  })
  .get('/sitemap.xml', async (c) => {
    const origin = c.var.trustedOrigin;
    // A sitemap lists absolute URLs; without a trusted origin (SITE_URL) we would be writing a visitor's Host.
    if (!origin)
      return c.text('Harta site-ului este disponibilă doar la adresa configurată a magazinului (SITE_URL).', 404);
    const today = new Date().toISOString().slice(0, 10);
    const entries = await loadSitemap(c);
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...entries.map(
        (e) =>
          `  <url><loc>${escapeXml(new URL(e.path, origin).toString())}</loc><lastmod>${e.lastmod ?? today}</lastmod></url>`,
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
