// Full-page screenshots of shop pages at phone and desktop widths, for looking at what we built.
// Usage: node scripts/screenshot.mjs http://127.0.0.1:8787 / /shop ...   (PNGs go to SHOTS_DIR or ./bench/.tmp/shots)
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchChromium } from './chromium.mjs';

const [base = 'http://127.0.0.1:8787', ...paths] = process.argv.slice(2);
const out = resolve(process.env.SHOTS_DIR || 'bench/.tmp/shots');
mkdirSync(out, { recursive: true });
const browser = await launchChromium();
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width < 500 ? 844 : 900 } });
  for (const path of paths.length ? paths : ['/']) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const name = `${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${width}.png`;
    await page.screenshot({ path: resolve(out, name), fullPage: !process.env.VIEWPORT_ONLY });
    console.log(resolve(out, name));
  }
  await page.close();
}
await browser.close();
