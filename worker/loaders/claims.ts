import type { Context } from 'hono';
import { NO_CLAIMS, type ShopClaims } from '../../domain/types';
import type { AppEnv } from '../app-env';
import { withinDeadline } from '../lib/deadline';
import { waitUntil } from '../lib/wait-until';

/** The longest a page waits for the shop's figures (cached like the menus) before it goes on without them. */
const CLAIMS_WAIT_MS = 400;

/**
 * The shop's figures and reviews for a page, as its store states them (the embedded store serves the spec's).
 * A store without them, a failure or a slow answer gives none: a page never claims a figure it cannot back.
 */
export async function shopClaims(c: Context<AppEnv>): Promise<ShopClaims> {
  const storefront = c.var.storefront;
  if (!storefront) return NO_CLAIMS;
  const asked = storefront.claims();
  try {
    return await withinDeadline(
      asked,
      // Only a real store is waited for with a deadline; the embedded one runs in this isolate.
      c.var.config?.storefront.endpoint ? CLAIMS_WAIT_MS : null,
      () => new Error(`no shop figures within ${CLAIMS_WAIT_MS} ms`),
    );
  } catch (error) {
    console.warn(`shop figures: none shown: ${String(error)}`);
    // A slow answer still lands in the cache for the next page, after this response has gone.
    waitUntil(
      c,
      asked.catch(() => undefined),
    );
    return NO_CLAIMS;
  }
}
