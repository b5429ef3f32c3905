import { afterEach, describe, expect, it, vi } from 'vitest';
import { products } from '../../../content/catalog';
import { request } from '../helpers';
import { editedStore } from '../upstream';

const SECRET = 'test-webhook-secret-0123456789';
const hero = products[0]!;

async function sign(body: string, secret = SECRET): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(body)));
  return btoa(String.fromCharCode(...mac));
}

/** Shopify's delivery headers: a fresh id and the time it was triggered, now. */
const delivery = () => ({
  'X-Shopify-Webhook-Id': crypto.randomUUID(),
  'X-Shopify-Triggered-At': new Date().toISOString(),
});

function webhook(
  body: string,
  headers: Record<string, string>,
  vars: Record<string, string> = { SHOPIFY_WEBHOOK_SECRET: SECRET },
) {
  return request(
    '/webhooks/shopify',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Shopify-Topic': 'products/update', ...delivery(), ...headers },
      body,
    },
    vars,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('POST /webhooks/shopify', () => {
  const payload = JSON.stringify({ id: hero.id, handle: hero.handle, title: 'Titlu nou' });

  it('accepts a body signed with the secret', async () => {
    const { status, body } = await webhook(payload, { 'X-Shopify-Hmac-Sha256': await sign(payload) });
    expect(status).toBe(200);
    expect(JSON.parse(body)).toEqual({ ok: true, purged: true, topic: 'products/update', scopes: ['catalog'] });
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
    // The caller learns that webhooks are off, not what our configuration is called.
    expect(unconfigured.body).not.toMatch(/SHOPIFY|SECRET/);
  });

  it('150 signed calls at once all answer 200; hostile topics are acknowledged without a purge', async () => {
    const answers = await Promise.all(
      Array.from({ length: 150 }, async (_, i) => {
        const body = JSON.stringify({ id: i, title: `produs ${Math.random()}` });
        return webhook(body, { 'X-Shopify-Hmac-Sha256': await sign(body) });
      }),
    );
    expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
    for (const topic of ['constructor', '__proto__/update', '../products/update', 'products', '']) {
      const body = '{}';
      const answer = await webhook(body, { 'X-Shopify-Hmac-Sha256': await sign(body), 'X-Shopify-Topic': topic });
      expect(JSON.parse(answer.body), topic).toMatchObject({ ok: true, purged: false });
    }
  });

  it('a topic that changes nothing the shop shows is acknowledged without a purge', async () => {
    const body = JSON.stringify({ id: 1 });
    const answer = await webhook(body, {
      'X-Shopify-Hmac-Sha256': await sign(body),
      'X-Shopify-Topic': 'orders/create',
    });
    expect(JSON.parse(answer.body)).toMatchObject({ ok: true, purged: false });
  });
});

describe('replays and stale deliveries', () => {
  const fresh = () =>
    JSON.stringify({ id: hero.id, title: `Titlu ${crypto.randomUUID()}`, updated_at: new Date().toISOString() });

  it('a delivery repeated with the same id, or the same body under a new id or topic, purges once', async () => {
    const body = fresh();
    const signature = await sign(body);
    const id = crypto.randomUUID();
    const first = await webhook(body, { 'X-Shopify-Hmac-Sha256': signature, 'X-Shopify-Webhook-Id': id });
    expect(JSON.parse(first.body)).toMatchObject({ purged: true });
    for (const headers of [
      { 'X-Shopify-Webhook-Id': id },
      { 'X-Shopify-Webhook-Id': crypto.randomUUID() },
      { 'X-Shopify-Webhook-Id': crypto.randomUUID(), 'X-Shopify-Topic': 'shop/update' },
      { 'X-Shopify-Webhook-Id': crypto.randomUUID(), 'X-Shopify-Topic': 'collections/update' },
    ] as Record<string, string>[]) {
      const replay = await webhook(body, { 'X-Shopify-Hmac-Sha256': signature, ...headers });
      expect(replay.status).toBe(200);
      expect(JSON.parse(replay.body), JSON.stringify(headers)).toMatchObject({
        ok: true,
        purged: false,
        ignored: 'duplicate',
      });
    }
  });

  it('a body first delivered under a topic that purges nothing cannot be replayed as one that purges', async () => {
    const order = JSON.stringify({ id: 9001, total_price: '179.90', created_at: new Date().toISOString() });
    const signature = await sign(order);
    const first = await webhook(order, { 'X-Shopify-Hmac-Sha256': signature, 'X-Shopify-Topic': 'orders/create' });
    expect(JSON.parse(first.body)).toMatchObject({ ok: true, purged: false });
    for (const topic of ['shop/update', 'products/update']) {
      const replay = await webhook(order, { 'X-Shopify-Hmac-Sha256': signature, 'X-Shopify-Topic': topic });
      expect(JSON.parse(replay.body), topic).toMatchObject({ purged: false, ignored: 'duplicate' });
    }
  });

  it('150 copies of one captured delivery sent at once give exactly one purge', async () => {
    const body = fresh();
    const headers = { 'X-Shopify-Hmac-Sha256': await sign(body), 'X-Shopify-Webhook-Id': crypto.randomUUID() };
    const answers = await Promise.all(Array.from({ length: 150 }, () => webhook(body, headers)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => JSON.parse(a.body).purged === true)).toHaveLength(1);
  });

  it('a delivery triggered more than 5 minutes ago, or one whose body changed more than 48 hours ago, is acknowledged without a purge', async () => {
    const old = new Date(Date.now() - 6 * 60 * 1000).toISOString();
    const body = fresh();
    const late = await webhook(body, { 'X-Shopify-Hmac-Sha256': await sign(body), 'X-Shopify-Triggered-At': old });
    expect(late.status).toBe(200);
    expect(JSON.parse(late.body)).toMatchObject({ purged: false, ignored: 'stale' });
    const future = await webhook(body, {
      'X-Shopify-Hmac-Sha256': await sign(body),
      'X-Shopify-Triggered-At': new Date(Date.now() + 10 * 60 * 1000).toISOString(),
    });
    expect(JSON.parse(future.body)).toMatchObject({ purged: false, ignored: 'stale' });
    const garbled = await webhook(body, {
      'X-Shopify-Hmac-Sha256': await sign(body),
      'X-Shopify-Triggered-At': 'ieri',
    });
    expect(JSON.parse(garbled.body)).toMatchObject({ purged: false, ignored: 'stale' });
    // Headers are not signed: fresh ones on a body from three days ago do not make it new.
    const ancient = JSON.stringify({
      id: hero.id,
      title: 'vechi',
      updated_at: new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString(),
    });
    const replayed = await webhook(ancient, { 'X-Shopify-Hmac-Sha256': await sign(ancient) });
    expect(JSON.parse(replayed.body)).toMatchObject({ purged: false, ignored: 'stale' });
    // That body's first delivery purges (it was not recorded as seen).
    expect(JSON.parse((await webhook(body, { 'X-Shopify-Hmac-Sha256': await sign(body) })).body)).toMatchObject({
      purged: true,
    });
  });

  it('a signed body without a delivery id is refused with a JSON error', async () => {
    const body = fresh();
    const answer = await webhook(body, { 'X-Shopify-Hmac-Sha256': await sign(body), 'X-Shopify-Webhook-Id': '' });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toHaveProperty('error');
  });

  it('purges only what the topic concerns: a product purges the catalogue, not the menus; the shop purges both', async () => {
    const product = fresh();
    expect(JSON.parse((await webhook(product, { 'X-Shopify-Hmac-Sha256': await sign(product) })).body)).toMatchObject({
      scopes: ['catalog'],
    });
    const stock = fresh();
    expect(
      JSON.parse(
        (
          await webhook(stock, {
            'X-Shopify-Hmac-Sha256': await sign(stock),
            'X-Shopify-Topic': 'inventory_levels/update',
          })
        ).body,
      ),
    ).toMatchObject({ scopes: ['catalog'] });
    const shop = fresh();
    expect(
      JSON.parse(
        (await webhook(shop, { 'X-Shopify-Hmac-Sha256': await sign(shop), 'X-Shopify-Topic': 'shop/update' })).body,
      ),
    ).toMatchObject({ scopes: ['catalog', 'content'] });
  });
});

describe('purge: an edit in the Shopify admin shows on the next request', () => {
  it('a product renamed in the store is served from cache until the webhook, then renamed', async () => {
    const endpoint = `https://purge-${Date.now()}.example`;
    let title = 'Ulei de test, primul nume';
    editedStore(endpoint, (json) => json.replaceAll(JSON.stringify(hero.title), JSON.stringify(title)));
    const vars = { STOREFRONT_ENDPOINT: endpoint, STOREFRONT_PUBLIC_TOKEN: 't', SHOPIFY_WEBHOOK_SECRET: SECRET };
    const page = () =>
      request(`/products/${hero.handle}`, { headers: { 'User-Agent': 'Googlebot/2.1' } }, vars).then((r) => r.body);

    expect(await page()).toContain('Ulei de test, primul nume');
    title = 'Ulei de test, al doilea nume';
    // Cached (KV and page cache): the old name, as before any webhook.
    expect(await page()).toContain('Ulei de test, primul nume');
    const body = JSON.stringify({ handle: hero.handle, title });
    const purge = await request(
      '/webhooks/shopify',
      {
        method: 'POST',
        headers: { 'X-Shopify-Topic': 'products/update', 'X-Shopify-Hmac-Sha256': await sign(body), ...delivery() },
        body,
      },
      vars,
    );
    expect(purge.status).toBe(200);
    const after = await page();
    expect(after).toContain('Ulei de test, al doilea nume');
    expect(after).not.toContain('Ulei de test, primul nume');
  });
});
