// A cart with a vape (an e-cigarette product, Legea nr. 64/2024): the checkout asks a second box, that the buyer
// already smokes or vapes, beside the 18+ one; vapes do not count toward free delivery, and a cart of vapes only
// gets no nudge toward it.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, shopperContext, trackErrors, waitForIsland } from './browser';

const baseUrl = inject('baseUrl');
const HERO = '/products/ulei-cbd-10-spectru-complet';
const VAPE = '/products/vape-pen-cbd-unica-folosinta';
const SMOKER = 'Fumez sau folosesc deja țigarete electronice; știu că vape-urile nu sunt pentru nefumători.';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function fresh(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await shopperContext(browser, { viewport: DESKTOP });
  const page = await context.newPage();
  return { context, page, errors: trackErrors(page) };
}

async function add(page: Page, path: string, quantity = 1) {
  await page.goto(baseUrl + path);
  await waitForIsland(page, 'product-purchase');
  for (let i = 1; i < quantity; i++) await page.getByRole('button', { name: 'Crește cantitatea' }).click();
  await page.getByRole('button', { name: 'Adaugă în coș', exact: true }).click();
  await waitForIsland(page, 'cart-button');
}

async function openDrawer(page: Page) {
  await page.getByRole('link', { name: /Coșul de cumpărături/ }).click();
  const drawer = page.getByRole('dialog', { name: /Coșul tău/ });
  await drawer.waitFor();
  return drawer;
}

const lei = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));

describe("the checkout's second box, for a cart with a vape", () => {
  it('"Comandă acum" waits for it: the box says why and takes the focus; ticked, the checkout opens and asks it again before the order', async () => {
    const { context, page, errors } = await fresh();
    await add(page, VAPE);
    const drawer = await openDrawer(page);
    const box = drawer.getByRole('checkbox', { name: SMOKER });
    await expect(box.isChecked()).resolves.toBe(false);
    const popups: string[] = [];
    context.on('page', (p) => popups.push(p.url()));
    await drawer.getByRole('button', { name: /Comandă acum/ }).click();
    await drawer.getByRole('alert').filter({ hasText: 'vape-urile se vând doar adulților care fumează' }).waitFor();
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(popups).toEqual([]);
    await box.check();
    const checkout = context.waitForEvent('page');
    await drawer.getByRole('button', { name: /Comandă acum/ }).click();
    const tab = await checkout;
    await tab.waitForURL(/checkout/);
    // The order itself carries the declaration too, however its cart was made.
    await tab.getByRole('checkbox', { name: SMOKER }).waitFor();
    await tab.getByRole('checkbox', { name: /Am cel puțin 18 ani/ }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a cart without a vape shows no second box', async () => {
    const { context, page } = await fresh();
    await add(page, HERO);
    const drawer = await openDrawer(page);
    await drawer.getByRole('checkbox', { name: /Am cel puțin 18 ani/ }).waitFor();
    await expect(drawer.getByRole('checkbox', { name: SMOKER }).count()).resolves.toBe(0);
    await context.close();
  });

  it('a vape line saved before the cart knew it was one: the worker refuses the hand-off and the box appears and asks', async () => {
    const { context, page } = await fresh();
    await add(page, VAPE);
    // As a cart saved by an older version: the line without its flag.
    await page.evaluate(() => {
      const saved = JSON.parse(localStorage.getItem('shopify-cart') ?? '{}');
      for (const line of saved.state.items) delete line.vape;
      localStorage.setItem('shopify-cart', JSON.stringify(saved));
    });
    await page.reload();
    await waitForIsland(page, 'cart-button');
    const drawer = await openDrawer(page);
    await expect(drawer.getByRole('checkbox', { name: SMOKER }).count()).resolves.toBe(0);
    const popups: Page[] = [];
    context.on('page', (p) => popups.push(p));
    await drawer.getByRole('button', { name: /Comandă acum/ }).click();
    const box = drawer.getByRole('checkbox', { name: SMOKER });
    await box.waitFor();
    await drawer.getByRole('alert').filter({ hasText: 'vape-urile se vând doar adulților care fumează' }).waitFor();
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    // The blank tab the click opened was closed again: no checkout without the box.
    await expect.poll(() => popups.every((p) => p.isClosed())).toBe(true);
    await context.close();
  });
});

describe('free delivery is counted without vapes', () => {
  it('a cart of vapes only, even over 200 lei, gets no nudge and pays delivery', async () => {
    const { context, page } = await fresh();
    await add(page, VAPE, 6);
    const drawer = await openDrawer(page);
    await drawer.getByTestId('drawer-subtotal').waitFor();
    expect(lei(await drawer.getByTestId('drawer-subtotal').textContent())).toBeGreaterThanOrEqual(200);
    await expect(drawer.getByTestId('free-shipping').count()).resolves.toBe(0);
    await expect(drawer.getByText(/până la livrarea gratuită/).count()).resolves.toBe(0);
    // The drawer charges the delivery as the checkout will.
    await expect(drawer.getByTestId('drawer-shipping').textContent()).resolves.toMatch(/^19,00\s?lei$/);
    await page.goto(`${baseUrl}/cos`);
    await page.getByTestId('cart-shipping').waitFor();
    await expect(page.getByTestId('cart-shipping').textContent()).resolves.toMatch(/^19,00\s?lei$/);
    await expect(page.getByTestId('free-shipping').count()).resolves.toBe(0);
    await context.close();
  });

  it('with another product, the nudge and the delivery count only that product', async () => {
    const { context, page } = await fresh();
    await add(page, HERO);
    await add(page, VAPE, 6);
    await page.goto(`${baseUrl}/cos`);
    await page.getByTestId('cart-shipping').waitFor();
    expect(lei(await page.getByTestId('cart-subtotal').textContent())).toBeGreaterThanOrEqual(200);
    await expect(page.getByTestId('cart-shipping').textContent()).resolves.toMatch(/^19,00\s?lei$/);
    // The oil's line total (one unit): all that counts toward free delivery.
    const oil = lei(
      await page
        .locator('main li[data-cart-line]')
        .filter({ hasText: 'Ulei CBD 10% spectru complet' })
        .getByTestId('line-total')
        .textContent(),
    );
    expect(oil).toBeGreaterThan(0);
    const nudge = await page.getByTestId('free-shipping').textContent();
    expect(nudge).toMatch(/^Încă [\d,]+\s?lei până la livrarea gratuită$/);
    expect(lei(nudge)).toBeCloseTo(200 - oil, 2);
    await expect(page.getByText('Vape-urile nu intră în pragul livrării gratuite.').isVisible()).resolves.toBe(true);
    await context.close();
  });
});
