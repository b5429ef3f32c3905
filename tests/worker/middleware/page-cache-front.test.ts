// A page this isolate holds is answered by the worker's fetch before the app's middleware chain runs. It must
// leave exactly as the chain would send it: the page's headers, the security headers with its own nonce, and
// Server-Timing. Everything else goes to the app.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { app, fetch as workerFetch } from '../../../worker/index';
import { purge } from '../../../worker/storefront/purge';

let client = 0;

/** One request through the worker's own entry (as Cloudflare calls it), waiting for its background work. */
async function viaWorker(path: string, init: RequestInit & { cf?: Record<string, unknown> } = {}) {
  const ctx = createExecutionContext();
  const headers = new Headers(init.headers);
  if (!headers.has('CF-Connecting-IP')) headers.set('CF-Connecting-IP', `198.51.100.${(client++ % 200) + 1}`);
  const request = new Request(new URL(path, 'http://localhost'), { ...init, headers } as RequestInit);
  const response = await workerFetch(request, env, ctx);
  const body = new Uint8Array(await response.arrayBuffer());
  await waitOnExecutionContext(ctx);
  return { response, body };
}

const status = (response: Response) => /page;desc="(\w+)"/.exec(response.headers.get('Server-Timing') ?? '')?.[1];
const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1];

/** The page's text: hits leave as the gzip kept with them; a render is compressed on the wire, after this point. */
async function inflate(bytes: Uint8Array<ArrayBuffer>) {
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return new TextDecoder().decode(bytes);
  return new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'))).text();
}

/** The headers as a caller sees them, with what differs by design (the nonce, the time taken) written as one value. */
function comparable(response: Response) {
  const nonce = nonceOf(response)!;
  return Object.fromEntries(
    [...response.headers].map(([name, value]) => [
      name,
      value.replaceAll(nonce, 'NONCE').replace(/total;dur=[\d.]+/, 'total;dur=T'),
    ]),
  );
}

afterEach(() => vi.restoreAllMocks());

describe('a held page answered in front of the app', () => {
  for (const encoding of ['gzip, deflate, br, zstd', 'identity']) {
    it(`leaves with the headers the middleware chain gives a hit (Accept-Encoding: ${encoding})`, async () => {
      const path = `/despre?pc=front-${encoding.length}`;
      const init = { headers: { 'Accept-Encoding': encoding } };
      const miss = (await viaWorker(path, init)).response;
      expect(status(miss)).toBe('miss');
      // A rendered page varies by encoding too (the edge compresses it for clients that take gzip).
      expect(miss.headers.get('Vary')).toBe('Accept-Encoding');
      // The same page answered by the chain (app.fetch, as the tests' requests and HEAD go) …
      const ctx = createExecutionContext();
      const chain = await app.fetch(
        new Request(new URL(path, 'http://localhost'), { headers: { 'Accept-Encoding': encoding } }),
        env,
        ctx,
      );
      await chain.arrayBuffer();
      await waitOnExecutionContext(ctx);
      expect(status(chain)).toBe('hit');
      // … and in front of it: the app is not entered.
      const enters = vi.spyOn(app, 'fetch');
      const front = await viaWorker(path, init);
      expect(enters).not.toHaveBeenCalled();
      expect(front.response.status).toBe(200);
      expect(comparable(front.response)).toEqual(comparable(chain));
      expect(Object.keys(comparable(front.response))).toEqual(
        expect.arrayContaining(['content-security-policy', 'strict-transport-security', 'server-timing', 'vary']),
      );
    });
  }

  it('each answer carries its own nonce, in its CSP and in its scripts, and is the page that was rendered', async () => {
    const path = '/?pc=front-nonce';
    const gzip = { headers: { 'Accept-Encoding': 'gzip' } };
    const first = await viaWorker(path, gzip);
    const [a, b] = [await viaWorker(path, gzip), await viaWorker(path, gzip)];
    const pages = await Promise.all([first, a, b].map((r) => inflate(r.body)));
    const nonces = [first, a, b].map((r) => nonceOf(r.response)!);
    expect(new Set(nonces).size).toBe(3);
    for (const [i, page] of pages.entries()) {
      expect(page).toContain(`nonce="${nonces[i]}"`);
      expect(page.replaceAll(nonces[i]!, 'N')).toBe(pages[0]!.replaceAll(nonces[0]!, 'N'));
    }
    expect(pages[1]).not.toContain(nonces[0]);
    expect(status(a.response)).toBe('hit');
  });

  it('leaves to the app what it does not hold: another page, a POST, a HEAD, a trailing slash', async () => {
    await viaWorker('/shop?pc=front-rest');
    const enters = vi.spyOn(app, 'fetch');
    const other = await viaWorker('/shop?pc=front-other');
    expect(status(other.response)).toBe('miss');
    const post = await viaWorker('/shop?pc=front-rest', { method: 'POST' });
    expect(post.response.status).toBe(404);
    const head = await viaWorker('/shop?pc=front-rest', { method: 'HEAD' });
    expect(head.response.status).toBe(200);
    expect(head.body.byteLength).toBe(0);
    const slash = await viaWorker('/shop/?pc=front-rest');
    expect(slash.response.status).toBe(301);
    expect(slash.response.headers.get('Location')).toBe('/shop?pc=front-rest');
    expect(enters).toHaveBeenCalledTimes(4);
  });

  it('a page older than the last webhook purge is rendered again, not served', async () => {
    const path = '/colectii?pc=front-purge';
    await viaWorker(path);
    expect(status((await viaWorker(path)).response)).toBe('hit');
    await purge(env.STOREFRONT_CACHE, ['catalog'], Date.now() + 1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const enters = vi.spyOn(app, 'fetch');
    const after = await viaWorker(path);
    expect(enters).toHaveBeenCalled();
    expect(status(after.response)).not.toBe('hit');
    expect(after.response.status).toBe(200);
  });

  it("answers in the encoding the shopper's client asked for, not the one the edge shows the worker", async () => {
    const path = '/blog?pc=front-client-encoding';
    await viaWorker(path);
    // The edge always shows the worker "br, gzip"; the client's own value is in cf.clientAcceptEncoding.
    const asked = (client: string) =>
      viaWorker(path, { headers: { 'Accept-Encoding': 'br, gzip' }, cf: { clientAcceptEncoding: client } });
    for (const plain of ['', 'identity', 'gzip;q=0', 'br']) {
      const answer = await asked(plain);
      expect(status(answer.response), plain).toBe('hit');
      expect(answer.response.headers.get('Content-Encoding'), plain).toBeNull();
      expect(new TextDecoder().decode(answer.body.slice(0, 15)), plain).toBe('<!DOCTYPE html>');
    }
    const gzip = await asked('gzip, deflate');
    expect(gzip.response.headers.get('Content-Encoding')).toBe('gzip');
    expect(await inflate(gzip.body)).toContain('</html>');
  });

  it('a made-up Host is answered with the trusted origin’s page, never its own name', async () => {
    const path = '/despre?pc=front-host';
    await viaWorker(`https://attacker.example${path}`);
    const again = await viaWorker(`https://other.example${path}`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(status(again.response)).toBe('hit');
    const html = new TextDecoder().decode(again.body);
    expect(html).not.toContain('attacker.example');
    expect(html).not.toContain('other.example');
  });
});
