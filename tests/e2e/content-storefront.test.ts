import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { findArticle } from '../../content/blog';
import { axeViolations, DESKTOP, MOBILE, shopperSession } from './browser';
import { type RunningServer, startServer } from './server';

/**
 * The blog, an article and a policy page render from the storefront path: a second shop is connected to
 * the suite's shop as its "real store" (STOREFRONT_ENDPOINT pointing at its Storefront API endpoint), so
 * every word of its content arrives over HTTP through GraphQL. The policy text is filled by the store that
 * serves it (the suite's trader), while the footer is the connected shop's own configuration.
 */
const storeUrl = inject('baseUrl');
const root = resolve(import.meta.dirname, '../..');
const OWN_TRADER = 'Magazinul Conectat S.R.L.';
let connected: RunningServer;

beforeAll(async () => {
  const persistTo = resolve(root, '.wrangler/e2e-state-connected');
  rmSync(persistTo, { recursive: true, force: true });
  connected = await startServer({ vars: { STOREFRONT_ENDPOINT: storeUrl, TRADER_NAME: OWN_TRADER }, persistTo });
});
afterAll(async () => {
  await connected?.stop();
});

const session = shopperSession('');
const open = (path: string, viewport = DESKTOP) => session.open(connected.url + path, viewport);

describe('content read through the Storefront API of a connected store', () => {
  it("the blog lists the store's articles, newest first, and an article renders whole", async () => {
    const { page, errors } = await open('/blog', MOBILE);
    const cards = page.locator('main li article');
    await expect(cards.count()).resolves.toBe(7);
    const dates = await page
      .locator('main li article time')
      .evaluateAll((els) => els.map((el) => el.getAttribute('datetime') ?? ''));
    expect(dates).toEqual([...dates].sort().reverse());
    await page.getByRole('link', { name: /Cum citești un buletin de analiză/ }).click();
    await page.waitForURL(/\/blog\/cum-citesti-certificat-analiza-coa-cbd$/);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      findArticle('cum-citesti-certificat-analiza-coa-cbd')!.title,
    );
    await expect(page.locator('.prose-shop h2').count()).resolves.toBeGreaterThan(2);
    await expect(page.getByText(/min de citit$/).isVisible()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("a policy page renders from the store's text, with its table of contents and the serving store's trader", async () => {
    const { page, errors } = await open('/terms-of-service');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Termeni și condiții');
    const toc = page.getByRole('navigation', { name: 'Cuprins' });
    await expect(toc.getByRole('link').count()).resolves.toBeGreaterThan(3);
    expect(await axeViolations(page)).toEqual([]);
    const first = toc.getByRole('link').first();
    const target = (await first.getAttribute('href'))!.slice(1);
    await first.click();
    await expect(page.evaluate(() => location.hash)).resolves.toBe(`#${target}`);
    await expect(page.getByText(/^Ultima actualizare:/).isVisible()).resolves.toBe(true);
    // The text names the trader of the store that served it; the footer is this shop's own configuration.
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's Locator.innerText(), not the DOM property: the check is on the text a shopper sees, hidden text excluded.
    await expect(page.locator('main').innerText()).resolves.toContain('Verdana Wellness S.R.L.');
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's Locator.innerText(), not the DOM property: the check is on the text a shopper sees, hidden text excluded.
    await expect(page.getByTestId('trader-identity').innerText()).resolves.toContain(OWN_TRADER);
    expect(errors).toEqual([]);
  });

  it("the about page comes from the store's page, values as cards", async () => {
    const { page } = await open('/despre', MOBILE);
    await expect(page.getByRole('heading', { level: 2, name: 'Valorile noastre' }).isVisible()).resolves.toBe(true);
    await expect(page.locator('.about-body li').count()).resolves.toBeGreaterThanOrEqual(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
  });
});
