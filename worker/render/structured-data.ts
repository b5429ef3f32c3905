import type { Context } from 'hono';
import type { Rating } from '../../domain/types';
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
