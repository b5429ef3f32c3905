import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS, migrate, statementsOf } from '../../../worker/db/migrations';

describe('D1 migrations', () => {
  it('ships every file in migrations/, in order', () => {
    expect(MIGRATIONS.map((m) => m.name)).toEqual([
      '0001_leads.sql',
      '0002_launch_safety.sql',
      '0003_prices_and_consent.sql',
      '0004_lead_codes.sql',
      '0005_webhook_deliveries.sql',
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
});
