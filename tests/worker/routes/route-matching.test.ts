import { describe, expect, it } from 'vitest';
import { articles } from '../../../content/blog';
import { collections, products } from '../../../content/catalog';
import { app } from '../../../worker/index';
import { request } from '../helpers';

/** A real value for each route parameter, so the route itself answers 200. */
const SAMPLE: Record<string, string> = {
  handle: products[0]!.handle,
  slug: articles[0]!.slug,
  token: 'f'.repeat(32),
};

const concrete = (pattern: string) =>
  pattern.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) =>
    name === 'handle' && pattern.includes('colect') ? collections[0]!.handle : (SAMPLE[name] ?? 'x'),
  );

/** Every GET page the app serves, by its pattern (middleware and catch-alls left out). */
const pagePatterns = [
  ...new Set(
    app.routes.filter((r) => r.method === 'GET' && r.path !== '/*' && !r.path.endsWith('*')).map((r) => r.path),
  ),
];

describe('routes match whole paths only', () => {
  it('answers 404 for the soft-404 paths a probe found', async () => {
    for (const path of [
      '/x/cart',
      '/mycart',
      '/cosmetice',
      '/evil/colectii',
      '/xcolectii',
      '/x/shop',
      '/shopx',
      '/xproducts/a',
      '/produsx/a',
      '/x/produs/a',
      '/colectiex/a',
      '/categoriix',
      '/x/blog',
      '/blogx',
      '/x/despre',
      '/quizz',
    ]) {
      const { status } = await request(path);
      expect(status, path).toBe(404);
    }
  });

  it('every page pattern answers 404 with a word added before, after or inside its first segment', async () => {
    expect(pagePatterns.length).toBeGreaterThan(15);
    for (const pattern of pagePatterns) {
      const path = concrete(pattern);
      if (path === '/') continue;
      const [first, ...rest] = path.slice(1).split('/');
      const tail = rest.length ? `/${rest.join('/')}` : '';
      for (const mutated of [`/x${path.slice(1)}`, `/evil${path}`, `/${first}x${tail}`, `/${first}${tail}/x`]) {
        if (pagePatterns.some((p) => concrete(p) === mutated)) continue;
        const { status } = await request(mutated);
        expect(status, `${pattern} → ${mutated}`).toBe(404);
      }
    }
  });
});

describe('a trailing slash', () => {
  it('answers 301 to the same path without it, query kept, and never to another host', async () => {
    for (const [path, location] of [
      ['/shop/', '/shop'],
      ['/shop/?category=relaxare', '/shop?category=relaxare'],
      ['/products/ulei-cbd-10-spectru-complet/', '/products/ulei-cbd-10-spectru-complet'],
      ['/blog//', '/blog'],
    ] as const) {
      const { status, response } = await request(path, { redirect: 'manual' });
      expect(status, path).toBe(301);
      expect(response.headers.get('Location'), path).toBe(location);
    }
    for (const path of ['//evil.example/', '///evil.example/', '/\\evil.example/']) {
      const { response } = await request(`http://localhost${path}`, { redirect: 'manual' });
      const location = response.headers.get('Location');
      expect(location === null || (location.startsWith('/') && !location.startsWith('//')), path).toBe(true);
    }
  });

  it('a path that begins with two slashes never puts another host in the canonical or og:url', async () => {
    for (const path of ['//evil.example/x', '///evil.example/x', '/\\evil.example/x']) {
      for (const origin of ['http://localhost', 'https://attacker.example']) {
        const { body } = await request(`${origin}${path}`, { redirect: 'manual' });
        const urls = [...body.matchAll(/(?:rel="canonical" href|property="og:url" content)="([^"]*)"/g)].map(
          (m) => m[1]!,
        );
        expect(urls.length, `${origin}${path}`).toBe(2);
        for (const url of urls) {
          expect(url.startsWith('//'), url).toBe(false);
          expect(new URL(url, 'http://localhost').hostname, url).toBe('localhost');
        }
      }
    }
  });
});
