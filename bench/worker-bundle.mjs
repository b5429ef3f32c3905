// The built worker (dist/cbd_shop_ro, after `vite build`): its JavaScript in all, what a cold start evaluates
// (index.js and the chunks it imports statically) and what loads later (dynamic imports), raw and gzip -9; and
// whether the embedded store and its Storefront schemas stay out of the cold start.
//   node bench/worker-bundle.mjs                 the figures
//   node bench/worker-bundle.mjs --check         exit 1 when the cold start carries the embedded store, or another
//                                                module it must not (the assistant, graphql-js, pako, React DOM's
//                                                renderers, the blog articles, zod, xss), or passes 1 MB
//   node bench/worker-bundle.mjs --startup N     also N runs of `wrangler check startup` (local CPU profile)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dir = join(root, 'dist/cbd_shop_ro');
if (!existsSync(join(dir, 'index.js'))) {
  console.error('No dist/cbd_shop_ro/index.js: run `vite build` first.');
  process.exit(1);
}
const args = process.argv.slice(2);
const runs = args.includes('--startup') ? Number(args[args.indexOf('--startup') + 1] ?? 5) : 0;

const files = [
  'index.js',
  ...readdirSync(join(dir, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`),
];
const text = (file) => readFileSync(join(dir, file), 'utf8');

/** index.js and every chunk reached from it by static import or re-export. */
const startup = new Set();
(function walk(file) {
  if (startup.has(file)) return;
  startup.add(file);
  for (const m of text(file).matchAll(/(?:^|[\n;])\s*(?:import|export)\s*(?:[^;'"`]*?\sfrom\s*)?"(\.[^"]+)"/g)) {
    walk(join(dirname(file), m[1]).replace(/\\/g, '/'));
  }
})('index.js');
const later = files.filter((f) => !startup.has(f));

/** What only the embedded store carries: its resolver's error text, and Shopify's introspection as JSON. */
const MARKERS = ['is not implemented by the embedded storefront', 'JSON.parse("{\\"__schema\\"'];
const carries = (list) => list.filter((f) => MARKERS.some((m) => text(f).includes(m)));

const size = (list) =>
  list.reduce(
    (sum, f) => {
      const bytes = readFileSync(join(dir, f));
      return { raw: sum.raw + bytes.length, gzip: sum.gzip + gzipSync(bytes, { level: 9 }).length };
    },
    { raw: 0, gzip: 0 },
  );
const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
const line = (label, list) => {
  const s = size(list);
  console.log(
    `${label.padEnd(36)} ${String(list.length).padStart(3)} files  ${kib(s.raw).padStart(9)}  gzip ${kib(s.gzip).padStart(8)}`,
  );
};

line('all worker JavaScript', files);
line('cold start (index.js + static)', [...startup]);
line('loaded on demand (dynamic imports)', later);
const store = carries(files);
line('files holding the embedded store', store);
const leaked = carries([...startup]);
console.log(
  leaked.length
    ? `The cold start carries the embedded store: ${leaked.join(', ')}`
    : 'The cold start carries no embedded store.',
);

/**
 * What else a cold start must not evaluate (issue [19]), each by a text only it holds: loaded on first use by the
 * request that needs it (the chat, a kept page's compression, a storefront answer's check, an article).
 */
const EXCLUDED = [
  ['the assistant', 'Nu am găsit un răspuns sigur'],
  ['graphql-js', 'Expected Name, found'],
  ['pako', 'invalid distance too far back'],
  ["React DOM's legacy renderer", 'renderToStaticMarkup'],
  // The server renderer loads with the first page an isolate renders: a page-cache hit never needs it.
  ["React DOM's server renderer", 'murmurhash3_32_gc'],
  ['the blog articles', 'Reperul oficial este mult mai mic'],
  // The request schemas use zod/mini, loaded with the first request that needs them; classic zod is not in the worker.
  ["zod's classic API", 'processJSONSchema'],
  ['zod (the request schemas)', 'ZodMiniType'],
  ['the HTML sanitizer (xss)', 'escapeHtmlEntities'],
];
const excluded = EXCLUDED.flatMap(([name, marker]) => {
  const where = [...startup].filter((f) => text(f).includes(marker));
  return where.length ? [`${name} (${where.join(', ')})`] : [];
});
console.log(
  excluded.length
    ? `The cold start carries what it must not: ${excluded.join('; ')}`
    : `The cold start carries none of: ${EXCLUDED.map(([name]) => name).join(', ')}.`,
);

if (runs) {
  mkdirSync(join(root, 'bench/.tmp'), { recursive: true });
  const active = [];
  for (let i = 0; i < runs; i++) {
    const out = execFileSync(
      join(root, 'node_modules/.bin/wrangler'),
      ['check', 'startup', '--outfile', join(root, 'bench/.tmp/worker-startup.cpuprofile')],
      {
        cwd: root,
        env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' },
        encoding: 'utf8',
      },
    );
    active.push(Number(/Active: ([\d.]+) ms/.exec(out)?.[1]));
  }
  const sorted = [...active].sort((a, b) => a - b);
  console.log(
    `startup CPU (wrangler check startup, "Active"), ${runs} runs: ${active.join(', ')} ms; median ${sorted[Math.floor(runs / 2)]} ms`,
  );
}

// Issue 34's budget: the JavaScript a new isolate evaluates stays under 1 MB.
const COLD_START_BUDGET = 1024 * 1024;
const cold = size([...startup]).raw;
if (cold > COLD_START_BUDGET)
  console.log(`The cold start is ${kib(cold)}, over its budget of ${kib(COLD_START_BUDGET)}.`);
if (args.includes('--check') && (leaked.length || excluded.length || cold > COLD_START_BUDGET)) process.exit(1);
