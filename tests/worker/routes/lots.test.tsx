// Each product states its lot and links the certificate of analysis; THC is the measured limit, not "0.00%".
import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductPage } from '../../../client/pages/product-page';
import { lotsByNumber, productRedirects, products } from '../../../content/catalog';
import { NO_CLAIMS, type Product } from '../../../domain/types';
import { request, visibleText } from '../helpers';

const hero = products.find((p) => p.handle === 'ulei-cbd-10-spectru-complet')!;

/** The note under the buy buttons: from the lot line to the 18+ notice. */
const lotNote = (html: string) => /Lot VW-[\s\S]*?18\+/.exec(visibleText(html))?.[0] ?? '';

describe('lot and certificate on the product page', () => {
  it('states the lot, the analysis date and lab, THC below the limit of quantification, and links the certificate', async () => {
    const { status, body } = await request(`/products/${hero.handle}`);
    expect(status).toBe(200);
    const note = lotNote(body);
    expect(note).toContain(
      'Lot VW-OIL10-2608 · analizat pe 8 septembrie 2026 de Veridia Analize, laborator independent acreditat ISO/IEC 17025',
    );
    expect(note).toContain('THC: sub limita de cuantificare (0,01%)');
    expect(note).toContain('CBD măsurat: 1.012 mg / 10 ml (declarat 1.000 mg / 10 ml)');
    expect(note).not.toMatch(/0[.,]00\s?% THC/);
    expect(body).toMatch(
      /<a href="\/buletin-analiza\/VW-OIL10-2608"[^>]*>Vezi buletinul de analiză \(lotul <!-- -->VW-OIL10-2608<!-- -->\)<\/a>/,
    );

    const certificate = await request('/buletin-analiza/VW-OIL10-2608');
    expect(certificate.status).toBe(200);
    expect(visibleText(certificate.body)).toContain(hero.title);
  });

  it('every product page links a certificate that opens', async () => {
    for (const product of products) {
      const { body } = await request(`/produs/${product.handle}`);
      const href = new RegExp(`href="(/buletin-analiza/${product.lot!.number})"`).exec(body)?.[1];
      expect(href, product.handle).toBeDefined();
      const { status } = await request(href!);
      expect(status, href).toBe(200);
    }
  });

  it('a product the store publishes no lot for claims no certificate and no THC figure', async () => {
    const product: Product = {
      id: 'gid://shopify/Product/1',
      handle: 'fara-lot',
      title: 'Produs fără lot',
      description: 'Descriere.',
      price: { amount: 10, currencyCode: 'RON' },
      availableForSale: true,
      images: [],
      variants: [],
      options: [],
      productType: 'Ulei CBD',
      tags: [],
      badge: null,
      lot: null,
    };
    const stream = await renderToReadableStream(
      <ProductPage product={product} related={[]} simulatedSocialProof={false} claims={NO_CLAIMS} />,
    );
    await stream.allReady;
    const html = await new Response(stream).text();
    // The note under the buy buttons (the shop-wide FAQ and testimonials are other sections).
    const note = visibleText(/<div class="[^"]*bg-cream-100[^"]*">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '');
    expect(note).toContain('18+ Produsul nu este un medicament');
    expect(note).not.toMatch(/certificat|THC|lot/i);
  });
});

describe('GET /buletin-analiza/{lot}', () => {
  it('renders the summary of the lab report: product, lot, lab, report number, date and the results table', async () => {
    const { status, body } = await request('/buletin-analiza/VW-OIL10-2608');
    expect(status).toBe(200);
    expect(body).toMatch(/<meta name="robots" content="noindex/);
    const text = visibleText(body);
    expect(text).toContain('Buletin de analiză – lotul VW-OIL10-2608');
    for (const fact of [
      'Ulei CBD 10% spectru complet',
      'Veridia Analize, laborator independent acreditat ISO/IEC 17025',
      'VA-2026-1184',
      '8 septembrie 2026',
    ]) {
      expect(text).toContain(fact);
    }
    expect(body).toMatch(/<caption[^>]*>Rezultatele analizelor pentru lotul/);
    expect(body).toMatch(/<h2 id="rezultate-titlu"[^>]*>Rezultatele analizelor pentru lotul/);
    const headers = [...body.matchAll(/<th scope="col"[^>]*>([^<]+)<\/th>/g)].map((m) => m[1]);
    expect(headers).toEqual(['Parametru', 'Metodă', 'Rezultat', 'Limită sau valoare declarată', 'Verdict']);
    const rows = [...body.matchAll(/<tr class="[^"]*border-t[^"]*"[^>]*>([\s\S]*?)<\/tr>/g)].map((m) =>
      visibleText(m[1]!).trim(),
    );
    expect(rows[0]).toBe(
      'CBD (canabidiol) HPLC-DAD 1.012 mg / 10 ml Declarat: 1.000 mg / 10 ml (toleranță ±10%) Corespunde declarației (+1,2% față de declarat)',
    );
    expect(rows[1]).toBe(
      'THC total (Δ9-THC + 0,877 × THCA) HPLC-DAD < 0,01% (sub limita de cuantificare) Declarat: sub limita de cuantificare (LOQ 0,01%) Corespunde declarației',
    );
    expect(rows.slice(2).map((r) => r.split(' ')[0])).toEqual(['Metale', 'Pesticide', 'Solvenți', 'Microbiologie']);
    // What the label declares "corespunde declarației"; a contaminant under its limit is "Conform".
    expect(rows.slice(0, 2).every((r) => /Corespunde declarației( \([^)]*\))?$/.test(r))).toBe(true);
    expect(rows.slice(2).every((r) => r.endsWith('Conform'))).toBe(true);
    expect(text).toContain('Acest document este rezumatul raportului de încercare nr. VA-2026-1184');
    expect(body).toContain(`href="/products/${hero.handle}"`);
  });

  it('lists one CBD row per concentration, and no microbiology for what is inhaled', async () => {
    const carpati = visibleText(
      (await request(`/buletin-analiza/${lotsByNumber.get('CH-OIL-2608')!.lot.number}`)).body,
    );
    for (const label of ['5%', '10%', '15%']) expect(carpati).toContain(`CBD (canabidiol), varianta ${label}`);
    const vape = visibleText((await request('/buletin-analiza/VW-VAPE-DISP-2609')).body);
    expect(vape).toContain('Nicotină');
    expect(vape).not.toContain('Microbiologie');
  });

  it("an unknown lot, a prototype name or a longer path is the shop's 404 page", async () => {
    for (const path of [
      '/buletin-analiza/VW-NU-EXISTA',
      '/buletin-analiza/constructor',
      '/buletin-analiza/__proto__',
      '/buletin-analiza/VW-OIL10-2608/extra',
      '/buletin-analiza',
    ]) {
      const { status, body } = await request(path);
      expect(status, path).toBe(404);
      expect(body, path).toContain('Oops! Page not found');
    }
  });

  it('finds a lot typed in lower case', async () => {
    expect((await request('/buletin-analiza/vw-oil10-2608')).status).toBe(200);
  });
});

describe('renamed products', () => {
  it('the old handles answer 301 to the new product path, on /products and /produs, query kept', async () => {
    const cases: [string, string][] = [
      ['/products/jeleuri-cbd-somn-linistit', '/products/jeleuri-cbd-seara-musetel-roinita'],
      ['/produs/jeleuri-cbd-somn-linistit', '/produs/jeleuri-cbd-seara-musetel-roinita'],
      ['/products/crema-cbd-pentru-articulatii', '/products/crema-masaj-cbd-arnica-mentol'],
      ['/produs/Crema-CBD-pentru-Articulatii?utm_source=x', '/produs/crema-masaj-cbd-arnica-mentol?utm_source=x'],
      // English in the address, and "unguent" (a medicine's form) for a balm.
      ['/products/ulei-cbd-10-full-spectrum', '/products/ulei-cbd-10-spectru-complet'],
      ['/products/ulei-cbd-5-broad-spectrum?variant=1', '/products/ulei-cbd-5-spectru-larg?variant=1'],
      ['/produs/unguent-cbd-galbenele', '/produs/balsam-cbd-galbenele'],
      // The reports moved from "certificat" (a lab's report certifies nothing) to "buletin", lot and file kept.
      ['/certificat-analiza/VW-OIL10-2608', '/buletin-analiza/VW-OIL10-2608'],
      ['/certificat-analiza/VW-OIL10-2608/raport.pdf', '/buletin-analiza/VW-OIL10-2608/raport.pdf'],
    ];
    for (const [from, to] of cases) {
      const { status, response } = await request(from);
      expect(status, from).toBe(301);
      expect(response.headers.get('Location'), from).toBe(to);
      const target = await request(to);
      expect(target.status, to).toBe(200);
    }
  });

  it('the new names are on their pages; the old names and handles are gone from the catalogue', async () => {
    const jellies = visibleText((await request('/products/jeleuri-cbd-seara-musetel-roinita')).body);
    expect(jellies).toContain('Jeleuri CBD de seară cu mușețel și roiniță');
    const cream = visibleText((await request('/products/crema-masaj-cbd-arnica-mentol')).body);
    expect(cream).toContain('Cremă de masaj CBD cu arnică și mentol');
    const text = JSON.stringify(products);
    for (const old of ['Somn Liniștit', 'pentru Articulații', 'somn-linistit', 'pentru-articulatii', 'JOINT', 'SLEEP'])
      expect(text).not.toContain(old);
    for (const [from, to] of productRedirects) {
      expect(
        products.some((p) => p.handle === from),
        from,
      ).toBe(false);
      expect(
        products.some((p) => p.handle === to),
        to,
      ).toBe(true);
    }
  });

  it('no catalogue text claims 0.00% THC', () => {
    expect(JSON.stringify(products)).not.toMatch(/0[.,]00\s?%/);
  });
});
