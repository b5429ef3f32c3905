import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { products } from '../../content/catalog';

const root = resolve(import.meta.dirname, '../..');
const DAY_MS = 86_400_000;
const day = (at: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(at);

/**
 * The price history the daily cron would have recorded for a shop whose sale began `saleStartedDaysAgo` days
 * ago: each variant at its regular price for the 35 days before, at the sale price since. Written into the
 * browser tests' local D1 (the migrations first, as `wrangler d1 migrations apply` does), so the pages can back
 * the reductions they announce.
 */
export function recordPriceHistory(
  persistTo: string,
  { saleStartedDaysAgo, percent }: { saleStartedDaysAgo: number; percent: number },
) {
  const statements: string[] = [];
  for (const product of products) {
    for (const variant of product.variants) {
      const sale = Math.round((Math.round(variant.price * 100) * (100 - percent)) / 100);
      const rows: string[] = [];
      for (let ago = saleStartedDaysAgo + 35; ago >= 0; ago--) {
        const amount = ago >= saleStartedDaysAgo ? Math.round(variant.price * 100) : sale;
        rows.push(
          `('gid://shopify/ProductVariant/${variant.id}', '${day(Date.now() - ago * DAY_MS)}', ${amount}, 'RON')`,
        );
      }
      statements.push(
        `INSERT OR REPLACE INTO price_history (variant_id, day, amount_minor, currency) VALUES ${rows.join(', ')};`,
      );
    }
  }
  const dir = mkdtempSync(join(tmpdir(), 'price-history-'));
  const file = join(dir, 'seed.sql');
  writeFileSync(file, `${statements.join('\n')}\n`);
  const wrangler = (args: string[]) => {
    const run = spawnSync(
      resolve(root, 'node_modules/.bin/node'),
      [resolve(root, 'node_modules/wrangler/bin/wrangler.js'), ...args, '--local', '--persist-to', persistTo],
      {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', CI: 'true' },
      },
    );
    if (run.status !== 0) throw new Error(`wrangler ${args.join(' ')} failed:\n${run.stdout}\n${run.stderr}`);
  };
  try {
    wrangler(['d1', 'migrations', 'apply', 'DB']);
    wrangler(['d1', 'execute', 'DB', '--file', file]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
