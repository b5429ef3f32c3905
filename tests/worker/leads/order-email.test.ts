// The order confirmation carries the contract's information itself, in its text and its HTML, not only behind links
// (OUG nr. 34/2014 art. 6 and art. 12 alin. (1), anexa nr. 1; a link is not a durable medium, CJEU C-49/11): the
// 14-day right of withdrawal as the terms state it, the model withdrawal form of the refund policy (anexa nr. 1,
// partea B), the legal guarantee, how to complain (ANPC, SAL), the total with VAT and delivery, the payment method,
// the delivery address and the delivery window of the shipping policy. The e-mail is rendered directly, and once
// through the test checkout's button and the dev mailbox.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../../content/catalog';
import { shippingFacts, shippingText } from '../../../content/facts';
import { refundPolicy, termsPolicy } from '../../../content/policies';
import { productFormOf } from '../../../domain/product-form';
import type { Trader } from '../../../domain/trader';
import { DEFAULT_PROMOTION } from '../../../worker/env';
import { LEGAL_GUARANTEE, TEST_ADDRESS, TEST_PAYMENT } from '../../../worker/leads/order-contract';
import { deliver } from '../../../worker/leads/outbox';
import { ensureSchema } from '../../../worker/leads/store';
import { type OrderForEmail, renderOrderEmail } from '../../../worker/leads/templates';
import { fillContentTokens } from '../../../worker/lib/content-tokens';
import { freshIp, request, visibleText } from '../helpers';

beforeAll(async () => {
  await ensureSchema(env.DB);
});

const shopUrl = 'https://verdana.test';
const trader: Trader = {
  name: 'Verdana Wellness S.R.L.',
  cui: 'RO12345678',
  tradeRegister: 'J12/1234/2023',
  address: 'Str. Exemplu nr. 1, Cluj-Napoca',
  phone: '0364 401 250',
  email: 'suport@verdana.ro',
};

const order = (over: Partial<OrderForEmail> = {}): OrderForEmail => ({
  number: 42,
  placedAt: '2026-11-28T10:00:00Z',
  lines: [{ title: 'Ulei CBD 10%', quantity: 2, amount: 149.9 }],
  subtotal: 299.8,
  discount: 0,
  discountCode: null,
  shipping: 0,
  total: 299.8,
  currency: 'RON',
  ageCheck: false,
  deliveryAddress: 'Str. Florilor nr. 3, ap. 4, 700001 Iași',
  payment: 'card',
  test: false,
  ...over,
});

/** A text as a reader sees it: one space for any run of white space (the HTML's lines break elsewhere). */
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();
/** The HTML's visible text, inline tags dropped so a sentence stays whole ("<strong>14 zile</strong>, fără"). */
const readable = (html: string) => flat(visibleText(html.replace(/<\/?(?:a|strong|em)\b[^>]*>/g, '')));
/** The e-mail's text and its HTML's visible text, each flattened. */
const both = (mail: { text: string; html: string }) => ({ text: flat(mail.text), html: readable(mail.html) });

/** Every list item and paragraph of a policy section, as plain sentences with the trader's data filled in. */
function policyLines(html: string): string[] {
  return [...html.matchAll(/<(li|p)>([\s\S]*?)<\/\1>/g)].map((m) =>
    flat(fillContentTokens(m[2]!.replace(/<[^>]+>/g, ''), { trader, promotion: DEFAULT_PROMOTION })),
  );
}
const section = (policy: typeof termsPolicy, id: string) => policy.sections.find((s) => s.id === id)!.html;

/** The model form's lines as the refund policy writes them (OUG nr. 34/2014 anexa nr. 1, partea B). */
const FORM_LINES = [
  'Formular de retragere',
  '(completați și returnați prezentul formular numai dacă doriți să vă retrageți din contract)',
  `Către ${trader.name}, ${trader.address}, adresa de e-mail: ${trader.email}:`,
  'Vă informez/Vă informăm (*) prin prezenta cu privire la retragerea mea/noastră (*) din contractul referitor la vânzarea următoarelor produse (*)/prestarea următoarelor servicii (*): …',
  'Comandate la data (*)/primite la data (*): …',
  'Numele consumatorului (consumatorilor): …',
  'Adresa consumatorului (consumatorilor): …',
  'Semnătura consumatorului (consumatorilor) (numai în cazul în care acest formular este notificat pe hârtie): …',
  'Data: …',
  '(*) Se elimină mențiunea inutilă.',
];

describe('the order confirmation carries the contract in itself', () => {
  const mail = renderOrderEmail({ order: order(), shopUrl, trader });
  const read = both(mail);

  it('the model withdrawal form, word for word, with its heading, the trader line and every field', () => {
    for (const [part, text] of Object.entries(read))
      for (const line of FORM_LINES) expect(text, `${part}: ${line}`).toContain(line);
    // One per line in the text, as a form to copy into an e-mail.
    expect(mail.text).toMatch(/^Formular de retragere$/m);
    expect(mail.text).toMatch(/^- Data: …$/m);
    // The same source: every line of the refund policy's form is in the e-mail.
    const form = section(refundPolicy, 'formular-de-retragere');
    const lines = policyLines(form.slice(form.indexOf('<h3>')));
    expect(lines.length).toBeGreaterThanOrEqual(8);
    for (const line of lines) expect(read.text).toContain(line);
  });

  it('the 14-day right of withdrawal as the terms state it: how, refund with delivery in 14 days, return cost, the exception', () => {
    for (const [part, text] of Object.entries(read)) {
      expect(text, part).toContain('14 zile calendaristice de la primirea produselor');
      expect(text, part).toContain('Dreptul de retragere în 14 zile (OUG nr. 34/2014)');
      expect(text, part).toContain(`un e-mail la ${trader.email} sau o scrisoare la adresa ${trader.address}`);
      expect(text, part).toContain('inclusiv costul livrării inițiale');
      expect(text, part).toContain('în cel mult 14 zile de la data la care am fost informați de decizia ta');
      expect(text, part).toContain('Costurile directe ale returnării sunt suportate de tine');
      expect(text, part).toContain('Excepție: produsele sigilate, desigilate după livrare');
      expect(text, part).toContain('art. 16 lit. e) din OUG nr. 34/2014');
    }
    // Every sentence of the terms' section, none of the shop's own making (the text adds each link's address).
    for (const line of policyLines(section(termsPolicy, 'dreptul-de-retragere'))) expect(read.html).toContain(line);
  });

  it('the legal guarantee in one sentence, as the terms give it, and the complaint routes (ANPC, SAL)', () => {
    expect(LEGAL_GUARANTEE).toMatch(/2 ani de la livrare \(OUG nr\. 140\/2021\)/);
    expect(flat(section(termsPolicy, 'garantii').replace(/<[^>]+>/g, ''))).toContain(
      'garanția legală de conformitate, de 2 ani de la livrare, în condițiile OUG nr. 140/2021',
    );
    for (const [part, text] of Object.entries(read)) {
      expect(text, part).toContain(LEGAL_GUARANTEE);
      expect(text, part).toContain('Autorității Naționale pentru Protecția Consumatorilor (ANPC)');
      expect(text, part).toContain('soluționare alternativă a litigiilor (SAL)');
    }
    expect(mail.text).toContain('https://anpc.ro/ce-este-sal/');
    expect(mail.html).toContain('<a style="color:#1b4227" href="https://anpc.ro/ce-este-sal/">');
  });

  it('the total with VAT and delivery, the payment method, the delivery address and the delivery window', () => {
    for (const [part, text] of Object.entries(read)) {
      expect(text, part).toContain('Total');
      expect(text, part).toContain('Prețurile includ TVA, iar totalul cuprinde și costul livrării.');
      expect(text, part).toContain('Metoda de plată: cu cardul, online');
      expect(text, part).toContain('Adresa de livrare: Str. Florilor nr. 3, ap. 4, 700001 Iași');
      expect(text, part).toContain(
        `Comenzile plasate într-o zi lucrătoare până la ora ${shippingFacts.sameDayCutoff} pleacă din depozit în aceeași zi`,
      );
      expect(text, part).toContain(
        `coletul ajunge în ${shippingText.bigCities} în orașele mari și în ${shippingText.elsewhere} în restul țării`,
      );
      expect(text, part).toContain(trader.phone);
    }
    expect(shippingText.elsewhere).toBe('24–48 de ore');
  });

  it('keeps the links to the return policy and the terms, absolute on the shop', () => {
    expect(mail.text).toContain(`Politica de retur: ${shopUrl}/refund-policy`);
    expect(mail.text).toContain(`Termeni și condiții: ${shopUrl}/terms-of-service`);
    expect(mail.html).toContain(`<a href="${shopUrl}/refund-policy"`);
    expect(mail.html).toContain(`href="${shopUrl}/terms-of-service"`);
    expect(mail.text).toContain(`formularul de retragere (${shopUrl}/refund-policy#formular-de-retragere)`);
    // No link is left relative, nor any token unfilled.
    expect(mail.html).not.toMatch(/href="[/#]/);
    expect(`${mail.text}${mail.html}`).not.toContain('{{');
  });

  it('Romanian typography: ș ț with the comma below, Romanian quotes', () => {
    expect(`${mail.text}${mail.html}`).not.toMatch(/[şţŞŢ]/);
    expect(read.text).not.toMatch(/"[^"]*"/);
  });
});

describe('escaping', () => {
  it('every configured or typed value is escaped in the HTML, kept as typed in the text', () => {
    const hostile: Trader = {
      ...trader,
      name: 'Verdana & Co <b>S.R.L.</b>',
      address: 'Str. "Unu" <img src=x>',
      email: 'suport&retur@verdana.ro',
    };
    const mail = renderOrderEmail({
      order: order({
        deliveryAddress: '<script>alert(1)</script>',
        lines: [{ title: 'Ulei <i>', quantity: 1, amount: 1 }],
      }),
      shopUrl,
      trader: hostile,
    });
    expect(mail.html).not.toMatch(/<script|<img|<b>S\.R\.L|<i>/);
    expect(mail.html).toContain(
      'Către Verdana &amp; Co &lt;b&gt;S.R.L.&lt;/b&gt;, Str. &quot;Unu&quot; &lt;img src=x&gt;',
    );
    expect(mail.html).toContain('Adresa de livrare: &lt;script&gt;alert(1)&lt;/script&gt;');
    // Escaped once, links included.
    expect(mail.html).toContain('href="mailto:suport&amp;retur@verdana.ro"');
    expect(mail.html).not.toContain('&amp;amp;');
    expect(mail.text).toContain('Către Verdana & Co <b>S.R.L.</b>, Str. "Unu" <img src=x>, adresa de e-mail:');
    expect(mail.text).toContain('Adresa de livrare: <script>alert(1)</script>');
  });
});

describe('the test checkout', () => {
  it('an order without address or payment says what the test store does instead, and still carries the form', () => {
    const mail = renderOrderEmail({
      order: order({ deliveryAddress: null, payment: null, test: true }),
      shopUrl,
      trader,
    });
    for (const [part, text] of Object.entries(both(mail))) {
      expect(text, part).toContain(`Metoda de plată: ${TEST_PAYMENT}`);
      expect(text, part).toContain(`Adresa de livrare: ${TEST_ADDRESS}`);
      expect(text, part).toContain('Formular de retragere');
      expect(text, part).toContain(`până la ora ${shippingFacts.sameDayCutoff}`);
    }
  });

  it('"Comandă cu obligație de plată (test)" sends the e-mail with the form, the right and the delivery window', async () => {
    const variant = products
      .filter((p) => productFormOf(p.kind, p.productType) === 'ulei')
      .flatMap((p) => p.variants)
      .find((v) => v.availableForSale && v.quantityAvailable >= 1)!;
    const cart = await request('/api/cart', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': freshIp() },
      body: JSON.stringify({
        lines: [{ merchandiseId: `gid://shopify/ProductVariant/${variant.id}`, quantity: 1 }],
        adult: true,
      }),
    });
    expect(cart.status).toBe(200);
    const path = new URL(JSON.parse(cart.body).checkoutUrl).pathname;
    const to = `comanda.contract.${Date.now()}@exemplu.ro`;
    const placed = await request(`http://localhost${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'http://localhost',
        'Sec-Fetch-Site': 'same-origin',
      },
      body: `code=&adult=1&email=${encodeURIComponent(to)}`,
      redirect: 'manual',
    });
    expect(placed.status).toBe(303);
    const { results: rows } = await env.DB.prepare(
      "SELECT o.id FROM outbox o JOIN orders r ON r.id = o.order_id WHERE r.cart_token = ? AND o.kind = 'order'",
    )
      .bind(path.split('/').pop())
      .all<{ id: number }>();
    expect(rows).toHaveLength(1);
    const vars = { TRADER_ADDRESS: trader.address, TRADER_PHONE: trader.phone };
    await deliver({ ...env, ...vars }, rows[0]!.id);
    const mail = await env.DB.prepare('SELECT text, html FROM mailbox WHERE to_address = ?')
      .bind(to)
      .first<{ text: string; html: string }>();
    for (const [part, text] of Object.entries(both(mail!))) {
      for (const line of FORM_LINES.filter((l) => !l.startsWith('Către'))) expect(text, part).toContain(line);
      expect(text, part).toContain(`adresa ${trader.address}`);
      expect(text, part).toContain('14 zile calendaristice de la primirea produselor');
      expect(text, part).toContain(LEGAL_GUARANTEE);
      expect(text, part).toContain(`Metoda de plată: ${TEST_PAYMENT}`);
      expect(text, part).toContain(`Adresa de livrare: ${TEST_ADDRESS}`);
      expect(text, part).toContain(`în ${shippingText.elsewhere} în restul țării`);
      // Each line names the variant bought, as the cart did (seventh review F10).
      const product = products.find((p) => p.variants.includes(variant))!;
      expect(text, part).toContain(`${product.title} (${variant.title})`);
    }
  });
});
