import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { consumeEmailBatch, deliver, type EmailJob, MAX_ATTEMPTS, redrivePending, retryDelaySeconds, unsubscribeUrl } from '../../worker/leads/outbox';
import type { EmailProvider, OutgoingEmail } from '../../worker/leads/providers';
import { ensureSchema, recordLead } from '../../worker/leads/store';
import { request } from './helpers';

let seq = 0;
async function newLead(source: 'newsletter' | 'exit-popup' | 'wheel' = 'newsletter', code = 'NEWSLETTER10') {
  const email = `outbox.${Date.now()}.${seq++}@exemplu.ro`;
  const lead = await recordLead(env.DB, { email, source, code, consentVersion: '2025-01-28', origin: 'https://verdana.test' });
  return { email, ...lead };
}

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
  (await env.DB.prepare('SELECT status, attempts FROM outbox WHERE id = ?').bind(outboxId).first<{ status: string; attempts: number }>())!;

beforeAll(async () => {
  await ensureSchema(env.DB);
});

describe('e-mail outbox', () => {
  it('renders a Romanian e-mail with the code, a one-click unsubscribe link and List-Unsubscribe headers', async () => {
    const lead = await newLead();
    const { provider, sent } = flakyProvider(0);
    expect(await deliver(env, lead.outboxId, provider)).toBe('sent');
    const email = sent[0]!;
    expect(email.to).toBe(lead.email);
    expect(email.subject).toContain('10% reducere');
    expect(email.text).toContain('NEWSLETTER10');
    expect(email.html).toContain('NEWSLETTER10');
    expect(email.html).toContain('lang="ro"');
    expect(email.headers['List-Unsubscribe']).toMatch(/^<https:\/\/verdana\.test\/dezabonare\?lead=\d+&token=[0-9a-f]{64}>$/);
    expect(email.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(email.text).not.toMatch(/[\u015F\u0163\u015E\u0162]/);
  });

  it('sends once when the same message is delivered twice', async () => {
    const lead = await newLead();
    const { provider, sent } = flakyProvider(0);
    expect(await deliver(env, lead.outboxId, provider)).toBe('sent');
    expect(await deliver(env, lead.outboxId, provider)).toBe('already-sent');
    expect(sent).toHaveLength(1);
  });

  it('the dev mailbox keeps one message per outbox row even if asked twice', async () => {
    const lead = await newLead('exit-popup', 'HALLOWEEN15');
    await deliver(env, lead.outboxId);
    await env.DB.prepare("UPDATE outbox SET status = 'pending' WHERE id = ?").bind(lead.outboxId).run();
    await deliver(env, lead.outboxId);
    const rows = await env.DB.prepare('SELECT subject FROM mailbox WHERE outbox_id = ?').bind(lead.outboxId).all<{ subject: string }>();
    expect(rows.results).toHaveLength(1);
    expect(rows.results[0]!.subject).toContain('Halloween');
  });

  it('retries through the queue when the provider fails, then delivers once, and the lead stays', async () => {
    const lead = await newLead();
    const { provider, sent, calls } = flakyProvider(2);
    for (let attempt = 1; attempt <= 3; attempt++) {
      const batch = createMessageBatch<EmailJob>('lead-emails', [{ id: `m-${lead.outboxId}-${attempt}`, timestamp: new Date(), attempts: attempt, body: { outboxId: lead.outboxId } }]);
      const ctx = createExecutionContext();
      await consumeEmailBatch(batch, env, provider);
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
    for (let i = 0; i < MAX_ATTEMPTS; i++) await expect(deliver(env, lead.outboxId, provider)).rejects.toThrow('provider 503');
    expect(await status(lead.outboxId)).toMatchObject({ status: 'dead', attempts: MAX_ATTEMPTS });
  });

  it('re-drives rows left pending (e.g. the queue was down) and skips unsubscribed leads', async () => {
    const lead = await newLead();
    await env.DB.prepare('UPDATE outbox SET updated_at = ? WHERE id = ?').bind('2020-01-01T00:00:00.000Z', lead.outboxId).run();
    expect(await redrivePending(env)).toBeGreaterThanOrEqual(1);
    const fresh = await env.DB.prepare('SELECT updated_at FROM outbox WHERE id = ?').bind(lead.outboxId).first<{ updated_at: string }>();
    expect(fresh!.updated_at > '2020-01-01').toBe(true);
  });
});

describe('unsubscribe', () => {
  it('a signed link unsubscribes the address and no further e-mail goes to it', async () => {
    const lead = await newLead();
    const url = new URL(await unsubscribeUrl(env, 'https://verdana.test', lead.leadId));
    const page = await request(url.pathname + url.search);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Te-ai dezabonat');
    const row = await env.DB.prepare('SELECT unsubscribed_at FROM leads WHERE id = ?').bind(lead.leadId).first<{ unsubscribed_at: string | null }>();
    expect(row?.unsubscribed_at).toBeTruthy();
    const { provider, sent } = flakyProvider(0);
    expect(await deliver(env, lead.outboxId, provider)).toBe('skipped');
    expect(sent).toHaveLength(0);
  });

  it('a tampered link changes nothing', async () => {
    const lead = await newLead();
    const url = new URL(await unsubscribeUrl(env, 'https://verdana.test', lead.leadId));
    url.searchParams.set('lead', String(lead.leadId + 1));
    const page = await request(url.pathname + url.search);
    expect(page.status).toBe(400);
    expect(page.body).toContain('Link de dezabonare invalid');
  });

  it('supports one-click POST from mail clients', async () => {
    const lead = await newLead();
    const url = new URL(await unsubscribeUrl(env, 'https://verdana.test', lead.leadId));
    const { status } = await request(url.pathname + url.search, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(status).toBe(200);
  });
});
