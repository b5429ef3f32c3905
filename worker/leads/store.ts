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
  /** False when this address had already asked on this form (one lead per address and form). */
  isNew: boolean;
  /** The address confirmed its lead before: nothing more is sent to it from this form. */
  confirmed: boolean;
  /** The confirmation e-mail this request queued (the first, or the one resend), or one still pending. */
  confirmationId: number | null;
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
  /** Where the request came from (CF-Connecting-IP), kept with the consent it asks for (GDPR art. 7(1)). */
  ip: string;
}

/** Confirmation e-mails one address gets per form in a CONFIRMATION_WINDOW_MS: the first, and one resend. */
export const MAX_CONFIRMATIONS = 2;
/**
 * The window MAX_CONFIRMATIONS counts in: a stranger who types an address sends it two e-mails a day at most, and
 * its owner, who asks a day later (or whose link expired), is sent a new one.
 */
export const CONFIRMATION_WINDOW_MS = 24 * 3600 * 1000;

/**
 * Writes the lead (unconfirmed) and queues its confirmation e-mail, in one transaction: both exist afterwards
 * or neither. No code exists yet: it is made when the address confirms (confirmLead). The same address on the
 * same form again (compared normalised: ana+1@gmail.com is a.na@googlemail.com) keeps the first lead, its
 * newsletter choice included (a stranger's later "yes" must not ride on its owner's click); while it is
 * unconfirmed it gets a confirmation e-mail again within MAX_CONFIRMATIONS a day, once confirmed nothing.
 * `better`: offers the new one ranks above (the wheel's prizes): a pending lead of one of them takes the new
 * offer, so nobody can pin a worse prize on someone else's address first. A new lead is written (or a pending one
 * given the better offer) only when `condition` holds at that moment (SQLite runs the statement atomically). `before` runs first in the same
 * transaction. Null: the condition refused it.
 */
export async function recordLead(
  db: D1Database,
  { email, source, code: offer, consentVersion, marketingConsent, origin, ip }: LeadInput,
  {
    condition,
    before = [],
    better = [],
  }: { condition?: LeadCondition; before?: D1PreparedStatement[]; better?: string[] } = {},
): Promise<(RecordedLead & { before: { changes: number }[] }) | null> {
  const at = now();
  const windowStart = new Date(Date.now() - CONFIRMATION_WINDOW_MS).toISOString();
  const nonce = randomKey();
  const norm = normaliseEmail(email);
  const key = `${source}:${norm}`;
  const results = await db.batch([
    ...before,
    db
      .prepare(
        `INSERT OR IGNORE INTO leads (email, email_norm, source, code, consent_version, created_at, unsubscribe_key, marketing_consent, requested_ip)
         SELECT ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE ${condition?.sql ?? '1'}`,
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
        ip,
        ...(condition?.params ?? []),
      ),
    ...(better.length
      ? [
          db
            .prepare(
              `UPDATE leads SET code = ? WHERE email_norm = ? AND source = ? AND confirmed_at IS NULL AND code IN (${better.map(() => '?').join(', ')}) AND ${condition?.sql ?? '1'}`,
            )
            .bind(offer, norm, source, ...better, ...(condition?.params ?? [])),
        ]
      : []),
    // One more confirmation e-mail, within the day's MAX_CONFIRMATIONS (the count starts again a day after the last).
    db
      .prepare(
        `UPDATE leads SET confirmations_sent = CASE WHEN confirmation_sent_at < ? THEN 1 ELSE confirmations_sent + 1 END,
           confirmation_sent_at = ?, confirmation_nonce = ?
         WHERE email_norm = ? AND source = ? AND confirmed_at IS NULL AND (confirmations_sent < ? OR confirmation_sent_at < ?)`,
      )
      .bind(windowStart, at, nonce, norm, source, MAX_CONFIRMATIONS, windowStart),
    // Its e-mail, named by this request's nonce: a request that sent none adds none.
    db
      .prepare(
        `INSERT OR IGNORE INTO outbox (lead_id, idempotency_key, origin, status, attempts, created_at, updated_at, kind)
         SELECT id, 'confirm:' || ? || ':' || confirmation_nonce, ?, 'pending', 0, ?, ?, 'confirm'
         FROM leads WHERE email_norm = ? AND source = ? AND confirmed_at IS NULL AND confirmation_nonce = ?`,
      )
      .bind(key, origin, at, at, norm, source, nonce),
  ]);
  const inserted = results[before.length];
  const row = await db
    .prepare(
      `SELECT l.id AS lead_id, l.confirmed_at AS confirmed_at, o.id AS outbox_id, o.status AS status
       FROM leads l LEFT JOIN outbox o ON o.idempotency_key = 'confirm:' || ? || ':' || l.confirmation_nonce
       WHERE l.email_norm = ? AND l.source = ?`,
    )
    .bind(key, norm, source)
    .first<{ lead_id: number; confirmed_at: string | null; outbox_id: number | null; status: string | null }>();
  if (!row) return null;
  return {
    leadId: row.lead_id,
    isNew: (inserted?.meta.changes ?? 0) > 0,
    confirmed: row.confirmed_at !== null,
    confirmationId: row.confirmed_at === null && row.status === 'pending' ? row.outbox_id : null,
    before: results.slice(0, before.length).map((r) => ({ changes: r.meta.changes })),
  };
}

export type Confirmation =
  | { state: 'confirmed' | 'already'; source: LeadSource; offer: string; code: string; codeEmailId: number | null }
  | { state: 'closed'; source: LeadSource; offer: string }
  | { state: 'unknown' };

/**
 * The address behind `key` clicked its confirmation link: the lead is confirmed (with when and from where), its
 * own code made and the code's e-mail queued, in one transaction. `caps`: offers whose confirmed leads are
 * counted (HALLOWEEN15's first 100): the count is checked by the confirming statement itself, so 150 clicks at
 * once confirm at most the cap. 'already': confirmed before (the code is the same); 'closed': the cap was full.
 */
export async function confirmLead(
  db: D1Database,
  key: string,
  { ip, caps = [] }: { ip: string; caps?: { source: LeadSource; limit: number }[] },
): Promise<Confirmation> {
  const at = now();
  const capped = caps.map(
    () => '(source <> ? OR (SELECT COUNT(*) FROM leads WHERE source = ? AND confirmed_at IS NOT NULL) < ?)',
  );
  const [confirmed] = await db.batch([
    db
      .prepare(
        `UPDATE leads SET confirmed_at = ?, confirmed_ip = ? WHERE unsubscribe_key = ? AND confirmed_at IS NULL${capped.map((c) => ` AND ${c}`).join('')}`,
      )
      .bind(at, ip, key, ...caps.flatMap(({ source, limit }) => [source, source, limit])),
    // The lead's own code, with its offer's name as the prefix (made here: the random suffix needs the worker).
    db
      .prepare(
        `INSERT OR IGNORE INTO discount_codes (code, lead_id, offer, created_at)
         SELECT code || ?, id, code, ? FROM leads WHERE unsubscribe_key = ? AND confirmed_at IS NOT NULL`,
      )
      .bind(newCode('X').slice(1), at, key),
    db
      .prepare(
        `INSERT OR IGNORE INTO outbox (lead_id, idempotency_key, origin, status, attempts, created_at, updated_at, kind)
         SELECT l.id, l.source || ':' || l.email_norm, o.origin, 'pending', 0, ?, ?, 'code'
         FROM leads l JOIN outbox o ON o.lead_id = l.id AND o.kind = 'confirm'
         WHERE l.unsubscribe_key = ? AND l.confirmed_at IS NOT NULL ORDER BY o.id DESC LIMIT 1`,
      )
      .bind(at, at, key),
  ]);
  const row = await db
    .prepare(
      `SELECT l.id, l.source, l.code AS offer, l.confirmed_at, d.code, o.id AS outbox_id, o.status
       FROM leads l LEFT JOIN discount_codes d ON d.lead_id = l.id
       LEFT JOIN outbox o ON o.lead_id = l.id AND o.kind = 'code'
       WHERE l.unsubscribe_key = ?`,
    )
    .bind(key)
    .first<{
      id: number;
      source: LeadSource;
      offer: string;
      confirmed_at: string | null;
      code: string | null;
      outbox_id: number | null;
      status: string | null;
    }>();
  if (!row) return { state: 'unknown' };
  if (!row.confirmed_at) return { state: 'closed', source: row.source, offer: row.offer };
  return {
    state: (confirmed?.meta.changes ?? 0) > 0 ? 'confirmed' : 'already',
    source: row.source,
    offer: row.offer,
    code: row.code ?? (await issueCode(db, row.id)),
    codeEmailId: row.status === 'pending' ? row.outbox_id : null,
  };
}

/** The lead a link's key names: its form, whether it confirmed, and its code once made. */
export const findLeadByKey = (db: D1Database, key: string) =>
  db
    .prepare(
      'SELECT l.source, l.confirmed_at, d.code FROM leads l LEFT JOIN discount_codes d ON d.lead_id = l.id WHERE l.unsubscribe_key = ?',
    )
    .bind(key)
    .first<{ source: LeadSource; confirmed_at: string | null; code: string | null }>();

/** How many leads of `source` have confirmed their address (the ones a cap counts). */
export async function countConfirmed(db: D1Database, source: LeadSource): Promise<number> {
  const row = await db
    .prepare('SELECT COUNT(*) AS n FROM leads WHERE source = ? AND confirmed_at IS NOT NULL')
    .bind(source)
    .first<{ n: number }>();
  return row?.n ?? 0;
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
/** How long an address that never clicked its confirmation link is kept (the privacy policy says 30 days). */
export const UNCONFIRMED_RETENTION_DAYS = 30;
/**
 * Spins are kept as long as the visitor cookie that names them lives (its Max-Age): 180 days, within the 12 months
 * a cookie may be kept.
 */
export const SPIN_RETENTION_DAYS = 180;
/** The IP hash only counts one day's spins: it is erased from the spin two days after it. */
export const IP_HASH_RETENTION_DAYS = 2;

/**
 * Deletes what the privacy policy says we do not keep: addresses that never confirmed after 30 days, addresses
 * that only asked for a code (no newsletter consent) after 12 months, each with its e-mail records, the IP hash
 * of a spin after two days, and wheel spins older than their cookie.
 */
export async function purgeExpired(
  db: D1Database,
  now = Date.now(),
): Promise<{ leads: number; unconfirmed: number; spins: number; ipHashes: number }> {
  await ensureSchema(db);
  const leadsBefore = new Date(now - CODE_ONLY_RETENTION_DAYS * 86_400_000).toISOString();
  const unconfirmedBefore = new Date(now - UNCONFIRMED_RETENTION_DAYS * 86_400_000).toISOString();
  const spinsBefore = new Date(now - SPIN_RETENTION_DAYS * 86_400_000).toISOString();
  const hashesBefore = new Date(now - IP_HASH_RETENTION_DAYS * 86_400_000).toISOString();
  const expired = `SELECT id FROM leads WHERE marketing_consent = 0 AND source <> 'newsletter' AND created_at < ?`;
  // Never confirmed: no code was made, nothing else points at the lead.
  const unconfirmed = 'SELECT id FROM leads WHERE confirmed_at IS NULL AND created_at < ?';
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
    db
      .prepare(`DELETE FROM mailbox WHERE outbox_id IN (SELECT id FROM outbox WHERE lead_id IN (${unconfirmed}))`)
      .bind(unconfirmedBefore),
    db.prepare(`DELETE FROM outbox WHERE lead_id IN (${unconfirmed})`).bind(unconfirmedBefore),
    db.prepare(`DELETE FROM leads WHERE id IN (${unconfirmed})`).bind(unconfirmedBefore),
  ]);
  return {
    leads: results[3]?.meta.changes ?? 0,
    unconfirmed: results[8]?.meta.changes ?? 0,
    spins: results[4]?.meta.changes ?? 0,
    ipHashes: results[5]?.meta.changes ?? 0,
  };
}
