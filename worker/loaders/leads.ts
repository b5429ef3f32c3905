import type { Env } from '../env';
import { ensureSchema, unsubscribeLead } from '../leads/store';
import { checkUnsubscribeToken, unsubscribeSecret } from '../leads/unsubscribe';

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
