import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { ownContent } from '../middleware/storefront';
import type { Storefront } from '../storefront';
import { isPaymentRequired } from './degrade';

/**
 * The shop's content (blog, policies, pages) read through the storefront, cached like the catalogue. With a
 * real store, its content takes over; where it has none (a page it never made, a blog under another
 * handle), or while it fails, the shop's own content from the embedded store stands in, so a legal page is
 * never missing. A stand-in for a failure is not kept (the page is marked degraded). A frozen shop (402)
 * fails the page as everywhere else.
 */
export async function storeContent<T>(c: Context<AppEnv>, label: string, ask: (storefront: Storefront) => Promise<T | null>): Promise<T | null> {
  const real = Boolean(c.var.config.storefront.endpoint);
  try {
    const found = await ask(c.var.storefront);
    if (found !== null || !real) return found;
  } catch (error) {
    if (!real || isPaymentRequired(error)) throw error;
    console.error(`${label}: the store's content failed to load, the shop's own stands in: ${String(error)}`);
    c.var.timing?.recordCache('fallback');
  }
  return ask(ownContent(c.env, c.var.config, new URL(c.req.url).origin));
}
