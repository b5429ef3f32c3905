import { describe, expect, it } from 'vitest';
import { request as get } from './helpers';

const cspNonce = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1];

describe('page cache', () => {
  it('serves a repeated page from memory with the same HTML and a fresh nonce that matches its CSP', async () => {
    const first = await get('/?pc=1');
    const second = await get('/?pc=1');
    expect(second.response.headers.get('Server-Timing')).toContain('page;desc="hit"');
    const [n1, n2] = [cspNonce(first.response)!, cspNonce(second.response)!];
    expect(n1).not.toBe(n2);
    expect(second.body).toContain(`nonce="${n2}"`);
    expect(second.body).not.toContain(n1);
    expect(second.body.replaceAll(n2, 'N')).toBe(first.body.replaceAll(n1, 'N'));
  });

  it('never keeps error pages', async () => {
    await get('/lipseste');
    const again = await get('/lipseste');
    expect(again.response.status).toBe(404);
    expect(again.response.headers.get('Server-Timing')).toContain('page;desc="miss"');
  });

  it('a made-up Host never appears in a page, and such Hosts share one entry instead of pushing real pages out', async () => {
    const first = await get('https://attacker.example/despre?pc=host');
    expect(first.status).toBe(200);
    expect(first.body).not.toContain('attacker.example');
    expect(first.body).toContain('<link rel="canonical" href="/despre"/>');
    const other = await get('https://other-attacker.example/despre?pc=host');
    expect(other.response.headers.get('Server-Timing')).toContain('page;desc="hit"');
    expect(other.body).not.toContain('attacker.example');
    // The shop's own (trusted) origin has its entry, with absolute links.
    const own = await get('http://localhost/despre?pc=host');
    expect(own.response.headers.get('Server-Timing')).toContain('page;desc="miss"');
    expect(own.body).toContain('<link rel="canonical" href="http://localhost/despre"/>');
  });
});
