// npm test: format and lint, generated storefront types up to date, build (and its cold start without the embedded
// store); then, side by side, the type check, the worker tests (workerd) and the browser tests (Chromium); then one
// summary line.
// npm run test:worker [-- FILE…]: the worker tests alone (no type check, no build), for the edit-and-test loop.
//
// Why side by side: the three are independent (the browser tests need only the build), and CI's two cores are often
// shared with other work. One after another they took 19 of CI's 20 minutes on a busy machine; together they take
// about as long as the longest. The worker tests print as they run; the other two print when they finish, whole.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => resolve(root, 'node_modules/.bin', name);
const out = resolve(root, 'test-results');
mkdirSync(out, { recursive: true });
// A report left by an earlier run must not be counted as this run's.
for (const report of ['worker.json', 'browser.json']) rmSync(resolve(out, report), { force: true });
const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' };

function step(label, command, args) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  return result.status === 0;
}

/** Starts a step whose output goes to a log; resolves with whether it passed, and prints the log when it ends. */
function background(label, command, args, logName) {
  const log = resolve(out, logName);
  const file = createWriteStream(log);
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(file, { end: false });
    child.stderr.pipe(file, { end: false });
    child.on('close', (code) => {
      file.end(() => {
        const seconds = Math.round((Date.now() - started) / 1000);
        console.log(`\n▶ ${label} (ran beside the worker tests, ${seconds} s; output also in ${log})`);
        process.stdout.write(readFileSync(log, 'utf8'));
        done(code === 0);
      });
    });
  });
}

/** Starts a step that prints as it runs; resolves with whether it passed. */
function foreground(label, command, args) {
  console.log(`\n▶ ${label}`);
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    child.on('close', (code) => done(code === 0));
  });
}

function counts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const failedTests = report.numFailedTests ?? 0;
  // A file that failed to load has no failed test of its own: count it once.
  return { passed: report.numPassedTests ?? 0, failed: failedTests || (report.numFailedTestSuites ?? 0) };
}

const workerOnly = process.argv[2] === '--worker';
/** Test files (or name filters) to run, after `--worker`. */
const filters = workerOnly ? process.argv.slice(3) : [];

const vitest = (project, extra = []) => [
  'run',
  '--project',
  project,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${resolve(out, `${project}.json`)}`,
  ...extra,
];

let ok =
  workerOnly ||
  // Formatting, sorted imports, lint rules, and the layers as rules (biome.json): domain/ imports neither side,
  // the renderer no loader, the embedded store (packages/embedded-storefront) nothing but graphql and its own
  // files... `npm run format` applies the formatting and the import order.
  (step('Format and lint', bin('biome'), ['ci', '--error-on-warnings', '.']) &&
    // The documents' types are generated (npm run codegen): a document changed without them fails here.
    step('Storefront types up to date', bin('graphql-codegen'), ['--config', 'codegen.ts', '--check']) &&
    step('Build', bin('vite'), ['build', '--logLevel', 'warn']) &&
    // A cold start evaluates neither the embedded store and its schemas nor what only some requests need (the
    // assistant, graphql-js, pako, the blog articles): each is loaded on first use.
    step('Worker bundle: cold start without what loads on first use', process.execPath, [
      resolve(root, 'bench/worker-bundle.mjs'),
      '--check',
    ]));
let worker = { passed: 0, failed: 0 };
let browser = { passed: 0, failed: 0 };
if (ok) {
  // Chromium first (it may install from Debian's packages, which prints and must not run beside anything).
  if (!workerOnly) ok = step('Chromium', process.execPath, [resolve(root, 'scripts/ensure-chromium.mjs')]);
  if (ok) {
    const side = workerOnly
      ? []
      : [
          background('Type check', bin('tsc'), ['--noEmit'], 'type-check.log'),
          background('Browser tests (Chromium)', bin('vitest'), vitest('browser'), 'browser.log'),
        ];
    const workerPassed = await foreground('Worker tests (workerd)', bin('vitest'), vitest('worker', filters));
    const sidePassed = await Promise.all(side);
    ok = workerPassed && sidePassed.every(Boolean);
    worker = counts(resolve(out, 'worker.json'));
    if (!workerOnly) browser = counts(resolve(out, 'browser.json'));
  }
}
const passed = worker.passed + browser.passed;
// A step that failed before any test reported (type check, build) still counts as one failure.
const reportedFailures = worker.failed + browser.failed;
const failed = reportedFailures + (!ok && reportedFailures === 0 ? 1 : 0);
console.log(
  workerOnly
    ? `\nworker ${worker.passed} passed`
    : `\nworker ${worker.passed} passed, browser ${browser.passed} passed`,
);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
