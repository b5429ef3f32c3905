import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';

import { ensureSchema } from '../db/migrations';

export { ensureSchema };

export type LeadSource = 'newsletter' | 'exit-popup' | 'wheel';

const now = () => new Date().toISOString();

/** 128 random bits as hex: the lead's name in unsubscribe links (never its sequential id). */
export const randomKey = () => [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');

export interface RecordedLead {
  leadId: number;
  outboxId: number;
  /** False when this e-mail had already signed up on this form (one lead, one e-mail). */
  isNew: boolean;
  outboxStatus: string;
}

/** A rule the insert must meet, checked by the database in the same statement (a cap, a claim). */
export interface LeadCondition {
  sql: string;
  params: unknown[];
}

export interface LeadInput {
  email: string;
  source: LeadSource;
  code: string;
  consentVersion: string;
  /** The shopper asked for the newsletter (the newsletter form, or the popup's or wheel's unticked box). */
  marketingConsent: boolean;
  /** Trusted shop origin at sign-up (SITE_URL or a localhost origin), or '' when there was none. */
  origin: string;
}

/**
 * Writes the lead and its outbox row in one transaction: either both exist afterwards or neither. The
 * same e-mail on the same form twice keeps the first lead and its single e-mail. A new lead is written
 * only when `condition` holds at that moment (SQLite runs the statement atomically), so a cap cannot be
 * raced by counting first. `before` runs first in the same transaction. Null: the condition refused it.
 */
export async function recordLead(
  db: D1Database,
  { email, source, code, consentVersion, marketingConsent, origin }: LeadInput,
  { condition, before = [] }: { condition?: LeadCondition; before?: D1PreparedStatement[] } = {},
): Promise<(RecordedLead & { before: { changes: number }[] }) | null> {
  const at = now();
  const key = `${source}:${email}`;
  const results = await db.batch([
    ...before,
    db
      .prepare(
        `INSERT OR IGNORE INTO leads (email, source, code, consent_version, created_at, unsubscribe_key, marketing_consent)
         SELECT ?, ?, ?, ?, ?, ?, ? WHERE ${condition?.sql ?? '1'}`,
      )
      .bind(email, source, code, consentVersion, at, randomKey(), marketingConsent ? 1 : 0, ...(condition?.params ?? [])),
    // A later "yes" to the newsletter counts (a later form sent without the box never withdraws it).
    ...(marketingConsent
      ? [db.prepare('UPDATE leads SET marketing_consent = 1, consent_version = ? WHERE email = ? AND source = ? AND marketing_consent = 0').bind(consentVersion, email, source)]
      : []),
    db
      .prepare(
        `INSERT OR IGNORE INTO outbox (lead_id, idempotency_key, origin, status, attempts, created_at, updated_at)
         SELECT id, ?, ?, 'pending', 0, ?, ? FROM leads WHERE email = ? AND source = ?`,
      )
      .bind(key, origin, at, at, email, source),
  ]);
  const inserted = results[before.length];
  const row = await db
    .prepare('SELECT l.id AS lead_id, o.id AS outbox_id, o.status AS status FROM leads l JOIN outbox o ON o.lead_id = l.id WHERE l.email = ? AND l.source = ?')
    .bind(email, source)
    .first<{ lead_id: number; outbox_id: number; status: string }>();
  if (!row) return null;
  return {
    leadId: row.lead_id,
    outboxId: row.outbox_id,
    isNew: (inserted?.meta.changes ?? 0) > 0,
    outboxStatus: row.status,
    before: results.slice(0, before.length).map((r) => ({ changes: r.meta.changes })),
  };
}

/** Insert condition: fewer than `limit` leads of `source` exist. */
export const underCap = (source: LeadSource, limit: number): LeadCondition => ({
  sql: '(SELECT COUNT(*) FROM leads WHERE source = ?) < ?',
  params: [source, limit],
});

export async function countLeads(db: D1Database, source: LeadSource): Promise<number> {
  const row = await db.prepare('SELECT COUNT(*) AS n FROM leads WHERE source = ?').bind(source).first<{ n: number }>();
  return row?.n ?? 0;
}

export interface SpinRecord {
  segmentId: number;
  code: string;
  /** The address the prize went to, once claimed. */
  prizeEmail: string | null;
}

/**
 * Records a visitor's spin unless one exists, and only while the visitor's IP has spun fewer than
 * `perIpPerDay` times today (one atomic statement). Answers the visitor's (first) spin, or null when the
 * IP limit refused a new one.
 */
export async function recordSpin(
  db: D1Database,
  { visitorId, segmentId, code, ipHash, day, perIpPerDay }: { visitorId: string; segmentId: number; code: string; ipHash: string; day: string; perIpPerDay: number },
): Promise<(SpinRecord & { isNew: boolean }) | null> {
  const result = await db
    .prepare(
      `INSERT OR IGNORE INTO wheel_spins (visitor_id, segment_id, code, created_at, ip_hash, day)
       SELECT ?, ?, ?, ?, ?, ? WHERE (SELECT COUNT(*) FROM wheel_spins WHERE ip_hash = ? AND day = ?) < ?`,
    )
    .bind(visitorId, segmentId, code, now(), ipHash, day, ipHash, day, perIpPerDay)
    .run();
  const row = await findSpin(db, visitorId);
  return row ? { ...row, isNew: result.meta.changes > 0 } : null;
}

export async function findSpin(db: D1Database, visitorId: string): Promise<SpinRecord | null> {
  const row = await db
    .prepare('SELECT segment_id, code, prize_email FROM wheel_spins WHERE visitor_id = ?')
    .bind(visitorId)
    .first<{ segment_id: number; code: string; prize_email: string | null }>();
  return row ? { segmentId: row.segment_id, code: row.code, prizeEmail: row.prize_email } : null;
}

/** Claims a spin's prize for one address; the same address may claim again, another may not. */
export const claimPrize = (db: D1Database, visitorId: string, email: string) =>
  db.prepare('UPDATE wheel_spins SET prize_email = ? WHERE visitor_id = ? AND (prize_email IS NULL OR prize_email = ?)').bind(email, visitorId, email);

/** Insert condition for a wheel lead: this visitor's spin is claimed by this address. */
export const prizeClaimedBy = (visitorId: string, email: string): LeadCondition => ({
  sql: 'EXISTS (SELECT 1 FROM wheel_spins WHERE visitor_id = ? AND prize_email = ?)',
  params: [visitorId, email],
});

/** Unsubscribes every form's lead of the address behind `unsubscribeKey`; null when no lead has that key. */
export async function unsubscribeLead(db: D1Database, unsubscribeKey: string): Promise<string | null> {
  const lead = await db.prepare('SELECT email FROM leads WHERE unsubscribe_key = ?').bind(unsubscribeKey).first<{ email: string }>();
  if (!lead) return null;
  await db.prepare('UPDATE leads SET unsubscribed_at = COALESCE(unsubscribed_at, ?) WHERE email = ?').bind(now(), lead.email).run();
  return lead.email;
}

/** How long an address that only asked for a code is kept (the privacy policy says 12 months). */
export const CODE_ONLY_RETENTION_DAYS = 365;
/** Spins are kept as long as the visitor cookie that names them lives. */
const SPIN_RETENTION_DAYS = 400;

/**
 * Deletes what the privacy policy says we do not keep: addresses that only asked for a code (no newsletter
 * consent) after 12 months, with their e-mail records, and wheel spins older than their cookie.
 */
export async function purgeExpired(db: D1Database, now = Date.now()): Promise<{ leads: number; spins: number }> {
  await ensureSchema(db);
  const leadsBefore = new Date(now - CODE_ONLY_RETENTION_DAYS * 86_400_000).toISOString();
  const spinsBefore = new Date(now - SPIN_RETENTION_DAYS * 86_400_000).toISOString();
  const expired = `SELECT id FROM leads WHERE marketing_consent = 0 AND source <> 'newsletter' AND created_at < ?`;
  const results = await db.batch([
    db.prepare(`DELETE FROM mailbox WHERE outbox_id IN (SELECT id FROM outbox WHERE lead_id IN (${expired}))`).bind(leadsBefore),
    db.prepare(`DELETE FROM outbox WHERE lead_id IN (${expired})`).bind(leadsBefore),
    db.prepare(`DELETE FROM leads WHERE id IN (${expired})`).bind(leadsBefore),
    db.prepare('DELETE FROM wheel_spins WHERE created_at < ?').bind(spinsBefore),
  ]);
  return { leads: results[2]?.meta.changes ?? 0, spins: results[3]?.meta.changes ?? 0 };
}
