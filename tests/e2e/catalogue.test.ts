import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, DESKTOP, launchBrowser, MOBILE, shopperContext, trackErrors } from './browser';

const baseUrl = inject('baseUrl');
const HERO = '/products/ulei-cbd-10-spectru-complet';
const HERO_TITLE = 'Ulei CBD 10% spectru complet';
const SOLD_OUT = '/products/ulei-cbd-30-editie-limitata';
/** "49,90 lei", "1.249,00 lei" (Intl puts a no-break space before the unit). */
const PRICE = /(\d{1,3}(?:\.\d{3})*,\d{2})\s?lei/;

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});
afterAll(async () => {
  await browser?.close();
});

/** A fresh shopper (own storage) who has already answered the cookie banner. */
async function shopper(viewport = DESKTOP): Promise<{ page: Page; errors: string[] }> {
  const context = await shopperContext(browser, { viewport });
  contexts.push(context);
  const page = await context.newPage();
  return { page, errors: trackErrors(page) };
}

/** Waits until React has hydrated the island (it attaches its internal keys to the DOM it adopts). */
async function hydrated(island: Locator): Promise<void> {
  const handle = await island.elementHandle();
  await island.page().waitForFunction((el) => {
    const child = el?.firstElementChild;
    return !!child && Object.keys(child).some((k) => k.startsWith('__react'));
  }, handle);
}

const island = (scope: Page | Locator, name: string) => scope.locator(`island-root[data-island="${name}"]`);
const cards = (page: Page) => page.getByRole('article');
const cartBadge = (page: Page) => page.getByTestId('cart-count');
const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);
const focusInside = (locator: Locator) => locator.evaluate((el) => el.contains(document.activeElement));

/** "28 de produse" → 28. */
async function badgeCount(page: Page): Promise<number> {
  const text = (await page.getByTestId('product-count').textContent()) ?? '';
  expect(text).toMatch(/^\d+ (de )?produse?$/);
  return Number.parseInt(text, 10);
}

const leiToNumber = (text: string) => Number(text.replace(/\./g, '').replace(',', '.'));

/** The first (sale) price shown on each product card. */
async function cardPrices(page: Page): Promise<number[]> {
  const prices: number[] = [];
  for (const card of await cards(page).all()) {
    const text = (await card.getByText(PRICE).first().textContent()) ?? '';
    const match = text.match(PRICE);
    expect(match, `no price in card: ${text}`).not.toBeNull();
    prices.push(leiToNumber(match?.[1] ?? ''));
  }
  return prices;
}

async function clickAndWaitForUrl(page: Page, link: Locator, check: (url: URL) => boolean) {
  await Promise.all([page.waitForURL(check), link.click()]);
  await page.waitForLoadState('domcontentloaded');
}

/**
 * Brings each product card into view, one at a time, and waits for its buttons to hydrate. (Jumping to
 * the bottom skipped the cards in between whenever the page's smooth scroll ran slowly, on a busy machine.)
 */
async function hydrateAllCards(page: Page) {
  const all = island(page, 'card-actions');
  const count = await all.count();
  for (let i = 0; i < count; i++) {
    const card = all.nth(i);
    await card.evaluate((el) => (el.firstElementChild ?? el).scrollIntoView({ block: 'center', behavior: 'instant' }));
    await hydrated(card);
  }
}

describe('shop filters', () => {
  it('filters by price bucket: the URL, the count badge and every shown price agree', async () => {
    const { page } = await shopper(DESKTOP);
    await page.goto(`${baseUrl}/shop`);
    const all = await badgeCount(page);
    await expect(cards(page).count()).resolves.toBe(all);
    const priceNav = page.getByRole('navigation', { name: 'Filtrează după preț' });
    const buckets = [
      { label: 'Sub 50 de lei', id: 'sub-50', min: 0, max: 50 },
      { label: '50–100 de lei', id: '50-100', min: 50, max: 100 },
      { label: '100–200 de lei', id: '100-200', min: 100, max: 200 },
      { label: 'Peste 200 de lei', id: 'peste-200', min: 200, max: Number.POSITIVE_INFINITY },
    ];
    let seen = 0;
    for (const bucket of buckets) {
      const chip = priceNav.getByRole('link', { name: bucket.label, exact: true });
      await clickAndWaitForUrl(
        page,
        chip,
        (url) => url.pathname === '/shop' && url.searchParams.get('pret') === bucket.id,
      );
      await expect(
        priceNav.getByRole('link', { name: bucket.label, exact: true }).getAttribute('aria-current'),
      ).resolves.toBe('page');
      const count = await badgeCount(page);
      expect(count, bucket.label).toBeGreaterThan(0);
      await expect(cards(page).count()).resolves.toBe(count);
      const prices = await cardPrices(page);
      expect(prices).toHaveLength(count);
      for (const price of prices) {
        expect(price, `${price} lei shown under "${bucket.label}"`).toBeGreaterThanOrEqual(bucket.min);
        expect(price, `${price} lei shown under "${bucket.label}"`).toBeLessThan(bucket.max);
      }
      seen += count;
    }
    // The buckets split the whole range: every product is in exactly one.
    expect(seen).toBe(all);
  });

  it('filters by need, and keeps need and price together in the URL', async () => {
    const { page } = await shopper(DESKTOP);
    await page.goto(`${baseUrl}/shop`);
    const all = await badgeCount(page);
    await page.goto(`${baseUrl}/shop?category=seara`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Rutina de seară');
    const relaxing = await badgeCount(page);
    expect(relaxing).toBeGreaterThan(0);
    expect(relaxing).toBeLessThan(all);
    await expect(cards(page).count()).resolves.toBe(relaxing);

    // Need first, then price.
    const priceNav = page.getByRole('navigation', { name: 'Filtrează după preț' });
    await clickAndWaitForUrl(
      page,
      priceNav.getByRole('link', { name: 'Sub 50 de lei', exact: true }),
      (url) => url.searchParams.get('category') === 'seara' && url.searchParams.get('pret') === 'sub-50',
    );
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Rutina de seară');
    const both = await badgeCount(page);
    expect(both).toBeGreaterThan(0);
    expect(both).toBeLessThan(relaxing);
    await expect(cards(page).count()).resolves.toBe(both);
    for (const price of await cardPrices(page)) expect(price).toBeLessThan(50);

    // Price first, then need: the price stays.
    await page.goto(`${baseUrl}/shop?pret=100-200`);
    const needNav = page.getByRole('navigation', { name: 'Filtrează după rutină' });
    await clickAndWaitForUrl(
      page,
      needNav.getByRole('link', { name: 'Rutina de seară', exact: true }),
      (url) => url.searchParams.get('category') === 'seara' && url.searchParams.get('pret') === '100-200',
    );
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Rutina de seară');
    const mid = await badgeCount(page);
    expect(mid).toBeGreaterThan(0);
    await expect(cards(page).count()).resolves.toBe(mid);
    for (const price of await cardPrices(page)) {
      expect(price).toBeGreaterThanOrEqual(100);
      expect(price).toBeLessThan(200);
    }
  });
});

describe('quick view', () => {
  /** The card of the product titled `title` on /shop, in view and live. */
  async function shopCard(page: Page, title: string) {
    await page.goto(`${baseUrl}/shop`);
    const card = cards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await card.scrollIntoViewIfNeeded();
    await hydrated(island(card, 'card-actions'));
    return card;
  }

  /** Opens the quick view of `title` (the hero oil by default: five photos, so the four-thumbnail limit shows). */
  async function openQuickView(page: Page, title = HERO_TITLE) {
    const card = await shopCard(page, title);
    const trigger = card.getByRole('button', { name: /^Vizualizare rapidă/ });
    await trigger.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: title, exact: true }).waitFor();
    return { card, trigger, dialog };
  }

  it('opens a modal with the product, closes on Escape, gives focus back and reopens fresh', async () => {
    const { page, errors } = await shopper(DESKTOP);
    const { trigger, dialog } = await openQuickView(page);
    await expect(dialog.count()).resolves.toBe(1);
    await expect(
      dialog.getAttribute('aria-labelledby').then((id) => page.locator(`#${id}`).textContent()),
    ).resolves.toBe(HERO_TITLE);
    const thumbnails = dialog.getByRole('list', { name: 'Imagini produs' }).getByRole('button');
    const thumbCount = await thumbnails.count();
    expect(thumbCount).toBeGreaterThan(1);
    expect(thumbCount).toBeLessThanOrEqual(4);
    await expect(dialog.getByText(PRICE).first().isVisible()).resolves.toBe(true);
    await expect(dialog.getByRole('button', { name: /^Adaugă în coș/ }).isVisible()).resolves.toBe(true);
    await expect(focusInside(dialog)).resolves.toBe(true);

    // Pick another photo, so a fresh dialog can be told apart.
    await thumbnails.nth(1).click();
    await expect(thumbnails.nth(1).getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(focusInside(dialog)).resolves.toBe(true);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect(isFocused(trigger)).resolves.toBe(true);

    await trigger.click();
    await dialog.getByRole('heading', { name: HERO_TITLE, exact: true }).waitFor();
    await expect(dialog.count()).resolves.toBe(1);
    await expect(thumbnails.first().getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(thumbnails.nth(1).getAttribute('aria-pressed')).resolves.toBe('false');
    await expect(focusInside(dialog)).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect(isFocused(trigger)).resolves.toBe(true);
    expect(errors).toEqual([]);
  });

  it('on a phone: the price and "Adaugă în coș" show without scrolling, and an oil states its drop beside EFSA\'s level', async () => {
    const { page, errors } = await shopper(MOBILE);
    const { dialog } = await openQuickView(page);
    const button = dialog.getByRole('button', { name: /^Adaugă în coș/ });
    await button.waitFor();
    const box = (await button.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(MOBILE.height);
    const note = dialog.getByTestId('serving-note');
    await expect(note.textContent()).resolves.toContain('EFSA');
    await expect(note.textContent()).resolves.toContain('sub 25 de ani');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a jelly: the option counts the pieces in a jar, and the stock line counts jars with their pieces', async () => {
    const { page, errors } = await shopper(DESKTOP);
    const { dialog } = await openQuickView(page, 'Jeleuri CBD cu fructe de pădure');
    // One thing is "Cantitate" (how many jars go in the cart); the option is the pieces in one jar.
    await expect(dialog.getByRole('group', { name: 'Bucăți în borcan' }).isVisible()).resolves.toBe(true);
    await expect(dialog.getByRole('group', { name: 'Cantitate' }).count()).resolves.toBe(0);
    const stock = dialog.getByTestId('quick-view-stock');
    await expect(stock.textContent()).resolves.toMatch(/^În stoc: \d+ de borcane \(câte 30 de bucăți\)$/);
    await dialog.getByText('60 buc.', { exact: true }).click();
    await dialog.getByText(/^În stoc: \d+ de borcane \(câte 60 de bucăți\)$/).waitFor();
    expect(errors).toEqual([]);
  });

  it("an e-cigarette's card and quick view sell nothing: its page, with the warnings and the lot, does", async () => {
    const { page, errors } = await shopper(DESKTOP);
    const { card, dialog } = await openQuickView(page, 'Țigaretă electronică CBD de unică folosință');
    // Nor does its card: it links to the page (seventh review F3).
    await expect(card.getByRole('button', { name: /Adaugă în coș/ }).count()).resolves.toBe(0);
    await expect(card.getByRole('link', { name: /^Vezi detaliile/ }).getAttribute('href')).resolves.toMatch(
      /^\/products\//,
    );
    await expect(dialog.getByRole('button', { name: /Adaugă în coș/ }).count()).resolves.toBe(0);
    await expect(dialog.getByTestId('quick-view-vape').textContent()).resolves.toContain('avertismentele');
    await expect(dialog.getByRole('link', { name: 'Vezi toate detaliile' }).getAttribute('href')).resolves.toMatch(
      /^\/products\//,
    );
    expect(errors).toEqual([]);
  });

  it('keeps Tab and Shift+Tab inside the open dialog', async () => {
    const { page } = await shopper(DESKTOP);
    const { dialog } = await openQuickView(page);
    await expect(focusInside(dialog)).resolves.toBe(true);
    const describeFocus = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        if (!el) return 'nothing';
        const name =
          el.getAttribute('aria-label') || el.textContent?.trim() || el.querySelector('img')?.getAttribute('alt') || '';
        return `<${el.tagName.toLowerCase()}> "${name.slice(0, 40)}"`;
      });
    for (const key of ['Tab', 'Shift+Tab']) {
      const path: string[] = [await describeFocus()];
      // More presses than the dialog has controls, so focus has to come round at least once.
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press(key);
        path.push(await describeFocus());
        const inside = await focusInside(dialog);
        expect(inside, `${key} #${i + 1} moved focus out of the dialog: ${path.join(' → ')}`).toBe(true);
      }
    }
  });
});

describe('product page', () => {
  it('switches the main photo with the thumbnails and the arrow keys', async () => {
    const { page } = await shopper(DESKTOP);
    await page.goto(baseUrl + HERO);
    const thumbs = page.getByRole('button', { name: /^Arată imaginea \d+ din \d+$/ });
    const total = await thumbs.count();
    expect(total).toBeGreaterThan(2);
    await expect(thumbs.first().getAttribute('aria-label')).resolves.toBe(`Arată imaginea 1 din ${total}`);
    const main = island(page, 'product-gallery').locator('[data-image-frame] img');
    const pressed = () => thumbs.evaluateAll((els) => els.map((el) => el.getAttribute('aria-pressed')));
    const first = await main.getAttribute('src');
    await expect(pressed()).resolves.toEqual(Array.from({ length: total }, (_, i) => String(i === 0)));

    // The gallery hydrates when reached for (hydrate="interaction"): this first tap is held, then counts.
    await thumbs.nth(1).click();
    await page.locator('#thumb-1[aria-pressed="true"]').waitFor();
    await hydrated(island(page, 'product-gallery'));
    const second = await main.getAttribute('src');
    expect(second).not.toBe(first);
    // The main photo is the one the thumbnail shows.
    await expect(thumbs.nth(1).locator('img').getAttribute('src')).resolves.toBe(second);

    await page.keyboard.press('ArrowRight');
    await expect(isFocused(thumbs.nth(2))).resolves.toBe(true);
    await expect(pressed()).resolves.toEqual(Array.from({ length: total }, (_, i) => String(i === 2)));
    const third = await main.getAttribute('src');
    expect(new Set([first, second, third]).size).toBe(3);
    await expect(thumbs.nth(2).locator('img').getAttribute('src')).resolves.toBe(third);

    // From the first thumbnail, ArrowLeft wraps to the last.
    await thumbs.first().click();
    await page.keyboard.press('ArrowLeft');
    await expect(isFocused(thumbs.nth(total - 1))).resolves.toBe(true);
    await expect(thumbs.nth(total - 1).getAttribute('aria-pressed')).resolves.toBe('true');
  });

  it('steps the quantity with − and +, never below 1, and clamps a typed 0 to 1', async () => {
    const { page } = await shopper(DESKTOP);
    await page.goto(baseUrl + HERO);
    await hydrated(island(page, 'product-purchase'));
    const minus = page.getByRole('button', { name: 'Scade cantitatea' });
    const plus = page.getByRole('button', { name: 'Crește cantitatea' });
    const field = page.getByLabel('Cantitate', { exact: true });
    await expect(field.inputValue()).resolves.toBe('1');
    await expect(minus.isDisabled()).resolves.toBe(true);
    await plus.click();
    await plus.click();
    await expect(field.inputValue()).resolves.toBe('3');
    await expect(minus.isEnabled()).resolves.toBe(true);
    await minus.click();
    await expect(field.inputValue()).resolves.toBe('2');

    // Typing 0 over the value clamps to 1.
    await field.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('0');
    await expect(field.inputValue()).resolves.toBe('1');
    await expect(minus.isDisabled()).resolves.toBe(true);
  });

  it('shows a sold-out product as EPUIZAT with both buy buttons disabled', async () => {
    const { page, errors } = await shopper(DESKTOP);
    await page.goto(baseUrl + SOLD_OUT);
    await hydrated(island(page, 'product-purchase'));
    await expect(page.getByText('EPUIZAT', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Cumpără acum', exact: true }).isDisabled()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Adaugă în coș', exact: true }).isDisabled()).resolves.toBe(true);
    await expect(cartBadge(page).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('adding to the cart', () => {
  it('from a card and from the product page: badge, toasts, quantity and a reload', async () => {
    const { page, errors } = await shopper(DESKTOP);
    await page.goto(`${baseUrl}/shop`);
    await hydrated(island(page, 'cart-button'));
    await expect(cartBadge(page).count()).resolves.toBe(0);

    const card = cards(page)
      .filter({ hasNot: page.getByText('EPUIZAT', { exact: true }) })
      .filter({ hasNotText: HERO_TITLE })
      .first();
    await card.scrollIntoViewIfNeeded();
    await hydrated(island(card, 'card-actions'));
    const add = card.getByRole('button', { name: /^Adaugă în coș/ });

    await add.click();
    await page.getByText('Produs adăugat în coș!', { exact: true }).waitFor();
    await expect(cartBadge(page).textContent()).resolves.toBe('1');
    await add.click();
    await page.getByText('Cantitate actualizată în coș!', { exact: true }).waitFor();
    await expect(cartBadge(page).textContent()).resolves.toBe('2');

    await page.goto(baseUrl + HERO);
    await hydrated(island(page, 'product-purchase'));
    await cartBadge(page).waitFor();
    await expect(cartBadge(page).textContent()).resolves.toBe('2');
    const plus = page.getByRole('button', { name: 'Crește cantitatea' });
    await plus.click();
    await plus.click();
    await expect(page.getByLabel('Cantitate', { exact: true }).inputValue()).resolves.toBe('3');
    await page.getByRole('button', { name: 'Adaugă în coș', exact: true }).click();
    await page.getByText('Produs adăugat în coș!', { exact: true }).waitFor();
    await expect(cartBadge(page).textContent()).resolves.toBe('5');

    await page.reload();
    await hydrated(island(page, 'cart-button'));
    await cartBadge(page).waitFor();
    await expect(cartBadge(page).textContent()).resolves.toBe('5');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('shopify-cart') ?? 'null'));
    const lines = stored?.state?.items as { quantity: number; product: { title: string } }[];
    expect(lines.map((l) => l.quantity).reduce((a, b) => a + b, 0)).toBe(5);
    expect(lines.find((l) => l.product.title === HERO_TITLE)?.quantity).toBe(3);
    expect(errors).toEqual([]);
  });
});

describe('search', () => {
  it('suggests products as you type on desktop and opens the highlighted one', async () => {
    const { page, errors } = await shopper(DESKTOP);
    await page.goto(`${baseUrl}/shop`);
    const combobox = page.getByRole('combobox', { name: 'Caută produse' });
    // The search island hydrates when the field is reached for (hydrate="interaction"), once the page's script runs.
    await hydrated(island(page, 'cart-button'));
    await combobox.focus();
    await hydrated(island(page, 'search-box').first());
    const form = page.getByRole('search').filter({ has: combobox });
    const listbox = page.getByRole('listbox', { name: 'Rezultatele căutării' });
    const status = form.getByRole('status');
    const options = listbox.getByRole('option');

    await combobox.click();
    await combobox.pressSequentially('crema');
    await listbox.waitFor({ state: 'visible' });
    await expect(combobox.getAttribute('aria-expanded')).resolves.toBe('true');
    const cremaOptions = await options.allTextContents();
    expect(cremaOptions.length).toBeGreaterThan(0);
    expect(cremaOptions.some((t) => t.includes('Cremă'))).toBe(true);
    await expect(status.textContent()).resolves.toMatch(/^(1 rezultat|\d+ (de )?rezultate)$/);
    const announced = Number.parseInt((await status.textContent()) ?? '', 10);
    expect(announced).toBeGreaterThanOrEqual(cremaOptions.length);

    await page.keyboard.press('ArrowDown');
    const highlighted = options.first();
    await expect(highlighted.getAttribute('aria-selected')).resolves.toBe('true');
    await expect(combobox.getAttribute('aria-activedescendant')).resolves.toBe(await highlighted.getAttribute('id'));
    const chosen = (await highlighted.textContent()) ?? '';
    await Promise.all([page.waitForURL(/\/products\/[^/?#]+$/), page.keyboard.press('Enter')]);
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    expect(title).not.toBe('');
    expect(chosen).toContain(title);
    expect(errors).toEqual([]);
  });

  it('matches title or description in any case, and closes on Escape, outside clicks and empty queries', async () => {
    const { page, errors } = await shopper(DESKTOP);
    await page.goto(`${baseUrl}/shop`);
    const combobox = page.getByRole('combobox', { name: 'Caută produse' });
    // The search island hydrates when the field is reached for (hydrate="interaction"), once the page's script runs.
    await hydrated(island(page, 'cart-button'));
    await combobox.focus();
    await hydrated(island(page, 'search-box').first());
    const form = page.getByRole('search').filter({ has: combobox });
    const listbox = page.getByRole('listbox', { name: 'Rezultatele căutării' });
    const status = form.getByRole('status');
    const options = listbox.getByRole('option');

    // What the shop sells, from its public search endpoint: titles and descriptions.
    const catalogue = await page.evaluate(async () => {
      const response = await fetch('/api/search-index');
      return ((await response.json()) as { products: { title: string; description: string }[] }).products;
    });
    // Typed without diacritics, as shoppers do: "SEARA" finds "seară".
    const aboutSleep = catalogue.filter((p) => /sear[aă]/i.test(`${p.title} ${p.description}`));
    expect(aboutSleep.length).toBeGreaterThan(1);

    await combobox.click();
    await combobox.pressSequentially('SEARA');
    await listbox.waitFor({ state: 'visible' });
    await expect(status.textContent()).resolves.toBe(
      aboutSleep.length === 1 ? '1 rezultat' : `${aboutSleep.length} ${aboutSleep.length >= 20 ? 'de ' : ''}rezultate`,
    );
    const shown = await options.allTextContents();
    expect(shown.length).toBe(Math.min(aboutSleep.length, 8));
    for (const text of shown) {
      const product = catalogue.find((p) => text.startsWith(p.title));
      expect(product, `result "${text}" is not a product of the shop`).toBeDefined();
      expect(`${product!.title} ${product!.description}`, text).toMatch(/sear[aă]/i);
    }

    await page.keyboard.press('Escape');
    await listbox.waitFor({ state: 'hidden' });
    await expect(combobox.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(isFocused(combobox)).resolves.toBe(true);

    // Typing again reopens it; a click elsewhere on the page closes it.
    await page.keyboard.type(' ');
    await listbox.waitFor({ state: 'visible' });
    await page.getByRole('heading', { level: 1 }).click();
    await listbox.waitFor({ state: 'hidden' });
    await expect(combobox.getAttribute('aria-expanded')).resolves.toBe('false');

    // Only spaces: no list (wait past the 300 ms pause before judging).
    await combobox.fill('   ');
    await page.waitForTimeout(500);
    await expect(listbox.isVisible()).resolves.toBe(false);
    await expect(combobox.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(status.textContent()).resolves.toBe('');
    await combobox.fill('');
    await page.waitForTimeout(500);
    await expect(listbox.isVisible()).resolves.toBe(false);
    expect(errors).toEqual([]);
  });

  async function openOverlay(page: Page) {
    await page.goto(`${baseUrl}/shop`);
    const trigger = page.getByRole('button', { name: 'Caută produse', exact: true });
    // Its island hydrates on this tap (hydrate="interaction"): the tap is held, then carried out.
    await trigger.click();
    const overlay = page.getByRole('dialog', { name: 'Caută produse' });
    await overlay.waitFor();
    const combobox = overlay.getByRole('combobox', { name: 'Caută produse' });
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
    await expect(isFocused(combobox)).resolves.toBe(true);
    return { trigger, overlay, combobox };
  }

  it('opens a full-screen search on a phone; Escape closes the list, then the overlay, and focus returns', async () => {
    const { page, errors } = await shopper(MOBILE);
    const { trigger, overlay, combobox } = await openOverlay(page);
    const box = await overlay.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: MOBILE.width, height: MOBILE.height });

    await page.keyboard.type('ulei');
    const listbox = overlay.getByRole('listbox', { name: 'Rezultatele căutării' });
    await listbox.waitFor({ state: 'visible' });
    await expect(listbox.getByRole('option').count()).resolves.toBeGreaterThan(0);
    await expect(listbox.getByRole('option').first().textContent()).resolves.toMatch(/ulei/i);

    await page.keyboard.press('Escape');
    await listbox.waitFor({ state: 'hidden' });
    await expect(overlay.isVisible()).resolves.toBe(true);
    await expect(combobox.inputValue()).resolves.toBe('ulei');
    await page.keyboard.press('Escape');
    const closed = await overlay.waitFor({ state: 'hidden', timeout: 10_000 }).then(
      () => true,
      () => false,
    );
    expect(
      closed,
      `the second Escape left the overlay open${closed ? '' : ` (the search field now holds ${JSON.stringify(await combobox.inputValue())})`}`,
    ).toBe(true);
    await expect(isFocused(trigger)).resolves.toBe(true);
    expect(errors).toEqual([]);
  });

  it('closes the phone search overlay with one Escape when nothing is typed, and focus returns', async () => {
    const { page, errors } = await shopper(MOBILE);
    const { trigger, overlay } = await openOverlay(page);
    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'hidden' });
    await expect(isFocused(trigger)).resolves.toBe(true);
    // It opens again, fresh.
    await trigger.click();
    await overlay.waitFor();
    await expect(overlay.getByRole('combobox', { name: 'Caută produse' }).inputValue()).resolves.toBe('');
    await overlay.getByRole('button', { name: 'Închide căutarea' }).click();
    await overlay.waitFor({ state: 'hidden' });
    await expect(isFocused(trigger)).resolves.toBe(true);
    expect(errors).toEqual([]);
  });
});

describe('accessibility', () => {
  for (const [name, viewport] of [
    ['phone', MOBILE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`has no axe violations on the catalogue pages (${name}, ${viewport.width} px)`, async () => {
      const { page } = await shopper(viewport);
      const found: Record<string, string[]> = {};
      for (const path of ['/shop', HERO, '/colectii', '/colectie/uleiuri-cbd']) {
        await page.goto(baseUrl + path);
        await page.waitForLoadState('networkidle');
        found[path] = await axeViolations(page);
      }
      // And the open quick view.
      await page.goto(`${baseUrl}/shop`);
      const card = cards(page).first();
      await card.scrollIntoViewIfNeeded();
      await hydrated(island(card, 'card-actions'));
      await card.getByRole('button', { name: /^Vizualizare rapidă/ }).click();
      await page.getByRole('dialog').getByRole('heading', { level: 2 }).waitFor();
      await page.waitForLoadState('networkidle');
      found['quick view'] = await axeViolations(page);
      expect(found).toEqual({
        '/shop': [],
        [HERO]: [],
        '/colectii': [],
        '/colectie/uleiuri-cbd': [],
        'quick view': [],
      });
    });
  }
});

describe('console', () => {
  it('stays free of errors on /shop and a product page once everything has hydrated', async () => {
    const { page, errors } = await shopper(DESKTOP);
    await page.goto(`${baseUrl}/shop`);
    await hydrated(island(page, 'shop-filters'));
    await hydrated(island(page, 'cart-button'));
    await page.getByRole('combobox', { name: 'Caută produse' }).focus();
    await hydrated(island(page, 'search-box').first());
    await hydrateAllCards(page);
    await page.waitForLoadState('networkidle');
    expect(errors, '/shop').toEqual([]);

    await page.goto(baseUrl + HERO);
    await hydrated(island(page, 'cart-button'));
    await page.getByRole('button', { name: /^Arată imaginea 2 din \d+$/ }).hover();
    await hydrated(island(page, 'product-gallery'));
    await hydrated(island(page, 'product-purchase'));
    await hydrated(island(page, 'cart-button'));
    await page.getByRole('combobox', { name: 'Caută produse' }).focus();
    await hydrated(island(page, 'search-box').first());
    await hydrateAllCards(page);
    await page.waitForLoadState('networkidle');
    expect(errors, HERO).toEqual([]);
  });
});

describe('a page served from the page cache', () => {
  it('arrives as the gzip kept with it, and the browser runs it: nonce accepted, islands live, no CSP error', async () => {
    const path = `${HERO}?varianta=gzip-${Date.now()}`;
    const first = await shopper(MOBILE);
    await first.page.goto(baseUrl + path, { waitUntil: 'load' });
    // Let the first response's copy be kept.
    await first.page.waitForTimeout(500);
    const { page, errors } = await shopper(MOBILE);
    const response = await page.goto(baseUrl + path, { waitUntil: 'load' });
    const headers = await response!.allHeaders();
    expect(headers['server-timing']).toContain('page;desc="hit"');
    expect(headers['content-encoding']).toBe('gzip');
    const nonce = /'nonce-([^']+)'/.exec(headers['content-security-policy'] ?? '')?.[1];
    // The browser hides a script's nonce from the DOM: the inline scripts ran (islands live) only if it matched.
    expect(nonce).toBeTruthy();
    await expect.poll(() => page.locator('h1').textContent()).toContain(HERO_TITLE);
    const add = page
      .locator('island-root[data-island="product-purchase"]')
      .getByRole('button', { name: /Adaugă în coș/ })
      .first();
    await add.click();
    await expect
      .poll(() =>
        page.evaluate(() => JSON.parse(localStorage.getItem('shopify-cart') ?? 'null')?.state?.items?.length ?? 0),
      )
      .toBe(1);
    expect(errors.filter((e) => /Content Security Policy|Refused/i.test(e))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
