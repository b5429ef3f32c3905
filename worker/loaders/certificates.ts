import type { Context } from 'hono';
import type { AppEnv } from '../app-env';

/**
 * A lot of the embedded catalogue with its product, by lot number (any case); undefined for an unknown lot,
 * and always with a real store (it links its lab's own documents: verdana.coa_url and coa_file).
 */
export const loadLot = async (c: Context<AppEnv>, number: string) =>
  c.var.config.storefront.endpoint
    ? undefined
    : // The catalogue is read when a report is asked for, not when an isolate starts (issue [19]).
      (await import('../../content/catalog')).lotsByNumber.get(number.toUpperCase());
