import type { D1Database } from '@cloudflare/workers-types';

// Every file in migrations/, by name, in order. The same files `wrangler d1 migrations apply` runs.
const files = import.meta.glob<string>('../../migrations/*.sql', { query: '?raw', import: 'default', eager: true });
export const MIGRATIONS: { name: string; sql: string }[] = Object.entries(files)
  .map(([path, sql]) => ({ name: path.split('/').pop()!, sql }))
  // By code point, not localeCompare: the names are ASCII ("0001_…"), and a collator built when the module loads costs
  // a cold start ICU's data (about 12 ms).
  .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

/** Wrangler's own bookkeeping table, so the worker and `wrangler d1 migrations apply` agree on what ran. */
const BOOKKEEPING =
  'CREATE TABLE IF NOT EXISTS d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)';

export function statementsOf(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((s) => s.replace(/--[^\n]*(\n|$)/g, '').trim())
    .filter(Boolean);
}

async function appliedNames(db: D1Database): Promise<Set<string>> {
  const { results } = await db.prepare('SELECT name FROM d1_migrations').all<{ name: string }>();
  return new Set(results.map((r) => r.name));
}

/**
 * Applies the migrations this database has not recorded, each with its record in one transaction: two
 * isolates racing on a fresh database cannot both apply one (the loser's batch fails and rolls back).
 */
export async function migrate(db: D1Database, migrations = MIGRATIONS): Promise<string[]> {
  await db.prepare(BOOKKEEPING).run();
  let applied = await appliedNames(db);
  const ran: string[] = [];
  for (const { name, sql } of migrations) {
    if (applied.has(name)) continue;
    const statements = statementsOf(sql).map((s) => db.prepare(s));
    try {
      await db.batch([...statements, db.prepare('INSERT INTO d1_migrations (name) VALUES (?)').bind(name)]);
      ran.push(name);
    } catch (error) {
      applied = await appliedNames(db);
      if (!applied.has(name)) throw error;
    }
  }
  return ran;
}

let ready: Promise<void> | null = null;

/** Brings the schema up to date once per isolate, so local runs and tests need no setup step. */
export function ensureSchema(db: D1Database): Promise<void> {
  ready ??= migrate(db).then(
    () => undefined,
    (error) => {
      ready = null;
      throw error;
    },
  );
  return ready;
}
