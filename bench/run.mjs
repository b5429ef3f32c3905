// npm run bench: builds, serves the worker locally (workerd, fresh KV) and measures the budgets of
// DESIGN.md §7, side by side in one run. Writes bench/REPORT.md. Not part of npm test.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, launchChromium } from '../scripts/chromium.mjs';
import { startFloor } from './floor.mjs';
import { build, root, startWorker, tmp } from './worker.mjs';

/** Pages measured: the shell's routes that exist so far, plus a static asset served by the same worker. */
const PAGES = (
  process.env.BENCH_PAGES ||
  '/,/shop,/products/ulei-cbd-10-spectru-complet,/colectie/uleiuri-cbd,/colectii,/blog,/blog/cbd-si-somnul-ce-arata-studiile,/despre,/terms-of-service'
).split(',');
const STATIC_ASSET = '/favicon.svg';
const SAMPLES = Number(process.env.BENCH_SAMPLES || 200);
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 8);
/** Lighthouse runs per page: one run's Total Blocking Time swings by 2–5× on a shared machine; the median run is kept. */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 5);
/** `--only=js,lighthouse` runs just those sections (ttfb, throughput, floor, chunk, js, lighthouse) and prints, not writes. */
const ONLY = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const runs = (section) => !ONLY || ONLY.includes(section);

/** First-load JavaScript budgets of DESIGN.md §7, gzip -9, by page family. */
const JS_BUDGETS = [
  { family: 'product', test: (path) => path.startsWith('/products/'), kb: 80 },
  { family: 'shop', test: (path) => path === '/' || path === '/shop' || path.startsWith('/shop?'), kb: 90 },
  { family: 'content', test: () => true, kb: 75 },
];
const jsBudget = (path) => JS_BUDGETS.find((b) => b.test(path));

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (n) => `${n.toFixed(2)} ms`;

/** Time to first byte: request sent → status line and headers received. */
async function ttfb(url) {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
  const elapsed = performance.now() - started;
  const timing = response.headers.get('server-timing') ?? '';
  await response.arrayBuffer();
  return { elapsed, sf: /sf;desc="(\w+)"/.exec(timing)?.[1] ?? '-' };
}

async function ttfbSeries(url, n) {
  const times = [];
  for (let i = 0; i < n; i++) times.push((await ttfb(url)).elapsed);
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p95: percentile(times, 95) };
}

/** As a browser asks: cached pages leave as the gzip kept with them (the identity row shows the uncompressed cost). */
const BROWSER_ENCODING = 'gzip, deflate, br, zstd';

async function throughput(url, encoding = BROWSER_ENCODING, seconds = LOAD_SECONDS) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'Accept-Encoding': encoding },
  });
  return {
    rps: result.requests.average,
    latencyMedian: result.latency.p50,
    errors: result.errors + result.non2xx,
    bytes: result.requests.average ? result.throughput.average / result.requests.average : 0,
  };
}

/** A response as it leaves the worker (the gzip bytes, not inflated) and its headers. */
function rawGet(url) {
  return new Promise((ok, fail) => {
    get(url, { headers: { 'Accept-Encoding': BROWSER_ENCODING } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => ok({ body: Buffer.concat(chunks), headers: response.headers }));
    }).on('error', fail);
  });
}

/** Bytes of the first network chunk, and of everything up to the end of the header, gzipped. */
async function firstChunk(url) {
  const response = await fetch(url);
  const reader = response.body.getReader();
  const { value } = await reader.read();
  let html = new TextDecoder().decode(value);
  const first = value.byteLength;
  while (!html.includes('</header>')) {
    const { value: more, done } = await reader.read();
    if (done) break;
    html += new TextDecoder().decode(more);
  }
  await reader.cancel();
  const upToHeader = html.slice(0, html.indexOf('</header>') + '</header>'.length);
  return { firstGzip: gzipSync(value).byteLength, first, headerGzip: gzipSync(upToHeader).byteLength };
}

async function jsPerPage(url, paths) {
  const browser = await launchChromium();
  const rows = [];
  for (const path of paths) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const scripts = [];
    let last = Date.now();
    page.on('request', () => (last = Date.now()));
    page.on('response', async (res) => {
      last = Date.now();
      if (res.request().resourceType() === 'script') scripts.push(res);
    });
    // The entry is imported after the first paint: wait for it, then for the network to go quiet.
    const entry = page.waitForResponse((res) => /\/assets\/entry-[^/]+\.js$/.test(res.url()), { timeout: 15_000 });
    await page.goto(url + path, { waitUntil: 'load' });
    await entry;
    // Quiet for a second: the entry's own imports and the islands due without interaction have arrived.
    while (Date.now() - last < 1000) await page.waitForTimeout(100);
    let raw = 0;
    let gz = 0;
    const names = [];
    for (const res of scripts) {
      const body = await res.body();
      const size = gzipSync(body, { level: 9 }).byteLength;
      raw += body.byteLength;
      gz += size;
      names.push(`${new URL(res.url()).pathname.split('/').pop()} ${(size / 1024).toFixed(1)}`);
    }
    rows.push({ path, files: scripts.length, raw, gz, names });
    await page.close();
  }
  await browser.close();
  return rows;
}

async function lighthouseScores(url, paths) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  const rows = [];
  try {
    for (const path of paths) {
      const results = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
        const result = await lighthouse(url + path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        if (result?.lhr && !result.lhr.runtimeError) results.push(result.lhr);
      }
      if (!results.length) throw new Error(`Lighthouse gave no valid run for ${path}`);
      // Lighthouse's own choice of the median run (by FCP and TTI): the row's scores come from one real run.
      const lhr = computeMedianRun(results);
      const tbts = results.map((r) => Math.round(r.audits['total-blocking-time'].numericValue)).sort((a, b) => a - b);
      const { categories, audits } = lhr;
      const failing = Object.values(audits)
        .filter(
          (a) =>
            a.score !== null &&
            a.score < 1 &&
            a.scoreDisplayMode !== 'informative' &&
            a.scoreDisplayMode !== 'notApplicable' &&
            a.scoreDisplayMode !== 'manual',
        )
        .map((a) => a.id);
      rows.push({
        path,
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        bestPractices: Math.round(categories['best-practices'].score * 100),
        seo: Math.round(categories.seo.score * 100),
        lcp: audits['largest-contentful-paint'].displayValue,
        tbt: `${tbts[Math.floor((tbts.length - 1) / 2)]} ms`,
        tbtRuns: tbts,
        cls: audits['cumulative-layout-shift'].displayValue,
        failing,
      });
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

/** Rounds of the hit-cost comparison, each measuring static, bare worker and hit in turn; medians are kept. */
const FLOOR_ROUNDS = Number(process.env.BENCH_FLOOR_ROUNDS || 7);
const FLOOR_SECONDS = Number(process.env.BENCH_FLOOR_SECONDS || 4);
/** Paths of the hit-cost comparison (issue: home and a product page). */
const FLOOR_PAGES = [PAGES[0], PAGES.find((path) => path.startsWith('/products/')) ?? PAGES[0]];

/**
 * A hit against the least any worker response costs here. A bare worker (bench/floor.mjs) answers each page with
 * the bytes and headers of a real hit, from memory, running no code; the static file comes from beside it. All at
 * the workers' own sockets, interleaved, in one run: hit / floor is what the shop's code adds to a response,
 * floor / static what entering a worker costs at all.
 */
async function hitAgainstFloor(direct, log) {
  const recorded = [];
  for (const path of FLOOR_PAGES) {
    await rawGet(direct + path);
    recorded.push({ path, ...(await rawGet(direct + path)) });
  }
  const floor = await startFloor(recorded);
  try {
    const floorDirect = await floor.direct([STATIC_ASSET, ...FLOOR_PAGES]);
    if (!floorDirect) {
      log("(The floor worker's socket was not found.)");
      return;
    }
    log('### A hit against a bare worker and a static file');
    log();
    log(
      `The same bytes and headers as the shop's hit, answered from memory by a worker with no code of its own (bench/floor.mjs), against the shop's hit and the static ${STATIC_ASSET}; at the workers' own sockets, in ${FLOOR_ROUNDS} interleaved rounds of ${FLOOR_SECONDS} s per target, medians. Static files never enter a worker, so floor / static is what entering a worker costs on this runtime, and hit / floor what the shop's code adds.`,
    );
    log();
    log(
      '| Page | static (req/s) | bare worker, same bytes (req/s) | hit (req/s) | hit / bare worker | bare worker / static | hit / static |',
    );
    log('|---|---|---|---|---|---|---|');
    const median = (values) =>
      percentile(
        [...values].sort((x, y) => x - y),
        50,
      );
    for (const path of FLOOR_PAGES) {
      const rounds = { static: [], floor: [], hit: [] };
      for (let round = 0; round < FLOOR_ROUNDS; round++) {
        rounds.static.push((await throughput(direct + STATIC_ASSET, BROWSER_ENCODING, FLOOR_SECONDS)).rps);
        rounds.floor.push((await throughput(floorDirect + path, BROWSER_ENCODING, FLOOR_SECONDS)).rps);
        rounds.hit.push((await throughput(direct + path, BROWSER_ENCODING, FLOOR_SECONDS)).rps);
      }
      const [st, fl, hit] = [median(rounds.static), median(rounds.floor), median(rounds.hit)];
      log(
        `| ${path} | ${st.toFixed(0)} | ${fl.toFixed(0)} | ${hit.toFixed(0)} | ${(fl / hit).toFixed(2)}× | ${(st / fl).toFixed(2)}× | ${(st / hit).toFixed(2)}× |`,
      );
      if (ONLY)
        console.log(`    rounds: ${JSON.stringify(rounds, (_, v) => (typeof v === 'number' ? Math.round(v) : v))}`);
    }
    log();
  } finally {
    floor.stop();
  }
}

mkdirSync(tmp, { recursive: true });
if (!process.argv.includes('--no-build')) await build();
const server = await startWorker({ probe: STATIC_ASSET });
try {
  const lines = [];
  const log = (s = '') => {
    lines.push(s);
    console.log(s);
  };
  log('# Benchmark report');
  log();
  log(
    `Run ${new Date().toISOString()} on ${process.platform}/${process.arch}, Node ${process.version}, local workerd (wrangler dev), embedded storefront. ${SAMPLES} sequential samples per TTFB row; load: ${CONNECTIONS} connections for ${LOAD_SECONDS} s.`,
  );
  log();
  if (runs('ttfb')) {
    log('## Time to first byte');
    log();
    log(
      '| Path | cold (first request, empty KV) | cached median | cached p95 | static asset median (same run) | ratio cached/static |',
    );
    log('|---|---|---|---|---|---|');
    for (const path of PAGES) {
      const cold = await ttfb(server.url + path);
      await ttfb(server.url + path);
      const cached = await ttfbSeries(server.url + path, SAMPLES);
      const asset = await ttfbSeries(server.url + STATIC_ASSET, SAMPLES);
      log(
        `| ${path} | ${ms(cold.elapsed)} (sf=${cold.sf}) | ${ms(cached.median)} | ${ms(cached.p95)} | ${ms(asset.median)} | ${(cached.median / asset.median).toFixed(2)}× |`,
      );
    }
    log();
  }
  if (runs('throughput')) {
    log('## Throughput');
    log();
    log(
      `Accept-Encoding: ${BROWSER_ENCODING}, as a browser sends it, ${CONNECTIONS} connections, ${LOAD_SECONDS} s per target, one target at a time. Two ways in: through wrangler's dev proxy (what \`npm start\` serves) and at the worker's own socket behind it. The proxy is itself a worker that decodes every gzip body it forwards and encodes it again, so its cost follows the bytes: a 25 KB page pays it, the 1 KB favicon hardly does. Cloudflare's edge hands the worker's kept gzip on as it is; the worker's socket is the figure to compare with a static file.`,
    );
    log();
    log('| Way in | Target | requests/s | median latency | bytes per response | static / target | errors |');
    log('|---|---|---|---|---|---|---|');
    const direct = await server.direct([STATIC_ASSET, PAGES[0]]);
    const ways = [['dev proxy', server.url], ...(direct ? [["worker's socket", direct]] : [])];
    for (const [way, base] of ways) {
      const rows = [];
      for (const path of [STATIC_ASSET, ...PAGES]) rows.push({ path, ...(await throughput(base + path)) });
      const identity = { path: `${PAGES[0]} (identity)`, ...(await throughput(base + PAGES[0], 'identity')) };
      for (const t of [...rows, identity]) {
        log(
          `| ${way} | ${t.path} | ${t.rps.toFixed(0)} | ${t.latencyMedian} ms | ${t.bytes.toFixed(0)} | ${(rows[0].rps / t.rps).toFixed(2)}× | ${t.errors} |`,
        );
      }
    }
    if (!direct) log("\n(The worker's own socket was not found: /proc is Linux's.)");
    log();
  }
  if (runs('floor')) {
    const direct = await server.direct([STATIC_ASSET, PAGES[0]]);
    if (direct) await hitAgainstFloor(direct, log);
    else log("(A hit against a bare worker needs the worker's own socket: /proc is Linux's.)\n");
  }
  if (runs('chunk')) {
    log('## First streamed chunk');
    log();
    log('| Path | first chunk (raw) | first chunk (gzip) | head + header (gzip) | budget |');
    log('|---|---|---|---|---|');
    for (const path of PAGES) {
      const c = await firstChunk(server.url + path);
      log(`| ${path} | ${c.first} B | ${c.firstGzip} B | ${c.headerGzip} B | 14 336 B |`);
    }
    log();
  }
  if (runs('js')) {
    log('## Client JavaScript per page (first load, gzip -9)');
    log();
    log('Every script the page loads until the network is idle (390 × 844 viewport, no interaction): the entry, the');
    log('shell islands and the page islands scheduled at once or on idle, or visible in the first screen.');
    log();
    log('| Path | files | raw | gzip | budget | |');
    log('|---|---|---|---|---|---|');
    const over = [];
    for (const row of await jsPerPage(server.url, PAGES)) {
      const budget = jsBudget(row.path);
      const ok = row.gz <= budget.kb * 1024;
      if (!ok) over.push(row.path);
      log(
        `| ${row.path} | ${row.files} | ${(row.raw / 1024).toFixed(1)} KB | ${(row.gz / 1024).toFixed(1)} KB | ${budget.kb} KB (${budget.family}) | ${ok ? 'ok' : '**over**'} |`,
      );
      if (ONLY) console.log(`    ${row.names.join(', ')}`);
    }
    if (over.length) {
      log();
      log(`Over budget: ${over.join(', ')}.`);
    }
    log();
  }
  if (runs('lighthouse')) {
    log('## Lighthouse (mobile emulation, simulated throttling)');
    log();
    log(
      `${LIGHTHOUSE_RUNS} runs per page (BENCH_LIGHTHOUSE_RUNS); each row is Lighthouse's median run (by FCP and TTI), except TBT: the median of the runs' Total Blocking Times, each listed (ms, sorted) beside it.`,
    );
    log();
    log(
      '| Path | Performance | Accessibility | Best practices | SEO | LCP | TBT | TBT of each run | CLS | audits below 1 |',
    );
    log('|---|---|---|---|---|---|---|---|---|---|');
    for (const row of await lighthouseScores(server.url, PAGES)) {
      log(
        `| ${row.path} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.lcp} | ${row.tbt} | ${row.tbtRuns.join(', ')} | ${row.cls} | ${row.failing.join(', ') || '–'} |`,
      );
    }
  }
  if (ONLY) console.log('\n--only: bench/REPORT.md left as it was');
  else {
    // Sections other benches write (bench:scale's page cache, the worker bundle) stay as they were.
    const report = resolve(root, 'bench/REPORT.md');
    const written = new Set(lines.filter((l) => l.startsWith('## ')));
    const kept = existsSync(report)
      ? readFileSync(report, 'utf8')
          .split(/^(?=## )/m)
          .filter((section) => section.startsWith('## ') && !written.has(section.split('\n')[0]))
      : [];
    writeFileSync(report, `${[lines.join('\n'), ...kept.map((section) => section.trimEnd())].join('\n\n')}\n`);
    console.log('\nWrote bench/REPORT.md');
  }
} finally {
  server.stop();
}
