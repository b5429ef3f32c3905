// The embedded store answers as Shopify does (absolute image URLs, menus of Shopify paths); the shop's own
// pages show exactly what they showed before: image paths of this shop, the header and footer links of
// content/site.
import { describe, expect, it } from 'vitest';
import { articles } from '../../content/blog';
import { collections, products } from '../../content/catalog';
import { request } from './helpers';

const srcs = (html: string) => [...html.matchAll(/<img [^>]*?src="([^"]+)"/g)].map((m) => m[1]!);

describe('images on the shop\'s own pages', () => {
  const hero = products.find((p) => p.images.length > 1)!;
  const collection = collections.find((c) => c.productHandles.length)!;

  // Without SITE_URL (localhost), and with it while the worker answers on another host (a preview).
  for (const [label, url, vars] of [
    ['localhost', 'http://localhost', {}],
    ['SITE_URL on another host', 'https://previzualizare.verdana.test', { SITE_URL: 'https://verdana.test' }],
  ] as const) {
    it(`are this shop's paths, as before (${label})`, async () => {
      const product = await request(`${url}/products/${hero.handle}?imagini=${label.length}`, {}, vars);
      expect(product.status).toBe(200);
      expect(srcs(product.body)).toEqual(expect.arrayContaining(hero.images.map((image) => `/images/catalog/${image.file}`)));
      const collectionPage = await request(`${url}/colectii?imagini=${label.length}`, {}, vars);
      expect(srcs(collectionPage.body)).toContain(`/images/catalog/${collection.image.file}`);
      const blog = await request(`${url}/blog?imagini=${label.length}`, {}, vars);
      expect(srcs(blog.body)).toContain(articles[0]!.image);
      for (const body of [product.body, collectionPage.body, blog.body]) {
        // Not one image of the store on an origin: every one a path (CSP `img-src 'self'`, one page per host).
        expect(srcs(body).filter((src) => !src.startsWith('/') || src.startsWith('//'))).toEqual([]);
      }
    });
  }
});
