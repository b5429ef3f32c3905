import type { D1Database } from '@cloudflare/workers-types';
import { hasReference, reductionFor } from '../../domain/pricing';
import { type Promotion, promotionRunning } from '../../domain/promotion';
import type { Product, ProductVariant } from '../../domain/types';
import type { Storefront } from '../storefront';
import { bucharestDay, lowestKey, pricesBeforeLastChange } from './history';

/** The variant whose price a card shows: the cheapest, preferring one for sale. */
function shownVariant(product: Product): ProductVariant | undefined {
  const cheapest = product.variants.filter(
    (v) => v.price.amount === product.price.amount && v.price.currencyCode === product.price.currencyCode,
  );
  return cheapest.find((v) => v.availableForSale) ?? cheapest[0];
}

/**
 * Sets each variant's and the product's reduction: what a page may announce, and nothing else. `lowest` holds
 * each variant's prior price (lowestKey); null when the history could not be read, and then nothing is announced.
 */
export function priceProduct(
  product: Product,
  promotion: Promotion | null,
  lowest: Map<string, number> | null,
): Product {
  const variants = product.variants.map((variant) => ({
    ...variant,
    reduction: lowest
      ? reductionFor({
          price: variant.price,
          compareAtPrice: variant.compareAtPrice,
          lowestPrior: lowest.get(lowestKey(variant.id, variant.price.currencyCode)),
          // A running promotion's reduction lapses at its end (the store's prices go back then).
          until: promotion ? promotion.endsAt : null,
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
  /** Told when the history could not be read (the page is then not kept). */
  onUnread?: () => void;
}

/**
 * Prices products for display. The price is what the store charges (the embedded store lowers it while the
 * promotion runs, as a Shopify discount would); a reduction is announced only against the store's compare-at
 * price, checked against the recorded history: the lowest of the 30 days before the price last changed. The
 * history is read only when a reference price exists at all; if it cannot be read in time, nothing is announced.
 */
export function createPricing({ promotion, db, now = Date.now, deadlineMs = 800, onUnread }: PricingOptions) {
  async function lowestFor(products: Product[]): Promise<Map<string, number> | null> {
    const referenced = products.flatMap((p) => p.variants).filter((v) => hasReference(v.price, v.compareAtPrice));
    if (!referenced.length) return new Map();
    if (!db) return null;
    const read = pricesBeforeLastChange(
      db,
      referenced.map((v) => ({ variantId: v.id, amount: v.price.amount, currencyCode: v.price.currencyCode })),
      bucharestDay(now()),
    );
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
    const lowest = await lowestFor(products);
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
