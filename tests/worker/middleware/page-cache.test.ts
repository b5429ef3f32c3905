import { describe, expect, it } from 'vitest';
import { request as get } from '../helpers';

const cspNonce = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1];

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

describe("the page cache holds real pages, not ad parameters or one client's made-up URLs", () => {
  const status = (r: { response: Response }) =>
    /page;desc="(\w+)"/.exec(r.response.headers.get('Server-Timing') ?? '')?.[1];

  it("ad and tracking parameters share the page's entry, and never reach the canonical", async () => {
    const first = await get('http://localhost/despre?pc=ads');
    expect(status(first)).toBe('miss');
    for (const query of [
      'utm_source=facebook&utm_campaign=black-friday-7',
      'gclid=Cj0KCQ',
      'fbclid=IwAR3x&utm_medium=cpc',
      '_gl=1*abc&mc_cid=9&mc_eid=7',
      'msclkid=1&ttclid=2',
    ]) {
      const ad = await get(`http://localhost/despre?pc=ads&${query}`);
      expect(status(ad), query).toBe('hit');
      expect(ad.body).toContain('<link rel="canonical" href="http://localhost/despre"/>');
    }
  });

  it('105 ad clicks with different campaigns leave every page in the cache', async () => {
    await get('http://localhost/contact?pc=flood');
    for (let n = 0; n < 105; n++) await get(`http://localhost/?pc=flood&utm_campaign=${n}`);
    expect(status(await get('http://localhost/contact?pc=flood'))).toBe('hit');
  });

  it('one client adds at most 30 new pages a minute; the pages it asks for are still served', async () => {
    const ip = { 'CF-Connecting-IP': '203.0.113.77' };
    const kept = await get('http://localhost/despre?pc=budget-real', {
      headers: { 'CF-Connecting-IP': '198.51.100.5' },
    });
    expect(kept.status).toBe(200);
    // Asked for again: a page shoppers come back to (a page seen once may make way for newer ones).
    await get('http://localhost/despre?pc=budget-real', { headers: { 'CF-Connecting-IP': '198.51.100.5' } });
    const answers = [];
    for (let n = 0; n < 40; n++) answers.push(await get(`http://localhost/despre?pc=budget-${n}`, { headers: ip }));
    expect(answers.every((a) => a.status === 200 && a.body.includes('</html>'))).toBe(true);
    // The first 30 are held; the 31st on are served and not kept.
    expect(status(await get('http://localhost/despre?pc=budget-29', { headers: ip }))).toBe('hit');
    expect(status(await get('http://localhost/despre?pc=budget-35', { headers: ip }))).toBe('miss');
    // Another client's page stayed.
    expect(
      status(await get('http://localhost/despre?pc=budget-real', { headers: { 'CF-Connecting-IP': '198.51.100.5' } })),
    ).toBe('hit');
  });
});

describe('a flood from many addresses', () => {
  const status = (r: { response: Response }) =>
    /page;desc="(\w+)"/.exec(r.response.headers.get('Server-Timing') ?? '')?.[1];
  it('150 made-up URLs from 150 different /64s leave the pages shoppers come back to in memory', async () => {
    const real = [
      'http://localhost/despre?pc=slru-a',
      'http://localhost/contact?pc=slru-b',
      'http://localhost/?pc=slru-c',
    ];
    for (const url of real) {
      await get(url);
      expect(status(await get(url)), url).toBe('hit');
    }
    for (let n = 0; n < 150; n++) {
      const flood = await get(`http://localhost/despre?pc=slru-flood-${n}`, {
        headers: { 'CF-Connecting-IP': `2001:db8:${n.toString(16)}::1` },
      });
      expect(flood.status).toBe(200);
    }
    for (const url of real) expect(status(await get(url)), url).toBe('hit');
  });
});

describe('made-up URLs write nothing to KV', () => {
  it('60 made-up product, collection and page handles add no storefront entry', async () => {
    const { env } = await import('cloudflare:test');
    const count = async () => (await env.STOREFRONT_CACHE.list({ prefix: 'sf:v1:' })).keys.length;
    // Warm what every not-found page asks for (menus, suggestions).
    for (const path of ['/products/inca-nu', '/colectie/inca-nu', '/pages/inca-nu']) await get(path);
    const before = await count();
    for (let n = 0; n < 20; n++) {
      for (const path of [`/products/nu-exista-${n}`, `/colectie/nu-exista-${n}`, `/pages/nu-exista-${n}`])
        expect((await get(path)).status).toBe(404);
    }
    expect(await count()).toBe(before);
  });
});
