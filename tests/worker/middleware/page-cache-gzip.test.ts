// A cached page leaves compressed: pieces compressed once, the response's own nonce put between them.
// What a browser inflates must be the page, byte for byte, with that nonce.
import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../../worker/app-env';
import { acceptsGzip, compressParts, crc32, crc32Combine, gzipJoin } from '../../../worker/lib/gzip-parts';
import { pageCache } from '../../../worker/middleware/page-cache';
import { securityHeaders } from '../../../worker/middleware/security-headers';
import { serverTiming } from '../../../worker/middleware/timing';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

async function gunzip(bytes: Uint8Array): Promise<string> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Response(stream).text();
}

/** Text a shop page has: repeated markup, Romanian letters, a few emoji. */
function pageLike(size: number): string {
  const words = [
    'Ulei CBD 10%',
    'Cremă cu CBD',
    'Jeleuri',
    'livrare în 24–48 h',
    'preț',
    'mulțumim 🌿',
    '<div class="card">',
    '</div>',
  ];
  let out = '';
  for (let i = 0; out.length < size; i++) out += `${words[(i * 7) % words.length]}${i % 13 === 0 ? `\n` : ' '}`;
  return out;
}

describe('gzip built from pieces', () => {
  it('inflates to the pieces joined by the nonce, wherever the nonce stands', async () => {
    const body = pageLike(120_000);
    const cases = [
      ['start', ['', body.slice(0, 50_000), body.slice(50_000)]],
      ['end', [body.slice(0, 70_000), '']],
      ['twice in a row', [body.slice(0, 10), '', body.slice(10)]],
      ['only a nonce', ['', '']],
      ['no nonce', [body]],
      ['many', body.match(/[\s\S]{1,9000}/g)!],
    ] as const;
    for (const [name, parts] of cases) {
      const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
      const gz = await compressParts(parts.map((p) => encoder.encode(p)));
      const inflated = await gunzip(gzipJoin(gz, encoder.encode(nonce)));
      expect(inflated, name).toBe(parts.join(nonce));
    }
  });

  it('is a fraction of the page: a 120 KB page leaves as less than a quarter', async () => {
    const body = pageLike(120_000);
    const gz = await compressParts([encoder.encode(body.slice(0, 500)), encoder.encode(body.slice(500))]);
    expect(gzipJoin(gz, encoder.encode('x'.repeat(24))).byteLength).toBeLessThan(30_000);
  });

  it('combines CRC-32 as computing it over the whole would', () => {
    const a = encoder.encode(pageLike(3000));
    const b = encoder.encode('șțăîâ – 🌿 nonce');
    const whole = new Uint8Array([...a, ...b]);
    expect(crc32Combine(crc32(a), crc32(b), b.byteLength)).toBe(crc32(whole));
    expect(crc32(encoder.encode('123456789'))).toBe(0xcbf43926);
  });

  it('reads Accept-Encoding as browsers and proxies write it', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8, *;q=0.1')).toBe(true);
    expect(acceptsGzip('GZIP')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip(null)).toBe(false);
    expect(acceptsGzip('gzip;q=abc')).toBe(false);
  });
});

describe('a cached page over the wire', () => {
  let renders = 0;
  const app = new Hono<AppEnv>();
  app.use(serverTiming());
  app.use(securityHeaders());
  app.use(pageCache({ colo: () => null }));
  app.get('/pagina', (c) => {
    renders++;
    c.set('pageCacheable', true);
    return c.html(
      `<!doctype html><html><head><script nonce="${c.var.nonce}">window.a=1</script></head><body>${pageLike(60_000)}<script nonce="${c.var.nonce}">2</script></body></html>`,
    );
  });

  const get = async (encoding?: string) => {
    const response = await app.request('/pagina', { headers: encoding ? { 'Accept-Encoding': encoding } : {} }, env);
    const bytes = new Uint8Array(await response.arrayBuffer());
    await new Promise((resolve) => setTimeout(resolve, 20));
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1];
    if (!nonce) throw new Error('the response has no CSP nonce');
    return {
      response,
      bytes,
      status: /page;desc="(\w+)"/.exec(response.headers.get('Server-Timing') ?? '')?.[1],
      nonce,
    };
  };

  it('a hit taken by a browser is gzip that inflates to the page with this response nonce', async () => {
    const first = await get('gzip, deflate, br');
    expect(first.status).toBe('miss');
    const page = decoder.decode(first.bytes).replaceAll(first.nonce, 'N');
    const hit = await get('gzip, deflate, br');
    expect(hit.status).toBe('hit');
    expect(renders).toBe(1);
    expect(hit.response.headers.get('Content-Encoding')).toBe('gzip');
    expect(hit.response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(hit.bytes.byteLength).toBeLessThan(first.bytes.byteLength / 4);
    const html = await gunzip(hit.bytes);
    expect(html).toContain(`<script nonce="${hit.nonce}">2</script>`);
    expect(html.replaceAll(hit.nonce, 'N')).toBe(page);
  });

  it('a client that takes no gzip gets the page as text', async () => {
    await get('gzip');
    for (const encoding of [undefined, 'identity', 'gzip;q=0', 'br']) {
      const plain = await get(encoding);
      expect(plain.status).toBe('hit');
      expect(plain.response.headers.get('Content-Encoding')).toBeNull();
      expect(decoder.decode(plain.bytes)).toContain(`<script nonce="${plain.nonce}">2</script>`);
    }
  });
});
