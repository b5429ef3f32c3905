import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { WHEEL_CODE_VALIDITY } from '../../content/wheel';
import { axeViolations, DESKTOP, launchBrowser, MOBILE, shopperContext, waitForIsland } from './browser';
import { confirmationLink, mailsTo } from './mailbox';

const baseUrl = inject('baseUrl');
let browser: Browser;
let seq = 0;
const email = (tag: string) => `e2e.${tag}.${Date.now()}.${seq++}@exemplu.ro`;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function homeWithClock(viewport = DESKTOP): Promise<Page> {
  const context = await shopperContext(browser, { viewport });
  const page = await context.newPage();
  await page.clock.install();
  await page.goto(baseUrl);
  return page;
}

async function waitForIdleIslands(page: Page) {
  // Idle islands hydrate via requestIdleCallback (≤ 2 s timeout); the fake clock must move for them.
  await page.clock.runFor(2500);
}

describe('newsletter', () => {
  it('subscribes: the field clears, the button says "Verifică e-mailul" for 5 s ("Abonat!" comes with the confirmation), the confirmation e-mail arrives (no code in it), and one resend', async () => {
    const page = await homeWithClock();
    const form = page.getByRole('region', { name: 'Cod de 10% reducere pentru o comandă' });
    await form.scrollIntoViewIfNeeded();
    await page.clock.runFor(500);
    await waitForIsland(page, 'newsletter-form');
    const address = email('nl');
    await form.getByRole('textbox', { name: 'Adresa ta de e-mail' }).fill(address);
    // No address without the form's own 18+ box: the shopper is told so and nothing is sent.
    let sent = 0;
    page.on('request', (r) => {
      if (r.url().includes('/functions/v1/send-newsletter-email')) sent++;
    });
    await form.getByRole('button', { name: 'Abonează-mă' }).click();
    await form.getByText('Confirmă că ai cel puțin 18 ani').waitFor();
    expect(sent).toBe(0);
    await form.getByRole('checkbox', { name: 'Confirm că am cel puțin 18 ani.' }).check();
    const answer = page.waitForResponse('**/functions/v1/send-newsletter-email');
    await form.getByRole('button', { name: 'Abonează-mă' }).click();
    // The answer carries no code: the code reaches the screen only through the e-mail's link.
    expect(await (await answer).json()).toEqual({ ok: true, confirm: true });
    const done = form.getByRole('button', { name: 'Verifică e-mailul' });
    await done.waitFor();
    await expect(done.isDisabled()).resolves.toBe(true);
    await expect(form.getByRole('textbox', { name: 'Adresa ta de e-mail' }).inputValue()).resolves.toBe('');
    await form.getByText(`Am trimis e-mailul la ${address}.`).waitFor();
    await page.clock.runFor(5100);
    await form.getByRole('button', { name: 'Abonează-mă' }).waitFor();
    await expect(form.getByRole('button', { name: 'Abonează-mă' }).isEnabled()).resolves.toBe(true);
    // The outbox delivers through the queue to the local mailbox: a confirmation, with its link and no code.
    const [mail] = await mailsTo(baseUrl, address);
    expect(mail).toContain('Confirmă abonarea la newsletterul Verdana');
    expect(mail).toMatch(/\/confirmare\?t=[0-9a-f]{32}\.\d+\.[0-9a-f]{64}/);
    expect(mail).not.toMatch(/NEWSLETTER10-/);
    // One resend, on request; then the link says it went.
    await form.getByRole('button', { name: 'retrimite e-mailul' }).click();
    await form.getByText('Ți-am retrimis e-mailul.').waitFor();
    await expect(form.getByRole('button', { name: 'retrimite e-mailul' }).count()).resolves.toBe(0);
    expect(await mailsTo(baseUrl, address, 2)).toHaveLength(2);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('shows the validation message, then the error message with the e-mail kept when the server fails', async () => {
    const page = await homeWithClock(MOBILE);
    const form = page.getByRole('region', { name: 'Cod de 10% reducere pentru o comandă' });
    await form.scrollIntoViewIfNeeded();
    await page.clock.runFor(500);
    await waitForIsland(page, 'newsletter-form');
    await form.getByRole('textbox', { name: 'Adresa ta de e-mail' }).fill('fara-arond');
    await form.getByRole('button', { name: 'Abonează-mă' }).click();
    await form.getByText('Te rugăm să introduci o adresă de e-mail validă.').waitFor();
    await page.route('**/functions/v1/send-newsletter-email', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    );
    const address = email('fail');
    await form.getByRole('textbox', { name: 'Adresa ta de e-mail' }).fill(address);
    await form.getByRole('checkbox', { name: 'Confirm că am cel puțin 18 ani.' }).check();
    await form.getByRole('button', { name: 'Abonează-mă' }).click();
    await form.getByText('A apărut o eroare. Te rugăm să încerci din nou.').waitFor();
    await expect(form.getByRole('textbox', { name: 'Adresa ta de e-mail' }).inputValue()).resolves.toBe(address);
    await expect(form.getByRole('button', { name: 'Abonează-mă' }).isEnabled()).resolves.toBe(true);
    await page.context().close();
  });
});

/** The pointer leaves through the top of the window (repeated until the idle island is listening). */
async function openExitPopup(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Stai puțin! Ia-ți 15% reducere' });
  await expect
    .poll(
      async () => {
        await page.evaluate(() =>
          document.documentElement.dispatchEvent(
            new MouseEvent('mouseout', { clientY: -1, relatedTarget: null, bubbles: true }),
          ),
        );
        await page.clock.runFor(200);
        return dialog.count();
      },
      { timeout: 10_000 },
    )
    .toBe(1);
  return dialog;
}

describe('exit popup', () => {
  it('opens when the pointer leaves through the top, is accessible, closes with Escape and shows once per session', async () => {
    const page = await homeWithClock();
    await waitForIdleIslands(page);
    await waitForIsland(page, 'exit-popup');
    const dialog = await openExitPopup(page);
    await expect(dialog.getByText(/Doar pentru primele 100 de adrese confirmate/).isVisible()).resolves.toBe(true);
    // The newsletter is a separate, unticked choice; the code never depends on it.
    const optIn = dialog.getByRole('checkbox', { name: /Vreau să primesc și newsletterul/ });
    await expect(optIn.isChecked()).resolves.toBe(false);
    await expect(dialog.getByRole('link', { name: 'Regulamentul ofertei' }).getAttribute('href')).resolves.toBe(
      '/regulament-oferte',
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.evaluate(() =>
      document.documentElement.dispatchEvent(
        new MouseEvent('mouseout', { clientY: -1, relatedTarget: null, bubbles: true }),
      ),
    );
    await page.clock.runFor(300);
    await expect(dialog.count()).resolves.toBe(0);
    await page.context().close();
  });

  it('after the form is sent, says where the e-mail went and offers one resend; the code comes only from its link', async () => {
    const page = await homeWithClock();
    await waitForIdleIslands(page);
    await waitForIsland(page, 'exit-popup');
    const dialog = await openExitPopup(page);
    const address = email('exit');
    await dialog.getByRole('textbox', { name: 'Adresa ta de e-mail' }).fill(address);
    // The form's own 18+ box: no code without it.
    await dialog.getByRole('button', { name: 'Vreau codul' }).click();
    await dialog
      .getByText('Confirmă că ai cel puțin 18 ani: ofertele și codurile noastre sunt doar pentru adulți.')
      .waitFor();
    await dialog.getByRole('checkbox', { name: 'Confirm că am cel puțin 18 ani.' }).check();
    const answer = page.waitForResponse('**/functions/v1/send-exit-popup-email');
    await dialog.getByRole('button', { name: 'Vreau codul' }).click();
    expect(await (await answer).json()).toEqual({ ok: true, confirm: true });
    const confirmation = dialog.getByTestId('offer-confirmation');
    await confirmation.waitFor();
    await confirmation.getByRole('heading', { name: 'Verifică-ți e-mailul' }).waitFor();
    await expect(confirmation.getByText(address).isVisible()).resolves.toBe(true);
    await expect(confirmation.getByTestId('offer-code').count()).resolves.toBe(0);
    await confirmation.getByRole('button', { name: 'retrimite e-mailul' }).click();
    await confirmation.getByText('Ți-am retrimis e-mailul.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // It stays until the shopper closes it.
    await page.clock.runFor(5000);
    await expect(dialog.isVisible()).resolves.toBe(true);
    await confirmation.getByRole('button', { name: 'Închide' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The link, opened on a phone: the code, a copy button, and the code in that phone's cart.
    const phone = await shopperContext(browser, { viewport: MOBILE });
    await phone.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    const opened = await phone.newPage();
    await opened.goto(await confirmationLink(baseUrl, address));
    await opened.getByRole('button', { name: 'Confirmă adresa' }).click();
    const code = opened.getByTestId('offer-code');
    await code.waitFor();
    expect((await code.textContent())?.trim()).toMatch(/^HALLOWEEN15-[0-9A-HJKMNP-TV-Z]{10}$/);
    await opened.getByRole('button', { name: 'Copiază codul' }).click();
    await opened.getByRole('button', { name: 'Copiat!' }).waitFor();
    await expect(opened.evaluate(() => navigator.clipboard.readText())).resolves.toBe(
      (await code.textContent())?.trim(),
    );
    expect(await axeViolations(opened)).toEqual([]);
    await phone.close();
    await page.context().close();
  });

  it('waits for the cookie choice before it can appear', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    await context.addInitScript(() => {
      if (!localStorage.getItem('age-confirmed')) localStorage.setItem('age-confirmed', new Date().toISOString());
    });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(baseUrl);
    await page.clock.runFor(2500);
    await page.getByRole('region', { name: 'Cookie-uri și confidențialitate' }).waitFor();
    await page.evaluate(() =>
      document.documentElement.dispatchEvent(
        new MouseEvent('mouseout', { clientY: -1, relatedTarget: null, bubbles: true }),
      ),
    );
    await page.clock.runFor(16_000);
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await context.close();
  });
});

describe('spin wheel', () => {
  it('is not offered to someone who already holds a code from this device', async () => {
    const context = await shopperContext(browser, { viewport: DESKTOP });
    await context.addInitScript(() =>
      localStorage.setItem('received-codes', JSON.stringify([{ code: 'NEWSLETTER10-7K3M9Q2X4B' }])),
    );
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(baseUrl);
    await waitForIdleIslands(page);
    await waitForIsland(page, 'spin-wheel');
    await page.clock.runFor(20_000);
    await expect(
      page.getByRole('dialog', { name: 'Învârte ruleta: o reducere sau o cremă de mâini gratuită' }).count(),
    ).resolves.toBe(0);
    await context.close();
  });

  it('appears 15 s after load, spins to the server-chosen prize, shows the form 0.5 s later and sends the prize', async () => {
    const page = await homeWithClock();
    await waitForIdleIslands(page);
    await waitForIsland(page, 'spin-wheel');
    await page.clock.runFor(10_000);
    const dialog = page.getByRole('dialog', { name: 'Învârte ruleta: o reducere sau o cremă de mâini gratuită' });
    await expect(dialog.count()).resolves.toBe(0);
    await page.clock.runFor(5_000);
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await expect(dialog.getByRole('img', { name: /Ruleta cu 8 premii/ }).isVisible()).resolves.toBe(true);
    // The odds and how long a prize's code lasts, where the game is played (sixth F13, seventh F5).
    await expect(dialog.locator('[data-wheel-odds]').textContent()).resolves.toContain(WHEEL_CODE_VALIDITY);

    await dialog.getByRole('textbox', { name: 'Adresa ta de e-mail' }).fill(email('early'));
    await dialog.getByRole('button', { name: 'Trimite-mi premiul' }).click();
    await dialog.getByText('Te rugăm să învârți mai întâi ruleta.').waitFor();

    const spinAnswer = page.waitForResponse('**/functions/v1/spin-wheel');
    await dialog.getByRole('button', { name: 'Învârte ruleta' }).click();
    const won = (await (await spinAnswer).json()) as Record<string, unknown> & { label: string };
    // The spin names the prize only; its code is made when the address is sent.
    expect(won.code).toBeUndefined();
    await expect(dialog.getByRole('button', { name: 'Se învârte…' }).isDisabled()).resolves.toBe(true);
    await page.clock.runFor(4000);
    await expect(dialog.getByTestId('wheel-prize').textContent()).resolves.toBe(won.label);
    await expect(dialog.getByRole('button', { name: 'Trimite-mi premiul' }).isVisible()).resolves.toBe(false);
    await page.clock.runFor(500);
    await dialog.getByRole('button', { name: 'Trimite-mi premiul' }).waitFor();
    const wheelAddress = email('wheel');
    await dialog.getByRole('textbox', { name: 'Adresa ta de e-mail' }).fill(wheelAddress);
    await dialog.getByRole('checkbox', { name: 'Confirm că am cel puțin 18 ani.' }).check();
    const prizeAnswer = page.waitForResponse('**/functions/v1/send-wheel-prize-email');
    await dialog.getByRole('button', { name: 'Trimite-mi premiul' }).click();
    expect(await (await prizeAnswer).json()).toEqual({ ok: true, confirm: true });
    // The dialog stays open saying where the e-mail went; the code comes from its link.
    const confirmation = dialog.getByTestId('offer-confirmation');
    await confirmation.waitFor();
    await confirmation.getByRole('heading', { name: 'Verifică-ți e-mailul' }).waitFor();
    await expect(confirmation.getByText('primești premiul tău', { exact: false }).isVisible()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await confirmation.getByRole('button', { name: 'Închide' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const opened = await page.context().newPage();
    await opened.goto(await confirmationLink(baseUrl, wheelAddress));
    await opened.getByRole('button', { name: 'Confirmă adresa' }).click();
    await opened.getByTestId('offer-code').waitFor();
    expect((await opened.getByTestId('offer-code').textContent())?.trim()).toMatch(
      /^SPIN(5|10|15|20|FREE)-[0-9A-HJKMNP-TV-Z]{10}$/,
    );

    // One spin per visitor: a new session gets the same prize back.
    const again = await page.context().newPage();
    const answer = await again.request.post(`${baseUrl}/functions/v1/spin-wheel`, {
      headers: { apikey: 'sb-local-anon-7f3c2a91d4e84b6fa0c1d2e3f4a5b6c7', 'Content-Type': 'application/json' },
      data: {},
    });
    expect(await answer.json()).toMatchObject({ label: won.label, repeated: true });
    await page.context().close();
  });
});

describe('a first visit: 18+ first, then cookies, then (later) the wheel', () => {
  it('the 18+ confirmation shows at once over the page, keeps focus, shifts nothing, and is remembered', async () => {
    const context = await browser.newContext({ viewport: MOBILE });
    const page = await context.newPage();
    await page.addInitScript(() => {
      (window as unknown as { __shift: number }).__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { __shift: number }).__shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(baseUrl, { waitUntil: 'domcontentloaded' });
    const gate = page.getByRole('dialog', { name: 'Ai cel puțin 18 ani?' });
    await gate.waitFor();
    // The page is in the HTML beneath it, and the cookie banner waits its turn.
    await expect(page.locator('h1').count()).resolves.toBeGreaterThan(0);
    await expect(page.getByRole('region', { name: 'Cookie-uri și confidențialitate' }).isVisible()).resolves.toBe(
      false,
    );
    const yes = gate.getByRole('button', { name: 'Am cel puțin 18 ani' });
    await expect.poll(() => yes.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    await expect(
      gate.getByRole('link', { name: 'Nu, am sub 18 ani' }).evaluate((el) => el === document.activeElement),
    ).resolves.toBe(true);
    await page.keyboard.press('Tab');
    await expect(yes.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await gate.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
    // Then the cookie choice, in at most a third of the screen.
    const banner = page.getByRole('region', { name: 'Cookie-uri și confidențialitate' });
    await banner.waitFor();
    // Focus goes on to the banner, not back to the top of the page.
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('cookie-consent-title');
    const box = (await banner.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(844 / 3);
    await page.reload();
    await page.waitForTimeout(1000);
    await expect(gate.isVisible()).resolves.toBe(false);
    await context.close();
  });

  it('the wheel and the exit popup never open over the unanswered confirmation', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(baseUrl);
    await page.getByRole('dialog', { name: 'Ai cel puțin 18 ani?' }).waitFor();
    await page.evaluate(() =>
      document.documentElement.dispatchEvent(
        new MouseEvent('mouseout', { clientY: -1, relatedTarget: null, bubbles: true }),
      ),
    );
    await page.clock.runFor(20_000);
    await expect(
      page.getByRole('dialog', { name: 'Învârte ruleta: o reducere sau o cremă de mâini gratuită' }).count(),
    ).resolves.toBe(0);
    await expect(page.getByRole('dialog').count()).resolves.toBe(1);
    await context.close();
  });

  it('"Nu" leads to a page that says why, with no confirmation over it', async () => {
    const context = await browser.newContext({ viewport: MOBILE });
    const page = await context.newPage();
    await page.goto(baseUrl);
    await page.getByRole('link', { name: 'Nu, am sub 18 ani' }).click();
    await page.waitForURL('**/varsta-minima');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Magazinul este doar pentru adulți',
    );
    await expect(page.getByRole('dialog', { name: 'Ai cel puțin 18 ani?' }).count()).resolves.toBe(0);
    // No chat for someone who said they are under 18 (it would name products and take them to the cart).
    await expect(page.getByRole('complementary', { name: 'Contact rapid' }).count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    // The answer holds for the session: another page of the shop leads back here, with no "Am cel puțin 18 ani".
    await page.goto(`${baseUrl}/products/ulei-cbd-10-spectru-complet`);
    await page.waitForURL('**/varsta-minima');
    await expect(page.getByRole('button', { name: 'Am cel puțin 18 ani' }).count()).resolves.toBe(0);
    // The policies and the contact page stay readable, without the offer to enter.
    await page.goto(`${baseUrl}/privacy-policy`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(page.url()).toContain('/privacy-policy');
    await expect(page.getByRole('dialog', { name: 'Ai cel puțin 18 ani?' }).isVisible()).resolves.toBe(false);
    await expect(page.getByRole('complementary', { name: 'Contact rapid' }).isVisible()).resolves.toBe(false);
    // A new session (the browser closed) asks again.
    const fresh = await browser.newContext({ viewport: MOBILE });
    const next = await fresh.newPage();
    await next.goto(`${baseUrl}/shop`);
    await next.getByRole('dialog', { name: 'Ai cel puțin 18 ani?' }).waitFor();
    await fresh.close();
    await context.close();
  });

  it('a crawler is never stopped: no confirmation, the whole page readable', async () => {
    const context = await browser.newContext({
      viewport: DESKTOP,
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/products/ulei-cbd-10-spectru-complet`);
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog', { name: 'Ai cel puțin 18 ani?' }).isVisible()).resolves.toBe(false);
    await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true);
    await context.close();
  });
});

describe('cookie consent', () => {
  it('sets nothing non-essential before a choice; accept, reject and reopen from the footer', async () => {
    const context = await browser.newContext({ viewport: MOBILE });
    await context.addInitScript(() => {
      if (!localStorage.getItem('age-confirmed')) localStorage.setItem('age-confirmed', new Date().toISOString());
    });
    const page = await context.newPage();
    await page.goto(baseUrl);
    const banner = page.getByRole('region', { name: 'Cookie-uri și confidențialitate' });
    await banner.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.cookie)).toBe('');
    expect(await context.cookies()).toEqual([]);
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).filter((k) => !['shopify-cart', 'wishlist', 'age-confirmed'].includes(k)),
      ),
    ).toEqual([]);
    await banner.getByRole('button', { name: 'Refuz toate' }).click();
    await banner.waitFor({ state: 'hidden' });
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('cookie-consent')))!);
    expect(stored).toMatchObject({ necessary: true, analytics: false, marketing: false });
    await page.reload();
    await page.waitForTimeout(2500);
    await expect(banner.count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Setări cookie-uri' }).click();
    await banner.waitFor();
    await banner.getByRole('checkbox', { name: /Analiză/ }).check();
    await banner.getByRole('button', { name: 'Salvează alegerea' }).click();
    await banner.waitFor({ state: 'hidden' });
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cookie-consent')))!)).toMatchObject({
      analytics: true,
      marketing: false,
    });
    await page.getByRole('button', { name: 'Setări cookie-uri' }).click();
    await banner.getByRole('button', { name: 'Accept toate' }).click();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cookie-consent')))!)).toMatchObject({
      analytics: true,
      marketing: true,
    });
    await context.close();
  });
});
