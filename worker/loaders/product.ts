import type { Context } from 'hono';
import { productPath } from '../../client/lib/product-item';
import { site } from '../../content/site';
import { clipAtWord } from '../../domain/format';
import { formOfProduct } from '../../domain/product-form';
import { promotionRunning } from '../../domain/promotion';
import type { Product } from '../../domain/types';
import type { AppEnv } from '../app-env';
import { bucharestDay } from '../pricing/history';
import { absoluteUrl, type RenderOptions } from '../render/render-page';
import { breadcrumbList, productJsonLd } from '../render/structured-data';
import type { Storefront } from '../storefront';
import { listOrEmpty } from './degrade';

/** SPEC §7: related products come from a short list; we pick 3 others, other kinds first. */
const RELATED_POOL = 50;
const RELATED_COUNT = 3;

export async function loadProduct(storefront: Storefront, handle: string) {
  const [product, pool] = await Promise.all([
    storefront.product(handle),
    // "Customers also bought" is a list: when it fails, only that section goes (SPEC §8).
    listOrEmpty('product: related', storefront.products({ first: RELATED_POOL })).then((r) => r.items),
  ]);
  if (!product) return { product: null, related: [] };
  // A vape is an e-cigarette (Legea 64/2024): offered beside another vape only, never to whoever looks at an oil.
  const isVape = (p: Product) => formOfProduct(p) === 'vape';
  const others = pool.filter(
    (p) => p.handle !== product.handle && p.availableForSale && (isVape(product) || !isVape(p)),
  );
  const differentKind = others.filter((p) => p.productType !== product.productType);
  const related = [...differentKind, ...others.filter((p) => !differentKind.includes(p))].slice(0, RELATED_COUNT);
  return { product, related };
}

/** The product page's meta: title, description, canonical path, share image, Product and BreadcrumbList JSON-LD. */
export function productMeta(c: Context<AppEnv>, product: Product): RenderOptions['meta'] {
  const { promotion } = c.var.config;
  // Never a past date: the promotion's last day while it runs, otherwise no end is stated.
  const priceValidUntil = promotionRunning(promotion, Date.now())
    ? bucharestDay(Date.parse(promotion.endsAt) - 1)
    : null;
  return {
    title: `${product.title} – ${site.name}`,
    description: clipAtWord(product.description, 155),
    path: productPath(product.handle),
    type: 'product',
    image: product.images[0] ? absoluteUrl(c, product.images[0].url) : undefined,
    structuredData: [
      productJsonLd(c, product, { brand: site.name, priceValidUntil }),
      breadcrumbList(c, [
        ['Acasă', '/'],
        ['Magazin', '/shop'],
        [product.title, productPath(product.handle)],
      ]),
    ],
  };
}
