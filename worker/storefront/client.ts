import { untilAborted } from '../lib/deadline';
import { type CacheStatus, CacheStrategies, type CacheStrategyName, cacheKey, type KvCache } from './cache';
import {
  circuitOpenError,
  type GraphQLErrorShape,
  graphQLError,
  httpStatusError,
  paymentRequiredError,
  RETRYABLE_GRAPHQL_CODES,
  RETRYABLE_STATUSES,
  timeoutError,
  transportError,
} from './errors';
import type { StorefrontMutations, StorefrontQueries } from './generated/storefront.generated';
import type { PurgeScope } from './purge';
import type { Breaker, Budget } from './resilience';
import { missingRootField } from './root-fields';

export interface StorefrontRequest {
  query: string;
  variables: Record<string, unknown>;
  /** Which operation of a document with several to run (GraphQL over HTTP's operationName). */
  operationName?: string | null;
}

export interface TransportResult {
  status: number;
  body: unknown;
}

/** Sends one GraphQL request: over HTTP to a real store, or in-process to the embedded one. */
export type StorefrontTransport = (
  request: StorefrontRequest,
  options?: { signal?: AbortSignal },
) => Promise<TransportResult>;

/** What went wrong with a query, for Server-Timing and for whether a page may be reused. */
export type FailureKind = 'fallback' | 'error';

export interface StorefrontClientOptions {
  transport: StorefrontTransport;
  /** KV cache; without it every query is a bypass. */
  cache?: KvCache | null;
  /** Distinguishes stores and API versions sharing one KV namespace. */
  cacheNamespace?: string;
  onCacheStatus?: (status: CacheStatus) => void;
  /** Longest one attempt may take; null: no deadline (the store runs in this isolate, it is not a network peer). */
  attemptTimeoutMs?: number | null;
  /** Time left for the whole page; retries never go past it. */
  budget?: Budget | null;
  /** The upstream's circuit breaker; while open no call goes out. */
  breaker?: Breaker | null;
  maxAttempts?: number;
  baseDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * What a document answers and takes, as Hydrogen's storefront.query infers them: the shop's own documents
 * (worker/storefront/documents) are looked up by their exact text in the types `npm run codegen` generates
 * from Shopify's schema; any other text answers `unknown` and takes any variables.
 */
type Operations = StorefrontQueries & StorefrontMutations;
export type StorefrontResult<Q extends string> = Q extends keyof Operations ? Operations[Q]['return'] : unknown;
export type StorefrontVariables<Q extends string> = Q extends keyof Operations
  ? Operations[Q]['variables']
  : Record<string, unknown>;
/** `variables` may be left out only when the document requires none. */
type VariablesOption<Q extends string> =
  // biome-ignore lint/complexity/noBannedTypes: `{} extends V` asks whether every variable is optional (Hydrogen's idiom)
  {} extends StorefrontVariables<Q> ? { variables?: StorefrontVariables<Q> } : { variables: StorefrontVariables<Q> };
type Args<Q extends string, O> =
  // biome-ignore lint/complexity/noBannedTypes: as above
  {} extends StorefrontVariables<Q> ? [options?: O & VariablesOption<Q>] : [options: O & VariablesOption<Q>];

interface QueryOptions<T> {
  cache?: CacheStrategyName | 'none' | 'kept';
  /**
   * An extra of a page, like the menus: the store is asked once, only while its breaker is closed (the
   * cache may still answer), so it never takes the one probe a recovering store allows.
   */
  whenHealthy?: boolean;
  /** Whether an answer is stored in KV (default: every answer). */
  keep?: (value: T) => boolean;
  /** Which webhook purges make the answer stale (default: the catalogue). */
  scope?: PurgeScope;
}

interface GraphQLBody<T> {
  data?: T | null;
  errors?: GraphQLErrorShape[];
}

class RetryableError extends Error {}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** An attempt shorter than this is not worth starting. */
const MIN_ATTEMPT_MS = 50;

export function createStorefrontClient({
  transport,
  cache = null,
  cacheNamespace = '',
  onCacheStatus = () => {},
  attemptTimeoutMs = 2500,
  budget = null,
  breaker = null,
  maxAttempts = 3,
  baseDelayMs = 200,
  sleep = defaultSleep,
}: StorefrontClientOptions) {
  const remaining = () => budget?.remainingMs() ?? Number.POSITIVE_INFINITY;

  async function send<T>(request: StorefrontRequest, retryOn: Set<number>, attempts = maxAttempts): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await sendOnce<T>(request, retryOn);
      } catch (error) {
        const delay = baseDelayMs * 2 ** (attempt - 1);
        const worthRetrying =
          error instanceof RetryableError && attempt < attempts && remaining() - delay >= MIN_ATTEMPT_MS;
        if (!worthRetrying) throw error instanceof RetryableError ? error.cause : error;
        await sleep(delay);
      }
    }
  }

  async function sendOnce<T>(request: StorefrontRequest, retryOn: Set<number>): Promise<T> {
    const timeoutMs = Math.min(attemptTimeoutMs ?? Number.POSITIVE_INFINITY, remaining());
    if (timeoutMs < MIN_ATTEMPT_MS) throw timeoutError(attemptTimeoutMs ?? timeoutMs);
    // While open, a frozen shop stays a 402 (the spec's toast); anything else is "calls paused".
    if (breaker && !breaker.allow())
      throw (breaker.lastError as { status?: number } | null)?.status === 402
        ? paymentRequiredError()
        : circuitOpenError();
    const signal = Number.isFinite(timeoutMs) ? AbortSignal.timeout(timeoutMs) : undefined;
    let result: TransportResult;
    try {
      result = signal
        ? await untilAborted(transport(request, { signal }), signal, () => timeoutError(timeoutMs))
        : await transport(request);
    } catch (error) {
      const failure = error instanceof Error && error.name === 'HttpError' ? error : transportError(error);
      breaker?.failure(failure);
      throw failure;
    }
    const { status, body } = result;
    if (status === 402) {
      // A frozen shop stays frozen for a while: the breaker spares it a call per page view.
      const error = paymentRequiredError();
      breaker?.failure(error);
      throw error;
    }
    if (status < 200 || status >= 300) {
      const error = httpStatusError(status);
      // An answer that says "overloaded" counts against the breaker like no answer at all.
      if (status >= 500 || status === 429) breaker?.failure(error);
      else breaker?.success();
      if (retryOn.has(status)) throw new RetryableError(error.message, { cause: error });
      throw error;
    }
    const { data, errors } = (body ?? {}) as GraphQLBody<T>;
    if (errors?.length) {
      const error = graphQLError(errors);
      if (errors.some((e) => RETRYABLE_GRAPHQL_CODES.has(e.extensions?.code ?? ''))) {
        breaker?.failure(error);
        throw new RetryableError(error.message, { cause: error });
      }
      breaker?.success();
      throw error;
    }
    // Shopify answers every field asked for (null when not found); a missing one is a broken answer, not "not found".
    const missing =
      data && typeof data === 'object'
        ? await missingRootField(request.query, data as Record<string, unknown>)
        : 'data';
    if (missing) {
      const error = graphQLError([{ message: `answer without ${missing}` }]);
      breaker?.failure(error);
      throw error;
    }
    breaker?.success();
    return data as T;
  }

  return {
    /**
     * A read: served through the KV cache with the named strategy. `cache: 'kept'` only looks at the copy
     * KV keeps (for a fallback while the store is failing) and never calls the store.
     */
    async query<Q extends string>(
      query: Q,
      ...[given]: Args<Q, QueryOptions<StorefrontResult<Q>>>
    ): Promise<StorefrontResult<Q>> {
      type T = StorefrontResult<Q>;
      const options: QueryOptions<T> & { variables?: Record<string, unknown> } = given ?? {};
      const request = { query, variables: options.variables ?? {} };
      const strategy = options.cache ?? 'short';
      // An extra asks once, and not at all while the breaker is not closed: no retry of it can run on in
      // the background after the page has moved on.
      const ask = async () => {
        if (!options.whenHealthy) return send<T>(request, RETRYABLE_STATUSES);
        if (breaker && breaker.state !== 'closed') throw circuitOpenError();
        return send<T>(request, RETRYABLE_STATUSES, 1);
      };
      if (strategy === 'kept') {
        const kept = cache ? await cache.kept<T>(await cacheKey([cacheNamespace, query, request.variables])) : null;
        onCacheStatus(kept ? 'fallback' : 'error');
        if (!kept) throw graphQLError([{ message: 'no kept copy' }]);
        return kept;
      }
      if (!cache || strategy === 'none') {
        try {
          const value = await ask();
          onCacheStatus('bypass');
          return value;
        } catch (error) {
          onCacheStatus('error');
          throw error;
        }
      }
      const key = await cacheKey([cacheNamespace, query, request.variables]);
      try {
        const { value, status } = await cache.get(key, CacheStrategies[strategy], ask, {
          keep: options.keep,
          scope: options.scope,
        });
        onCacheStatus(status);
        return value;
      } catch (error) {
        onCacheStatus('error');
        throw error;
      }
    },

    /** A write: never cached; retried only on 429, when the store has not processed it. */
    async mutate<Q extends string>(query: Q, ...[given]: Args<Q, object>): Promise<StorefrontResult<Q>> {
      const variables: Record<string, unknown> = given?.variables ?? {};
      return send<StorefrontResult<Q>>({ query, variables }, new Set([429]));
    },
  };
}

export type StorefrontClient = ReturnType<typeof createStorefrontClient>;
