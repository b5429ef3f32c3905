// Shared by the benchmarks: build, a free port, and the built worker served by wrangler (workerd) in its
// own process group, with fresh local state.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
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

/**
 * Serves the last build on a free port with empty KV and D1; `vars` override wrangler.toml's [vars]; `config`
 * serves another worker's wrangler.toml instead (the bench's floor).
 */
export async function startWorker({ vars = {}, probe = '/favicon.svg', config } = {}) {
  const port = await freePort();
  const persist = resolve(tmp, `state-${port}`);
  rmSync(persist, { recursive: true, force: true });
  const args = ['dev', '--port', String(port), '--ip', '127.0.0.1', '--log-level', 'error', '--persist-to', persist];
  if (config) args.push('--config', config);
  else
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
    /**
     * The worker's own socket, behind wrangler's dev proxy (Linux only; null elsewhere). The proxy is itself a
     * worker: it decodes each gzip body it forwards and encodes it again, a cost per byte Cloudflare's edge does
     * not add, so pages (25 KB) pay it and the favicon (1 KB) hardly does. Measured here, a hit costs what it
     * costs the worker.
     */
    direct: (paths) => workerSocket(child.pid, port, paths),
    stop: () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {}
      rmSync(persist, { recursive: true, force: true });
    },
  };
}

/** Ports the processes of a process group listen on, read from /proc (Linux). */
function listeningPorts(group) {
  const inodes = new Set();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command's closing parenthesis: state, ppid, pgrp, ...
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) !== group) continue;
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        const link = readlinkSync(`/proc/${pid}/fd/${fd}`);
        const inode = /^socket:\[(\d+)\]$/.exec(link)?.[1];
        if (inode) inodes.add(inode);
      }
    } catch {}
  }
  const ports = [];
  for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
    const cols = line.trim().split(/\s+/);
    // cols[1] local address (hex ip:port), cols[3] state (0A = LISTEN), cols[9] inode.
    if (cols[3] === '0A' && inodes.has(cols[9])) ports.push(Number.parseInt(cols[1].split(':')[1], 16));
  }
  return ports;
}

/** The listening socket of the group, other than the public port, that answers every path with 200. */
async function workerSocket(group, publicPort, paths) {
  let ports = [];
  try {
    ports = listeningPorts(group).filter((port) => port !== publicPort);
  } catch {
    return null;
  }
  for (const port of ports) {
    const url = `http://127.0.0.1:${port}`;
    let ok = true;
    for (const path of paths) {
      try {
        const response = await fetch(url + path, { signal: AbortSignal.timeout(5000) });
        await response.arrayBuffer();
        ok &&= response.status === 200;
      } catch {
        ok = false;
      }
    }
    if (ok) return url;
  }
  return null;
}
