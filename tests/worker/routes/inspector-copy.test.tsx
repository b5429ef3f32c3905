// What a compliance inspector and a Romanian copy editor found on the pages: a category that said "Concentrații mici"
// over a 10% oil, two controls named "Cantitate" on a jelly's page, a free guide offered beside a product that cannot
// be ordered, a "disposable" vape whose battery recharges, an about page naming another maker than the labels do,
// English in parentheses and calques. Each is checked on the page a shopper reads.
import { env } from 'cloudflare:test';
import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductCard } from '../../../client/components/product-card';
import { articles } from '../../../content/blog';
import { products } from '../../../content/catalog';
import { packCount, stockCount } from '../../../content/catalog/packs';
import { productInfoByHandle } from '../../../content/catalog/product-info';
import { categories } from '../../../content/categories';
import { policies } from '../../../content/policies';
import { memoryCartStore } from '../../../packages/embedded-storefront';
import { shopMeta } from '../../../worker/loaders/shop';
import { createStorefront } from '../../../worker/storefront';
import { createStorefrontClient } from '../../../worker/storefront/client';
import { shopEmbeddedStore } from '../../../worker/storefront/embedded-store';
import { request, visibleText } from '../helpers';

const storefront = createStorefront(
  createStorefrontClient({ transport: shopEmbeddedStore({ carts: memoryCartStore(), origin: 'https://shop.test' }) }),
);

/** The product's own page, without the other products' cards at its foot. */
const ownPage = (html: string) => html.split('id="cumparate-impreuna"')[0]!;
/** An oil's concentrations, in %. */
const percents = (p: (typeof products)[number]) =>
  [p.title, ...p.variants.map((v) => v.title)].flatMap((t) => [...t.matchAll(/(\d+)%/g)].map((m) => Number(m[1])));
const listed = (html: string) => new Set([...html.matchAll(/href="\/products\/([a-z0-9-]+)"/g)].map((m) => m[1]!));

describe('"Primii pași cu CBD" holds only the lowest strength, and says so', () => {
  const tile = categories.find((c) => c.id === 'wellness')!;
  const oils = products.filter((p) => p.kind === 'ulei');
  const lowest = Math.min(...oils.flatMap(percents));

  it('every product in it comes in the range’s lowest concentration, and nothing else is in it', async () => {
    const members = products.filter((p) => p.categories.includes('wellness'));
    expect(members.length).toBeGreaterThan(0);
    for (const p of members) {
      expect(p.kind, p.handle).toBe('ulei');
      expect(Math.min(...percents(p)), p.handle).toBe(lowest);
    }
    // The 10% oil (5 mg in a drop) is not in it, and the shop's filter lists exactly the members.
    const page = await request('/shop?category=wellness');
    expect(page.status).toBe(200);
    const shown = listed(page.body);
    for (const p of members) expect(shown, p.handle).toContain(p.handle);
    expect(shown).not.toContain('ulei-cbd-10-spectru-complet');
    for (const p of products.filter((p) => !p.categories.includes('wellness')))
      expect(shown, p.handle).not.toContain(p.handle);
  });

  it('the tile names the concentration it holds, with no "small" and no health word', async () => {
    const text = [tile.name, tile.description, ...tile.benefits].join(' ');
    // "The lowest in the range" is a fact; "small" or "gentle" strengths are a promise.
    expect(text).not.toMatch(/concentrați[ie]+ mic|\bmici\b|blând|ușoar/i);
    expect(tile.description).toContain(`${lowest}%`);
    const page = visibleText((await request('/categorii')).body);
    expect(page).not.toContain('Concentrații mici');
    expect(page).toContain(tile.description);
    expect((await request('/categorii')).body).toContain('href="/shop?category=wellness"');
  });
});

describe('a jelly page has one control named "Cantitate"', () => {
  it('the variant option counts the pieces in a jar; the stepper alone is "Cantitate"', async () => {
    for (const p of products.filter((p) => p.kind === 'jeleuri' && p.variants.length > 1)) {
      expect(
        p.options.map((o) => o.name),
        p.handle,
      ).toEqual(['Bucăți în borcan']);
      const page = ownPage((await request(`/products/${p.handle}`)).body);
      expect(page).toContain('>Bucăți în borcan</legend>');
      const named = [...page.matchAll(/<(?:legend|label)[^>]*>([^<]*)<\/(?:legend|label)>/g)].map((m) => m[1]);
      expect(
        named.filter((n) => n === 'Cantitate'),
        p.handle,
      ).toHaveLength(1);
    }
  });

  it('the stock line counts jars, with the pieces in each, computed from the variant', async () => {
    const jelly = products.find((p) => p.handle === 'jeleuri-cbd-fructe-de-padure')!;
    const [small, large] = jelly.variants;
    expect(stockCount(small!.selectedOptions, small!.quantityAvailable)).toBe(
      `${small!.quantityAvailable} de borcane (câte 30 de bucăți)`,
    );
    expect(stockCount(large!.selectedOptions, 12)).toBe('12 borcane (câte 60 de bucăți)');
    expect(stockCount(large!.selectedOptions, 1)).toBe('1 borcan (câte 60 de bucăți)');
    expect(stockCount([{ name: 'Bucăți în pungă', value: '20 buc.' }], 21)).toBe('21 de pungi (câte 20 de bucăți)');
    // What is not sold by the jar is counted by the piece, as before.
    expect(packCount([{ name: 'Volum', value: '30 ml' }], 5)).toBeNull();
    expect(stockCount([{ name: 'Volum', value: '30 ml' }], 5)).toBe('5 bucăți');
    const page = visibleText(ownPage((await request(`/products/${jelly.handle}`)).body));
    expect(page).toContain(`În stoc: ${small!.quantityAvailable} de borcane (câte 30 de bucăți)`);
    expect(page).not.toMatch(/În stoc: \d+ (de )?bucăți/);
  });

  it('a card with few jars left counts jars too', async () => {
    const card = async (handle: string, left: number[]) => {
      const product = (await storefront.product(handle))!;
      const few = { ...product, variants: product.variants.map((v, i) => ({ ...v, quantityAvailable: left[i]! })) };
      const stream = await renderToReadableStream(<ProductCard product={few} />);
      await stream.allReady;
      return visibleText(await new Response(stream).text());
    };
    expect(await card('jeleuri-cbd-fructe-de-padure', [5, 7])).toContain('Doar 12 borcane în stoc');
    expect(await card('ulei-cbd-10-spectru-complet', [5, 7])).toContain('Doar 12 bucăți în stoc');
  });
});

describe('the free printed guide comes with an order', () => {
  it('is offered beside a product in stock, never beside a sold-out one', async () => {
    const guide = 'Primele 50 de comenzi din fiecare lună primesc gratuit ghidul tipărit Verdana.';
    const inStock = products.find((p) => p.kind !== 'vape' && p.variants.some((v) => v.availableForSale))!;
    expect(visibleText((await request(`/products/${inStock.handle}`)).body)).toContain(guide);
    const soldOut = products.filter((p) => p.kind !== 'vape' && !p.variants.some((v) => v.availableForSale));
    expect(soldOut.length).toBeGreaterThan(0);
    for (const p of soldOut) {
      const page = visibleText((await request(`/products/${p.handle}`)).body);
      expect(page, p.handle).toContain('EPUIZAT');
      expect(page, p.handle).not.toContain('ghidul tipărit');
    }
  });
});

describe('labels and descriptions say one thing', () => {
  it('the rechargeable single-use vape: a closed pod, not refillable, its battery charged by USB-C', () => {
    const vape = products.find((p) => p.handle === 'vape-pen-cbd-unica-folosinta')!;
    expect(vape.description).toContain('(rezervorul nu se poate reumple)');
    expect(vape.description).toContain('Rezervorul nu se deschide și nu se reumple');
    expect(vape.description).toContain('bateria se reîncarcă prin USB-C');
  });

  it('/despre names the maker the product pages name, and no other', async () => {
    const company = env.PRODUCT_MANUFACTURER!.split(',')[0]!;
    expect(company).toBe('Verdana Wellness S.R.L.');
    const about = visibleText((await request('/despre')).body);
    expect(about).not.toMatch(/Uniunea Europeană|din UE|producători din|producător din/);
    expect(about).toContain(`${company}, din Cluj-Napoca`);
    expect(env.PRODUCT_MANUFACTURER).toContain('Cluj-Napoca');
    const oil = visibleText((await request('/products/ulei-cbd-10-spectru-complet')).body);
    expect(oil).toContain(`Producător ${env.PRODUCT_MANUFACTURER}`);
  });

  it('what is eaten "is not meant for" minors', () => {
    for (const p of products.filter((p) => p.kind === 'ulei' || p.kind === 'jeleuri')) {
      const warnings = productInfoByHandle.get(p.handle)!.warnings;
      expect(warnings, p.handle).toContain('Nu este destinat persoanelor sub 18 ani.');
      expect(warnings, p.handle).not.toMatch(/Nu se recomandă persoanelor sub 18/);
    }
  });
});

describe('Romanian words, not English ones or calques', () => {
  it('no English in parentheses after "spectru complet" / "spectru larg"; the oil guide explains the term once', () => {
    const english = /\((?:în engleză, )?„?(?:full|broad) spectrum”?\)/g;
    for (const p of products) expect(p.description, p.handle).not.toMatch(english);
    for (const a of articles) {
      const found = a.content.match(english) ?? [];
      expect(found.length, a.slug).toBeLessThanOrEqual(a.slug === 'ulei-cbd-ghid-complet' ? 1 : 0);
      if (found.length) expect(found[0]).toBe('(în engleză, „full spectrum”)');
    }
  });

  it('"produse de uz extern", not "produse topice", wherever a shopper reads it', async () => {
    for (const path of ['/', '/shop', '/despre', '/categorii', '/colectii', '/collection/creme-si-topice']) {
      const { status, body } = await request(path);
      expect(status, path).toBe(200);
      expect(body, path).not.toMatch(/produse topice/i);
    }
    expect(shopMeta({} as never).description).toContain('creme și alte produse de uz extern');
    expect(visibleText((await request('/collection/creme-si-topice')).body)).toContain('Creme și produse de uz extern');
  });

  it('the guides say "loc de muncă", "insomnie de revenire", "exerciții ușoare de întindere"', () => {
    const text = articles.map((a) => a.content).join('\n');
    expect(text).not.toMatch(/\bjob(?:ul|uri)?\b|rebound|stretching/i);
    expect(text).toContain('insomnie de revenire');
    expect(text).toContain('un loc de muncă solicitant');
    expect(text).toContain('exerciții ușoare de întindere');
  });

  it('the return code is "codul de retur", without "RMA"', () => {
    for (const policy of Object.values(policies)) expect(JSON.stringify(policy), policy.slug).not.toMatch(/\bRMA\b/);
    expect(JSON.stringify(policies.refund)).toContain('codul de retur');
  });
});
