import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';

/**
 * GET /shop/ answers 301 to /shop (query kept): routes match whole paths, so a trailing slash would be a 404.
 * The target is a relative path on this host, and never one starting "//" (a protocol-relative URL would
 * send the shopper to another site).
 */
export const trimTrailingSlash = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') {
      const { pathname, search } = new URL(c.req.url);
      if (pathname.length > 1 && pathname.endsWith('/')) {
        const target = pathname.replace(/\/+$/, '');
        if (target && !target.startsWith('//') && !target.includes('\\')) {
          // Its Location repeats the URL, secrets and all (a checkout token, a link's t=): no cache keeps it.
          c.header('Cache-Control', 'private, no-store');
          return c.redirect(`${target}${search}`, 301);
        }
      }
    }
    await next();
  });
