import { describe, expect, it } from 'vitest';
import { articles, findArticle } from '../../../content/blog';
import { reshapeArticle } from '../../../worker/storefront/reshape-content';
import { canonicalOf, request, structuredData } from '../helpers';

const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;

describe('blog content', () => {
  it('has at least 6 articles with the known ones and real read times (~200 words a minute)', () => {
    expect(articles.length).toBeGreaterThanOrEqual(6);
    const anxiety = articles.find((a) => a.id === 2)!;
    // The spec's known figures, in sentence case; its dose tables (35/60/100 mg a day, 20–30 mg for panic) are gone:
    // the law wins (Reg. (CE) 1924/2006; a label's amount is the only amount the shop states).
    expect(anxiety).toMatchObject({ category: 'Sănătate mintală', date: '2025-01-18', readTime: '28 min' });
    expect(anxiety.content).not.toMatch(/\b(35|60|100) mg (de CBD )?pe zi|20[-–]30 mg/);
    expect(findArticle('cbd-si-somnul-ce-arata-studiile')).toMatchObject({
      id: 3,
      category: 'Somn',
      date: '2025-01-22',
      readTime: '40 min',
    });
    expect(articles.some((a) => a.readTime === '35 min')).toBe(true);
    for (const a of articles) expect(`${Math.round(words(a.content) / 200)} min`, a.slug).toBe(a.readTime);
  });

  it('uses comma-below diacritics only', () => {
    for (const a of articles)
      expect(`${a.title} ${a.excerpt} ${a.content}`, a.slug).not.toMatch(/[\u015F\u0163\u015E\u0162]/);
  });
});

describe('/blog', () => {
  it('lists every article with category, Romanian date, author, excerpt and a link, with Blog data', async () => {
    const { status, body } = await request('/blog');
    expect(status).toBe(200);
    expect(body).toContain(`${articles.length} articole`);
    expect(body).not.toContain(`Peste ${articles.length} articole`);
    for (const a of articles) expect(body).toContain(`href="/blog/${a.slug}"`);
    expect(body).toContain('Citește mai mult');
    expect(body).toContain('18 ianuarie 2025');
    expect(body).toMatch(/<meta name="keywords" content="[^"]+"/);
    expect(canonicalOf(body)).toBe('http://localhost/blog');
    const blog = structuredData(body).find((d) => d['@type'] === 'Blog') as { blogPost: unknown[] };
    expect(blog.blogPost).toHaveLength(articles.length);
  });
});

describe('/blog/{slug}', () => {
  it('renders the article with its metadata, medical disclaimer, Article and BreadcrumbList data', async () => {
    const a = findArticle('cbd-si-somnul-ce-arata-studiile')!;
    const { status, body } = await request(`/blog/${a.slug}`);
    expect(status).toBe(200);
    expect(body).toContain('22 ianuarie 2025');
    expect(body).toContain('40 min de citit');
    expect(body).toContain('Informații generale. Nu înlocuiește consultul medical.');
    expect(body).toContain('<meta property="og:type" content="article"/>');
    expect(canonicalOf(body)).toBe(`http://localhost/blog/${a.slug}`);
    const data = structuredData(body);
    const article = data.find((d) => d['@type'] === 'Article') as Record<string, unknown>;
    expect(article).toMatchObject({ headline: a.title, datePublished: a.date, articleSection: 'Somn' });
    const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
    expect(crumbs.itemListElement.map((i) => i.name)).toEqual(['Acasă', 'Blog', a.title]);
  });

  it('serves the body sanitised: no scripts, no handlers, no off-site links', async () => {
    for (const a of articles) {
      const { body } = await request(`/blog/${a.slug}`);
      const main = body.slice(body.indexOf('<main'), body.indexOf('</main>'));
      expect(main).not.toMatch(/<script|onerror=|onclick=|javascript:/i);
      expect(main).not.toMatch(/href="https?:\/\/(?!localhost)/);
    }
  });

  it('answers 404 "Articol negăsit" for an unknown slug', async () => {
    const { status, body } = await request('/blog/nu-exista');
    expect(status).toBe(404);
    expect(body).toContain('Articol negăsit');
  });
});

describe('renamed articles', () => {
  it('the old addresses that named a disorder answer 301 to the new ones, query kept; the new ones render', async () => {
    const cases: [string, string][] = [
      ['/blog/cbd-somn-insomnie-ghid-complet-2025', '/blog/cbd-si-somnul-ce-arata-studiile'],
      ['/blog/cbd-anxietate-ghid-complet?utm_source=fb', '/blog/cbd-si-anxietatea-ce-arata-studiile?utm_source=fb'],
    ];
    for (const [from, to] of cases) {
      const { status, response } = await request(from);
      expect(status, from).toBe(301);
      expect(response.headers.get('Location'), from).toBe(to);
      expect((await request(to)).status, to).toBe(200);
    }
    // No slug of the blog names a disorder or promises a complete guide to one.
    for (const a of articles) expect(a.slug).not.toMatch(/insomnie|anxietate-ghid|2025/);
  });
});

describe('guides about a health topic', () => {
  it('end without sending the reader to the products or the quiz; the other guides keep that invitation', async () => {
    for (const slug of [
      'cbd-si-anxietatea-ce-arata-studiile',
      'cbd-si-somnul-ce-arata-studiile',
      'cbd-sport-recuperare-ghid-complet',
    ]) {
      const page = await request(`/blog/${slug}`);
      expect(page.status, slug).toBe(200);
      const main = page.body.slice(page.body.indexOf('<article'), page.body.indexOf('</article>'));
      expect(main, slug).not.toMatch(/href="\/(quiz|shop)"/);
      expect(main, slug).toContain('href="/blog/cum-citesti-certificat-analiza-coa-cbd"');
    }
    const oil = await request('/blog/ulei-cbd-ghid-complet');
    expect(oil.body.slice(oil.body.indexOf('<article'), oil.body.indexOf('</article>'))).toMatch(/href="\/quiz"/);
  });
});

describe('an article brought up to date after it was published', () => {
  const raw = (tags: string[]) =>
    ({
      id: 'gid://shopify/Article/9',
      handle: 'ghid',
      title: 'Ghid',
      content: 'Text.',
      contentHtml: '<p>Text.</p>',
      excerpt: 'Text.',
      publishedAt: '2025-02-14T09:00:00Z',
      authorV2: { name: 'Echipa Verdana' },
      image: null,
      seo: null,
      tags,
    }) as unknown as Parameters<typeof reshapeArticle>[0];

  it('reads the latest actualizat:YYYY-MM-DD tag after the publication date, and keeps it out of the keywords', () => {
    const a = reshapeArticle(raw(['Educație', 'cbd', 'actualizat:2026-03-02', 'actualizat:2026-01-10']));
    expect(a.updated).toBe('2026-03-02');
    expect(a.keywords).toEqual(['cbd']);
    for (const tags of [['Educație', 'actualizat:2024-01-01'], ['Educație', 'actualizat:mâine'], ['Educație']])
      expect(reshapeArticle(raw(tags)).updated, tags.join()).toBeUndefined();
  });

  it('every guide that cites a later year says when it was updated, on the page and in its JSON-LD', async () => {
    for (const a of articles) {
      const cited = [...a.content.matchAll(/\b(20\d\d)\b/g)].map((m) => m[1]!).filter((y) => y > a.date.slice(0, 4));
      if (!cited.length) continue;
      expect(a.updated, `${a.slug} cites ${cited.join(', ')}`).toBeDefined();
      expect(a.updated!.slice(0, 4) >= cited.sort().at(-1)!, a.slug).toBe(true);
      const { body } = await request(`/blog/${a.slug}`);
      expect(body, a.slug).toContain(`Actualizat la <time dateTime="${a.updated}">`);
      const ld = structuredData(body).find((d) => d['@type'] === 'Article' || d['@type'] === 'BlogPosting');
      expect(ld?.dateModified, a.slug).toBe(a.updated);
    }
  });
});
