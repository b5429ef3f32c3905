// Issue 31, item 4: a page of one shopper (a checkout, a link with a secret in it, the dev mailbox) is never
// stored by a shared cache, nor written to a browser's disk: `Cache-Control: private, no-store`.
import { describe, expect, it } from 'vitest';
import { products } from '../../../content/catalog';
import { postJson, request } from '../helpers';

const PRIVATE = 'private, no-store';
const SAME_ORIGIN = { Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin' };

async function checkoutPath() {
  const variant = products.flatMap((p) => p.variants).find((v) => v.availableForSale && v.quantityAvailable > 2)!;
  const { body } = await postJson('/api/cart', {
    lines: [{ merchandiseId: `gid://shopify/ProductVariant/${variant.id}`, quantity: 1 }],
  });
  return new URL(JSON.parse(body).checkoutUrl).pathname;
}

/** "Comandă cu obligație de plată (test)", pressed on the checkout page at `path`, with the address its confirmation goes to. */
const placeOrder = (path: string) =>
  request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...SAME_ORIGIN },
    body: 'adult=1&email=private.pages%40exemplu.ro',
    redirect: 'manual',
  });

describe('pages of one shopper are private, no-store', () => {
  it("a checkout page, its order confirmation and an unknown cart's page", async () => {
    const path = await checkoutPath();
    const page = await request(`http://localhost${path}`);
    expect(page.status).toBe(200);
    expect(page.response.headers.get('Cache-Control')).toBe(PRIVATE);

    const placed = await placeOrder(path);
    expect(placed.status).toBe(303);
    const confirmation = await request(`http://localhost${path}`);
    expect(confirmation.body).toContain('Comanda ta a fost plasată');
    expect(confirmation.response.headers.get('Cache-Control')).toBe(PRIVATE);

    const unknown = await request(`http://localhost/checkout/${'0'.repeat(32)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.response.headers.get('Cache-Control')).toBe(PRIVATE);
  });

  it('an unsubscribe link, valid or not, and the dev mailbox', async () => {
    for (const path of ['/dezabonare?t=abc.def', '/dezabonare', '/dev/mailbox']) {
      const { response } = await request(`http://localhost${path}`);
      expect(response.headers.get('Cache-Control'), path).toBe(PRIVATE);
    }
  });

  it('the ways around them are private too: a trailing-slash redirect, a mistyped token, the redirect after a POST', async () => {
    const path = await checkoutPath();
    for (const variant of [`${path}/`, '/confirmare/?t=abc.def', '/dezabonare/?t=abc.def']) {
      const { status, response } = await request(`http://localhost${variant}`, { redirect: 'manual' });
      expect(status, variant).toBe(301);
      expect(response.headers.get('Cache-Control'), variant).toBe(PRIVATE);
    }
    // A 404 shows the URL it was asked for in its canonical link: a mistyped secret stays out of caches too.
    for (const variant of [path.toUpperCase(), `${path}x`, `${path.slice(0, -1)}`]) {
      const { status, response } = await request(`http://localhost${variant}`);
      expect(status, variant).toBe(404);
      expect(response.headers.get('Cache-Control'), variant).toBe(PRIVATE);
    }
    const placed = await placeOrder(path);
    expect(placed.status).toBe(303);
    expect(placed.response.headers.get('Cache-Control')).toBe(PRIVATE);
  });

  it('a page the same for everyone still only asks to be revalidated', async () => {
    const { response } = await request('http://localhost/despre');
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
  });
});

describe('/checkout without a cart', () => {
  it('sends the shopper to the cart, where a checkout starts, not to a 404', async () => {
    const answer = await request('http://localhost/checkout', { redirect: 'manual' });
    expect(answer.status).toBe(302);
    expect(answer.response.headers.get('Location')).toBe('/cart');
  });
});
