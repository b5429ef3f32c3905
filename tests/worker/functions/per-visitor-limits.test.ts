// Issue 31, item 3: one person is one person. Every per-IP limit counts an IPv6 /64 as one visitor: a phone
// or a router hands out any address inside its /64, so counting addresses would count nothing.
import { describe, expect, it } from 'vitest';
import { messages } from '../../../domain/contract/messages';
import { DEFAULT_ANON_KEY } from '../../../worker/env';
import { freshIp, request } from '../helpers';

/** Addresses of one /64 of its own: the n-th is another address of the same subscriber. */
function oneSubscriber() {
  const prefix = freshIp().replace(/::1$/, '');
  let n = 1;
  return () => `${prefix}:${(n++).toString(16)}:0:0:${n.toString(16)}`;
}

const fn = { 'Content-Type': 'application/json', apikey: DEFAULT_ANON_KEY };
let seq = 0;

/** Each limited endpoint: its path, its per-minute limit, and a body it takes (valid or not: the limit comes first). */
const LIMITED = [
  {
    path: '/functions/v1/send-newsletter-email',
    limit: 20,
    headers: fn,
    body: () => ({ email: `v64.${Date.now()}.${seq++}@exemplu.ro` }),
  },
  {
    path: '/functions/v1/wellness-chatbot',
    limit: 30,
    headers: fn,
    body: () => ({ messages: [{ role: 'user', content: 'Cât costă livrarea?' }] }),
  },
  { path: '/api/cart', limit: 30, headers: { 'Content-Type': 'application/json' }, body: () => ({ lines: [] }) },
  { path: '/api/cart/quote', limit: 120, headers: { 'Content-Type': 'application/json' }, body: () => ({ lines: [] }) },
];

const post = (path: string, headers: Record<string, string>, body: unknown, ip: string) =>
  request(path, { method: 'POST', headers: { ...headers, 'CF-Connecting-IP': ip }, body: JSON.stringify(body) });

describe('rate limits count a /64 as one visitor', () => {
  for (const { path, limit, headers, body } of LIMITED) {
    it(`${path}: a new address of the same /64 on every call is still limited after ${limit} a minute`, async () => {
      const next = oneSubscriber();
      const statuses: number[] = [];
      // The limiter counts in fixed 60 s windows: one that turns during the burst lets a second batch through.
      for (let i = 0; i < 2 * limit + 2 && statuses.at(-1) !== 429; i++)
        statuses.push((await post(path, headers, body(), next())).status);
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.filter((s) => s !== 429).length).toBeGreaterThanOrEqual(limit);
      // Another subscriber is not held back by the first one's burst.
      expect((await post(path, headers, body(), freshIp())).status).not.toBe(429);
    });
  }

  it('a 429 says so in Romanian, with Retry-After', async () => {
    const next = oneSubscriber();
    let last = await post('/api/cart', { 'Content-Type': 'application/json' }, { lines: [] }, next());
    for (let i = 0; i < 70 && last.status !== 429; i++)
      last = await post('/api/cart', { 'Content-Type': 'application/json' }, { lines: [] }, next());
    expect(last.status).toBe(429);
    expect(last.response.headers.get('Retry-After')).toBe('60');
    expect(JSON.parse(last.body).error).toBe(messages.rateLimited);
  });
});

describe("the wheel's spins per day count a /64 as one visitor", () => {
  it('9 spins from 9 addresses of one /64 (no cookie, as a script would send them) give the daily number, not 9', async () => {
    const next = oneSubscriber();
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      const { status } = await request(
        '/functions/v1/spin-wheel',
        { method: 'POST', headers: { ...fn, 'CF-Connecting-IP': next() }, body: '{}' },
        { WHEEL_SPINS_PER_IP_PER_DAY: '3' },
      );
      statuses.push(status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.slice(3).every((s) => s === 429)).toBe(true);
  });
});
