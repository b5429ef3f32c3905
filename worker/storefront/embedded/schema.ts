import { buildClientSchema, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import storefront202507 from 'virtual:storefront-schema/2025-07';

/** Shopify's official Storefront schema for the API version the embedded store speaks; built once per isolate. */
export const EMBEDDED_API_VERSION = '2025-07';
export const embeddedSchema: GraphQLSchema = buildClientSchema(storefront202507 as IntrospectionQuery);
