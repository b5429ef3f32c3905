import { shopStorefront } from '../context';
import type { Env } from '../env';
import { readConfig } from '../env';
import { recordDailyPrices } from './history';

/** The cron's price record: today's price of every variant the store sells, once a day. */
export async function recordTodaysPrices(env: Env, now = Date.now()) {
  const config = readConfig(env);
  const background: Promise<unknown>[] = [];
  // A whole catalogue may take many pages: the run gets a minute, not a page's budget.
  const storefront = shopStorefront(
    env,
    { ...config, timeouts: { ...config.timeouts, storefrontBudgetMs: 60_000 } },
    {
      origin: config.siteUrl ?? 'http://localhost',
      waitUntil: (promise) => void background.push(promise),
    },
  );
  try {
    return await recordDailyPrices(
      env.DB,
      async () =>
        (await storefront.allProducts({ fresh: true })).flatMap((product) =>
          product.variants.map((v) => ({
            variantId: v.id,
            amount: v.price.amount,
            currencyCode: v.price.currencyCode,
          })),
        ),
      now,
    );
  } finally {
    await Promise.allSettled(background);
  }
}
