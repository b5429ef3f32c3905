import { describe, expect, it } from 'vitest';
import { products } from '../../../content/catalog';
import { homeFaq } from '../../../content/faq';
import { site } from '../../../content/site';
import { escapeHtml } from '../../../worker/lib/html';
import { request as get, promotionVars } from '../helpers';

describe('home page', () => {
  it('streams a Romanian document with products, prices in lei and the shell', async () => {
    const { response, body } = await get('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(body.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(body).toContain('<html lang="ro">');
    // The default promotion has ended: no bar, no countdown at zero.
    expect(body).not.toContain('Halloween Sales Ends');
    expect(body).toContain('Produse premium');
    expect(body).toMatch(/\d+,\d{2}\s?lei/);
    expect(body).toContain('href="/despre"');
    expect(body).toContain('<link rel="canonical" href="http://localhost/"/>');
  });

  it('while the promotion runs the hero charges the sale price; with no recorded history it strikes no price (the law wins over price / 0.75)', async () => {
    const { body } = await get('/', {}, promotionVars.running());
    const sale = /<span class="text-3xl[^"]*">([\d.,]+)\s?lei<\/span>/.exec(body);
    expect(sale).toBeTruthy();
    const parse = (s: string) => Number(s.replace(/\./g, '').replace(',', '.'));
    const regulars = products.flatMap((p) => p.variants.map((v) => v.price));
    expect(
      regulars.some((r) => Math.abs(Math.round((Math.round(r * 100) * 75) / 100) / 100 - parse(sale![1]!)) < 0.005),
    ).toBe(true);
    expect(/<s class="text-lg[^"]*"[^>]*>([\d.,]+)\s?lei<\/s>/.exec(body)).toBeNull();
  });

  it('lists the first 6 products in the Produse Premium section', async () => {
    const { body } = await get('/', { headers: { 'User-Agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' } });
    const section = body.slice(body.indexOf('id="produse-premium"'), body.indexOf('id="beneficii"'));
    expect(section.match(/<article/g)?.length).toBe(6);
  });

  it('sends every security header, with a nonce-based CSP that allows no inline script', async () => {
    const { response, body } = await get('/');
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).toContain('strict-dynamic');
    expect(csp).toContain("frame-ancestors 'none'");
    for (const tag of body.match(/<script\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('Permissions-Policy')).toContain('camera=()');
    expect(response.headers.get('Strict-Transport-Security')).toContain('max-age=');
  });

  it('reports the storefront cache and render time in Server-Timing', async () => {
    const first = await get('/?t=1');
    expect(first.response.headers.get('Server-Timing')).toMatch(/sf;desc="(miss|hit|stale)"/);
    expect(first.response.headers.get('Server-Timing')).toMatch(/ssr;dur=[\d.]+/);
    const second = await get('/?t=1');
    expect(second.response.headers.get('Server-Timing')).toContain('sf;desc="hit"');
  });

  it('gives crawlers the complete document, deferred sections included', async () => {
    const { body } = await get('/', { headers: { 'User-Agent': 'Mozilla/5.0 (compatible; bingbot/2.0)' } });
    expect(body).not.toContain('Se încarcă produsele');
    expect(body).toContain('application/ld+json');
  });

  it('embeds Organization and WebSite with SearchAction structured data that parses; the FAQ is on the page', async () => {
    const { body } = await get('/');
    const blocks = [...body.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    const types = blocks.map((b) => b['@type']);
    expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
    // No FAQPage: Google shows FAQ results only for government and health sites (since 2023); bytes for nothing.
    expect(types).not.toContain('FAQPage');
    const website = blocks.find((b) => b['@type'] === 'WebSite');
    expect(website.potentialAction['@type']).toBe('SearchAction');
    expect(website.potentialAction.target.urlTemplate).toBe('http://localhost/shop?q={search_term_string}');
    const organization = blocks.find((b) => b['@type'] === 'Organization');
    expect(organization).toMatchObject({
      url: 'http://localhost/',
      logo: 'http://localhost/favicon.svg',
      foundingDate: String(site.foundedYear),
    });
    for (const item of homeFaq) expect(body).toContain(escapeHtml(item.question));
  });
});

describe('unknown paths', () => {
  it('answer 404 with the spec text and a link home', async () => {
    const { response, body } = await get('/nu-exista-pagina');
    expect(response.status).toBe(404);
    // The Romanian heading first, the spec's English one beside it, the same size.
    expect(body).toContain(
      '<span class="block">Hopa! Pagina nu a fost găsită</span><span lang="en" class="block">Oops! Page not found</span>',
    );
    expect(body).toContain('href="/"');
    expect(body).toContain('noindex');
  });

  it('answer JSON on API paths', async () => {
    const { response, body } = await get('/api/nimic');
    expect(response.status).toBe(404);
    expect(JSON.parse(body)).toEqual({ error: 'Resursa nu a fost găsită.', code: 'NOT_FOUND' });
  });
});

describe('romanian text', () => {
  it('never uses cedilla s/t (U+015F, U+0163) on the home page or the 404 page', async () => {
    for (const path of ['/', '/nu-exista']) {
      const { body } = await get(path);
      expect(body).not.toMatch(/[\u015F\u0163\u015E\u0162]/);
    }
  });
});

describe("the first visit's notices", () => {
  it('every page carries the 18+ confirmation and the cookie banner as HTML, hidden until their nonce-carrying scripts show them', async () => {
    for (const path of ['/', '/products/ulei-cbd-10-spectru-complet', '/blog', '/cart']) {
      const { body, response } = await get(path);
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1];
      expect(body, path).toMatch(
        /<div id="age-gate" hidden="" role="dialog" aria-modal="true" aria-labelledby="age-gate-title"/,
      );
      expect(body, path).toContain('Am cel puțin 18 ani');
      expect(body, path).toMatch(/<section id="cookie-consent" hidden=""/);
      // Both scripts run under this response's CSP.
      expect(
        body
          .split(`<script nonce="${nonce}">(function(){var `)
          .filter((part) => /^[gb]=document\.getElementById/.test(part)).length,
        path,
      ).toBe(2);
      // The gate comes right after the header: it shows with the first paint.
      expect(body.indexOf('id="age-gate"'), path).toBeGreaterThan(body.indexOf('</header>'));
      expect(body.indexOf('id="age-gate"'), path).toBeLessThan(body.indexOf('<main'));
    }
  });

  it('"Nu" leads to /varsta-minima: why, in Romanian, with no confirmation over it, not indexed', async () => {
    const { body, response } = await get('/varsta-minima');
    expect(response.status).toBe(200);
    expect(body).toContain('Magazinul este doar pentru adulți');
    expect(body).not.toContain('id="age-gate"');
    expect(body).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });
});
