import type { D1Database } from '@cloudflare/workers-types';
import schemaSql from '../../migrations/0001_leads.sql?raw';

export type LeadSource = 'newsletter' | 'exit-popup' | 'wheel';

let schemaReady: Promise<void> | null = null;

/** Applies migrations/ (idempotent statements) once per isolate, so local runs and tests need no setup step. */
export function ensureSchema(db: D1Database): Promise<void> {
  schemaReady ??= (async () => {
    const statements = schemaSql
      .split(/;\s*$/m)
      .map((s) => s.replace(/--[^\n]*\n/g, '').trim())
      .filter(Boolean);
    await db.batch(statements.map((s) => db.prepare(s)));
  })().catch((error) => {
    schemaReady = null;
    throw error;
  });
  return schemaReady;
}

const now = () => new Date().toISOString();

export interface RecordedLead {
  leadId: number;
  outboxId: number;
  /** False when this e-mail had already signed up on this form (one lead, one e-mail). */
  isNew: boolean;
  outboxStatus: string;
}

/**
 * Writes the lead and its outbox row in one transaction: either both exist afterwards or neither.
 * The same e-mail on the same form twice keeps the first lead and its single e-mail.
 */
export async function recordLead(
  db: D1Database,
  { email, source, code, consentVersion, origin }: { email: string; source: LeadSource; code: string; consentVersion: string; origin: string },
): Promise<RecordedLead> {
  const at = now();
  const key = `${source}:${email}`;
  const [inserted] = await db.batch([
    db
      .prepare('INSERT OR IGNORE INTO leads (email, source, code, consent_version, created_at) VALUES (?, ?, ?, ?, ?)')
      .bind(email, source, code, consentVersion, at),
    db
      .prepare(
        `INSERT OR IGNORE INTO outbox (lead_id, idempotency_key, origin, status, attempts, created_at, updated_at)
         SELECT id, ?, ?, 'pending', 0, ?, ? FROM leads WHERE email = ? AND source = ?`,
      )
      .bind(key, origin, at, at, email, source),
  ]);
  const row = await db
    .prepare('SELECT l.id AS lead_id, o.id AS outbox_id, o.status AS status FROM leads l JOIN outbox o ON o.lead_id = l.id WHERE l.email = ? AND l.source = ?')
    .bind(email, source)
    .first<{ lead_id: number; outbox_id: number; status: string }>();
  if (!row) throw new Error('lead write did not persist');
  return { leadId: row.lead_id, outboxId: row.outbox_id, isNew: (inserted?.meta.changes ?? 0) > 0, outboxStatus: row.status };
}

export async function countLeads(db: D1Database, source: LeadSource): Promise<number> {
  const row = await db.prepare('SELECT COUNT(*) AS n FROM leads WHERE source = ?').bind(source).first<{ n: number }>();
  return row?.n ?? 0;
}

export async function hasLead(db: D1Database, email: string, source: LeadSource): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS x FROM leads WHERE email = ? AND source = ?').bind(email, source).first()) !== null;
}

export interface SpinRecord {
  segmentId: number;
  code: string;
}

/** Records a visitor's spin unless one exists; answers the visitor's (first) spin either way. */
export async function recordSpin(db: D1Database, visitorId: string, spin: SpinRecord): Promise<SpinRecord & { isNew: boolean }> {
  const result = await db
    .prepare('INSERT OR IGNORE INTO wheel_spins (visitor_id, segment_id, code, created_at) VALUES (?, ?, ?, ?)')
    .bind(visitorId, spin.segmentId, spin.code, now())
    .run();
  const row = await findSpin(db, visitorId);
  if (!row) throw new Error('spin write did not persist');
  return { ...row, isNew: result.meta.changes > 0 };
}

export async function findSpin(db: D1Database, visitorId: string): Promise<SpinRecord | null> {
  const row = await db
    .prepare('SELECT segment_id, code FROM wheel_spins WHERE visitor_id = ?')
    .bind(visitorId)
    .first<{ segment_id: number; code: string }>();
  return row ? { segmentId: row.segment_id, code: row.code } : null;
}

export async function unsubscribeLead(db: D1Database, leadId: number): Promise<string | null> {
  const lead = await db.prepare('SELECT email FROM leads WHERE id = ?').bind(leadId).first<{ email: string }>();
  if (!lead) return null;
  // Every form's lead of this address stops receiving e-mails.
  await db.prepare('UPDATE leads SET unsubscribed_at = COALESCE(unsubscribed_at, ?) WHERE email = ?').bind(now(), lead.email).run();
  return lead.email;
}
