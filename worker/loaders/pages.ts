import type { Context } from 'hono';
import type { ContentDocument } from '../../domain/types';
import type { AppEnv } from '../app-env';
import { storeContent } from './content';

/** The store's about page (the embedded store serves content/about); the shop's own stands in while it is missing. */
export function loadAboutPage(c: Context<AppEnv>): Promise<ContentDocument | null> {
  return storeContent(c, 'about', (storefront) => storefront.page('despre'));
}

/** Any other page of the store, by handle; null when the store has no such page (no stand-in). */
export function loadStorePage(c: Context<AppEnv>, handle: string): Promise<ContentDocument | null> {
  return storeContent(c, 'page', (storefront) => storefront.page(handle), { standInWhenMissing: false });
}
