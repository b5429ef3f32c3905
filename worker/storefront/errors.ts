import type { FailureNotice } from '../../domain/types';
import { HttpError } from '../lib/http-error';

export const PROVIDER_NAME = 'Shopify';

/** A frozen shop: the store answered 402 (paymentRequiredError). */
export const isPaymentRequired = (error: unknown): error is HttpError =>
  error instanceof HttpError && error.status === 402;

/** The 402 toast of SPEC §8: '<provider>: Payment required' with the billing-plan description. */
export const paymentNotice = (error: HttpError): FailureNotice => ({
  title: error.message,
  description: error.description ?? '',
});

export interface GraphQLErrorShape {
  message: string;
  extensions?: { code?: string };
}

/** SPEC §8: a frozen shop answers 402. */
export function paymentRequiredError(): HttpError {
  return new HttpError(402, `${PROVIDER_NAME}: Payment required`, {
    description: 'Magazinul are nevoie de un plan de facturare activ pentru a primi comenzi. Revino în curând.',
    code: 'PAYMENT_REQUIRED',
  });
}

export function httpStatusError(status: number): HttpError {
  // Upstream failures are a bad gateway for us, whatever the upstream code was.
  return new HttpError(502, `HTTP error! status: ${status}`);
}

/** No answer within the attempt's deadline. */
export function timeoutError(ms: number): HttpError {
  return new HttpError(504, `${PROVIDER_NAME} did not answer within ${ms} ms`, { code: 'UPSTREAM_TIMEOUT' });
}

/** The exchange failed: connection refused or reset, an unreadable or oversized answer. */
export function transportError(cause: unknown): HttpError {
  return new HttpError(
    502,
    `${PROVIDER_NAME} request failed: ${cause instanceof Error ? cause.message : String(cause)}`,
    { code: 'UPSTREAM_FAILED', cause },
  );
}

/** The breaker is open after repeated failures: no call went out. */
export function circuitOpenError(): HttpError {
  return new HttpError(503, `${PROVIDER_NAME} is failing; calls paused for a cool-off`, { code: 'CIRCUIT_OPEN' });
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
