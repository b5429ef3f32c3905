// Shared by the benchmarks: build, a free port, and the built worker served by wrangler (workerd) in its
// own process group, with fresh local state.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const tmp = resolve(root, 'bench/.tmp');
export const env = {
  ...process.env,
  PATH: `${resolve(root, 'node_modules/.bin')}:${process.env.PATH}`,
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_SEND_METRICS: 'false',
};

export function run(cmd, args) {
  return new Promise((ok, fail) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? ok() : fail(new Error(`${cmd} ${args.join(' ')} exited ${code}`))));
  });
}

export const build = () => run(resolve(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn']);

export function freePort() {
  return new Promise((ok) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });
}

/** Serves the last build on a free port with empty KV and D1; `vars` override wrangler.toml's [vars]. */
export async function startWorker({ vars = {}, probe = '/favicon.svg' } = {}) {
  const port = await freePort();
  const persist = resolve(tmp, `state-${port}`);
  rmSync(persist, { recursive: true, force: true });
  const args = ['dev', '--port', String(port), '--ip', '127.0.0.1', '--log-level', 'error', '--persist-to', persist];
  for (const [name, value] of Object.entries({ ENVIRONMENT: 'development', ...vars }))
    args.push('--var', `${name}:${value}`);
  const child = spawn(
    resolve(root, 'node_modules/.bin/node'),
    [resolve(root, 'node_modules/wrangler/bin/wrangler.js'), ...args],
    { cwd: root, env, detached: true, stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url + probe)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    stop: () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {}
      rmSync(persist, { recursive: true, force: true });
    },
  };
}
