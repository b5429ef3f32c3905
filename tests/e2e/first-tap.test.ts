// ISSUE [8]: on a slow phone, the first tap on a control whose island has not hydrated yet must count,
// exactly once. Each test taps as soon as the control is on screen, under Lighthouse's mobile throttling.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { MOBILE, shopperSession, slowPhone, waitForIsland } from './browser';

const baseUrl = inject('baseUrl');
const session = shopperSession(baseUrl);

const stored = (page: Page, key: string) => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), key);
const cartQuantities = async (page: Page) =>
  ((await stored(page, 'shopify-cart'))?.state?.items ?? []).map((i: { quantity: number }) => i.quantity) as number[];

async function until(check: () => Promise<boolean>, ms = 20_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

describe('the first tap counts on a slow phone', () => {
  it('/shop: a card scrolled into view and tapped at once adds its product, once', async () => {
    const { page, errors } = await session.open('/shop', MOBILE, { before: slowPhone, waitUntil: 'domcontentloaded' });
    const card = page
      .locator('island-root[data-island="card-actions"]')
      .filter({ has: page.getByRole('button', { name: /Adaugă în coș/ }) })
      .nth(5);
    await card.evaluate((el) => (el.firstElementChild ?? el).scrollIntoView({ block: 'center', behavior: 'instant' }));
    await card.getByRole('button', { name: /Adaugă în coș/ }).click();
    expect(await until(async () => (await cartQuantities(page)).length > 0)).toBe(true);
    await page.waitForTimeout(1500);
    expect(await cartQuantities(page)).toEqual([1]);
    expect(errors).toEqual([]);
  });

  it('/shop: a heart tapped at once saves the product', async () => {
    const { page } = await session.open('/shop', MOBILE, { before: slowPhone, waitUntil: 'domcontentloaded' });
    const card = page.locator('island-root[data-island="card-actions"]').nth(6);
    await card.evaluate((el) => (el.firstElementChild ?? el).scrollIntoView({ block: 'center', behavior: 'instant' }));
    const heart = card.getByRole('button', { name: /favorite/i });
    await heart.click();
    expect(await until(async () => (await heart.getAttribute('aria-pressed')) === 'true')).toBe(true);
    await page.waitForTimeout(1500);
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
    expect((await stored(page, 'wishlist'))?.state?.ids).toHaveLength(1);
  });

  it('a product page: "Adaugă în coș" tapped as soon as it is on screen adds one', async () => {
    const { page, errors } = await session.open('/products/ulei-cbd-10-spectru-complet', MOBILE, {
      before: slowPhone,
      waitUntil: 'commit',
    });
    const button = page
      .locator('island-root[data-island="product-purchase"]')
      .getByRole('button', { name: /Adaugă în coș/ })
      .first();
    await button.click();
    expect(await until(async () => (await cartQuantities(page)).length > 0)).toBe(true);
    await page.waitForTimeout(1500);
    expect(await cartQuantities(page)).toEqual([1]);
    expect(errors).toEqual([]);
  });

  it("a tap held while its island's code is still downloading counts once the code arrives, after other islands went live", async () => {
    const { page, errors } = await session.open('/shop', MOBILE, {
      before: async (p) => {
        // The card's code is held back until the tap has landed; the shell's islands go live meanwhile.
        let release: () => void = () => {};
        const released = new Promise<void>((r) => (release = r));
        (p as Page & { releaseCards?: () => void }).releaseCards = release;
        await p.route('**/assets/card-actions-*.js', async (route) => {
          await released;
          await route.continue();
        });
      },
    });
    await page.waitForFunction(() =>
      document.querySelector('island-root[data-island="cart-button"]')?.hasAttribute('data-live'),
    );
    // A card that sells (an e-cigarette's card links to its page instead).
    const card = page
      .locator('island-root[data-island="card-actions"]')
      .filter({ has: page.getByRole('button', { name: /Adaugă în coș/ }) })
      .nth(2);
    await card.evaluate((el) => (el.firstElementChild ?? el).scrollIntoView({ block: 'center', behavior: 'instant' }));
    await card.getByRole('button', { name: /Adaugă în coș/ }).click();
    await card.getByRole('button', { name: /Adaugă în coș/ }).click();
    expect(await cartQuantities(page)).toEqual([]);
    (page as Page & { releaseCards?: () => void }).releaseCards!();
    expect(await until(async () => (await cartQuantities(page)).length > 0)).toBe(true);
    await page.waitForTimeout(1000);
    expect(await cartQuantities(page)).toEqual([1]);
    expect(errors).toEqual([]);
  });

  it('a link inside an island still navigates as it does without JavaScript', async () => {
    const { page } = await session.open('/shop', MOBILE, { before: slowPhone, waitUntil: 'domcontentloaded' });
    const link = page.locator('article a[href^="/products/"]').nth(5);
    const href = await link.getAttribute('href');
    await link.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await link.click();
    await page.waitForURL(`**${href}`);
    expect(new URL(page.url()).pathname).toBe(href);
  });
});

describe('the first submit counts on a slow phone', () => {
  it('the newsletter: an address typed and sent before the form hydrates is subscribed, and never lands in the URL', async () => {
    const { page } = await session.open('/', MOBILE, { before: slowPhone, waitUntil: 'domcontentloaded' });
    const form = page.getByRole('region', { name: 'Cod de 10% reducere pentru o comandă' });
    await form.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const address = `first-tap-${Date.now()}@exemplu.ro`;
    await form.getByRole('textbox', { name: 'Adresa ta de e-mail' }).fill(address);
    await form.getByRole('checkbox', { name: 'Confirm că am cel puțin 18 ani.' }).check();
    await form.getByRole('button', { name: 'Abonează-mă' }).click();
    await form.getByRole('button', { name: 'Verifică e-mailul' }).waitFor({ timeout: 20_000 });
    expect(page.url()).not.toContain('email=');
  });

  it('the newsletter: an address typed before hydration stays in the field when the 18+ box is missing', async () => {
    const { page } = await session.open('/', MOBILE, { before: slowPhone, waitUntil: 'domcontentloaded' });
    const form = page.getByRole('region', { name: 'Cod de 10% reducere pentru o comandă' });
    await form.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const address = `early-${Date.now()}@exemplu.ro`;
    const field = form.getByRole('textbox', { name: 'Adresa ta de e-mail' });
    await field.fill(address);
    await waitForIsland(page, 'newsletter-form');
    await form.getByRole('button', { name: 'Abonează-mă' }).click();
    await form.getByRole('alert').filter({ hasText: '18 ani' }).waitFor();
    expect(await field.inputValue()).toBe(address);
    await form.getByRole('checkbox', { name: 'Confirm că am cel puțin 18 ani.' }).check();
    await form.getByRole('button', { name: 'Abonează-mă' }).click();
    await form.getByRole('button', { name: 'Verifică e-mailul' }).waitFor({ timeout: 20_000 });
  });
});
