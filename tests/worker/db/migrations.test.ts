import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ensureSchema, MIGRATIONS, migrate, statementsOf } from '../../../worker/db/migrations';

describe('D1 migrations', () => {
  it('ships every file in migrations/, in order', () => {
    expect(MIGRATIONS.map((m) => m.name)).toEqual([
      '0001_leads.sql',
      '0002_launch_safety.sql',
      '0003_prices_and_consent.sql',
      '0004_lead_codes.sql',
      '0005_webhook_deliveries.sql',
      '0006_confirmed_leads.sql',
      '0007_order_emails.sql',
    ]);
    expect(statementsOf(MIGRATIONS[1]!.sql).every((s) => !s.includes('--'))).toBe(true);
  });

  it('applies each migration once, recorded where `wrangler d1 migrations apply` looks, even when isolates race', async () => {
    const name = `9${Date.now()}_race.sql`;
    const table = `race_${Date.now()}`;
    // Not idempotent on its own (ALTER TABLE): only the bookkeeping keeps a second run from failing.
    const migration = { name, sql: `CREATE TABLE ${table} (a TEXT);\nALTER TABLE ${table} ADD COLUMN b TEXT;\n` };
    const runs = await Promise.all(Array.from({ length: 5 }, () => migrate(env.DB, [migration])));
    expect(runs.flat()).toEqual([name]);
    expect(await migrate(env.DB, [migration])).toEqual([]);
    const recorded = await env.DB.prepare('SELECT COUNT(*) AS n FROM d1_migrations WHERE name = ?')
      .bind(name)
      .first<{ n: number }>();
    expect(recorded?.n).toBe(1);
    const columns = await env.DB.prepare(`PRAGMA table_info(${table})`).all<{ name: string }>();
    expect(columns.results.map((c: { name: string }) => c.name)).toEqual(['a', 'b']);
    // The schema is shared with the other tests (one is that every table has an owner): leave none behind.
    await env.DB.prepare(`DROP TABLE ${table}`).run();
  });

  it('a failing migration leaves nothing behind and is tried again next time', async () => {
    const name = `9${Date.now()}_broken.sql`;
    const table = `broken_${Date.now()}`;
    await expect(
      migrate(env.DB, [{ name, sql: `CREATE TABLE ${table} (a TEXT);\nTHIS IS NOT SQL;\n` }]),
    ).rejects.toThrow();
    expect(
      await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = ?").bind(table).first(),
    ).toBeNull();
    expect(await env.DB.prepare('SELECT 1 AS x FROM d1_migrations WHERE name = ?').bind(name).first()).toBeNull();
  });

  it("0006 gives Proton's four domains and its name's spellings one address, as normaliseEmail does, and keeps every row", async () => {
    const { normaliseEmail } = await import('../../../worker/leads/address');
    await ensureSchema(env.DB);
    const local = `bob${Date.now()}`;
    const typed = [
      `${local}@pm.me`,
      `b.${local.slice(1)}@protonmail.com`,
      `${local}@proton.me`,
      `b_o-${local.slice(2)}@protonmail.ch`,
    ];
    const at = new Date().toISOString();
    await env.DB.batch(
      typed.map((email, i) =>
        env.DB.prepare(
          "INSERT INTO leads (email, email_norm, source, code, consent_version, created_at, unsubscribe_key) VALUES (?, ?, 'wheel', 'SPIN5', 'v', ?, ?)",
        ).bind(email, email, at, `${local}${i}`),
      ),
    );
    const backfill = statementsOf(MIGRATIONS.find((m) => m.name.startsWith('0006'))!.sql).filter((sql) =>
      sql.startsWith('UPDATE leads SET email_norm'),
    );
    expect(backfill).toHaveLength(2);
    await env.DB.batch(backfill.map((sql) => env.DB.prepare(sql)));
    const { results } = await env.DB.prepare(
      'SELECT email, email_norm FROM leads WHERE unsubscribe_key LIKE ? ORDER BY id',
    )
      .bind(`${local}%`)
      .all<{ email: string; email_norm: string }>();
    expect(results).toHaveLength(4);
    // The first keeps the shared address (the one the app now computes); the others keep names of their own.
    expect(results[0]!.email_norm).toBe(normaliseEmail(typed[0]!));
    expect(results.slice(1).every((r: { email_norm: string }) => /^bob\d+@proton\.me#\d+$/.test(r.email_norm))).toBe(
      true,
    );
  });
});
