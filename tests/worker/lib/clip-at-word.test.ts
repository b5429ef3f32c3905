// A meta description cut to its length mid-word ("…dizolvat în ulei de s") reads as a typo in a search result.
import { describe, expect, it } from 'vitest';
import { clipAtWord } from '../../../domain/format';
import { request } from '../helpers';

describe('meta descriptions end on a whole word', () => {
  it('cuts at the last space before the limit and says it was cut', () => {
    expect(clipAtWord('Ulei CBD dizolvat în ulei de semințe de cânepă', 30)).toBe('Ulei CBD dizolvat în ulei de…');
    expect(clipAtWord('Scurt și întreg.', 155)).toBe('Scurt și întreg.');
    expect(clipAtWord('aproximativ 300 de inhalări, fără nicotină', 20)).toBe('aproximativ 300 de…');
  });

  it('gives a product page a description that ends on a whole word', async () => {
    for (const handle of ['ulei-cbd-10-spectru-complet', 'vape-cbd-menta-rece']) {
      const page = await request(`/products/${handle}`);
      const description = /<meta name="description" content="([^"]*)"/.exec(page.body)?.[1] ?? '';
      expect(description.length, handle).toBeGreaterThan(40);
      expect(description.length, handle).toBeLessThanOrEqual(155);
      expect(description, handle).toMatch(/(…|[.!?])$/);
    }
  });
});
