// sortKey and reverse for the embedded store's lists, as the Storefront API orders them.

type Node = Record<string, unknown>;

const text = (node: Node, key: string) => String(node[key] ?? '');
const minPrice = (node: Node) =>
  Number((node.priceRange as { minVariantPrice: { amount: string } } | undefined)?.minVariantPrice.amount ?? 0);
const numericId = (node: Node) => Number(/\/(\d+)$/.exec(String(node.id))?.[1] ?? 0);
const byText = (key: string) => (a: Node, b: Node) => text(a, key).localeCompare(text(b, key), 'ro');

/** Orders per sort key; keys whose order is the catalogue's own (best selling, relevance, manual) keep it. */
const ORDERS: Record<string, ((a: Node, b: Node) => number) | null> = {
  TITLE: byText('title'),
  PRICE: (a, b) => minPrice(a) - minPrice(b),
  CREATED_AT: byText('createdAt'),
  CREATED: byText('createdAt'),
  UPDATED_AT: byText('updatedAt'),
  PUBLISHED_AT: byText('publishedAt'),
  ID: (a, b) => numericId(a) - numericId(b),
  PRODUCT_TYPE: byText('productType'),
  VENDOR: byText('vendor'),
  AUTHOR: (a, b) =>
    String((a.author as Node | undefined)?.name ?? '').localeCompare(
      String((b.author as Node | undefined)?.name ?? ''),
      'ro',
    ),
  BLOG_TITLE: () => 0,
  BEST_SELLING: null,
  RELEVANCE: null,
  MANUAL: null,
  COLLECTION_DEFAULT: null,
};

export interface SortArgs {
  sortKey?: string | null;
  reverse?: boolean | null;
}

/** The list in `sortKey` order (stable), reversed when asked. An unknown key keeps the catalogue order. */
export function sorted<T>(items: readonly T[], { sortKey, reverse }: SortArgs): T[] {
  const order = sortKey ? ORDERS[sortKey] : null;
  const list = order ? [...items].sort(order as (a: T, b: T) => number) : [...items];
  return reverse ? list.reverse() : list;
}
