import type { ConfirmState } from '../../client/pages/confirm-page';
import { offers } from '../../content/wheel';
import { promotionRunning } from '../../domain/promotion';
import type { Env, SiteConfig } from '../env';
import { enqueue } from '../leads/outbox';
import { confirmLead, ensureSchema, findLeadByKey, type LeadSource, unsubscribeLead } from '../leads/store';
import { checkLinkToken, checkUnsubscribeToken, unsubscribeSecret } from '../leads/unsubscribe';

export type UnsubscribeState = 'confirm' | 'done' | 'invalid' | 'expired';

/** Checks the link's token; with `apply`, unsubscribes the address behind it. */
export async function unsubscribe(
  env: Env,
  origin: string,
  token: string,
  { apply }: { apply: boolean },
): Promise<UnsubscribeState> {
  const check = await checkUnsubscribeToken(unsubscribeSecret(env, origin), token);
  if (!check.ok) return check.reason;
  await ensureSchema(env.DB);
  if (!apply) {
    const known = await env.DB.prepare('SELECT 1 AS x FROM leads WHERE unsubscribe_key = ?').bind(check.key).first();
    return known ? 'confirm' : 'invalid';
  }
  return (await unsubscribeLead(env.DB, check.key)) !== null ? 'done' : 'invalid';
}

/** HALLOWEEN15 is offered on a device only while the promotion runs; the others do not lapse. */
const offeredUntil = (config: SiteConfig, source: LeadSource) =>
  source === 'exit-popup' ? config.promotion.endsAt : null;

/**
 * The confirmation link's page. Without `confirm` (the GET) it only reads; with it (the page's own POST) it
 * confirms the address, with when and from where (`ip`), makes the code and sends the code's e-mail.
 */
export async function confirmation(
  env: Env,
  config: SiteConfig,
  {
    origin,
    token,
    ip,
    confirm,
    waitUntil,
  }: {
    origin: string;
    token: string;
    ip: string;
    confirm: boolean;
    waitUntil: (promise: Promise<unknown>) => void;
  },
): Promise<ConfirmState> {
  const check = await checkLinkToken(unsubscribeSecret(env, origin), 'confirm', token);
  if (!check.ok && !check.key) return { kind: check.reason };
  await ensureSchema(env.DB);
  const lead = await findLeadByKey(env.DB, check.key!);
  if (!lead) return { kind: 'invalid' };
  if (!check.ok) return { kind: lead.confirmed_at ? 'done' : 'expired' };
  if (lead.confirmed_at && lead.code)
    return { kind: 'confirmed', source: lead.source, code: lead.code, until: offeredUntil(config, lead.source) };
  if (!confirm) return { kind: 'ask' };
  if (lead.source === 'exit-popup' && !promotionRunning(config.promotion, Date.now())) return { kind: 'ended' };
  const result = await confirmLead(env.DB, check.key!, {
    ip,
    caps: [{ source: 'exit-popup', limit: offers.exitPopup.limit }],
  });
  if (result.state === 'unknown') return { kind: 'invalid' };
  if (result.state === 'closed') return { kind: 'closed' };
  if (result.codeEmailId !== null) waitUntil(enqueue(env.EMAIL_QUEUE, result.codeEmailId));
  return { kind: 'confirmed', source: result.source, code: result.code, until: offeredUntil(config, result.source) };
}

export interface MailboxMessage {
  id: number;
  to_address: string;
  subject: string;
  text: string;
  headers: string;
  created_at: string;
}

/** The local mailbox's last 100 e-mails, newest first (dev-mailbox provider, localhost only). */
export async function loadMailbox(db: Env['DB']): Promise<MailboxMessage[]> {
  await ensureSchema(db);
  const { results } = await db
    .prepare('SELECT id, to_address, subject, text, headers, created_at FROM mailbox ORDER BY id DESC LIMIT 100')
    .all<MailboxMessage>();
  return results;
}
