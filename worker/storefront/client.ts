import { type CacheStatus, CacheStrategies, type CacheStrategyName, cacheKey, type KvCache } from './cache';
import {
  type GraphQLErrorShape,
  graphQLError,
  httpStatusError,
  paymentRequiredError,
  RETRYABLE_GRAPHQL_CODES,
  RETRYABLE_STATUSES,
} from './errors';

export interface StorefrontRequest {
  query: string;
  variables: Record<string, unknown>;
}

export interface TransportResult {
  status: number;
  body: unknown;
}

/** Sends one GraphQL request: over HTTP to a real store, or in-process to the embedded one. */
export type StorefrontTransport = (request: StorefrontRequest) => Promise<TransportResult>;

export interface HttpTransportOptions {
  /** Store origin, e.g. https://example.myshopify.com */
  endpoint: string;
  apiVersion: string;
  publicToken?: string;
  /** Server-only token; when set, the buyer IP must accompany it. */
  privateToken?: string;
  buyerIp?: string | null;
  fetcher?: typeof fetch;
}

export function httpTransport({
  endpoint,
  apiVersion,
  publicToken,
  privateToken,
  buyerIp,
  fetcher = fetch,
}: HttpTransportOptions): StorefrontTransport {
  const url = `${endpoint.replace(/\/+$/, '')}/api/${apiVersion}/graphql.json`;
  return async ({ query, variables }) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
    if (privateToken) {
      headers['Shopify-Storefront-Private-Token'] = privateToken;
      if (buyerIp) headers['Shopify-Storefront-Buyer-IP'] = buyerIp;
    } else if (publicToken) {
      headers['X-Shopify-Storefront-Access-Token'] = publicToken;
    }
    const response = await fetcher(url, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    let body: unknown = null;
    if (response.ok) body = await response.json();
    else await response.body?.cancel();
    return { status: response.status, body };
  };
}

export interface StorefrontClientOptions {
  transport: StorefrontTransport;
  /** KV cache; without it every query is a bypass. */
  cache?: KvCache | null;
  /** Distinguishes stores and API versions sharing one KV namespace. */
  cacheNamespace?: string;
  onCacheStatus?: (status: CacheStatus) => void;
  maxAttempts?: number;
  baseDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

interface GraphQLBody<T> {
  data?: T | null;
  errors?: GraphQLErrorShape[];
}

class RetryableError extends Error {}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createStorefrontClient({
  transport,
  cache = null,
  cacheNamespace = '',
  onCacheStatus = () => {},
  maxAttempts = 3,
  baseDelayMs = 200,
  sleep = defaultSleep,
}: StorefrontClientOptions) {
  async function send<T>(request: StorefrontRequest, retryOn: Set<number>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await sendOnce<T>(request, retryOn);
      } catch (error) {
        if (!(error instanceof RetryableError) || attempt >= maxAttempts) {
          throw error instanceof RetryableError ? error.cause : error;
        }
        await sleep(baseDelayMs * 2 ** (attempt - 1));
      }
    }
  }

  async function sendOnce<T>(request: StorefrontRequest, retryOn: Set<number>): Promise<T> {
    const { status, body } = await transport(request);
    if (status === 402) throw paymentRequiredError();
    if (status < 200 || status >= 300) {
      const error = httpStatusError(status);
      if (retryOn.has(status)) throw new RetryableError(error.message, { cause: error });
      throw error;
    }
    const { data, errors } = (body ?? {}) as GraphQLBody<T>;
    if (errors?.length) {
      const error = graphQLError(errors);
      if (errors.some((e) => RETRYABLE_GRAPHQL_CODES.has(e.extensions?.code ?? ''))) {
        throw new RetryableError(error.message, { cause: error });
      }
      throw error;
    }
    if (!data) throw graphQLError([{ message: 'empty response' }]);
    return data;
  }

  return {
    /** A read: served through the KV cache with the named strategy. */
    async query<T>(query: string, options: { variables?: Record<string, unknown>; cache?: CacheStrategyName | 'none' } = {}) {
      const request = { query, variables: options.variables ?? {} };
      const strategy = options.cache ?? 'short';
      if (!cache || strategy === 'none') {
        onCacheStatus('bypass');
        return send<T>(request, RETRYABLE_STATUSES);
      }
      const key = await cacheKey([cacheNamespace, query, request.variables]);
      const { value, status } = await cache.get(key, CacheStrategies[strategy], () => send<T>(request, RETRYABLE_STATUSES));
      onCacheStatus(status);
      return value;
    },

    /** A write: never cached; retried only on 429, when the store has not processed it. */
    async mutate<T>(query: string, options: { variables?: Record<string, unknown> } = {}) {
      return send<T>({ query, variables: options.variables ?? {} }, new Set([429]));
    },
  };
}

export type StorefrontClient = ReturnType<typeof createStorefrontClient>;
