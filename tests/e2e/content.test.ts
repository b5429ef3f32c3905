import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, DESKTOP, launchBrowser, MOBILE, shopperPage } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PAGES = [
  '/blog',
  '/blog/cbd-si-somnul-ce-arata-studiile',
  '/blog/cbd-si-anxietatea-ce-arata-studiile',
  '/despre',
  '/categorii',
  '/quiz',
  '/terms-of-service',
  '/privacy-policy',
  '/refund-policy',
  '/shipping-policy',
  '/contact-info',
];

describe('content pages', () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    it(`have no axe violations at ${viewport.width} px`, async () => {
      const page = await shopperPage(browser, { viewport });
      const found: Record<string, string[]> = {};
      for (const path of PAGES) {
        await page.goto(baseUrl + path);
        await page.waitForLoadState('networkidle');
        const violations = await axeViolations(page);
        if (violations.length) found[path] = violations;
      }
      expect(found).toEqual({});
      await page.close();
    });
  }

  it('a blog card leads to its article, which links back to the blog', async () => {
    const page = await shopperPage(browser, { viewport: MOBILE });
    await page.goto(`${baseUrl}/blog`);
    await Promise.all([
      page.waitForURL(/\/blog\/cbd-si-somnul-ce-arata-studiile$/),
      page.getByRole('link', { name: /somn/i }).first().click(),
    ]);
    await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('22 ianuarie 2025').isVisible()).resolves.toBe(true);
    await page.getByRole('link', { name: '← Înapoi la blog' }).click();
    await page.waitForURL(`${baseUrl}/blog`);
    await page.close();
  });

  it('a category tile opens the shop filtered by that need', async () => {
    const page = await shopperPage(browser, { viewport: DESKTOP });
    await page.goto(`${baseUrl}/categorii`);
    await Promise.all([
      page.waitForURL(/\/shop\?category=sport$/),
      page.getByRole('link', { name: 'După antrenament' }).click(),
    ]);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('După antrenament');
    await page.close();
  });
});
