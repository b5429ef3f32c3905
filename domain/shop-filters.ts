import { type CategoryTile, categories } from '../content/categories';
import { matchesSearch } from './text';
import type { Product } from './types';

export type CategoryId = Exclude<CategoryTile['id'], 'toate'>;

/** SPEC §9 price buckets (RON), judged on the lowest variant price. */
export const PRICE_BUCKETS = [
  { id: 'sub-50', label: 'Sub 50 de lei', min: 0, max: 50 },
  { id: '50-100', label: '50–100 de lei', min: 50, max: 100 },
  { id: '100-200', label: '100–200 de lei', min: 100, max: 200 },
  { id: 'peste-200', label: 'Peste 200 de lei', min: 200, max: Number.POSITIVE_INFINITY },
] as const;

export type PriceBucketId = (typeof PRICE_BUCKETS)[number]['id'];

export interface ShopFilters {
  category: CategoryId | null;
  price: PriceBucketId | null;
  /** Free-text search (title or description, case- and diacritic-insensitive). */
  q: string | null;
}

export const CATEGORY_TAG_PREFIX = 'categorie:';

/**
 * The tag a merchant puts on a guide about a health topic (anxiety, sleep, recovery): the article ends without a
 * link to the products or the quiz, so it is not read as recommending them for that condition.
 */
export const NO_PRODUCT_CTA_TAG = 'fara-recomandare-produse';

/**
 * The tag prefix a merchant gives an article revised after it was published, `actualizat:YYYY-MM-DD`: the page
 * says "Actualizat la …" beside the date (a guide that cites later findings says when it was brought up to date).
 */
export const UPDATED_TAG_PREFIX = 'actualizat:';

const categoryIds = new Set<string>(categories.filter((c) => c.id !== 'toate').map((c) => c.id));

/** A former category id (one that named a condition) → its current id. */
const formerCategoryIds: ReadonlyMap<string, CategoryId> = new Map(
  categories.flatMap((c) => (c.formerIds ?? []).map((former) => [former, c.id as CategoryId] as const)),
);

/** The current id of a category named by a former id ('relaxare' → 'seara'); null for any other value. */
export const renamedCategory = (value: string | null): CategoryId | null =>
  (value && formerCategoryIds.get(value)) || null;

/** The store tags that put a product in a category: its own, and those of its former ids (a store tagged before). */
const categoryTags: ReadonlyMap<string, readonly string[]> = new Map(
  categories.map((c) => [c.id, [c.id, ...(c.formerIds ?? [])].map((id) => `${CATEGORY_TAG_PREFIX}${id}`)]),
);

/** The categories a product's tags put it in, by current id (a former id's tag counts as its category). */
export function categoriesOfTags(tags: readonly string[]): CategoryId[] {
  const ids = new Set<CategoryId>();
  for (const tag of tags) {
    if (!tag.startsWith(CATEGORY_TAG_PREFIX)) continue;
    const id = tag.slice(CATEGORY_TAG_PREFIX.length);
    if (categoryIds.has(id)) ids.add(id as CategoryId);
    else if (formerCategoryIds.has(id)) ids.add(formerCategoryIds.get(id) as CategoryId);
  }
  return [...ids];
}

/** Unknown values are ignored (shown as "all"), never an error page. */
export function parseShopFilters(params: URLSearchParams): ShopFilters {
  const category = params.get('category');
  const price = params.get('pret');
  const q = params.get('q')?.trim().slice(0, 100) || null;
  return {
    category: category && categoryIds.has(category) ? (category as CategoryId) : null,
    price: PRICE_BUCKETS.some((b) => b.id === price) ? (price as PriceBucketId) : null,
    q,
  };
}

export function filterProducts(products: Product[], { category, price, q }: ShopFilters): Product[] {
  const bucket = PRICE_BUCKETS.find((b) => b.id === price);
  return products.filter(
    (p) =>
      (!category || (categoryTags.get(category) ?? []).some((tag) => p.tags.includes(tag))) &&
      (!bucket || (p.price.amount >= bucket.min && p.price.amount < bucket.max)) &&
      (!q || matchesSearch(p, q)),
  );
}

export function shopUrl({ category, price, q }: ShopFilters): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (price) params.set('pret', price);
  if (q) params.set('q', q);
  const query = params.toString();
  return query ? `/shop?${query}` : '/shop';
}

export const categoryName = (id: CategoryId | null) => categories.find((c) => c.id === id)?.name ?? null;
