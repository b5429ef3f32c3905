import type { Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations, DESKTOP, MOBILE, shopperSession, waitForIsland } from './browser';

const baseUrl = inject('baseUrl');
const CHAT = '**/functions/v1/wellness-chatbot';
const session = shopperSession(baseUrl);

const launcher = (page: Page) => page.getByRole('link', { name: /Chat cu asistentul virtual Verdana/ });

/**
 * The chat button hydrates when reached for (hydrate="interaction"): once the page's script runs (the cart
 * button is live), a hover, then it is live.
 */
async function launcherLive(page: Page) {
  await waitForIsland(page, 'cart-button');
  await launcher(page).hover();
  await waitForIsland(page, 'chat-launcher');
}

async function shopper(path = '/shop', viewport = DESKTOP) {
  const opened = await session.open(path, viewport);
  await launcherLive(opened.page);
  return opened;
}
const panel = (page: Page) => page.getByRole('dialog', { name: 'Asistentul Verdana' });
const input = (page: Page) => panel(page).getByRole('textbox', { name: 'Mesajul tău' });
const log = (page: Page) => panel(page).getByRole('log', { name: 'Conversația cu asistentul' });

async function openChat(page: Page) {
  await launcher(page).click();
  await panel(page).waitFor();
  await page.waitForFunction(() => document.activeElement?.id === 'chat-mesaj');
}

/** Holds the chat's requests until released, to see what the shopper sees while waiting. */
async function holdReplies(page: Page) {
  const held: Route[] = [];
  let sent = 0;
  await page.route(CHAT, (route) => {
    sent++;
    held.push(route);
  });
  return {
    sent: () => sent,
    release: async () => {
      await Promise.all(held.splice(0).map((r) => r.continue()));
      await page.unroute(CHAT);
    },
  };
}

describe('chat widget', () => {
  it('opens a labelled dialog with the disclaimer; the messaging button hides while it is open; Escape closes it and focus returns', async () => {
    const { page, errors } = await shopper();
    const messaging = page.getByRole('link', { name: /Scrie-ne pe WhatsApp/ });
    await expect(messaging.isVisible()).resolves.toBe(true);
    await launcher(page).hover();
    await expect(page.getByText('Întreabă-ne orice!', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('Asistent virtual: răspunde pe loc', { exact: true }).isVisible()).resolves.toBe(true);
    await openChat(page);
    await expect(
      panel(page).getByText('Informații generale. Nu înlocuiește consultul medical.').isVisible(),
    ).resolves.toBe(true);
    await expect(messaging.isVisible()).resolves.toBe(false);
    // Focus stays inside: Tab from the last control comes back into the panel.
    for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
    await expect(panel(page).evaluate((el) => el.contains(document.activeElement))).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await panel(page).waitFor({ state: 'hidden' });
    await page.waitForFunction(() => document.activeElement?.hasAttribute('data-chat-button'));
    await expect(messaging.isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
  });

  it('sends with Enter: the question appears at once, a typing indicator while waiting, then the reply with links to our pages', async () => {
    const { page, errors } = await shopper();
    await openChat(page);
    const replies = await holdReplies(page);
    await input(page).fill('Cât costă livrarea?');
    await page.keyboard.press('Enter');
    await log(page).getByText('Cât costă livrarea?').waitFor();
    await log(page).getByText('Asistentul scrie un răspuns…').waitFor({ state: 'attached' });
    await expect(input(page).inputValue()).resolves.toBe('');
    // A request in flight blocks another one.
    await input(page).fill('Și în weekend?');
    await page.keyboard.press('Enter');
    await expect(panel(page).getByRole('button', { name: 'Trimite' }).isDisabled()).resolves.toBe(true);
    expect(replies.sent()).toBe(1);
    await replies.release();
    await log(page)
      .getByText(/19 lei/)
      .first()
      .waitFor();
    const link = log(page).getByRole('link', { name: 'Politica de livrare' });
    await expect(link.getAttribute('href')).resolves.toBe('/shipping-policy');
    expect(errors).toEqual([]);
  });

  it('Shift+Enter starts a new line; an empty or blank message is never sent', async () => {
    const { page } = await shopper();
    await openChat(page);
    const replies = await holdReplies(page);
    await input(page).pressSequentially('prima linie');
    await page.keyboard.press('Shift+Enter');
    await input(page).pressSequentially('a doua');
    await expect(input(page).inputValue()).resolves.toBe('prima linie\na doua');
    await input(page).fill('   ');
    await page.keyboard.press('Enter');
    await panel(page).getByRole('button', { name: 'Trimite' }).click({ force: true });
    expect(replies.sent()).toBe(0);
    await expect(log(page).getByRole('listitem').count()).resolves.toBe(1);
  });

  it('on failure: the spec toast and an apology pointing to a retry or the contact page', async () => {
    const { page } = await shopper();
    await page.route(CHAT, (route) => route.fulfill({ status: 500, body: 'boom' }));
    await openChat(page);
    await input(page).fill('Ce ulei recomanzi?');
    await page.keyboard.press('Enter');
    await page.getByText('Eroare la procesarea mesajului. Încearcă din nou!').waitFor();
    await log(page)
      .getByText(/Îmi pare rău, nu am putut răspunde acum/)
      .waitFor();
    await expect(log(page).getByRole('link', { name: 'pagina de contact' }).getAttribute('href')).resolves.toBe(
      '/contact-info',
    );
    // The toast sits above the open panel, where the shopper can read it.
    const toast = page.getByText('Eroare la procesarea mesajului. Încearcă din nou!');
    const box = (await toast.boundingBox())!;
    const top = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-sonner-toast]') !== null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(top).toBe(true);
    // A retry works once the server answers again.
    await page.unroute(CHAT);
    await input(page).fill('Cât costă livrarea?');
    await page.keyboard.press('Enter');
    await log(page)
      .getByText(/19 lei/)
      .first()
      .waitFor();
  });

  it('three Enter presses in one task send one question; a huge stored conversation opens with its last 60 messages', async () => {
    const { page } = await shopper();
    await openChat(page);
    const replies = await holdReplies(page);
    await input(page).fill('Cât costă livrarea?');
    await input(page).evaluate((el) => {
      for (let i = 0; i < 3; i++)
        el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    });
    await expect.poll(() => replies.sent()).toBe(1);
    await page.waitForTimeout(300);
    expect(replies.sent()).toBe(1);
    await replies.release();
    await log(page)
      .getByText(/19 lei/)
      .first()
      .waitFor();

    await page.evaluate(() => {
      const many = Array.from({ length: 30_000 }, (_, i) => ({
        role: i % 2 ? 'assistant' : 'user',
        content: `mesajul ${i}`,
      }));
      sessionStorage.setItem('verdana-chat', JSON.stringify(many));
    });
    await page.reload();
    await launcherLive(page);
    await openChat(page);
    // The welcome message, then the last 60.
    await expect(log(page).getByRole('listitem').count()).resolves.toBe(61);
    await expect(log(page).getByText('mesajul 29999', { exact: true }).isVisible()).resolves.toBe(true);
  });

  it('keeps the conversation across a page change in the same tab', async () => {
    const { page } = await shopper('/shop');
    await openChat(page);
    await input(page).fill('Care este programul de suport?');
    await page.keyboard.press('Enter');
    await log(page)
      .getByText(/09:00–18:00/)
      .waitFor();
    await page.goto(`${baseUrl}/blog`);
    await launcherLive(page);
    await openChat(page);
    await expect(log(page).getByText('Care este programul de suport?').isVisible()).resolves.toBe(true);
    await expect(
      log(page)
        .getByText(/09:00–18:00/)
        .isVisible(),
    ).resolves.toBe(true);
  });

  it('has no axe violations with the chat open and answered, at phone and desktop widths (a full-height sheet on the phone)', async () => {
    for (const viewport of [MOBILE, DESKTOP]) {
      const { page } = await shopper('/', viewport);
      await openChat(page);
      await input(page).fill('Ce cremă recomandați pentru masaj după antrenament?');
      await page.keyboard.press('Enter');
      await log(page)
        .getByText(/îți pot sugera/)
        .waitFor();
      if (viewport === MOBILE) {
        const box = (await panel(page).boundingBox())!;
        expect(box).toMatchObject({ x: 0, y: 0, width: MOBILE.width, height: MOBILE.height });
      }
      expect(await axeViolations(page)).toEqual([]);
    }
  });

  it("a suggested product goes to the cart from the chat: the variant chosen first, the spec's toast, the badge", async () => {
    const { page, errors } = await shopper();
    await openChat(page);
    await input(page).fill('care e cel mai ieftin ulei?');
    await page.keyboard.press('Enter');
    const suggested = log(page).getByRole('list', { name: 'Produse sugerate' });
    await suggested.waitFor();
    const first = suggested.getByRole('listitem').first();
    await expect(first.getByRole('link').first().textContent()).resolves.toBe('Ulei CBD 5% spectru larg');
    const thirty = await first.getByRole('option', { name: /^30 ml/ }).getAttribute('value');
    await first.getByRole('combobox', { name: 'Alege varianta' }).selectOption(thirty!);
    await first.getByRole('button', { name: /Adaugă în coș\s*:\s*Ulei CBD 5% spectru larg, 30 ml/ }).click();
    await page.getByText('Produs adăugat în coș!').waitFor();
    await expect(page.getByTestId('cart-count').first().textContent()).resolves.toBe('1');
    const saved = await page.evaluate(
      () => JSON.parse(localStorage.getItem('shopify-cart') ?? '{}').state?.items ?? [],
    );
    expect(
      saved.map((line: { product: { title: string }; variantTitle: string; quantity: number }) => [
        line.product.title,
        line.variantTitle,
        line.quantity,
      ]),
    ).toEqual([['Ulei CBD 5% spectru larg', '30 ml', 1]]);
    expect(errors).toEqual([]);
  });

  it('a question about a child gets the safety answer: no product, no add to cart, the doctor', async () => {
    const { page } = await shopper();
    await openChat(page);
    await input(page).fill('cate picaturi pt puiul meu de 4 anisori ca nu doarme');
    await page.keyboard.press('Enter');
    await log(page)
      .getByText(/nu îți pot recomanda un produs și nici o cantitate/)
      .waitFor();
    await expect(log(page).getByRole('list', { name: 'Produse sugerate' }).count()).resolves.toBe(0);
    await expect(
      log(page)
        .getByRole('button', { name: /Adaugă în coș/ })
        .count(),
    ).resolves.toBe(0);
  });
});
