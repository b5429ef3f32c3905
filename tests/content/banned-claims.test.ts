// What the shop says, scanned for what the law forbids it to say (issue [17]): every page a shopper can reach from
// the home page, every guide, every e-mail the shop sends. The chat's answers have their own scan
// (tests/worker/assistant/compliance.test.ts), over every question of the shop's corpora.
import { describe, expect, it } from 'vitest';
import { articles } from '../../content/blog';
import { products } from '../../content/catalog';
import { categories } from '../../content/categories';
import { offers, wheelSegments } from '../../content/wheel';
import { DEFAULT_TRADER } from '../../worker/env';
import {
  type OrderForEmail,
  renderConfirmationEmail,
  renderLeadEmail,
  renderOrderEmail,
} from '../../worker/leads/templates';
import { request, visibleText } from '../worker/helpers';

/** The claims, each with the law that forbids it. */
const BANNED: [name: string, pattern: RegExp][] = [
  // Legea 363/2007 anexa 1 pct. 9; ingestible CBD is a novel food without authorisation (Reg. (UE) 2015/2283).
  ['a legality "Da"', /Este legal[^?]{0,60}\?\s*Da\b/i],
  [
    'the products called legal',
    /\b(CBD-ul|produsele|produsul|uleiul|uleiurile|jeleurile|vape-ul)( noastre| nostru)? (este|sunt|e) (perfect |complet |100% )?legal/i,
  ],
  ['"legal în România"', /\blegal(e|ă)? (în|in) Rom[aâ]nia/i],
  // A test that quantifies from 0,01% cannot prove zero.
  // A wording quoted to say why the shop does not use it („0% THC”) is not the claim.
  ['"0,00% THC" or "fără THC"', /(?<!„)(0[,.]00\s?% THC|\b0\s?% THC|fără THC|THC zero)/i],
  // Reg. (UE) 2018/848: the products are not organic (they hold propylene glycol, phenoxyethanol).
  ['"organic", "bio" or "100% natural"', /\borganic\w*|\bbio\b|100\s?% natural/i],
  // Reg. (CE) 1924/2006 art. 12(c): no doctor selling.
  ['a doctor signing', /recomandat de medici|\bDr\. [A-ZȘȚĂÂÎ]/],
  // Unsourced popularity (Legea 363/2007).
  ['unsourced popularity', /\bBestseller\b|cel mai iubit|cele mai iubite|clienți mulțumiți/i],
  // English labels the issue names.
  ['an English label', /Puff bar|Vape pen|Sport & Recovery|Beauty & Skincare|Energie & Focus/i],
];

/** An amount to take per day (a dose table), except EFSA's provisional ~2 mg a day the guides cite as a limit. */
const DAILY_DOSE = /\b(\d+(?:[,.]\d+)?)(?:\s?[-–]\s?\d+)?\s?mg(?: de CBD)?\s?(?:pe|\/)\s?zi\b/gi;

function violations(text: string): string[] {
  const found = BANNED.filter(([, pattern]) => pattern.test(text)).map(
    ([name, pattern]) =>
      `${name}: …${/.{0,60}$/.exec(text.slice(0, text.search(pattern)))?.[0]}${text.match(pattern)![0]}…`,
  );
  for (const dose of text.matchAll(DAILY_DOSE)) {
    const before = text.slice(Math.max(0, dose.index! - 400), dose.index);
    if (!(dose[1] === '2' && /EFSA/.test(before))) found.push(`an amount per day: …${dose[0]}…`);
  }
  return found;
}

describe('the scan itself', () => {
  it('finds each banned claim in a sentence that makes it, and passes the lawful sentences beside it', () => {
    for (const claim of [
      'Este legal CBD-ul în România? Da. Produsele noastre au 0,00% THC.',
      'Produsele noastre sunt 100% legale.',
      'Ulei 100% natural și organic.',
      'Ia 20–30 mg pe zi, sublingual.',
      'Bestseller',
      'Dr. Radu Georgescu recomandă',
      'Puff bar cu mentă',
    ])
      expect(violations(claim), claim).not.toEqual([]);
    for (const lawful of [
      'Dreptul legal de retragere este de 14 zile; garanția legală de conformitate, 2 ani.',
      'THC sub limita de cuantificare a laboratorului (0,01%).',
      'EFSA a stabilit provizoriu o cantitate sigură de aproximativ 2 mg pe zi pentru un adult de 70 de kg.',
      'Informații legale',
      'aromă naturală de lămâie',
      'De aceea nu vei găsi la noi formulări de tipul „0% THC”.',
    ])
      expect(violations(lawful), lawful).toEqual([]);
  });
});

describe('every page a shopper can reach', () => {
  it('says none of the banned claims, in its text or its structured data', async () => {
    const seen = new Set<string>();
    const queue = ['/', '/shop', '/colectii', '/categorii', '/blog', '/despre', '/quiz', '/contact-info', '/nu-exista'];
    const found: string[] = [];
    while (queue.length > 0 && seen.size < 400) {
      const path = queue.shift()!;
      if (seen.has(path)) continue;
      seen.add(path);
      const { status, body } = await request(path);
      if (status >= 300 && status < 400) continue;
      const data = [...body.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
        .map((m) => m[1])
        .join(' ');
      for (const v of violations(`${visibleText(body)} ${data}`)) found.push(`${path}: ${v}`);
      for (const [, href] of body.matchAll(/href="(\/[^"#?]*)(?:[?#][^"]*)?"/g))
        if (!/^\/(assets|images|functions|api|cdn-cgi)\/|\.(pdf|svg|png|js|css|xml|txt)$/.test(href!))
          queue.push(href!);
    }
    // The crawl reaches the whole shop: every product, article and policy links from somewhere.
    expect(seen.size).toBeGreaterThan(60);
    for (const a of articles) expect(seen.has(`/blog/${a.slug}`), a.slug).toBe(true);
    expect(found).toEqual([]);
  });

  it('names every category by a routine or a moment, never by a condition (ids and ?category= links unchanged)', async () => {
    for (const c of categories)
      expect(`${c.name} ${c.description} ${c.benefits.join(' ')}`, c.id).not.toMatch(
        /durere|inflama|anxiet|stres|somn|insomn|recuper|calm|doz[aă]/i,
      );
    const { body } = await request('/shop?category=masaj');
    expect(visibleText(body)).toContain('Masaj și aplicare locală');
  });

  it('keeps conditions out of the addresses: category ids and collection handles, the old ones moved for good', async () => {
    const CONDITION = /durere|inflam|anxiet|stres|somn|insomn|recuper|relax|energie|bestseller/i;
    for (const c of categories) expect(c.searchParams, c.id).not.toMatch(CONDITION);
    const pages = (await Promise.all(['/', '/categorii', '/colectii'].map((path) => request(path)))).map((r) => r.body);
    const links = [...pages.join('').matchAll(/href="(\/(?:shop\?|colectie\/|collection\/)[^"]*)"/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).not.toMatch(CONDITION);
    for (const [from, to] of [
      // A condition's old category link lands on the routines, never on products (an implied claim).
      ['/shop?category=relaxare&pret=50-100', '/categorii'],
      ['/shop?category=anxietate', '/categorii'],
      ['/shop?category=durere', '/categorii'],
      ['/shop?category=energie', '/categorii'],
      ['/colectie/somn-si-relaxare', '/colectie/rutina-de-seara'],
      ['/collection/sport-si-recuperare', '/collection/sport-si-masaj'],
      ['/colectie/bestsellers?sort=pret', '/colectie/selectia-verdana?sort=pret'],
    ]) {
      const moved = await request(from as string);
      expect([moved.status, moved.response.headers.get('location')], from).toEqual([301, to]);
    }
    const page = await request('/colectie/rutina-de-seara');
    expect(page.status).toBe(200);
  });

  it("keeps a state of the body or a use out of a product's address and an unexplained origin off its card", async () => {
    const STATE = /durere|inflam|anxiet|stres|somn|insomn|recuper|relax|energie|obosit|sport|articulat|linistit/i;
    for (const p of products) expect(p.handle).not.toMatch(STATE);
    // An origin badge ("Produs local") with no definition and not on every product of that maker went (6b F16).
    for (const p of products) expect(p.badge ?? '', p.handle).not.toMatch(/local|românesc|din România/i);
    for (const [from, to] of [
      ['crema-cbd-picioare-obosite', 'crema-cbd-picioare'],
      ['ulei-cbd-20-sport-terpene-citrice', 'ulei-cbd-20-terpene-citrice'],
    ]) {
      const moved = await request(`/products/${from}`);
      expect([moved.status, moved.response.headers.get('location')], from).toEqual([301, `/products/${to}`]);
    }
  });
});

describe('every picture with words in it', () => {
  it('the catalogue banners and product drawings state no banned claim, nor "no nicotine" for "no nicotine added"', () => {
    const pictures = import.meta.glob<string>('../../content/catalog/images/*.svg', {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    expect(Object.keys(pictures).length).toBeGreaterThan(20);
    for (const [file, svg] of Object.entries(pictures)) {
      const text = [...svg.matchAll(/<(?:text|title)[^>]*>([^<]*)</g)].map((m) => m[1]).join(' ');
      expect(violations(text), file).toEqual([]);
      // The lab found no nicotine; none was added. "Fără nicotină" alone says more than that.
      expect(text, file).not.toMatch(/fără nicotină(?! adăugată)|THC sub 0,01%|produse topice/i);
    }
  });

  it("every guide's picture exists (a missing one is a 404 in the console) and names no condition or dose", () => {
    const pictures = import.meta.glob<string>('../../content/blog/images/*.svg', {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    const byPath = new Map<string, string>(
      Object.entries(pictures).map(([file, svg]) => [`/images/blog/${file.split('/').pop()}`, svg] as const),
    );
    for (const article of articles) expect(byPath.has(article.image), article.slug).toBe(true);
    for (const [path, svg] of byPath) {
      const text = [...svg.matchAll(/<(?:text|title)[^>]*>([^<]*)</g)].map((m) => m[1]).join(' ');
      expect(violations(text), path).toEqual([]);
      expect(text, path).not.toMatch(/insomni|\bdoz/i);
    }
  });
});

describe('every guide', () => {
  it('has no dose table, no legality claim, no "0,00% THC", no "organic", and is not signed by a doctor', () => {
    for (const a of articles) {
      expect(violations(`${a.title} ${a.excerpt} ${visibleText(a.content)} ${a.keywords.join(' ')}`), a.slug).toEqual(
        [],
      );
      expect(a.author, a.slug).not.toMatch(/\bDr\b|medic|farmacist|psiholog|nutriționist/i);
    }
  });
});

describe('every e-mail the shop sends', () => {
  const shopUrl = 'https://verdana.test';
  const trader = DEFAULT_TRADER;
  const leads = [
    { source: 'newsletter' as const, offer: offers.newsletter.code },
    { source: 'exit-popup' as const, offer: offers.exitPopup.code },
    ...[...new Set(wheelSegments.map((s) => s.emailCode))].map((offer) => ({ source: 'wheel' as const, offer })),
  ];
  const order = (ageCheck: boolean): OrderForEmail => ({
    number: 7,
    placedAt: '2026-11-28T10:00:00Z',
    lines: [{ title: 'Vape CBD de unică folosință', quantity: 1, amount: 49.9 }],
    subtotal: 49.9,
    discount: 0,
    discountCode: null,
    shipping: 19,
    total: 68.9,
    currency: 'RON',
    ageCheck,
    test: true,
  });

  it('says none of the banned claims: confirmations, codes (with and without the newsletter) and orders', () => {
    const mails = [
      ...leads.flatMap(({ source, offer }) =>
        [true, false].flatMap((marketingConsent) => [
          renderConfirmationEmail({
            source,
            offer,
            marketingConsent,
            confirmUrl: `${shopUrl}/confirmare`,
            shopUrl,
            trader,
          }),
          renderLeadEmail({
            source,
            offer,
            code: `${offer}-7KQ2X9M4TB`,
            marketingConsent,
            unsubscribeUrl: `${shopUrl}/dezabonare`,
            shopUrl,
            trader,
          }),
        ]),
      ),
      renderOrderEmail({ order: order(true), shopUrl, trader }),
      renderOrderEmail({ order: order(false), shopUrl, trader }),
    ];
    expect(mails.length).toBe(leads.length * 4 + 2);
    for (const mail of mails) {
      expect(violations(`${mail.subject} ${mail.text} ${visibleText(mail.html)}`), mail.subject).toEqual([]);
      // No vape is a prize (Legea 64/2024).
      expect(`${mail.subject} ${mail.text}`, mail.subject).not.toMatch(/puff|vape gratuit/i);
    }
  });
});
