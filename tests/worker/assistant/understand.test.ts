// The assistant reads what a message asks (the intent classifier) and what the conversation is about (the product
// in focus, the list last shown), and answers from the catalogue, the label, the facts or a computation.
import { describe, expect, it } from 'vitest';
import { products } from '../../../content/catalog';
import { lotsByHandle } from '../../../content/catalog/lots';
import { productInfoByHandle } from '../../../content/catalog/product-info';
import { formatMoney } from '../../../domain/format';
import { foldText } from '../../../domain/text';
import { leiIn } from '../../../worker/assistant/text';
import { deliveryDays } from '../../../worker/assistant/understand/when';
import { ask, askFull, chat, linksOf } from './ask';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const byHandle = (handle: string) => products.find((p) => p.handle === handle)!;

describe('wellness-chatbot: answers computed from what is asked', () => {
  it('adds the delivery to a basket it is told the sum of', async () => {
    const reply = plain(await ask('am un cos de 150 lei, cat platesc cu transportul?'));
    expect(reply).toContain('169,00 lei');
    expect(reply).not.toMatch(/retur/i);
    expect(plain(await ask('comanda mea are 230 de lei, cat dau cu livrare cu tot?'))).toMatch(/gratuit/);
  });

  it('reads sums as Romanians write them, and computes none that is negative or absurd', async () => {
    expect(leiIn('un cos de 150 lei')).toBe(150);
    expect(leiIn('am 185,50 lei in cos')).toBe(185.5);
    expect(leiIn('comanda de 1.500,50 lei')).toBe(1500.5);
    expect(leiIn('1 000 de lei')).toBe(1000);
    expect(leiIn('-50 lei')).toBeNull();
    expect(leiIn('999999999 lei')).toBeNull();
    expect(plain(await ask('am un cos de 1.000 lei, cat platesc cu transportul?'))).toMatch(/gratuit/);
  });

  it('answers both halves of "cât costă livrarea și în cât timp ajunge?"', async () => {
    const reply = plain(await ask('cat costa livrarea si in cat timp ajunge'));
    expect(reply).toContain('19 lei');
    expect(reply).toMatch(/24–48 de ore/);
  });

  it('leads a return question with the 30-day return, and the steps', async () => {
    const reply = await ask('cum fac retur?');
    expect(reply).toMatch(/30 de zile/);
    expect(reply).toMatch(/codul de retur/);
    expect(reply).not.toMatch(/^Pentru produse lipsă/);
  });

  it("quotes the label's ingredients (INCI) and maker of the product it names", async () => {
    const inci = productInfoByHandle.get('crema-de-noapte-cbd-bakuchiol')!.inci!;
    const cream = await ask('ce contine crema de noapte?');
    expect(cream).toContain(inci.slice(0, 60));
    expect(linksOf(cream)).toContain('/products/crema-de-noapte-cbd-bakuchiol');
    const maker = await ask('cine produce uleiul Carpati?');
    expect(maker).toContain('Carpați Hemp S.R.L.');
  });
});

describe('wellness-chatbot: a conversation has a state', () => {
  it('"și varianta de 30 ml?" gives that variant of the product in focus', async () => {
    const oil = byHandle('ulei-cbd-seara-lavanda');
    const v30 = oil.variants.find((v) => /30 ml/.test(v.title))!;
    const reply = plain(await ask('si varianta de 30 ml?', ['cat costa uleiul de seara cu lavanda?']));
    expect(reply).toContain('30 ml');
    expect(reply).toContain(plain(new Intl.NumberFormat('ro-RO', { minimumFractionDigits: 2 }).format(v30.price)));
    expect(reply).not.toContain('(10 ml)');
  });

  it('"ce arome are?" lists the flavours of the vape asked about before', async () => {
    const vape = byHandle('vape-pen-cbd-unica-folosinta');
    const reply = await ask('ce arome are?', ['aveti vape de unica folosinta?']);
    for (const v of vape.variants) expect(reply).toContain(v.title);
  });

  it('"cum se aplică?" gives the use from the label of the product in focus', async () => {
    const usage = productInfoByHandle.get('balsam-cbd-arnica-mentol')!.usage!;
    expect(await ask('cum se aplica?', ['cat costa balsamul cu arnica?'])).toContain(usage);
  });

  it('"care e mai ieftin?" and "care ține cel mai mult?" choose from the list last shown', async () => {
    const creams = await ask('ce creme aveti?');
    const listed = linksOf(creams).filter((l) => l.startsWith('/products/'));
    expect(listed.length).toBeGreaterThan(1);
    const cheaper = await ask('care e mai ieftin?', ['ce creme aveti?']);
    const [pick] = linksOf(cheaper);
    expect(listed).toContain(pick);
    const prices = listed.map((l) => Math.min(...byHandle(l.split('/').pop()!).variants.map((v) => v.price)));
    expect(Math.min(...byHandle(pick!.split('/').pop()!).variants.map((v) => v.price))).toBe(Math.min(...prices));
    const longest = await ask('care dintre ele tine cel mai mult?', ['ce jeleuri aveti?']);
    expect(foldText(longest)).toMatch(/cea mai mare cantitate/);
  });

  it('keeps the state past one turn: a third message is read against the answer the second one got', async () => {
    const listed = await ask('care e mai ieftin?', ['ce jeleuri aveti?']);
    const [pick] = linksOf(listed);
    const flavours = await ask('ce arome are?', ['ce jeleuri aveti?', 'care e mai ieftin?']);
    expect(flavours).not.toMatch(/Despre ce produs întrebi/);
    expect(linksOf(flavours)[0]).toBe(pick);
  });

  it('keeps the variant picked: "și cu transport cât vine?" is that size with its delivery', async () => {
    const oil = byHandle('ulei-cbd-10-spectru-complet');
    const v30 = oil.variants.find((v) => /30 ml/.test(v.title))!;
    const reply = plain(
      await ask('si cu transport cat vine?', ['cat costa uleiul de 10% full spectrum?', 'si varianta de 30 ml?']),
    );
    const lei = (n: number) => plain(new Intl.NumberFormat('ro-RO', { minimumFractionDigits: 2 }).format(n));
    expect(reply).toContain(lei(v30.price));
    // Above the free-delivery threshold: what it costs is what it pays.
    expect(v30.price).toBeGreaterThanOrEqual(200);
    expect(reply).toMatch(/gratuit/);
    expect(reply).not.toContain('(10 ml)');
  });

  it('"care e diferența între ele?" sets the two products asked about one after the other side by side', async () => {
    const reply = await ask('care e diferenta intre ele?', ['ulei 20% terpene citrice pret', 'dar cel de 5%?']);
    expect(linksOf(reply)).toEqual(
      expect.arrayContaining(['/products/ulei-cbd-20-terpene-citrice', '/products/ulei-cbd-5-spectru-larg']),
    );
    expect(reply).toMatch(/20%/);
    expect(reply).toMatch(/5%/);
  });

  it('"care dintre ele e mai ieftină?" after the sizes of one product picks its cheapest variant', async () => {
    const cream = byHandle('crema-cbd-pentru-maini-unt-de-shea');
    const cheapest = cream.variants.reduce((a, b) => (b.price < a.price ? b : a));
    const reply = await ask('care e mai ieftina dintre ele?', ['ce marimi are crema de maini?']);
    expect(reply).toContain(cheapest.title);
    expect(linksOf(reply)).toEqual(['/products/crema-cbd-pentru-maini-unt-de-shea']);
  });

  it('a word that names the product in focus again keeps it: "are mentol?" about the menthol gel', async () => {
    const reply = await ask('are mentol?', ['cat e gelul de masaj?']);
    expect(linksOf(reply)).toEqual(['/products/gel-de-masaj-cbd-racoritor']);
    expect(reply).toMatch(/Menthol/);
  });

  it('"și cele cu ashwagandha?" asks the question before about the product it names now', async () => {
    const reply = await ask('si cele cu ashwagandha?', ['jeleurile cu fructe de padure au alergeni?']);
    expect(linksOf(reply)).toEqual(['/products/jeleuri-cbd-ashwagandha-cirese']);
    expect(reply).toContain(productInfoByHandle.get('jeleuri-cbd-ashwagandha-cirese')!.ingredients!.slice(0, 40));
  });

  it('"și cele cu citrice?" after a question on jellies means the citrus jellies, not the citrus oil', async () => {
    const reply = await ask('si cele cu citrice?', ['ce ingrediente au jeleurile cu mango?']);
    expect(linksOf(reply)).toEqual(['/products/jeleuri-cbd-citrice-vitamina-c']);
    expect(reply).toContain(productInfoByHandle.get('jeleuri-cbd-citrice-vitamina-c')!.ingredients!.slice(0, 40));
  });

  it('works out how long a bag lasts at the pieces a day the shopper says', async () => {
    const reply = await ask('iau un jeleu pe zi din punga de 30 cu fructe de padure, cat imi ajunge?');
    expect(reply).toMatch(/30 de zile/);
  });

  it('asks which product a bare "cât costă?" is about when nothing was named before', async () => {
    expect(await ask('cat costa?')).toMatch(/Despre ce produs întrebi\?/);
  });
});

describe('wellness-chatbot: CBD itself, the whole catalogue, and what the conversation said before', () => {
  it('says what CBD is, and that "0% THC" cannot be shown, from the facts; no product for either', async () => {
    for (const q of ['ce e cbd?', 'cbd-ul e drog?', 'ma face high uleiul?']) {
      const reply = await askFull(q);
      expect(reply.response, q).toMatch(/canabidiol/);
      expect(reply.response, q).not.toMatch(/Aici nu îți pot recomanda/);
      expect(reply.products ?? [], q).toEqual([]);
    }
    const thc = await ask('e thc 0%?');
    expect(thc).toMatch(/sub limita de cuantificare/);
    expect(thc).toMatch(/nu înseamnă zero/);
  });

  it('publishes no sales ranking: "cel mai vândut" is answered honestly, with no product picked', async () => {
    const reply = await askFull('care e cel mai vandut produs?');
    expect(reply.response).toMatch(/Nu publicăm un clasament/);
    expect(reply.products ?? []).toEqual([]);
  });

  it("a routine within a budget lists that routine's products under the sum, and no vape", async () => {
    const reply = plain(await ask('ceva pt seara sub 100 lei'));
    expect(reply).toMatch(/Rutina de seară/);
    const listed = linksOf(reply).map((path) => byHandle(path.replace('/products/', '')));
    expect(listed.length).toBeGreaterThan(0);
    for (const p of listed) {
      expect(p.kind, p.handle).not.toBe('vape');
      expect(p.categories, p.handle).toContain('seara');
      expect(Math.min(...p.variants.map((v) => v.price)), p.handle).toBeLessThanOrEqual(100);
    }
  });

  it('compares the oils of two strengths it names without "%": "uleiul de 10 și cel de 15"', async () => {
    const reply = await ask('care e diferenta dintre uleiul de 10 si cel de 15?');
    expect(reply).toMatch(/ce le deosebește/);
    expect(reply).toMatch(/10%/);
    expect(reply).toMatch(/15%/);
  });

  it('"și cât costă?" after a delivery question is the delivery\'s cost; a sum said before is added to', async () => {
    expect(plain(await ask('si cat costa?', ['livrati in Iasi?']))).toMatch(/19 lei/);
    expect(plain(await ask('cat platesc cu livrare?', ['am o comanda de 120 lei']))).toContain('139,00 lei');
  });

  it('"și dacă iau două?" of a product in two sizes: what two of each cost, with the delivery', async () => {
    const jar = byHandle('jeleuri-cbd-seara-musetel-roinita').variants;
    const reply = plain(await ask('si daca iau doua?', ['vreau jeleurile de seara', 'cat costa?']));
    for (const v of jar) expect(reply).toContain(plain(formatMoney({ amount: v.price * 2, currencyCode: 'RON' })));
  });

  it('a question about one product asked of a list asks which; "ce arome?" of a list gives each one\'s', async () => {
    expect(await ask('ce contin?', ['ce jeleuri aveti?'])).toMatch(/Despre ce produs întrebi: Jeleuri/);
    const flavours = await ask('ce arome?', ['aveti vape?', 'da, fumez']);
    expect(flavours).toMatch(/Mango/);
    expect(flavours).toMatch(/Mentă rece/);
  });
});

describe('wellness-chatbot: a conversation keeps its topic, its basket and its product', () => {
  it('adds what the shopper puts in the basket to what was there, vapes outside the free-delivery sum', async () => {
    const cream = byHandle('crema-cbd-pentru-maini-unt-de-shea').variants.find((v) => v.title === '75 ml')!;
    const rollOn = byHandle('roll-on-cbd-lavanda').variants[0]!;
    const sum = cream.price + rollOn.price;
    const reply = plain(
      await ask('si daca mai pun si roll-onul cu lavanda?', ['am in cos crema de maini de 75 ml', 'cat e livrarea?']),
    );
    expect(reply).toContain(plain(formatMoney({ amount: sum + 19, currencyCode: 'RON' })));
    expect(reply).toContain(plain(formatMoney({ amount: 200 - sum, currencyCode: 'RON' })));
    const vapes = plain(await ask('cat costa 3 vapeuri cu menta?'));
    expect(vapes).toMatch(/vape-urile nu intră în această sumă/);
  });

  it("a lot's follow-ups stay on the lot: what the lab measured, its THC, who tested it", async () => {
    const before = ['vreau sa vad buletinul de analiza la uleiul 15%'];
    expect(await ask('cat cbd are de fapt?', before)).toMatch(/laboratorul a măsurat|CBD măsurat/);
    expect(await ask('si thc?', [...before, 'cat cbd are de fapt?'])).toMatch(/limita de cuantificare/);
  });

  it("a return's follow-ups are the return's: how long I have, who pays the courier back", async () => {
    expect(await ask('si cat timp am?', ['cum fac retur la voi?'])).toMatch(/30 de zile/);
    expect(await ask('transportul cine il plateste?', ['cum fac retur la voi?'])).toMatch(/15–25 de lei/);
  });

  it('a return stays the topic through a message not understood: who pays the courier, how the money comes back', async () => {
    const before = ['vreau sa returnez crema de noapte, nu mi-a placut, am deschis-o deja', 'cum fac concret?'];
    expect(await ask('cine plateste curierul?', before)).toMatch(/15–25 de lei/);
    expect(await ask('am platit ramburs, cum primesc banii?', [...before, 'cine plateste curierul?'])).toMatch(/IBAN/);
    // A code's follow-up: two codes together is the rule that they do not add up.
    expect(await ask('se poate combina cu ce castig la ruleta?', ['aveti vreun cod de reducere?'])).toMatch(
      /nu se cumulează/,
    );
  });

  it('"punga de 60" picks that size, and the total with delivery is of that size', async () => {
    const jar = byHandle('jeleuri-cbd-fructe-de-padure').variants.find((v) => v.title === '60 buc.')!;
    const reply = plain(
      await ask('si cu livrarea cat platesc in total?', [
        'cat costa jeleurile cu fructe de padure?',
        'si punga de 60?',
      ]),
    );
    expect(reply).toContain(plain(formatMoney({ amount: jar.price + 19, currencyCode: 'RON' })));
  });

  it('a flavour names its product even beside words every jelly has ("câte buc sunt în pungă")', async () => {
    const reply = await askFull('jeleurile cu mango cate buc sunt in punga si cat costa');
    expect([...new Set(linksOf(reply.response))]).toEqual(['/products/jeleuri-cbd-mango-fructul-pasiunii']);
  });
});

describe('wellness-chatbot: computed from the data, or honestly not sure', () => {
  const lei = (amount: number) => plain(formatMoney({ amount, currencyCode: 'RON' }));

  it('weighs sizes by what they hold: two small packs against one large, and the price a ml or a piece', async () => {
    const jellies = byHandle('jeleuri-cbd-fructe-de-padure').variants;
    const small = jellies.find((v) => v.title === '30 buc.')!;
    const large = jellies.find((v) => v.title === '60 buc.')!;
    const reply = plain(
      await ask('jeleurile cu fructe de padure... iau 2 pungi de 30 sau una de 60? care iese mai ieftin'),
    );
    expect(reply).toContain(`2 borcane de 30 de bucăți costă ${lei(small.price * 2)}`);
    expect(reply).toContain(`1 borcan de 60 de bucăți costă ${lei(large.price)}`);
    expect(reply).toMatch(/varianta de 60 de bucăți iese cel mai ieftin/);
    const cream = byHandle('crema-cbd-picioare').variants;
    const tube = plain(await ask('crema aia de picioare, care e mai avantajoasa: tubul de 100 sau ala de 200 ml?'));
    for (const v of cream) expect(tube).toContain(lei(v.price));
    expect(tube).toMatch(/lei\/ml/);
    // The follow-up of a product in view: the same computation.
    const perMl = plain(
      await ask('care iese mai ieftin la ml?', ['uleiul de 10% full spectrum cat e?', 'si varianta mare?']),
    );
    expect(perMl).toMatch(/varianta de 30 ml iese cel mai ieftin/);
    // Whatever the words read as, weighing sizes of the product in view is this computation.
    const instead = plain(
      await ask('si daca iau doua mici in loc de una mare?', [
        'jeleurile cu fructe de padure, cate sunt intr-o punga?',
        'cat tine punga mica daca iau unul pe zi?',
      ]),
    );
    expect(instead).toContain(`2 borcane de 30 de bucăți costă ${lei(small.price * 2)}`);
  });

  it('answers both things asked of one product ("în ce culori vine și cât costă?")', async () => {
    const kit = byHandle('kit-vape-pen-cbd-reincarcabil');
    const reply = plain(await ask('kitul vape reincarcabil in ce culori vine si cat costa?'));
    for (const v of kit.variants) expect(reply).toContain(v.title);
    expect(reply).toContain(lei(kit.variants[0]!.price));
  });

  it("reads each of two questions in its own clause: every size's price, then the larger one", async () => {
    const oil = byHandle('ulei-cbd-seara-lavanda');
    const reply = plain(await ask('uleiul ala de seara cu lavanda cat e? are si flacon mai mare?'));
    for (const v of oil.variants) expect(reply).toContain(lei(v.price));
    expect(reply).toMatch(/cea mai mare este 30 ml/);
    // "Vine și cu vreo aromă sau doar natural?" asks for every flavour, whichever one it names.
    const flavours = plain(await ask('uleiul 15% vine si cu vreo aroma sau doar natural?'));
    for (const v of byHandle('ulei-cbd-15-spectru-complet').variants) expect(flavours).toContain(v.title);
  });

  it("names who analyses the lots and what they found for the substance asked, from the lot's own analysis", async () => {
    const oil = lotsByHandle.get('ulei-cbd-10-spectru-complet')!;
    const who = plain(await ask('cine va face analizele? e laborator acreditat sau doar ziceti voi?'));
    expect(who).toContain(oil.lab);
    expect(who).toContain(oil.accreditation!.number);
    const metals = plain(await ask('testati si pt metale grele si pesticide sau doar thc?'));
    expect(metals).toMatch(/Metale grele[^–]*– Pb/);
    expect(metals).toMatch(/Pesticide[^–]*– Nedetectate/);
    const nicotine = plain(await ask('e-lichidul are nicotina? scrie „fara nicotina adaugata” si nu inteleg'));
    expect(nicotine).toMatch(/Nicotină – Nedetectată/);
    expect(plain(await ask('vapeul de unica folosinta are acetat de vitamina e?'))).toMatch(
      /Acetat de vitamina E – Nedetectat/,
    );
  });

  it("says whether the promotion's code still works from the promotion's dates", async () => {
    const ended = plain(await ask('mai merge codul HALLOWEEN15? il am de anul trecut pe mail'));
    expect(ended).toMatch(/Codul HALLOWEEN15 a fost valabil până la .*; acum nu mai poate fi folosit/);
    const running = { PROMO_STARTS_AT: '2026-01-01T00:00:00+02:00', PROMO_ENDS_AT: '2099-01-01T00:00:00+02:00' };
    const say = async (content: string) =>
      plain(
        (JSON.parse((await chat([{ role: 'user', content }], { vars: running })).body) as { response: string })
          .response,
      );
    expect(await say('codul HALLOWEEN15 mai e valabil?')).toMatch(/Codul HALLOWEEN15 este valabil până la/);
    // Combining codes while it runs is the rules' answer.
    expect(await say('pot folosi HALLOWEEN15 si NEWSLETTER10 in aceeasi comanda?')).toMatch(/nu se cumulează/);
  });

  it('a sold-out flavour named like another form ("cu ierburi de munte") is that flavour, out of stock', async () => {
    const reply = await ask('vapeul de unica folosinta cu ierburi de munte il mai aveti?');
    expect(reply).toMatch(/Ierburi de munte\) nu mai este în stoc/);
    expect(reply).not.toMatch(/Nu avem ierburi/);
  });

  it("never answers a product's figures with a guide's passage: that is 'not sure'", async () => {
    const reply = await ask('care e ala cu musetel si roinita?', ['vreau ceva pt rutina de seara, pana in 100 de lei']);
    expect(linksOf(reply).some((path) => path.startsWith('/blog/'))).toBe(false);
  });
});

describe('wellness-chatbot: the product in focus keeps the conversation, and its own copy answers what no figure does', () => {
  const disposable = ['vape-ul de unica folosinta cat costa?', 'ce arome are?'];

  it('a word another product is named by, that the product in focus has too, keeps the focus', async () => {
    // The rechargeable kit is named by "reîncărcabil"; the disposable vape asked about recharges too.
    const recharge = plain(await ask('se poate reincarca?', disposable));
    expect(recharge).toContain('/products/vape-pen-cbd-unica-folosinta');
    expect(recharge).toMatch(/USB-C/);
    expect(recharge).not.toContain('/products/kit-vape-pen-cbd-reincarcabil');
    // The oil asked about comes in mint: "ăla cu mentă" is that oil, not the mint e-cigarette.
    const mint = plain(await ask('cat e ala cu menta?', ['uleiul de 15 full spectrum ce gusturi are']));
    expect(mint).toContain('239,90 lei');
    expect(mint).not.toContain('/products/vape-cbd-menta-rece');
    // "La 15%" of the Carpați oil, sold at 15%, is its 15%; then how many are left of that one.
    const carpati = ['uleiul carpati ce e?', 'cine il face?', 'in ce concentratii vine?'];
    expect(plain(await ask('cat e la 15%?', carpati))).toContain('229,90 lei');
    const left = plain(await ask('cate mai aveti?', [...carpati, 'cat e la 15%?']));
    expect(left).toMatch(/\b12 bucăți/);
    expect(left).not.toMatch(/45 de bucăți/);
    // Another form, or a word of another product's name the focus does not hold, moves it.
    expect(await ask('si gelul cu mentol?', ['balsamul cu arnica cat costa?'])).toContain(
      '/products/gel-de-masaj-cbd-racoritor',
    );
    expect(
      await ask('si cartuse de schimb ce arome aveti si cu cat?', ['kitul de vape reincarcabil cat costa?']),
    ).toContain('/products/cartus-vape-cbd-510');
  });

  it("answers from the product's description what no figure holds: puffs, recharging, the atomizer", async () => {
    const puffs = plain(await ask('si cate pufuri tine?', ['vapeul de unica folosinta de 49,90 il aveti in stoc?']));
    expect(puffs).toMatch(/500 de inhalări/);
    const liquid = ['aveti e-lichid cbd pt tigara mea reincarcabila?'];
    // What follows "pentru" says what it is for: the liquid is asked, not the kit.
    expect(await ask(liquid[0]!)).toContain('/products/e-lichid-cbd-10-ml');
    const six = plain(await ask('ala de 600 cat e?', liquid));
    expect(six).toContain('79,90 lei');
    expect(six).not.toContain('124,90');
    expect(plain(await ask('ce rezistenta trebuie la atomizor?', [...liquid, 'ala de 600 cat e?']))).toMatch(
      /peste 1 ohm/,
    );
    // The question before, asked of the product named now: the mint e-cigarette needs no charging.
    const again = plain(await ask('si ala cu menta de 39,90?', [...disposable, 'se poate reincarca?']));
    expect(again).toContain('/products/vape-cbd-menta-rece');
    expect(again).toMatch(/Nu trebuie încărcat/);
    // A part of the question the computed answer leaves out is answered by the sentence that holds it.
    const kit = plain(await ask('kitul de vape reincarcabil in ce culori vine? si in cat se incarca bateria'));
    expect(kit).toMatch(/Grafit/);
    expect(kit).toMatch(/se încarcă complet în aproximativ o oră/);
    // A sentence that holds none of what is asked is not quoted.
    expect(await ask('din ce material e carcasa?', disposable)).toMatch(/Nu am găsit un răspuns sigur/);
  });

  it('a size or a count picked in passing is the one priced, with its delivery', async () => {
    const vapes = ['aveti vape cbd de unica folosinta?', 'ce arome are?'];
    const two = plain(await ask('ok atunci 2 buc mango, cat platesc cu livrare cu tot?', vapes));
    expect(two).toContain('118,80 lei');
    // E-cigarettes never reach free delivery: no "you are X lei short".
    expect(two).not.toMatch(/Îți mai lipsesc/);
    const evening = ['cat e uleiul cbd de seara cu lavanda si musetel?', 'si varianta mare?'];
    const large = plain(await ask('si cu livrare cat dau pt ala mare?', evening));
    expect(large).toContain('389,90 lei');
    expect(large).toMatch(/gratuită/);
    const oil = [
      'salut, cat costa uleiul de 5% spectru larg?',
      'si varianta mare?',
      'ok iau mare. cu transport cat vine?',
    ];
    expect(plain(await ask(oil[2]!, oil.slice(0, 2)))).toContain('219,90 lei');
    const small = plain(await ask('si daca iau totusi pe cea mica?', oil));
    expect(small).toContain('108,90 lei');
    const bag = plain(
      await ask('cat tine punga mica daca iau unul pe zi?', ['jeleurile cu fructe de padure, cate sunt intr-o punga?']),
    );
    expect(bag).toMatch(/30 de zile/);
    expect(bag).not.toMatch(/60 de zile/);
    expect(plain(await ask('si cel mai concentrat?', ['e-lichidul cbd de 300 mg cat costa?']))).toContain('124,90 lei');
  });

  it('weighs what the question weighs: two sizes of one product, or every product a plural fits', async () => {
    // "Gelul cu mentol": the menthol balm is not a second product of the question.
    const sizes = plain(await ask('cat e diferenta de pret intre gelul cu mentol de 100 si ala de 200 ml?'));
    expect(sizes).toMatch(/Diferența de preț: 60,00 lei/);
    expect(sizes).not.toContain('/products/balsam-cbd-arnica-mentol');
    // "Uleiurile de 20": both 20% oils, whichever one was in focus.
    const oils = ['la uleiul 5% spectru larg cat cbd e intr-o picatura?', 'si la cele de 20%?'];
    const cheaper = plain(await ask('care e mai ieftin dintre uleiurile de 20?', oils));
    expect(cheaper).toContain('/products/ulei-cbd-20-terpene-citrice');
    expect(cheaper).toContain('269,90 lei');
    // A variant in milligrams is the one of that many ("mg" alone picks none of them), a size said with "la" too.
    const liquid = plain(await ask('cat costa e-lichidul de 600 mg?'));
    expect(liquid).toContain('79,90 lei');
    expect(liquid).not.toContain('124,90');
    const oil = plain(await ask('buna, cat e uleiul de 10% full spectrum la 30 ml?'));
    expect(oil).toContain('429,90 lei');
    expect(oil).not.toContain('179,90');
    // The strength said with the oil is not a second size.
    expect(plain(await ask('cat costa uleiul de 10 la sticla mare de 30 ml?'))).not.toMatch(/Diferența de preț/);
  });
});

describe('wellness-chatbot: a code or a contact asked again, in other words', () => {
  it("a code's follow-up about delivery or a vape gets the rule of what a code reduces", async () => {
    const codes = ['aveti vreun cod de reducere?', 'se poate combina cu ce castig la ruleta?'];
    const transport = plain(await ask('si se scade si din transport?', codes));
    expect(transport).toMatch(/nu se aplică livrării/);
    expect(transport).not.toMatch(/retur/i);
    const spin = ['am castigat SPIN20 la ruleta, cat inseamna?', 'il pot folosi impreuna cu NEWSLETTER10?'];
    expect(plain(await ask('si daca am in cos si un vape?', spin))).toMatch(/nici vape-urilor/);
  });

  it('says the courier checks an ID for an e-cigarette, to whoever asks who may take the parcel', async () => {
    for (const q of [
      'am comandat un vape, trebuie sa arat buletinul la curier?',
      'am comandat vapeul, poate sa-l ia vecinul daca nu-s acasa?',
    ]) {
      const reply = plain(await ask(q));
      expect(reply, q).toMatch(/act de identitate/);
      expect(reply, q).toMatch(/18 ani/);
    }
  });

  it('gives the phone with the e-mail, and the hours to call', async () => {
    const reply = plain(await ask('cum va contactez?'));
    expect(reply).toMatch(/suport@verdana\.ro/);
    expect(reply).toMatch(/\d{4} \d{3} \d{3}/);
    expect(reply).toMatch(/09:00/);
  });
});

describe('when a parcel leaves and arrives, computed from the rule for the day and hour said', () => {
  // Wednesday 25 November 2026, noon in Bucharest.
  const now = Date.parse('2026-11-25T12:00:00+02:00');
  const when = (q: string) => deliveryDays(q, now)?.text ?? null;

  it('after the cut-off it leaves the next working day; the weekend waits for Monday', () => {
    expect(when('daca comand marti la 4 dupa-masa, cand pleaca coletul si cand ajunge la Iasi?')).toMatch(
      /marți la 16:00 \(după ora 14:00\) pleacă din depozit în următoarea zi lucrătoare, miercuri[\s\S]*ajunge de regulă joi, cel târziu vineri/,
    );
    expect(when('comand vineri seara pe la 8, cand ajunge in Iasi?')).toMatch(
      /vineri la 20:00 \(după ora 14:00\) pleacă din depozit în următoarea zi lucrătoare, luni[\s\S]*de regulă marți, cel târziu miercuri/,
    );
    expect(when('daca comand sambata seara cand pleaca coletul?')).toMatch(
      /\(în weekend\) pleacă din depozit în următoarea zi lucrătoare, luni/,
    );
  });

  it('by the cut-off it leaves the same day; "azi" and "mâine" are days too', () => {
    expect(when('daca dau comanda vineri la 13:00 cand pleaca coletul?')).toMatch(
      /pleacă din depozit în aceeași zi[\s\S]*de regulă luni, cel târziu marți/,
    );
    expect(when('daca dau comanda azi pana in 2 cand ajunge?')).toMatch(/miercuri la 14:00 \(până la ora 14:00\)/);
    expect(when('si daca comand maine dimineata?')).toMatch(/joi la 09:00/);
  });

  it('says nothing it cannot compute: no day said, or months that are not Monday', () => {
    expect(when('in cat timp ajunge coletul?')).toBeNull();
    expect(when('am 3 luni de cand folosesc uleiul, livrati in 24 de ore?')).toBeNull();
  });
});

describe('wellness-chatbot: a basket built over a conversation, and a list member picked by what it is', () => {
  it('picks from the list shown the one its words describe (its routine), not another product the word names', async () => {
    const before = ['ce aveti pentru fata?'];
    const reply = await askFull('si care e de seara?', before);
    expect(reply.products?.map((p) => p.handle)).toEqual(['crema-de-noapte-cbd-bakuchiol']);
    expect(plain(reply.response)).toContain('149,90 lei');
  });

  it('adds a product to the one in view: "o iau cu", "împreună cu", "mai pun și"', async () => {
    const total = plain(
      await ask('daca o iau impreuna cu serul cu niacinamida, cat e cu livrare?', ['crema de noapte cat e?']),
    );
    expect(total).toContain('279,80 lei');
    expect(total).toMatch(/gratuit/);
    const more = plain(
      await ask('si daca mai pun si crema de masaj de 100 ml?', [
        'cat e balsamul cu arnica de 30 ml?',
        'cu livrare cat fac?',
      ]),
    );
    expect(more).toContain('229,80 lei');
  });

  it('a count and a size said now of the product asked before are the ones priced', async () => {
    const reply = plain(
      await ask('si daca iau 3 pungi de 30, cat fac cu transport?', ['vreau jeleurile cu cirese si ashwagandha']),
    );
    expect(reply).toMatch(/3 × /);
    expect(reply).not.toMatch(/^\[Jeleuri[^\n]*\(30 buc\.\) – [\d,]+ lei\.$/m);
  });

  it('names a product by a short word of its title only with the words before it ("crema de zi", not "pe zi")', async () => {
    expect((await askFull('cat e crema de zi?')).products?.map((p) => p.handle)).toEqual([
      'crema-de-zi-cbd-acid-hialuronic',
    ]);
    expect(plain(await ask('cat tine un borcan de 30 la un jeleu pe zi?'))).not.toMatch(/hialuronic/);
  });

  it('a message that only names a product shows what it is sold as; a product of ours after "iau" is no medicine', async () => {
    const sold = plain(await ask('as vrea uleiul cu lavanda'));
    expect(sold).toMatch(/Ulei CBD 10% de seară cu lavandă/);
    expect(sold).toMatch(/\d+,\d{2} lei/);
    const kit = plain(await ask('iau kitul reincarcabil si un roll on, cat platesc cu livrare?'));
    expect(kit).not.toContain('Aici nu îți pot recomanda');
    expect(kit).toMatch(/plătești în total/);
    // A medicine's name after "iau" still is one.
    expect(await ask('iau Sertralina, pot lua si jeleuri?')).toContain('Aici nu îți pot recomanda');
  });
});

describe('wellness-chatbot: two products weighed by the figures their copy states', () => {
  it('says the CBD of each package, from the copy, and which holds more', async () => {
    const side = plain(await ask('crema de noapte fata de crema de zi, cat cbd au?'));
    expect(side).toMatch(/300 mg de CBD în 50 ml/);
    expect(side).toMatch(/200 mg de CBD în 50 ml/);
    const more = plain(await ask('balsamul cu arnica sau crema de masaj cu arnica, care are mai mult cbd?'));
    expect(more).toMatch(
      /Balsam CBD cu arnică și mentol\]\([^)]+\) are cel mai mult CBD într-un ambalaj, 600 mg în 30 ml/,
    );
    expect(more).toMatch(/500 mg în 50 ml/);
  });

  it('reads each side of "X vs ăla de 49,90" on its own, a price naming the product of that form', async () => {
    const reply = plain(
      await ask('tigara de unica folosinta de 49,90 sau aia cu menta de 39,90, care face mai multe pufuri?'),
    );
    expect(reply).toMatch(/aproximativ 500/);
    expect(reply).toMatch(/aproximativ 300/);
  });

  it('keeps the two set side by side after one of them is picked: "și cât CBD are fiecare?"', async () => {
    const before = ['diferenta dintre balsamul cu arnica si crema de masaj?', 'care e mai ieftina?'];
    const each = plain(await ask('si cat cbd are fiecare?', before));
    expect(each).toMatch(/600 mg/);
    expect(each).toMatch(/500 mg/);
  });
});

describe('wellness-chatbot: a code the shopper names is taken off the sum it asks for', () => {
  it('takes the percent of a wheel or newsletter code off the products, never off a vape or the delivery', async () => {
    // 429,90 − 20% = 343,92: over 200 lei, delivery is free.
    const oil = plain(await ask('am castigat spin20 la ruleta, iau uleiul 10% de 30 ml. cat ies?'));
    expect(oil).toContain('343,92 lei');
    expect(oil).toContain('SPIN20');
    // 89,90 − 10% = 80,91, under 200 lei: 19 lei delivery, 99,91 lei in all.
    expect(plain(await ask('cat platesc pe uleiul 5% de 10 ml cu codul NEWSLETTER10?'))).toContain('99,91 lei');
    // After a basket: the oil is reduced (239,90 − 47,98 = 191,92), the kit is not, and 191,92 is under the threshold.
    const basket = plain(
      await ask('si daca pun codul spin20?', ['am in cos ulei 15% si un kit vape reincarcabil, cat platesc?']),
    );
    expect(basket).toContain('47,98 lei');
    expect(basket).toContain('330,82 lei');
  });

  it('answers whether two codes combine with the rule, not with a sum', async () => {
    const reply = await ask('am un cod NEWSLETTER10 si unul SPIN15, le pot folosi pe amandoua in aceeasi comanda?');
    expect(reply).toMatch(/un singur cod/);
    expect(reply).not.toMatch(/plătești/);
  });

  it('says plainly that a way of paying the terms do not list is not one of ours', async () => {
    const reply = await ask('se poate plati in rate?');
    expect(reply).toContain('Plata în rate nu este printre metodele noastre de plată.');
    expect(reply).toMatch(/cardul/);
  });

  it('reads how the shopper uses it from a clause that asks nothing ("cât mă ține? iau câte unu pe zi")', async () => {
    expect(plain(await ask('punga de mango cat ma tine? iau cate unu pe zi dupa masa'))).toMatch(/20 de zile/);
  });

  it('says what each kind of extract is, not the THC rule alone', async () => {
    const reply = await ask('ce inseamna full spectrum?');
    expect(reply).toMatch(/spectru larg/);
    expect(reply).toMatch(/izolatul/);
    expect(reply).toContain('limita de cuantificare');
  });
});
