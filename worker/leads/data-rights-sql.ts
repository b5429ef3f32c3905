// What the shop holds about one e-mail address, as SQL: the one list of tables and conditions that both the worker
// (worker/leads/data-rights.ts, bound parameters) and the owner's command line (scripts/data-rights.mjs, through
// `wrangler d1 execute`, literals quoted here) run for an access (GDPR art. 15, 20) or erasure (art. 17) request.
// Pure: no binding, no runtime API, so Node can bundle it for the command line.
import { normalizeEmail } from '../../domain/contract/email';
import { normaliseEmail } from './address';

/** An address that is not one the shop's forms would have accepted: nothing is looked up for it. */
export class InvalidAddressError extends Error {
  constructor() {
    super('Not a plausible e-mail address: nothing was looked up or changed.');
    this.name = 'InvalidAddressError';
  }
}

/** Whose data a request is about. */
export interface Subject {
  /** The address as the shop's forms store it: trimmed, lower case, NFC (domain/contract/schemas.ts). */
  address: string;
  /** The address as the shop compares it (worker/leads/address.ts): ana+x@googlemail.com is ana@gmail.com. */
  norm: string;
}

/**
 * The subject of a request for `input`, validated as the sign-up forms validate an address (one '@', a dotted
 * domain with a real TLD, ASCII only, no spaces, at most 254 characters); InvalidAddressError for anything else
 * (`x' OR 1=1 --` included). " Ana@Example.ro " is ana@example.ro.
 */
export function subjectOf(input: unknown): Subject {
  const address = normalizeEmail(input);
  if (!address) throw new InvalidAddressError();
  return { address, norm: normaliseEmail(address) };
}

/**
 * SQL for the address in `column` as worker/leads/address.ts's normaliseEmail compares it (lower case, no `+tag`,
 * googlemail.com as gmail.com, pm.me/protonmail.* as proton.me, Gmail's dots and Proton's . - _ left out), for the
 * columns that keep an address as it was typed (an order's e-mail, the mailbox's recipient). It mirrors
 * address.ts step for step (the first '@' splits, as there); the test compares the two on every rule.
 */
export function normSql(column: string): string {
  const e = `lower(trim(${column}))`;
  const at = `instr(${e}, '@')`;
  const local0 = `substr(${e}, 1, ${at} - 1)`;
  const domain0 = `substr(${e}, ${at} + 1)`;
  const local = `CASE WHEN instr(${local0}, '+') > 1 THEN substr(${local0}, 1, instr(${local0}, '+') - 1) ELSE ${local0} END`;
  const domain = `CASE ${domain0} WHEN 'googlemail.com' THEN 'gmail.com' WHEN 'protonmail.com' THEN 'proton.me' WHEN 'protonmail.ch' THEN 'proton.me' WHEN 'pm.me' THEN 'proton.me' ELSE ${domain0} END`;
  const name = `CASE ${domain} WHEN 'gmail.com' THEN replace(${local}, '.', '') WHEN 'proton.me' THEN replace(replace(replace(${local}, '.', ''), '-', ''), '_', '') ELSE ${local} END`;
  return `(CASE WHEN ${at} <= 1 THEN ${e} ELSE ${name} || '@' || ${domain} END)`;
}

// ?1, the one parameter, is the subject's `norm` (SQLite's numbered parameter: it may appear many times).
/**
 * The subject's leads, every form: compared normalised as the store compares them (`email_norm`), including
 * the rows migrations 0004 and 0006 kept apart under `norm#id`, and by their address (rows whose `email_norm`
 * was written under older rules).
 */
const LEADS = `SELECT id FROM leads WHERE email_norm = ?1 OR substr(email_norm, 1, length(?1) + 1) = ?1 || '#' OR ${normSql('email')} = ?1`;

/**
 * The subject's e-mails: its leads' (confirmation, code) and the confirmations of orders placed with its address
 * (an order's row names the order and the address typed at the checkout: `order_id`, `to_address`, migration 0007).
 */
const OUTBOX = `lead_id IN (${LEADS}) OR (to_address IS NOT NULL AND ${normSql('to_address')} = ?1)`;

/** A table that holds data about an address, and how its rows are tied to one. */
export interface SubjectTable {
  table: string;
  /** The subject's rows, with ?1 (the subject's norm). */
  where: string;
  orderBy: string;
  /** What the rows are, for the person who asked (Romanian: the export is theirs). */
  about: string;
  /** Why the rows stay after an erasure (a legal obligation, GDPR art. 17(3)(b)); absent: they are erased. */
  kept?: string;
}

/**
 * Every table with rows about an address, in the order an export lists them. An erasure deletes them in the
 * reverse order (rows that point at a lead or an e-mail before the lead and the e-mail), so foreign keys hold at
 * every step. tests/worker/leads/data-rights.test.ts fails when the schema has a table in neither this list nor
 * TABLES_WITHOUT_PERSONAL_DATA.
 */
export const SUBJECT_TABLES = [
  {
    table: 'leads',
    where: `id IN (${LEADS})`,
    orderBy: 'id',
    about:
      'Adresa dată într-un formular (newsletter, popup, ruletă), oferta și versiunea textului de consimțământ, dacă ai cerut newsletterul (marketing_consent), când și de la ce adresă IP ai cerut și ai confirmat (requested_ip, confirmed_ip), e-mailurile de confirmare trimise, dezabonarea și cheia aleatoare a linkurilor din e-mailuri.',
  },
  {
    table: 'discount_codes',
    where: `lead_id IN (${LEADS})`,
    orderBy: 'lead_id',
    about:
      'Codul de reducere făcut pentru adresa ta după confirmare: oferta, când a fost făcut, înregistrat la magazin și folosit, și comanda care l-a folosit.',
  },
  {
    table: 'outbox',
    where: OUTBOX,
    orderBy: 'id',
    about:
      'E-mailurile către adresa ta (confirmarea și codul cerute într-un formular, confirmarea unei comenzi): adresa, starea trimiterii, încercările, erorile și identificatorul furnizorului de e-mail.',
  },
  {
    table: 'mailbox',
    where: `outbox_id IN (SELECT id FROM outbox WHERE ${OUTBOX}) OR ${normSql('to_address')} = ?1`,
    orderBy: 'id',
    about:
      'Copia locală a e-mailurilor trimise (numai pe calculatorul de dezvoltare; în producție e-mailurile pleacă prin furnizorul de e-mail).',
  },
  {
    table: 'wheel_spins',
    where: `${normSql('prize_email')} = ?1`,
    orderBy: 'created_at',
    about:
      'Învârtirile ruletei al căror premiu l-ai cerut pe adresa ta: identificatorul aleator din cookie-ul verdana_wheel, premiul, ziua și amprenta (hash) adresei IP, dacă nu a fost ștearsă deja după 2 zile.',
  },
  {
    table: 'orders',
    where: `id IN (SELECT order_id FROM discount_codes WHERE lead_id IN (${LEADS})) OR discount_code IN (SELECT code FROM discount_codes WHERE lead_id IN (${LEADS})) OR id IN (SELECT order_id FROM outbox WHERE kind = 'order' AND ${normSql('to_address')} = ?1)`,
    orderBy: 'id',
    about:
      'Comenzile plasate cu adresa ta sau cu codul tău de reducere (produse, sume, codul). Comanda nu conține adresa: e legată de ea prin e-mailul de confirmare a comenzii (tabelul outbox) sau prin cod.',
    kept: 'Comenzile sunt documente financiar-contabile, pe care legea ne obligă să le păstrăm 10 ani (art. 17 alin. (3) lit. b GDPR; politica de confidențialitate, „Cât timp păstrăm datele”). Ele nu conțin adresa ta; după ștergerea e-mailului de confirmare și a codului nu mai sunt legate de ea.',
  },
] as const satisfies readonly SubjectTable[];

export type SubjectTableName = (typeof SUBJECT_TABLES)[number]['table'];

/** Tables of the schema that hold nothing about a person, and why (the coverage test reads this). */
export const TABLES_WITHOUT_PERSONAL_DATA: Record<string, string> = {
  price_history: 'daily prices of the variants',
  price_history_days: 'which days the prices were recorded',
  webhook_deliveries: 'Shopify webhook ids and body signatures (catalogue updates), kept 48 hours',
  d1_migrations: 'which migrations ran',
};

/**
 * What the shop holds that cannot be tied to an address, said in every export so the answer to an access
 * request is complete about what it does not contain.
 */
export const NOT_TIED_TO_AN_ADDRESS = [
  'Învârtirile ruletei al căror premiu nu a fost cerut pe o adresă de e-mail: le cunoaștem doar după identificatorul aleator din cookie-ul verdana_wheel (păstrat 180 de zile) și după amprenta adresei IP (ștearsă după 2 zile), nu după adresa ta. Dacă ne trimiți valoarea cookie-ului verdana_wheel, îți putem spune ce învârtire îi aparține.',
  'Coșurile din magazinul demonstrativ (numai pe calculatorul de dezvoltare) stau 10 zile în stocarea KV, sub un identificator aleator; paginile magazinului nu scriu în ele adresa de e-mail.',
  'Limitele de cereri pe adresă IP sunt numărători ale Cloudflare care expiră într-un minut; nu le păstrăm.',
  'Mesajele din chat și răspunsurile din quiz nu sunt păstrate pe server.',
];

/** A statement with its parameter: ?1 = the subject's norm. */
export interface SubjectSql {
  sql: string;
  params: [norm: string];
}

const paramsOf = (subject: Subject): SubjectSql['params'] => [subject.norm];

/** One SELECT per table of SUBJECT_TABLES, in its order: what an export reads. */
export const exportStatements = (subject: Subject): SubjectSql[] =>
  SUBJECT_TABLES.map(({ table, where, orderBy }) => ({
    sql: `SELECT * FROM ${table} WHERE ${where} ORDER BY ${orderBy}`,
    params: paramsOf(subject),
  }));

/** The tables an erasure deletes from, in the order it deletes (every table without a `kept` reason). */
export const ERASED_TABLES = SUBJECT_TABLES.filter((t) => !('kept' in t))
  .map((t) => t.table as ErasedTableName)
  .reverse();

export type ErasedTableName = Exclude<(typeof SUBJECT_TABLES)[number], { kept: string }>['table'];

/**
 * What an erasure runs, in one batch (all or nothing): first the rows it is about to delete are counted (one
 * row, one column per table of SUBJECT_TABLES: the command line reads its counts there, as the local
 * `wrangler d1 execute` reports no `changes`), then one DELETE per erased table, in ERASED_TABLES' order.
 */
export function erasureStatements(subject: Subject): SubjectSql[] {
  const counts = SUBJECT_TABLES.map(({ table, where }) => `(SELECT COUNT(*) FROM ${table} WHERE ${where}) AS ${table}`);
  const byName = new Map<string, SubjectTable>(SUBJECT_TABLES.map((t) => [t.table, t]));
  return [
    { sql: `SELECT ${counts.join(', ')}`, params: paramsOf(subject) },
    ...ERASED_TABLES.map((table) => ({
      sql: `DELETE FROM ${table} WHERE ${byName.get(table)!.where}`,
      params: paramsOf(subject),
    })),
  ];
}

export type Row = Record<string, unknown>;

/** An answer to an access request: every row about the address, what stays after an erasure, what cannot be found. */
export interface SubjectExport {
  subject: { address: string; comparedAs: string };
  exportedAt: string;
  /** Rows found, all tables together: 0 when the shop holds nothing about the address. */
  rows: number;
  tables: Record<SubjectTableName, Row[]>;
  /** What each table is. */
  about: Record<SubjectTableName, string>;
  /** Tables kept after an erasure, and why. */
  keptAfterErasure: Partial<Record<SubjectTableName, string>>;
  notTiedToAnAddress: string[];
}

/** The export, from the results of exportStatements (in its order). */
export function exportFrom(subject: Subject, results: Row[][], exportedAt = new Date().toISOString()): SubjectExport {
  if (results.length !== SUBJECT_TABLES.length)
    throw new Error(`expected ${SUBJECT_TABLES.length} results, got ${results.length}`);
  const tables = {} as Record<SubjectTableName, Row[]>;
  const about = {} as Record<SubjectTableName, string>;
  const kept: Partial<Record<SubjectTableName, string>> = {};
  SUBJECT_TABLES.forEach((t, i) => {
    tables[t.table] = results[i]!;
    about[t.table] = t.about;
    if ('kept' in t) kept[t.table] = t.kept;
  });
  return {
    subject: { address: subject.address, comparedAs: subject.norm },
    exportedAt,
    rows: results.reduce((n, rows) => n + rows.length, 0),
    tables,
    about,
    keptAfterErasure: kept,
    notTiedToAnAddress: NOT_TIED_TO_AN_ADDRESS,
  };
}

/** Rows an erasure deleted per table, and rows it kept (tied to the address until then). */
export interface ErasureCounts {
  erased: Record<ErasedTableName, number>;
  kept: Partial<Record<SubjectTableName, number>>;
}

/** The counts of an erasure, from the first result of erasureStatements (its counting row). */
export function erasureCountsFrom(countRow: Row): ErasureCounts {
  const erased = {} as Record<ErasedTableName, number>;
  const kept: Partial<Record<SubjectTableName, number>> = {};
  for (const t of SUBJECT_TABLES) {
    const n = Number(countRow[t.table] ?? Number.NaN);
    if (!Number.isInteger(n)) throw new Error(`no count for ${t.table}`);
    if ('kept' in t) kept[t.table] = n;
    else erased[t.table] = n;
  }
  return { erased, kept };
}

/**
 * A string as an SQL literal, for the command line (`wrangler d1 execute --command` takes no parameters): single
 * quotes doubled. Only printable ASCII without a backslash is accepted (every address subjectOf lets through is);
 * anything else throws rather than be quoted.
 */
export function sqlLiteral(value: string): string {
  if (!/^[\x20-\x5b\x5d-\x7e]*$/.test(value)) throw new InvalidAddressError();
  return `'${value.replace(/'/g, "''")}'`;
}

/** A statement with its parameters written in as literals, for `wrangler d1 execute --command`. */
export function inlineSql({ sql, params: [norm] }: SubjectSql): string {
  const literal = sqlLiteral(norm);
  // The statements' own text has no '?' but the parameter's (see SUBJECT_TABLES): each ?1 is it.
  return sql.replace(/\?1(?!\d)/g, () => literal);
}

/** Statements as one `--command` for wrangler (which splits it at the ';' between statements). */
export const commandOf = (statements: SubjectSql[]) => statements.map(inlineSql).join(';\n');
