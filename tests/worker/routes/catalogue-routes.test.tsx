import { describe, expect, it } from 'vitest';
import { collections, products } from '../../../content/catalog';
import { articleCount, canonicalOf, request, structuredData } from '../helpers';

const hero = products[0]!;
const soldOut = products.find((p) => p.variants.every((v) => !v.availableForSale))!;
const emptyCollection = collections.find((c) => c.productHandles.length === 0)!;
const fullCollection = collections.find((c) => c.productHandles.length > 3)!;
const lowest = (p: (typeof products)[number]) => Math.min(...p.variants.map((v) => v.price));

describe('/shop', () => {
  it('lists every product (up to 100) with a count badge and a trust row', async () => {
    const { status, body } = await request('/shop');
    expect(status).toBe(200);
    expect(articleCount(body)).toBe(Math.min(products.length, 100));
    expect(body).toContain(`${products.length} de produse`);
    expect(body).toContain('Livrare în 24–48 de ore');
    expect(canonicalOf(body)).toBe('http://localhost/shop');
  });

  it('filters by price bucket, judged on the lowest variant price', async () => {
    const buckets: [string, (n: number) => boolean][] = [
      ['sub-50', (n) => n < 50],
      ['50-100', (n) => n >= 50 && n < 100],
      ['100-200', (n) => n >= 100 && n < 200],
      ['peste-200', (n) => n >= 200],
    ];
    for (const [id, inBucket] of buckets) {
      const { body } = await request(`/shop?pret=${id}`);
      const expected = products.filter((p) => inBucket(lowest(p)));
      expect(articleCount(body), id).toBe(expected.length);
      for (const p of expected) expect(body).toContain(`href="/products/${p.handle}"`);
      expect(canonicalOf(body)).toBe('http://localhost/shop');
    }
  });

  it('maps ?category= to the products in that category, and combines with price', async () => {
    const { body } = await request('/shop?category=seara');
    const expected = products.filter((p) => p.categories.includes('seara'));
    expect(articleCount(body)).toBe(expected.length);
    expect(body).toContain('Rutina de seară');
    const both = await request('/shop?category=seara&pret=50-100');
    expect(articleCount(both.body)).toBe(expected.filter((p) => lowest(p) >= 50 && lowest(p) < 100).length);
  });

  it('shows the empty state for a filter with no products, and ignores unknown values', async () => {
    const { body } = await request('/shop?q=zzzz-nimic');
    expect(articleCount(body)).toBe(0);
    expect(body).toContain('Niciun produs nu se potrivește filtrelor alese');
    const unknown = await request('/shop?category=nu-exista&pret=gratis');
    expect(unknown.status).toBe(200);
    expect(articleCount(unknown.body)).toBe(products.length);
  });

  it('searches without diacritics: "crema" finds "Cremă"', async () => {
    const { body } = await request('/shop?q=crema');
    expect(articleCount(body)).toBeGreaterThan(0);
    expect(body).toMatch(/Cremă/);
  });
});

describe('product pages', () => {
  it('render the product with breadcrumb, old price, buy buttons, FAQ and 3 related products', async () => {
    const { status, body } = await request(`/products/${hero.handle}`);
    expect(status).toBe(200);
    expect(body).toContain(hero.title);
    expect(body).toMatch(/href="\/"[^>]*>Acasă<\/a>/);
    expect(body).toMatch(/href="\/shop"[^>]*>Magazin<\/a>/);
    expect(body).toContain('Cumpără acum');
    expect(body).toContain('Adaugă în coș');
    expect(body).toContain('Poate te interesează și');
    expect(body).not.toContain('Clienții au cumpărat și');
    const related = body.slice(body.indexOf('id="cumparate-impreuna"'));
    expect(articleCount(related)).toBe(3);
    expect(related).not.toContain(`href="/products/${hero.handle}"`);
    expect(body.match(/<details/g)?.length).toBe(5);
  });

  it('never offers a vape beside an oil, a jelly or a cream; beside a vape, other vapes may be', async () => {
    const vapes = products.filter((p) => p.kind === 'vape').map((p) => p.handle);
    const relatedOf = async (handle: string) => {
      const { body } = await request(`/products/${handle}`);
      const section = body.slice(body.indexOf('id="cumparate-impreuna"'));
      return [...section.matchAll(/href="\/products\/([a-z0-9-]+)"/g)].map((m) => m[1]!);
    };
    for (const p of products.filter((p) => p.kind !== 'vape')) {
      const shown = await relatedOf(p.handle);
      expect(shown.length, p.handle).toBeGreaterThan(0);
      expect(
        shown.filter((h) => vapes.includes(h)),
        p.handle,
      ).toEqual([]);
    }
  });

  it('share one canonical between /products/ and /produs/, with Product and BreadcrumbList data', async () => {
    const a = await request(`/products/${hero.handle}`);
    const b = await request(`/produs/${hero.handle}`);
    expect(b.status).toBe(200);
    expect(canonicalOf(a.body)).toBe(`http://localhost/products/${hero.handle}`);
    expect(canonicalOf(b.body)).toBe(canonicalOf(a.body));
    const data = structuredData(a.body);
    const product = data.find((d) => d['@type'] === 'Product') as {
      offers: { priceCurrency: string; availability: string; priceValidUntil: string }[];
    };
    expect(product.offers[0]).toMatchObject({ priceCurrency: 'RON' });
    // The promotion has ended (the default dates, worker/env.ts): no validity date in the past is stated.
    expect(product.offers[0]).not.toHaveProperty('priceValidUntil');
    expect(data.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
  });

  it('answer 404 "Produs negăsit" with a way back to the shop for an unknown handle', async () => {
    const { status, body } = await request('/produs/nu-exista-asa-ceva');
    expect(status).toBe(404);
    expect(body).toContain('Produs negăsit');
    expect(body).toContain('href="/shop"');
  });

  it('mark a sold-out product EPUIZAT with both buy buttons disabled', async () => {
    const { body } = await request(`/products/${soldOut.handle}`);
    expect(body).toContain('EPUIZAT');
    expect(body).toMatch(/<button[^>]*disabled=""[^>]*>Cumpără acum<\/button>/);
    expect(body).toMatch(/<button[^>]*disabled=""[^>]*>Adaugă în coș<\/button>/);
    const offers = (
      structuredData(body).find((d) => d['@type'] === 'Product') as { offers: { availability: string }[] }
    ).offers;
    expect(offers.every((o) => o.availability === 'https://schema.org/OutOfStock')).toBe(true);
  });
});

describe('collections', () => {
  it('/colectii and /collections list the collections as cards linking to /colectie/{handle}', async () => {
    for (const path of ['/colectii', '/collections']) {
      const { status, body } = await request(path);
      expect(status).toBe(200);
      for (const c of collections) expect(body).toContain(`href="/colectie/${c.handle}"`);
      expect(canonicalOf(body)).toBe('http://localhost/colectii');
    }
  });

  it('/colectii describes the list as CollectionPage data, one ListItem per collection', async () => {
    const { body } = await request('/colectii');
    const page = structuredData(body).find((d) => d['@type'] === 'CollectionPage') as {
      url: string;
      mainEntity: { itemListElement: { name: string; url: string }[] };
    };
    expect(page.url).toBe('http://localhost/colectii');
    expect(page.mainEntity.itemListElement.map((i) => i.url)).toEqual(
      collections.map((c) => `http://localhost/colectie/${c.handle}`),
    );
  });

  it('a collection has CollectionPage data listing its products and a BreadcrumbList', async () => {
    const { body } = await request(`/colectie/${fullCollection.handle}`);
    const data = structuredData(body);
    const page = data.find((d) => d['@type'] === 'CollectionPage') as {
      name: string;
      mainEntity: { numberOfItems: number; itemListElement: unknown[] };
    };
    expect(page.name).toBe(fullCollection.title);
    expect(page.mainEntity.numberOfItems).toBe(Math.min(fullCollection.productHandles.length, 50));
    expect(page.mainEntity.itemListElement).toHaveLength(page.mainEntity.numberOfItems);
    const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList') as {
      itemListElement: { name: string; item: string }[];
    };
    expect(crumbs.itemListElement.map((i) => i.name)).toEqual(['Acasă', 'Colecții', fullCollection.title]);
    expect(crumbs.itemListElement.at(-1)!.item).toBe(`http://localhost/colectie/${fullCollection.handle}`);
  });

  it('a collection answers on all four paths with one canonical and its products', async () => {
    const canonicals = new Set<string | undefined>();
    for (const prefix of ['collection', 'colectie', 'categories', 'categorii']) {
      const { status, body } = await request(`/${prefix}/${fullCollection.handle}`);
      expect(status, prefix).toBe(200);
      expect(articleCount(body)).toBe(Math.min(fullCollection.productHandles.length, 50));
      canonicals.add(canonicalOf(body));
    }
    expect([...canonicals]).toEqual([`http://localhost/colectie/${fullCollection.handle}`]);
  });

  it('an empty collection says so; an unknown one is a 404 "Colecție negăsită"', async () => {
    const empty = await request(`/colectie/${emptyCollection.handle}`);
    expect(empty.status).toBe(200);
    expect(empty.body).toContain('Nu există produse în această colecție momentan.');
    const missing = await request('/colectie/nu-exista');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('Colecție negăsită');
  });
});

describe('catalogue JSON for islands', () => {
  it('/api/products/{handle} answers the product or a JSON 404/400', async () => {
    const ok = await request(`/api/products/${hero.handle}`);
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.body).product.handle).toBe(hero.handle);
    const missing = await request('/api/products/nu-exista');
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body)).toEqual({ error: 'Produs negăsit' });
    const bad = await request('/api/products/%3Cscript%3E');
    expect(bad.status).toBe(400);
  });

  it('/api/search-index has up to 100 products with what the search panel shows', async () => {
    const { status, body } = await request('/api/search-index');
    expect(status).toBe(200);
    const { products: list } = JSON.parse(body) as {
      products: { title: string; description: string; price: { amount: number } }[];
    };
    expect(list.length).toBe(Math.min(products.length, 100));
    expect(list[0]).toMatchObject({
      title: expect.any(String),
      description: expect.any(String),
      price: { amount: expect.any(Number) },
    });
  });
});
