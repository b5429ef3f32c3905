import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { shopNav } from './nav';

/** Paths that never answer with a page: no shell to load for them. */
const NO_PAGE = /^\/(api|functions|webhooks)\/|\.(xml|txt|ico|pdf|json)$/;

/**
 * The shell's data (header and footer menus) for a page, asked for as the request arrives so it loads beside
 * the page's own data; the renderer receives it and fetches nothing itself. Never rejects (the shop's own menus
 * stand in for a failed or slow store).
 */
export const shellLoader = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method !== 'OPTIONS' && !NO_PAGE.test(c.req.path)) {
      c.set(
        'shell',
        shopNav(c).then((nav) => ({ nav })),
      );
    }
    await next();
  });
