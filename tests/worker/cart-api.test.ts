import { describe, expect, it } from 'vitest';
import { products } from '../../content/catalog';
import { postJson, request } from './helpers';

const gid = (id: number) => `gid://shopify/ProductVariant/${id}`;
const available = products.flatMap((p) => p.variants).filter((v) => v.availableForSale && v.quantityAvailable >= 3);
const soldOut = products.flatMap((p) => p.variants).find((v) => !v.availableForSale)!;
const a = available[0]!;
const b = available[1]!;

describe('POST /api/cart', () => {
  it('creates a cart and answers a checkout URL with channel=online_store', async () => {
    const { status, body } = await postJson('/api/cart', {
      lines: [
        { merchandiseId: gid(a.id), quantity: 2 },
        { merchandiseId: gid(b.id), quantity: 1 },
      ],
    });
    expect(status).toBe(200);
    const answer = JSON.parse(body);
    const url = new URL(answer.checkoutUrl);
    expect(url.searchParams.get('channel')).toBe('online_store');
    expect(answer.totalQuantity).toBe(3);
    expect(answer.total.amount).toBeCloseTo(a.price * 2 + b.price, 2);
    // The local checkout page shows exactly those lines and that total.
    const page = await request(url.pathname + url.search);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`data-checkout-line="${gid(a.id)}"`);
    expect(page.body).toContain(`data-checkout-line="${gid(b.id)}"`);
  });

  it('refuses bad JSON, bad shapes and out-of-range quantities with 400 and a JSON error', async () => {
    const cases: [unknown, string][] = [
      ['{not json', 'BAD_JSON'],
      [{}, 'INVALID'],
      [{ lines: [] }, 'INVALID'],
      [{ lines: [{ merchandiseId: gid(a.id), quantity: 0 }] }, 'INVALID'],
      [{ lines: [{ merchandiseId: gid(a.id), quantity: 1000 }] }, 'INVALID'],
      [{ lines: [{ merchandiseId: gid(a.id), quantity: 1.5 }] }, 'INVALID'],
      [{ lines: [{ merchandiseId: gid(a.id), quantity: '2' }] }, 'INVALID'],
      [{ lines: [{ merchandiseId: 'gid://shopify/Product/1', quantity: 1 }] }, 'INVALID'],
      [{ lines: Array.from({ length: 101 }, (_, i) => ({ merchandiseId: gid(i + 1), quantity: 1 })) }, 'INVALID'],
      [{ lines: [{ merchandiseId: gid(a.id), quantity: 60 }, { merchandiseId: gid(a.id), quantity: 60 }] }, 'INVALID'],
    ];
    for (const [payload, code] of cases) {
      const { status, body, response } = await postJson('/api/cart', payload);
      expect(status, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.headers.get('Content-Type')).toContain('application/json');
      const answer = JSON.parse(body);
      expect(answer.code).toBe(code);
      expect(answer.error).toEqual(expect.any(String));
    }
  });

  it('answers 422 for a variant the store does not know', async () => {
    const { status, body } = await postJson('/api/cart', { lines: [{ merchandiseId: gid(999999999), quantity: 1 }] });
    expect(status).toBe(422);
    expect(JSON.parse(body)).toMatchObject({ code: 'UNKNOWN_VARIANT', variantId: gid(999999999) });
  });

  it('answers 409 with the spec message for a sold-out variant', async () => {
    const { status, body } = await postJson('/api/cart', { lines: [{ merchandiseId: gid(soldOut.id), quantity: 1 }] });
    expect(status).toBe(409);
    expect(JSON.parse(body)).toMatchObject({
      code: 'UNAVAILABLE',
      error: 'Produsul nu este disponibil',
      description: 'Acest produs este momentan epuizat',
    });
  });

  it('refuses bodies over 16 KB with 413', async () => {
    const { status } = await postJson('/api/cart', { lines: [{ merchandiseId: gid(a.id), quantity: 1 }], pad: 'x'.repeat(20_000) });
    expect(status).toBe(413);
  });
});
