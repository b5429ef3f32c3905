import { HttpError } from '../lib/http-error';

export const PROVIDER_NAME = 'Shopify';

export interface GraphQLErrorShape {
  message: string;
  extensions?: { code?: string };
}

/** SPEC §8: a frozen shop answers 402. */
export function paymentRequiredError(): HttpError {
  return new HttpError(402, `${PROVIDER_NAME}: Payment required`, {
    description: 'Magazinul are nevoie de un plan de facturare activ pentru a primi comenzi. Revino în curând.',
  });
}

export function httpStatusError(status: number): HttpError {
  // Upstream failures are a bad gateway for us, whatever the upstream code was.
  return new HttpError(502, `HTTP error! status: ${status}`);
}

export function graphQLError(errors: GraphQLErrorShape[]): HttpError {
  return new HttpError(502, `Error calling ${PROVIDER_NAME}: ${errors.map((e) => e.message).join(', ')}`);
}

export function cartCreationError(messages: string[]): HttpError {
  return new HttpError(422, `Cart creation failed: ${messages.join(', ')}`);
}

export function noCheckoutUrlError(): HttpError {
  return new HttpError(502, `No checkout URL returned from ${PROVIDER_NAME}`);
}

/** Codes a 200 may carry that mean "try again later". */
export const RETRYABLE_GRAPHQL_CODES = new Set(['THROTTLED']);
export const RETRYABLE_STATUSES = new Set([429, 503]);
