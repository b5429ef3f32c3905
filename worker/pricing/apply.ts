import type { D1Database } from '@cloudflare/workers-types';
import { reductionFor, reductionKind } from '../../client/lib/pricing';
import { type Promotion, promotionRunning } from '../../client/lib/promotion';
import type { Product, ProductVariant } from '../../client/lib/types';
import type { Storefront } from '../storefront';
import { bucharestDay, daysBefore, LOWEST_PRICE_DAYS, lowestKey, lowestRecordedPrices, pricesBeforeLastChange } from './history';

/**
 * Prior prices by lowestKey(), per kind of reduction: for the promotion, the lowest of the 30 days before it
 * started; for a store's compare-at price, the 30 days before its price last changed. Null: not readable,
 * and then no reduction is shown.
 */
interface Lowest {
  promotion: Map<string, number>;
  compareAt: Map<string, number>;
}

/** The variant whose price a card shows: the cheapest, preferring one for sale. */
function shownVariant(product: Product): ProductVariant | undefined {
  const cheapest = product.variants.filter((v) => v.price.amount === product.price.amount && v.price.currencyCode === product.price.currencyCode);
  return cheapest.find((v) => v.availableForSale) ?? cheapest[0];
}

/** Sets each variant's and the product's reduction: what a page may announce, and nothing else. */
export function priceProduct(product: Product, promotion: Promotion | null, lowest: Lowest | null): Product {
  const variants = product.variants.map((variant) => {
    const kind = reductionKind(variant.price, variant.compareAtPrice, Boolean(promotion));
    return {
      ...variant,
      reduction:
        lowest && kind
          ? reductionFor({
              price: variant.price,
              compareAtPrice: variant.compareAtPrice,
              promotion,
              lowestRecorded: lowest[kind].get(lowestKey(variant.id, variant.price.currencyCode)),
            })
          : null,
    };
  });
  const shown = shownVariant({ ...product, variants });
  return { ...product, variants, reduction: shown?.reduction ?? null };
}

export interface PricingOptions {
  promotion: Promotion;
  db: D1Database | undefined;
  now?: () => number;
  /** Milliseconds the price history may take before the page goes on without reductions. */
  deadlineMs?: number;
  /** Told when the history could not be read (the page is then not kept). */
  onUnread?: () => void;
}

/**
 * Prices products for display: the promotion while it runs, the store's compare-at prices, and each
 * reduction's prior price from the recorded history (the lowest of the 30 days before it began). The history
 * is read only when a reduction can exist at all; if it cannot be read in time, no reduction is announced.
 */
export function createPricing({ promotion, db, now = Date.now, deadlineMs = 800, onUnread }: PricingOptions) {
  async function lowestFor(products: Product[], running: boolean): Promise<Lowest | null> {
    const variants = products.flatMap((p) => p.variants);
    const byPromotion = running ? variants.filter((v) => reductionKind(v.price, v.compareAtPrice, true) === 'promotion') : [];
    const byCompareAt = variants.filter((v) => reductionKind(v.price, v.compareAtPrice, false) === 'compareAt');
    if (!byPromotion.length && !byCompareAt.length) return { promotion: new Map(), compareAt: new Map() };
    if (!db) return null;
    const today = bucharestDay(now());
    const started = bucharestDay(Date.parse(promotion.startsAt));
    const read = Promise.all([
      byPromotion.length
        ? lowestRecordedPrices(db, byPromotion.map((v) => v.id), daysBefore(started, LOWEST_PRICE_DAYS), daysBefore(started, 1))
        : new Map<string, number>(),
      byCompareAt.length
        ? pricesBeforeLastChange(db, byCompareAt.map((v) => ({ variantId: v.id, amount: v.price.amount, currencyCode: v.price.currencyCode })), today)
        : new Map<string, number>(),
    ]).then(([promotionPrices, compareAtPrices]): Lowest => ({ promotion: promotionPrices, compareAt: compareAtPrices }));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), deadlineMs)));
    try {
      return await Promise.race([read, deadline]);
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
    if (!lowest) onUnread?.();
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
