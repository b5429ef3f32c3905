import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { createRequestContext } from '../context';

/** Sets this request's context (worker/context.ts) on Hono's: configuration, trusted origin, priced storefront. */
export const storefrontContext = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const waitUntil = (promise: Promise<unknown>) => {
      try {
        c.executionCtx.waitUntil(promise);
      } catch {
        // No execution context (plain app.request in tests): let the promise run on its own.
      }
    };
    const { config, trustedOrigin, storefront } = await createRequestContext(c.env, {
      url: c.req.url,
      buyerIp: c.req.header('CF-Connecting-IP'),
      waitUntil,
      onCacheStatus: (status) => c.var.timing?.recordCache(status),
      onPricesUnread: () => c.var.timing?.markPricesUnread(),
    });
    c.set('config', config);
    c.set('trustedOrigin', trustedOrigin);
    c.set('storefront', storefront);
    await next();
  });
