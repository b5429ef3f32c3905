import { buildClientSchema, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import type { EmbeddedApiVersion } from './versions';

/** Shopify's official schema of each version the store serves, as introspection results (the app loads them). */
export type StorefrontSchemas = Readonly<Record<EmbeddedApiVersion, unknown>>;

const built = new WeakMap<object, GraphQLSchema>();

/**
 * Shopify's schema of one version, built on first use (about 20 ms) and kept for the isolate. The app builds
 * the newest one where it loads the store, never inside a request.
 */
export function schemaOf(schemas: StorefrontSchemas, version: EmbeddedApiVersion): GraphQLSchema {
  const introspection = schemas[version] as object;
  let schema = built.get(introspection);
  if (!schema) {
    schema = buildClientSchema(introspection as IntrospectionQuery);
    built.set(introspection, schema);
  }
  return schema;
}
