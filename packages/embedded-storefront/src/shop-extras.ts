// The rest of a shop front's query roots: sitemap(type), urlRedirects, localization, productTags/productTypes.
import { GraphQLError } from 'graphql';
import { type ConnectionArgs, connection } from './connection';
import { gid } from './nodes';

type Node = Record<string, unknown>;

/** Sitemap pages of this many resources, as Shopify pages them. */
const SITEMAP_PAGE = 250;

export interface SitemapSources {
  products: Node[];
  collections: Node[];
  pages: Node[];
  articles: Node[];
  blogs: Node[];
}

function resource(node: Node) {
  // Its url a value, or (the catalogue's) a field made absolute on the request's origin when asked.
  const image = (node.featuredImage ?? node.image) as { url: unknown; altText: string | null } | null | undefined;
  return {
    __typename: 'SitemapResource',
    handle: node.handle,
    title: node.title ?? null,
    updatedAt: node.updatedAt ?? node.publishedAt ?? '2025-01-01T00:00:00Z',
    image: image
      ? { __typename: 'SitemapImage', filepath: image.url, alt: image.altText, updatedAt: node.updatedAt ?? null }
      : null,
  };
}

export function sitemap(sources: SitemapSources, { type }: { type: string }) {
  const lists: Record<string, Node[]> = {
    PRODUCT: sources.products,
    COLLECTION: sources.collections,
    PAGE: sources.pages,
    ARTICLE: sources.articles,
    BLOG: sources.blogs,
    METAOBJECT: [],
  };
  const list = lists[type] ?? [];
  return {
    __typename: 'Sitemap',
    pagesCount: { __typename: 'Count', count: Math.ceil(list.length / SITEMAP_PAGE), precision: 'EXACT' },
    resources: ({ page }: { page: number }) => {
      if (page < 1) throw new GraphQLError('page must be at least 1', { extensions: { code: 'BAD_REQUEST' } });
      const items = list.slice((page - 1) * SITEMAP_PAGE, page * SITEMAP_PAGE).map(resource);
      return { __typename: 'PaginatedSitemapResources', items, hasNextPage: page * SITEMAP_PAGE < list.length };
    },
  };
}

/** The renamed products' old paths (old handle to new), as the Online Store's URL redirects. */
export function urlRedirects(
  redirects: ReadonlyMap<string, string>,
  args: ConnectionArgs & { query?: string | null; reverse?: boolean | null },
) {
  const all = [...redirects].flatMap(([from, to], i) =>
    ['products', 'produs'].map((prefix, j) => ({
      __typename: 'UrlRedirect',
      id: gid('UrlRedirect', `${i + 1}${j}`),
      path: `/${prefix}/${from}`,
      target: `/${prefix}/${to}`,
    })),
  );
  // Shopify's query syntax here is `path:…` or `target:…` (the value a prefix).
  const m = /^(path|target):(\S+)$/.exec(args.query?.trim() ?? '');
  const list = args.query?.trim()
    ? all.filter((r) =>
        m ? r[m[1] as 'path' | 'target'].startsWith(m[2]!.replace(/\*$/, '')) : r.path.includes(args.query!.trim()),
      )
    : all;
  return connection(args.reverse ? list.reverse() : list, args);
}

const romanian = { __typename: 'Language', isoCode: 'RO', name: 'Romanian', endonymName: 'română' };
const romania = {
  __typename: 'Country',
  isoCode: 'RO',
  name: 'România',
  currency: { __typename: 'Currency', isoCode: 'RON', name: 'leu românesc', symbol: 'lei' },
  defaultLanguage: romanian,
  availableLanguages: [romanian],
  unitSystem: 'METRIC_SYSTEM',
  market: { __typename: 'Market', id: gid('Market', 1), handle: 'ro', metafield: null, metafields: [] },
};

/** The shop sells in one market: Romania, in lei, in Romanian. */
export const localization = {
  __typename: 'Localization',
  country: romania,
  language: romanian,
  availableCountries: [romania],
  availableLanguages: [romanian],
  market: romania.market,
};

/** The distinct values of a product field, as a StringConnection. */
export function distinct<P>(products: P[], pick: (p: P) => string[], { first }: { first: number }) {
  const values = [...new Set(products.flatMap(pick))].sort((a, b) => a.localeCompare(b, 'ro'));
  return connection(values, { first });
}
