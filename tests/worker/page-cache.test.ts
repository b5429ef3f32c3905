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
});
