// The test checkout's "Comandă cu obligație de plată (test)" sends the order confirmation e-mail the terms promise: the form
// asks for the address, an order queues one e-mail (outbox kind 'order', one per order) that the dev mailbox
// receives, with the lines, the total, the right of withdrawal, the age check for vapes and the trader's identity.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../../content/catalog';
import { shippingText } from '../../../content/facts';
import { messages } from '../../../domain/contract/messages';
import { formatMoney } from '../../../domain/format';
import { productFormOf } from '../../../domain/product-form';
import { deliver } from '../../../worker/leads/outbox';
import { ensureSchema } from '../../../worker/leads/store';
import { ORDER_EMAIL_INVALID } from '../../../worker/loaders/checkout';
import { freshIp, request } from '../helpers';

const SAME_ORIGIN = { Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin' };
const TRADER = {
  TRADER_NAME: 'Verdana Wellness S.R.L.',
  TRADER_CUI: 'RO12345678',
  TRADER_TRADE_REGISTER: 'J12/1234/2023',
  TRADER_ADDRESS: 'Str. Exemplu nr. 1, Cluj-Napoca',
};

beforeAll(async () => {
  await ensureSchema(env.DB);
});

const inStock = (form: string) =>
  products
    .filter((p) => productFormOf(p.kind, p.productType) === form)
    .flatMap((p) => p.variants.map((v) => ({ product: p, variant: v })))
    .find(({ variant }) => variant.availableForSale && variant.quantityAvailable >= 3)!;

/** A cart of `quantity` units of a product of `form`, as the drawer's checkout makes it: its checkout path and token. */
async function cart(form = 'ulei', quantity = 2) {
  const { variant } = inStock(form);
  return cartOf([{ merchandiseId: `gid://shopify/ProductVariant/${variant.id}`, quantity }]);
}

/** A cart of `lines`, its boxes ticked (18+, and the smoker's for a vape), as the drawer's checkout makes it. */
async function cartOf(lines: { merchandiseId: string; quantity: number }[]) {
  const { status, body } = await request('/api/cart', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': freshIp() },
    body: JSON.stringify({ lines, adult: true, smoker: true }),
  });
  expect(status).toBe(200);
  const path = new URL(JSON.parse(body).checkoutUrl).pathname;
  return { path, token: path.split('/').pop()! };
}

/** "Comandă cu obligație de plată (test)" pressed on the page at `path`, with the form's fields as `body`. */
const place = (path: string, body: string, headers: Record<string, string> = {}) =>
  request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...SAME_ORIGIN, ...headers },
    body,
    redirect: 'manual',
  });

const field = (email: string) => `code=&adult=1&email=${encodeURIComponent(email)}`;

let seq = 0;
const address = (tag: string) => `comanda.${tag}.${Date.now()}.${seq++}@exemplu.ro`;

const orderOf = (token: string) =>
  env.DB.prepare('SELECT id, total, currency, discount FROM orders WHERE cart_token = ?')
    .bind(token)
    .first<{ id: number; total: string; currency: string; discount: string }>();

interface OrderEmailRow {
  id: number;
  to_address: string;
  status: string;
}

async function orderEmailRows(orderId: number): Promise<OrderEmailRow[]> {
  const { results } = await env.DB.prepare(
    "SELECT id, to_address, status FROM outbox WHERE order_id = ? AND kind = 'order'",
  )
    .bind(orderId)
    .all<OrderEmailRow>();
  return results;
}

/**
 * The dev mailbox's e-mails to `to`, once every order e-mail of the order is delivered (the queue may have done it
 * already: delivering twice sends once).
 */
async function mailboxTo(to: string, orderId: number) {
  for (const row of await orderEmailRows(orderId)) await deliver({ ...env, ...TRADER }, row.id);
  const { results } = await env.DB.prepare('SELECT subject, text, html FROM mailbox WHERE to_address = ?')
    .bind(to)
    .all<{ subject: string; text: string; html: string }>();
  return results;
}

describe('the checkout form asks for the address', () => {
  it('an "E-mail" field: type email, autocomplete email, required; the button keeps its name', async () => {
    const { path } = await cart();
    const { status, body } = await request(`http://localhost${path}`);
    expect(status).toBe(200);
    expect(body).toMatch(/<label for="checkout-email"[^>]*>E-mail<\/label>/);
    const input = /<input id="checkout-email"[^>]*>/.exec(body)?.[0] ?? '';
    expect(input).toContain('type="email"');
    expect(input).toContain('name="email"');
    expect(input).toContain('autoComplete="email"');
    expect(input).toMatch(/\brequired=""/);
    expect(body).toContain('Comandă cu obligație de plată (test)');
    expect(body).toContain(`în cel mult ${shippingText.confirmation}`);
    // Before the order: delivery only to an address, never a locker, and the courier's age check for vapes.
    const note = /<p[^>]*data-checkout-delivery-note[^>]*>([\s\S]*?)<\/p>/.exec(body)?.[1] ?? '';
    expect(note).toContain('nu în lockere');
    expect(note).toContain('verifică la predare vârsta destinatarului (18+)');
    // Beside the button: the terms and the 14-day withdrawal, as links (OUG 34/2014).
    const terms = /<p[^>]*data-checkout-terms[^>]*>([\s\S]*?)<\/p>/.exec(body)?.[1] ?? '';
    expect(terms).toContain('href="/terms-of-service"');
    expect(terms).toContain('href="/refund-policy"');
    expect(terms).toContain('14 zile');
  });
});

describe('a placed order sends its confirmation e-mail', () => {
  it("exactly one e-mail to the address, with the order's lines, total, withdrawal right and the trader's identity", async () => {
    const { path, token } = await cart('ulei', 2);
    const to = address('one');
    const placed = await place(path, field(to.toUpperCase()));
    expect(placed.status).toBe(303);
    const order = (await orderOf(token))!;
    const page = await request(`http://localhost${path}`);
    expect(page.body).toContain('Mulțumim! Comanda ta a fost plasată.');
    expect(page.body).toContain(to);

    const mails = await mailboxTo(to, order.id);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe(`Confirmarea comenzii tale nr. ${order.id}`);
    const total = formatMoney({ amount: Number(order.total), currencyCode: order.currency });
    expect(mail!.text).toContain(`Total: ${total}`);
    expect(mail!.html).toContain(total);
    const { product, variant } = inStock('ulei');
    expect(mail!.text).toContain(
      `- ${product.title} (${variant.title}) × 2: ${formatMoney({ amount: variant.price * 2, currencyCode: order.currency })}`,
    );
    expect(mail!.text).toMatch(/^Livrare: /m);
    expect(mail!.text).toContain('14 zile calendaristice de la primirea produselor');
    expect(mail!.text).toContain('http://localhost/refund-policy');
    expect(mail!.html).toContain('<a href="http://localhost/refund-policy"');
    expect(mail!.text).toContain(
      'Expeditor: Verdana Wellness S.R.L., CUI RO12345678, Reg. Com. J12/1234/2023, Str. Exemplu nr. 1, Cluj-Napoca.',
    );
    // No vape in this order: no age check to announce; no unsubscribe (a transactional e-mail).
    expect(mail!.text).not.toMatch(/curierul verifică vârsta/);
    expect(mail!.text).not.toMatch(/dezabon/i);
  });

  it('an order with a vape says the courier checks the age (18+) with an ID at delivery', async () => {
    const { path, token } = await cart('vape', 1);
    const to = address('vape');
    expect((await place(path, `${field(to)}&smoker=1`)).status).toBe(303);
    const [mail] = await mailboxTo(to, (await orderOf(token))!.id);
    expect(mail!.text).toMatch(/curierul verifică vârsta destinatarului după un act de identitate/);
    expect(mail!.text).toContain('cel puțin 18 ani');
    expect(mail!.text).toContain('Legea nr. 64/2024');
  });

  it('a double submit, a retry and a resubmit with another address: one order, one e-mail, to the first address', async () => {
    const { path, token } = await cart();
    const to = address('twice');
    const answers = await Promise.all([place(path, field(to)), place(path, field(to))]);
    expect(answers.map((a) => a.status)).toEqual([303, 303]);
    expect((await place(path, field(to))).status).toBe(303);
    expect((await place(path, field(address('other')))).status).toBe(303);
    const orders = await env.DB.prepare('SELECT id FROM orders WHERE cart_token = ?').bind(token).all();
    expect(orders.results).toHaveLength(1);
    const order = (await orderOf(token))!;
    expect(await orderEmailRows(order.id)).toEqual([expect.objectContaining({ to_address: to })]);
    expect(await mailboxTo(to, order.id)).toHaveLength(1);
    const all = await env.DB.prepare('SELECT COUNT(*) AS n FROM mailbox WHERE subject = ?')
      .bind(`Confirmarea comenzii tale nr. ${order.id}`)
      .first<{ n: number }>();
    expect(all!.n).toBe(1);
  });

  it('a retry after the first request stopped before queueing the e-mail queues it then, once', async () => {
    const { path, token } = await cart();
    const to = address('retry');
    expect((await place(path, field(to))).status).toBe(303);
    const order = (await orderOf(token))!;
    // As if the worker had stopped between the order and its e-mail.
    await env.DB.prepare('DELETE FROM outbox WHERE order_id = ?').bind(order.id).run();
    expect((await place(path, field(to))).status).toBe(303);
    expect((await place(path, field(to))).status).toBe(303);
    expect(await orderEmailRows(order.id)).toHaveLength(1);
    expect(await mailboxTo(to, order.id)).toHaveLength(1);
  });

  it('an order with a code names the code and its reduction', async () => {
    const { issueCode } = await import('../helpers');
    const code = await issueCode('NEWSLETTER10');
    const { variant } = inStock('ulei');
    const { body } = await request('/api/cart', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': freshIp() },
      body: JSON.stringify({
        lines: [{ merchandiseId: `gid://shopify/ProductVariant/${variant.id}`, quantity: 1 }],
        discountCode: code,
        adult: true,
      }),
    });
    const path = new URL(JSON.parse(body).checkoutUrl).pathname;
    const to = address('code');
    expect((await place(path, `code=${code}&adult=1&email=${encodeURIComponent(to)}`)).status).toBe(303);
    const order = (await orderOf(path.split('/').pop()!))!;
    const [mail] = await mailboxTo(to, order.id);
    expect(mail!.text).toContain(
      `Reducere (cod ${code}): −${formatMoney({ amount: Number(order.discount), currencyCode: order.currency })}`,
    );
    expect(mail!.text).toContain(`Codul ${code} a fost folosit pentru această comandă`);
  });
});

describe('an address that is not one places no order', () => {
  const invalid = [
    '',
    '   ',
    'ana',
    'ana@',
    'ana@exemplu',
    'ana @exemplu.ro',
    'ana@@exemplu.ro',
    `${'a'.repeat(300)}@x.ro`,
  ];
  for (const typed of invalid) {
    it(`"${typed.slice(0, 20)}": a Romanian 400 under the field, the address typed kept, no order, no e-mail`, async () => {
      const { path, token } = await cart();
      const answer = await place(path, field(typed));
      expect(answer.status).toBe(400);
      expect(answer.body).toContain(ORDER_EMAIL_INVALID);
      expect(answer.body).toMatch(/<input id="checkout-email"[^>]*aria-invalid="true"/);
      expect(answer.body).toContain('Comandă cu obligație de plată (test)');
      expect(await orderOf(token)).toBeNull();
    });
  }

  it('no e-mail field at all, a list of them or a file: 400, no order', async () => {
    const { path, token } = await cart();
    for (const body of ['', 'code=', 'email[]=ana%40exemplu.ro', 'Email=ana%40exemplu.ro']) {
      const answer = await place(path, body);
      expect(answer.status, body).toBe(400);
      expect(answer.body).toContain(ORDER_EMAIL_INVALID);
    }
    const multipart = new FormData();
    multipart.append('email', new File(['ana@exemplu.ro'], 'email.txt', { type: 'text/plain' }));
    const file = await request(`http://localhost${path}`, {
      method: 'POST',
      headers: SAME_ORIGIN,
      body: multipart,
      redirect: 'manual',
    });
    expect(file.status).toBe(400);
    expect(await orderOf(token)).toBeNull();
  });

  it('a typed value comes back escaped, never as markup', async () => {
    const { path } = await cart();
    const answer = await place(path, field('"><script>alert(1)</script>'));
    expect(answer.status).toBe(400);
    expect(answer.body).not.toContain('<script>alert(1)</script>');
  });
});

describe('odd bodies never 500', () => {
  it('a 1 MB body: a Romanian 413, no order', async () => {
    const { path, token } = await cart();
    const answer = await place(path, `email=${'a'.repeat(1024 * 1024)}%40exemplu.ro`);
    expect(answer.status).toBe(413);
    expect(answer.body).toContain(messages.tooLarge);
    expect(await orderOf(token)).toBeNull();
  });

  it('fields named constructor, __proto__, toString or hasOwnProperty are ignored: the order goes, or a 400 says why', async () => {
    const odd = 'constructor=x&__proto__=y&__proto__%5Bemail%5D=z%40exemplu.ro&toString=1&hasOwnProperty=2&valueOf=3';
    const refused = await cart();
    const without = await place(refused.path, odd);
    expect(without.status).toBe(400);
    expect(without.body).toContain(ORDER_EMAIL_INVALID);
    expect(await orderOf(refused.token)).toBeNull();

    const accepted = await cart();
    const to = address('odd');
    const placed = await place(accepted.path, `${odd}&${field(to)}`);
    expect(placed.status).toBe(303);
    const order = (await orderOf(accepted.token))!;
    expect(await mailboxTo(to, order.id)).toHaveLength(1);
    // Nothing leaked onto every object.
    expect(({} as Record<string, unknown>).email).toBeUndefined();
  });

  it('JSON, or no content type at all: 400, no order', async () => {
    const { path, token } = await cart();
    for (const headers of [{ 'Content-Type': 'application/json' }, { 'Content-Type': 'text/plain' }]) {
      const answer = await place(path, JSON.stringify({ email: 'ana@exemplu.ro' }), headers);
      expect(answer.status).toBe(400);
    }
    expect(await orderOf(token)).toBeNull();
  });
});

describe("the order's own 18+ declaration", () => {
  it('every checkout page asks it; without the box ticked, a 400 in Romanian that keeps the address, and no order', async () => {
    const { path, token } = await cart('ulei', 1);
    const page = await request(`http://localhost${path}`);
    const box = /<input id="checkout-adult"[^>]*>/.exec(page.body)?.[0] ?? '';
    expect(box).toContain('type="checkbox"');
    expect(box).toMatch(/\brequired=""/);
    expect(page.body).toContain('Am cel puțin 18 ani și comand produse pentru uz propriu.');
    const to = address('fara-18');
    const typed = `code=&email=${encodeURIComponent(to)}`;
    for (const body of [typed, `${typed}&adult=0`, `${typed}&adult=`, `${typed}&adult=true`]) {
      const refused = await place(path, body);
      expect(refused.status, body).toBe(400);
      expect(refused.body).toContain(messages.adultOrder);
      expect(refused.body).toContain(`value="${to}"`);
    }
    expect(await orderOf(token)).toBeNull();
    expect((await place(path, field(to))).status).toBe(303);
    expect(await orderOf(token)).not.toBeNull();
  });
});

describe('a cart with a vape: the declaration and the delivery (Legea nr. 64/2024)', () => {
  const gid = (id: number) => `gid://shopify/ProductVariant/${id}`;
  const cell = (body: string, name: string) =>
    new RegExp(`<td[^>]*data-checkout-${name}[^>]*>([\\s\\S]*?)</td>`).exec(body)?.[1] ?? '';

  it('the checkout page asks whether the buyer already smokes or vapes; without the box, a 400 in Romanian and no order', async () => {
    const { path, token } = await cart('vape', 1);
    const page = await request(`http://localhost${path}`);
    const box = /<input id="checkout-smoker"[^>]*>/.exec(page.body)?.[0] ?? '';
    expect(box).toContain('type="checkbox"');
    expect(box).toMatch(/\brequired=""/);
    expect(page.body).toContain(
      'Fumez sau folosesc deja țigarete electronice; știu că vape-urile nu sunt pentru nefumători.',
    );
    const to = address('fara-declaratie');
    for (const body of [field(to), `${field(to)}&smoker=0`, `${field(to)}&smoker=`]) {
      const refused = await place(path, body);
      expect(refused.status, body).toBe(400);
      expect(refused.body).toContain(messages.smokerCheckout);
      // The page keeps what was typed.
      expect(refused.body).toContain(`value="${to}"`);
    }
    expect(await orderOf(token)).toBeNull();
    expect((await place(path, `${field(to)}&smoker=1`)).status).toBe(303);
    expect(await orderOf(token)).not.toBeNull();
  });

  it('a cart without a vape shows no such box and needs none', async () => {
    const { path, token } = await cart('ulei', 1);
    expect((await request(`http://localhost${path}`)).body).not.toContain('checkout-smoker');
    expect((await place(path, field(address('fara-vape')))).status).toBe(303);
    expect(await orderOf(token)).not.toBeNull();
  });

  it('vapes do not count toward free delivery: the page and the order charge the fee for products over 200 lei that are so only with vapes', async () => {
    const vape = inStock('vape').variant;
    const oil = inStock('ulei').variant;
    expect(oil.price).toBeLessThan(200);
    const vapes = Math.ceil((200 - oil.price) / vape.price);
    expect(vapes).toBeLessThanOrEqual(vape.quantityAvailable);
    const sum = roundLei(oil.price + vape.price * vapes);
    expect(sum).toBeGreaterThanOrEqual(200);
    const { path, token } = await cartOf([
      { merchandiseId: gid(oil.id), quantity: 1 },
      { merchandiseId: gid(vape.id), quantity: vapes },
    ]);
    const page = (await request(`http://localhost${path}`)).body;
    expect(cell(page, 'shipping')).toBe(formatMoney({ amount: 19, currencyCode: 'RON' }));
    expect(cell(page, 'total')).toBe(formatMoney({ amount: roundLei(sum + 19), currencyCode: 'RON' }));
    expect(page).toContain('Vape-urile nu intră în pragul livrării gratuite.');
    expect((await place(path, `${field(address('livrare-vape'))}&smoker=1`)).status).toBe(303);
    expect(Number((await orderOf(token))!.total)).toBeCloseTo(sum + 19, 2);

    // The same sum of products without a vape ships free, as it did.
    const oils = Math.ceil(200 / oil.price);
    const free = await cart('ulei', oils);
    expect(cell((await request(`http://localhost${free.path}`)).body, 'shipping')).toBe('GRATUITĂ');
  });
});

const roundLei = (amount: number) => Math.round(amount * 100) / 100;
