import { foldText } from '../../../client/lib/text';
import type { CatalogProduct } from '../../../content/catalog/types';

type Term = { field: string | null; value: string; negate: boolean };

/** Splits Shopify search syntax: `tag:somn title:*crema* "ulei cbd" -vape`. */
function parse(query: string): Term[] {
  const terms: Term[] = [];
  const re = /(-)?(?:(\w+):)?(?:"([^"]*)"|(\S+))/g;
  for (const m of query.matchAll(re)) {
    const value = (m[3] ?? m[4] ?? '').trim();
    if (!value || /^(AND|OR)$/i.test(value)) continue;
    terms.push({ negate: Boolean(m[1]), field: m[2]?.toLowerCase() ?? null, value });
  }
  return terms;
}

function textMatches(haystack: string, pattern: string): boolean {
  const folded = foldText(pattern).replace(/\*/g, '');
  return folded === '' || foldText(haystack).includes(folded);
}

function termMatches(product: CatalogProduct, { field, value }: Term): boolean {
  switch (field) {
    case 'title':
      return textMatches(product.title, value);
    case 'tag':
      return product.tags.some((t) => foldText(t) === foldText(value)) || (product.badge ? foldText(product.badge) === foldText(value) : false);
    case 'product_type':
      return textMatches(product.productType, value);
    case 'vendor':
      return textMatches(product.vendor, value);
    case 'available_for_sale':
      return product.variants.some((v) => v.availableForSale) === (value === 'true');
    case null:
      return [product.title, product.description, product.productType, product.vendor, ...product.tags].some((t) =>
        textMatches(t, value),
      );
    default:
      return true;
  }
}

/** Products matching every term of a Storefront `query` argument (case- and diacritic-insensitive). */
export function matchesQuery(product: CatalogProduct, query: string | null | undefined): boolean {
  if (!query?.trim()) return true;
  return parse(query).every((term) => termMatches(product, term) !== term.negate);
}
