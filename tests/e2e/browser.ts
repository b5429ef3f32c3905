import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchChromium } from '../../scripts/chromium.mjs';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const MOBILE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

export const launchBrowser = launchChromium;

/**
 * A browser context for a shopper who already confirmed the age and answered the cookie banner, so neither
 * covers the page (both have their own tests).
 */
export async function shopperContext(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext(options);
  await context.addInitScript(() => {
    if (!localStorage.getItem('age-confirmed')) localStorage.setItem('age-confirmed', new Date().toISOString());
    // The checkout's own 18+ box, ticked (it has its own test in cart.test.ts).
    if (!sessionStorage.getItem('checkout-adult-unset')) sessionStorage.setItem('checkout-adult', '1');
    if (!localStorage.getItem('cookie-consent')) {
      localStorage.setItem(
        'cookie-consent',
        JSON.stringify({
          necessary: true,
          analytics: false,
          marketing: false,
          version: 1,
          decidedAt: new Date().toISOString(),
        }),
      );
    }
  });
  return context;
}

export async function shopperPage(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await shopperContext(browser, options);
  const page = await context.newPage();
  // The context goes with its page; once the browser is gone there is nothing left to close.
  page.on('close', () => void context.close().catch(() => {}));
  return page;
}

/**
 * Waits until React has hydrated an island: its root is marked as a React container and, if it
 * rendered anything, that element carries React's internal keys (the server HTML has it earlier).
 */
export async function waitForIsland(page: Page, name: string): Promise<void> {
  await page.waitForFunction((island) => {
    const el = document.querySelector(`island-root[data-island="${island}"]`);
    if (!el || !Object.keys(el).some((k) => k.startsWith('__reactContainer'))) return false;
    const child = el.firstElementChild;
    return !child || Object.keys(child).some((k) => k.startsWith('__react'));
  }, name);
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core with WCAG 2.x A/AA rules (2.2 included); returns violations in a readable form. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    // biome-ignore lint: axe is injected as a global above.
    const axe = (window as any).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
    return result.violations as AxeViolation[];
  });
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** Collects console errors and page errors so a test can assert a clean run. */
export function trackErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * One Chromium for a test file, and shopper pages that close after each test. Call at the top of a file;
 * `open(path, viewport)` gives a page of a shopper who answered the cookie banner, with errors tracked.
 */
export function shopperSession(baseUrl: string) {
  let browser: Browser;
  const pages: Page[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(
      pages.splice(0).map((p) =>
        p
          .context()
          .close()
          .catch(() => {}),
      ),
    );
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async open(
      path: string,
      viewport = DESKTOP,
      {
        before,
        waitUntil = 'load',
      }: { before?: (page: Page) => Promise<void>; waitUntil?: 'load' | 'domcontentloaded' | 'commit' } = {},
    ): Promise<{ page: Page; errors: string[] }> {
      const context = await shopperContext(browser, { viewport });
      const page = await context.newPage();
      pages.push(page);
      const errors = trackErrors(page);
      await before?.(page);
      await page.goto(baseUrl + path, { waitUntil });
      return { page, errors };
    },
  };
}

/** Lighthouse's mobile throttling through CDP: 150 ms RTT, 1.6 Mbps down, 750 kbps up, CPU × 4. */
export async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** On a product page: "Adaugă în coș", then the header's cart button; answers the open drawer. */
export async function addToCartAndOpenDrawer(page: Page) {
  await waitForIsland(page, 'product-purchase');
  await page.getByRole('button', { name: 'Adaugă în coș', exact: true }).click();
  await waitForIsland(page, 'cart-button');
  await page.getByRole('link', { name: /Coșul de cumpărături/ }).click();
  const drawer = page.getByRole('dialog', { name: /Coșul tău/ });
  await drawer.waitFor();
  return drawer;
}
