// Browser tests need Debian's Chromium. Install it when we can (root + apt-get), otherwise say how.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH as path } from './chromium.mjs';

if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
let hasApt = false;
try {
  execSync('command -v apt-get', { stdio: 'ignore' });
  hasApt = true;
} catch {}

if (!isRoot || !hasApt) {
  console.error(
    `Chromium not found at ${path}: run "sudo apt-get update && sudo apt-get install -y chromium" (or set CHROMIUM_PATH).`,
  );
  process.exit(1);
}

console.log('Installing Chromium from Debian packages…');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execSync('apt-get update -qq', { stdio: 'inherit', env });
execSync('apt-get install -y -qq chromium', { stdio: 'inherit', env });
if (!existsSync(path)) {
  console.error(`Chromium was installed but ${path} is missing; set CHROMIUM_PATH.`);
  process.exit(1);
}
