import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addToCartAndOpenDrawer, axeViolations, DESKTOP, MOBILE, shopperSession, waitForIsland } from './browser';
import { type RunningServer, startServer } from './server';

/**
 * Every place the shop claims a discount, with the promotion running (the suite's server: it ends in three
 * days) and after it ended (a second server whose PROMO_ENDS_AT is in the past, with the simulated social
 * proof switched off). The claims must all be there in the first case and all gone in the second.
 */
const runningUrl = inject('baseUrl');
const HERO = '/products/ulei-cbd-10-spectru-complet';
const root = resolve(import.meta.dirname, '../..');
let endedServer: RunningServer;

beforeAll(async () => {
  const persistTo = resolve(root, '.wrangler/e2e-state-ended');
  rmSync(persistTo, { recursive: true, force: true });
  endedServer = await startServer({
    vars: {
      PROMO_STARTS_AT: new Date(Date.now() - 40 * 86_400_000).toISOString(),
      PROMO_ENDS_AT: new Date(Date.now() - 86_400_000).toISOString(),
      SIMULATED_SOCIAL_PROOF: 'false',
    },
    persistTo,
  });
});
afterAll(async () => {
  await endedServer?.stop();
});

const running = shopperSession(runningUrl);
const ended = shopperSession('');

describe('while the promotion runs', () => {
  it('home: the bar, the hero badge, the buy button, and cards with -25%, a struck price and the 30-day lowest price', async () => {
    const { page, errors } = await running.open('/', MOBILE);
    await expect(page.getByText('Halloween -25% la tot magazinul').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'Cumpără acum -25%' }).isVisible()).resolves.toBe(true);
    const cards = page.locator('section[aria-labelledby="produse-premium"] article');
    await cards.first().waitFor();
    await expect(cards.first().getByTestId('discount-badge').textContent()).resolves.toBe('-25%');
    await expect(cards.first().getByTestId('reference-price').isVisible()).resolves.toBe(true);
    await expect(
      cards
        .first()
        .getByText(/^Cel mai mic preț din ultimele 30 de zile: [\d.,]+\s?lei$/)
        .isVisible(),
    ).resolves.toBe(true);
    expect(errors).toEqual([]);
  });

  it('product page and cart: the saving, the struck price in the cart line, and the drawer\'s "Comandă acum -25%"', async () => {
    const { page } = await running.open(HERO, DESKTOP);
    await expect(page.getByTestId('savings').textContent()).resolves.toMatch(/^Economisești [\d.,]+\s?lei \(-25%\)$/);
    const drawer = await addToCartAndOpenDrawer(page);
    await expect(drawer.getByTestId('reference-price').isVisible()).resolves.toBe(true);
    await expect(drawer.getByText(/Cel mai mic preț din ultimele 30 de zile/).isVisible()).resolves.toBe(true);
    await expect(drawer.getByRole('button', { name: 'Comandă acum -25%' }).isVisible()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('once the promotion has ended', () => {
  const open = (path: string, viewport = DESKTOP) => ended.open(endedServer.url + path, viewport);

  it('home: the bar is gone (no row of zeros), and no badge, struck price, saving or -25% is left', async () => {
    const { page, errors } = await open('/', MOBILE);
    await expect(page.getByText('Sales Ends').count()).resolves.toBe(0);
    await expect(page.getByTestId('countdown').count()).resolves.toBe(0);
    await page.locator('section[aria-labelledby="produse-premium"] article').first().waitFor();
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's Locator.innerText(), not the DOM property: the check is on the text a shopper sees, hidden text excluded.
    const text = await page.locator('body').innerText();
    expect(text).not.toMatch(/-\s?25\s?%/);
    expect(text).not.toContain('Economisești');
    expect(text).not.toContain('Cel mai mic preț din ultimele 30 de zile');
    await expect(page.getByTestId('reference-price').count()).resolves.toBe(0);
    await expect(page.getByTestId('discount-badge').count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'Cumpără acum', exact: true }).isVisible()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('the exit popup never offers HALLOWEEN15', async () => {
    const { page } = await open('/');
    await page.clock.install();
    await page.reload();
    await page.clock.runFor(2500);
    await waitForIsland(page, 'exit-popup');
    for (let i = 0; i < 5; i++) {
      await page.evaluate(() =>
        document.documentElement.dispatchEvent(
          new MouseEvent('mouseout', { clientY: -1, relatedTarget: null, bubbles: true }),
        ),
      );
      await page.clock.runFor(200);
    }
    await expect(page.getByRole('dialog', { name: 'Stai puțin! Ia-ți 15% reducere' }).count()).resolves.toBe(0);
  });

  it('product page and cart: no struck price, no saving, no random figures, and a plain "Comandă acum"', async () => {
    const { page } = await open(HERO);
    await waitForIsland(page, 'product-purchase');
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's Locator.innerText(), not the DOM property: the check is on the text a shopper sees, hidden text excluded.
    const text = await page.locator('main').innerText();
    expect(text).not.toContain('Economisești');
    expect(text).not.toMatch(/se uită acum|Cumpărat azi/);
    await expect(page.getByTestId('reference-price').count()).resolves.toBe(0);
    const drawer = await addToCartAndOpenDrawer(page);
    await expect(drawer.getByTestId('reference-price').count()).resolves.toBe(0);
    await expect(drawer.getByRole('button', { name: 'Comandă acum', exact: true }).isVisible()).resolves.toBe(true);
    await expect(drawer.getByText(/-25%/).count()).resolves.toBe(0);
  });
});
