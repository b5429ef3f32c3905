import { afterEach, describe, expect, it, vi } from 'vitest';
import { articles } from '../../../content/blog';
import { request } from '../helpers';
import { editedStore, upstream } from '../upstream';

afterEach(() => {
  vi.restoreAllMocks();
});

const store = (name: string) => ({
  STOREFRONT_ENDPOINT: `https://${name}-${Date.now()}-${Math.random().toString(36).slice(2)}.example`,
});

describe('the shop reads its content through the storefront', () => {
  it("a real store's blog, article, policy and pages take over from the shop's own", async () => {
    const vars = store('content');
    const coa = articles.find((a) => a.slug === 'cum-citesti-certificat-analiza-coa-cbd')!;
    // The same store, with its own words: an edited article title, privacy text and about page.
    editedStore(vars.STOREFRONT_ENDPOINT, (json) =>
      json
        .replaceAll(JSON.stringify(coa.title).slice(1, -1), 'Certificatul de analiză, explicat de magazinul conectat')
        .replace(/("privacyPolicy":\{[^}]*"body":")/, '$1<p>Text scris în Shopify de comerciant.</p>')
        .replaceAll('Povestea Verdana', 'Povestea scrisă în Shopify'),
    );
    const list = await request('/blog?magazin=conectat', {}, vars);
    expect(list.status).toBe(200);
    expect(list.body).toContain('Certificatul de analiză, explicat de magazinul conectat');
    const article = await request(`/blog/${coa.slug}`, {}, vars);
    expect(article.body).toContain('Certificatul de analiză, explicat de magazinul conectat');
    const privacy = await request('/privacy-policy?magazin=conectat', {}, vars);
    expect(privacy.body).toContain('Text scris în Shopify de comerciant.');
    const about = await request('/despre?magazin=conectat', {}, vars);
    expect(about.body).toContain('Povestea scrisă în Shopify');
  });

  it("where a real store has no such page or blog, the shop's own stands in; while it fails, too (and the page is not kept)", async () => {
    const vars = store('empty');
    editedStore(vars.STOREFRONT_ENDPOINT, (json) =>
      json
        .replace(/"page":\{.*\}\}$/, '"page":null}}')
        .replace(/^\{"data":\{"blog":\{.*\}\}$/, '{"data":{"blog":null}}'),
    );
    const contact = await request('/contact-info?magazin=fara-pagini', {}, vars);
    expect(contact.status).toBe(200);
    expect(contact.body).toContain('Registrul Comerțului');
    const blog = await request('/blog?magazin=fara-blog', {}, vars);
    expect(blog.body).toContain(articles[0]!.title);
    vi.restoreAllMocks();

    const down = store('down');
    upstream(down.STOREFRONT_ENDPOINT, 'down');
    const terms = await request(
      '/terms-of-service?magazin=cazut',
      {},
      { ...down, STOREFRONT_TIMEOUT_MS: '300', STOREFRONT_BUDGET_MS: '900' },
    );
    expect(terms.status).toBe(200);
    expect(terms.body).toContain('Termeni și condiții');
    expect(terms.response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('a policy from any store is split at its headings into a table of contents, its HTML sanitised', async () => {
    const vars = store('policy');
    const body =
      '<p>Intro <b>scurt</b>, vezi <a href="/policies/refund-policy#retur">returul</a> și <a href="/collections/uleiuri-cbd?sort=pret">uleiurile</a>.</p><h2></h2><h2>Primul &amp; cel mai important</h2><p>Unu</p><h2 id="doi">Al doilea</h2><p>Doi<script>alert(1)</script></p><h2>Trei</h2><p>Trei</p><h2>Primul &amp; cel mai important</h2><p>Patru <a href="https://evil.example">link</a></p>';
    editedStore(vars.STOREFRONT_ENDPOINT, (json) =>
      json.replace(/("shippingPolicy":\{[^}]*"body":)"(?:[^"\\]|\\.)*"/, `$1${JSON.stringify(body)}`),
    );
    const page = await request('/shipping-policy?magazin=oricare', {}, vars);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<nav aria-label="Cuprins"');
    expect(page.body).toContain('href="#primul-cel-mai-important"');
    expect(page.body).toContain('href="#doi"');
    expect(page.body).toContain('href="#primul-cel-mai-important-4"');
    expect(page.body).not.toContain('alert(1)');
    // Shopify's paths in the store's text are the shop's; an empty heading makes no entry.
    expect(page.body).toContain('href="/refund-policy#retur"');
    expect(page.body).toContain('href="/colectie/uleiuri-cbd?sort=pret"');
    expect(page.body).not.toMatch(/<a href="#[^"]*" class="[^"]*">\s*<\/a>/);
    expect(page.body).not.toContain('evil.example');
  });

  it("the sitemap lists the store's articles", async () => {
    const { body } = await request('/sitemap.xml');
    for (const a of articles) expect(body).toContain(`/blog/${a.slug}</loc><lastmod>${a.date}</lastmod>`);
  });
});

describe('menus from the store', () => {
  it("the header and footer show the store's menus, its links made this shop's paths", async () => {
    const vars = store('menus');
    editedStore(vars.STOREFRONT_ENDPOINT, (json) =>
      json.includes('"header":')
        ? JSON.stringify({
            data: {
              header: {
                items: [
                  { title: 'Uleiuri', url: 'https://verdana.myshopify.com/collections/uleiuri-cbd', items: [] },
                  { title: 'Toate', url: 'https://verdana.myshopify.com/collections/all', items: [] },
                  { title: 'Ghiduri', url: 'https://verdana.myshopify.com/blogs/news', items: [] },
                  { title: 'Întrebări', url: '/pages/despre', items: [] },
                  { title: 'Instagram', url: 'https://instagram.com/verdana', items: [] },
                  { title: 'Rău', url: 'javascript:alert(1)', items: [] },
                ],
              },
              footer: {
                items: [
                  {
                    title: 'Legal',
                    url: null,
                    items: [
                      {
                        title: 'Confidențialitate',
                        url: 'https://verdana.myshopify.com/policies/privacy-policy',
                        items: [],
                      },
                    ],
                  },
                ],
              },
            },
          })
        : json,
    );
    // A query string of its own: pages of the other stores in this file are kept by the page cache.
    const { body } = await request('/despre?meniu=magazin', {}, vars);
    const header = body.slice(body.indexOf('<header'), body.indexOf('</header>'));
    expect(header).toContain('href="/colectie/uleiuri-cbd"');
    expect(header).toContain('href="/shop"');
    expect(header).toContain('href="/blog"');
    expect(header).toContain('href="/despre"');
    expect(header).toContain('href="https://instagram.com/verdana"');
    expect(header).not.toContain('javascript:');
    const footer = body.slice(body.indexOf('<footer'), body.indexOf('</footer>'));
    expect(footer).toContain('aria-label="Legal"');
    expect(footer).toContain('href="/privacy-policy"');
    // The legal links the store's footer left out are added: the law wants them on every page.
    for (const path of ['/terms-of-service', '/shipping-policy', '/refund-policy'])
      expect(footer).toContain(`href="${path}"`);
  });

  it('a store menu of 1,000 links gives the header 8 and the footer at most 4 groups of 10', async () => {
    const vars = store('longmenus');
    const many = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ title: `Legătura ${i}`, url: `/pages/p${i}`, items: [] }));
    editedStore(vars.STOREFRONT_ENDPOINT, (json) =>
      json.includes('"header":')
        ? JSON.stringify({
            data: {
              header: { items: many(1000) },
              footer: {
                items: Array.from({ length: 50 }, (_, g) => ({ title: `Grup ${g}`, url: null, items: many(100) })),
              },
            },
          })
        : json,
    );
    const { body } = await request('/despre?meniu=lung', {}, vars);
    const header = body.slice(
      body.indexOf('<nav aria-label="Navigare principală"'),
      body.indexOf('</nav>', body.indexOf('<nav aria-label="Navigare principală"')),
    );
    expect(header.match(/Legătura \d+/g)).toHaveLength(8);
    const footer = body.slice(body.indexOf('<footer'), body.indexOf('</footer>'));
    expect(footer.match(/aria-label="Grup \d+"/g)).toHaveLength(4);
    expect(footer.match(/>Legătura \d+</g)).toHaveLength(40);
  });

  it("a visitor's Host header never reaches the menus other visitors get", async () => {
    await request('https://evil.example/colectii?gazda=straina');
    const { body } = await request('/colectii?gazda=proprie');
    expect(body).not.toContain('evil.example');
    expect(body).toContain('href="/quiz"');
  });

  it("without menus in the store, or while it fails, the shop's own menus stand in", async () => {
    const vars = store('nomenus');
    editedStore(vars.STOREFRONT_ENDPOINT, (json) =>
      json.includes('"header":') ? '{"data":{"header":null,"footer":null}}' : json,
    );
    const { body } = await request('/despre?meniu=lipsa', {}, vars);
    expect(body).toContain('href="/quiz"');
    expect(body).toContain('aria-label="Informații legale"');
    vi.restoreAllMocks();
    const silent = store('silentmenus');
    upstream(silent.STOREFRONT_ENDPOINT, 'silent');
    const page = await request(
      '/terms-of-service?meniu=tacut',
      {},
      { ...silent, STOREFRONT_TIMEOUT_MS: '300', STOREFRONT_BUDGET_MS: '900' },
    );
    expect(page.status).toBe(200);
    expect(page.body).toContain('href="/quiz"');
  });

  it('any other page of the store answers at /pages/{handle}; the pages the shop has routes for redirect there; an unknown one is 404', async () => {
    const vars = store('pages');
    editedStore(vars.STOREFRONT_ENDPOINT, (json) =>
      json === '{"data":{"page":null}}'
        ? JSON.stringify({
            data: {
              page: {
                handle: 'intrebari',
                title: 'Întrebări frecvente',
                body: '<p>Răspunsuri scurte.</p><h2>Livrare</h2><p>24–48 de ore.</p>',
                updatedAt: '2026-11-01T10:00:00Z',
                seo: null,
              },
            },
          })
        : json,
    );
    const page = await request('/pages/intrebari', {}, vars);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Întrebări frecvente');
    expect(page.body).toContain('24–48 de ore.');
    vi.restoreAllMocks();
    const own = await request('/pages/despre');
    expect(own.status).toBe(301);
    expect(own.response.headers.get('Location')).toBe('/despre');
    for (const path of ['/pages/nu-exista', '/pages/__proto__', '/pages/constructor', `/pages/${'a'.repeat(200)}`])
      expect((await request(path)).status, path).toBe(404);
  });

  it("an article the store removed is a 404, not the shop's copy; a blank or hostile policy is handled", async () => {
    const vars = store('removed');
    editedStore(vars.STOREFRONT_ENDPOINT, (json) =>
      json
        .replace(/"articleByHandle":\{.*\}\}\}\}$/, '"articleByHandle":null}}}')
        .replace(/("refundPolicy":\{[^}]*"body":)"(?:[^"\\]|\\.)*"/, '$1"<p>&nbsp;</p>"')
        .replace(
          /("shippingPolicy":\{[^}]*"body":)"(?:[^"\\]|\\.)*"/,
          `$1${JSON.stringify('<p><time>'.repeat(20_000) + '<h2>'.repeat(5000) + '<a href="/\\evil.example">x</a><a href="/&#9;/evil.example">y</a><p class="fixed inset-0">z</p>')}`,
        ),
    );
    expect((await request(`/blog/${articles[0]!.slug}?magazin=sters`, {}, vars)).status).toBe(404);
    // A policy with no text is no policy: the shop's own stands in.
    expect((await request('/refund-policy?magazin=gol', {}, vars)).body).toContain('Formular de retragere');
    const hostile = await request('/shipping-policy?magazin=ostil', {}, vars);
    expect(hostile.status).toBe(200);
    expect(hostile.body).not.toContain('evil.example');
    expect(hostile.body).not.toContain('class="fixed inset-0"');
  });
});
