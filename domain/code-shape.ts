import { MAX_DISCOUNT_CODE_LENGTH } from './contract/limits';

const CODE = /^[A-Za-z0-9_-]+$/;

/**
 * A discount code's shape (letters, digits, '-' and '_', at most the contract's length). Its own module:
 * the cart store, in the entry chunk, needs only this, not the rest of received-codes.ts.
 */
export const isCodeShape = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_DISCOUNT_CODE_LENGTH && CODE.test(value);
