// The embedded store answers as Shopify does (absolute image URLs, menus of Shopify paths); the shop's own
// pages show exactly what they showed before: image paths of this shop, the header and footer links of
// content/site.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { articles } from '../../../content/blog';
import { collections, products } from '../../../content/catalog';
import { footerNav, mainNav } from '../../../content/site';
import { memoryCartStore } from '../../../packages/embedded-storefront';
import { createStorefront } from '../../../worker/storefront';
import { createStorefrontClient } from '../../../worker/storefront/client';
import { shopEmbeddedStore } from '../../../worker/storefront/embedded-store';
import { request } from '../helpers';

afterEach(() => {
  vi.restoreAllMocks();
});

const srcs = (html: string) => [...html.matchAll(/<img [^>]*?src="([^"]+)"/g)].map((m) => m[1]!);

describe("images on the shop's own pages", () => {
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
      expect(srcs(product.body)).toEqual(
        expect.arrayContaining(hero.images.map((image) => `/images/catalog/${image.file}`)),
      );
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

/** The links the shop's header and footer showed before the embedded store served Shopify's paths. */
const HEADER_BEFORE = ['/', '/shop', '/colectii', '/categorii', '/blog', '/despre', '/quiz'];
const FOOTER_BEFORE = [
  ['Magazin', ['/shop', '/colectii', '/categorii']],
  ['Despre noi', ['/despre', '/blog', '/contact-info']],
  [
    'Informații legale',
    ['/terms-of-service', '/privacy-policy', '/shipping-policy', '/refund-policy', '/regulament-oferte'],
  ],
];

const links = (html: string) =>
  [...html.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => ({ href: m[1]!, label: m[2]!.trim() }));

/** The header's navigation and the footer's groups of links, as the page shows them. */
function shownNav(html: string) {
  const start = html.indexOf('<nav aria-label="Navigare principală"');
  const main = links(html.slice(start, html.indexOf('</nav>', start)));
  const footerHtml = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
  const footer = [...footerHtml.matchAll(/<nav aria-label="([^"]+)">(.*?)<\/nav>/gs)].map((m) => ({
    title: m[1]!,
    links: links(m[2]!),
  }));
  return { main, footer };
}

describe('the header and footer of the shop', () => {
  it("the embedded store's menus, Shopify's paths made the shop's routes, are the links it always showed", async () => {
    const storefront = createStorefront(
      createStorefrontClient({
        transport: shopEmbeddedStore({ carts: memoryCartStore(), origin: 'https://verdana.test' }),
      }),
    );
    const menus = await storefront.menus((host) => host === 'verdana.test');
    expect(menus.main?.map((l) => l.href)).toEqual(HEADER_BEFORE);
    expect(menus.footer?.map((g) => [g.title, g.links.map((l) => l.href)])).toEqual(FOOTER_BEFORE);
    // Labels too: the store's menus are the shop's own (content/site), which stand in when the store fails.
    expect(menus).toEqual({ main: mainNav, footer: footerNav });
  });

  for (const [label, url, vars] of [
    ['localhost', 'http://localhost', {}],
    ['SITE_URL on another host', 'https://previzualizare.verdana.test', { SITE_URL: 'https://verdana.test' }],
  ] as const) {
    it(`every page shows them, from the store's menus (${label})`, async () => {
      const warn = vi.spyOn(console, 'warn');
      for (const path of ['/', '/shop', '/despre', `/products/${products[0]!.handle}`, '/terms-of-service']) {
        const { body, status } = await request(
          `${url}${path}${path.includes('?') ? '&' : '?'}meniuri=${label.length}`,
          {},
          vars,
        );
        expect(status, path).toBe(200);
        const shown = shownNav(body);
        expect(
          shown.main.map((l) => l.href),
          path,
        ).toEqual(HEADER_BEFORE);
        expect(
          shown.footer.map((g) => [g.title, g.links.map((l) => l.href)]),
          path,
        ).toEqual(FOOTER_BEFORE);
        expect(shown, path).toEqual({ main: mainNav, footer: footerNav });
      }
      // The store answered them: the shop's own did not stand in for a failed or missing menu.
      expect(warn.mock.calls.filter(([message]) => String(message).startsWith('menus:'))).toEqual([]);
    });
  }

  it("/pages/{handle} of the store's pages the menus name redirects to the shop's route", async () => {
    for (const [handle, route] of [
      ['categorii', '/categorii'],
      ['quiz', '/quiz'],
      ['despre', '/despre'],
      ['contact', '/contact-info'],
    ]) {
      const { status, response } = await request(`/pages/${handle}`);
      expect(status, handle).toBe(301);
      expect(response.headers.get('Location'), handle).toBe(route);
    }
  });
});
