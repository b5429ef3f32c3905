// Issue 20, items 2, 3 and 8: codes that cannot be shared, one address is one address, pending e-mails
// leave at once after a crash.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { products } from '../../../content/catalog';
import { offers } from '../../../content/wheel';
import { CartAnswer } from '../../../domain/contract/cart-answer';
import { messages } from '../../../domain/contract/messages';
import { CODE_ALPHABET, CODE_RANDOM_BITS, canonicalCode, newCode } from '../../../worker/codes/codes';
import { app } from '../../../worker/index';
import { normaliseEmail } from '../../../worker/leads/address';
import {
  deliver,
  type EmailJob,
  REDRIVE_AFTER_MS,
  redrivePending,
  resetRedriveOnStart,
} from '../../../worker/leads/outbox';
import type { EmailProvider, OutgoingEmail } from '../../../worker/leads/providers';
import { confirmLead, ensureSchema, recordLead } from '../../../worker/leads/store';
import {
  callFunction,
  confirmationLink,
  freshIp,
  issueCode,
  json,
  openConfirmation,
  promotionVars,
  request,
  signUpAndConfirm,
} from '../helpers';

afterEach(() => {
  vi.restoreAllMocks();
});

beforeAll(async () => {
  await ensureSchema(env.DB);
});

let seq = 0;
const unique = (tag: string) => `codes.${tag}.${Date.now()}.${seq++}@exemplu.ro`;
const running = promotionVars.running();
const call = (name: string, body: unknown) => callFunction(name, body, { vars: running });

const gid = (id: number) => `gid://shopify/ProductVariant/${id}`;
const variant = products.flatMap((p) => p.variants).find((v) => v.availableForSale && v.quantityAvailable >= 5)!;

/** A cart with one line and `code`, as the cart drawer's checkout makes it; answers its checkout path. */
async function cartWith(code: string | null): Promise<{ path: string; applicable: boolean | undefined }> {
  const { body, status } = await request('/api/cart', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': freshIp() },
    body: JSON.stringify({
      lines: [{ merchandiseId: gid(variant.id), quantity: 2 }],
      adult: true,
      ...(code ? { discountCode: code } : {}),
    }),
  });
  expect(status).toBe(200);
  const answer = JSON.parse(body);
  return { path: new URL(answer.checkoutUrl).pathname, applicable: answer.discountCode?.applicable };
}

/** "Comandă cu obligație de plată (test)": the checkout page's form, posted from the shop's own page, with the e-mail field filled. */
const placeOrder = (
  path: string,
  headers: Record<string, string> = { Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin' },
  body = '',
) =>
  request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: [body, 'adult=1&email=lead-codes%40exemplu.ro'].filter(Boolean).join('&'),
    redirect: 'manual',
  });
const SAME_ORIGIN = { Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin' };

const quote = (code: string) =>
  request('/api/cart/quote', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': freshIp() },
    body: JSON.stringify({ lines: [{ merchandiseId: gid(variant.id), quantity: 1 }], discountCode: code }),
  });

describe('every lead gets its own code', () => {
  it("200 sign-ups get 200 different codes: the offer's name, then 10 Crockford characters (50 random bits)", async () => {
    expect(CODE_RANDOM_BITS).toBeGreaterThanOrEqual(40);
    const codes: string[] = [];
    for (let i = 0; i < 200; i++) codes.push(await issueCode(i % 2 ? 'NEWSLETTER10' : 'SPIN20'));
    expect(new Set(codes).size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^(NEWSLETTER10|SPIN20)-[0-9A-HJKMNP-TV-Z]{10}$/);
    // Every position takes many values (a counter or a timestamp would not): 200 draws of 32 letters.
    const suffixes = codes.map((c) => c.slice(-10));
    for (let position = 0; position < 10; position++)
      expect(new Set(suffixes.map((s) => s[position])).size, `position ${position}`).toBeGreaterThanOrEqual(20);
  });

  it('the suffix comes from crypto.getRandomValues, 5 bits per character', () => {
    const spy = vi
      .spyOn(crypto, 'getRandomValues')
      .mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
        const bytes = array as unknown as Uint8Array;
        bytes.forEach((_, i) => {
          bytes[i] = i * 33;
        });
        return array;
      });
    expect(newCode('SPIN5')).toBe(
      `SPIN5-${Array.from({ length: 10 }, (_, i) => CODE_ALPHABET[(i * 33) & 31]).join('')}`,
    );
    expect(spy).toHaveBeenCalled();
  });

  it('a repeat sign-up of the same address keeps its one code and shows it to nobody', async () => {
    const email = unique('repeat');
    const code = await signUpAndConfirm('send-newsletter-email', { email }, { vars: running });
    expect(code).toMatch(/^NEWSLETTER10-/);
    const again = await call('send-newsletter-email', { email: email.toUpperCase() });
    expect(again.status).toBe(200);
    // Whoever types someone's address does not read that person's code.
    expect(json(again.body)).toEqual({ ok: true, confirm: true });
    const rows = await env.DB.prepare(
      "SELECT d.code FROM discount_codes d JOIN leads l ON l.id = d.lead_id WHERE l.email_norm = ? AND l.source = 'newsletter'",
    )
      .bind(normaliseEmail(email))
      .all<{ code: string }>();
    expect(rows.results).toEqual([{ code }]);
  });
});

describe('one address is one address', () => {
  it('one mailbox, one address: case, +tags, Gmail dots, and the domains of one provider', () => {
    const same: [string, string][] = [
      ['Ana+1@Gmail.com', 'ana@gmail.com'],
      ['a.na@googlemail.com', 'ana@gmail.com'],
      ['A.N.A+promo+2@GOOGLEMAIL.COM', 'ana@gmail.com'],
      // Outlook and Hotmail deliver +tags to the mailbox; their dots are part of the name.
      ['Ana+magazin@Outlook.com', 'ana@outlook.com'],
      ['ana+x@hotmail.com', 'ana@hotmail.com'],
      ['a.na+x@live.com', 'a.na@live.com'],
      // Proton: every address of an account works on each of its four domains, +tags too.
      ['ana@pm.me', 'ana@proton.me'],
      ['Ana@ProtonMail.com', 'ana@proton.me'],
      ['ana+cbd@protonmail.ch', 'ana@proton.me'],
      ['ana+x@proton.me', 'ana@proton.me'],
      // …and leaves dots, hyphens and underscores out of a name.
      ['a.na@proton.me', 'ana@proton.me'],
      ['A-n_a.x+1@pm.me', 'anax@proton.me'],
      // Elsewhere the dots stay; a local part that is all tag stays as typed.
      ['a.na+x@exemplu.ro', 'a.na@exemplu.ro'],
      ['+x@exemplu.ro', '+x@exemplu.ro'],
      ['  Ana@Yahoo.com ', 'ana@yahoo.com'],
    ];
    for (const [typed, compared] of same) expect(normaliseEmail(typed), typed).toBe(compared);
  });

  it('ana+1@gmail.com and a.na@googlemail.com are one lead, one code; the first address is the one written to', async () => {
    const local = `ana${Date.now()}${seq++}`;
    const first = await call('send-newsletter-email', { email: `${local}+1@gmail.com` });
    const second = await call('send-newsletter-email', {
      email: `${local.slice(0, 1)}.${local.slice(1)}@googlemail.com`,
    });
    expect([json(first.body), json(second.body)]).toEqual([
      { ok: true, confirm: true },
      { ok: true, confirm: true },
    ]);
    const leads = await env.DB.prepare("SELECT email FROM leads WHERE email_norm = ? AND source = 'newsletter'")
      .bind(`${local}@gmail.com`)
      .all<{ email: string }>();
    expect(leads.results).toEqual([{ email: `${local}+1@gmail.com` }]);
  });

  it('alice@pm.me, ali.ce@protonmail.com, al-i_ce+x@proton.me are one lead: one code for them all', async () => {
    const local = `alice${Date.now()}${seq++}`;
    const dotted = `${local.slice(0, 3)}.${local.slice(3)}`;
    const dashed = `${local.slice(0, 2)}-${local.slice(2, 3)}_${local.slice(3)}`;
    for (const email of [`${local}@pm.me`, `${dotted}@protonmail.com`, `${dashed}+x@proton.me`])
      await call('send-exit-popup-email', { email });
    const leads = await env.DB.prepare("SELECT email FROM leads WHERE email_norm = ? AND source = 'exit-popup'")
      .bind(`${local}@proton.me`)
      .all<{ email: string }>();
    expect(leads.results).toEqual([{ email: `${local}@pm.me` }]);
  });

  it('150 +tag variants of one address at once take one place of the 100, and the cap still holds', async () => {
    await env.DB.batch([
      env.DB.prepare("DELETE FROM discount_codes WHERE lead_id IN (SELECT id FROM leads WHERE source = 'exit-popup')"),
      env.DB.prepare("DELETE FROM outbox WHERE lead_id IN (SELECT id FROM leads WHERE source = 'exit-popup')"),
      env.DB.prepare("DELETE FROM leads WHERE source = 'exit-popup'"),
    ]);
    const at = new Date().toISOString();
    const fill = Array.from({ length: offers.exitPopup.limit - 2 }, (_, i) =>
      env.DB.prepare(
        "INSERT INTO leads (email, email_norm, source, code, consent_version, created_at, unsubscribe_key, confirmed_at) VALUES (?, ?, 'exit-popup', 'HALLOWEEN15', 'v', ?, ?, ?)",
      ).bind(`fill.${i}@exemplu.ro`, `fill.${i}@exemplu.ro`, at, `${i}`.padStart(32, 'e'), at),
    );
    await env.DB.batch(fill);
    const local = `ana${Date.now()}`;
    const variants = Array.from({ length: 150 }, (_, i) =>
      i % 2 ? `${local}+${i}@gmail.com` : `${local.slice(0, 2)}.${local.slice(2)}+${i}@googlemail.com`,
    );
    const answers = await Promise.all(variants.map((email) => call('send-exit-popup-email', { email })));
    // One lead, with one confirmation e-mail and its one resend: none refused, none a code.
    expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
    const confirmations = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM outbox o JOIN leads l ON l.id = o.lead_id WHERE l.email_norm = ? AND o.kind = 'confirm'",
    )
      .bind(`${local}@gmail.com`)
      .first<{ n: number }>();
    expect(confirmations!.n).toBe(2);
    await openConfirmation(await confirmationLink(variants[0]!, 'exit-popup', running), running);
    const count = async () =>
      (await env.DB.prepare(
        "SELECT COUNT(*) AS n FROM leads WHERE source = 'exit-popup' AND confirmed_at IS NOT NULL",
      ).first<{ n: number }>())!.n;
    expect(await count()).toBe(offers.exitPopup.limit - 1);
    // The 100th place is still there for someone else; after it, the offer is closed.
    expect(await signUpAndConfirm('send-exit-popup-email', { email: unique('hundredth') }, { vars: running })).toMatch(
      /^HALLOWEEN15-/,
    );
    const late = await call('send-exit-popup-email', { email: unique('late') });
    expect(late.status).toBe(409);
    expect(json(late.body).error).toBe(messages.offerClosed);
    expect(await count()).toBe(offers.exitPopup.limit);
  });
});

describe('a code is used once', () => {
  it('"Comandă cu obligație de plată (test)" records the order and the code\'s use; the code is then refused in any cart, in Romanian', async () => {
    const code = await issueCode('SPIN15');
    const cart = await cartWith(code);
    expect(cart.applicable).toBe(true);
    const page = await request(cart.path);
    expect(page.body).toContain('Comandă cu obligație de plată (test)');
    expect(page.body).toContain(`action="${cart.path}"`);

    const placed = await placeOrder(cart.path);
    expect(placed.status).toBe(303);
    expect(placed.response.headers.get('Location')).toBe(cart.path);
    const confirmation = await request(cart.path);
    expect(confirmation.status).toBe(200);
    expect(confirmation.body).toContain('Mulțumim! Comanda ta a fost plasată.');
    expect(confirmation.body).toContain(code);
    // The cart is closed: posting it again places nothing more.
    expect((await placeOrder(cart.path)).status).toBe(303);
    expect(
      (await env.DB.prepare('SELECT COUNT(*) AS n FROM orders WHERE cart_token = ?')
        .bind(cart.path.split('/').pop())
        .first<{ n: number }>())!.n,
    ).toBe(1);

    const used = JSON.parse((await quote(code)).body);
    expect(used.discountCode).toEqual({ code, applicable: false, reason: 'USED', message: messages.codeUsed });
    // The cart's code field reads this through the contract: it fits, with no field left over.
    expect(CartAnswer.parse(used)).toEqual(used);
    expect(used.discount.amount).toBe(0);
    const again = await cartWith(code.toLowerCase());
    expect(again.applicable).toBe(false);
    expect((await request(again.path)).body).toContain(messages.codeUsed);
  });

  it('two carts racing with one code: one order wins, the other is told the code is used and nothing is half written', async () => {
    const code = await issueCode('NEWSLETTER10');
    const carts = await Promise.all([cartWith(code), cartWith(code), cartWith(code)]);
    expect(carts.every((c) => c.applicable)).toBe(true);
    const answers = await Promise.all(carts.map((c) => placeOrder(c.path)));
    expect(answers.map((a) => a.status).sort()).toEqual([303, 409, 409]);
    for (const lost of answers.filter((a) => a.status === 409)) expect(lost.body).toContain(messages.codeUsed);
    const orders = await env.DB.prepare('SELECT id, discount_code FROM orders WHERE cart_token IN (?, ?, ?)')
      .bind(...carts.map((c) => c.path.split('/').pop()))
      .all<{ id: number; discount_code: string }>();
    expect(orders.results).toHaveLength(1);
    expect(orders.results[0]!.discount_code).toBe(code);
    const row = await env.DB.prepare('SELECT used_at, order_id FROM discount_codes WHERE code = ?')
      .bind(code)
      .first<{ used_at: string; order_id: number }>();
    expect(row!.order_id).toBe(orders.results[0]!.id);
    // A losing cart can still be ordered, at its full price, without the code.
    const loser = carts[answers.findIndex((a) => a.status === 409)]!;
    expect((await placeOrder(loser.path)).status).toBe(303);
    expect(
      await env.DB.prepare('SELECT discount_code FROM orders WHERE cart_token = ?')
        .bind(loser.path.split('/').pop())
        .first(),
    ).toEqual({ discount_code: null });
  });

  it('a tab that showed the code, pressed after another order used it, places nothing and says why', async () => {
    const code = await issueCode('SPIN10');
    const [first, second] = [await cartWith(code), await cartWith(code)];
    // The second tab's page was rendered while the code still applied: its form carries the code it showed.
    expect((await request(second.path)).body).toContain(`name="code" value="${code}"`);
    expect((await placeOrder(first.path, SAME_ORIGIN, `code=${code}`)).status).toBe(303);
    const late = await placeOrder(second.path, SAME_ORIGIN, `code=${code}`);
    expect(late.status).toBe(409);
    expect(late.body).toContain(messages.codeUsed);
    expect(late.body).toContain('name="code" value=""');
    expect(
      await env.DB.prepare('SELECT id FROM orders WHERE cart_token = ?').bind(second.path.split('/').pop()).first(),
    ).toBeNull();
    // The page now shows the full price; pressing again places the order without the code.
    expect((await placeOrder(second.path, SAME_ORIGIN, 'code=')).status).toBe(303);
  });

  it("only the shop's own pages can place an order (a cross-site form is refused in Romanian)", async () => {
    const cart = await cartWith(null);
    const forged: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'http://localhost.evil.example' },
    ];
    for (const headers of forged) {
      const answer = await placeOrder(cart.path, headers);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(answer.body).toContain(messages.foreignOrigin);
    }
    expect(
      await env.DB.prepare('SELECT id FROM orders WHERE cart_token = ?').bind(cart.path.split('/').pop()).first(),
    ).toBeNull();
  });

  it('reads typed codes as Crockford does; anything else is not a code', () => {
    expect(canonicalCode(' spin20-7kq2x9m4tb ')).toEqual({ code: 'SPIN20-7KQ2X9M4TB', prefix: 'SPIN20' });
    expect(canonicalCode('SPIN20-OIL0000000')?.code).toBe('SPIN20-0110000000');
    for (const no of [
      'SPIN20',
      'SPIN20-',
      'SPIN21-7KQ2X9M4TB',
      'SPIN20-7KQ2X9M4T',
      'SPIN20-7KQ2X9M4TBU',
      'SPIN20-UUUUUUUUUU',
      'SPIN20_7KQ2X9M4TB',
    ])
      expect(canonicalCode(no), no).toBeNull();
  });
});

/** A production-like shop with a real store and the Admin API configured. */
const STORE = {
  SITE_URL: 'https://verdana.test',
  UNSUBSCRIBE_SECRET: 'test-unsubscribe-secret-0123456789abcdef',
  STOREFRONT_ENDPOINT: 'https://verdana-test.myshopify.com',
  SHOPIFY_ADMIN_TOKEN: 'shpat_test_token',
  SHOPIFY_DISCOUNT_NEWSLETTER: '1001',
  SHOPIFY_DISCOUNT_EXIT_POPUP: '1002',
  SHOPIFY_DISCOUNT_WHEEL_SPIN20: 'gid://shopify/DiscountCodeNode/1020',
};
const storeEnv = { ...env, ...STORE, ...promotionVars.running() };

/** A fake Admin API: records every call; `down` answers 503 to everything. */
function fakeAdmin() {
  const calls: {
    url: string;
    token: string | null;
    query: string;
    variables: { discountId?: string; codes?: { code: string }[] };
  }[] = [];
  const state = { down: false, silent: false };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    const { query, variables } = JSON.parse(String(init?.body));
    calls.push({ url, token: new Headers(init?.headers).get('X-Shopify-Access-Token'), query, variables });
    if (state.down) return new Response('upstream down', { status: 503 });
    // Accepts the connection and never answers: only the caller's own deadline ends the wait.
    if (state.silent)
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
      );
    if (query.includes('discountRedeemCodeBulkAdd')) {
      return Response.json({
        data: {
          discountRedeemCodeBulkAdd: {
            bulkCreation: { id: `gid://shopify/DiscountRedeemCodeBulkCreation/${calls.length}` },
            userErrors: [],
          },
        },
      });
    }
    const added = calls.find((c) => c.query.includes('discountRedeemCodeBulkAdd'));
    return Response.json({
      data: {
        discountRedeemCodeBulkCreation: {
          done: true,
          importedCount: 1,
          failedCount: 0,
          codes: {
            nodes: [
              {
                code: added?.variables.codes?.[0]?.code,
                errors: [],
                discountRedeemCode: { id: 'gid://shopify/DiscountRedeemCode/1' },
              },
            ],
          },
        },
      },
    });
  });
  return { calls, state };
}

function recordingProvider() {
  const sent: OutgoingEmail[] = [];
  const provider: EmailProvider = {
    name: 'recording',
    async send(email) {
      sent.push(email);
      return { id: `r-${sent.length}` };
    },
  };
  return { provider, sent };
}

/** A confirmed lead of the real store's shop: its code, and the outbox row of the e-mail that carries it. */
async function storeLead(offer: 'NEWSLETTER10' | 'SPIN20') {
  const email = unique('store');
  const lead = (await recordLead(env.DB, {
    email,
    source: offer === 'NEWSLETTER10' ? 'newsletter' : 'wheel',
    code: offer,
    consentVersion: 'test',
    marketingConsent: false,
    origin: 'https://verdana.test',
    ip: '192.0.2.1',
  }))!;
  const { k } = (await env.DB.prepare('SELECT unsubscribe_key AS k FROM leads WHERE id = ?')
    .bind(lead.leadId)
    .first<{ k: string }>())!;
  const confirmed = await confirmLead(env.DB, k, { ip: '192.0.2.1' });
  if (confirmed.state !== 'confirmed' || confirmed.codeEmailId === null) throw new Error('not confirmed');
  return { code: confirmed.code, outboxId: confirmed.codeEmailId };
}

const registered = async (code: string) =>
  (await env.DB.prepare('SELECT registered_at FROM discount_codes WHERE code = ?')
    .bind(code)
    .first<{ registered_at: string | null }>())!.registered_at;

describe("with a real store, every code is added to the owner's Shopify discount before its e-mail leaves", () => {
  it("calls discountRedeemCodeBulkAdd with the offer's discount id, the token and the code; then sends the e-mail", async () => {
    const admin = fakeAdmin();
    const mail = recordingProvider();
    for (const [offer, discountId] of [
      ['NEWSLETTER10', 'gid://shopify/DiscountCodeNode/1001'],
      ['SPIN20', 'gid://shopify/DiscountCodeNode/1020'],
    ] as const) {
      admin.calls.length = 0;
      const lead = await storeLead(offer);
      expect(await deliver(storeEnv, lead.outboxId, mail.provider)).toBe('sent');
      const add = admin.calls.find((c) => c.query.includes('discountRedeemCodeBulkAdd'))!;
      expect(add.url).toBe('https://verdana-test.myshopify.com/admin/api/2026-04/graphql.json');
      expect(add.token).toBe('shpat_test_token');
      expect(add.variables).toEqual({ discountId, codes: [{ code: lead.code }] });
      expect(await registered(lead.code)).not.toBeNull();
      expect(mail.sent.at(-1)!.text).toContain(lead.code);
    }
  });

  it('an Admin API that never answers: the send gives up at its deadline and the e-mail waits, no attempt spent', async () => {
    const admin = fakeAdmin();
    const mail = recordingProvider();
    admin.state.silent = true;
    const lead = await storeLead('NEWSLETTER10');
    await expect(deliver(storeEnv, lead.outboxId, mail.provider)).rejects.toThrow();
    expect(mail.sent).toHaveLength(0);
    expect(
      await env.DB.prepare('SELECT status, attempts FROM outbox WHERE id = ?').bind(lead.outboxId).first(),
    ).toEqual({ status: 'pending', attempts: 0 });
  });

  it('an Admin API outage holds the e-mail (no attempt spent); a later re-drive registers the code and sends it', async () => {
    const admin = fakeAdmin();
    const mail = recordingProvider();
    admin.state.down = true;
    const lead = await storeLead('NEWSLETTER10');
    await expect(deliver(storeEnv, lead.outboxId, mail.provider)).rejects.toThrow();
    expect(mail.sent).toHaveLength(0);
    expect(await registered(lead.code)).toBeNull();
    expect(
      await env.DB.prepare('SELECT status, attempts FROM outbox WHERE id = ?').bind(lead.outboxId).first(),
    ).toEqual({ status: 'pending', attempts: 0 });

    // The store is back; the cron finds the row pending past its window and puts it on the queue.
    admin.state.down = false;
    await env.DB.prepare('UPDATE outbox SET updated_at = ? WHERE id = ?')
      .bind(new Date(Date.now() - 2 * REDRIVE_AFTER_MS).toISOString(), lead.outboxId)
      .run();
    const queued: number[] = [];
    const queue = {
      send: async (m: EmailJob) => void queued.push(m.outboxId),
      sendBatch: async (ms: { body: EmailJob }[]) => void queued.push(...ms.map((m) => m.body.outboxId)),
    };
    await redrivePending({ ...storeEnv, EMAIL_QUEUE: queue as never });
    expect(queued).toContain(lead.outboxId);
    expect(await deliver(storeEnv, lead.outboxId, mail.provider)).toBe('sent');
    expect(await registered(lead.code)).not.toBeNull();
    expect(mail.sent).toHaveLength(1);
    expect(mail.sent[0]!.text).toContain(lead.code);
  });

  it("without the Admin token or the offer's discount id, the e-mail waits (never a code the store does not know)", async () => {
    const admin = fakeAdmin();
    const mail = recordingProvider();
    const lead = await storeLead('NEWSLETTER10');
    await expect(deliver({ ...storeEnv, SHOPIFY_ADMIN_TOKEN: '' }, lead.outboxId, mail.provider)).rejects.toThrow();
    await expect(
      deliver({ ...storeEnv, SHOPIFY_DISCOUNT_NEWSLETTER: 'not-an-id' }, lead.outboxId, mail.provider),
    ).rejects.toThrow();
    expect(admin.calls).toHaveLength(0);
    expect(mail.sent).toHaveLength(0);
  });
});

describe('after a crash, pending e-mails go at once', () => {
  async function pendingRows(n: number): Promise<number[]> {
    const old = new Date(Date.now() - 3 * REDRIVE_AFTER_MS).toISOString();
    const tag = `crash.${Date.now()}.${seq++}`;
    const stmts = [];
    for (let i = 0; i < n; i++) {
      const email = `${tag}.${i}@exemplu.ro`;
      stmts.push(
        env.DB.prepare(
          "INSERT INTO leads (email, email_norm, source, code, consent_version, created_at, unsubscribe_key) VALUES (?, ?, 'newsletter', 'NEWSLETTER10', 'v', ?, ?)",
        ).bind(email, email, old, `${tag}.${i}`),
        env.DB.prepare(
          "INSERT INTO outbox (lead_id, idempotency_key, origin, status, attempts, created_at, updated_at) SELECT id, ?, '', 'pending', 0, ?, ? FROM leads WHERE email = ?",
        ).bind(`k:${email}`, old, old, email),
      );
    }
    await env.DB.batch(stmts);
    const { results } = await env.DB.prepare(
      'SELECT o.id FROM outbox o JOIN leads l ON l.id = o.lead_id WHERE l.email LIKE ?',
    )
      .bind(`${tag}.%`)
      .all<{ id: number }>();
    return results.map((r: { id: number }) => r.id);
  }

  const recordingQueue = () => {
    const queued: number[] = [];
    return {
      queued,
      queue: {
        send: async (m: EmailJob) => void queued.push(m.outboxId),
        sendBatch: async (ms: { body: EmailJob }[]) => void queued.push(...ms.map((m) => m.body.outboxId)),
      },
    };
  };

  it('one cron run re-drives 250 pending e-mails (batch after batch), leaving none older than its window', async () => {
    const ids = await pendingRows(250);
    const { queued, queue } = recordingQueue();
    const count = await redrivePending({ ...env, EMAIL_QUEUE: queue as never });
    expect(count).toBeGreaterThanOrEqual(250);
    expect(ids.filter((id) => !queued.includes(id))).toEqual([]);
    // Each row once: updated_at moved on as it went.
    expect(queued.filter((id) => ids.includes(id))).toHaveLength(250);
    const stale = await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE status = 'pending' AND updated_at < ?")
      .bind(new Date(Date.now() - REDRIVE_AFTER_MS).toISOString())
      .first<{ n: number }>();
    expect(stale!.n).toBe(0);
  });

  it('the first request after an isolate starts schedules one re-drive, and only one', async () => {
    const ids = await pendingRows(3);
    const { queued, queue } = recordingQueue();
    resetRedriveOnStart({ graceMs: 0 });
    for (let i = 0; i < 2; i++) {
      const ctx = createExecutionContext();
      const response = await app.request('/robots.txt', {}, { ...env, EMAIL_QUEUE: queue as never }, ctx);
      await response.text();
      await waitOnExecutionContext(ctx);
    }
    expect(ids.every((id) => queued.includes(id))).toBe(true);
    expect(queued.filter((id) => ids.includes(id))).toHaveLength(3);
  });

  it('rows written seconds before a crash leave on the first request after the restart, not minutes later', async () => {
    const tag = `recent.${Date.now()}.${seq++}`;
    // Written 6 and 30 seconds before the restart's first request; one written a moment ago is left to its message.
    const moments = [6000, 30_000, 500].map((ago) => new Date(Date.now() - ago).toISOString());
    await env.DB.batch(
      moments.flatMap((at, i) => [
        env.DB.prepare(
          "INSERT INTO leads (email, email_norm, source, code, consent_version, created_at, unsubscribe_key) VALUES (?, ?, 'newsletter', 'NEWSLETTER10', 'v', ?, ?)",
        ).bind(`${tag}.${i}@exemplu.ro`, `${tag}.${i}@exemplu.ro`, at, `${tag}.${i}`),
        env.DB.prepare(
          "INSERT INTO outbox (lead_id, idempotency_key, origin, status, attempts, created_at, updated_at) SELECT id, ?, '', 'pending', 0, ?, ? FROM leads WHERE email = ?",
        ).bind(`k:${tag}.${i}`, at, at, `${tag}.${i}@exemplu.ro`),
      ]),
    );
    const { results } = await env.DB.prepare(
      'SELECT o.id FROM outbox o JOIN leads l ON l.id = o.lead_id WHERE l.email LIKE ?',
    )
      .bind(`${tag}.%`)
      .all<{ id: number }>();
    const { queued, queue } = recordingQueue();
    resetRedriveOnStart();
    const ctx = createExecutionContext();
    await (await app.request('/robots.txt', {}, { ...env, EMAIL_QUEUE: queue as never }, ctx)).text();
    await waitOnExecutionContext(ctx);
    const ids = results.map((r: { id: number }) => r.id).sort((a: number, b: number) => a - b);
    expect(ids.map((id: number) => queued.includes(id))).toEqual([true, true, false]);
  });
});
