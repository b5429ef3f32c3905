import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Serves the built worker with wrangler (workerd, local KV) in its own process group, so stopping
 * it stops workerd too. `vars` override wrangler.toml's [vars].
 */
export async function startServer({
  vars = {} as Record<string, string>,
  persistTo,
}: {
  vars?: Record<string, string>;
  persistTo?: string;
} = {}): Promise<RunningServer> {
  const port = await freePort();
  const args = ['dev', '--port', String(port), '--ip', '127.0.0.1', '--log-level', 'warn'];
  for (const [name, value] of Object.entries({ ENVIRONMENT: 'development', ...vars }))
    args.push('--var', `${name}:${value}`);
  if (persistTo) args.push('--persist-to', persistTo);
  // The project's own Node 22 (wrangler refuses older ones), whatever node runs the tests.
  const node = resolve(root, 'node_modules/.bin/node');
  const child: ChildProcess = spawn(node, [resolve(root, 'node_modules/wrangler/bin/wrangler.js'), ...args], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PATH: `${resolve(root, 'node_modules/.bin')}:${process.env.PATH}`,
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      WRANGLER_SEND_METRICS: 'false',
      CI: 'true',
    },
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || !child.pid) return;
    const exited = new Promise((r) => child.once('exit', r));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {}
    const timeout = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {}
    }, 5000);
    await exited;
    clearTimeout(timeout);
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler exited early:\n${output}`);
    try {
      const response = await fetch(`${url}/favicon.svg`);
      if (response.ok) return { url, stop };
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  await stop();
  throw new Error(`wrangler did not start in time:\n${output}`);
}
