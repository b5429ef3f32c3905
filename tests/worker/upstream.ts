import { vi } from 'vitest';
import { memoryCartStore } from '../../packages/embedded-storefront';
import { shopEmbeddedStore } from '../../worker/storefront/embedded-store';

export type Mode = 'silent' | 'down' | 'frozen' | 'healthy';

/**
 * Scripts every `fetch` to a real-store `endpoint` and counts the calls: one that never answers (it only
 * stops when aborted), 503, a frozen shop (402), or a healthy store (the embedded one behind HTTP).
 * Call `vi.restoreAllMocks()` afterwards.
 */
export function upstream(endpoint: string, initial: Mode) {
  let mode = initial;
  let calls = 0;
  const seenHeaders: Headers[] = [];
  const healthy = shopEmbeddedStore({ carts: memoryCartStore(), origin: 'http://localhost' });
  const original = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new Request(input, init).url;
    if (!url.startsWith(endpoint)) return original(input, init);
    calls++;
    seenHeaders.push(new Request(input, init).headers);
    if (mode === 'silent') {
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
      );
    }
    if (mode === 'down') return new Response('unavailable', { status: 503 });
    if (mode === 'frozen') return new Response('payment required', { status: 402 });
    const { query, variables } = JSON.parse(String(init?.body)) as {
      query: string;
      variables: Record<string, unknown>;
    };
    const { body } = await healthy({ query, variables });
    return Response.json(body);
  });
  return {
    calls: () => calls,
    set: (next: Mode) => {
      mode = next;
    },
    headers: () => seenHeaders,
  };
}

/**
 * A real-store `endpoint` answered by the embedded store behind HTTP, its JSON answer rewritten by `edit`
 * (a price, a title): a store whose data the test controls. `demoClaims: false`: a store that defines none of
 * the shop's figure metafields (and an about page without them). Call `vi.restoreAllMocks()` afterwards.
 */
export function editedStore(
  endpoint: string,
  edit: (json: string) => string,
  { demoClaims = true }: { demoClaims?: boolean } = {},
) {
  const healthy = shopEmbeddedStore({ carts: memoryCartStore(), origin: 'http://localhost', demoClaims });
  const original = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (!new Request(input, init).url.startsWith(endpoint)) return original(input, init);
    const { query, variables } = JSON.parse(String(init?.body)) as {
      query: string;
      variables: Record<string, unknown>;
    };
    const { body } = await healthy({ query, variables });
    return new Response(edit(JSON.stringify(body)), { headers: { 'Content-Type': 'application/json' } });
  });
}
