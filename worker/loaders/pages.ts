import type { Context } from 'hono';
import type { ContentDocument } from '../../domain/types';
import type { AppEnv } from '../app-env';
import type { RenderOptions } from '../render/render-page';
import { storeContent } from './content';

/** The store's about page (the embedded store serves content/about); the shop's own stands in while it is missing. */
export function loadAboutPage(c: Context<AppEnv>): Promise<ContentDocument | null> {
  return storeContent(c, 'about', (storefront) => storefront.page('despre'));
}

/** Any other page of the store, by handle; null when the store has no such page (no stand-in). */
export function loadStorePage(c: Context<AppEnv>, handle: string): Promise<ContentDocument | null> {
  return storeContent(c, 'page', (storefront) => storefront.page(handle), { standInWhenMissing: false });
}

/** The about page's meta. */
export const aboutMeta = (page: ContentDocument): RenderOptions['meta'] => ({
  title: 'Despre noi – Verdana',
  description: page.description,
});

/** Another page of the store: its own title. */
export const storePageMeta = (page: ContentDocument): RenderOptions['meta'] => ({
  title: `${page.title} – Verdana`,
  description: page.description,
});
