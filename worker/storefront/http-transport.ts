import type { StorefrontTransport } from './client';

export interface HttpTransportOptions {
  /** Store origin, e.g. https://example.myshopify.com */
  endpoint: string;
  apiVersion: string;
  publicToken?: string;
  /** Server-only token; when set, the buyer IP must accompany it. */
  privateToken?: string;
  buyerIp?: string | null;
  /** Largest answer read; a store answer is never near it (250 products are about 1 MB). */
  maxResponseBytes?: number;
  fetcher?: typeof fetch;
}

export function httpTransport({
  endpoint,
  apiVersion,
  publicToken,
  privateToken,
  buyerIp,
  maxResponseBytes = 8 * 1024 * 1024,
  fetcher = fetch,
}: HttpTransportOptions): StorefrontTransport {
  const url = `${endpoint.replace(/\/+$/, '')}/api/${apiVersion}/graphql.json`;
  return async ({ query, variables }, { signal } = {}) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
    if (privateToken) {
      headers['Shopify-Storefront-Private-Token'] = privateToken;
      if (buyerIp) headers['Shopify-Storefront-Buyer-IP'] = buyerIp;
    } else if (publicToken) {
      headers['X-Shopify-Storefront-Access-Token'] = publicToken;
    }
    // The signal covers the whole exchange, the body included.
    const response = await fetcher(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
      signal,
    });
    if (!response.ok) {
      await response.body?.cancel();
      return { status: response.status, body: null };
    }
    return { status: response.status, body: JSON.parse(await readCapped(response, maxResponseBytes)) };
  };
}

/** The body as text, refused past `max` bytes (declared or counted while reading). */
async function readCapped(response: Response, max: number): Promise<string> {
  if (Number(response.headers.get('Content-Length') ?? 0) > max) {
    await response.body?.cancel();
    throw new Error(`answer larger than ${max} bytes`);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw new Error(`answer larger than ${max} bytes`);
    }
    text += decoder.decode(value, { stream: true });
  }
}
