import { afterEach, describe, expect, it, vi } from 'vitest';
import { products } from '../../../content/catalog';
import { POLICY_PATHS } from '../../../content/policies/paths';
import { demoShopFigures, REVIEWS_NOT_CHECKED } from '../../../content/site';
import { request, structuredData } from '../helpers';
import { editedStore } from '../upstream';

const TRADER = {
  TRADER_NAME: 'Exemplu Comerț S.R.L.',
  TRADER_CUI: 'RO11112222',
  TRADER_TRADE_REGISTER: 'J40/123/2020',
  TRADER_ADDRESS: 'Str. Test nr. 1 <b>, București',
  TRADER_PHONE: '021 000 0000',
};
const decode = (text: string) =>
  text
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
/** Text as a shopper reads it: tags removed, then entities decoded (so markup in a value shows as text). */
const visible = (html: string) =>
  decode(
    html
      .replace(/<script[\s\S]*?<\/script>/g, '')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  );

describe('the trader is identified on the site (Legea 365/2002), from configuration', () => {
  it('the footer of every page names the company, CUI, trade-register number, address and phone', async () => {
    for (const path of ['/', '/shop', '/blog']) {
      const { body } = await request(path, {}, TRADER);
      const footer = visible(body.slice(body.indexOf('<footer')));
      expect(footer, path).toContain('Exemplu Comerț S.R.L.');
      expect(footer, path).toContain('CUI/cod de TVA RO11112222');
      expect(footer, path).toContain('Nr. Reg. Com. J40/123/2020');
      expect(footer, path).toContain('Str. Test nr. 1 <b>, București');
      expect(body, path).toContain('href="tel:0210000000"');
    }
  });

  it('the contact page lists the same identity, escaped, and never says "on request"', async () => {
    const { body } = await request('/contact', {}, TRADER);
    const main = body.slice(body.indexOf('<main'), body.indexOf('<footer'));
    for (const value of [
      'Exemplu Comerț S.R.L.',
      'RO11112222',
      'J40/123/2020',
      '021 000 0000',
      'Str. Test nr. 1 <b>, București',
    ])
      expect(visible(main)).toContain(value);
    // A configured value is text, never markup.
    expect(main).not.toContain('<b>');
    expect(visible(main)).not.toMatch(/la cerere/i);
  });

  it('no policy page shows a raw {{token}}, with or without configuration', async () => {
    for (const [canonical] of Object.values(POLICY_PATHS)) {
      for (const vars of [TRADER, { TRADER_CUI: '', TRADER_PHONE: '' }]) {
        const { status, body } = await request(canonical, {}, vars);
        expect(status, canonical).toBe(200);
        expect(body, canonical).not.toMatch(/\{\{[a-z]+\.[a-zA-Z]+\}\}/);
      }
    }
  });
});

/** The island's JSON props as the server wrote them. */
function islandProps(html: string, name: string): Record<string, unknown> {
  const m = new RegExp(`<island-root data-island="${name}" data-props="([^"]*)"`).exec(html);
  return JSON.parse(
    m![1]!
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>'),
  );
}

const hero = products[0]!;
const productOf = (body: string) => structuredData(body).find((d) => d['@type'] === 'Product')!;
const realStore = (name: string) => `https://${name}-${Date.now()}-${Math.random().toString(36).slice(2)}.example`;

/** Every line that states one of the shop's figures, as the spec words it. */
const FIGURE_LINE =
  /\d[\d.,]*\s*\/\s*5|recenzi|clienți mulțumiți|alese de peste|comandate de peste|Peste [\d.]+ de clienți|abonați|au folosit deja chestionarul|Primele \d+ de comenzi|ghidul nostru de protocol|ghidul tipărit|Comunitate de peste/;

describe("the shop's figures come from its store (Legea 363/2007: no invented figure)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("the embedded store states the spec's figures, and every page shows them as before", async () => {
    const home = visible((await request('/')).body);
    expect(home).toContain('4,9/5 din 247 de recenzii');
    expect(home).toContain('Peste 5.000 de clienți');
    expect(home).not.toContain('mulțumiți');
    expect(home).toContain('Peste 5.000 de clienți din toată România au comandat de la noi.');
    expect(home).toContain('Alătură-te celor peste 2.500 de abonați.');
    // Each count stands beside the store's word on how it was counted (the demo's: invented).
    const counted = 'Date demonstrative: cifrele magazinului de test sunt inventate.';
    expect(home.split(counted).length - 1).toBe(3);

    const { body } = await request(`/products/${hero.handle}`);
    const page = visible(body);
    expect(page).toContain('Magazin evaluat cu 4,9/5 (247 de recenzii)');
    expect(page).toContain('Primele 50 de comenzi din fiecare lună primesc gratuit ghidul tipărit Verdana.');
    // The three testimonials are the shop's, and say so; none is presented as a review of this product.
    expect(page).toContain('Recenzii despre magazin');
    expect(page).toContain('păreri despre magazin, nu despre acest produs');
    for (const name of ['Andreea M.', 'Radu P.', 'Ioana D.']) expect(page).toContain(name);
    expect(page).not.toContain('Ce spun clienții despre acest produs');
    // Beside the rating and the reviews: whether they come from buyers, as the store states it (Omnibus).
    // Whether they come from buyers, and how they are checked: here, not at all (seventh review F2).
    const check = demoShopFigures.reviewsCheck;
    expect(check).toMatch(/nu provin de la cumpărători; magazinul nu are un sistem de verificare/);
    expect(home).toContain(check);
    expect(page.split(check).length - 1).toBe(2);
    // The shop's rating is not the product's: search engines are told none.
    expect(productOf(body)).not.toHaveProperty('aggregateRating');

    const about = visible((await request('/despre')).body);
    expect(about).toContain('comandate de peste 5.000 de clienți din toată țara');
    expect(about).toContain('Comunitate de peste 5.000 de clienți');
    const quiz = visible((await request('/quiz')).body);
    expect(quiz).toContain('Peste 10.000 de români au folosit deja chestionarul');
    expect(quiz).toContain(counted);
    expect(about).toContain(counted);
    // The pattern the next test holds a bare store to finds each of these pages' figures here.
    for (const text of [home, page, about, quiz]) expect(text).toMatch(FIGURE_LINE);
  });

  it('a real store without the figure metafields shows none of these lines, nowhere a "0", and no aggregateRating', async () => {
    const endpoint = realStore('fara-cifre');
    // A store that defines none of them, and has no about page of its own (the shop's stands in).
    editedStore(endpoint, (json) => json.replace(/"page":\{.*\}\}$/, '"page":null}}'), { demoClaims: false });
    const vars = { STOREFRONT_ENDPOINT: endpoint, STOREFRONT_PUBLIC_TOKEN: 't' };
    const pages = {
      home: await request('/?magazin=fara-cifre', {}, vars),
      product: await request(`/products/${hero.handle}?magazin=fara-cifre`, {}, vars),
      about: await request('/despre?magazin=fara-cifre', {}, vars),
      quiz: await request('/quiz?magazin=fara-cifre', {}, vars),
    };
    for (const [name, { status, body }] of Object.entries(pages)) {
      expect(status, name).toBe(200);
      const text = visible(body);
      expect(text, name).not.toMatch(FIGURE_LINE);
      expect(text, name).not.toMatch(/\b0 (de )?(clienți|abonați|recenzii|comenzi)/);
    }
    // The sentences that carried a figure are told without it.
    const home = visible(pages.home.body);
    expect(home).toContain('Trimitem comenzi în toată România.');
    expect(home).toContain(
      'Abonează-te și primești pe e-mail un cod personal NEWSLETTER10-…: 10% la produsele dintr-o comandă, fără vape-uri și fără livrare, valabil o singură dată; codul nu expiră. Plus ghiduri și oferte.',
    );
    expect(home).toContain('THC sub limita de cuantificare a laboratorului (0,01%)');
    const product = visible(pages.product.body);
    expect(product).not.toContain('Recenzii despre magazin');
    expect(product).not.toContain('Andreea M.');
    expect(productOf(pages.product.body)).not.toHaveProperty('aggregateRating');
    const about = visible(pages.about.body);
    expect(about).toContain('pe care le trimitem clienților din toată țara');
    expect(about).toContain('Aproape de comunitatea noastră');
  });

  it('a store that states counts but not how it counted them shows none of them', async () => {
    const endpoint = realStore('fara-sursa');
    editedStore(endpoint, (json) => json.replace(/"figuresSource":\{[^}]*\}/, '"figuresSource":null'));
    const vars = { STOREFRONT_ENDPOINT: endpoint, STOREFRONT_PUBLIC_TOKEN: 't' };
    const home = visible((await request('/?magazin=fara-sursa', {}, vars)).body);
    const quiz = visible((await request('/quiz?magazin=fara-sursa', {}, vars)).body);
    // The rating keeps its own check; the counts of customers, subscribers and quiz users go.
    expect(home).toContain('4,9/5 din 247 de recenzii');
    expect(home).not.toMatch(/5\.000 de clienți|2\.500 de abonați/);
    expect(home).not.toContain('cifrele magazinului de test');
    expect(quiz).not.toContain('10.000 de români');
  });

  it("a real store's own product reviews: the product's rating, its testimonials and aggregateRating, from reviews.* metafields", async () => {
    const endpoint = realStore('cu-recenzii');
    const testimonials = [
      { name: 'Mihai T.', city: 'Sibiu', rating: 4, text: 'Flaconul a ajuns bine ambalat, cu lotul pe etichetă.' },
    ];
    editedStore(
      endpoint,
      (json) =>
        JSON.stringify(JSON.parse(json), (_key, value) =>
          value && typeof value === 'object' && 'reviewRating' in value
            ? {
                ...value,
                reviewRating: {
                  type: 'rating',
                  value: JSON.stringify({ value: '4.6', scale_min: '1.0', scale_max: '5.0' }),
                },
                reviewCount: { type: 'number_integer', value: '12' },
                testimonials: { type: 'json', value: JSON.stringify(testimonials) },
              }
            : value,
        ),
      { demoClaims: false },
    );
    const { body, status } = await request(
      `/products/${hero.handle}?magazin=cu-recenzii`,
      {},
      { STOREFRONT_ENDPOINT: endpoint, STOREFRONT_PUBLIC_TOKEN: 't' },
    );
    expect(status).toBe(200);
    const text = visible(body);
    expect(text).toContain('Produs evaluat cu 4,6/5 (12 recenzii)');
    expect(text).toContain('Ce spun clienții despre acest produs');
    expect(text).toContain('Flaconul a ajuns bine ambalat, cu lotul pe etichetă.');
    expect(text).toContain('Mihai T., Sibiu');
    // The store states no check of its reviews: the page says they are not checked, beside the rating and the list.
    expect(text.split(REVIEWS_NOT_CHECKED).length - 1).toBe(2);
    // The store states no shop figures: no shop rating, no shop reviews.
    expect(text).not.toContain('Magazin evaluat');
    expect(text).not.toContain('Recenzii despre magazin');
    expect(productOf(body).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: '4.6',
      bestRating: '5',
      worstRating: '1',
      ratingCount: 12,
    });
  });
});

describe('simulated viewers and "cumpărat azi" (SIMULATED_SOCIAL_PROOF)', () => {
  afterEach(() => vi.restoreAllMocks());
  const simulated = async (vars: Record<string, string>) =>
    islandProps((await request(`/products/${hero.handle}?sim=${Math.random()}`, {}, vars)).body, 'product-purchase')
      .simulatedSocialProof;

  it('are off by default, the embedded demo store included, and never on a vape even when turned on', async () => {
    expect(await simulated({ SIMULATED_SOCIAL_PROOF: '' })).toBe(false);
    expect(await simulated({ SIMULATED_SOCIAL_PROOF: 'false' })).toBe(false);
    expect(await simulated({ SIMULATED_SOCIAL_PROOF: 'true' })).toBe(true);
    const vape = islandProps(
      (await request('/products/vape-pen-cbd-unica-folosinta?sim=vape', {}, { SIMULATED_SOCIAL_PROOF: 'true' })).body,
      'product-purchase',
    );
    expect(vape.simulatedSocialProof).toBe(false);
  });

  it('with a real store they never appear unless SIMULATED_SOCIAL_PROOF=true is set explicitly', async () => {
    const endpoint = realStore('simulat');
    editedStore(endpoint, (json) => json);
    const store = { STOREFRONT_ENDPOINT: endpoint, STOREFRONT_PUBLIC_TOKEN: 't' };
    expect(await simulated({ ...store, SIMULATED_SOCIAL_PROOF: '' })).toBe(false);
    expect(await simulated({ ...store, SIMULATED_SOCIAL_PROOF: 'true' })).toBe(true);
  });
});
