import { env } from 'cloudflare:test';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { normalizeEmail } from '../../../domain/contract/email';
import { DEFAULT_ANON_KEY } from '../../../worker/env';
import { ensureSchema } from '../../../worker/leads/store';
import { promotionVars, request } from '../helpers';

const NAMES = ['send-newsletter-email', 'send-exit-popup-email', 'send-wheel-prize-email', 'spin-wheel'] as const;
const RUNS = 1000;

// Bodies a caller could send: valid-looking and hostile shapes, odd types, unicode, nesting, huge strings.
const emailish = fc.oneof(
  fc.emailAddress(),
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.constantFrom(
    '',
    ' ',
    '@',
    'a@b',
    'a@b.c',
    '"x"@y.ro',
    '\u015F@\u0163.ro',
    'a@b.ro\n',
    '<script>@x.ro',
    `${'a'.repeat(300)}@x.ro`,
  ),
);
const field = fc.oneof(
  emailish,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
);
const body = fc.oneof(
  fc.record({ email: emailish, adult: fc.constant(true) }),
  fc.record({ email: field, prize: field, code: field }, { requiredKeys: [] }),
  fc.dictionary(fc.string({ maxLength: 10 }), field, { maxKeys: 5 }),
  fc.anything({ maxDepth: 3 }),
);
const rawBody = fc.oneof(
  body.map((b) => JSON.stringify(b) ?? 'null'),
  fc.string({ maxLength: 200 }),
  fc.constantFrom('{', '[]', 'null', '""', '{"email":', '\u0000', '{"email":"a@b.ro"}'.repeat(600)),
);

let ip = 0;
const nextIp = () => `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip++ & 255}`;

beforeAll(async () => {
  await ensureSchema(env.DB);
});

describe('functions under random input', () => {
  for (const name of NAMES) {
    it(`${name}: ${RUNS} random bodies, never a 5xx, always JSON, no invalid e-mail stored`, async () => {
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(rawBody, async (payload) => {
          const { status, body: answer } = await request(
            `/functions/v1/${name}`,
            {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', apikey: DEFAULT_ANON_KEY, 'CF-Connecting-IP': nextIp() },
              body: payload,
              // The promotion runs, so the exit popup's function goes as deep as it can.
            },
            promotionVars.running(),
          );
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          expect(status).toBeLessThan(500);
          const parsed = JSON.parse(answer) as Record<string, unknown>;
          expect(status === 200 ? 'ok' in parsed || 'segmentId' in parsed : typeof parsed.error === 'string').toBe(
            true,
          );
        }),
        { numRuns: RUNS },
      );
      expect([...statuses.keys()].every((s) => s < 500)).toBe(true);
    }, 120_000);
  }

  it('every stored e-mail is a normalised, valid address', async () => {
    const { results } = await env.DB.prepare('SELECT email FROM leads').all<{ email: string }>();
    expect(results.length).toBeGreaterThan(0);
    console.info(`property run kept ${results.length} leads, all valid`);
    for (const { email } of results) expect(normalizeEmail(email)).toBe(email);
  });
});
