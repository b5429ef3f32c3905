// npm run bench:outage: how pages behave when the storefront fails. Serves the built worker pointed at
// a local upstream that (a) accepts connections and never answers, (b) answers 503 to everything, and
// measures time to first byte, time to the end of each page and upstream calls per page view.
// Writes bench/OUTAGE.md. Not part of npm test.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { build, root, startWorker, tmp } from './worker.mjs';

const PAGES = (
  process.env.OUTAGE_PAGES || '/products/ulei-cbd-10-spectru-complet,/shop,/,/colectii,/colectie/uleiuri-cbd'
).split(',');
/** A request still running after this many seconds is stopped and reported as "over N s". */
const CAP_SECONDS = Number(process.env.OUTAGE_CAP_SECONDS || 60);
const VIEWS = Number(process.env.OUTAGE_VIEWS || 200);
const CONCURRENCY = Number(process.env.OUTAGE_CONCURRENCY || 4);

function listen(server) {
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server.address().port)));
}

/** Accepts every connection and never writes a byte. */
async function silentUpstream() {
  const sockets = new Set();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}`,
    calls: () => null,
    close: () => {
      for (const s of sockets) s.destroy();
      server.close();
    },
  };
}

/** Answers 503 to every request and counts them. */
async function failingUpstream() {
  let calls = 0;
  const server = createHttpServer((req, res) => {
    calls++;
    req.resume();
    res.writeHead(503, { 'Content-Type': 'text/plain' }).end('unavailable');
  });
  const port = await listen(server);
  return { url: `http://127.0.0.1:${port}`, calls: () => calls, close: () => server.close() };
}

/** One page view: status, time to first byte and to the last byte (ms), capped at CAP_SECONDS. */
async function view(url) {
  const started = performance.now();
  const signal = AbortSignal.timeout(CAP_SECONDS * 1000);
  try {
    const response = await fetch(url, { signal, headers: { 'User-Agent': 'Mozilla/5.0 (outage bench)' } });
    const ttfb = performance.now() - started;
    const body = await response.text();
    return {
      status: response.status,
      ttfb,
      total: performance.now() - started,
      timing: response.headers.get('Server-Timing') ?? '',
      bytes: body.length,
      degraded: /nu (au|a) putut fi încărcat|indisponibil/i.test(body),
    };
  } catch {
    const elapsed = performance.now() - started;
    return { status: 'no answer', ttfb: elapsed, total: elapsed, timing: '', bytes: 0, capped: true };
  }
}

const fmt = (r, key) => (r.capped ? `over ${CAP_SECONDS} s` : `${Math.round(r[key])} ms`);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function silentScenario() {
  const upstream = await silentUpstream();
  const worker = await startWorker({ vars: { STOREFRONT_ENDPOINT: upstream.url, STOREFRONT_PUBLIC_TOKEN: 'bench' } });
  const rows = [];
  try {
    for (const path of PAGES) {
      const r = await view(worker.url + path);
      rows.push(
        `| ${path} | ${r.status} | ${fmt(r, 'ttfb')} | ${fmt(r, 'total')} | \`${r.timing.split(',')[0] ?? ''}\` |`,
      );
      console.log(`silent ${path}: ${r.status} ttfb ${fmt(r, 'ttfb')} total ${fmt(r, 'total')}`);
    }
  } finally {
    worker.stop();
    upstream.close();
  }
  return ['| page | status | first byte | whole page | Server-Timing sf |', '|---|---|---|---|---|', ...rows].join(
    '\n',
  );
}

async function failingScenario() {
  const upstream = await failingUpstream();
  const worker = await startWorker({ vars: { STOREFRONT_ENDPOINT: upstream.url, STOREFRONT_PUBLIC_TOKEN: 'bench' } });
  const results = [];
  try {
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < VIEWS) {
          const path = PAGES[next++ % PAGES.length];
          results.push(await view(worker.url + path));
        }
      }),
    );
  } finally {
    worker.stop();
    upstream.close();
  }
  const totals = results.map((r) => r.total).sort((a, b) => a - b);
  const statuses = {};
  for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  const calls = upstream.calls();
  const summary = {
    views: results.length,
    upstreamCalls: calls,
    callsPerView: (calls / results.length).toFixed(2),
    p50: Math.round(percentile(totals, 50)),
    p95: Math.round(percentile(totals, 95)),
    max: Math.round(totals.at(-1)),
    statuses: Object.entries(statuses)
      .map(([s, n]) => `${s}×${n}`)
      .join(', '),
  };
  console.log('503 outage', summary);
  return [
    '| page views | upstream calls | calls per view | p50 whole page | p95 | max | statuses |',
    '|---|---|---|---|---|---|---|',
    `| ${summary.views} | ${summary.upstreamCalls} | ${summary.callsPerView} | ${summary.p50} ms | ${summary.p95} ms | ${summary.max} ms | ${summary.statuses} |`,
  ].join('\n');
}

mkdirSync(tmp, { recursive: true });
if (!process.argv.includes('--no-build')) await build();
const silent = await silentScenario();
const failing = await failingScenario();
const report = `# Storefront outage benchmark

Generated by \`npm run bench:outage\` on ${new Date().toISOString()}. Local workerd (wrangler dev), empty KV,
pages: ${PAGES.join(', ')}.

## An upstream that accepts the connection and never answers

Each page requested once (uncached), stopped after ${CAP_SECONDS} s.

${silent}

## An upstream that answers 503 to everything

${VIEWS} page views, ${CONCURRENCY} at a time, rotating over the pages.

${failing}
`;
writeFileSync(resolve(root, 'bench/OUTAGE.md'), report);
console.log(report);
