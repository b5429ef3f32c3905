import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { createRequestContext } from '../context';
import { waitUntil } from '../lib/wait-until';

/** Sets this request's context (worker/context.ts) on Hono's: configuration, trusted origin, priced storefront. */
export const storefrontContext = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const { config, trustedOrigin, storefront } = await createRequestContext(c.env, {
      url: c.req.url,
      buyerIp: c.req.header('CF-Connecting-IP'),
      waitUntil: (promise) => waitUntil(c, promise),
      onCacheStatus: (status) => c.var.timing?.recordCache(status),
      onPricesUnread: () => c.var.timing?.markPricesUnread(),
    });
    c.set('config', config);
    c.set('trustedOrigin', trustedOrigin);
    c.set('storefront', storefront);
    await next();
  });
