import { afterEach, describe, expect, it, vi } from 'vitest';
import { products } from '../../content/catalog';
import { editedStore } from './upstream';
import { request } from './helpers';

const SECRET = 'test-webhook-secret-0123456789';
const hero = products[0]!;

async function sign(body: string, secret = SECRET): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(body)));
  return btoa(String.fromCharCode(...mac));
}

function webhook(body: string, headers: Record<string, string>, vars: Record<string, string> = { SHOPIFY_WEBHOOK_SECRET: SECRET }) {
  return request('/webhooks/shopify', { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Shopify-Topic': 'products/update', ...headers }, body }, vars);
}

afterEach(() => vi.restoreAllMocks());

describe('POST /webhooks/shopify', () => {
  const payload = JSON.stringify({ id: hero.id, handle: hero.handle, title: 'Titlu nou' });

  it('accepts a body signed with the secret', async () => {
    const { status, body } = await webhook(payload, { 'X-Shopify-Hmac-Sha256': await sign(payload) });
    expect(status).toBe(200);
    expect(JSON.parse(body)).toEqual({ ok: true, purged: true, topic: 'products/update' });
  });

  it('refuses a tampered body, a wrong secret, a missing or malformed signature; and everything without a secret', async () => {
    const signature = await sign(payload);
    const tampered = payload.replace('Titlu nou', 'Titlu fals');
    for (const [body, headers] of [
      [tampered, { 'X-Shopify-Hmac-Sha256': signature }],
      [payload, { 'X-Shopify-Hmac-Sha256': await sign(payload, 'alt-secret') }],
      [payload, {}],
      [payload, { 'X-Shopify-Hmac-Sha256': 'not base64 !!' }],
      [payload, { 'X-Shopify-Hmac-Sha256': btoa('short') }],
    ] as [string, Record<string, string>][]) {
      const answer = await webhook(body, headers);
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.body)).toEqual({ error: 'Invalid webhook signature.' });
    }
    const unconfigured = await webhook(payload, { 'X-Shopify-Hmac-Sha256': signature }, {});
    expect(unconfigured.status).toBe(503);
  });

  it('150 signed calls at once all answer 200; hostile topics are acknowledged without a purge', async () => {
    const answers = await Promise.all(Array.from({ length: 150 }, async (_, i) => {
      const body = JSON.stringify({ id: i });
      return webhook(body, { 'X-Shopify-Hmac-Sha256': await sign(body) });
    }));
    expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
    for (const topic of ['constructor', '__proto__/update', '../products/update', 'products', '']) {
      const body = '{}';
      const answer = await webhook(body, { 'X-Shopify-Hmac-Sha256': await sign(body), 'X-Shopify-Topic': topic });
      expect(JSON.parse(answer.body), topic).toMatchObject({ ok: true, purged: false });
    }
  });

  it('a topic that changes nothing the shop shows is acknowledged without a purge', async () => {
    const body = JSON.stringify({ id: 1 });
    const answer = await webhook(body, { 'X-Shopify-Hmac-Sha256': await sign(body), 'X-Shopify-Topic': 'orders/create' });
    expect(JSON.parse(answer.body)).toMatchObject({ ok: true, purged: false });
  });
});

describe('purge: an edit in the Shopify admin shows on the next request', () => {
  it('a product renamed in the store is served from cache until the webhook, then renamed', async () => {
    const endpoint = `https://purge-${Date.now()}.example`;
    let title = 'Ulei de test, primul nume';
    editedStore(endpoint, (json) => json.replaceAll(JSON.stringify(hero.title), JSON.stringify(title)));
    const vars = { STOREFRONT_ENDPOINT: endpoint, STOREFRONT_PUBLIC_TOKEN: 't', SHOPIFY_WEBHOOK_SECRET: SECRET };
    const page = () => request(`/products/${hero.handle}`, { headers: { 'User-Agent': 'Googlebot/2.1' } }, vars).then((r) => r.body);

    expect(await page()).toContain('Ulei de test, primul nume');
    title = 'Ulei de test, al doilea nume';
    // Cached (KV and page cache): the old name, as before any webhook.
    expect(await page()).toContain('Ulei de test, primul nume');
    const body = JSON.stringify({ handle: hero.handle, title });
    const purge = await request('/webhooks/shopify', { method: 'POST', headers: { 'X-Shopify-Topic': 'products/update', 'X-Shopify-Hmac-Sha256': await sign(body) }, body }, vars);
    expect(purge.status).toBe(200);
    const after = await page();
    expect(after).toContain('Ulei de test, al doilea nume');
    expect(after).not.toContain('Ulei de test, primul nume');
  });
});
