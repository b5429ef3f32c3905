import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  addToCartAndOpenDrawer,
  axeViolations,
  DESKTOP,
  launchBrowser,
  MOBILE,
  shopperContext,
  trackErrors,
  waitForIsland,
} from './browser';

const baseUrl = inject('baseUrl');
const HERO = '/products/ulei-cbd-10-spectru-complet';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function freshPage(viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await shopperContext(browser, { viewport });
  const page = await context.newPage();
  return { context, page, errors: trackErrors(page) };
}

const badge = (page: Page) => page.getByTestId('cart-count');

async function addFromProductPage(page: Page, quantity = 1) {
  await page.goto(baseUrl + HERO);
  await waitForIsland(page, 'product-purchase');
  for (let i = 1; i < quantity; i++) await page.getByRole('button', { name: 'Crește cantitatea' }).click();
  await page.getByRole('button', { name: 'Adaugă în coș', exact: true }).click();
}

describe('cart', () => {
  it('adds from the product page, shows the badge and keeps the cart across a reload', async () => {
    const { context, page, errors } = await freshPage();
    await addFromProductPage(page, 2);
    await expect(badge(page).textContent()).resolves.toBe('2');
    await page.getByText('Produs adăugat în coș!').waitFor();
    await page.reload();
    await waitForIsland(page, 'cart-button');
    await badge(page).waitFor();
    await expect(badge(page).textContent()).resolves.toBe('2');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the drawer with lines, free-shipping progress, quantity controls and remove', async () => {
    const { context, page } = await freshPage(MOBILE);
    await addFromProductPage(page);
    await waitForIsland(page, 'cart-button');
    const cartButton = page.getByRole('link', { name: /Coșul de cumpărături/ });
    // On a phone the toast sits below the header: the cart and its count stay in sight (seventh review F16).
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Produs adăugat în coș!' });
    await toast.waitFor();
    const cartBox = (await cartButton.boundingBox())!;
    await expect
      .poll(async () => (await toast.boundingBox())?.y ?? 0, { timeout: 3000 })
      .toBeGreaterThanOrEqual(cartBox.y + cartBox.height);
    await cartButton.click();
    const drawer = page.getByRole('dialog', { name: /Coșul tău/ });
    await drawer.waitFor();
    await expect(drawer.getByText('Ulei CBD 10% spectru complet').first().isVisible()).resolves.toBe(true);
    await expect(drawer.getByTestId('free-shipping').textContent()).resolves.toMatch(
      /^Încă [\d,]+\s?lei până la livrarea gratuită$/,
    );
    await expect(drawer.getByRole('button', { name: 'Comandă acum -25%' }).isVisible()).resolves.toBe(true);
    for (const line of ['Livrare în 24–48 de ore', 'Buletin de analiză pe lot', 'Plată securizată']) {
      await expect(drawer.getByText(line).isVisible()).resolves.toBe(true);
    }
    expect(await axeViolations(page)).toEqual([]);
    await drawer.getByRole('button', { name: 'Crește cantitatea' }).click();
    await expect(badge(page).textContent()).resolves.toBe('2');
    // One piece's price and the line's total, each with its label: "Preț/buc. 89,90 lei", "Total 179,80 lei".
    const line = drawer.locator('[data-cart-line]').first();
    const each = (await line.getByText('Preț/buc.').locator('..').textContent())!.match(/([\d.]+,\d{2})/)![1]!;
    const total = (await line.getByText('Total', { exact: true }).locator('..').textContent())!.match(
      /([\d.]+,\d{2})/,
    )![1]!;
    const amount = (text: string) => Number(text.replace(/\./g, '').replace(',', '.'));
    expect(amount(total)).toBeCloseTo(2 * amount(each), 2);
    await expect(drawer.getByRole('button', { name: 'Scade cantitatea' }).isEnabled()).resolves.toBe(true);
    await drawer.getByRole('button', { name: /^Elimină/ }).click();
    await drawer.getByText('Coșul tău este gol').waitFor();
    await expect(drawer.getByRole('link', { name: 'Explorează produsele' }).getAttribute('href')).resolves.toBe(
      '/shop',
    );
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await expect(cartButton.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await context.close();
  });

  it('shows free delivery from 200 lei on /cos, 19 lei below, and the empty state', async () => {
    const { context, page } = await freshPage();
    await page.goto(`${baseUrl}/cos`);
    await page.getByText('Coșul tău este gol').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await addFromProductPage(page);
    await page.goto(`${baseUrl}/cos`);
    await page.getByTestId('cart-shipping').waitFor();
    await expect(page.getByTestId('cart-shipping').textContent()).resolves.toMatch(/^19,00\s?lei$/);
    await page.getByRole('button', { name: 'Crește cantitatea' }).click();
    await expect(page.getByTestId('cart-shipping').textContent()).resolves.toBe('GRATUITĂ');
    await expect(page.getByRole('button', { name: 'Finalizează comanda' }).isVisible()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('checks out in a second tab on the checkout URL, which shows the lines sent', async () => {
    const { context, page } = await freshPage();
    await addFromProductPage(page, 3);
    await page.getByRole('link', { name: /Coșul de cumpărături/ }).click();
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Comandă acum -25%' }).click(),
    ]);
    await popup.waitForURL(/\/checkout\/[0-9a-f]{32}\?channel=online_store$/);
    await popup.getByRole('heading', { name: 'Finalizarea comenzii' }).waitFor();
    await expect(popup.getByRole('cell', { name: '3', exact: true }).isVisible()).resolves.toBe(true);
    await page.getByRole('dialog', { name: /Coșul tău/ }).waitFor({ state: 'hidden' });
    await expect(badge(page).textContent()).resolves.toBe('3');
    await context.close();
  });

  it('buy now adds the item and opens the checkout tab', async () => {
    const { context, page } = await freshPage();
    await page.goto(baseUrl + HERO);
    await waitForIsland(page, 'product-purchase');
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Cumpără acum' }).click(),
    ]);
    await popup.waitForURL(/channel=online_store/);
    await expect(badge(page).textContent()).resolves.toBe('1');
    await context.close();
  });

  it('tells the shopper when the checkout pop-up is blocked and keeps the cart', async () => {
    const { context, page } = await freshPage();
    await addFromProductPage(page);
    await page.evaluate(() => {
      window.open = () => null;
    });
    await page.getByRole('link', { name: /Coșul de cumpărături/ }).click();
    await page.getByRole('button', { name: 'Comandă acum -25%' }).click();
    await page.getByText('Pop-up blocat').waitFor();
    await expect(page.getByText('Te rugăm să permiți pop-up-uri pentru acest site').isVisible()).resolves.toBe(true);
    await expect(badge(page).textContent()).resolves.toBe('1');
    await context.close();
  });

  it('closes the blank tab and keeps the cart when the checkout fails', async () => {
    const { context, page } = await freshPage();
    await addFromProductPage(page);
    await page.route('**/api/cart', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }),
    );
    await page.getByRole('link', { name: /Coșul de cumpărături/ }).click();
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Comandă acum -25%' }).click(),
    ]);
    await expect.poll(() => popup.isClosed(), { timeout: 10_000 }).toBe(true);
    await page.getByText('Eroare la checkout').waitFor();
    await expect(badge(page).textContent()).resolves.toBe('1');
    await context.close();
  });

  it('toggles a product in the favourites with the spec toasts', async () => {
    const { context, page } = await freshPage();
    await page.goto(baseUrl + HERO);
    await waitForIsland(page, 'product-purchase');
    const heart = page.getByRole('button', { name: 'Favorite: Ulei CBD 10% spectru complet' }).first();
    await heart.click();
    await page.getByText('Adăugat la favorite!').waitFor();
    await expect(heart.getAttribute('aria-pressed')).resolves.toBe('true');
    await page.reload();
    await waitForIsland(page, 'product-purchase');
    await page.waitForFunction(() => document.querySelector('[aria-pressed="true"]') !== null);
    await heart.click();
    await page.getByText('Eliminat din favorite').waitFor();
    await context.close();
  });
});

describe('cart across tabs', () => {
  it('keeps two tabs of the shop in step', async () => {
    const context = await shopperContext(browser, { viewport: DESKTOP });
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto(baseUrl + HERO);
    await second.goto(`${baseUrl}/shop`);
    await waitForIsland(second, 'cart-button');
    await waitForIsland(first, 'product-purchase');
    await first.getByRole('button', { name: 'Adaugă în coș', exact: true }).click();
    await second.getByTestId('cart-count').waitFor();
    await expect(second.getByTestId('cart-count').textContent()).resolves.toBe('1');
    await context.close();
  });
});

describe('a toast and the cart drawer on a phone', () => {
  it('"Adaugă în coș" still shows the spec\'s toast, and with the drawer open it covers neither its title, its close button nor its checkout button', async () => {
    const { context, page } = await freshPage(MOBILE);
    await page.goto(baseUrl + HERO);
    const drawer = await addToCartAndOpenDrawer(page);
    const toast = page.getByText('Produs adăugat în coș!', { exact: true });
    await toast.waitFor();
    const title = drawer.getByRole('heading', { name: /Coșul tău/ });
    const close = drawer.getByRole('button', { name: /Închide/ }).first();
    const checkout = drawer.getByRole('button', { name: /Comandă acum/ });
    const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    await expect
      .poll(async () => {
        const t = (await page.locator('[data-sonner-toast]').first().boundingBox())!;
        return (
          overlaps(t, (await title.boundingBox())!) ||
          overlaps(t, (await close.boundingBox())!) ||
          overlaps(t, (await checkout.boundingBox())!)
        );
      })
      .toBe(false);
    await context.close();
  });
});

describe('the cart page on a phone', () => {
  it('shows no round contact buttons over "Finalizează comanda" and the 18+ box; other pages keep them', async () => {
    const { context, page } = await freshPage(MOBILE);
    await page.goto(baseUrl + HERO);
    await addToCartAndOpenDrawer(page);
    // Both of the cart's addresses (the drawer's "Vezi coșul complet" links to /cos).
    for (const path of ['/cart', '/cos']) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expect(page.getByRole('complementary', { name: 'Contact rapid' }).isVisible(), path).resolves.toBe(false);
    }
    await page.goto(baseUrl + HERO);
    await expect(page.getByRole('complementary', { name: 'Contact rapid' }).isVisible()).resolves.toBe(true);
    await context.close();
  });
});

describe("the checkout hand-off's own 18+ box", () => {
  it('"Comandă acum" waits for the box: the box says why and takes the focus; ticked, the checkout opens', async () => {
    const context = await shopperContext(browser, { viewport: DESKTOP });
    await context.addInitScript(() => {
      sessionStorage.setItem('checkout-adult-unset', '1');
      sessionStorage.removeItem('checkout-adult');
    });
    const page = await context.newPage();
    const drawer = await (async () => {
      await page.goto(baseUrl + HERO);
      return addToCartAndOpenDrawer(page);
    })();
    const popups: string[] = [];
    context.on('page', (p) => popups.push(p.url()));
    await drawer.getByRole('button', { name: /Comandă acum/ }).click();
    await drawer
      .getByRole('alert')
      .filter({ hasText: 'Bifează căsuța ca să continui spre plată: vindem doar adulților.' })
      .waitFor();
    const box = drawer.getByRole('checkbox', { name: 'Am cel puțin 18 ani și comand produse pentru uz propriu.' });
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(popups).toEqual([]);
    await box.check();
    const checkout = context.waitForEvent('page');
    await drawer.getByRole('button', { name: /Comandă acum/ }).click();
    const tab = await checkout;
    await tab.waitForURL(/checkout/);
    await context.close();
  });
});
