import { buildClientSchema, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import storefront202507 from 'virtual:storefront-schema/2025-07';
import storefront202604 from 'virtual:storefront-schema/2026-04';

/** The API versions the embedded store serves: the newest `@shopify/hydrogen-react` ships, and the spec's. */
export const EMBEDDED_API_VERSIONS = ['2026-04', '2025-07'] as const;
export type EmbeddedApiVersion = (typeof EMBEDDED_API_VERSIONS)[number];
export const LATEST_API_VERSION: EmbeddedApiVersion = '2026-04';

const introspections: Record<EmbeddedApiVersion, unknown> = { '2026-04': storefront202604, '2025-07': storefront202507 };
const built = new Map<EmbeddedApiVersion, GraphQLSchema>();

/** Shopify's official schema of one version, built on first use (about 20 ms) and kept for the isolate. */
export function schemaOf(version: EmbeddedApiVersion): GraphQLSchema {
  let schema = built.get(version);
  if (!schema) {
    schema = buildClientSchema(introspections[version] as IntrospectionQuery);
    built.set(version, schema);
  }
  return schema;
}

/**
 * The version that answers a request for `requested`, as Shopify does: a supported one answers as itself; any
 * other well-formed version (a retired one, `unstable`, a future one) falls forward to the newest. Null: not a
 * version at all.
 */
export function servedVersion(requested: string): EmbeddedApiVersion | null {
  if ((EMBEDDED_API_VERSIONS as readonly string[]).includes(requested)) return requested as EmbeddedApiVersion;
  return /^(\d{4}-(0[1-9]|1[0-2])|unstable)$/.test(requested) ? LATEST_API_VERSION : null;
}

// The newest schema is built at module scope (DESIGN §8), never inside a request: the shop's own documents run on it.
schemaOf(LATEST_API_VERSION);
