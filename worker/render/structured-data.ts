import type { Context } from 'hono';
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
