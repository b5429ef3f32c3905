import type { FailureNotice, ListResult } from '../../domain/types';
import { isPaymentRequired, paymentNotice } from '../storefront/errors';

export type { FailureNotice, ListResult };

/**
 * SPEC §8: a list that fails to load is only logged; the page keeps everything else. Never rejects, so it
 * can be streamed. A frozen shop (402) still reaches the shopper, as a notice the page shows as a toast.
 */
export async function listOrEmpty<T>(label: string, load: Promise<T[]>): Promise<ListResult<T>> {
  try {
    return { items: await load, failed: false, notice: null };
  } catch (error) {
    console.error(`${label}: list failed to load: ${String(error)}`);
    return { items: [], failed: true, notice: isPaymentRequired(error) ? paymentNotice(error) : null };
  }
}

/**
 * For data a page awaits before it starts: a failure becomes `fallback` and is logged, except a frozen
 * shop (402), which fails the whole page with the spec's toast (routes/errors.tsx).
 */
export async function orFallback<T, F>(label: string, load: Promise<T>, fallback: F): Promise<T | F> {
  try {
    return await load;
  } catch (error) {
    if (isPaymentRequired(error)) throw error;
    console.error(`${label}: failed to load: ${String(error)}`);
    return fallback;
  }
}
