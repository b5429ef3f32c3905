// ISSUE [8]: the copy and the small routes a real visit found wrong.
import { describe, expect, it } from 'vitest';
import { articles } from '../../../content/blog';
import { products } from '../../../content/catalog';
import { formatMoney } from '../../../domain/format';
import { postJson, request } from '../helpers';

/** The text a reader sees: markup gone (each tag a space, as cells and blocks read), spaces collapsed. */
const visible = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('page details', () => {
  it('the footer names the company with one period, on every page', async () => {
    for (const path of ['/', '/shop', '/blog', `/products/${products[0]!.handle}`]) {
      const { body } = await request(path);
      expect(visible(body), path).toMatch(/© \d{4} Verdana Wellness S\.R\.L\. CUI\/cod de TVA /);
      expect(visible(body), path).not.toContain('S.R.L..');
    }
  });

  it('the blog counts its articles as they are, never "Peste 7" when there are 7', async () => {
    const { body } = await request('/blog');
    expect(visible(body)).toContain(`${articles.length} articole de specialitate`);
    expect(body).not.toMatch(new RegExp(`Peste ${articles.length} articole`));
  });

  it("a product page states the spec's offer for the first 50 orders of the month", async () => {
    const { body } = await request(`/products/${products[0]!.handle}`);
    expect(visible(body)).toContain('Primele 50 de comenzi din fiecare lună primesc gratuit ghidul tipărit Verdana.');
  });

  it('without a messaging number: no messaging button anywhere, and the contact page offers e-mail and the chat', async () => {
    for (const path of ['/', '/contact-info', '/contact']) {
      const { body } = await request(path, {}, { MESSAGING_NUMBER: '' });
      expect(body, path).not.toMatch(/<a[^>]*data-messaging-button/);
      if (path === '/') continue;
      expect(visible(body), path).not.toMatch(/WhatsApp|butonul/);
      expect(body, path).toContain('mailto:suport@verdana.ro');
      expect(body, path).toContain('href="#asistent"');
    }
  });

  it('with a messaging number: the button, and the contact page points at it', async () => {
    // Its own query string: the page cache (per isolate, where configuration never changes) keys by URL.
    const { body } = await request('/contact-info?cu-numar', {}, { MESSAGING_NUMBER: '40712345678' });
    expect(body).toMatch(/<a[^>]*data-messaging-button/);
    expect(visible(body)).toContain('WhatsApp: apasă butonul verde din colțul paginii');
  });

  it("the checkout page shows delivery by the shop's rules and a total that includes it", async () => {
    // Not a vape: a vape needs the smoker's declaration and does not count toward free delivery.
    const cheap = products
      .filter((p) => p.kind !== 'vape')
      .flatMap((p) => p.variants)
      .filter((v) => v.availableForSale && v.price < 200)
      .sort((x, y) => x.price - y.price)[0]!;
    const checkout = async (quantity: number) => {
      const { body } = await postJson('/api/cart', {
        lines: [{ merchandiseId: `gid://shopify/ProductVariant/${cheap.id}`, quantity }],
      });
      const url = new URL(JSON.parse(body).checkoutUrl);
      return visible((await request(url.pathname + url.search)).body);
    };
    const money = (amount: number) => formatMoney({ amount, currencyCode: 'RON' }).replace(/\u00a0/g, ' ');
    const below = (await checkout(1)).replace(/\u00a0/g, ' ');
    expect(below).toContain(`Livrare ${money(19)}`);
    expect(below).toContain(`Total ${money(Math.round((cheap.price + 19) * 100) / 100)}`);
    const many = Math.ceil(200 / cheap.price);
    const above = (await checkout(many)).replace(/\u00a0/g, ' ');
    expect(above).toContain('Livrare GRATUITĂ');
    expect(above).toContain(`Total ${money(Math.round(cheap.price * many * 100) / 100)}`);
  });

  it('/favicon.ico points at the shop icon instead of a 404', async () => {
    const { status, response } = await request('/favicon.ico');
    expect(status).toBe(301);
    expect(response.headers.get('Location')).toBe('/favicon.svg');
  });
});
