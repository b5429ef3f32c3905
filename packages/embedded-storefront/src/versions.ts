// The Storefront API versions the embedded store serves. No GraphQL here: the app reads these without loading
// the store.

/** The API versions the embedded store serves: the newest `@shopify/hydrogen-react` ships, and the spec's. */
export const EMBEDDED_API_VERSIONS = ['2026-04', '2025-07'] as const;
export type EmbeddedApiVersion = (typeof EMBEDDED_API_VERSIONS)[number];
export const LATEST_API_VERSION: EmbeddedApiVersion = '2026-04';

/**
 * The version that answers a request for `requested`, as Shopify does: a supported one answers as itself; any
 * other well-formed version (a retired one, `unstable`, a future one) falls forward to the newest. Null: not a
 * version at all.
 */
export function servedVersion(requested: string): EmbeddedApiVersion | null {
  if ((EMBEDDED_API_VERSIONS as readonly string[]).includes(requested)) return requested as EmbeddedApiVersion;
  return /^(\d{4}-(0[1-9]|1[0-2])|unstable)$/.test(requested) ? LATEST_API_VERSION : null;
}
