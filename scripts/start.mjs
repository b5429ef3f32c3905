// npm start: build the client and worker, then serve them in workerd (local KV) on PORT (default 8787).
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => resolve(root, 'node_modules/.bin', name);
const port = process.env.PORT || '8787';
const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' };

function run(command, args) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) =>
      code === 0 ? resolvePromise() : reject(new Error(`${command} exited with ${code ?? signal}`)),
    );
  });
}

try {
  if (!process.argv.includes('--no-build')) await run(bin('vite'), ['build', '--logLevel', 'warn']);
  // The Vite build writes .wrangler/deploy/config.json, which points wrangler at the built worker.
  await run(bin('wrangler'), [
    'dev',
    '--port',
    port,
    '--ip',
    '127.0.0.1',
    '--log-level',
    'warn',
    '--var',
    'ENVIRONMENT:development',
    ...process.argv.slice(2).filter((a) => a !== '--no-build'),
  ]);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
