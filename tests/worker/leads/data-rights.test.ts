// GDPR art. 15/17/20: one call exports, one erases, everything the shop holds about an address. The data is made
// through the shop's own endpoints (three forms, their confirmation links, the e-mails, an order with the code);
// the command line's SQL (scripts/data-rights.mjs) is the same list, with the address written in as a literal.

import { env } from 'cloudflare:test';
import type { D1Database } from '@cloudflare/workers-types';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../../content/catalog';
import { codeState } from '../../../worker/codes/store';
import { normaliseEmail } from '../../../worker/leads/address';
import { eraseSubject, exportSubject, InvalidAddressError } from '../../../worker/leads/data-rights';
import {
  commandOf,
  ERASED_TABLES,
  erasureCountsFrom,
  erasureStatements,
  exportFrom,
  exportStatements,
  inlineSql,
  normSql,
  type Row,
  SUBJECT_TABLES,
  type SubjectExport,
  sqlLiteral,
  subjectOf,
  TABLES_WITHOUT_PERSONAL_DATA,
} from '../../../worker/leads/data-rights-sql';
import { deliver } from '../../../worker/leads/outbox';
import { ensureSchema } from '../../../worker/leads/store';
import { callFunction, cookieOf, freshIp, json, mailTo, promotionVars, request, signUpAndConfirm } from '../helpers';

/** The test database, typed as the worker's code sees it. */
const db: D1Database = env.DB;
const running = { vars: promotionVars.running() };
const run = Date.now();
const ANA = `ana.${run}@exemplu.ro`;
const BOB = `bob.${run}@exemplu.ro`;

const gid = (id: number) => `gid://shopify/ProductVariant/${id}`;
const variant = products.flatMap((p) => p.variants).find((v) => v.availableForSale && v.quantityAvailable >= 5)!;

/**
 * An order placed on the embedded store's checkout page (with `code`, or none), its e-mail field filled with
 * `email`, as the cart drawer and the page's form do; its confirmation e-mail delivered into the dev mailbox.
 */
async function orderWith(code: string | null, email: string) {
  const cart = await request('/api/cart', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': freshIp() },
    body: JSON.stringify({
      lines: [{ merchandiseId: gid(variant.id), quantity: 1 }],
      adult: true,
      ...(code ? { discountCode: code } : {}),
    }),
  });
  expect(cart.status).toBe(200);
  const path = new URL(JSON.parse(cart.body).checkoutUrl).pathname;
  const placed = await request(`http://localhost${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: 'http://localhost',
      'Sec-Fetch-Site': 'same-origin',
    },
    body: new URLSearchParams({ email, adult: '1', ...(code ? { code } : {}) }).toString(),
    redirect: 'manual',
  });
  expect(placed.status, placed.body).toBe(303);
  const row = await db
    .prepare("SELECT o.id FROM outbox o JOIN orders r ON r.id = o.order_id WHERE o.kind = 'order' AND r.cart_token = ?")
    .bind(path.split('/').pop())
    .first<{ id: number }>();
  expect(row, "the order's confirmation e-mail").not.toBeNull();
  await deliver({ ...env, ...running.vars }, row!.id);
}

/** Spins the wheel and claims its prize for `email`, confirmed: the code. */
async function wheelCode(email: string, marketing = false) {
  const spin = await callFunction('spin-wheel', {});
  const { label } = json(spin.body) as { label: string };
  return signUpAndConfirm(
    'send-wheel-prize-email',
    { email, prize: label, marketing },
    { cookie: cookieOf(spin.response) },
  );
}

/** Every form's lead for `email`, confirmed, each code e-mail delivered into the dev mailbox. */
async function signUpEverywhere(email: string) {
  const codes = {
    newsletter: await signUpAndConfirm('send-newsletter-email', { adult: true, email }),
    'exit-popup': await signUpAndConfirm('send-exit-popup-email', { email, marketing: true }, running),
    wheel: await wheelCode(email),
  };
  for (const source of Object.keys(codes)) expect(await mailTo(email, source, 'code', running.vars)).not.toBeNull();
  return codes;
}

const count = async (table: string) =>
  (await db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())!.n;
const allCounts = async () =>
  Object.fromEntries(await Promise.all(SUBJECT_TABLES.map(async ({ table }) => [table, await count(table)])));
const lengths = (exported: SubjectExport) =>
  Object.fromEntries(Object.entries(exported.tables).map(([table, rows]) => [table, rows.length]));
/** An export without its moment, to compare two of them. */
const timeless = ({ exportedAt: _, ...rest }: SubjectExport) => rest;

let anaCodes: Record<string, string>;
let bobExport: SubjectExport;

beforeAll(async () => {
  await ensureSchema(db);
  anaCodes = await signUpEverywhere(ANA);
  await orderWith(anaCodes.newsletter!, ANA);
  // An order without a code, its address typed another way: the same mailbox.
  await orderWith(null, ANA.replace('ana.', 'Ana.').replace('@', '+comanda@'));
  await signUpEverywhere(BOB);
  // A spin nobody claimed: tied to no address.
  await callFunction('spin-wheel', {});
  bobExport = await exportSubject(db, BOB);
}, 120_000);

describe('the export finds every row about the address', () => {
  it('every form, with its consent, confirmation and IP fields; its codes, e-mails, mailbox copies, spin and order', async () => {
    const exported = await exportSubject(db, ANA);
    const { leads, discount_codes, outbox, mailbox, wheel_spins, orders } = exported.tables;
    expect(exported.subject).toEqual({ address: ANA, comparedAs: ANA });

    expect(leads.map((l) => l.source).sort()).toEqual(['exit-popup', 'newsletter', 'wheel']);
    for (const lead of leads) {
      expect(lead).toMatchObject({ email: ANA, email_norm: ANA, consent_version: expect.any(String) });
      expect(lead.confirmed_at).toEqual(expect.any(String));
      expect(lead.requested_ip).toEqual(expect.any(String));
      expect(lead.confirmed_ip).toEqual(expect.any(String));
      expect(lead.unsubscribe_key).toMatch(/^[0-9a-f]{32}$/);
      for (const field of ['marketing_consent', 'confirmations_sent', 'confirmation_sent_at', 'unsubscribed_at'])
        expect(lead).toHaveProperty(field);
    }
    expect(leads.find((l) => l.source === 'newsletter')!.marketing_consent).toBe(1);
    expect(leads.find((l) => l.source === 'wheel')!.marketing_consent).toBe(0);

    expect(discount_codes.map((d) => d.code).sort()).toEqual(Object.values(anaCodes).sort());
    const leadIds = leads.map((l) => l.id);
    expect(discount_codes.every((d) => leadIds.includes(d.lead_id))).toBe(true);
    // A confirmation and a code e-mail per form, and an order confirmation per order, each copied into the mailbox.
    expect(outbox.map((o) => o.kind).sort()).toEqual([
      'code',
      'code',
      'code',
      'confirm',
      'confirm',
      'confirm',
      'order',
      'order',
    ]);
    expect(mailbox.map((m) => m.outbox_id).sort()).toEqual(outbox.map((o) => o.id).sort());
    expect(mailbox.every((m) => normaliseEmail(String(m.to_address)) === ANA)).toBe(true);
    expect(wheel_spins).toEqual([expect.objectContaining({ prize_email: ANA, visitor_id: expect.any(String) })]);
    expect(orders.map((o) => o.discount_code)).toEqual([anaCodes.newsletter, null]);
    expect(outbox.filter((o) => o.kind === 'order').map((o) => o.order_id)).toEqual(orders.map((o) => o.id));
    expect(discount_codes.find((d) => d.code === anaCodes.newsletter)).toMatchObject({ order_id: orders[0]!.id });
    expect(exported.rows).toBe(3 + 3 + 8 + 8 + 1 + 2);

    // The database holds no other row tied to these leads, and nothing of the other address is in the export.
    const marks = leadIds.join(', ');
    expect(await count(`outbox WHERE lead_id IN (${marks})`)).toBe(outbox.length - orders.length);
    expect(await count(`discount_codes WHERE lead_id IN (${marks})`)).toBe(discount_codes.length);
    expect(JSON.stringify(exported)).not.toContain('bob.');
  });

  it('says what it does not contain, what each table is, and what an erasure keeps', async () => {
    const exported = await exportSubject(db, ANA);
    expect(Object.keys(exported.about).sort()).toEqual(SUBJECT_TABLES.map((t) => t.table).sort());
    expect(Object.keys(exported.keptAfterErasure)).toEqual(['orders']);
    expect(exported.notTiedToAnAddress.join(' ')).toContain('verdana_wheel');
    // JSON-able: it survives a round trip unchanged.
    expect(JSON.parse(JSON.stringify(exported))).toEqual(exported);
  });

  it('finds the same rows whatever the case and spaces of the address', async () => {
    const exact = await exportSubject(db, ANA);
    for (const typed of [
      ` ${ANA.toUpperCase()} `,
      `\t${ANA.replace('ana', 'Ana').replace('exemplu.ro', 'Exemplu.RO')}\n`,
    ]) {
      const found = await exportSubject(db, typed);
      expect(timeless(found)).toEqual(timeless(exact));
    }
  });

  it('compares the address as the store does: one Gmail mailbox under its other spellings, and rows kept apart by a migration', async () => {
    const other = `ni.na.${run}+promo@googlemail.com`;
    const asked = `nina${run}@gmail.com`;
    expect((await callFunction('send-newsletter-email', { adult: true, email: other })).status).toBe(200);
    // Migrations 0004/0006 kept addresses told apart before the rule under `norm#id`.
    await db
      .prepare(
        `INSERT INTO leads (email, email_norm, source, code, consent_version, created_at, unsubscribe_key, marketing_consent)
       VALUES (?, ?, 'wheel', 'SPIN5', 'old', '2024-01-01T00:00:00.000Z', ?, 0)`,
      )
      .bind(`nina${run}+old@gmail.com`, `nina${run}@gmail.com#9999`, `legacy${run}`)
      .run();
    const exported = await exportSubject(db, asked);
    expect(exported.subject).toEqual({ address: asked, comparedAs: asked });
    expect(exported.tables.leads.map((l) => l.email).sort()).toEqual([other, `nina${run}+old@gmail.com`].sort());
    expect(exported.tables.outbox).toHaveLength(1);
    const erased = await eraseSubject(db, `  NINA${run}@GMAIL.COM`);
    expect(erased.erased).toMatchObject({ leads: 2, outbox: 1 });
    expect((await exportSubject(db, other)).rows).toBe(0);
  });
});

describe('an address that is not one is refused', () => {
  const refused = [
    "x' OR 1=1 --",
    "'; DELETE FROM leads; --@exemplu.ro",
    "ana@exemplu.ro' OR '1'='1",
    'ana@exemplu.ro; DROP TABLE leads',
    '%@exemplu.ro ana',
    'ana@exemplu.ro\u0000',
    'ana\\@exemplu.ro',
    'ana',
    '',
    'a@b',
    `${'a'.repeat(250)}@exemplu.ro`,
  ];

  it('by export and erasure, before anything is read or changed', async () => {
    const before = await allCounts();
    for (const address of refused) {
      await expect(exportSubject(db, address), address).rejects.toBeInstanceOf(InvalidAddressError);
      await expect(eraseSubject(db, address), address).rejects.toBeInstanceOf(InvalidAddressError);
      expect(() => subjectOf(address), address).toThrow(InvalidAddressError);
    }
    expect(await allCounts()).toEqual(before);
  });

  it('the command line quotes only what validation let through, quotes doubled', () => {
    expect(sqlLiteral("o'brien@exemplu.ie")).toBe("'o''brien@exemplu.ie'");
    for (const value of ['a\\b', 'a\nb', 'ă@exemplu.ro', 'a\u0000b']) expect(() => sqlLiteral(value)).toThrow();
    // A Subject made by hand, bypassing subjectOf, is still refused rather than quoted.
    const forged = { sql: 'SELECT ?1', params: ["x'\\"] as [string] };
    expect(() => inlineSql(forged)).toThrow(InvalidAddressError);
  });
});

describe("the command line's SQL is the worker's, with the address written in", () => {
  /** Runs the command line's statements on the test database, as wrangler runs a --command (one batch). */
  const runInline = async (statements: { sql: string; params: [string] }[]) =>
    (await db.batch<Row>(statements.map((s) => db.prepare(inlineSql(s))))).map((r) => r.results);

  it('every placeholder becomes the one quoted literal; nothing else of the address reaches the SQL', () => {
    const subject = subjectOf(" O'Brien+shop@Exemplu.ie ");
    expect(subject).toEqual({ address: "o'brien+shop@exemplu.ie", norm: "o'brien@exemplu.ie" });
    const statements = [...exportStatements(subject), ...erasureStatements(subject)];
    const command = commandOf(statements);
    expect(command).not.toMatch(/\?\d/);
    const literalsOf = (sql: string) => new Set(sql.match(/'(?:[^']|'')*'/g));
    const own = literalsOf(statements.map((s) => s.sql).join(';\n'));
    expect(literalsOf(command)).toEqual(new Set([...own, "'o''brien@exemplu.ie'"]));
    expect(command).not.toContain('shop');
    expect(command.split(';\n')).toHaveLength(SUBJECT_TABLES.length + 1 + ERASED_TABLES.length);
  });

  it('exports what exportSubject exports', async () => {
    const subject = subjectOf(ANA);
    const inline = exportFrom(subject, await runInline(exportStatements(subject)));
    expect(timeless(inline)).toEqual(timeless(await exportSubject(db, ANA)));
  });

  it("finds and erases an address with an apostrophe, and nobody else's rows", async () => {
    const quoted = `o'brien.${run}@exemplu.ie`;
    const code = await signUpAndConfirm('send-newsletter-email', { adult: true, email: quoted });
    const subject = subjectOf(quoted);
    const found = exportFrom(subject, await runInline(exportStatements(subject)));
    expect(found.tables.discount_codes.map((d) => d.code)).toEqual([code]);
    expect(lengths(found)).toMatchObject({ leads: 1, discount_codes: 1, outbox: 2, mailbox: 1 });
    const others = await allCounts();
    const [counts, ...deletes] = await runInline(erasureStatements(subject));
    expect(deletes.every((rows) => rows.length === 0)).toBe(true);
    expect(erasureCountsFrom(counts![0]!)).toEqual({
      erased: { wheel_spins: 0, mailbox: 1, outbox: 2, discount_codes: 1, leads: 1 },
      kept: { orders: 0 },
    });
    expect((await exportSubject(db, quoted)).rows).toBe(0);
    const after = await allCounts();
    for (const table of ERASED_TABLES) expect(after[table], table).toBe(others[table] - lengths(found)[table]!);
  });
});

describe('every table is covered', () => {
  it("the SQL that reads a typed address (an order's e-mail, a recipient) compares it as address.ts does", async () => {
    const typed = [
      'ana@exemplu.ro',
      '  Ana.Maria+Shop@Exemplu.RO ',
      'a.na+x@googlemail.com',
      'A.N.A@gmail.com',
      '+tag@gmail.com',
      'a+b+c@exemplu.ro',
      'a-n_a.x+y@pm.me',
      'x.y@protonmail.ch',
      'a-b_c@protonmail.com',
      'a.b@proton.me',
      'a.b@gmail.com.ro',
      "o'brien+1@exemplu.ie",
      'a@b@exemplu.ro',
      '@exemplu.ro',
      'fara-arond',
    ];
    const rows = await db.batch<{ n: string }>(typed.map((t) => db.prepare(`SELECT ${normSql('?1')} AS n`).bind(t)));
    expect(rows.map((r) => r.results[0]!.n)).toEqual(typed.map(normaliseEmail));
  });

  it("each table of the schema is either searched for an address or listed as holding nobody's data", async () => {
    const { results } = await db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND substr(name, 1, 7) <> 'sqlite_' AND substr(name, 1, 4) <> '_cf_'",
      )
      .all<{ name: string }>();
    const covered = [...SUBJECT_TABLES.map((t) => t.table), ...Object.keys(TABLES_WITHOUT_PERSONAL_DATA)];
    expect(results.map((r) => r.name).sort()).toEqual(covered.sort());
  });

  it('an erasure deletes the tables a row points into last', () => {
    expect(ERASED_TABLES).toEqual(['wheel_spins', 'mailbox', 'outbox', 'discount_codes', 'leads']);
  });
});

describe('the erasure', () => {
  it('is all or nothing: when one statement fails, no row is gone', async () => {
    const before = await allCounts();
    await db
      .prepare("CREATE TRIGGER refuse_lead_delete BEFORE DELETE ON leads BEGIN SELECT RAISE(ABORT, 'refused'); END")
      .run();
    try {
      await expect(eraseSubject(db, ANA)).rejects.toThrow(/refused/);
    } finally {
      await db.prepare('DROP TRIGGER refuse_lead_delete').run();
    }
    expect(await allCounts()).toEqual(before);
    expect((await exportSubject(db, ANA)).rows).toBeGreaterThan(0);
  });

  it("removes every row it exported, keeps the order untied, and leaves the other address's rows as they were", async () => {
    const exported = await exportSubject(db, ANA);
    const before = await allCounts();
    const counts = await eraseSubject(db, ` ${ANA.toUpperCase()}`);
    const { orders: keptOrders, ...erasedTables } = lengths(exported);
    expect(counts).toEqual({ erased: erasedTables, kept: { orders: keptOrders } });
    expect(Object.values(counts.erased).every((n) => n > 0)).toBe(true);

    const again = await exportSubject(db, ANA);
    expect(again.rows).toBe(0);
    for (const rows of Object.values(again.tables)) expect(rows).toEqual([]);

    const after = await allCounts();
    for (const table of ERASED_TABLES) expect(after[table], table).toBe(before[table] - counts.erased[table]);
    // The order stays (accounting), tied to no address now; its code no longer exists.
    expect(after.orders).toBe(before.orders);
    expect(
      await db.prepare('SELECT 1 AS x FROM orders WHERE discount_code = ?').bind(anaCodes.newsletter).first(),
    ).toEqual({ x: 1 });
    expect(await codeState(db, anaCodes.wheel!)).toBe('unknown');
    // The other address, and the spin nobody claimed, are untouched.
    expect(timeless(await exportSubject(db, BOB))).toEqual(timeless(bobExport));
    expect(await count('wheel_spins WHERE prize_email IS NULL')).toBeGreaterThanOrEqual(1);

    // A second erasure finds nothing and changes nothing.
    expect(await eraseSubject(db, ANA)).toEqual({
      erased: { wheel_spins: 0, mailbox: 0, outbox: 0, discount_codes: 0, leads: 0 },
      kept: { orders: 0 },
    });
  });
});
