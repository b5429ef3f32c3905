import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { ownContent } from '../context';
import type { Storefront } from '../storefront';
import { isPaymentRequired } from '../storefront/errors';

/**
 * The shop's content (blog, policies, pages) read through the storefront, cached like the catalogue. With a
 * real store, its content takes over. While it fails, the shop's own content from the embedded store stands
 * in (the page is marked degraded, so it is not kept), so a legal page is never missing. Where the store has
 * no such thing: `undefined` from `ask` (no such blog at all) always brings the stand-in; `null` brings it
 * only with `standInWhenMissing` (the legal and about pages), otherwise the page is a 404 (an article the
 * store removed stays removed). A frozen shop (402) fails the page as everywhere else.
 */
export async function storeContent<T>(
  c: Context<AppEnv>,
  label: string,
  ask: (storefront: Storefront) => Promise<T | null | undefined>,
  { standInWhenMissing = true }: { standInWhenMissing?: boolean } = {},
): Promise<T | null> {
  const real = Boolean(c.var.config.storefront.endpoint);
  try {
    const found = await ask(c.var.storefront);
    if (!real || found) return found ?? null;
    if (found === null && !standInWhenMissing) return null;
  } catch (error) {
    if (!real || isPaymentRequired(error)) throw error;
    console.error(`${label}: the store's content failed to load, the shop's own stands in: ${String(error)}`);
    c.var.timing?.recordCache('fallback');
  }
  return (await ask(ownContent(c.env, c.var.config, new URL(c.req.url).origin))) ?? null;
}
