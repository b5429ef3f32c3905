import type { Context } from 'hono';
import { site } from '../../content/site';
import { offers } from '../../content/wheel';
import type { Product } from '../../domain/types';
import type { AppEnv } from '../app-env';
import { countConfirmed, ensureSchema } from '../leads/store';
import { absoluteUrl, type RenderOptions } from '../render/render-page';
import { organizationJsonLd, webSiteJsonLd } from '../render/structured-data';
import type { Storefront } from '../storefront';
import { type ListResult, listOrEmpty, orFallback } from './degrade';

export interface HomeData {
  critical: { hero: Product | null };
  deferred: { products: Promise<ListResult<Product>> };
}

/**
 * SPEC §7: hero asks for 1 product, the home section for 50 and keeps 6. SPEC §8: when they fail the
 * page keeps its hero (without the product), benefits, newsletter and FAQ; only product sections go.
 */
export async function loadHome(storefront: Storefront): Promise<HomeData> {
  const products = listOrEmpty('home: product section', storefront.products({ first: 50 }));
  const hero = await orFallback(
    'home: hero product',
    storefront.products({ first: 1 }).then((list) => list[0] ?? null),
    null,
  );
  return { critical: { hero }, deferred: { products } };
}

/** HALLOWEEN15 goes to the first 100 confirmed addresses; when D1 cannot answer, the offer stays visible. */
export async function exitOfferStillOpen(db: Parameters<typeof countConfirmed>[0]): Promise<boolean> {
  try {
    await ensureSchema(db);
    return (await countConfirmed(db, 'exit-popup')) < offers.exitPopup.limit;
  } catch (error) {
    console.error('exit offer count failed', error);
    return true;
  }
}

/**
 * The home page's meta: title, description, the hero product's image, Organization and WebSite JSON-LD. No FAQPage:
 * since August 2023 Google shows FAQ results only for government and health authority sites, so its ~1.2 KB (gzip)
 * would ride on every home page for nothing; the FAQ itself is on the page (issue 34: home ≤ 15 KB gzip).
 */
export function homeMeta(c: Context<AppEnv>, hero: Product | null): RenderOptions['meta'] {
  return {
    title: `${site.name} – CBD în România | Uleiuri, jeleuri și creme CBD`,
    description: site.description,
    path: '/',
    image: hero?.images[0] ? absoluteUrl(c, hero.images[0].url) : undefined,
    structuredData: [
      organizationJsonLd(c, {
        name: c.var.config.trader.name,
        email: c.var.config.supportEmail,
        foundingDate: String(site.foundedYear),
      }),
      webSiteJsonLd(c, { name: site.name, searchPath: '/shop' }),
    ],
  };
}
