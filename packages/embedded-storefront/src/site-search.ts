// search and predictiveSearch over the whole shop: products, collections, pages and articles, matched
// case- and diacritic-insensitively like the header search ("crema" finds "Cremă").
import { GraphQLError } from 'graphql';
import { type ConnectionArgs, connection } from './connection';
import { freeSearching, productMatcher, type Searching } from './search';
import { sorted } from './sorting';
import { escapeHtml, foldText } from './text';
import type { CatalogProduct } from './types';

type Node = Record<string, unknown>;

export interface Searchable {
  products: Node[];
  /** The catalogue entry of each product node, same order. */
  catalogue: CatalogProduct[];
  collections: Node[];
  pages: Node[];
  articles: Node[];
}

const TYPES = ['PRODUCT', 'PAGE', 'ARTICLE'] as const;

/** The folded text of each (static) node, folded once per isolate. */
const haystacks = new WeakMap<Node, string>();
function haystackOf(node: Node, texts: unknown[]): string {
  let text = haystacks.get(node);
  if (text === undefined) {
    text = foldText(texts.filter((t) => typeof t === 'string').join('\n'));
    haystacks.set(node, text);
  }
  return text;
}

/** Nodes where every word of the query appears in one of the texts (folded); each node tested spends a unit per word. */
function matchingText(nodes: Node[], texts: (node: Node) => unknown[], query: string, searching: Searching): Node[] {
  const words = searching.compiled('words', query, () =>
    foldText(query)
      .split(/\s+/)
      .filter(Boolean)
      .map((w) => w.replace(/\*/g, '')),
  );
  if (!words.length) return [];
  return nodes.filter((node) => {
    searching.spend(words.length);
    const haystack = haystackOf(node, texts(node));
    return words.every((w) => haystack.includes(w));
  });
}

const available = (product: Node) => product.availableForSale === true;

function matchingProducts(
  source: Searchable,
  query: string,
  unavailable: string | null | undefined,
  searching: Searching,
): Node[] {
  const matches = productMatcher(query, searching);
  const found = source.products.filter((_, i) => matches(source.catalogue[i]!));
  if (unavailable === 'HIDE') return found.filter(available);
  if (unavailable === 'LAST') return [...found.filter(available), ...found.filter((p) => !available(p))];
  return found;
}

const matchingPages = (source: Searchable, query: string, searching: Searching) =>
  matchingText(source.pages, (p) => [p.title, p.body], query, searching);
const matchingArticles = (source: Searchable, query: string, searching: Searching) =>
  matchingText(source.articles, (a) => [a.title, a.excerpt, a.content, ...(a.tags as string[])], query, searching);
const matchingCollections = (source: Searchable, query: string, searching: Searching) =>
  matchingText(source.collections, (c) => [c.title, c.description], query, searching);

export interface SearchArgs extends ConnectionArgs {
  query: string;
  types?: string[] | null;
  sortKey?: string | null;
  reverse?: boolean | null;
  unavailableProducts?: string | null;
  productFilters?: unknown[] | null;
  prefix?: string | null;
}

/** QueryRoot.search: products, pages and articles in one connection (products first, as relevance). */
export function search(source: Searchable, args: SearchArgs, searching: Searching = freeSearching) {
  if (args.productFilters?.length) {
    throw new GraphQLError('QueryRoot.search(productFilters) is not implemented by the embedded storefront', {
      extensions: { code: 'NOT_IMPLEMENTED' },
    });
  }
  const types = args.types?.length ? args.types : TYPES;
  const items = [
    ...(types.includes('PRODUCT')
      ? sorted(matchingProducts(source, args.query, args.unavailableProducts, searching), {
          sortKey: args.sortKey === 'PRICE' ? 'PRICE' : null,
          reverse: false,
        })
      : []),
    ...(types.includes('PAGE') ? matchingPages(source, args.query, searching) : []),
    ...(types.includes('ARTICLE') ? matchingArticles(source, args.query, searching) : []),
  ];
  const list = args.reverse ? items.reverse() : items;
  return {
    __typename: 'SearchResultItemConnection',
    ...connection(list, args),
    totalCount: list.length,
    productFilters: [],
  };
}

export interface PredictiveArgs {
  query: string;
  limit?: number | null;
  limitScope?: string | null;
  types?: string[] | null;
  unavailableProducts?: string | null;
}

/** QueryRoot.predictiveSearch: up to `limit` of each type (EACH) or in all (ALL), and query suggestions. */
export function predictiveSearch(source: Searchable, args: PredictiveArgs, searching: Searching = freeSearching) {
  const limit = Math.max(1, Math.min(args.limit ?? 10, 10));
  const types = args.types?.length ? args.types : ['ARTICLE', 'COLLECTION', 'PAGE', 'PRODUCT', 'QUERY'];
  const want = (type: string) => types.includes(type);
  const products = want('PRODUCT') ? matchingProducts(source, args.query, args.unavailableProducts, searching) : [];
  const lists = {
    products,
    collections: want('COLLECTION') ? matchingCollections(source, args.query, searching) : [],
    pages: want('PAGE') ? matchingPages(source, args.query, searching) : [],
    articles: want('ARTICLE') ? matchingArticles(source, args.query, searching) : [],
  };
  const folded = searching.compiled('folded', args.query, () => foldText(args.query.trim()));
  // Suggestions: the product titles that contain what was typed, the typed part not marked (Shopify marks the completion).
  const queries = want('QUERY')
    ? products
        .map((p) => String(p.title))
        .map((text) => {
          const at = foldText(text).indexOf(folded);
          const styledText =
            at >= 0
              ? `${escapeHtml(text.slice(0, at + folded.length))}<mark>${escapeHtml(text.slice(at + folded.length))}</mark>`
              : escapeHtml(text);
          return { __typename: 'SearchQuerySuggestion', text, styledText, trackingParameters: null };
        })
    : [];
  if (args.limitScope === 'ALL') {
    let left = limit;
    const take = <T>(list: T[]) => {
      const part = list.slice(0, left);
      left -= part.length;
      return part;
    };
    return {
      __typename: 'PredictiveSearchResult',
      products: take(lists.products),
      collections: take(lists.collections),
      pages: take(lists.pages),
      articles: take(lists.articles),
      queries: take(queries),
    };
  }
  return {
    __typename: 'PredictiveSearchResult',
    products: lists.products.slice(0, limit),
    collections: lists.collections.slice(0, limit),
    pages: lists.pages.slice(0, limit),
    articles: lists.articles.slice(0, limit),
    queries: queries.slice(0, limit),
  };
}
