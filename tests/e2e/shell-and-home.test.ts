import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  axeViolations,
  DESKTOP,
  launchBrowser,
  MOBILE,
  shopperContext,
  shopperPage,
  trackErrors,
  waitForIsland,
} from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('home page', () => {
  it('shows products, prices and navigation with JavaScript turned off', async () => {
    const context = await shopperContext(browser, { javaScriptEnabled: false, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(baseUrl);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBeTruthy();
    const premium = page.getByRole('region', { name: 'Produse premium' });
    await expect(premium.getByRole('article').count()).resolves.toBe(6);
    await expect(
      premium
        .getByText(/\d+,\d{2}\s?lei/)
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    const nav = page.getByRole('navigation', { name: 'Navigare principală' });
    for (const name of ['Magazin', 'Colecții', 'Categorii', 'Blog', 'Despre', 'Chestionar']) {
      await expect(nav.getByRole('link', { name }).isVisible()).resolves.toBe(true);
    }
    await expect(page.getByRole('link', { name: 'Cumpără acum -25%' }).getAttribute('href')).resolves.toBe('/shop');
    await context.close();
  });

  it('links one immutable stylesheet that a second page takes from the cache, and inlines none', async () => {
    const page = await shopperPage(browser, { viewport: MOBILE });
    const requested: Request[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'stylesheet') requested.push(request);
    });
    // How many stylesheet requests came over the network (one served from the browser's cache has no body bytes).
    const fetched = async () =>
      (await Promise.all(requested.map(async (r) => (await r.sizes()).responseBodySize))).filter((n) => n > 0).length;
    const first = await page.goto(baseUrl);
    const sheets = await page
      .locator('link[rel="stylesheet"]')
      .evaluateAll((ls) => ls.map((l) => l.getAttribute('href')));
    expect(sheets.length).toBe(1);
    expect(sheets[0]).toMatch(/^\/assets\/app-[\w-]+\.css$/);
    // The page asks for it with its first bytes.
    expect(first?.headers().link).toBe(`<${sheets[0]}>; rel=preload; as=style`);
    // No copy of the site's CSS inside the page.
    await expect(page.locator('style').count()).resolves.toBe(0);
    const css = await page.request.get(baseUrl + sheets[0]);
    expect(css.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // Styled: the header's background comes from it.
    await expect(page.locator('body').evaluate((b) => getComputedStyle(b).backgroundColor)).resolves.not.toBe(
      'rgba(0, 0, 0, 0)',
    );
    expect(await fetched()).toBe(1);
    await page.goto(`${baseUrl}/shop`);
    await page.waitForLoadState('load');
    expect(await fetched(), 'the second page fetched the stylesheet again').toBe(1);
    await page.close();
  });

  it('hydrates the countdown, which then ticks every second', async () => {
    const page = await shopperPage(browser, { viewport: DESKTOP });
    const errors = trackErrors(page);
    await page.goto(baseUrl);
    const countdown = page.getByTestId('countdown');
    await expect(countdown.locator('[data-part="days"]').textContent()).resolves.toMatch(/^0[23]$/);
    const first = await countdown.textContent();
    await page.waitForFunction(
      (before) => document.querySelector('[data-testid="countdown"]')?.textContent !== before,
      first,
      { timeout: 15_000 },
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it('hides the promotion bar when its countdown reaches zero on an open page (no row of zeros)', async () => {
    const context = await shopperContext(browser, { viewport: DESKTOP });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(baseUrl);
    const bar = page.locator('[data-promo-bar]');
    await expect(bar.isVisible()).resolves.toBe(true);
    await page.clock.runFor(1000);
    await expect(page.getByTestId('countdown').getAttribute('data-ended')).resolves.toBe('false');
    // The server's promotion ends in three days: four days later the bar is gone.
    await page.clock.fastForward(96 * 3600 * 1000);
    await page.clock.runFor(2000);
    await bar.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('has no axe violations (WCAG 2.2 AA) at phone and desktop widths', async () => {
    for (const viewport of [MOBILE, DESKTOP]) {
      const page = await shopperPage(browser, { viewport });
      await page.goto(baseUrl);
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
      await page.close();
    }
  });

  it('starts every new page at the top', async () => {
    const page = await shopperPage(browser, { viewport: MOBILE });
    await page.goto(baseUrl);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /pagina principală/ })
      .scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await Promise.all([
      page.waitForURL(`${baseUrl}/`),
      page
        .getByRole('contentinfo')
        .getByRole('link', { name: /pagina principală/ })
        .click(),
    ]);
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.close();
  });
});

describe('mobile menu', () => {
  it('opens and closes with the keyboard and gives focus back to its button', async () => {
    const page = await shopperPage(browser, { viewport: MOBILE });
    await page.goto(baseUrl);
    const trigger = page.getByRole('button', { name: 'Deschide meniul' });
    // The menu hydrates when it is reached for (hydrate="interaction"): focus starts it, and an Enter
    // pressed before it is live is held and carried out. Wait only for the page's script to run.
    await waitForIsland(page, 'cart-button');
    // Tab from the top of the page until the menu button has focus, as a keyboard user would.
    for (let i = 0; i < 20 && !(await trigger.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(trigger.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Meniu principal' });
    await menu.waitFor({ state: 'visible' });
    await expect(menu.getByRole('link', { name: 'Magazin' }).isVisible()).resolves.toBe(true);
    await expect(menu.getByRole('searchbox', { name: 'Caută produse' }).isVisible()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await expect(trigger.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.close();
  });
});

describe('unknown pages', () => {
  it('answer 404 with the spec text, a link home and no axe violations', async () => {
    const page = await shopperPage(browser, { viewport: MOBILE });
    const response = await page.goto(`${baseUrl}/pagina-care-nu-exista`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'Înapoi la pagina principală' }).getAttribute('href')).resolves.toBe(
      '/',
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
