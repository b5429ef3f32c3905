// The runtime's floor for a page hit: a worker that answers every request with the bytes and headers of one
// real hit, held in memory, running no code of its own. Static files are served beside the worker (they never
// enter it), so this is the least any worker response costs here; a hit is compared with it and with a static
// file in the same run.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { root, startWorker, tmp } from './worker.mjs';

const HOP_BY_HOP = ['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date'];

/**
 * Serves each page's recorded hit (`{ path, body, headers }`: the gzip bytes and the headers as the shop sent
 * them) from a bare worker at the same path, and the shop's static files beside it.
 */
export async function startFloor(pages) {
  const dir = resolve(tmp, 'floor');
  mkdirSync(dir, { recursive: true });
  const imports = [];
  const entries = [];
  pages.forEach(({ path, body, headers }, i) => {
    writeFileSync(resolve(dir, `page-${i}.bin`), body);
    imports.push(`import page${i} from './page-${i}.bin';`);
    const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.includes(name)));
    entries.push(`[${JSON.stringify(path)}, { body: page${i}, headers: ${JSON.stringify(kept)} }]`);
  });
  writeFileSync(
    resolve(dir, 'index.js'),
    `${imports.join('\n')}
const PAGES = new Map([${entries.join(', ')}]);
export default {
  fetch(request) {
    const url = new URL(request.url);
    const page = PAGES.get(url.pathname + url.search);
    if (!page) return new Response('not held', { status: 404 });
    return new Response(page.body, { headers: page.headers, encodeBody: 'manual' });
  },
};
`,
  );
  writeFileSync(
    resolve(dir, 'wrangler.toml'),
    `name = "bench-floor"
main = "index.js"
compatibility_date = "2025-10-01"

[assets]
directory = ${JSON.stringify(resolve(root, 'dist/client'))}

[[rules]]
type = "Data"
globs = ["**/*.bin"]
`,
  );
  return startWorker({ config: resolve(dir, 'wrangler.toml') });
}
