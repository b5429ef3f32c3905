// ISSUE [13]: React DOM evaluates in a task of its own, and it is asked for beside the entry, not after it.
import { describe, expect, inject, it } from 'vitest';
import { MOBILE, shopperSession, waitForIsland } from './browser';

const baseUrl = inject('baseUrl');
const session = shopperSession(baseUrl);
const PRODUCT = '/products/ulei-cbd-10-spectru-complet';

/** The chunks the boot script asks for beside the entry (React DOM's among them), as the product page names them. */
async function runtimeFiles(): Promise<string[]> {
  const html = await (await fetch(baseUrl + PRODUCT)).text();
  const list = html.match(/(\[(?:"\/assets\/[^"]+\.js",?)+\])\.forEach/)?.[1];
  return JSON.parse(list ?? '[]') as string[];
}

describe('start-up', () => {
  it('asks for React DOM while the entry is still on its way: one round trip, not two', async () => {
    const runtime = await runtimeFiles();
    // React DOM, the stores, the shell islands and client/hydrate.tsx: one chunk (vite.config.ts's 'runtime' group).
    expect(runtime.some((path) => /\/runtime-[^/]+\.js$/.test(path))).toBe(true);
    let releaseEntry = () => {};
    const entryHeld = new Promise<void>((resolve) => {
      releaseEntry = resolve;
    });
    const askedWhileHeld = new Set<string>();
    let holding = false;
    const { page, errors } = await session.open(PRODUCT, MOBILE, {
      waitUntil: 'domcontentloaded',
      before: async (p) => {
        p.on('request', (request) => {
          if (!holding) return;
          askedWhileHeld.add(new URL(request.url()).pathname);
          if (runtime.every((path) => askedWhileHeld.has(path))) releaseEntry();
        });
        // The entry's answer waits until the browser has asked for every runtime chunk, or 10 s have passed.
        await p.route(/\/assets\/entry-[^/]+\.js$/, async (route) => {
          holding = true;
          await Promise.race([entryHeld, new Promise((r) => setTimeout(r, 10_000))]);
          holding = false;
          await route.continue();
        });
      },
    });
    await waitForIsland(page, 'cart-button');
    expect(runtime.filter((path) => !askedWhileHeld.has(path))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('every file the boot script names is served as JavaScript', async () => {
    const files = await runtimeFiles();
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) {
      const response = await fetch(baseUrl + file);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('content-type'), file).toMatch(/javascript/);
    }
  });
});
