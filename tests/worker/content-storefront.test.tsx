import { afterEach, describe, expect, it, vi } from 'vitest';
import { articles } from '../../content/blog';
import { request } from './helpers';
import { editedStore, upstream } from './upstream';

afterEach(() => {
  vi.restoreAllMocks();
});

const store = (name: string) => ({ STOREFRONT_ENDPOINT: `https://${name}-${Date.now()}-${Math.random().toString(36).slice(2)}.example` });

describe('the shop reads its content through the storefront', () => {
  it('a real store\'s blog, article, policy and pages take over from the shop\'s own', async () => {
    const vars = store('content');
    // The same store, with its own words: an edited article title, privacy text and about page.
    editedStore(vars.STOREFRONT_ENDPOINT, (json) =>
      json
        .replaceAll('Cum citești un certificat de analiză (COA)', 'Certificatul de analiză, explicat de magazinul conectat')
        .replace(/("privacyPolicy":\{[^}]*"body":")/, '$1<p>Text scris în Shopify de comerciant.</p>')
        .replaceAll('Povestea Verdana', 'Povestea scrisă în Shopify'),
    );
    const list = await request('/blog?magazin=conectat', {}, vars);
    expect(list.status).toBe(200);
    expect(list.body).toContain('Certificatul de analiză, explicat de magazinul conectat');
    const coa = articles.find((a) => a.slug === 'cum-citesti-certificat-analiza-coa-cbd')!;
    const article = await request(`/blog/${coa.slug}`, {}, vars);
    expect(article.body).toContain('Certificatul de analiză, explicat de magazinul conectat');
    const privacy = await request('/privacy-policy?magazin=conectat', {}, vars);
    expect(privacy.body).toContain('Text scris în Shopify de comerciant.');
    const about = await request('/despre?magazin=conectat', {}, vars);
    expect(about.body).toContain('Povestea scrisă în Shopify');
  });

  it('where a real store has no such page or blog, the shop\'s own stands in; while it fails, too (and the page is not kept)', async () => {
    const vars = store('empty');
    editedStore(vars.STOREFRONT_ENDPOINT, (json) => json.replace(/"page":\{.*\}\}$/, '"page":null}}').replace(/^\{"data":\{"blog":\{.*\}\}$/, '{"data":{"blog":null}}'));
    const contact = await request('/contact-info?magazin=fara-pagini', {}, vars);
    expect(contact.status).toBe(200);
    expect(contact.body).toContain('Registrul Comerțului');
    const blog = await request('/blog?magazin=fara-blog', {}, vars);
    expect(blog.body).toContain(articles[0]!.title);
    vi.restoreAllMocks();

    const down = store('down');
    upstream(down.STOREFRONT_ENDPOINT, 'down');
    const terms = await request('/terms-of-service?magazin=cazut', {}, { ...down, STOREFRONT_TIMEOUT_MS: '300', STOREFRONT_BUDGET_MS: '900' });
    expect(terms.status).toBe(200);
    expect(terms.body).toContain('Termeni și condiții');
    expect(terms.response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('a policy from any store is split at its headings into a table of contents, its HTML sanitised', async () => {
    const vars = store('policy');
    const body = '<p>Intro <b>scurt</b>.</p><h2>Primul &amp; cel mai important</h2><p>Unu</p><h2 id="doi">Al doilea</h2><p>Doi<script>alert(1)</script></p><h2>Trei</h2><p>Trei</p><h2>Primul &amp; cel mai important</h2><p>Patru <a href="https://evil.example">link</a></p>';
    editedStore(vars.STOREFRONT_ENDPOINT, (json) => json.replace(/("shippingPolicy":\{[^}]*"body":)"(?:[^"\\]|\\.)*"/, `$1${JSON.stringify(body)}`));
    const page = await request('/shipping-policy?magazin=oricare', {}, vars);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<nav aria-label="Cuprins"');
    expect(page.body).toContain('href="#primul-cel-mai-important"');
    expect(page.body).toContain('href="#doi"');
    expect(page.body).toContain('href="#primul-cel-mai-important-4"');
    expect(page.body).not.toContain('alert(1)');
    expect(page.body).not.toContain('evil.example');
  });

  it('the sitemap lists the store\'s articles', async () => {
    const { body } = await request('/sitemap.xml');
    for (const a of articles) expect(body).toContain(`/blog/${a.slug}</loc><lastmod>${a.date}</lastmod>`);
  });
});

describe('menus from the store', () => {
  it('the header and footer show the store\'s menus, its links made this shop\'s paths', async () => {
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
              footer: { items: [{ title: 'Legal', url: null, items: [{ title: 'Confidențialitate', url: 'https://verdana.myshopify.com/policies/privacy-policy', items: [] }] }] },
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
  });

  it('without menus in the store, or while it fails, the shop\'s own menus stand in', async () => {
    const vars = store('nomenus');
    editedStore(vars.STOREFRONT_ENDPOINT, (json) => (json.includes('"header":') ? '{"data":{"header":null,"footer":null}}' : json));
    const { body } = await request('/despre?meniu=lipsa', {}, vars);
    expect(body).toContain('href="/quiz"');
    expect(body).toContain('aria-label="Informații legale"');
    vi.restoreAllMocks();
    const silent = store('silentmenus');
    upstream(silent.STOREFRONT_ENDPOINT, 'silent');
    const page = await request('/terms-of-service?meniu=tacut', {}, { ...silent, STOREFRONT_TIMEOUT_MS: '300', STOREFRONT_BUDGET_MS: '900' });
    expect(page.status).toBe(200);
    expect(page.body).toContain('href="/quiz"');
  });

  it('any other page of the store answers at /pages/{handle}; an unknown one is 404', async () => {
    expect((await request('/pages/despre')).body).toContain('Valorile noastre');
    expect((await request('/pages/nu-exista')).status).toBe(404);
    expect((await request('/pages/__proto__')).status).toBe(404);
  });
});
