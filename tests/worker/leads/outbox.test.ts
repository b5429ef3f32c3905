import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { wheelSegments } from '../../../content/wheel';
import { DEFAULT_ANON_KEY } from '../../../worker/env';
import {
  consumeEmailBatch,
  deliver,
  type EmailJob,
  MAX_ATTEMPTS,
  NotConfiguredError,
  redrivePending,
  retryDelaySeconds,
  unsubscribeUrl,
} from '../../../worker/leads/outbox';
import type { EmailProvider, OutgoingEmail } from '../../../worker/leads/providers';
import { confirmLead, ensureSchema, purgeExpired, recordLead } from '../../../worker/leads/store';
import { createUnsubscribeToken, UNSUBSCRIBE_TTL_DAYS } from '../../../worker/leads/unsubscribe';
import { freshIp, promotionVars, request } from '../helpers';

/** A production-like configuration: a canonical origin and a signing secret. */
const SITE = { SITE_URL: 'https://verdana.test', UNSUBSCRIBE_SECRET: 'test-unsubscribe-secret-0123456789abcdef' };
// The promotion runs: a HALLOWEEN15 e-mail is sent only then.
const siteEnv = { ...env, ...SITE, ...promotionVars.running() };

let seq = 0;
/**
 * A lead that confirmed its address: `outboxId` is its code e-mail's row, `confirmationId` the confirmation
 * e-mail's (sent before the click, in the shop).
 */
async function newLead(
  source: 'newsletter' | 'exit-popup' | 'wheel' = 'newsletter',
  code = 'NEWSLETTER10',
  origin = 'https://verdana.test',
) {
  const email = `outbox.${Date.now()}.${seq++}@exemplu.ro`;
  const lead = (await recordLead(env.DB, {
    email,
    source,
    code,
    consentVersion: '2025-01-28',
    marketingConsent: source === 'newsletter',
    origin,
    ip: '192.0.2.1',
  }))!;
  const { unsubscribe_key: key } = (await env.DB.prepare('SELECT unsubscribe_key FROM leads WHERE id = ?')
    .bind(lead.leadId)
    .first<{ unsubscribe_key: string }>())!;
  const confirmed = await confirmLead(env.DB, key, { ip: '192.0.2.1' });
  if (confirmed.state !== 'confirmed' || confirmed.codeEmailId === null) throw new Error('not confirmed');
  return {
    email,
    key,
    leadId: lead.leadId,
    confirmationId: lead.confirmationId!,
    outboxId: confirmed.codeEmailId,
    code: confirmed.code,
  };
}

/** The path and query of a lead's unsubscribe link, as the e-mail would carry it. */
async function linkOf(key: string) {
  const url = new URL(await unsubscribeUrl(siteEnv, SITE.SITE_URL, key));
  return url.pathname + url.search;
}

const unsubscribedAt = async (leadId: number) =>
  (
    await env.DB.prepare('SELECT unsubscribed_at FROM leads WHERE id = ?')
      .bind(leadId)
      .first<{ unsubscribed_at: string | null }>()
  )?.unsubscribed_at ?? null;

/** A provider that fails `failures` times, then works; records every e-mail it accepted. */
function flakyProvider(failures: number) {
  const sent: OutgoingEmail[] = [];
  let calls = 0;
  const provider: EmailProvider = {
    name: 'flaky',
    async send(email) {
      calls++;
      if (calls <= failures) throw new Error('provider 503');
      sent.push(email);
      return { id: `p-${calls}` };
    },
  };
  return { provider, sent, calls: () => calls };
}

const status = async (outboxId: number) =>
  (await env.DB.prepare('SELECT status, attempts FROM outbox WHERE id = ?')
    .bind(outboxId)
    .first<{ status: string; attempts: number }>())!;

beforeAll(async () => {
  await ensureSchema(env.DB);
});

describe("every e-mail ends with the sender's identity and the offer rules", () => {
  const TRADER = {
    TRADER_NAME: 'Verdana Wellness S.R.L.',
    TRADER_CUI: 'RO12345678',
    TRADER_TRADE_REGISTER: 'J12/1234/2023',
    TRADER_ADDRESS: 'Str. Exemplu nr. 1, Cluj-Napoca',
  };
  const offersBySource = [
    ['newsletter', 'NEWSLETTER10'],
    ['exit-popup', 'HALLOWEEN15'],
    ...[...new Set(wheelSegments.map((s) => s.emailCode))].map((code) => ['wheel', code] as const),
  ] as const;

  for (const [source, offer] of offersBySource) {
    it(`${source} ${offer}: name, CUI and address, then an absolute link to /regulament-oferte on the shop's origin`, async () => {
      const lead = await newLead(source, offer);
      const { provider, sent } = flakyProvider(0);
      expect(await deliver({ ...siteEnv, ...TRADER }, lead.outboxId, provider)).toBe('sent');
      const email = sent[0]!;
      const identity =
        'Verdana Wellness S.R.L., CUI RO12345678, Reg. Com. J12/1234/2023, Str. Exemplu nr. 1, Cluj-Napoca';
      const rules = 'https://verdana.test/regulament-oferte';
      expect(email.text.trimEnd().split('\n').slice(-2)).toEqual([
        `Expeditor: ${identity}.`,
        `Regulamentul ofertelor: ${rules}`,
      ]);
      // Only a subscriber is told to unsubscribe; whoever only asked for a code is told they are not subscribed,
      // and the same one-click link stops every e-mail (sixth review 6b F15b).
      const subscribed = source === 'newsletter';
      const optOut = subscribed ? 'Dezabonează-te cu un clic' : 'Nu mai vreau niciun e-mail de la Verdana';
      expect(email.text.includes('Te dezabonezi')).toBe(subscribed);
      expect(email.text.includes('Nu ești abonat la newsletter.')).toBe(!subscribed);
      // In the HTML too, after the unsubscribe link, at the foot of the message.
      const unsubscribeAt = email.html.indexOf(optOut);
      const identityAt = email.html.indexOf(`Expeditor: ${identity}.`);
      const rulesAt = email.html.indexOf(`<a href="${rules}"`);
      expect(unsubscribeAt).toBeGreaterThan(0);
      expect(identityAt).toBeGreaterThan(unsubscribeAt);
      expect(rulesAt).toBeGreaterThan(identityAt);
      expect(email.html.slice(rulesAt)).not.toMatch(/<p|<td/);
      // The confirmation e-mail that came first ends the same way.
      await env.DB.prepare("UPDATE outbox SET status = 'pending' WHERE id = ?").bind(lead.confirmationId).run();
      await env.DB.prepare('UPDATE leads SET confirmed_at = NULL WHERE id = ?').bind(lead.leadId).run();
      expect(await deliver({ ...siteEnv, ...TRADER }, lead.confirmationId, provider)).toBe('sent');
      const confirmation = sent[1]!;
      expect(confirmation.text.trimEnd().split('\n').slice(-2)).toEqual([
        `Expeditor: ${identity}.`,
        `Regulamentul ofertelor: ${rules}`,
      ]);
      expect(confirmation.html).toContain(`Expeditor: ${identity}.`);
      expect(confirmation.text).toMatch(/https:\/\/verdana\.test\/confirmare\?t=/);
    });
  }

  it('leaves out an identity field configuration has not set, never writing it empty', async () => {
    const lead = await newLead();
    const { provider, sent } = flakyProvider(0);
    await deliver(
      {
        ...siteEnv,
        TRADER_NAME: 'Verdana Wellness S.R.L.',
        TRADER_CUI: '',
        TRADER_TRADE_REGISTER: '',
        TRADER_ADDRESS: '',
      },
      lead.outboxId,
      provider,
    );
    expect(sent[0]!.text).toContain('Expeditor: Verdana Wellness S.R.L.\n');
    expect(sent[0]!.text).not.toMatch(/CUI ,|CUI \.|, ,|\.\./);
  });
});

describe('e-mail outbox', () => {
  it("renders a Romanian e-mail with the lead's own code, a one-click unsubscribe link and List-Unsubscribe headers", async () => {
    const lead = await newLead();
    const { provider, sent } = flakyProvider(0);
    expect(await deliver(siteEnv, lead.outboxId, provider)).toBe('sent');
    const email = sent[0]!;
    expect(email.to).toBe(lead.email);
    expect(email.subject).toContain('10% reducere');
    expect(lead.code).toMatch(/^NEWSLETTER10-[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(email.text).toContain(`Codul tău: ${lead.code}`);
    expect(email.html).toContain(lead.code);
    // Never the bare name alone: the shared string applies to nothing.
    expect(email.text).not.toMatch(/NEWSLETTER10(?!-)/);
    expect(email.html).toContain('lang="ro"');
    // The lead is named by its random key and the link expires; its sequential id is not in it.
    expect(email.headers['List-Unsubscribe']).toContain(`?t=${lead.key}.`);
    expect(email.headers['List-Unsubscribe']).not.toMatch(/lead=/);
    expect(email.headers['List-Unsubscribe']).toMatch(
      /^<https:\/\/verdana\.test\/dezabonare\?t=[0-9a-f]{32}\.\d+\.[0-9a-f]{64}>$/,
    );
    const expires = Number(/\?t=[0-9a-f]{32}\.(\d+)\./.exec(email.headers['List-Unsubscribe']!)![1]) * 1000;
    expect(Math.abs(expires - (Date.now() + UNSUBSCRIBE_TTL_DAYS * 86_400_000))).toBeLessThan(60_000);
    expect(email.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(email.text).not.toMatch(/[\u015F\u0163\u015E\u0162]/);
  });

  it('sends once when the same message is delivered twice', async () => {
    const lead = await newLead();
    const { provider, sent } = flakyProvider(0);
    expect(await deliver(siteEnv, lead.outboxId, provider)).toBe('sent');
    expect(await deliver(siteEnv, lead.outboxId, provider)).toBe('already-sent');
    expect(sent).toHaveLength(1);
  });

  it('the dev mailbox keeps one message per outbox row even if asked twice', async () => {
    const lead = await newLead('exit-popup', 'HALLOWEEN15');
    await deliver(siteEnv, lead.outboxId);
    await env.DB.prepare("UPDATE outbox SET status = 'pending' WHERE id = ?").bind(lead.outboxId).run();
    await deliver(siteEnv, lead.outboxId);
    const rows = await env.DB.prepare('SELECT subject FROM mailbox WHERE outbox_id = ?')
      .bind(lead.outboxId)
      .all<{ subject: string }>();
    expect(rows.results).toHaveLength(1);
    expect(rows.results[0]!.subject).toContain('Halloween');
  });

  it('retries through the queue when the provider fails, then delivers once, and the lead stays', async () => {
    const lead = await newLead();
    const { provider, sent, calls } = flakyProvider(2);
    for (let attempt = 1; attempt <= 3; attempt++) {
      const batch = createMessageBatch<EmailJob>('lead-emails', [
        {
          id: `m-${lead.outboxId}-${attempt}`,
          timestamp: new Date(),
          attempts: attempt,
          body: { outboxId: lead.outboxId },
        },
      ]);
      const ctx = createExecutionContext();
      await consumeEmailBatch(batch, siteEnv, provider);
      const result = await getQueueResult(batch, ctx);
      if (attempt < 3) {
        expect(result.retryMessages).toHaveLength(1);
        expect(result.retryMessages[0]!.msgId).toBe(`m-${lead.outboxId}-${attempt}`);
      } else {
        expect(result.explicitAcks).toEqual([`m-${lead.outboxId}-${attempt}`]);
      }
    }
    expect(calls()).toBe(3);
    expect(sent).toHaveLength(1);
    expect(await status(lead.outboxId)).toMatchObject({ status: 'sent', attempts: 3 });
    expect(await env.DB.prepare('SELECT id FROM leads WHERE id = ?').bind(lead.leadId).first()).not.toBeNull();
  });

  it('backs off exponentially between attempts, capped at 10 minutes', () => {
    expect([1, 2, 3, 4, 10].map(retryDelaySeconds)).toEqual([10, 20, 40, 80, 600]);
  });

  it('gives up after the maximum attempts (the dead-letter queue keeps the message)', async () => {
    const lead = await newLead();
    const { provider } = flakyProvider(1000);
    for (let i = 0; i < MAX_ATTEMPTS; i++)
      await expect(deliver(siteEnv, lead.outboxId, provider)).rejects.toThrow('provider 503');
    expect(await status(lead.outboxId)).toMatchObject({ status: 'dead', attempts: MAX_ATTEMPTS });
  });

  it('re-drives rows left pending (e.g. the queue was down) and skips unsubscribed leads', async () => {
    const lead = await newLead();
    await env.DB.prepare('UPDATE outbox SET updated_at = ? WHERE id = ?')
      .bind('2020-01-01T00:00:00.000Z', lead.outboxId)
      .run();
    expect(await redrivePending(env)).toBeGreaterThanOrEqual(1);
    const fresh = await env.DB.prepare('SELECT updated_at FROM outbox WHERE id = ?')
      .bind(lead.outboxId)
      .first<{ updated_at: string }>();
    expect(fresh!.updated_at > '2020-01-01').toBe(true);
  });
});

describe('unsubscribe', () => {
  it('opening the link only asks (a mail scanner unsubscribes no one); the button unsubscribes and no further e-mail goes out', async () => {
    const lead = await newLead();
    const link = await linkOf(lead.key);
    const page = await request(link, {}, SITE);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Vrei să te dezabonezi?');
    expect(page.body).toMatch(/<form[^>]* action="\/dezabonare\?t=[0-9a-f.]+" method="post">/);
    expect(await unsubscribedAt(lead.leadId)).toBeNull();

    const done = await request(
      link,
      {
        method: 'POST',
        body: 'List-Unsubscribe=One-Click',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      },
      SITE,
    );
    expect(done.status).toBe(200);
    expect(done.body).toContain('Te-ai dezabonat');
    expect(await unsubscribedAt(lead.leadId)).toBeTruthy();
    const { provider, sent } = flakyProvider(0);
    expect(await deliver(siteEnv, lead.outboxId, provider)).toBe('skipped');
    expect(sent).toHaveLength(0);
  });

  it("refuses a tampered link, another lead's key, a changed expiry and a link signed with another secret", async () => {
    const lead = await newLead();
    const other = await newLead();
    const link = await linkOf(lead.key);
    const [key, expires, signature] = new URLSearchParams(link.split('?')[1]).get('t')!.split('.') as [
      string,
      string,
      string,
    ];
    const forged = [
      `${other.key}.${expires}.${signature}`,
      `${key}.${Number(expires) + 86_400}.${signature}`,
      `${key}.${expires}.${signature.replace(/^./, (ch) => (ch === '0' ? '1' : '0'))}`,
      await createUnsubscribeToken('local-development-unsubscribe-secret', lead.key),
      `${lead.leadId}`,
      `${key}.0${expires}.${signature}`,
    ];
    for (const token of forged) {
      const answer = await request(`/dezabonare?t=${token}`, { method: 'POST' }, SITE);
      expect(answer.status, token).toBe(400);
      expect(answer.body).toContain('Link de dezabonare invalid');
    }
    // The old link shape (sequential id and a signature) is not accepted either.
    expect((await request(`/dezabonare?lead=${lead.leadId}&token=${signature}`, { method: 'POST' }, SITE)).status).toBe(
      400,
    );
    expect(await unsubscribedAt(lead.leadId)).toBeNull();
    expect(await unsubscribedAt(other.leadId)).toBeNull();
  });

  it('an expired link says so and offers the support address instead', async () => {
    const lead = await newLead();
    const token = await createUnsubscribeToken(
      SITE.UNSUBSCRIBE_SECRET,
      lead.key,
      Date.now() - (UNSUBSCRIBE_TTL_DAYS + 1) * 86_400_000,
    );
    const answer = await request(`/dezabonare?t=${token}`, { method: 'POST' }, SITE);
    expect(answer.status).toBe(400);
    expect(answer.body).toContain('Linkul de dezabonare a expirat');
    expect(answer.body).toContain('mailto:');
    expect(await unsubscribedAt(lead.leadId)).toBeNull();
  });

  it('without UNSUBSCRIBE_SECRET outside localhost: no link is signed (the e-mail is held, not lost) and none is accepted', async () => {
    const lead = await newLead();
    const noSecret = { ...env, SITE_URL: 'https://verdana.test', UNSUBSCRIBE_SECRET: '' };
    const { provider, sent } = flakyProvider(0);
    await expect(deliver(noSecret, lead.outboxId, provider)).rejects.toBeInstanceOf(NotConfiguredError);
    expect(sent).toHaveLength(0);
    // Held: still pending, no attempt spent, so it goes out once the secret is set.
    expect(await status(lead.outboxId)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await deliver(siteEnv, lead.outboxId, provider)).toBe('sent');
    // A link made with any key is refused on a public host that has no secret.
    const token = await createUnsubscribeToken('local-development-unsubscribe-secret', lead.key);
    const answer = await request(
      `https://verdana.test/dezabonare?t=${token}`,
      { method: 'POST' },
      { UNSUBSCRIBE_SECRET: '' },
    );
    expect(answer.status).toBe(400);
    expect(await unsubscribedAt(lead.leadId)).toBeNull();
  });

  it('on localhost without a secret, links work with a key random to this isolate', async () => {
    const lead = await newLead('newsletter', 'NEWSLETTER10', 'http://localhost:8787');
    const localEnv = { ...env, SITE_URL: '', UNSUBSCRIBE_SECRET: '' };
    const { provider, sent } = flakyProvider(0);
    expect(await deliver(localEnv, lead.outboxId, provider)).toBe('sent');
    const link = /<(http:\/\/localhost:8787\/dezabonare\?t=[^>]+)>/.exec(sent[0]!.headers['List-Unsubscribe']!)![1]!;
    const answer = await request(link, { method: 'POST' }, { SITE_URL: '', UNSUBSCRIBE_SECRET: '' });
    expect(answer.body).toContain('Te-ai dezabonat');
  });
});

describe("links in e-mails never come from a visitor's Host header", () => {
  const signUp = (host: string, vars: Record<string, string>, email: string) =>
    request(
      `https://${host}/functions/v1/send-newsletter-email`,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          apikey: DEFAULT_ANON_KEY,
          'CF-Connecting-IP': freshIp(),
        },
        body: JSON.stringify({ email, adult: true }),
      },
      vars,
    );
  // The confirmation e-mail of the sign-up: the first one with links in it.
  const outboxOf = async (email: string) =>
    (await env.DB.prepare(
      "SELECT o.id, o.origin FROM outbox o JOIN leads l ON l.id = o.lead_id WHERE l.email = ? AND l.source = 'newsletter' AND o.kind = 'confirm'",
    )
      .bind(email)
      .first<{ id: number; origin: string }>())!;

  it('without SITE_URL a foreign host keeps the lead but its e-mail waits for configuration', async () => {
    const email = `host.${Date.now()}.${seq++}@exemplu.ro`;
    const answer = await signUp('attacker.example', { SITE_URL: '' }, email);
    expect(answer.status).toBe(200);
    const row = await outboxOf(email);
    expect(row.origin).toBe('');
    const { provider, sent } = flakyProvider(0);
    await expect(
      deliver({ ...env, SITE_URL: '', UNSUBSCRIBE_SECRET: SITE.UNSUBSCRIBE_SECRET }, row.id, provider),
    ).rejects.toBeInstanceOf(NotConfiguredError);
    expect(sent).toHaveLength(0);
    // Once SITE_URL is set, the same e-mail goes out with the shop's links.
    expect(await deliver(siteEnv, row.id, provider)).toBe('sent');
    expect(`${sent[0]!.html}${sent[0]!.text}`).not.toContain('attacker.example');
    expect(sent[0]!.text).toMatch(/https:\/\/verdana\.test\/confirmare\?t=/);
  });

  it('with SITE_URL every link uses it, whatever Host the sign-up came with', async () => {
    const email = `host.${Date.now()}.${seq++}@exemplu.ro`;
    await signUp('attacker.example', SITE, email);
    const row = await outboxOf(email);
    const { provider, sent } = flakyProvider(0);
    expect(await deliver(siteEnv, row.id, provider)).toBe('sent');
    expect(`${sent[0]!.html}${sent[0]!.text}${JSON.stringify(sent[0]!.headers)}`).not.toContain('attacker.example');
    expect(sent[0]!.text).toContain('https://verdana.test');
  });
});

describe('retention (what the privacy policy promises)', () => {
  it('deletes addresses that only asked for a code after 12 months, with their e-mails; keeps subscribers and recent ones', async () => {
    const old = new Date(Date.now() - 400 * 86_400_000).toISOString();
    const codeOnly = await newLead('exit-popup', 'HALLOWEEN15');
    const subscribed = await newLead('wheel', 'SPIN10');
    const recent = await newLead('exit-popup', 'HALLOWEEN15');
    await deliver(siteEnv, codeOnly.outboxId);
    await env.DB.batch([
      env.DB.prepare('UPDATE leads SET created_at = ? WHERE id IN (?, ?)').bind(
        old,
        codeOnly.leadId,
        subscribed.leadId,
      ),
      env.DB.prepare('UPDATE leads SET marketing_consent = 1 WHERE id = ?').bind(subscribed.leadId),
    ]);
    const { leads } = await purgeExpired(env.DB);
    expect(leads).toBeGreaterThanOrEqual(1);
    const left = async (id: number) =>
      (await env.DB.prepare('SELECT COUNT(*) AS n FROM leads WHERE id = ?').bind(id).first<{ n: number }>())!.n;
    expect(await left(codeOnly.leadId)).toBe(0);
    expect(await left(subscribed.leadId)).toBe(1);
    expect(await left(recent.leadId)).toBe(1);
    const traces = await env.DB.prepare(
      'SELECT (SELECT COUNT(*) FROM outbox WHERE id = ?) + (SELECT COUNT(*) FROM mailbox WHERE outbox_id = ?) AS n',
    )
      .bind(codeOnly.outboxId, codeOnly.outboxId)
      .first<{ n: number }>();
    expect(traces?.n).toBe(0);
  });
});

describe('an offer that ended before its e-mail left', () => {
  it('a HALLOWEEN15 e-mail still waiting when the promotion ends is not sent (skipped); other e-mails are', async () => {
    const late = await newLead('exit-popup', 'HALLOWEEN15');
    const wheel = await newLead('wheel', 'SPIN10');
    const afterTheEnd = { ...env, ...SITE, ...promotionVars.ended() };
    await expect(deliver(afterTheEnd, late.outboxId)).resolves.toBe('skipped');
    await expect(deliver(afterTheEnd, wheel.outboxId)).resolves.toBe('sent');
    const mailed = await env.DB.prepare('SELECT COUNT(*) AS n FROM mailbox WHERE outbox_id = ?')
      .bind(late.outboxId)
      .first<{ n: number }>();
    expect(mailed?.n).toBe(0);
  });
});
