import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { recordPriceHistory } from './price-history';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One shop server for the browser tests, with a promotion that ends in three days so the countdown runs. */
export default async function setup(project: TestProject) {
  const root = resolve(import.meta.dirname, '../..');
  if (!existsSync(resolve(root, '.wrangler/deploy/config.json'))) {
    throw new Error('No build found: run "npm run build" first (npm test does).');
  }
  const promoEnd = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();
  // The sale began five days ago; the history records the regular prices before it, which the struck prices show.
  const promoStart = new Date(Date.now() - 5 * 24 * 3600 * 1000).toISOString();
  // Every run starts from empty local KV and D1, so earlier runs' leads and carts cannot leak in.
  const persistTo = resolve(root, '.wrangler/e2e-state');
  rmSync(persistTo, { recursive: true, force: true });
  recordPriceHistory(persistTo, { saleStartedDaysAgo: 5, percent: 25 });
  const server = await startServer({
    vars: { PROMO_STARTS_AT: promoStart, PROMO_ENDS_AT: promoEnd, MESSAGING_NUMBER: '40712345678' },
    persistTo,
  });
  project.provide('baseUrl', server.url);
  return server.stop;
}
