// One source for each fact (issue 22, item 6): every page, FAQ answer, assistant passage and e-mail that states a
// processing time, a delivery time, a delivery price or a policy's date states the one in content/facts.ts; the
// wheel has one name; the cookie banner says what is really stored.
import { describe, expect, it } from 'vitest';
import { products } from '../../content/catalog';
import { cookieBanner } from '../../content/cookies';
import { policyUpdated, shippingFacts, shippingText } from '../../content/facts';
import { homeFaq } from '../../content/faq';
import { POLICY_PATHS } from '../../content/policies/paths';
import { productFaqFor } from '../../content/product-page';
import { site, trustPoints } from '../../content/site';
import { offers, WHEEL_NAME, wheelSegments } from '../../content/wheel';
import { staticDocuments } from '../../worker/assistant/knowledge';
import { htmlToText } from '../../worker/assistant/text';
import { renderLeadEmail } from '../../worker/leads/templates';
import { request } from '../worker/helpers';

const TRADER = {
  name: 'Verdana Wellness S.R.L.',
  cui: 'RO12345678',
  tradeRegister: 'J12/1234/2023',
  address: 'Str. Exemplu nr. 1, Cluj-Napoca',
  phone: '0700 000 000',
  email: 'suport@verdana.ro',
};

/** The pages that state delivery facts, as a shopper reads them. */
const PAGES = [
  '/',
  '/shop',
  `/products/${products[0]!.handle}`,
  '/cart',
  ...Object.values(POLICY_PATHS).map(([path]) => path),
];

const pageText = (html: string) =>
  htmlToText(
    html
      .replace(/<(script|style|template)[\s\S]*?<\/\1>/gi, '')
      .replace(/<(div|section|header|footer|article|ul|ol|table|h[1-6])\b/gi, '\n$&'),
  );

function emails() {
  const sources = [
    ['newsletter', offers.newsletter.code],
    ['exit-popup', offers.exitPopup.code],
    ...[...new Set(wheelSegments.map((s) => s.emailCode))].map((code) => ['wheel', code] as const),
  ] as const;
  return sources.map(([source, offer]) =>
    renderLeadEmail({
      source,
      offer,
      code: `${offer}-7KQ2X9M4TB`,
      marketingConsent: false,
      unsubscribeUrl: 'https://verdana.test/dezabonare?t=x',
      shopUrl: 'https://verdana.test',
      trader: TRADER,
    }),
  );
}

/** Every text the shop states these facts in: the rendered pages, the content behind the chat, and the e-mails. */
async function everyText(): Promise<{ where: string; text: string }[]> {
  const rendered = await Promise.all(
    PAGES.map(async (path) => {
      const { status, body } = await request(path);
      expect(status, path).toBe(200);
      return { where: path, text: pageText(body) };
    }),
  );
  return [
    ...rendered,
    // The blog's guides speak of other durations (how long an effect lasts); the rest is the shop's own word.
    ...staticDocuments()
      .filter((d) => d.kind !== 'article')
      .map((d) => ({ where: `assistant ${d.id}`, text: d.text })),
    ...homeFaq.map((f) => ({ where: `FAQ ${f.question}`, text: f.answer })),
    ...(['ulei', 'jeleuri', 'vape', 'topic', null] as const)
      .flatMap((form) => productFaqFor(form, null))
      .map((f) => ({ where: `product FAQ ${f.question}`, text: f.answer })),
    ...trustPoints.map((t) => ({ where: 'trust point', text: `${t.title} ${t.detail}` })),
    { where: 'site description', text: site.description },
    ...emails().map((e) => ({ where: `e-mail ${e.subject}`, text: `${e.subject}\n${e.text}` })),
  ];
}

const sentencesOf = (text: string) =>
  text
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?;])\s+/))
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The durations in hours a sentence states, normalised: "24–48 de ore", "24-48h" → "24–48"; "24 de ore" → "24"
 * ("lucrătoare 24–48" for working hours). Not the countdown's "00:00ore".
 */
const hoursIn = (sentence: string) =>
  [
    ...sentence.matchAll(
      /(?<![:\d])(\d+)(?:\s*[–-]\s*(\d+))?\s*(?:de\s+)?(?:ore|h)\b(?!\s+lucrătoare)|(?<![:\d])(\d+)(?:\s*[–-]\s*(\d+))?\s*(?:de\s+)?ore\s+lucrătoare/g,
    ),
  ].map((m) => (m[3] ? `lucrătoare ${m[3]}${m[4] ? `–${m[4]}` : ''}` : `${m[1]}${m[2] ? `–${m[2]}` : ''}`));

/** Amounts in lei a sentence states ("19 lei", "200 de lei", "19,00 lei") as numbers. */
const leiIn = (sentence: string) =>
  [...sentence.matchAll(/(\d+(?:[.,]\d+)?)\s*(?:de\s+)?lei\b/gi)].map((m) => Number(m[1]!.replace(',', '.')));

const range = ({ min, max }: { min: number; max: number }) => (min === max ? String(min) : `${min}–${max}`);
const PROCESSING = range(shippingFacts.processingHours);
const DELIVERY = new Set([range(shippingFacts.deliveryHours.bigCities), range(shippingFacts.deliveryHours.elsewhere)]);
const DELIVERY_PRICES = new Set<number>([shippingFacts.fee, shippingFacts.freeFrom, shippingFacts.cashOnDeliveryOver]);

const PROCESSING_WORDS = /\bproces(ăm|are|area|ate|ată|at)\b/i;
const DELIVERY_WORDS = /\blivr(are|area|ării|ăm|at|ată)\b|\bLivrare\b|\bajunge\b|\bprimești coletul\b/i;

describe('one source for delivery facts', () => {
  it('the single source reads as the SPEC states it, one truth for processing', () => {
    expect(shippingText.processing).toBe('4–24 de ore');
    expect(shippingText.bigCities).toBe('24 de ore');
    expect(shippingText.elsewhere).toBe('24–48 de ore');
    expect(shippingText.fee).toBe('19 lei');
    expect(shippingText.freeFrom).toBe('200 de lei');
    expect(site.freeShippingThreshold).toBe(shippingFacts.freeFrom);
    expect(site.shippingFee).toBe(shippingFacts.fee);
  });

  it("every page, FAQ, assistant passage and e-mail states the source's processing time, delivery times and delivery prices", async () => {
    const texts = await everyText();
    const wrong: string[] = [];
    let processingStated = 0;
    let deliveryStated = 0;
    for (const { where, text } of texts) {
      for (const sentence of sentencesOf(text)) {
        const hours = hoursIn(sentence);
        const processing = PROCESSING_WORDS.test(sentence);
        const delivery = DELIVERY_WORDS.test(sentence);
        // "… în 24–48 de ore lucrătoare" is the terms' old processing time: never a figure of ours.
        for (const h of hours.filter((h) => h.startsWith('lucrătoare')))
          wrong.push(`${where}: "${h}" in «${sentence}»`);
        if (processing && hours.length) {
          processingStated++;
          for (const h of hours)
            if (h !== PROCESSING && !(delivery && DELIVERY.has(h)))
              wrong.push(`${where}: processing "${h}" in «${sentence}»`);
        } else if (hours.length) {
          if (delivery) deliveryStated++;
          // Any other duration in hours the shop states is a delivery time (a table row of the shipping page
          // names no delivery word) or one of the 24 h answers (replies, RMA, damaged parcels), which is one too.
          for (const h of hours) if (!DELIVERY.has(h)) wrong.push(`${where}: "${h}" in «${sentence}»`);
        }
        if (
          delivery &&
          /\b(cost\w*|gratuit\w*|lei)\b/i.test(sentence) &&
          !/\bretur\w*\b|\bramburs\w*\b.*\bIBAN\b/i.test(sentence)
        ) {
          for (const lei of leiIn(sentence))
            if (!DELIVERY_PRICES.has(lei)) wrong.push(`${where}: delivery price ${lei} lei in «${sentence}»`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // The check looked at the statements (not a vacuous pass): processing in the terms, shipping page, chat.
    expect(processingStated).toBeGreaterThanOrEqual(4);
    expect(deliveryStated).toBeGreaterThanOrEqual(8);
  });

  it('the shipping policy and the terms state the same processing time, and the shipping page every price', async () => {
    const shipping = pageText((await request('/shipping-policy')).body);
    const terms = pageText((await request('/terms-of-service')).body);
    for (const text of [shipping, terms]) expect(text).toContain(`în ${shippingText.processing}`);
    for (const figure of [
      shippingText.fee,
      shippingText.freeFrom,
      shippingText.bigCities,
      shippingText.elsewhere,
      shippingText.cashOnDeliveryOver,
    ])
      expect(shipping).toContain(figure);
  });
});

describe('one date for each policy', () => {
  for (const [slug, [path, alias]] of Object.entries(POLICY_PATHS) as [
    keyof typeof policyUpdated,
    [string, string],
  ][]) {
    it(`${path} shows the date content/facts.ts gives it`, async () => {
      for (const url of [path, alias]) {
        const { body } = await request(url);
        const dates = [...body.matchAll(/Ultima actualizare:\s*<time datetime="([^"]+)"/g)].map((m) => m[1]);
        expect(dates, url).toEqual([policyUpdated[slug]]);
      }
    });
  }

  it('the sitemap dates each policy the same', async () => {
    const { body } = await request('/sitemap.xml');
    for (const [slug, [path]] of Object.entries(POLICY_PATHS) as [keyof typeof policyUpdated, [string, string]][]) {
      expect(body).toContain(`<loc>http://localhost${path}</loc><lastmod>${policyUpdated[slug]}</lastmod>`);
    }
  });

  it("no policy is older than the SPEC's last stated update, and none is dated in the future", () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const date of Object.values(policyUpdated)) {
      expect(date >= '2025-10-01').toBe(true);
      expect(date <= today).toBe(true);
    }
  });
});

describe('the wheel has one name', () => {
  const OTHER_NAMES = /\broat(a|ă|ei)\b|\broții\b|\bwheel of fortune\b/i;

  it(`is "${WHEEL_NAME}" on every page, in the FAQ, the assistant's passages and the e-mails`, async () => {
    const texts = await everyText();
    const wrong = texts.flatMap(({ where, text }) =>
      sentencesOf(text)
        .filter((s) => OTHER_NAMES.test(s))
        .map((s) => `${where}: «${s}»`),
    );
    expect(wrong).toEqual([]);
    const rules = texts.find((t) => t.where === POLICY_PATHS.offers[0])!.text;
    expect(rules).toContain(WHEEL_NAME);
    const privacy = texts.find((t) => t.where === POLICY_PATHS.privacy[0])!.text;
    expect(privacy).toContain(WHEEL_NAME);
    for (const email of emails().filter((e) => /SPIN/.test(e.text))) expect(email.subject).toContain(WHEEL_NAME);
    expect(cookieBanner.necessary).toContain(WHEEL_NAME);
  });
});

describe('the cookie banner says what is stored', () => {
  it("the cart and favourites are in localStorage, not in cookies; the one cookie is the wheel's; no analytics or marketing now", async () => {
    expect(cookieBanner.summary).toMatch(/coșul și favoritele[^.]*localStorage[^.]*nu în cookie-uri/i);
    expect(cookieBanner.summary).toMatch(/Nu folosim cookie-uri de analiză sau de marketing/);
    expect(`${cookieBanner.summary} ${cookieBanner.necessary}`).not.toMatch(
      /cookie-uri\w* necesare (țin|păstrează) coșul/i,
    );
    expect(cookieBanner.necessary).toMatch(/memoria browserului păstrează coșul, favoritele/);
    expect(cookieBanner.necessary).toContain('singurul cookie, verdana_wheel');
    expect(cookieBanner.analytics).toMatch(/cel mult 13 luni.*nu folosim niciun instrument/);
    expect(cookieBanner.marketing).toMatch(/cel mult 13 luni.*nu folosim niciunul/);
    // The privacy policy's tables say the same: the wheel's cookie the only one, the cart in localStorage.
    const privacy = pageText((await request('/privacy-policy')).body);
    expect(privacy).toMatch(/singurul este cookie-ul verdana_wheel/);
    expect(privacy).toMatch(/produsele din coș – memoria locală \(localStorage\)/);
    expect(privacy).toMatch(/lista de favorite – memoria locală \(localStorage\)/);
    expect(privacy).toMatch(/nu folosește niciun instrument de analiză sau de marketing/);
  });
});
