// An e-cigarette, with or without nicotine (Legea 64/2024), is not part of a routine: no vape in a category named
// for a moment of the day or a use, on the catalog or on the page that lists a category.
import { describe, expect, it } from 'vitest';
import { products } from '../../content/catalog';
import { categories } from '../../content/categories';
import { request } from '../worker/helpers';

const vapes = products.filter((p) => p.kind === 'vape');

describe('vapes', () => {
  it('sit in no category of the catalog', () => {
    expect(vapes.length).toBeGreaterThan(0);
    for (const p of vapes) expect(p.categories, p.handle).toEqual([]);
  });

  it('are listed by no category page', async () => {
    for (const c of categories.filter((c) => c.id !== 'toate')) {
      const page = await request(`/shop?category=${c.id}`);
      expect(page.status, c.id).toBe(200);
      for (const p of vapes) expect(page.body, `${c.id}: ${p.handle}`).not.toContain(`/products/${p.handle}"`);
    }
  });

  it('are not sold by a guide: the one that describes them states no speed and ends with no link to the products', async () => {
    const { body } = await request('/blog/cbd-vape-ulei-jeleuri-ce-alegi');
    expect(body).not.toMatch(/în câteva minute|foarte repede în sânge/);
    // The closing box is the one that leads to more reading, not the one that leads to the shop.
    expect(body).not.toContain('Vrei o recomandare potrivită pentru tine?');
    expect(body).toContain('Vrei să afli mai multe?');
  });
});
