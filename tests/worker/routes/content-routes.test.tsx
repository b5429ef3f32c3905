import { describe, expect, it } from 'vitest';
import { collections, products } from '../../../content/catalog';
import { canonicalOf, request } from '../helpers';

const POLICY_PAIRS: [string, string, RegExp[]][] = [
  [
    '/terms-of-service',
    '/termeni-si-conditii',
    [
      /14 zile/,
      /18 ani/,
      /THC sub limita de cuantificare a laboratorului \(0,01%\)/,
      /ramburs/i,
      /href="\/refund-policy#formular-de-retragere"/,
      /href="\/regulament-oferte"/,
    ],
  ],
  [
    '/privacy-policy',
    '/politica-confidentialitate',
    [/10 ani/, /13 luni/, /3 ani/, /30 de zile/, /verdana_wheel/, /180 de zile/, /sessionStorage/],
  ],
  [
    '/refund-policy',
    '/politica-rambursare',
    [
      /30 de zile/,
      /14 zile/,
      /2–10/,
      /1–3/,
      /3–5/,
      /15–25 de lei/,
      /id="formular-de-retragere"/,
      /Formular de retragere/,
      /Vă informez/,
    ],
  ],
  [
    '/shipping-policy',
    '/politica-livrare',
    [/19 lei/, /200 de lei/, /100 de lei/, /14:00/, /Fan Courier/, /Sameday/, /Cargus/],
  ],
  ['/contact-info', '/contact', [/09:00–18:00/, /mailto:/, /Registrul Comerțului/]],
  [
    '/regulament-oferte',
    '/offer-rules',
    [
      /NEWSLETTER10/,
      /HALLOWEEN15/,
      /100 de adrese/,
      /SPIN5/,
      /SPIN20/,
      /SPINFREE/,
      /12,5%/,
      /verdana_wheel/,
      /un singur cod pe comandă/i,
    ],
  ],
];

describe('policy pages', () => {
  for (const [canonical, alias, figures] of POLICY_PAIRS) {
    it(`${canonical} and ${alias} answer with one canonical and the spec figures`, async () => {
      const a = await request(canonical);
      const b = await request(alias);
      expect(a.status).toBe(200);
      expect(b.status).toBe(200);
      expect(canonicalOf(a.body)).toBe(`http://localhost${canonical}`);
      expect(canonicalOf(b.body)).toBe(`http://localhost${canonical}`);
      for (const figure of figures) expect(a.body).toMatch(figure);
      // Every {{trader.*}} / {{promo.*}} token is filled from configuration: none reaches the page.
      expect(a.body).not.toContain('{{');
      expect(a.body).not.toMatch(/<script(?![^>]*(type="application\/ld\+json"|type="module"|nonce=))/);
    });
  }
});

describe('content pages', () => {
  it('/despre tells the story (2023), four values and the mission', async () => {
    const { status, body } = await request('/despre');
    expect(status).toBe(200);
    expect(body).toContain('2023');
    for (const v of [
      'Transparență',
      'Extracție cu CO₂',
      'Ingrediente declarate integral',
      'Comunitate de peste 5.000 de clienți',
    ]) {
      expect(body).toContain(v);
    }
    // No claim the law reserves (Reg. (UE) 2018/848) or a certificate the store does not name.
    expect(body).not.toMatch(/organic|100% natural|ISO și GMP/);
    expect(body).toContain('Misiunea noastră');
  });

  it('/categorii and /categories show the eight tiles linking to /shop?category=…, canonical /categorii', async () => {
    for (const path of ['/categorii', '/categories']) {
      const { status, body } = await request(path);
      expect(status).toBe(200);
      expect(canonicalOf(body)).toBe('http://localhost/categorii');
      for (const id of ['seara', 'dimineata', 'masaj', 'wellness', 'birou', 'sport', 'beauty']) {
        expect(body).toContain(`href="/shop?category=${id}"`);
      }
      expect(body.match(/<article/g)?.length).toBe(8);
      expect(body).toContain('Vezi toate produsele');
    }
  });

  it('/quiz has the 60-second intro, three tiles, the 10,000+ claim and the quiz itself, its first question rendered', async () => {
    const { status, body } = await request('/quiz');
    expect(status).toBe(200);
    expect(body).toContain('60 de secunde');
    expect(body).toContain('10.000');
    expect(body).toContain('data-island="quiz"');
    expect(body).toContain('Ce rutină vrei să completezi cu un produs CBD?');
    expect(body).not.toContain('în pregătire');
  });

  it('the home page has the quiz section between the benefits and the newsletter', async () => {
    const { body } = await request('/');
    const [benefits, quiz, newsletter] = ['id="beneficii"', 'data-island="quiz"', 'id="newsletter-titlu"'].map(
      (marker) => body.indexOf(marker),
    );
    expect(benefits).toBeGreaterThan(0);
    expect(quiz).toBeGreaterThan(benefits!);
    expect(newsletter).toBeGreaterThan(quiz!);
  });
});

describe('sitemap and robots', () => {
  it('lists every product, collection and page by its canonical URL, and each one answers 200', async () => {
    const { status, body, response } = await request('/sitemap.xml');
    expect(status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('application/xml');
    expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(body).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    const lastmods = [...body.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1]!);
    expect(lastmods).toHaveLength(locs.length);
    for (const d of lastmods) expect(d).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const p of products) expect(locs).toContain(`http://localhost/products/${p.handle}`);
    for (const c of collections) expect(locs).toContain(`http://localhost/colectie/${c.handle}`);
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs) {
      const url = new URL(loc);
      const page = await request(url.pathname + url.search);
      expect(page.status, loc).toBe(200);
      if (!url.search) expect(canonicalOf(page.body), loc).toBe(loc);
    }
  });

  it('robots.txt allows the site, keeps crawlers out of cart, checkout, APIs and filters, and names the sitemap', async () => {
    const { status, body } = await request('/robots.txt');
    expect(status).toBe(200);
    for (const line of [
      'User-agent: *',
      'Allow: /',
      'Disallow: /cos',
      'Disallow: /cart',
      'Disallow: /checkout/',
      'Disallow: /api/',
      'Disallow: /functions/',
      'Disallow: /shop?*pret=',
    ]) {
      expect(body).toContain(line);
    }
    expect(body).toContain('Sitemap: http://localhost/sitemap.xml');
  });
});
