import type { Context } from 'hono';
import { productPath } from '../../client/lib/product-item';
import type { Product, Rating } from '../../domain/types';
import type { AppEnv } from '../app-env';
import { absoluteUrl } from './render-page';

/** schema.org BreadcrumbList from [name, path] pairs, with absolute URLs. */
export function breadcrumbList(c: Context<AppEnv>, trail: [name: string, path: string][]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, path], i) => ({ '@type': 'ListItem', position: i + 1, name, item: absoluteUrl(c, path) })),
  };
}

/**
 * schema.org AggregateRating of a product, from the store's own review figures (Shopify's reviews.rating and
 * reviews.rating_count); null without both, so no rating is ever claimed to search engines that the store
 * does not state. The shop's rating is never a product's.
 */
export function aggregateRating(rating: Rating | null | undefined) {
  if (!rating?.count) return null;
  return {
    '@type': 'AggregateRating',
    ratingValue: String(rating.value),
    bestRating: String(rating.scaleMax),
    worstRating: String(rating.scaleMin),
    ratingCount: rating.count,
  };
}

/** schema.org Product with one Offer per variant; a reduced variant states its earlier price as a strikethrough. */
export function productJsonLd(c: Context<AppEnv>, product: Product, { brand, priceValidUntil }: { brand: string; priceValidUntil: string | null }) {
  const url = absoluteUrl(c, productPath(product.handle));
  const rating = aggregateRating(product.rating);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    image: product.images.map((i) => absoluteUrl(c, i.url)),
    sku: product.variants[0]?.id.split('/').pop(),
    brand: { '@type': 'Brand', name: brand },
    ...(rating ? { aggregateRating: rating } : {}),
    offers: product.variants.map((v) => ({
      '@type': 'Offer',
      url,
      price: v.price.amount.toFixed(2),
      priceCurrency: v.price.currencyCode,
      ...(priceValidUntil ? { priceValidUntil } : {}),
      availability: v.availableForSale ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      ...(v.title !== 'Default Title' ? { name: v.title } : {}),
      ...(v.reduction
        ? {
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              priceType: 'https://schema.org/StrikethroughPrice',
              price: v.reduction.was.amount.toFixed(2),
              priceCurrency: v.reduction.was.currencyCode,
            },
          }
        : {}),
    })),
  };
}
