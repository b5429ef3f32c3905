// A data-rights request about one e-mail address (GDPR art. 15/20 access and portability, art. 17 erasure), from the
// owner's terminal (docs/data-rights.md):
//   npm run data:export -- ana@example.ro [--remote] [--out FILE]   every row about the address, as JSON
//   npm run data:erase -- ana@example.ro [--remote] [--yes]         deletes them (asks first unless --yes)
// Local by default (the database `npm start` uses, .wrangler/state; --persist-to DIR for another), --remote for
// production. The SQL is worker/leads/data-rights-sql.ts's, the one list the worker's exportSubject/eraseSubject
// run and test (bundled here with esbuild); it runs through `wrangler d1 execute DB --json --command`, which takes
// no parameters, so the address is validated as the shop's forms validate it and written in as a quoted literal.
import { spawnSync } from 'node:child_process';
import { chmodSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const USAGE = `Usage:
  npm run data:export -- <address> [--remote] [--out FILE] [--persist-to DIR]
  npm run data:erase -- <address> [--remote] [--yes] [--persist-to DIR]`;

function fail(message, code = 1) {
  console.error(message);
  process.exit(code);
}

/** The command line's words: the action, the address, and the options. */
function parseArgs(argv) {
  const [action, ...rest] = argv;
  const options = { remote: false, yes: false, out: null, persistTo: null };
  const words = [];
  for (let i = 0; i < rest.length; i++) {
    const word = rest[i];
    if (word === '--remote') options.remote = true;
    else if (word === '--local') options.remote = false;
    else if (word === '--yes' || word === '-y') options.yes = true;
    else if (word === '--out' || word === '--persist-to') {
      const value = rest[++i];
      if (!value) fail(`${word} needs a value.\n${USAGE}`, 2);
      if (word === '--out') options.out = value;
      else options.persistTo = value;
    } else if (word === '--help' || word === '-h') fail(USAGE, 0);
    else if (word.startsWith('--')) fail(`Unknown option ${word}.\n${USAGE}`, 2);
    else words.push(word);
  }
  if (action !== 'export' && action !== 'erase') fail(USAGE, 2);
  if (words.length !== 1) fail(`Give exactly one address.\n${USAGE}`, 2);
  if (options.remote && options.persistTo) fail('--persist-to is for the local database only.', 2);
  if (action === 'erase' && options.out) fail('--out is for data:export.', 2);
  return { action, address: words[0], ...options };
}

/** worker/leads/data-rights-sql.ts (and what it imports), bundled for Node. */
async function loadSql() {
  const { outputFiles } = await build({
    entryPoints: [resolve(root, 'worker/leads/data-rights-sql.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'warning',
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].contents).toString('base64')}`);
}

/** Runs the statements through wrangler as one --command (one batch); answers each statement's rows. */
function runD1(command, { remote, persistTo }, expected) {
  const args = [
    resolve(root, 'node_modules/wrangler/bin/wrangler.js'),
    'd1',
    'execute',
    'DB',
    remote ? '--remote' : '--local',
    ...(persistTo ? ['--persist-to', persistTo] : []),
    '--json',
    '--command',
    command,
  ];
  const result = spawnSync(process.execPath, args, {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  });
  let parsed = null;
  try {
    parsed = JSON.parse(result.stdout);
  } catch {}
  if (result.status !== 0 || !Array.isArray(parsed) || parsed.length !== expected || parsed.some((r) => !r.success)) {
    const said = parsed?.error?.text ?? parsed?.error?.message ?? result.stdout?.trim();
    const hint = /no such table/.test(said ?? '')
      ? '\nThe database has no tables yet: `npx wrangler d1 migrations apply DB --local` (or --remote), or start the shop once.'
      : '';
    fail(
      `wrangler d1 execute failed (exit ${result.status ?? result.signal}): ${said || ''}${hint}\n${result.stderr ?? ''}`,
    );
  }
  return parsed.map((r) => r.results ?? []);
}

const { action, address, remote, yes, out, persistTo } = parseArgs(process.argv.slice(2));
const sql = await loadSql();
let subject;
try {
  subject = sql.subjectOf(address);
} catch (error) {
  if (error instanceof sql.InvalidAddressError || error?.name === 'InvalidAddressError')
    fail(`Refused: ${JSON.stringify(address)} is not a plausible e-mail address. Nothing was read or changed.`, 2);
  throw error;
}
const where = { remote, persistTo };
const database = remote ? 'remote (production)' : `local (${persistTo ?? '.wrangler/state'})`;

const exportStatements = sql.exportStatements(subject);
const found = sql.exportFrom(subject, runD1(sql.commandOf(exportStatements), where, exportStatements.length));

if (action === 'export') {
  const text = `${JSON.stringify(found, null, 2)}\n`;
  if (out) {
    // Personal data: readable by the owner only.
    writeFileSync(out, text, { mode: 0o600 });
    chmodSync(out, 0o600);
    console.error(`${found.rows} rows about ${subject.address} (${database}) written to ${out}.`);
  } else process.stdout.write(text);
  process.exit(0);
}

const summary = Object.entries(found.tables)
  .map(([table, rows]) => `${table} ${rows.length}${table in found.keptAfterErasure ? ' (kept)' : ''}`)
  .join(', ');
const toErase = sql.ERASED_TABLES.reduce((n, table) => n + found.tables[table].length, 0);
console.error(`${subject.address} (compared as ${subject.norm}), ${database} database: ${summary}.`);
if (toErase === 0) {
  console.error('Nothing to erase.');
  process.stdout.write(`${JSON.stringify({ subject: found.subject, database, erased: null }, null, 2)}\n`);
  process.exit(0);
}
if (!yes) {
  const ask = createInterface({ input: process.stdin, output: process.stderr });
  const answer = await ask
    .question(`Erase these ${toErase} rows from the ${database} database? Type "yes": `)
    .catch(() => '');
  ask.close();
  if (answer.trim().toLowerCase() !== 'yes') fail('Not erased.');
}
const erasure = sql.erasureStatements(subject);
const [counted] = runD1(sql.commandOf(erasure), where, erasure.length);
const counts = sql.erasureCountsFrom(counted?.[0] ?? {});
process.stdout.write(`${JSON.stringify({ subject: found.subject, database, ...counts }, null, 2)}\n`);
console.error(
  'Erased. Kept rows (orders) are tied to no address now. See docs/data-rights.md for what lives outside this database.',
);
