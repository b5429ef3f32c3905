// A data-rights request about one e-mail address (GDPR art. 15 access, art. 20 portability, art. 17 erasure):
// everything the shop's database holds about it, exported or erased. The tables and their conditions are
// worker/leads/data-rights-sql.ts's, the same the owner's command (scripts/data-rights.mjs, docs/data-rights.md) runs.
import type { D1Database } from '@cloudflare/workers-types';
import { ensureSchema } from '../db/migrations';
import {
  ERASED_TABLES,
  type ErasureCounts,
  erasureCountsFrom,
  erasureStatements,
  exportFrom,
  exportStatements,
  type Row,
  type SubjectExport,
  type SubjectSql,
  subjectOf,
} from './data-rights-sql';

export { InvalidAddressError } from './data-rights-sql';
export type { ErasureCounts, SubjectExport };

const prepare = (db: D1Database, { sql, params }: SubjectSql) => db.prepare(sql).bind(...params);

/**
 * Every row the shop holds about `email`, as JSON, for an access or portability request. The address is
 * compared as the store compares it (" Ana@Example.ro " is ana@example.ro; ana+x@googlemail.com is
 * ana@gmail.com): leads of every form (consent, confirmation and IP fields included), their codes, the e-mails to
 * the address (outbox: the leads' and the order confirmations; the dev mailbox, by e-mail and by recipient), the
 * wheel spins whose prize was claimed for the address, and the orders placed with the address or one of its codes. Spins never claimed for an address are tied to none (only a
 * random cookie id and an IP hash): the export says so. InvalidAddressError for anything the forms would refuse.
 */
export async function exportSubject(db: D1Database, email: string): Promise<SubjectExport> {
  const subject = subjectOf(email);
  await ensureSchema(db);
  const results = await db.batch<Row>(exportStatements(subject).map((s) => prepare(db, s)));
  const rows = results.map((r) => r.results);
  return exportFrom(subject, rows);
}

/**
 * Erases everything exportSubject finds for `email`, in one batch: all of it or (on any failure) nothing.
 * Answers the rows deleted per table, and the rows kept.
 *
 * Kept, for the law: `orders` (the embedded store's local checkout). An order is a financial-accounting record,
 * kept 10 years (Legea contabilității nr. 82/1991; the privacy policy's retention table), which GDPR art. 17(3)(b)
 * exempts from erasure. An order holds no address: it is tied to one only through its confirmation e-mail's outbox
 * row (`to_address`) and the lead's discount code, both erased, so afterwards the order is tied to no one (it keeps
 * the code's text, a random string, and the discount granted). Orders of a real Shopify store live in Shopify,
 * outside this database.
 */
export async function eraseSubject(db: D1Database, email: string): Promise<ErasureCounts> {
  const subject = subjectOf(email);
  await ensureSchema(db);
  const [counted, ...deleted] = await db.batch<Row>(erasureStatements(subject).map((s) => prepare(db, s)));
  const { kept } = erasureCountsFrom(counted?.results[0] ?? {});
  // What the DELETEs themselves report (the counting row said the same, in the same transaction).
  const erased = Object.fromEntries(
    ERASED_TABLES.map((table, i) => [table, deleted[i]?.meta.changes ?? 0]),
  ) as ErasureCounts['erased'];
  return { erased, kept };
}
