import type { RateLimit } from '@cloudflare/workers-types';
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { validator } from 'hono/validator';
import type * as z from 'zod/mini';
import { messages } from '../../domain/contract/messages';
import type { AppEnv } from '../app-env';
import type { Env } from '../env';
import { boundedBody } from '../lib/bounded-body';
import { HttpError } from '../lib/http-error';
import { isLocalOrigin } from '../lib/origin';
import { visitorKey } from '../lib/visitor';

type Ctx = Context<AppEnv>;

/**
 * The origins the shop's own pages are served from: SITE_URL, and a localhost origin this request came to.
 * Never an origin taken from a foreign Host header (a rebound DNS name would otherwise pass as our own).
 */
export function isOwnOrigin(c: Ctx, origin: string): boolean {
  if (c.var.trustedOrigin !== null && origin === c.var.trustedOrigin) return true;
  return isLocalOrigin(origin) && origin === new URL(c.req.url).origin;
}

/**
 * State-changing endpoints answer only the shop's own pages: a browser always names the page's origin
 * (Origin, Sec-Fetch-Site), so a cross-site form or fetch is refused. Callers that are not browsers send
 * neither header and are judged by the other guards (content type, key, rate limit).
 */
export const sameOriginOnly = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!fromOwnPage(c)) throw new HttpError(403, messages.foreignOrigin, { code: 'FOREIGN_ORIGIN' });
    await next();
  });

/** Whether a state-changing request comes from one of the shop's own pages, or from no browser page at all. */
export function fromOwnPage(c: Ctx): boolean {
  const origin = c.req.header('Origin');
  const site = c.req.header('Sec-Fetch-Site');
  return origin ? isOwnOrigin(c, origin) : !site || site === 'same-origin' || site === 'none';
}

/** The visitor every per-person limit counts: the IP Cloudflare reports, an IPv6 one by its /64; local runs have none. */
export const visitorOf = (c: Ctx) => visitorKey(c.req.header('CF-Connecting-IP')) ?? 'local';

/** Per-visitor limit (an IPv6 /64 is one) through a Workers rate-limit binding; over it: 429 with Retry-After. */
export const rateLimit = (binding: (env: Env) => RateLimit | undefined) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const limiter = binding(c.env);
    if (limiter) {
      const { success } = await limiter.limit({ key: visitorOf(c) });
      if (!success)
        throw new HttpError(429, messages.rateLimited, { code: 'RATE_LIMITED', headers: { 'Retry-After': '60' } });
    }
    await next();
  });

const JSON_MEDIA = /^application\/json\s*(;|$)/i;

/**
 * A JSON body validated against a contract schema: 415 for another content type, 413 past `maxBytes`
 * (counted while reading, so a body without Content-Length cannot grow past it), 400 with a Romanian
 * message for malformed JSON or a body the schema refuses. The handler reads `c.req.valid('json')`.
 */
export function jsonBody<S extends z.ZodMiniType>(schema: () => Promise<S>, { maxBytes }: { maxBytes: number }) {
  const contentType: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!JSON_MEDIA.test(c.req.header('Content-Type') ?? ''))
      throw new HttpError(415, messages.notJson, { code: 'UNSUPPORTED_MEDIA_TYPE' });
    await next();
  };
  const limit = boundedBody(maxBytes);
  const parseJson: MiddlewareHandler<AppEnv> = async (c, next) => {
    const text = (await c.req.text()).trim() || '{}';
    try {
      JSON.parse(text);
    } catch {
      throw new HttpError(400, messages.badJson, { code: 'BAD_JSON' });
    }
    // The validator below parses the same (checked) text; an empty body counts as {}.
    // (Hono keeps body reads as promises; its type names them by the Body method.)
    (c.req.bodyCache as Record<string, unknown>).text = Promise.resolve(text);
    await next();
  };
  // The schema loads with the isolate's first request that needs one, not at its start (issue 34).
  const validate = validator('json', async (value: unknown) => {
    const result = (await schema()).safeParse(value);
    if (result.success) return result.data as z.output<S>;
    const issue = result.error.issues[0];
    throw new HttpError(400, issue?.message ?? messages.generic, {
      code: 'INVALID',
      details: { field: issue?.path.join('.') ?? '' },
    });
  });
  return [contentType, limit, parseJson, validate] as const;
}
