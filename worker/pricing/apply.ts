import type { D1Database } from '@cloudflare/workers-types';
import { reductionFor } from '../../client/lib/pricing';
import { type Promotion, promotionRunning } from '../../client/lib/promotion';
import type { Money, Product, ProductVariant } from '../../client/lib/types';
import type { Storefront } from '../storefront';
import { bucharestDay, lowestKey, lowestRecordedPrices } from './history';

/** Lowest recorded prices by lowestKey(), or null when they could not be read (then no reduction is shown). */
type Lowest = Map<string, number> | null;

const compareAt = (variant: ProductVariant): Money | null => (variant as { compareAtPrice?: Money | null }).compareAtPrice ?? null;

/** The variant whose price a card shows: the cheapest, preferring one for sale. */
function shownVariant(product: Product): ProductVariant | undefined {
  const cheapest = product.variants.filter((v) => v.price.amount === product.price.amount && v.price.currencyCode === product.price.currencyCode);
  return cheapest.find((v) => v.availableForSale) ?? cheapest[0];
}

/** Sets each variant's and the product's reduction: what a page may announce, and nothing else. */
export function priceProduct(product: Product, promotion: Promotion | null, lowest: Lowest): Product {
  const variants = product.variants.map((variant) => ({
    ...variant,
    reduction: lowest
      ? reductionFor({
          price: variant.price,
          compareAtPrice: compareAt(variant),
          promotion,
          lowestRecorded: lowest.get(lowestKey(variant.id, variant.price.currencyCode)),
        })
      : null,
  }));
  const shown = shownVariant({ ...product, variants });
  return { ...product, variants, reduction: shown?.reduction ?? null };
}

export interface PricingOptions {
  promotion: Promotion;
  db: D1Database | undefined;
  now?: () => number;
  /** Milliseconds the price history may take before the page goes on without reductions. */
  deadlineMs?: number;
}

/**
 * Prices products for display: the promotion while it runs, the store's compare-at prices, and the lowest
 * price of the last 30 days from the recorded history. The history is read only when a reduction can
 * exist at all; if it cannot be read in time, no reduction is announced (a claim we cannot back).
 */
export function createPricing({ promotion, db, now = Date.now, deadlineMs = 800 }: PricingOptions) {
  async function lowestFor(products: Product[], running: boolean): Promise<Lowest> {
    const candidates = products.flatMap((p) => p.variants).filter((v) => running || compareAt(v));
    if (!candidates.length) return new Map();
    if (!db) return null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), deadlineMs)));
    try {
      return await Promise.race([lowestRecordedPrices(db, candidates.map((v) => v.id), bucharestDay(now())), deadline]);
    } catch (error) {
      console.error('price history could not be read: reductions are not shown', error);
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  return async function price<T extends Product>(products: T[]): Promise<T[]> {
    const running = promotionRunning(promotion, now());
    const lowest = await lowestFor(products, running);
    return products.map((p) => priceProduct(p, running ? promotion : null, lowest) as T);
  };
}

/** The storefront with every product it answers priced for display. */
export function withPricing(storefront: Storefront, options: PricingOptions): Storefront {
  const price = createPricing(options);
  return {
    ...storefront,
    products: async (args) => price(await storefront.products(args)),
    product: async (handle) => {
      const product = await storefront.product(handle);
      return product ? (await price([product]))[0]! : null;
    },
    collection: async (handle, args) => {
      const collection = await storefront.collection(handle, args);
      return collection ? { ...collection, products: await price(collection.products) } : null;
    },
  };
}
