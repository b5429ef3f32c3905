// Each product form gets its own text, read from the store's verdana.* metafields: a vape is inhaled (never
// "sub limbă") and carries inhalation warnings, a cream its INCI list and responsible person, an oil or a
// jelly its ingredients and allergens. A store without those metafields gets a neutral line, never another
// form's instructions.
import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductPage } from '../../../client/pages/product-page';
import { products } from '../../../content/catalog';
import { NO_CLAIMS, type Product } from '../../../domain/types';
import { memoryCartStore } from '../../../packages/embedded-storefront';
import { createStorefront } from '../../../worker/storefront';
import { createStorefrontClient } from '../../../worker/storefront/client';
import { shopEmbeddedStore } from '../../../worker/storefront/embedded-store';
import { reshapeInfo } from '../../../worker/storefront/reshape';
import { request, visibleText } from '../helpers';

const transport = shopEmbeddedStore({ carts: memoryCartStore(), origin: 'https://shop.test' });
const storefront = createStorefront(createStorefrontClient({ transport }));

/** The product's own page, without the other products' cards at its foot (they carry their own descriptions). */
const ownPage = (html: string) => html.split('id="cumparate-impreuna"')[0]!;
/** One block of the "Utilizare și compoziție" section, as text. */
const block = (html: string, testId: string) => {
  const at = html.indexOf(`data-testid="${testId}"`);
  if (at < 0) return null;
  const start = html.indexOf('>', at) + 1;
  return visibleText(html.slice(start, html.indexOf('</div></div>', start))).trim();
};
/** The answer to the FAQ's first question. */
const usageAnswer = (html: string) =>
  visibleText(/Cum folosesc produsul\?[\s\S]*?<p[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '').trim();

const config = {
  manufacturer: 'Verdana Wellness S.R.L., Str. Observatorului nr. 12, 400347 Cluj-Napoca, jud. Cluj, România',
};

describe('embedded store: label metafields', () => {
  const QUERY = `query Label($handle: String!) {
    product(handle: $handle) {
      productType
      metafields(identifiers: [
        {namespace: "verdana", key: "form"}, {namespace: "verdana", key: "usage"}, {namespace: "verdana", key: "warnings"},
        {namespace: "verdana", key: "ingredients"}, {namespace: "verdana", key: "allergens"}, {namespace: "verdana", key: "inci"},
        {namespace: "verdana", key: "manufacturer"}, {namespace: "verdana", key: "responsible_person"}
      ]) { namespace key type value }
    }
  }`;
  type Field = { namespace: string; key: string; type: string; value: string } | null;
  const fieldsOf = async (handle: string) => {
    const { body } = await transport({ query: QUERY, variables: { handle } });
    const { data, errors } = body as { data: { product: { metafields: Field[] } }; errors?: unknown };
    expect(errors).toBeUndefined();
    return Object.fromEntries(data.product.metafields.flatMap((m) => (m ? [[m.key, m]] : [])));
  };

  it('serves a vape its form, inhalation use and warnings, ingredients, and no INCI', async () => {
    const f = await fieldsOf('e-lichid-cbd-10-ml');
    expect(f.form).toEqual({ namespace: 'verdana', key: 'form', type: 'single_line_text_field', value: 'vape' });
    expect(f.usage!.type).toBe('multi_line_text_field');
    expect(f.usage!.value).toMatch(/inhalează/i);
    expect(f.usage!.value).not.toMatch(/sub limbă/i);
    expect(f.warnings!.value).toMatch(/exclusiv inhalării/);
    expect(f.ingredients!.value).toMatch(/Propilenglicol, glicerină vegetală/);
    expect(f.inci).toBeUndefined();
    expect(f.manufacturer).toBeUndefined();
  });

  it('serves a cream its INCI list; a Carpați Hemp cream also its maker and responsible person', async () => {
    const cream = await fieldsOf('crema-de-noapte-cbd-bakuchiol');
    expect(cream.form!.value).toBe('crema');
    expect(cream.inci!.value).toMatch(/^Aqua, .*Bakuchiol, Cannabidiol, /);
    expect(cream.ingredients).toBeUndefined();
    const carpati = await fieldsOf('crema-cbd-picioare');
    expect(carpati.manufacturer!.value).toMatch(/^Carpați Hemp S\.R\.L\./);
    expect(carpati.responsible_person!.value).toMatch(/^Carpați Hemp S\.R\.L\./);
  });

  it('serves an oil and a jelly their ingredients and allergens (a list metafield)', async () => {
    const oil = await fieldsOf('ulei-cbd-10-spectru-complet');
    expect(oil.ingredients!.value).toBe(
      'Ulei de semințe de cânepă presat la rece, extract de cânepă cu spectru complet (CBD).',
    );
    expect(oil.allergens).toMatchObject({ type: 'list.single_line_text_field', value: '[]' });
    const jelly = await fieldsOf('jeleuri-cbd-seara-musetel-roinita');
    expect(JSON.parse(jelly.allergens!.value)).toEqual(['soia']);
    expect(jelly.ingredients!.value).toContain('lecitină din soia');
  });

  it('the product document reads them into the product', async () => {
    const vape = (await storefront.product('vape-pen-cbd-unica-folosinta'))!;
    expect(vape.info).toMatchObject({ form: 'vape', inci: null, allergens: null });
    expect(vape.info!.warnings).toMatch(/inhalării/);
    const balm = (await storefront.product('balsam-cbd-arnica-mentol'))!;
    expect(balm.info).toMatchObject({ form: 'topic', ingredients: null, manufacturer: null });
    expect(balm.info!.inci).toMatch(/Cera Alba/);
  });

  it('the catalogue gives every product a use and warnings for its form, ingredients or INCI', () => {
    for (const p of products) {
      const info = p.info!;
      expect(info, p.handle).toBeDefined();
      if (p.kind === 'vape') expect(`${info.usage} ${info.warnings}`, p.handle).not.toMatch(/sub limbă|înghite/i);
      if (p.kind === 'ulei' || p.kind === 'jeleuri') expect(info.ingredients && info.allergens, p.handle).toBeTruthy();
      if (p.kind === 'crema' || p.kind === 'topic') {
        expect(info.inci, p.handle).toMatch(/Cannabidiol/);
        expect(info.ingredients, p.handle).toBeUndefined();
      }
      for (const allergen of info.allergens ?? [])
        expect(info.ingredients, `${p.handle}: ${allergen}`).toContain(allergen);
    }
  });
});

describe('product page text per form', () => {
  it("an oil or a jelly: the CBD in a drop (for comparison) or in a jelly, set against EFSA's provisional ~2 mg a day; a cream or a vape: none", async () => {
    const servingOf = (html: string) => {
      const at = html.indexOf('data-testid="serving-note"');
      return at < 0 ? null : visibleText(html.slice(at, html.indexOf('</div>', at)));
    };
    for (const p of products) {
      const { body } = await request(`/products/${p.handle}`);
      const note = servingOf(ownPage(body));
      if (p.kind !== 'ulei' && p.kind !== 'jeleuri') {
        expect(note, p.handle).toBeNull();
        continue;
      }
      // A drop is a figure to compare by, never a portion: how much to take is the label's.
      if (p.kind === 'ulei') {
        expect(note, p.handle).toMatch(
          /Pentru comparație: o picătură \(circa 0,05 ml\) are aproximativ [\d,]+ mg de CBD[^;]*; cantitatea de folosit este cea de pe etichetă\./,
        );
        expect(note, p.handle).not.toMatch(/porți/);
      } else expect(note, p.handle).toMatch(/CBD într-o porție: 1 jeleu conține /);
      expect(note, p.handle).toContain('aproximativ 2 mg de CBD pe zi (0,0275 mg pe kilogram corp)');
      // EFSA could not establish a safe level below 25: said where the shopper decides (fifth review F11).
      expect(note, p.handle).toContain(
        'Pentru persoanele sub 25 de ani, EFSA nu a putut stabili un nivel sigur, așa că nu recomandăm produsele cu CBD care se înghit celor sub 25 de ani.',
      );
    }
    // 1.000 mg in 10 ml: 5 mg a drop, 2,5 times the level; a jelly of 15 mg: 7,5 times.
    const oil = servingOf((await request('/products/ulei-cbd-10-spectru-complet')).body);
    expect(oil).toContain(
      'Pentru comparație: o picătură (circa 0,05 ml) are aproximativ 5 mg de CBD; cantitatea de folosit este cea de pe etichetă.',
    );
    expect(oil).toContain('O singură picătură din acest produs îl depășește: are de 2,5 ori mai mult');
    // Sold in three concentrations: the figure of a drop of each, computed from the label.
    const three = servingOf((await request('/products/ulei-canepa-cbd-carpati')).body);
    expect(three).toContain(
      'Pentru comparație: o picătură (circa 0,05 ml) are aproximativ 2,5 mg de CBD la concentrația de 5%, 5 mg la concentrația de 10% și 7,5 mg la concentrația de 15%; cantitatea de folosit este cea de pe etichetă.',
    );
    const jelly = servingOf((await request('/products/jeleuri-cbd-seara-musetel-roinita')).body);
    expect(jelly).toContain('1 jeleu conține 15 mg de CBD.');
    expect(jelly).toContain('are de 7,5 ori mai mult');
    // Below twice the level, by how much more: "de 1,3 ori" is no Romanian an editor signs.
    const mild = servingOf((await request('/products/ulei-cbd-5-spectru-larg')).body);
    expect(mild).toContain('O singură picătură din acest produs îl depășește: are cu aproximativ 25% mai mult.');
    expect(mild).not.toMatch(/de 1,\d ori/);
  });

  it('a serving metafield that is not a list of portions with a positive amount states nothing', () => {
    const info = (value: string) =>
      reshapeInfo([{ key: 'serving', type: 'json', value, namespace: 'verdana' } as never], 'Ulei CBD').servings;
    expect(info('not json')).toEqual([]);
    expect(info('{"portion":"1 jeleu","cbd_mg":10}')).toEqual([]);
    expect(
      info('[{"portion":"1 jeleu","cbd_mg":-1},{"portion":"","cbd_mg":5},{"portion":"1 jeleu","cbd_mg":"x"}]'),
    ).toEqual([]);
    expect(info('[{"label":"10%","portion":"1 picătură","cbd_mg":"5"}]')).toEqual([
      { label: '10%', portion: '1 picătură', cbdMg: 5 },
    ]);
  });

  it('a vape: inhalation use and warning, never "sub limbă"', async () => {
    for (const handle of ['vape-pen-cbd-unica-folosinta', 'e-lichid-cbd-10-ml', 'cartus-vape-cbd-510']) {
      const { status, body } = await request(`/products/${handle}`);
      expect(status).toBe(200);
      const page = ownPage(body);
      expect(visibleText(page), handle).not.toMatch(/sub limbă/i);
      expect(usageAnswer(page), handle).toMatch(/inhalează/i);
      expect(block(page, 'usage'), handle).toMatch(/^Mod de utilizare: inhalare /);
      expect(block(page, 'warnings'), handle).toMatch(
        /Produs destinat exclusiv inhalării, numai pentru adulți \(18\+\)/,
      );
      expect(block(page, 'inci'), handle).toBeNull();
      expect(visibleText(page)).toContain('Pot folosi produsul dacă urmez un tratament?');
    }
  });

  it('a cream: external use, its INCI list, its maker and the responsible person from configuration', async () => {
    const page = ownPage((await request('/products/crema-de-noapte-cbd-bakuchiol')).body);
    expect(block(page, 'usage')).toMatch(/^Mod de utilizare: uz extern Aplică seara pe tenul curățat/);
    expect(block(page, 'warnings')).toMatch(/Numai pentru uz extern\./);
    expect(block(page, 'inci')).toContain(
      'Ingrediente (INCI) Aqua, Caprylic/Capric Triglyceride, Butyrospermum Parkii Butter',
    );
    expect(block(page, 'ingredients')).toBeNull();
    const maker = block(page, 'maker')!;
    expect(maker).toContain(`Producător: ${config.manufacturer}`);
    expect(maker).toContain(
      `Persoana responsabilă (Regulamentul (CE) nr. 1223/2009): ${config.manufacturer}, suport@verdana.ro`,
    );
    expect(visibleText(page)).not.toMatch(/sub limbă/i);
  });

  it("another maker's cream names its own maker and responsible person, from its metafields", async () => {
    const maker = block(ownPage((await request('/products/crema-cbd-picioare')).body), 'maker')!;
    expect(maker).toContain('Producător: Carpați Hemp S.R.L., Str. Morii nr. 7, 505600 Săcele, jud. Brașov, România');
    expect(maker).toContain('Persoana responsabilă (Regulamentul (CE) nr. 1223/2009): Carpați Hemp S.R.L.');
    expect(maker).not.toContain('Verdana');
  });

  it('an oil: its ingredients, that it has no allergen, its use under the tongue and its maker', async () => {
    const page = ownPage((await request('/products/ulei-cbd-10-spectru-complet')).body);
    expect(block(page, 'ingredients')).toBe(
      'Ingrediente Ulei de semințe de cânepă presat la rece, extract de cânepă cu spectru complet (CBD). Nu conține alergeni din lista Regulamentului (UE) nr. 1169/2011 (Anexa II).',
    );
    expect(usageAnswer(page)).toMatch(/sub limbă/);
    expect(block(page, 'maker')).toBe(`Producător ${config.manufacturer}`);
    expect(block(page, 'inci')).toBeNull();
    expect(visibleText(page)).toContain('Pot lua produsul dacă urmez un tratament?');
  });

  it('a jelly: its allergens in bold in the ingredient list, and named below it', async () => {
    const page = ownPage((await request('/products/jeleuri-cbd-seara-musetel-roinita')).body);
    expect(page).toMatch(/emulgator: lecitină din <strong[^>]*data-allergen=""[^>]*>soia<\/strong>/);
    expect(page).toMatch(/Alergenii sunt evidențiați în listă \(<strong[^>]*>soia<\/strong>\)\./);
    expect(usageAnswer(page)).toMatch(/^Mestecă un jeleu/);
  });

  it('a jelly whose label only warns of traces names no allergen, and says the precaution as the label does', async () => {
    const page = ownPage((await request('/products/jeleuri-cbd-mango-fructul-pasiunii')).body);
    const line = block(page, 'ingredients');
    expect(line).not.toMatch(/Alergen(ii|i):/);
    // The label's precaution, once (not repeated under the list).
    expect(line?.match(/Poate conține urme de fructe cu coajă lemnoasă\./g)).toHaveLength(1);
    expect(line).toContain('Niciun ingredient nu este alergen din lista Regulamentului (UE) nr. 1169/2011 (Anexa II).');
  });

  it('with no maker configured, a product whose metafields name none names no maker', async () => {
    // Its own address: this isolate's page memory is not keyed on the configuration (a deployment has one).
    const { body } = await request(
      '/products/ulei-cbd-10-spectru-complet?fara-producator',
      {},
      { PRODUCT_MANUFACTURER: '', COSMETICS_RESPONSIBLE_PERSON: '' },
    );
    expect(block(ownPage(body), 'maker')).toBeNull();
  });
});

describe('a real store without the label metafields', () => {
  const product = (productType: string): Product => ({
    id: 'gid://shopify/Product/1',
    handle: 'produs',
    title: 'Produs',
    description: 'Descriere.',
    price: { amount: 10, currencyCode: 'RON' },
    availableForSale: true,
    images: [],
    variants: [],
    options: [],
    productType,
    tags: [],
    badge: null,
    lot: null,
    info: reshapeInfo([null, null], productType),
  });
  const render = async (p: Product) => {
    const stream = await renderToReadableStream(
      <ProductPage product={p} related={[]} simulatedSocialProof={false} claims={NO_CLAIMS} />,
    );
    await stream.allReady;
    return new Response(stream).text();
  };

  it.each(['Vape CBD', 'Țigaretă electronică CBD', 'Tigareta electronica CBD'])(
    'a vape (%s) gets the neutral inhalation line, no oil instructions, and no invented ingredients',
    async (type) => {
      const html = await render(product(type));
      expect(visibleText(html)).not.toMatch(/sub limbă/i);
      expect(usageAnswer(html)).toBe('Produsul se inhalează, nu se înghite. Urmează instrucțiunile de pe ambalaj.');
      expect(block(html, 'warnings')).toMatch(/Produs destinat exclusiv inhalării/);
      for (const id of ['ingredients', 'inci', 'maker']) expect(block(html, id), id).toBeNull();
    },
  );

  it('a cream gets the neutral external-use line and no INCI list', async () => {
    const html = await render(product('Cremă de corp'));
    expect(usageAnswer(html)).toBe(
      'Produsul este numai pentru uz extern, pe piele. Urmează instrucțiunile de pe ambalaj.',
    );
    expect(block(html, 'inci')).toBeNull();
  });

  it('a product of unknown form gets only the label line, and no warnings made up', async () => {
    const html = await render(product('Accesorii'));
    expect(usageAnswer(html)).toBe('Urmează instrucțiunile de pe etichetă.');
    expect(block(html, 'warnings')).toBeNull();
    expect(visibleText(html)).not.toMatch(/sub limbă|inhal|uz extern/i);
  });
});

describe("an e-cigarette's page informs, it does not promote (sixth review F6)", () => {
  it('no rating, no testimonials, no other products, no AggregateRating; an oil keeps them', async () => {
    const vapes = products.filter((p) => p.kind === 'vape');
    expect(vapes.length).toBeGreaterThan(0);
    for (const p of vapes) {
      const { status, body } = await request(`/products/${p.handle}`);
      expect(status, p.handle).toBe(200);
      for (const promo of [
        'Magazin evaluat cu',
        'Recenzii despre magazin',
        'Poate te interesează și',
        'AggregateRating',
      ])
        expect(body, `${p.handle}: ${promo}`).not.toContain(promo);
    }
    const oil = (await request('/products/ulei-cbd-10-spectru-complet')).body;
    for (const shown of ['Magazin evaluat cu', 'Recenzii despre magazin', 'Poate te interesează și'])
      expect(oil, shown).toContain(shown);
  });
});
