/** Hosts a developer's own machine answers on; the only hosts trusted without SITE_URL. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export const isLocalOrigin = (origin: string) => {
  try {
    return LOCAL_HOSTS.has(new URL(origin).hostname);
  } catch {
    return false;
  }
};

/**
 * The origin absolute links are built on: SITE_URL when configured, else the request's own origin only
 * when it is localhost. A Host header from anywhere else never writes our links (null: use relative ones).
 */
export function trustedOrigin(siteUrl: string | null, requestUrl: string): string | null {
  if (siteUrl) return siteUrl;
  const { origin } = new URL(requestUrl);
  return isLocalOrigin(origin) ? origin : null;
}
