import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';

import { newCode } from '../codes/codes';
import { ensureSchema } from '../db/migrations';
import { normaliseEmail } from './address';

export { ensureSchema };

export type LeadSource = 'newsletter' | 'exit-popup' | 'wheel';

const now = () => new Date().toISOString();

/** 128 random bits as hex: the lead's name in unsubscribe links (never its sequential id). */
export const randomKey = () =>
  [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');

export interface RecordedLead {
  leadId: number;
  outboxId: number;
  /** False when this e-mail had already signed up on this form (one lead, one e-mail). */
  isNew: boolean;
  outboxStatus: string;
  /** The lead's own discount code (`NEWSLETTER10-7KQ2X9M4TB`), the same on a repeat sign-up. */
  code: string;
}

/** A rule the insert must meet, checked by the database in the same statement (a cap, a claim). */
export interface LeadCondition {
  sql: string;
  params: unknown[];
}

export interface LeadInput {
  email: string;
  source: LeadSource;
  /** The offer's name, the prefix of the lead's code (NEWSLETTER10, HALLOWEEN15, SPIN20 …). */
  code: string;
  consentVersion: string;
  /** The shopper asked for the newsletter (the newsletter form, or the popup's or wheel's unticked box). */
  marketingConsent: boolean;
  /** Trusted shop origin at sign-up (SITE_URL or a localhost origin), or '' when there was none. */
  origin: string;
}

/**
 * Writes the lead, its own discount code and its outbox row in one transaction: all exist afterwards or none.
 * The same address on the same form twice (compared normalised: ana+1@gmail.com is a.na@googlemail.com) keeps
 * the first lead, its code and its single e-mail. A new lead is written only when `condition` holds at that
 * moment (SQLite runs the statement atomically), so a cap cannot be raced by counting first. `before` runs
 * first in the same transaction. Null: the condition refused it.
 */
export async function recordLead(
  db: D1Database,
  { email, source, code: offer, consentVersion, marketingConsent, origin }: LeadInput,
  { condition, before = [] }: { condition?: LeadCondition; before?: D1PreparedStatement[] } = {},
): Promise<(RecordedLead & { before: { changes: number }[] }) | null> {
  const at = now();
  const norm = normaliseEmail(email);
  const key = `${source}:${norm}`;
  const results = await db.batch([
    ...before,
    db
      .prepare(
        `INSERT OR IGNORE INTO leads (email, email_norm, source, code, consent_version, created_at, unsubscribe_key, marketing_consent)
         SELECT ?, ?, ?, ?, ?, ?, ?, ? WHERE ${condition?.sql ?? '1'}`,
      )
      .bind(
        email,
        norm,
        source,
        offer,
        consentVersion,
        at,
        randomKey(),
        marketingConsent ? 1 : 0,
        ...(condition?.params ?? []),
      ),
    // A later "yes" to the newsletter counts (a later form sent without the box never withdraws it).
    ...(marketingConsent
      ? [
          db
            .prepare(
              'UPDATE leads SET marketing_consent = 1, consent_version = ? WHERE email_norm = ? AND source = ? AND marketing_consent = 0',
            )
            .bind(consentVersion, norm, source),
        ]
      : []),
    // The lead's own code, with its offer's name as the prefix; a repeat keeps the first (one lead, one code).
    issueCodeStatement(db, norm, source, at),
    db
      .prepare(
        `INSERT OR IGNORE INTO outbox (lead_id, idempotency_key, origin, status, attempts, created_at, updated_at)
         SELECT id, ?, ?, 'pending', 0, ?, ? FROM leads WHERE email_norm = ? AND source = ?`,
      )
      .bind(key, origin, at, at, norm, source),
  ]);
  const inserted = results[before.length];
  const row = await findRecorded(db, norm, source);
  if (!row) return null;
  return {
    leadId: row.lead_id,
    outboxId: row.outbox_id,
    isNew: (inserted?.meta.changes ?? 0) > 0,
    outboxStatus: row.status,
    code: row.code ?? (await issueCode(db, row.lead_id)),
    before: results.slice(0, before.length).map((r) => ({ changes: r.meta.changes })),
  };
}

const findRecorded = (db: D1Database, norm: string, source: LeadSource) =>
  db
    .prepare(
      `SELECT l.id AS lead_id, o.id AS outbox_id, o.status AS status, d.code AS code
       FROM leads l JOIN outbox o ON o.lead_id = l.id LEFT JOIN discount_codes d ON d.lead_id = l.id
       WHERE l.email_norm = ? AND l.source = ?`,
    )
    .bind(norm, source)
    .first<{ lead_id: number; outbox_id: number; status: string; code: string | null }>();

/**
 * Gives the lead of (address, form) its code unless it has one. The code is made here, in the worker (the
 * random suffix needs crypto.getRandomValues); its prefix is the lead's offer, read in the same statement.
 */
function issueCodeStatement(db: D1Database, norm: string, source: LeadSource, at: string) {
  const suffixOnly = newCode('X').slice(1);
  return db
    .prepare(
      `INSERT OR IGNORE INTO discount_codes (code, lead_id, offer, created_at) SELECT code || ?, id, code, ? FROM leads WHERE email_norm = ? AND source = ?`,
    )
    .bind(suffixOnly, at, norm, source);
}

/**
 * The code of a lead that has none yet (one written before codes were per lead, or the one-in-2^50 case where
 * a fresh code was already taken): made now, and read back, so two callers agree on it.
 */
export async function issueCode(db: D1Database, leadId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    await db
      .prepare(
        `INSERT OR IGNORE INTO discount_codes (code, lead_id, offer, created_at) SELECT code || ?, id, code, ? FROM leads WHERE id = ?`,
      )
      .bind(newCode('X').slice(1), now(), leadId)
      .run();
    const row = await db
      .prepare('SELECT code FROM discount_codes WHERE lead_id = ?')
      .bind(leadId)
      .first<{ code: string }>();
    if (row) return row.code;
  }
  throw new Error(`no code could be issued for lead ${leadId}`);
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
  {
    visitorId,
    segmentId,
    code,
    ipHash,
    day,
    perIpPerDay,
  }: { visitorId: string; segmentId: number; code: string; ipHash: string; day: string; perIpPerDay: number },
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

/** Claims a spin's prize for one address (compared normalised); the same address may claim again, another may not. */
export const claimPrize = (db: D1Database, visitorId: string, email: string) =>
  db
    .prepare('UPDATE wheel_spins SET prize_email = ? WHERE visitor_id = ? AND (prize_email IS NULL OR prize_email = ?)')
    .bind(normaliseEmail(email), visitorId, normaliseEmail(email));

/** Insert condition for a wheel lead: this visitor's spin is claimed by this address. */
export const prizeClaimedBy = (visitorId: string, email: string): LeadCondition => ({
  sql: 'EXISTS (SELECT 1 FROM wheel_spins WHERE visitor_id = ? AND prize_email = ?)',
  params: [visitorId, normaliseEmail(email)],
});

/** Unsubscribes every form's lead of the address behind `unsubscribeKey`; null when no lead has that key. */
export async function unsubscribeLead(db: D1Database, unsubscribeKey: string): Promise<string | null> {
  const lead = await db
    .prepare('SELECT email, email_norm FROM leads WHERE unsubscribe_key = ?')
    .bind(unsubscribeKey)
    .first<{ email: string; email_norm: string | null }>();
  if (!lead) return null;
  await db
    .prepare('UPDATE leads SET unsubscribed_at = COALESCE(unsubscribed_at, ?) WHERE email = ? OR email_norm = ?')
    .bind(now(), lead.email, lead.email_norm ?? normaliseEmail(lead.email))
    .run();
  return lead.email;
}

// What the privacy policy states, read from here (tests/content/privacy-retention.test.ts compares them).
/** How long an address that only asked for a code is kept (the privacy policy says 12 months). */
export const CODE_ONLY_RETENTION_DAYS = 365;
/** Spins are kept as long as the visitor cookie that names them lives (its Max-Age). */
export const SPIN_RETENTION_DAYS = 400;
/** The IP hash only counts one day's spins: it is erased from the spin two days after it. */
export const IP_HASH_RETENTION_DAYS = 2;

/**
 * Deletes what the privacy policy says we do not keep: addresses that only asked for a code (no newsletter
 * consent) after 12 months, with their e-mail records, the IP hash of a spin after two days, and wheel spins
 * older than their cookie.
 */
export async function purgeExpired(
  db: D1Database,
  now = Date.now(),
): Promise<{ leads: number; spins: number; ipHashes: number }> {
  await ensureSchema(db);
  const leadsBefore = new Date(now - CODE_ONLY_RETENTION_DAYS * 86_400_000).toISOString();
  const spinsBefore = new Date(now - SPIN_RETENTION_DAYS * 86_400_000).toISOString();
  const hashesBefore = new Date(now - IP_HASH_RETENTION_DAYS * 86_400_000).toISOString();
  const expired = `SELECT id FROM leads WHERE marketing_consent = 0 AND source <> 'newsletter' AND created_at < ?`;
  const results = await db.batch([
    db
      .prepare(`DELETE FROM mailbox WHERE outbox_id IN (SELECT id FROM outbox WHERE lead_id IN (${expired}))`)
      .bind(leadsBefore),
    db.prepare(`DELETE FROM outbox WHERE lead_id IN (${expired})`).bind(leadsBefore),
    // An unused code goes with its lead; a lead whose code an order used is kept with that order's record.
    db.prepare(`DELETE FROM discount_codes WHERE used_at IS NULL AND lead_id IN (${expired})`).bind(leadsBefore),
    db
      .prepare(`DELETE FROM leads WHERE id IN (${expired}) AND id NOT IN (SELECT lead_id FROM discount_codes)`)
      .bind(leadsBefore),
    db.prepare('DELETE FROM wheel_spins WHERE created_at < ?').bind(spinsBefore),
    db.prepare('UPDATE wheel_spins SET ip_hash = NULL WHERE ip_hash IS NOT NULL AND created_at < ?').bind(hashesBefore),
  ]);
  return {
    leads: results[3]?.meta.changes ?? 0,
    spins: results[4]?.meta.changes ?? 0,
    ipHashes: results[5]?.meta.changes ?? 0,
  };
}
