// Issue 31, item 1: the embedded store runs in this isolate; on a busy machine it is slower, never "silent".
// Deadlines stay for a real store, the network peer they exist for.
import { env } from 'cloudflare:test';
import type { Context } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_CLAIMS, type ShopClaims } from '../../../domain/types';
import type { AppEnv } from '../../../worker/app-env';
import { shopStorefront } from '../../../worker/context';
import { readConfig } from '../../../worker/env';
import { shopClaims } from '../../../worker/loaders/claims';
import { shopNav } from '../../../worker/loaders/nav';
import { upstream } from '../upstream';

afterEach(() => {
  vi.restoreAllMocks();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ENDPOINT = 'https://slow-store.example';

/** The storefront of one request with the least deadlines the configuration allows, and no KV (every query asks). */
function storefrontWith(endpoint: string) {
  const config = readConfig({
    ...env,
    STOREFRONT_ENDPOINT: endpoint,
    STOREFRONT_TIMEOUT_MS: '100',
    STOREFRONT_BUDGET_MS: '100',
  });
  return shopStorefront({ ...env, STOREFRONT_CACHE: undefined as never }, config, {
    origin: 'http://localhost',
    waitUntil: () => {},
  });
}

describe('the embedded store is not timed as a network peer', () => {
  it('answers a query that starts after the page budget has run out (a machine busy elsewhere)', async () => {
    const storefront = storefrontWith('');
    // The request spent its whole budget before asking: the CPU was busy with other work.
    await sleep(250);
    const products = await storefront.products({ first: 3 });
    expect(products).toHaveLength(3);
    expect(products[0]?.title).toBeTruthy();
  });

  it('a real store still gets its budget: the same late query to it fails at once, without a call', async () => {
    const store = upstream(ENDPOINT, 'healthy');
    const storefront = storefrontWith(ENDPOINT);
    await sleep(250);
    await expect(storefront.products({ first: 3 })).rejects.toThrow(/did not answer within/);
    expect(store.calls()).toBe(0);
  });
});

/** A Hono context as the loaders read it: the storefront, the configuration, the request URL. */
function contextWith(endpoint: string, storefront: Partial<Record<'claims' | 'menus', () => Promise<unknown>>>) {
  return {
    var: { storefront, config: readConfig({ ...env, STOREFRONT_ENDPOINT: endpoint }), trustedOrigin: null },
    req: { url: 'http://localhost/' },
    executionCtx: { waitUntil: () => {} },
  } as unknown as Context<AppEnv>;
}

const FIGURES = { ...NO_CLAIMS, rating: { value: 4.9, count: 247 } } as unknown as ShopClaims;
const MENUS = { main: [{ label: 'Magazin lent', href: '/shop' }], footer: null };

describe("a page's extras wait for the embedded store however long it takes", () => {
  it("the shop's figures are shown when the embedded store answers after the real store's wait", async () => {
    const claims = () => sleep(700).then(() => FIGURES);
    expect(await shopClaims(contextWith('', { claims }))).toBe(FIGURES);
    // From a real store the same slow answer is not waited for: no figure the page cannot back in time.
    expect(await shopClaims(contextWith(ENDPOINT, { claims }))).toBe(NO_CLAIMS);
  });

  it("the store's menus are shown when the embedded store answers after the real store's wait", async () => {
    const menus = () => sleep(700).then(() => MENUS);
    expect((await shopNav(contextWith('', { menus }))).main).toEqual(MENUS.main);
    expect((await shopNav(contextWith(ENDPOINT, { menus }))).main).not.toEqual(MENUS.main);
  });
});
