import type { Context } from 'hono';
import { Hono } from 'hono';
import { servedVersion } from '../../packages/embedded-storefront/src/versions';
import type { AppEnv } from '../app-env';
import { embeddedFor } from '../context';
import { isDevelopment } from '../env';
import { readBounded } from '../lib/bounded-body';
import { HttpError } from '../lib/http-error';
import { isLocalOrigin } from '../lib/origin';

/** Largest request body the local Storefront API reads (a document and its variables). */
const MAX_BODY_BYTES = 256 * 1024;

const PREFLIGHT_HEADERS = {
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers':
    'Content-Type, Accept, X-Shopify-Storefront-Access-Token, Shopify-Storefront-Private-Token, Shopify-Storefront-Buyer-IP, X-SDK-Variant, X-SDK-Version, X-SDK-Variant-Source',
  'Access-Control-Max-Age': '86400',
};

type Ctx = Context<AppEnv>;

/** STOREFRONT_API_PUBLIC: the embedded store is meant for any host, and so for any web page. */
const isPublic = (c: Ctx) => /^(true|1|yes)$/i.test(c.env.STOREFRONT_API_PUBLIC?.trim() ?? '');

/**
 * CORS: a browser may read the answers only from a page on this machine (its origin echoed), or from any page
 * when the API is public. A page elsewhere cannot make a developer's browser spend their machine on a query.
 */
function corsHeaders(c: Ctx): Record<string, string> {
  if (isPublic(c)) return { 'Access-Control-Allow-Origin': '*' };
  const origin = c.req.header('Origin');
  return origin && isLocalOrigin(origin)
    ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' }
    : { Vary: 'Origin' };
}

/** A browser request from a page that is neither on this machine nor allowed by STOREFRONT_API_PUBLIC. */
const foreignPage = (c: Ctx) => {
  const origin = c.req.header('Origin');
  return origin != null && !isPublic(c) && !isLocalOrigin(origin);
};

/** Shopify's error shape: `{errors: [{message, extensions: {code}}]}`. */
const errorBody = (message: string, code: string) => ({ errors: [{ message, extensions: { code } }] });

/**
 * The embedded store is served only when no real store is configured, and then only on a developer's machine
 * (ENVIRONMENT=development, on a localhost URL) unless STOREFRONT_API_PUBLIC says otherwise: it is a
 * development and test endpoint, not a public API by default. A deployed worker never serves it because of a
 * Host header.
 */
function served(c: Ctx): boolean {
  if (c.var.config.storefront.endpoint) return false;
  return isPublic(c) || (isDevelopment(c.env) && isLocalOrigin(new URL(c.req.url).origin));
}

interface GraphQLRequest {
  query: string;
  variables: Record<string, unknown>;
  operationName: string | null;
}

/**
 * The body as GraphQL over HTTP allows it (JSON, or a raw `application/graphql` document), or an error message;
 * a 413 HttpError past the limit (counted while read, with or without Content-Length).
 */
async function readRequest(c: Ctx): Promise<GraphQLRequest | string> {
  const text = new TextDecoder().decode(await readBounded(c.req.raw, MAX_BODY_BYTES));
  const type = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/graphql') return { query: text, variables: {}, operationName: null };
  if (type !== 'application/json') return 'Content-Type must be application/json or application/graphql';
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'The request body is not valid JSON';
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'The request body must be a JSON object';
  const { query, variables, operationName } = body as Record<string, unknown>;
  if (typeof query !== 'string' || !query.trim()) return 'No query string was present';
  if (variables != null && (typeof variables !== 'object' || Array.isArray(variables)))
    return 'Variables must be a JSON object';
  if (operationName != null && typeof operationName !== 'string') return 'operationName must be a string';
  return {
    query,
    variables: (variables as Record<string, unknown> | null) ?? {},
    operationName: (operationName as string | null) ?? null,
  };
}

/**
 * POST /api/{version}/graphql.json: the embedded store as a Storefront API endpoint, so any Storefront client
 * (Hydrogen, @shopify/storefront-api-client, GraphiQL) runs on the offline shop. Token headers are accepted
 * and not needed; answers are Shopify's `{data, errors}` with `extensions.code`.
 */
export const storefrontApiRoutes = new Hono<AppEnv>()
  .options('/:version/graphql.json', (c) => {
    if (!served(c)) return c.notFound();
    const cors = corsHeaders(c);
    return c.body(null, 204, 'Access-Control-Allow-Origin' in cors ? { ...cors, ...PREFLIGHT_HEADERS } : cors);
  })
  .post('/:version/graphql.json', async (c) => {
    if (!served(c)) return c.notFound();
    const cors = corsHeaders(c);
    if (foreignPage(c)) return c.json(errorBody('Forbidden', 'ACCESS_DENIED'), 403, cors);
    const version = servedVersion(c.req.param('version'));
    if (!version) return c.json(errorBody('Not Found', 'NOT_FOUND'), 404, cors);
    const headers = { ...cors, 'X-Shopify-API-Version': version, 'Cache-Control': 'no-store' };
    const request = await readRequest(c).catch((error: unknown) => {
      if (error instanceof HttpError && error.status < 500) return error;
      throw error;
    });
    // Shopify's shape: too large, or a body cut short.
    if (request instanceof HttpError)
      return c.json(
        errorBody(request.message, request.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST'),
        request.status as 400 | 413,
        headers,
      );
    if (typeof request === 'string') return c.json(errorBody(request, 'BAD_REQUEST'), 400, headers);
    const transport = embeddedFor(c.env, c.var.config, c.var.trustedOrigin ?? new URL(c.req.url).origin, version);
    const { body } = await transport(request);
    return c.json(body as Record<string, unknown>, 200, headers);
  });
