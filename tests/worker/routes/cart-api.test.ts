import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
});

import { products } from '../../../content/catalog';
import { CartAnswer, CartRefusal } from '../../../domain/contract/cart-answer';
import { messages } from '../../../domain/contract/messages';
import { FREE_PRIZE_TAG } from '../../../worker/storefront/embedded-content';
import { issueCode, postJson, promotionVars, request, withCheckoutAdult } from '../helpers';
import { upstream } from '../upstream';

let ipSeq = 0;
const post = (body: unknown, headers: Record<string, string> = {}) =>
  request('/api/cart', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': `198.19.0.${(ipSeq++ % 250) + 1}`, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(withCheckoutAdult('/api/cart', body)),
  });

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
      [
        {
          lines: [
            { merchandiseId: gid(a.id), quantity: 60 },
            { merchandiseId: gid(a.id), quantity: 60 },
          ],
        },
        'INVALID',
      ],
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
    const { status } = await postJson('/api/cart', {
      lines: [{ merchandiseId: gid(a.id), quantity: 1 }],
      pad: 'x'.repeat(20_000),
    });
    expect(status).toBe(413);
  });

  it("tells every refusal in Romanian, never in the validator's English", async () => {
    const payloads: unknown[] = [
      '{not json',
      '',
      'null',
      [],
      {},
      { lines: 'x' },
      { lines: [null] },
      { lines: [{}] },
      { lines: [{ merchandiseId: 5, quantity: 1 }] },
      { lines: [{ merchandiseId: gid(a.id), quantity: 'doi' }] },
    ];
    for (const payload of payloads) {
      const { status, body } = await post(payload);
      expect(status, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(status, JSON.stringify(payload)).toBeLessThan(500);
      const { error } = JSON.parse(body) as { error: string };
      expect(error, JSON.stringify(payload)).not.toMatch(/Invalid input|expected|received|Unrecognized/i);
      expect(error, JSON.stringify(payload)).toMatch(/[ăâîșț]|JSON/);
    }
    expect(JSON.parse((await post({ lines: [{ merchandiseId: gid(a.id), quantity: 1.5 }] })).body).error).toBe(
      messages.badQuantity,
    );
  });

  it('accepts only JSON: a cross-site text/plain or form POST gets 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=b']) {
      const { status, body } = await post(
        { lines: [{ merchandiseId: gid(a.id), quantity: 1 }] },
        { 'Content-Type': type },
      );
      expect(status, type).toBe(415);
      expect(JSON.parse(body).error).toBe(messages.notJson);
    }
  });

  it("answers only the shop's own pages: a foreign Origin or a cross-site fetch gets 403", async () => {
    const line = { lines: [{ merchandiseId: gid(a.id), quantity: 1 }] };
    for (const headers of [
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
    ] as Record<string, string>[]) {
      const { status, body } = await post(line, headers);
      expect(status, JSON.stringify(headers)).toBe(403);
      expect(JSON.parse(body).error).toBe(messages.foreignOrigin);
    }
    expect((await post(line, { Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
  });

  it('limits each IP (30 a minute) with a Romanian 429 and Retry-After', async () => {
    const ip = '203.0.113.99';
    // The limiter counts in fixed 60 s windows: a window that turns during the burst only lets more through.
    const answers = [];
    for (let i = 0; i < 100 && answers.at(-1)?.status !== 429; i++)
      answers.push(await post({ lines: [] }, { 'CF-Connecting-IP': ip }));
    expect(answers.slice(0, 30).every((a) => a.status === 400)).toBe(true);
    const limited = answers.at(-1)!;
    expect(limited.status).toBe(429);
    expect(limited.response.headers.get('Retry-After')).toBe('60');
    expect(JSON.parse(limited.body).error).toBe(messages.rateLimited);
  });

  it('uses the private storefront token on the server only: it never reaches the answer', async () => {
    const endpoint = `https://store-token-${Date.now()}.example`;
    const store = upstream(endpoint, 'healthy');
    const token = 'canary-private-token-123456';
    const { status, body } = await request(
      '/api/cart',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '198.19.1.1' },
        body: JSON.stringify({ lines: [{ merchandiseId: gid(a.id), quantity: 1 }], adult: true }),
      },
      { STOREFRONT_ENDPOINT: endpoint, STOREFRONT_PRIVATE_TOKEN: token },
    );
    expect(status).toBe(200);
    expect(store.headers().some((h) => h.get('Shopify-Storefront-Private-Token') === token)).toBe(true);
    expect(store.headers().every((h) => h.get('Shopify-Storefront-Buyer-IP') === '198.19.1.1')).toBe(true);
    expect(body).not.toContain(token);
  });
});

describe('POST /api/cart with a discount code', () => {
  const code = (
    discountCode: unknown,
    lines = [{ merchandiseId: gid(a.id), quantity: 2 }],
    vars: Record<string, string> = {},
  ) =>
    request(
      '/api/cart',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': `198.18.0.${(ipSeq++ % 250) + 1}` },
        body: JSON.stringify({ lines, discountCode, adult: true, smoker: true }),
      },
      vars,
    );

  it('applies an issued NEWSLETTER10-… code (any case): the answer says so, the total drops 10% and the checkout page shows the reduction', async () => {
    const own = await issueCode('NEWSLETTER10');
    const { status, body } = await code(own.toLowerCase());
    expect(status).toBe(200);
    const answer = JSON.parse(body);
    const subtotal = Math.round(a.price * 2 * 100) / 100;
    expect(answer.discountCode).toEqual({ code: own.toLowerCase(), applicable: true });
    expect(answer.subtotal.amount).toBeCloseTo(subtotal, 2);
    expect(answer.discount.amount).toBeCloseTo(Math.round(subtotal * 10) / 100, 2);
    expect(answer.total.amount).toBeCloseTo(subtotal - answer.discount.amount, 2);
    const page = await request(new URL(answer.checkoutUrl).pathname);
    expect(page.body).toContain(`Reducere (cod ${own})`);
    expect(page.body).toMatch(/data-checkout-discount="true">−[\d.,]+\s*lei</);
  });

  it('answers an unknown code as not applicable, with the full total (never an error)', async () => {
    for (const unknown of ['NU-EXISTA', 'constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const { status, body } = await code(unknown);
      expect(status, unknown).toBe(200);
      const answer = JSON.parse(body);
      expect(answer.discountCode, unknown).toEqual({ code: unknown, applicable: false });
      expect(answer.discount.amount, unknown).toBe(0);
      expect(answer.total.amount, unknown).toBeCloseTo(a.price * 2, 2);
    }
  });

  it('refuses a code no store could know with 400 and the Romanian message', async () => {
    // Codes are ASCII: a look-alike letter ('ſ' upper-cases to 'S', 'ı' to 'I') is not SPIN5 or SPINFREE.
    for (const bad of [
      '',
      '   ',
      'x'.repeat(65),
      "a' OR 1=1",
      'COD\nNOU',
      '<script>',
      'ȘȚĂ',
      'ſPIN5',
      'spınfree',
      'SPIN５',
      5,
      {},
      ['NEWSLETTER10'],
      null,
    ]) {
      const { status, body } = await code(bad);
      expect(status, JSON.stringify(bad)).toBe(400);
      expect(JSON.parse(body), JSON.stringify(bad)).toMatchObject({ code: 'INVALID', error: messages.invalidCode });
    }
  });

  it('applies a HALLOWEEN15-… code only while the promotion runs', async () => {
    const own = await issueCode('HALLOWEEN15');
    expect(JSON.parse((await code(own, undefined, promotionVars.running())).body).discountCode.applicable).toBe(true);
    expect(JSON.parse((await code(own, undefined, promotionVars.ended())).body).discountCode.applicable).toBe(false);
  });

  it("the spec's bare names, and guessed or borrowed suffixes, apply to nothing", async () => {
    const own = await issueCode('SPIN20');
    const suffix = own.slice('SPIN20-'.length);
    for (const bare of [
      'NEWSLETTER10',
      'HALLOWEEN15',
      'SPIN5',
      'SPIN10',
      'SPIN15',
      'SPIN20',
      'SPINFREE',
      'newsletter10',
      'SPIN20-',
      'SPIN20-0000000000',
      `SPIN5-${suffix}`,
      `NEWSLETTER10-${suffix}`,
      `${own}0`,
    ]) {
      const answer = JSON.parse((await code(bare, undefined, promotionVars.running())).body);
      expect(answer.discountCode, bare).toEqual({ code: bare, applicable: false });
      expect(answer.discount.amount, bare).toBe(0);
    }
    // The real one applies, and Crockford's look-alikes are read as it reads them (O is 0, I and L are 1).
    expect(JSON.parse((await code(own)).body).discountCode.applicable).toBe(true);
    const lookalike = `SPIN20-${suffix.replace(/0/g, 'o').replace(/1/g, 'l')}`;
    expect(JSON.parse((await code(lookalike)).body).discountCode.applicable).toBe(true);
  });

  it('applies a SPINFREE-… code only with the hand cream in the cart, taking off one; never a vape or another product', async () => {
    const free = await issueCode('SPINFREE');
    for (const other of products.filter(
      (p) => p.kind === 'vape' || (p.kind === 'crema' && !p.tags.includes(FREE_PRIZE_TAG)),
    )) {
      const variant = other.variants.find((v) => v.availableForSale);
      if (!variant) continue;
      const answer = JSON.parse((await code(free, [{ merchandiseId: gid(variant.id), quantity: 1 }])).body);
      expect(answer.discountCode.applicable, other.handle).toBe(false);
      expect(answer.total.amount, other.handle).toBeCloseTo(variant.price, 2);
    }
    const cream = products.find((p) => p.tags.includes(FREE_PRIZE_TAG))!.variants.find((v) => v.availableForSale)!;
    expect(JSON.parse((await code(free)).body).discountCode.applicable).toBe(false);
    const answer = JSON.parse(
      (
        await code(free, [
          { merchandiseId: gid(a.id), quantity: 1 },
          { merchandiseId: gid(cream.id), quantity: 2 },
        ])
      ).body,
    );
    expect(answer.discountCode.applicable).toBe(true);
    expect(answer.discount.amount).toBeCloseTo(cream.price, 2);
  });
  it('never reduces a vape: a percent code skips vapes, and a cart of vapes only does not take it', async () => {
    const vape = products.find((p) => p.kind === 'vape' && p.variants.some((v) => v.availableForSale))!;
    const vapeVariant = vape.variants.find((v) => v.availableForSale)!;
    const cream = products.find((p) => p.kind === 'crema')!.variants.find((v) => v.availableForSale)!;
    for (const offer of ['NEWSLETTER10', 'SPIN20']) {
      const own = await issueCode(offer);
      const percent = Number(offer.replace(/\D/g, ''));
      const alone = JSON.parse((await code(own, [{ merchandiseId: gid(vapeVariant.id), quantity: 2 }])).body);
      // Told why, in the shopper's words (not "Codul nu este valid").
      expect(alone.discountCode, offer).toEqual({
        code: own,
        applicable: false,
        reason: 'VAPES',
        message: messages.codeNotForVapes,
      });
      expect(alone.discount.amount, offer).toBe(0);
      const mixed = JSON.parse(
        (
          await code(own, [
            { merchandiseId: gid(vapeVariant.id), quantity: 1 },
            { merchandiseId: gid(cream.id), quantity: 1 },
          ])
        ).body,
      );
      expect(mixed.discountCode, offer).toEqual({
        code: own,
        applicable: true,
        message: messages.discountWithoutVapes,
      });
      expect(mixed.discount.amount, offer).toBeCloseTo(Math.round(cream.price * percent) / 100, 2);
    }
  });
});

describe("POST /api/cart/quote: the code field's question", () => {
  const quote = (body: unknown, ip: string) =>
    request('/api/cart/quote', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': ip },
      body: JSON.stringify(body),
    });

  it("answers the totals and the code's judgement, without a checkout URL", async () => {
    const own = await issueCode('SPIN10');
    const { status, body } = await quote(
      { lines: [{ merchandiseId: gid(a.id), quantity: 1 }], discountCode: own },
      '198.17.0.1',
    );
    expect(status).toBe(200);
    const answer = JSON.parse(body);
    expect(answer.discountCode).toEqual({ code: own, applicable: true });
    expect(answer.discount.amount).toBeCloseTo(Math.round(a.price * 10) / 100, 2);
    expect(answer.checkoutUrl).toBeUndefined();
    expect(answer.cartId).toBeUndefined();
  });

  it('stores nothing: 50 quotes leave no cart in KV; the checkout that follows keeps its one cart', async () => {
    const carts = async (): Promise<string[]> =>
      (await env.STOREFRONT_CACHE.list({ prefix: 'cart:' })).keys.map((k: { name: string }) => k.name);
    const before = new Set(await carts());
    const lines = [{ merchandiseId: gid(a.id), quantity: 1 }];
    for (let i = 0; i < 50; i++) {
      const { status } = await quote({ lines, discountCode: i % 2 ? 'SPIN10' : undefined }, '198.17.0.3');
      expect(status).toBe(200);
    }
    // The checkout a shopper makes is the one cart kept.
    expect((await carts()).filter((name) => !before.has(name))).toEqual([]);
    const { body } = await postJson('/api/cart', { lines });
    const token = new URL(JSON.parse(body).checkoutUrl).pathname.split('/').pop();
    expect((await carts()).filter((name) => !before.has(name))).toEqual([`cart:${token}`]);
  });

  it("has its own rate budget: a shopper who used up the checkout's can still have the code checked, and the other way round", async () => {
    const ip = '198.17.0.99';
    for (let i = 0; i < 31; i++) await post({ lines: [] }, { 'CF-Connecting-IP': ip });
    expect((await post({ lines: [] }, { 'CF-Connecting-IP': ip })).status).toBe(429);
    expect(
      (await quote({ lines: [{ merchandiseId: gid(a.id), quantity: 1 }], discountCode: 'SPIN10' }, ip)).status,
    ).toBe(200);
  });

  it('names the sold-out line that stops a code from being checked', async () => {
    const { status, body } = await quote(
      { lines: [{ merchandiseId: gid(soldOut.id), quantity: 1 }], discountCode: 'SPIN10' },
      '198.17.0.2',
    );
    expect(status).toBe(409);
    expect(JSON.parse(body)).toMatchObject({ code: 'UNAVAILABLE', product: expect.any(String) });
  });

  it('an order SPINFREE makes free still ships for 19 lei on the checkout page', async () => {
    const cream = products.find((p) => p.tags.includes(FREE_PRIZE_TAG))!.variants.find((v) => v.availableForSale)!;
    const { body } = await postJson('/api/cart', {
      lines: [{ merchandiseId: gid(cream.id), quantity: 1 }],
      discountCode: await issueCode('SPINFREE'),
    });
    const answer = JSON.parse(body);
    expect(answer.total.amount).toBe(0);
    const page = await request(new URL(answer.checkoutUrl).pathname);
    expect(page.body).toMatch(/data-checkout-shipping="true">19,00\s?lei</);
    expect(page.body).toMatch(/data-checkout-total="true">19,00\s?lei</);
  });
});

describe('a line capped at its stock is said, never silent', () => {
  it('99 of a variant with 86 in stock: the cart holds 86 and the answer warns MERCHANDISE_NOT_ENOUGH_STOCK in Romanian', async () => {
    const scarce = products
      .flatMap((p) => p.variants)
      .find((v) => v.availableForSale && v.quantityAvailable > 1 && v.quantityAvailable < 99)!;
    const other = available.find((v) => v.id !== scarce.id)!;
    const { status, body } = await post({
      lines: [
        { merchandiseId: gid(scarce.id), quantity: 99 },
        { merchandiseId: gid(other.id), quantity: 1 },
      ],
    });
    expect(status, body).toBe(200);
    const answer = JSON.parse(body);
    expect(answer.totalQuantity).toBe(scarce.quantityAvailable + 1);
    expect(answer.warnings).toEqual([
      {
        code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
        variantId: gid(scarce.id),
        requested: 99,
        added: scarce.quantityAvailable,
        message: `Am adăugat doar ${scarce.quantityAvailable}: atât avem în stoc.`,
      },
    ]);
    // Within stock: no warning.
    const within = JSON.parse((await post({ lines: [{ merchandiseId: gid(scarce.id), quantity: 1 }] })).body);
    expect(within.warnings).toEqual([]);
  });

  it('the Storefront API itself answers the warning for cartCreate', async () => {
    const scarce = products
      .flatMap((p) => p.variants)
      .find((v) => v.availableForSale && v.quantityAvailable > 1 && v.quantityAvailable < 99)!;
    const { body } = await request('http://localhost/api/2026-04/graphql.json', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        query:
          'mutation($input: CartInput!) { cartCreate(input: $input) { cart { totalQuantity } warnings { code message target } userErrors { message } } }',
        variables: { input: { lines: [{ merchandiseId: gid(scarce.id), quantity: 99 }] } },
      }),
    });
    const { cartCreate } = JSON.parse(body).data;
    expect(cartCreate.cart.totalQuantity).toBe(scarce.quantityAvailable);
    expect(cartCreate.warnings).toEqual([
      expect.objectContaining({ code: 'MERCHANDISE_NOT_ENOUGH_STOCK', target: gid(scarce.id) }),
    ]);
  });
});

describe("the checkout hand-off's own 18+ box", () => {
  it('POST /api/cart without adult: true makes no cart: 400 naming the field, in Romanian; a quote does not need it', async () => {
    const line = { merchandiseId: gid(a.id), quantity: 1 };
    for (const adult of [undefined, false]) {
      const { status, body } = await post(
        adult === undefined ? { lines: [line], adult: undefined } : { lines: [line], adult },
      );
      expect(status, String(adult)).toBe(400);
      expect(JSON.parse(body)).toMatchObject({
        error: 'Confirmă că ai cel puțin 18 ani ca să continui spre plată.',
        field: 'adult',
      });
      expect(body).not.toContain('checkoutUrl');
    }
    const wrongType = await post({ lines: [line], adult: 'da' });
    expect(wrongType.status).toBe(400);
    const quote = await request('/api/cart/quote', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '198.19.9.9' },
      body: JSON.stringify({ lines: [line] }),
    });
    expect(quote.status).toBe(200);
  });
});

describe('a cart with a vape: the checkout asks whether the buyer already smokes (Legea nr. 64/2024)', () => {
  const vapeVariant = products
    .filter((p) => p.kind === 'vape')
    .flatMap((p) => p.variants)
    .find((v) => v.availableForSale && v.quantityAvailable >= 3)!;

  it('POST /api/cart of a cart with a vape, without smoker: true, makes no cart: 400 JSON naming the field and the vape lines, in Romanian', async () => {
    const vape = { merchandiseId: gid(vapeVariant.id), quantity: 1 };
    const oil = { merchandiseId: gid(a.id), quantity: 1 };
    for (const [lines, smoker] of [
      [[vape], undefined],
      [[vape], false],
      [[oil, vape], undefined],
    ] as const) {
      const { status, body, response } = await post({ lines, ...(smoker === undefined ? {} : { smoker }) });
      expect(status, `${lines.length} ${smoker}`).toBe(400);
      expect(response.headers.get('Content-Type')).toContain('application/json');
      const answer = JSON.parse(body);
      expect(answer).toEqual({
        error: messages.smokerCheckout,
        code: 'SMOKER_NEEDED',
        field: 'smoker',
        variantIds: [gid(vapeVariant.id)],
      });
      expect(CartRefusal.parse(answer)).toEqual(answer);
    }
    // Not a boolean: the same sentence, never a 500.
    const odd = await post({ lines: [vape], smoker: 'da' });
    expect(odd.status).toBe(400);
    expect(JSON.parse(odd.body).error).toBe(messages.smokerCheckout);
    // Ticked: the checkout URL.
    const ticked = await post({ lines: [oil, vape], smoker: true });
    expect(ticked.status).toBe(200);
    expect(JSON.parse(ticked.body).checkoutUrl).toEqual(expect.any(String));
  });

  it("a cart without a vape needs no such box, and the code field's quote needs none either", async () => {
    const without = await post({ lines: [{ merchandiseId: gid(a.id), quantity: 1 }] });
    expect(without.status).toBe(200);
    const quote = await request('/api/cart/quote', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '198.19.9.10' },
      body: JSON.stringify({ lines: [{ merchandiseId: gid(vapeVariant.id), quantity: 1 }] }),
    });
    expect(quote.status).toBe(200);
  });
});

describe('the answers are the contract the cart reads them through (domain/contract/cart-answer)', () => {
  it('a checkout, a quote with a used code and a capped line fit CartAnswer with no field left over; a refusal fits CartRefusal', async () => {
    const scarce = products
      .flatMap((p) => p.variants)
      .find((v) => v.availableForSale && v.quantityAvailable > 1 && v.quantityAvailable < 99)!;
    const answers = [
      await postJson('/api/cart', {
        lines: [{ merchandiseId: gid(a.id), quantity: 1 }],
        discountCode: await issueCode('SPIN10'),
      }),
      await request('/api/cart/quote', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '198.16.0.1' },
        body: JSON.stringify({ lines: [{ merchandiseId: gid(a.id), quantity: 1 }], discountCode: 'NUEXISTA' }),
      }),
      await post({ lines: [{ merchandiseId: gid(scarce.id), quantity: 99 }] }),
    ];
    for (const { status, body } of answers) {
      expect(status, body).toBe(200);
      const answer: unknown = JSON.parse(body);
      // Parsing drops unknown fields: equal means the worker sends exactly what the contract says.
      expect(CartAnswer.parse(answer)).toEqual(answer);
    }
    const refused = await post({ lines: [{ merchandiseId: gid(soldOut.id), quantity: 1 }] });
    expect(refused.status).toBe(409);
    expect(CartRefusal.safeParse(JSON.parse(refused.body)).success).toBe(true);
  });
});
