import type { RateLimit } from '@cloudflare/workers-types';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { FUNCTIONS_BODY_LIMIT } from '../../domain/contract/limits';
import { messages } from '../../domain/contract/messages';
import type { AppEnv } from '../app-env';
import type { Env } from '../env';
import { ensureSchema } from '../leads/store';
import { HttpError } from '../lib/http-error';
import { isOwnOrigin, rateLimit, sameOriginOnly } from '../middleware/request-guards';
import { assistantFunctions } from './assistant';
import { leadFunctions } from './leads';

export const GENERIC_ERROR = messages.generic;
export const RATE_LIMITED = messages.rateLimited;
export const OFFER_CLOSED = messages.offerClosed;
export const WRONG_CODE = messages.wrongCode;
export const SPIN_FIRST = messages.spinFirst;
export { VISITOR_COOKIE } from './leads';
export const MAX_BODY_BYTES = FUNCTIONS_BODY_LIMIT;

const ALLOWED_HEADERS = 'authorization, x-client-info, apikey, content-type, x-region';

type Ctx = Context<AppEnv>;

/** One backend function: its validation middleware (the contract's schema), its rate limit and what it does. */
export interface FunctionDefinition {
  validate: readonly MiddlewareHandler<AppEnv>[];
  /** The per-IP limit it counts against. */
  limiter: (env: Env) => RateLimit | undefined;
  run: (c: Ctx) => Promise<Record<string, unknown>>;
}

/**
 * Every function by name. The router only serves these names (an own-property Map, never an object
 * indexed by the URL: `constructor` or `toString` are unknown names, answered 404).
 */
export const FUNCTIONS: ReadonlyMap<string, FunctionDefinition> = new Map([...leadFunctions, ...assistantFunctions]);

/** The shop's own pages may call the functions from another origin (FUNCTIONS_URL set elsewhere). */
const cors = createMiddleware<AppEnv>(async (c, next) => {
  const origin = c.req.header('Origin');
  c.header('Vary', 'Origin');
  if (origin && isOwnOrigin(c, origin)) {
    c.header('Access-Control-Allow-Origin', origin);
    c.header('Access-Control-Allow-Credentials', 'true');
  }
  await next();
});

/** The public anonymous key (Supabase-style `apikey` or `Authorization: Bearer`). */
const anonKey = createMiddleware<AppEnv>(async (c, next) => {
  const key = c.req.header('apikey') ?? c.req.header('Authorization')?.replace(/^Bearer\s+/i, '');
  if (!key || key !== c.var.config.functions.anonKey)
    throw new HttpError(401, messages.unauthorized, { code: 'UNAUTHORIZED' });
  await next();
});

/** Storage failures: nothing was half-written (one transaction); the form shows its retry message. */
const run = (fn: FunctionDefinition) => async (c: Ctx) => {
  try {
    await ensureSchema(c.env.DB);
    return c.json(await fn.run(c));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    console.error(`function ${new URL(c.req.url).pathname} failed`, error);
    throw new HttpError(424, GENERIC_ERROR, { code: 'STORAGE_FAILED' });
  }
};

/**
 * Supabase-functions-style backend: POST /functions/v1/{name} from the shop's pages, with the anon key,
 * JSON only, ≤ 8 KB, per-IP rate limit. Answers the function's JSON, or a 4xx {error} in Romanian.
 */
export const functionRoutes = new Hono<AppEnv>().use('/v1/*', cors).options('/v1/:name', (c) => {
  if (!FUNCTIONS.has(c.req.param('name'))) throw new HttpError(404, messages.unknownFunction, { code: 'NOT_FOUND' });
  c.header('Access-Control-Allow-Methods', 'POST, OPTIONS');
  c.header('Access-Control-Allow-Headers', ALLOWED_HEADERS);
  c.header('Access-Control-Max-Age', '86400');
  return c.body(null, 204);
});

for (const [name, fn] of FUNCTIONS) {
  functionRoutes.post(`/v1/${name}`, sameOriginOnly(), anonKey, rateLimit(fn.limiter), ...fn.validate, run(fn));
}

// A known function asked with another method: 405, naming the methods it answers.
functionRoutes.all('/v1/:name', (c) => {
  if (!FUNCTIONS.has(c.req.param('name'))) throw new HttpError(404, messages.unknownFunction, { code: 'NOT_FOUND' });
  throw new HttpError(405, messages.methodNotAllowed, {
    code: 'METHOD_NOT_ALLOWED',
    headers: { Allow: 'POST, OPTIONS' },
  });
});

functionRoutes.all('/*', () => {
  throw new HttpError(404, messages.unknownFunction, { code: 'NOT_FOUND' });
});
