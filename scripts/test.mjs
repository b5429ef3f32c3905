// npm test: type check, lint, generated storefront types up to date, build (and its cold start without the embedded
// store), worker tests (workerd), Chromium check, browser tests; then one summary line.
// npm run test:worker [-- FILE…]: the worker tests alone (no type check, no build), for the edit-and-test loop.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => resolve(root, 'node_modules/.bin', name);
const out = resolve(root, 'test-results');
mkdirSync(out, { recursive: true });

function step(label, command, args) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' },
  });
  return result.status === 0;
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
  (step('Type check', bin('tsc'), ['--noEmit']) &&
    // Formatting, sorted imports, lint rules, and the layers as rules (biome.json): domain/ imports neither side,
    // the renderer no loader, the embedded store (packages/embedded-storefront) nothing but graphql and its own
    // files... `npm run format` applies the formatting and the import order.
    step('Format and lint', bin('biome'), ['ci', '--error-on-warnings', '.']) &&
    // The documents' types are generated (npm run codegen): a document changed without them fails here.
    step('Storefront types up to date', bin('graphql-codegen'), ['--config', 'codegen.ts', '--check']) &&
    step('Build', bin('vite'), ['build', '--logLevel', 'warn']) &&
    // A worker on a real store must not evaluate the embedded store or its schemas at a cold start.
    step('Worker bundle: no embedded store at cold start', process.execPath, [
      resolve(root, 'bench/worker-bundle.mjs'),
      '--check',
    ]));
let worker = { passed: 0, failed: 0 };
let browser = { passed: 0, failed: 0 };
if (ok) {
  ok = step('Worker tests (workerd)', bin('vitest'), vitest('worker', filters)) && ok;
  worker = counts(resolve(out, 'worker.json'));
  if (!workerOnly) {
    ok = step('Chromium', process.execPath, [resolve(root, 'scripts/ensure-chromium.mjs')]) && ok;
    if (ok) {
      ok = step('Browser tests (Chromium)', bin('vitest'), vitest('browser')) && ok;
      browser = counts(resolve(out, 'browser.json'));
    }
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
