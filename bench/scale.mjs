// npm run bench:scale: renders per 1,000 requests with the page cache spread over N isolates, today's memory
// tier alone and with the colo tier, and the time of one render (bench/scale.workerd.ts, inside workerd). Writes
// the "Page cache at scale" section of bench/REPORT.md. Not part of npm test.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { root } from './worker.mjs';

const run = spawnSync(
  resolve(root, 'node_modules/.bin/vitest'),
  ['run', '--project', 'bench', 'bench/scale.workerd.ts'],
  {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' },
    maxBuffer: 64 * 1024 * 1024,
  },
);
const line = /SCALE_RESULT (\{.*\})/.exec(`${run.stdout}\n${run.stderr}`)?.[1];
if (run.status !== 0 || !line) {
  console.error(run.stdout, run.stderr);
  process.exit(1);
}
const { pages, requests, rate, zipf, results, render } = JSON.parse(line);

const lines = [
  '## Page cache at scale',
  '',
  `Simulated in workerd with the shop's page-cache middleware (\`bench/scale.workerd.ts\`): N instances, each with its own memory as N isolates have, and, with the colo tier, one shared Cache API cache. ${requests} requests at ${rate}/s on a simulated clock over ${pages} pages (Zipf, s = ${zipf}), each at a random isolate; a stale colo copy's background re-render counts as a render.`,
  '',
  '| isolates | memory only: renders per 1,000 | memory + colo: renders per 1,000 | memory + colo: hit / colo / stale / miss |',
  '|---|---|---|---|',
  ...[...new Set(results.map((r) => r.isolates))].map((n) => {
    const off = results.find((r) => r.isolates === n && !r.colo);
    const on = results.find((r) => r.isolates === n && r.colo);
    const s = on.statuses;
    return `| ${n} | ${off.rendersPer1000.toFixed(0)} | ${on.rendersPer1000.toFixed(0)} | ${s.hit ?? 0} / ${s.colo ?? 0} / ${s.stale ?? 0} / ${s.miss ?? 0} |`;
  }),
  '',
  `One render of the real app (a page-cache miss, storefront answers cached, crawler mode so the whole document is timed), median of 15 in workerd: ${render.map((r) => `${r.path} ${r.median.toFixed(1)} ms`).join(', ')}.`,
  '',
];
const section = lines.join('\n');
console.log(section);
const report = resolve(root, 'bench/REPORT.md');
const text = existsSync(report) ? readFileSync(report, 'utf8') : '# Benchmark report\n';
const start = text.indexOf('## Page cache at scale');
let updated;
if (start === -1) updated = `${text.trimEnd()}\n\n${section}`;
else {
  const end = text.indexOf('\n## ', start + 1);
  updated = `${text.slice(0, start)}${section}${end === -1 ? '' : text.slice(end)}`;
}
writeFileSync(report, `${updated.trimEnd()}\n`);
console.log('\nWrote the section to bench/REPORT.md');
