// The privacy policy states the retention the code really applies (issue 22, item 8): the constants the purge and
// the cookie use, the IP hash's two days, and that chat and quiz text is answered but never stored.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { KEPT_MESSAGES } from '../../client/islands/chat-conversation';
import { products } from '../../content/catalog';
import { cookieBanner } from '../../content/cookies';
import { quizPrompt } from '../../content/quiz-prompt';
import { WHEEL_NAME } from '../../content/wheel';
import { htmlToText } from '../../worker/assistant/text';
import {
  CODE_ONLY_RETENTION_DAYS,
  ensureSchema,
  IP_HASH_RETENTION_DAYS,
  purgeExpired,
  SPIN_RETENTION_DAYS,
  UNCONFIRMED_RETENTION_DAYS,
} from '../../worker/leads/store';
import { CONFIRM_TTL_DAYS } from '../../worker/leads/unsubscribe';
import { callFunction, request } from '../worker/helpers';

const DAY_MS = 86_400_000;

/** The privacy policy's retention table, one "data – period" line per row. */
async function retentionRows() {
  const { body } = await request('/privacy-policy');
  const html = body.slice(body.indexOf('<caption>Durata de păstrare a datelor</caption>'));
  return htmlToText(html.slice(0, html.indexOf('</table>')))
    .split('\n')
    .slice(1);
}

const row = (rows: string[], starts: string) => {
  const found = rows.find((r) => r.startsWith(starts));
  expect(found, starts).toBeDefined();
  return found!;
};

/** "12 luni", "400 de zile", "2 zile": how the policy writes a period of days. */
const months = (days: number) => {
  const n = (days / 365) * 12;
  expect(Number.isInteger(n)).toBe(true);
  return `${n} ${n >= 20 ? 'de ' : ''}luni`;
};
const days = (n: number) => `${n} ${n >= 20 && (n % 100 === 0 || n % 100 >= 20) ? 'de ' : ''}zile`;

const call = (name: string, body: unknown, cookie?: string) => callFunction(name, body, { cookie });

beforeAll(async () => {
  await ensureSchema(env.DB);
});

describe('privacy policy: retention as the code keeps it', () => {
  it('states the periods of the constants the purge and the wheel cookie use', async () => {
    const rows = await retentionRows();
    expect(row(rows, 'Adresa de e-mail căreia i-am trimis doar un cod')).toContain(
      `${months(CODE_ONLY_RETENTION_DAYS)} de la trimiterea codului`,
    );
    expect(row(rows, 'Învârtirea ruletei')).toContain(`${days(SPIN_RETENTION_DAYS)} de la învârtire`);
    expect(row(rows, 'Adresa de e-mail neconfirmată')).toContain(`${days(UNCONFIRMED_RETENTION_DAYS)} de la cerere`);
    expect(row(rows, 'Data, ora și adresa IP ale cererii și ale confirmării')).toBeDefined();
    expect(row(rows, 'Cookie-ul verdana_wheel')).toContain(days(SPIN_RETENTION_DAYS));
    expect(row(rows, 'Amprenta (hash) adresei IP')).toContain(`${days(IP_HASH_RETENTION_DAYS)} de la învârtire`);
    expect(row(rows, 'Mesajele din chat și răspunsurile din chestionar')).toMatch(/^[^–]+ – nu le păstrăm pe server/);
    // The purposes table says the same of the hash.
    const { body } = await request('/privacy-policy');
    expect(htmlToText(body)).toContain(
      `o amprentă criptografică (hash) a adresei IP, păstrată ${days(IP_HASH_RETENTION_DAYS)}`,
    );
    expect(KEPT_MESSAGES).toBeGreaterThan(0);
  });

  it('states how long a confirmation link works and when an unconfirmed address goes, here and in the offer rules', async () => {
    const validity = days(CONFIRM_TTL_DAYS);
    const privacy = htmlToText((await request('/privacy-policy')).body);
    expect(privacy).toContain(`un link valabil ${validity}`);
    expect(privacy).toContain(`adresa o ștergem după ${days(UNCONFIRMED_RETENTION_DAYS)}`);
    const rules = htmlToText((await request('/regulament-oferte')).body);
    expect(rules).toContain(`valabil ${validity}`);
    expect(rules).toContain(`adresa se șterge după ${days(UNCONFIRMED_RETENTION_DAYS)}`);
  });

  it('the wheel cookie lives as long as the policy and the purge say', async () => {
    const spin = await call('spin-wheel', {});
    expect(spin.response.headers.get('Set-Cookie')).toMatch(
      new RegExp(`Max-Age=${SPIN_RETENTION_DAYS * 24 * 3600}\\b`),
    );
  });

  it('the wheel cookie lasts at most 12 months, and the cookie banner, the policy and the offer rules say how long', async () => {
    const spin = await call('spin-wheel', {});
    const maxAge = Number(/Max-Age=(\d+)/.exec(spin.response.headers.get('Set-Cookie') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(365 * 24 * 3600);
    const period = days(maxAge / (24 * 3600));
    const privacy = htmlToText((await request('/privacy-policy')).body);
    expect(privacy).toMatch(new RegExp(`/functions/v1 ale site-ului\\s*[–|]?\\s*${period}`));
    expect(privacy).not.toMatch(/400 de zile/);
    expect(htmlToText((await request('/regulament-oferte')).body)).toMatch(
      new RegExp(`verdana_wheel, care conține doar un identificator aleator și se păstrează ${period}`),
    );
    expect(cookieBanner.necessary).toContain(
      `verdana_wheel, se setează doar când învârți ${WHEEL_NAME} și se păstrează ${period}`,
    );
  });

  it('every sessionStorage entry of the policy lasts until the tab is closed, the under-18 answer too', async () => {
    const privacy = htmlToText((await request('/privacy-policy')).body);
    const rows = privacy.split('\n').filter((line) => line.includes('memoria sesiunii (sessionStorage)'));
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows.find((r) => r.includes('Nu, am sub 18 ani'))).toMatch(/până închizi fila/);
    for (const row of rows) expect(row).not.toMatch(/până închizi browserul/);
  });

  it("erases the IP hash two days after the spin and the spin after its cookie's days", async () => {
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString();
    const tag = crypto.randomUUID().slice(0, 8);
    const spins = [
      [`${tag}-0000-0000-0000-000000000001`, at(IP_HASH_RETENTION_DAYS - 1)],
      [`${tag}-0000-0000-0000-000000000002`, at(IP_HASH_RETENTION_DAYS + 0.1)],
      [`${tag}-0000-0000-0000-000000000003`, at(SPIN_RETENTION_DAYS + 1)],
    ] as const;
    await env.DB.batch(
      spins.map(([id, created]) =>
        env.DB.prepare(
          'INSERT INTO wheel_spins (visitor_id, segment_id, code, created_at, ip_hash, day) VALUES (?, 1, ?, ?, ?, ?)',
        ).bind(id, 'SPIN5', created, 'ab'.repeat(16), created.slice(0, 10)),
      ),
    );
    const { ipHashes, spins: deleted } = await purgeExpired(env.DB);
    expect(ipHashes).toBeGreaterThanOrEqual(1);
    expect(deleted).toBeGreaterThanOrEqual(1);
    const hashOf = async (id: string) =>
      (await env.DB.prepare('SELECT ip_hash FROM wheel_spins WHERE visitor_id = ?')
        .bind(id)
        .first<{ ip_hash: string | null }>()) ?? 'gone';
    expect(await hashOf(spins[0][0])).toEqual({ ip_hash: 'ab'.repeat(16) });
    expect(await hashOf(spins[1][0])).toEqual({ ip_hash: null });
    expect(await hashOf(spins[2][0])).toBe('gone');
  });

  it('keeps nothing of what is typed in the chat or chosen in the quiz, health details included', async () => {
    const marker = `diabet-${crypto.randomUUID().slice(0, 8)}`;
    const chat = await call('wellness-chatbot', {
      messages: [{ role: 'user', content: `Am ${marker} și iau insulină. Pot lua ulei CBD?` }],
    });
    expect(chat.status).toBe(200);
    // The quiz's own answers, with a health detail written into the request beside them.
    const quizProducts = products.slice(0, 5).map((p) => ({
      title: `${p.title} ${marker}`,
      description: p.description,
      price: { amount: p.variants[0]!.price, currencyCode: 'RON' },
    }));
    const quiz = await call('ai-product-quiz', {
      prompt: `${quizPrompt(['calm', 'regulat', 'ulei', 'nevoie'], quizProducts)}\n${marker}`,
    });
    expect(quiz.status).toBe(200);
    const { results: tables } = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
    ).all<{ name: string }>();
    expect(tables.length).toBeGreaterThan(3);
    for (const { name } of tables) {
      const { results } = await env.DB.prepare(`SELECT * FROM "${name}"`).all();
      expect(JSON.stringify(results), name).not.toContain(marker);
    }
    const keys = await env.STOREFRONT_CACHE.list();
    for (const { name } of keys.keys) {
      expect(name).not.toContain(marker);
      expect((await env.STOREFRONT_CACHE.get(name)) ?? '').not.toContain(marker);
    }
    // And the policy says so, with the GDPR art. 9 basis for what an e-mail to support keeps.
    const privacy = htmlToText((await request('/privacy-policy')).body);
    expect(privacy).toMatch(/nu le salvăm în nicio bază de date, nu le scriem în jurnale/);
    expect(privacy).toMatch(/art\. 9 alin\. \(2\) lit\. a\) din GDPR/);
    expect(privacy).toMatch(/Răspunsurile le formulează serverul nostru/);
    expect(privacy).not.toMatch(/folosim un serviciu de inteligență artificială/);
  });

  it("names the model's provider as a recipient only when one is configured", async () => {
    const { body } = await request(
      '/privacy-policy?model=1',
      {},
      { ASSISTANT_PROVIDER: 'openai', ASSISTANT_API_URL: 'https://ai.example/v1', ASSISTANT_MODEL: 'm' },
    );
    const text = htmlToText(body);
    expect(text).toMatch(/folosim un serviciu de inteligență artificială/);
    expect(text).not.toMatch(/Răspunsurile le formulează serverul nostru/);
  });
});
