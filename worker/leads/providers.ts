import type { D1Database } from '@cloudflare/workers-types';
import type { RenderedEmail } from './templates';

export interface OutgoingEmail extends RenderedEmail {
  to: string;
  from: string;
  /** Same key for every attempt at the same e-mail: the provider sends it once. */
  idempotencyKey: string;
  outboxId: number;
}

export interface EmailProvider {
  name: string;
  send(email: OutgoingEmail): Promise<{ id: string }>;
}

/** Local default: "sends" into D1 (one row per outbox entry, so a repeat is a no-op); shown at /dev/mailbox. */
export function devMailbox(db: D1Database): EmailProvider {
  return {
    name: 'dev-mailbox',
    async send(email) {
      await db
        .prepare(
          'INSERT OR IGNORE INTO mailbox (outbox_id, to_address, subject, html, text, headers, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        )
        .bind(
          email.outboxId,
          email.to,
          email.subject,
          email.html,
          email.text,
          JSON.stringify(email.headers),
          new Date().toISOString(),
        )
        .run();
      return { id: `mailbox-${email.outboxId}` };
    },
  };
}

/**
 * A transactional e-mail HTTP API (JSON POST with a bearer token and an Idempotency-Key header), the
 * shape most providers accept.
 */
export function httpEmailApi({
  url,
  apiKey,
  timeoutMs = 10_000,
  fetcher = fetch,
}: {
  url: string;
  apiKey: string;
  timeoutMs?: number;
  fetcher?: typeof fetch;
}): EmailProvider {
  return {
    name: 'http',
    async send(email) {
      const response = await fetcher(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${apiKey}`,
          'Idempotency-Key': email.idempotencyKey,
        },
        body: JSON.stringify({
          from: email.from,
          to: [email.to],
          subject: email.subject,
          html: email.html,
          text: email.text,
          headers: email.headers,
        }),
        // A provider that never answers fails this attempt; the queue retries it later (same idempotency key).
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`e-mail API answered ${response.status}`);
      const body = (await response.json().catch(() => ({}))) as { id?: string };
      return { id: body.id ?? email.idempotencyKey };
    },
  };
}
