// WITHDRAWN_FORMS: the owner withdraws a product form from sale (oils and jellies while ingestible CBD has no
// novel-food authorisation, vapes) without editing code. Its products leave every list, search and page, and a cart
// that still holds one cannot reach the checkout.
import { describe, expect, it } from 'vitest';
import { products } from '../../../content/catalog';
import { readConfig } from '../../../worker/env';
import { request } from '../helpers';

const gid = (id: number) => `gid://shopify/ProductVariant/${id}`;
const oil = products.find((p) => p.kind === 'ulei')!;
const jelly = products.find((p) => p.kind === 'jeleuri')!;
const cream = products.find((p) => p.kind === 'crema')!;
const withdrawn = { WITHDRAWN_FORMS: 'ulei, Jeleuri' };
const handlesOn = (body: string) => new Set([...body.matchAll(/href="\/products\/([^"?#]+)"/g)].map((m) => m[1]));
const sellable = (p: (typeof products)[number]) => p.variants.find((v) => v.availableForSale)!;

describe('WITHDRAWN_FORMS', () => {
  it('is read leniently: names in any case, "crema" as a topical, unknown names ignored', () => {
    expect(readConfig({ WITHDRAWN_FORMS: ' Ulei,jeleuri , crema, pastile' }).withdrawnForms).toEqual([
      'jeleuri',
      'topic',
      'ulei',
    ]);
    expect(readConfig({}).withdrawnForms).toEqual([]);
  });

  it('takes their products out of the shop, the home page, collections and search; the rest stay', async () => {
    for (const path of ['/shop', '/', '/colectii/uleiuri-cbd', '/shop?q=cbd']) {
      const before = handlesOn((await request(path)).body);
      const after = handlesOn((await request(path, {}, withdrawn)).body);
      for (const p of products.filter((p) => p.kind === 'ulei' || p.kind === 'jeleuri'))
        expect(after.has(p.handle), `${path} ${p.handle}`).toBe(false);
      if (path === '/shop') {
        expect(before.has(oil.handle)).toBe(true);
        expect(after.has(cream.handle)).toBe(true);
      }
    }
  });

  it("answers 404 on a withdrawn product's page, and the sitemap leaves it out", async () => {
    expect((await request(`/products/${oil.handle}`)).status).toBe(200);
    expect((await request(`/products/${oil.handle}`, {}, withdrawn)).status).toBe(404);
    expect((await request(`/products/${jelly.handle}`, {}, withdrawn)).status).toBe(404);
    expect((await request(`/products/${cream.handle}`, {}, withdrawn)).status).toBe(200);
    const sitemap = (await request('/sitemap.xml', {}, withdrawn)).body;
    expect(sitemap).not.toContain(`/products/${oil.handle}<`);
    expect(sitemap).toContain(`/products/${cream.handle}<`);
  });

  it('a cart saved before the withdrawal cannot check out: 409 naming the product, in Romanian', async () => {
    const { status, body } = await request(
      '/api/cart',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          lines: [
            { merchandiseId: gid(sellable(cream).id), quantity: 1 },
            { merchandiseId: gid(sellable(oil).id), quantity: 1 },
          ],
          adult: true,
        }),
      },
      withdrawn,
    );
    expect(status).toBe(409);
    expect(JSON.parse(body)).toMatchObject({ code: 'UNAVAILABLE', product: oil.title });
  });
});
