// ISSUE [8]: what a real visit found, seen in the browser.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { addToCartAndOpenDrawer, axeViolations, DESKTOP, MOBILE, shopperSession, waitForIsland } from './browser';

const baseUrl = inject('baseUrl');
const session = shopperSession(baseUrl);
const HERO = '/products/ulei-cbd-10-spectru-complet';

/** Whether the element drawn at the toast's centre belongs to the toast (nothing covers it). */
async function toastOnTop(page: Page, text: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
  await toast.waitFor();
  const box = (await toast.boundingBox())!;
  return page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-sonner-toast]') !== null, {
    x: box.x + box.width / 2,
    y: box.y + box.height / 2,
  });
}

describe('toasts', () => {
  it('sit above the cart drawer and its backdrop', async () => {
    const { page } = await session.open(HERO, MOBILE);
    const drawer = await addToCartAndOpenDrawer(page);
    await drawer.getByRole('button', { name: /^Elimină/ }).click();
    // Seen and reachable: its close button can be clicked while the drawer stays open.
    expect(await toastOnTop(page, 'Produs eliminat din coș')).toBe(true);
    await page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Produs eliminat din coș' })
      .getByRole('button', { name: 'Închide notificarea' })
      .click({ timeout: 5000 });
    await expect(drawer.isVisible()).resolves.toBe(true);
  });

  it("a product card's toast lasts the spec's 3000 ms, not the toaster's default 4000 ms", async () => {
    const { page } = await session.open('/shop', MOBILE);
    const card = page.locator('island-root[data-island="card-actions"]').first();
    await card.evaluate((el) => (el.firstElementChild ?? el).scrollIntoView({ block: 'center', behavior: 'instant' }));
    await waitForIsland(page, 'card-actions');
    await card.getByRole('button', { name: /Adaugă în coș/ }).click();
    // Away from the toast: sonner pauses a toast under the pointer.
    await page.mouse.move(200, 800);
    // Measured in the page, from the toast's appearance to its removal.
    const shownMs = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let shown = 0;
          const check = () => {
            const present = [...document.querySelectorAll('[data-sonner-toast]')].some((t) =>
              t.textContent?.includes('Produs adăugat în coș!'),
            );
            if (present && !shown) shown = performance.now();
            if (!present && shown) return resolve(performance.now() - shown);
            requestAnimationFrame(check);
          };
          check();
        }),
    );
    expect(shownMs).toBeGreaterThan(2500);
    expect(shownMs).toBeLessThan(3900);
  });
});

describe('the cart page on a phone', () => {
  it('/cos at 390 px: no sideways scroll, and product titles wrap as text, not a word per line', async () => {
    const { page } = await session.open(HERO, MOBILE);
    for (const path of [HERO, '/products/crema-masaj-cbd-arnica-mentol']) {
      await page.goto(baseUrl + path);
      await waitForIsland(page, 'product-purchase');
      await page.getByRole('button', { name: 'Adaugă în coș', exact: true }).click();
    }
    await page.goto(`${baseUrl}/cos`);
    await waitForIsland(page, 'cart-page-view');
    const lines = page.locator('main [data-cart-line]');
    await expect(lines.count()).resolves.toBe(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Each title is a link: one line box per rendered line.
    const rows = await lines.evaluateAll((items) =>
      items.map((li) => li.querySelector('p > a')!.getClientRects().length),
    );
    for (const count of rows) expect(count).toBeLessThanOrEqual(2);
  });
});

describe('the quantity stepper', () => {
  it('stops at the stock the page states and says why', async () => {
    const { page } = await session.open(HERO, MOBILE);
    await waitForIsland(page, 'product-purchase');
    const stock = Number((await page.getByTestId('stock').textContent())!.match(/(\d+)/)![1]);
    const field = page.getByRole('spinbutton', { name: 'Cantitate' });
    await field.fill('200');
    await expect(field.inputValue()).resolves.toBe(String(stock));
    await expect(page.getByRole('button', { name: 'Crește cantitatea' }).isDisabled()).resolves.toBe(true);
    await page.getByText(`Mai sunt doar ${stock} de bucăți în stoc.`).waitFor();
    // Cleared and retyped, the field takes what is typed (it used to snap back to 1 and append).
    await field.fill('');
    await field.pressSequentially('12');
    await expect(field.inputValue()).resolves.toBe('12');
    await field.fill('200');
    await expect(field.inputValue()).resolves.toBe(String(stock));
    await page.getByRole('button', { name: 'Adaugă în coș', exact: true }).click();
    await page.getByRole('button', { name: 'Adaugă în coș', exact: true }).click();
    const quantities = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('shopify-cart') ?? '{}').state.items.map((i: { quantity: number }) => i.quantity),
    );
    expect(quantities).toEqual([stock]);
  });
});

describe('favourites', () => {
  it('a hearted product shows in the header count and on /favorite, where it can go in the cart or be removed', async () => {
    const { page, errors } = await session.open('/shop', MOBILE);
    const card = page.locator('island-root[data-island="card-actions"]').first();
    await card.evaluate((el) => (el.firstElementChild ?? el).scrollIntoView({ block: 'center', behavior: 'instant' }));
    await waitForIsland(page, 'card-actions');
    const title = (await card.getByRole('button', { name: /^Favorite: / }).textContent())!
      .replace('Favorite: ', '')
      .trim();
    await card.getByRole('button', { name: /^Favorite: / }).click();
    await expect.poll(() => page.getByTestId('wishlist-count').textContent()).toBe('1');

    await page.getByRole('link', { name: /^Favorite, 1 produs$/ }).click();
    await page.waitForURL('**/favorite');
    const list = page.getByRole('list', { name: 'Produse favorite' });
    await list.waitFor();
    await expect(list.getByRole('link', { name: title }).first().isVisible()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await list.getByRole('button', { name: /Adaugă în coș/ }).click();
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('1');
    await list.getByRole('button', { name: `Elimină ${title} din favorite` }).click();
    await page.getByText('Nu ai încă produse favorite').waitFor();
    await expect(page.getByTestId('wishlist-count').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });

  it('/favorites is the English alias, and an empty list says how to fill it', async () => {
    const { page } = await session.open('/favorites', DESKTOP);
    await page.getByText('Nu ai încă produse favorite').waitFor();
    await expect(page.getByRole('link', { name: 'Mergi la magazin' }).getAttribute('href')).resolves.toBe('/shop');
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('saved data is never lost to an early tap', () => {
  it('a product page tapped before the saved cart and favourites are restored adds to them, never replaces them', async () => {
    const { page } = await session.open('/shop', MOBILE);
    const saved = {
      product: { id: 'gid://shopify/Product/1013', handle: 'jeleuri-cbd-somn', title: 'Jeleuri salvate', image: null },
      variantId: 'gid://shopify/ProductVariant/99001',
      variantTitle: 'Default Title',
      price: { amount: 59.9, currencyCode: 'RON' },
      quantity: 3,
      selectedOptions: [],
    };
    await page.evaluate((line) => {
      localStorage.setItem(
        'shopify-cart',
        JSON.stringify({ version: 1, state: { items: [line], cartId: null, checkoutUrl: null } }),
      );
      localStorage.setItem('wishlist', JSON.stringify({ version: 1, state: { ids: ['gid://shopify/Product/1013'] } }));
    }, saved);
    // The product page's code is held back until both taps have landed.
    let release: () => void = () => {};
    const released = new Promise<void>((r) => (release = r));
    await page.route('**/assets/product-purchase-*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${baseUrl}${HERO}`, { waitUntil: 'domcontentloaded' });
    const purchase = page.locator('island-root[data-island="product-purchase"]');
    await purchase.getByRole('button', { name: 'Adaugă în coș', exact: true }).click();
    release();
    await expect
      .poll(
        async () =>
          page.evaluate(() =>
            JSON.parse(localStorage.getItem('shopify-cart') ?? '{}').state?.items?.map(
              (i: { quantity: number }) => i.quantity,
            ),
          ),
        { timeout: 15_000 },
      )
      .toEqual([3, 1]);
    await purchase.getByRole('button', { name: /^Favorite: / }).click();
    await expect
      .poll(async () => page.evaluate(() => JSON.parse(localStorage.getItem('wishlist') ?? '{}').state?.ids?.length))
      .toBe(2);
  });

  it('a saved cart that is not JSON shows the empty cart instead of loading forever', async () => {
    const { page } = await session.open('/shop', MOBILE);
    await page.evaluate(() => localStorage.setItem('shopify-cart', '}{'));
    await page.goto(`${baseUrl}/cos`);
    await page.getByText('Coșul tău este gol').waitFor({ timeout: 10_000 });
  });
});
