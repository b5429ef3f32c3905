import { describe, expect, it } from 'vitest';
import { articles } from '../../content/blog';
import { collections, products } from '../../content/catalog';
import { app } from '../../worker/index';
import { request } from './helpers';

/** A real value for each route parameter, so the route itself answers 200. */
const SAMPLE: Record<string, string> = {
  handle: products[0]!.handle,
  slug: articles[0]!.slug,
  token: 'f'.repeat(32),
};

const concrete = (pattern: string) =>
  pattern.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => (name === 'handle' && pattern.includes('colect') ? collections[0]!.handle : (SAMPLE[name] ?? 'x')));

/** Every GET page the app serves, by its pattern (middleware and catch-alls left out). */
const pagePatterns = [...new Set(app.routes.filter((r) => r.method === 'GET' && r.path !== '/*' && !r.path.endsWith('*')).map((r) => r.path))];

describe('routes match whole paths only', () => {
  it('answers 404 for the soft-404 paths a probe found', async () => {
    for (const path of ['/x/cart', '/mycart', '/cosmetice', '/evil/colectii', '/xcolectii', '/x/shop', '/shopx', '/xproducts/a', '/produsx/a', '/x/produs/a', '/colectiex/a', '/categoriix', '/x/blog', '/blogx', '/x/despre', '/quizz']) {
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
