// Runs before every test file of the worker project (vitest.config.ts, setupFiles). The files share one workerd
// and its storage (isolate: false, so the worker's modules are imported once, not once per file): each file still
// starts with no leads, e-mails, codes, orders, prices or storefront entries, whatever the files before it left.
import { env } from 'cloudflare:test';

/** Empties every table, schema kept: the worker migrates once per isolate and must find its tables. */
async function emptyDatabase() {
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND substr(name, 1, 7) <> 'sqlite_' AND substr(name, 1, 4) <> '_cf_' AND name <> 'd1_migrations'",
  ).all<{ name: string }>();
  if (!results.length) return;
  // One transaction; foreign keys are checked at its end, when no row is left to point at.
  await env.DB.batch([
    env.DB.prepare('PRAGMA defer_foreign_keys = ON'),
    ...results.map(({ name }: { name: string }) => env.DB.prepare(`DELETE FROM "${name}"`)),
  ]);
}

async function emptyKv() {
  let cursor: string | undefined;
  do {
    const page = await env.STOREFRONT_CACHE.list({ cursor });
    await Promise.all(page.keys.map(({ name }: { name: string }) => env.STOREFRONT_CACHE.delete(name)));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
}

await Promise.all([emptyDatabase(), emptyKv()]);
