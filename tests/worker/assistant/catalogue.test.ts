// The assistant answers catalogue questions from the live catalogue, only answers that answer, and follows a
// conversation. Expected figures are computed here from the embedded catalogue, never copied from an answer.
import { describe, expect, it } from 'vitest';
import { lotsByHandle, products } from '../../../content/catalog';
import { countRo, formatMoney } from '../../../domain/format';
import { ask, askFull, linksOf } from './ask';

const lei = (amount: number) => formatMoney({ amount, currencyCode: 'RON' });
/** Spaces as a reader sees them: prices carry a no-break space before "lei". */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const inStock = products.flatMap((p) => p.variants.filter((v) => v.availableForSale).map((v) => ({ p, v })));
const byHandle = (handle: string) => products.find((p) => p.handle === handle)!;
const DONT_KNOW = 'Nu am găsit un răspuns sigur';

describe('catalogue questions, from the storefront', () => {
  it('names the cheapest and the dearest product in stock, overall and by form, with its link and price', async () => {
    // Vapes are e-cigarettes: named only to whoever asks for vapes.
    const cheapest = inStock.filter((o) => o.p.kind !== 'vape').reduce((a, b) => (b.v.price < a.v.price ? b : a));
    const reply = await ask('Care e cel mai ieftin produs pe care il aveti?');
    expect(linksOf(reply)[0]).toBe(`/products/${cheapest.p.handle}`);
    expect(plain(reply)).toContain(plain(lei(cheapest.v.price)));

    const oils = inStock.filter((o) => o.p.kind === 'ulei');
    const dearestOil = oils.reduce((a, b) => (b.v.price > a.v.price ? b : a));
    const dear = await ask('cel mai scump ulei pe care il aveti?');
    expect(linksOf(dear)[0]).toBe(`/products/${dearestOil.p.handle}`);
    expect(plain(dear)).toContain(plain(lei(dearestOil.v.price)));
  });

  it("reads a number after a product's noun as its concentration, and an old product name as the product", async () => {
    // "ulei 20 cu terpene citrice" is the 20% oil, not twenty bottles.
    const oil = products.find((p) => /20%.*citrice/.test(p.title))!;
    const reply = plain(await ask('ulei 20 cu terpene citrice, cat costa?'));
    expect(reply).not.toMatch(/20 ×/);
    for (const v of oil.variants) expect(reply).toContain(plain(lei(v.price)));
    // The foot cream's old address said "obosite": its old name asks for a price, not for a remedy.
    const cream = byHandle('crema-cbd-picioare');
    const old = plain(await ask('cât costă crema pentru picioare obosite?'));
    expect(linksOf(old)).toContain('/products/crema-cbd-picioare');
    expect(old).toContain(plain(lei(cream.variants[0]!.price)));
  });

  it('lists what sits under a price, only in stock, cheapest first', async () => {
    const reply = plain(await ask('ce uleiuri aveti sub 100 de lei?'));
    const expected = inStock
      .filter((o) => o.p.kind === 'ulei' && o.v.price <= 100)
      .sort((a, b) => a.v.price - b.v.price);
    expect(expected.length).toBeGreaterThan(0);
    let at = -1;
    for (const { p, v } of expected) {
      const i = reply.indexOf(p.title);
      expect(i, p.title).toBeGreaterThan(at);
      expect(reply).toContain(plain(lei(v.price)));
      at = i;
    }
    expect(reply).not.toContain(
      plain(lei(Math.min(...inStock.filter((o) => o.p.kind === 'ulei' && o.v.price > 100).map((o) => o.v.price)))),
    );
  });

  it('says a sold-out variant is sold out, and which ones are in stock', async () => {
    const oil = byHandle('ulei-cbd-20-spectru-complet');
    const orange = oil.variants.find((v) => v.selectedOptions.some((o) => o.value === 'Portocală'))!;
    expect(orange.availableForSale).toBe(false);
    const reply = await ask('uleiul 20% full spectrum cu portocala mai e pe stoc?');
    expect(reply).toMatch(/epuizat|nu mai este în stoc/);
    expect(reply).toContain('Natural');
  });

  it('finds a product named loosely and gives its price', async () => {
    const mango = byHandle('jeleuri-cbd-mango-fructul-pasiunii');
    const reply = plain(await ask('cat costa jeleurile cu mango?'));
    expect(reply).toContain(mango.title);
    expect(reply).toContain(plain(lei(mango.variants[0]!.price)));
    const hand = byHandle('crema-cbd-pentru-maini-unt-de-shea');
    expect(plain(await ask('pret crema de maini?'))).toContain(
      plain(lei(Math.min(...hand.variants.map((v) => v.price)))),
    );
  });

  it('compares two oils: concentration, mg per drop, price and price per 100 mg of CBD', async () => {
    const reply = plain(await ask('care e diferenta intre uleiul 10% full spectrum si cel de 20% full spectrum?'));
    // 10%: 100 mg/ml, 5 mg a drop at 20 drops/ml; 20%: 10 mg a drop.
    expect(reply).toMatch(/5 mg de CBD într-o picătură/);
    expect(reply).toMatch(/10 mg de CBD într-o picătură/);
    const ten = byHandle('ulei-cbd-10-spectru-complet').variants[0]!;
    expect(reply).toContain(plain(lei(ten.price)));
    // 179,90 lei for 1000 mg: 17,99 lei per 100 mg (the 30 ml bottle is cheaper per mg and is the one named).
    expect(reply).toMatch(/pentru 100 mg de CBD/);
  });

  it('names full spectrum, broad spectrum and isolate as our products are labelled', async () => {
    const reply = await ask('Uleiul vostru e full spectrum sau izolat?');
    for (const p of products.filter((x) => x.kind === 'ulei' && x.tags.includes('broad spectrum')))
      expect(reply).toContain(p.title);
    for (const p of products.filter((x) => x.kind === 'ulei' && x.tags.includes('full spectrum')))
      expect(reply).toContain(p.title);
    expect(await ask('aveti ceva cu cbd izolat?')).toContain(byHandle('e-lichid-cbd-10-ml').title);
  });

  it("quotes THC as the lot's analysis states it, with the lot number", async () => {
    const lot = lotsByHandle.get('ulei-cbd-10-spectru-complet')!;
    const reply = await ask('uleiul de 10% full spectrum are thc? ce arata analiza lotului?');
    expect(reply).toContain(lot.number);
    expect(reply).toMatch(/limita de cuantificare a laboratorului \(0,01%\)/);
  });

  it("computes how long a bottle lasts and how much CBD a drop holds, by our guides' 20 drops per ml", async () => {
    expect(await ask('cat tine o sticluta de 10 ml daca iau 3 picaturi pe zi?')).toMatch(/aproximativ 66 de zile/);
    expect(await ask('cate mg de cbd are o picatura din uleiul de 15%?')).toMatch(/7,5 mg/);
  });

  it('answers a drug-test question with the limit of quantification, not a flat no', async () => {
    const reply = await ask('CBD-ul apare la testul antidrog?');
    expect(reply).toContain('0,01%');
    expect(reply).toMatch(/nu poate fi exclus/);
  });

  it('offers each suggested product for the cart, with its variants', async () => {
    const { products: suggested } = await askFull('care e cel mai ieftin ulei?');
    expect(suggested?.length).toBeGreaterThan(0);
    const first = suggested![0]! as unknown as {
      handle: string;
      variants: { id: string; title: string; available: boolean }[];
    };
    const oil = byHandle(first.handle);
    expect(first.variants.map((v) => v.title)).toEqual(oil.variants.map((v) => v.title));
    // Only answers that name products carry them.
    expect((await askFull('cat costa livrarea?')).products).toBeUndefined();
  });
});

describe('only an answer that answers', () => {
  it('answers a change of address after ordering with what the policy says, not the dispatch hours', async () => {
    const reply = await ask('Pot să îmi schimb adresa de livrare după ce am plasat comanda?');
    expect(reply).toContain('suport@verdana.ro');
    expect(reply).toMatch(/curier/);
    expect(reply).not.toContain('14:00');
  });

  it('answers "aveți X?" only with a passage that speaks of X', async () => {
    for (const q of ['oferiti mostre gratuite?', 'aveti magazin in Brasov?'])
      expect(await ask(q), q).toContain(DONT_KNOW);
    // The shipping policy speaks of lockers: the answer is its own.
    expect(await ask('livrati la easybox?')).toMatch(/nu livrăm în automate de colete/);
    expect(await ask('acceptati plata ramburs?')).toContain('100 de lei');
    expect(await ask('puteti emite factura pe firma?')).toMatch(/factur/);
  });

  it('says honestly it does not know, with the contacts, where our content is silent', async () => {
    for (const q of [
      'aveti magazin fizic in Iasi? as vrea sa vin direct',
      'aveti card de fidelitate sau puncte la fiecare comanda?',
    ]) {
      const reply = await ask(q);
      expect(reply, q).toContain(DONT_KNOW);
      expect(reply, q).toContain('suport@verdana.ro');
    }
  });
});

describe('follow-ups carry the subject', () => {
  it('"și cel de 20%?" after a price question gives the 20% oil\'s price', async () => {
    const twenty = byHandle('ulei-cbd-20-spectru-complet');
    const reply = plain(await ask('si cel de 20%?', ['Cât costă Ulei CBD 10% Full Spectrum?']));
    expect(reply).toContain(twenty.title);
    expect(reply).toContain(plain(lei(Math.min(...twenty.variants.map((v) => v.price)))));
  });

  it('"dar pentru seară?" swaps the need, "și livrarea?" the topic', async () => {
    const evening = await askFull('dar pentru seară?', ['ce ulei recomanzi pentru dimineață?']);
    expect(evening.response).toContain('„Rutina de seară”');
    expect(evening.products?.length).toBeGreaterThan(0);
    // A symptom swapped in ("somn") gets no product: CBD products are not medicines.
    const sleep = await askFull('dar pentru somn?', ['ce ulei recomanzi pentru energie?']);
    expect(sleep.products ?? []).toEqual([]);
    expect(sleep.response).toContain('nu sunt medicamente');
    const shipping = await ask('si livrarea?', ['Cât costă Ulei CBD 10% Full Spectrum?']);
    expect(shipping).toMatch(/19 lei/);
  });

  it('"dar dacă iau 8 pe zi?" recomputes with the new figure', async () => {
    const reply = await ask('dar daca iau 8 pe zi?', ['cat imi tine un flacon de 10 ml daca iau 4 picaturi pe zi?']);
    expect(reply).toMatch(/aproximativ 25 de zile/);
  });

  it('swaps the product, the superlative or the size and keeps the question', async () => {
    const mango = byHandle('jeleuri-cbd-mango-fructul-pasiunii');
    const swapped = plain(await ask('dar jeleurile cu mango?', ['cat costa uleiul cbd 10% full spectrum?']));
    expect(swapped).toContain(mango.title);
    expect(swapped).toContain(plain(lei(Math.min(...mango.variants.map((v) => v.price)))));
    expect(swapped).not.toMatch(/Ulei CBD 10%/);

    const oils = inStock.filter((o) => o.p.kind === 'ulei');
    const dearest = oils.reduce((a, b) => (b.v.price > a.v.price ? b : a));
    const dear = await ask('si cel mai scump?', ['care e cel mai ieftin ulei?']);
    expect(linksOf(dear)[0]).toBe(`/products/${dearest.p.handle}`);
    expect(plain(dear)).toContain(plain(lei(dearest.v.price)));

    const ten = byHandle('ulei-cbd-10-spectru-complet');
    const thirty = ten.variants.find((v) => /30 ml/.test(v.title))!;
    expect(thirty.availableForSale).toBe(true);
    const size = plain(await ask('il aveti in stoc pe cel de 30 ml?', ['cat costa uleiul de 10%?']));
    expect(size).toContain(ten.title);
    expect(size).toMatch(/30 ml[^\n]*(în stoc|disponibil)/i);
  });
});

describe("the red team's catalogue breaks", () => {
  const oils = inStock.filter((o) => o.p.kind === 'ulei');
  const percentOf = (o: (typeof inStock)[number]) =>
    Number(/(\d+)%/.exec(o.v.title)?.[1] ?? /(\d+)%/.exec(o.p.title)?.[1] ?? NaN);
  const spectrumOf = (o: (typeof inStock)[number]) =>
    o.p.tags.includes('full spectrum') ? 'full' : o.p.tags.includes('broad spectrum') ? 'broad' : null;
  const cheapest = (list: typeof inStock) => list.reduce((a, b) => (b.v.price < a.v.price ? b : a));
  const dearest = (list: typeof inStock) => list.reduce((a, b) => (b.v.price > a.v.price ? b : a));

  it('narrows the cheapest and the dearest by percent and by extract', async () => {
    const tenPercent = cheapest(oils.filter((o) => percentOf(o) === 10));
    expect(plain(await ask('Care e cel mai ieftin ulei de 10%?'))).toContain(plain(lei(tenPercent.v.price)));
    const full = oils.filter((o) => spectrumOf(o) === 'full');
    expect(plain(await ask('Care e cel mai ieftin ulei full spectrum?'))).toContain(plain(lei(cheapest(full).v.price)));
    expect(plain(await ask('Care e cel mai scump ulei full spectrum?'))).toContain(plain(lei(dearest(full).v.price)));
  });

  it('narrows a price range by percent, and reads "între X și Y lei"', async () => {
    const reply = plain(await ask('Ce ulei de 10% aveți sub 200 de lei?'));
    const tens = oils.filter((x) => percentOf(x) === 10 && x.v.price <= 200);
    for (const o of tens) expect(reply, o.p.title).toContain(plain(lei(o.v.price)));
    for (const o of oils.filter((x) => percentOf(x) !== 10 && !tens.some((t) => t.p === x.p)))
      expect(reply, o.p.title).not.toContain(o.p.title);
    const jellies = plain(await ask('Ce jeleuri aveți între 80 și 140 de lei?'));
    for (const o of inStock.filter((x) => x.p.kind === 'jeleuri')) {
      if (o.v.price < 80 || o.v.price > 140) expect(jellies, o.p.title).not.toContain(plain(lei(o.v.price)));
    }
    expect(jellies).toMatch(/între 80 și 140 de lei/);
  });

  it('answers which extract a product has, the strongest oil in stock, and a sold-out one in a comparison', async () => {
    expect(await ask('Uleiul cu terpene citrice e broad sau full spectrum?')).toMatch(
      /Ulei CBD 20% cu terpene citrice[\s\S]*(broad spectrum|spectru larg)/i,
    );
    const strongest = Math.max(...oils.map(percentOf).filter(Number.isFinite));
    expect(await ask('Care e cel mai concentrat ulei în stoc?')).toContain(`${strongest}%`);
    expect(await ask('Compară uleiul de 5%, cel de 15% și cel de 30%.')).toMatch(/30%[^\n]*epuizat/);
  });

  it("says how much CBD a package holds and how many puffs a vape gives, from the product's own figures", async () => {
    expect(await ask('Câte mg de CBD are un jeleu de seară?')).toMatch(/15 mg de CBD într-un jeleu/);
    expect(await ask('Câte mg de CBD are uleiul cu terpene citrice de 20 ml?')).toMatch(/4[\s\u00a0.]?000 mg/);
    expect(await ask('câte mg de cbd are punga de jeleuri cu mango?')).toMatch(/200 mg/);
    expect(await ask('Câte pufuri are vape-ul de unică folosință?')).toMatch(/500 de inhalări/);
  });

  it('names the best price per mg of CBD, computed', async () => {
    const per100 = oils
      .map((o) => ({
        o,
        mg: Number(/(\d+)%/.exec(o.p.title)?.[1]) * 10 * Number(/(\d+) ml/.exec(o.v.title)?.[1] ?? 10),
      }))
      .filter((x) => Number.isFinite(x.mg))
      .map((x) => ({ ...x, price: (x.o.v.price / x.mg) * 100 }))
      .sort((a, b) => a.price - b.price)[0]!;
    expect(await ask('Care ulei are cel mai bun preț pe mg?')).toContain(per100.o.p.title);
  });

  it("links the lot's certificate in a THC answer", async () => {
    const lot = lotsByHandle.get('ulei-cbd-10-spectru-complet')!;
    expect(linksOf(await ask('uleiul de 10% full spectrum are thc?'))).toContain(`/buletin-analiza/${lot.number}`);
  });

  it('"și la 8?" recomputes the days; "aveți pastile?" names what we sell instead', async () => {
    expect(await ask('si la 8?', ['Cât ține un flacon de 10 ml la 4 picături pe zi?'])).toMatch(
      /aproximativ 25 de zile/,
    );
    expect(await ask('Aveți pastile cu CBD?')).toMatch(/Nu avem pastile/);
  });

  it('does not answer a short question with a neighbouring passage', async () => {
    expect(await ask('Aveți card de fidelitate?')).toContain(DONT_KNOW);
    // "Pot plăti cu Bitcoin?" is answered by the methods we take.
    expect(await ask('Pot plăti cu Bitcoin?')).toMatch(
      /Poți plăti cu cardul, online, prin transfer bancar sau ramburs/,
    );
    // Where we deliver is the shipping policy's own answer to a place abroad.
    expect(await ask('Livrați în Republica Moldova?')).toMatch(/Livrăm în toată România/);
  });
});

describe('baskets, stock counts, restocks and shipping for an amount', () => {
  it("adds up a basket described earlier, with the delivery by the shop's threshold", async () => {
    const jellies = byHandle('jeleuri-cbd-fructe-de-padure').variants.find((v) => v.title === '30 buc.')!;
    const cream = byHandle('crema-cbd-pentru-maini-unt-de-shea').variants.find((v) => v.title === '30 ml')!;
    const sum = Math.round((jellies.price + cream.price) * 100) / 100;
    const reply = plain(
      await ask('cat platesc in total cu tot cu livrare?', [
        'am in cos jeleuri fructe de padure de 30 buc si crema de maini de 30 ml',
      ]),
    );
    expect(reply).toContain(plain(lei(sum + (sum >= 200 ? 0 : 19))));
  });

  it('prices several of one product, and a product with its delivery, as a sum (names with "cu" kept whole)', async () => {
    const vape = byHandle('vape-pen-cbd-unica-folosinta').variants[0]!;
    const three = plain(await ask('cat costa 3 vapeuri de unica folosinta?'));
    expect(three).toContain(plain(lei(Math.round(vape.price * 300) / 100)));
    const jellies = byHandle('jeleuri-cbd-fructe-de-padure').variants.find((v) => v.title === '30 buc.')!;
    const two = Math.round(jellies.price * 200) / 100;
    const reply = plain(await ask('cat dau pe 2 borcane de jeleuri cu fructe de padure + transport?'));
    expect(reply).toContain(plain(lei(two)));
    expect(reply).toContain(plain(lei(two + (two >= 200 ? 0 : 19))));
    // One of a product is still its price, by variant, not a sum.
    expect(plain(await ask('cat costa uleiul 10%?'))).not.toContain('Împreună');
  });

  it('says how many are left of a variant, and that a sold-out one has no restock date', async () => {
    const berry = byHandle('cartus-vape-cbd-510').variants.find((v) => v.title === 'Afine')!;
    expect(await ask('cate cartuse cu afine mai aveti in stoc?')).toContain(
      countRo(berry.quantityAvailable, 'bucată', 'bucăți'),
    );
    const restock = await ask('cand mai aduceti vape-ul de unica folosinta cu ierburi de munte?');
    expect(restock).toMatch(/epuizat/);
    expect(restock).toContain('suport@verdana.ro');
  });

  it('gives the delivery cost for the amount the shopper names, not the order desk', async () => {
    const reply = plain(await ask('cat costa transportul? comanda mea e vreo 150 lei'));
    expect(reply).toContain('19,00 lei');
    expect(reply).not.toContain('Nu am acces la comenzi');
  });

  it('answers "când ajunge?" after an order placed in a big city with the delivery times', async () => {
    expect(await ask('cand ajunge?', ['am dat comanda azi la 11 dimineata, stau in bucuresti'])).toMatch(/24 de ore/);
  });

  it('names the product a duration is for, with its link', async () => {
    expect(linksOf(await ask('daca iau 4 picaturi pe zi din uleiul 5% de 30ml cat imi tine flaconul?'))).toContain(
      '/products/ulei-cbd-5-spectru-larg',
    );
  });
});

describe("the second red team's catalogue breaks", () => {
  it('adds up quantities ("2 pungi ... și o cremă"), with free delivery from the threshold', async () => {
    const jellies = byHandle('jeleuri-cbd-fructe-de-padure').variants.find((v) => v.title === '30 buc.')!;
    const cream = byHandle('crema-cbd-pentru-maini-unt-de-shea').variants.find((v) => v.title === '30 ml')!;
    const sum = Math.round((2 * jellies.price + cream.price) * 100) / 100;
    const reply = plain(
      await ask('cat costa 2 pungi de jeleuri fructe de padure de 30 buc si o crema de maini de 30 ml?'),
    );
    expect(reply).toContain(`2 × `);
    expect(reply).toContain(plain(lei(sum + (sum >= 200 ? 0 : 19))));
  });

  it('narrows the cheapest oil by volume, and names a concentration we do not sell as missing', async () => {
    const reply = await ask('care e cel mai ieftin ulei de 30 ml?');
    const oils30 = products
      .filter((p) => p.productType.toLowerCase().includes('ulei'))
      .flatMap((p) => p.variants.filter((v) => v.availableForSale && /30 ml/.test(v.title)).map((v) => v.price));
    expect(plain(reply)).toContain(plain(lei(Math.min(...oils30))));
    expect(reply).not.toMatch(/\(10 ml\)/);
    const missing = await ask('aveti ulei de 40%?');
    expect(missing).toMatch(/Nu avem ulei de 40%/);
    expect(missing).toMatch(/20%/);
  });

  it('counts a bag of jellies in days, with Romanian numerals ("15 zile", not "15 de zile")', async () => {
    const reply = await ask('cat imi tine o punga de jeleuri fructe de padure de 30 buc daca iau 2 pe zi?');
    expect(reply).toContain('15 zile');
    expect(reply).not.toContain('15 de zile');
  });

  it('says what the descriptions name as an ingredient, and honestly when they do not', async () => {
    const mct = await ask('uleiurile contin MCT?');
    expect(mct).toContain('MCT');
    expect(linksOf(mct).length).toBeGreaterThan(0);
    const gluten = await ask('jeleurile contin gluten?');
    expect(gluten).toMatch(/nu menționează gluten/);
    expect(gluten).toContain('suport@verdana.ro');
    // THC is the lot's analysis, never "the description mentions THC".
    expect(await ask('Produsele voastre conțin THC?')).not.toMatch(/menționează THC/i);
  });

  it('gives the measured CBD next to THC in a lot answer', async () => {
    const lot = lotsByHandle.get('ulei-cbd-10-spectru-complet')!;
    const reply = await ask('uleiul 10% full spectrum are thc?');
    expect(reply).toContain(lot.number);
    expect(reply).toMatch(/CBD măsurat/);
  });

  it('gives no starting amount for a symptom ("pt somn, cu câte mg să încep?"), nor the bottle\'s content', async () => {
    const reply = await ask('vreau sa incerc uleiul cbd pt somn, cu cate mg sa incep seara?');
    expect(reply).not.toMatch(/\d+\s*mg/);
    expect(reply).toMatch(/medic/);
  });
});
