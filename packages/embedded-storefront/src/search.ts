import { foldText } from './text';
import type { CatalogProduct } from './types';

/** A term of a search, its value folded once: `needle` without `*` (a prefix or infix marker), `exact` as folded. */
type Term = { field: string | null; value: string; negate: boolean; needle: string; exact: string };

/**
 * What a search may spend and reuse within one request: `spend` charges the request's work budget; `compiled`
 * keeps what was read from one query text, so a hundred aliases sending one long query fold it once.
 */
export interface Searching {
  spend(work: number): void;
  compiled<T>(kind: string, text: string, make: () => T): T;
}

/** Outside a request (and in tests): nothing charged, nothing kept. */
export const freeSearching: Searching = { spend: () => {}, compiled: (_kind, _text, make) => make() };

/** A request's searching: its budget, and a memo that lives as long as the request. */
export function searchingWithin(spend: (work: number) => void): Searching {
  const memo = new Map<string, unknown>();
  return {
    spend,
    compiled<T>(kind: string, text: string, make: () => T): T {
      const key = `${kind}\n${text}`;
      if (!memo.has(key)) memo.set(key, make());
      return memo.get(key) as T;
    },
  };
}

/** Splits Shopify search syntax: `tag:somn title:*crema* "ulei cbd" -vape`. */
function parse(query: string): Term[] {
  const terms: Term[] = [];
  const re = /(-)?(?:(\w+):)?(?:"([^"]*)"|(\S+))/g;
  for (const m of query.matchAll(re)) {
    const value = (m[3] ?? m[4] ?? '').trim();
    if (!value || /^(AND|OR)$/i.test(value)) continue;
    const exact = foldText(value);
    terms.push({
      negate: Boolean(m[1]),
      field: m[2]?.toLowerCase() ?? null,
      value,
      exact,
      needle: exact.replace(/\*/g, ''),
    });
  }
  return terms;
}

/** Folded texts of the (static) catalogue, folded once per isolate rather than once per term and request. */
const foldedTexts = new Map<string, string>();
function folded(text: string): string {
  let value = foldedTexts.get(text);
  if (value === undefined) {
    value = foldText(text);
    if (foldedTexts.size < 5_000) foldedTexts.set(text, value);
  }
  return value;
}

const textMatches = (haystack: string, { needle }: Term) => needle === '' || folded(haystack).includes(needle);

function termMatches(product: CatalogProduct, term: Term): boolean {
  switch (term.field) {
    case 'title':
      return textMatches(product.title, term);
    case 'tag':
      return (
        product.tags.some((t) => folded(t) === term.exact) ||
        (product.badge ? folded(product.badge) === term.exact : false)
      );
    case 'product_type':
      return textMatches(product.productType, term);
    case 'vendor':
      return textMatches(product.vendor, term);
    case 'available_for_sale':
      return product.variants.some((v) => v.availableForSale) === (term.value === 'true');
    case null:
      return [product.title, product.description, product.productType, product.vendor, ...product.tags].some((t) =>
        textMatches(t, term),
      );
    default:
      return true;
  }
}

/**
 * A test for products matching every term of a Storefront `query` argument (case- and diacritic-insensitive).
 * The query is read once per request; each product tested spends one unit per term, so a query of thousands
 * of terms runs out of budget instead of running on.
 */
export function productMatcher(
  query: string | null | undefined,
  searching: Searching = freeSearching,
): (product: CatalogProduct) => boolean {
  if (!query?.trim()) return () => true;
  const terms = searching.compiled('terms', query, () => parse(query));
  return (product) => {
    searching.spend(Math.max(1, terms.length));
    return terms.every((term) => termMatches(product, term) !== term.negate);
  };
}
