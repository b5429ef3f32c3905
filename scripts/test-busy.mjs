// npm run test:busy: the whole suite (npm test) run several times beside processes that keep every core busy, as
// CI's machine often is. Prints, per run, whether it passed, its summary line and how long it took; exits 1 if
// any run failed. Options: --runs N (default 3), --busy N (busy processes, default 4).
// Each run's output goes to test-results/busy-run-N.log.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const runs = option('runs', 3);
const busy = option('busy', 4);
const out = resolve(root, 'test-results');
mkdirSync(out, { recursive: true });

// Each spinner in a process group of its own, so stopping it stops nothing else.
const spinners = Array.from({ length: busy }, () =>
  spawn(process.execPath, ['-e', 'for(;;){}'], { detached: true, stdio: 'ignore' }),
);
const stopSpinners = () => {
  for (const spinner of spinners) {
    try {
      process.kill(-spinner.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
};
process.on('exit', stopSpinners);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

/** One `npm test`, its output to a log; resolves with its exit code and duration. */
function suite(n) {
  const log = resolve(out, `busy-run-${n}.log`);
  const started = Date.now();
  return new Promise((resolveRun) => {
    const child = spawn('npm', ['test'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const file = createWriteStream(log);
    child.stdout.pipe(file);
    child.stderr.pipe(file);
    child.on('exit', (code) =>
      file.end(() => {
        const summary = readFileSync(log, 'utf8').match(/^tests: .*$/m)?.[0] ?? 'no summary (see the log)';
        resolveRun({ n, code: code ?? 1, seconds: Math.round((Date.now() - started) / 1000), summary, log });
      }),
    );
  });
}

console.log(`npm test × ${runs}, beside ${busy} busy processes on ${(await import('node:os')).cpus().length} cores`);
const results = [];
for (let n = 1; n <= runs; n++) {
  const result = await suite(n);
  results.push(result);
  console.log(
    `run ${n}: ${result.code === 0 ? 'passed' : 'FAILED'} in ${result.seconds} s · ${result.summary} · ${result.log}`,
  );
}
const passed = results.filter((r) => r.code === 0).length;
console.log(`${passed}/${runs} passed`);
process.exit(passed === runs ? 0 : 1);
