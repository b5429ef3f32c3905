// content/ as the embedded store's input: the catalogue with its metafields, the shop's pages and policies as
// HTML (their tokens filled for one configuration by `fill`), the blog, the menus, and the rules of shipping and
// of the codes the shop issues.

import { about, quizIntro } from '../../content/about';
import { articles, BLOG_HANDLE } from '../../content/blog';
import { collections, products } from '../../content/catalog';
import { productRedirects } from '../../content/catalog/redirects';
import type {
  CatalogAnalysis,
  CatalogCollection as ContentCollection,
  CatalogProduct as ContentProduct,
} from '../../content/catalog/types';
import { categories, categoriesPage } from '../../content/categories';
import { shippingText } from '../../content/facts';
import { storeMenus } from '../../content/menus';
import { type PolicyPage, policies } from '../../content/policies';
import { POLICY_PATHS } from '../../content/policies/paths';
import { shopReviews } from '../../content/product-page';
import { demoShopFigures, site } from '../../content/site';
import { percentOffers, wheelSegments } from '../../content/wheel';
import { clipAtWord, countFigure, formatDate, formatFigure } from '../../domain/format';
import type { Promotion } from '../../domain/promotion';
import { NO_PRODUCT_CTA_TAG, UPDATED_TAG_PREFIX } from '../../domain/shop-filters';
import type {
  Catalog,
  CatalogProduct,
  DiscountRules,
  MetafieldValue,
  OfferRule,
  ShopPolicyField,
  StoreContent,
  StorePage,
  StorePolicy,
  StoreRules,
} from '../../packages/embedded-storefront';
import { canonicalCode } from '../codes/codes';
import { certificatePath, reportFilePath } from '../lib/certificate-paths';
import { escapeHtml } from '../lib/html';

/** Turns content text into what the store answers (token filling); `html`: the text is HTML (values escaped). */
export type Fill = (text: string, options?: { html?: boolean }) => string;

/** Namespace of the shop's own metafields. */
const METAFIELD_NAMESPACE = 'verdana';

const metafield = (key: string, type: string, value: string): MetafieldValue => ({
  namespace: METAFIELD_NAMESPACE,
  key,
  type,
  value,
});

/** The label facts as metafields: the product's form, use, warnings, ingredients or INCI list, maker. */
function infoValues(product: ContentProduct): MetafieldValue[] {
  const info = product.info;
  if (!info) return [];
  const text = (key: string, value: string | undefined) =>
    value ? [metafield(key, 'multi_line_text_field', value)] : [];
  return [
    metafield('form', 'single_line_text_field', product.kind),
    ...text('usage', info.usage),
    ...text('warnings', info.warnings),
    ...text('ingredients', info.ingredients),
    ...(info.allergens ? [metafield('allergens', 'list.single_line_text_field', JSON.stringify(info.allergens))] : []),
    ...text('inci', info.inci),
    ...text('manufacturer', info.manufacturer),
    ...text('responsible_person', info.responsiblePerson),
    ...servingValues(product),
  ];
}

/** A drop of oil as a standard dropper gives it: 20 drops in a millilitre. */
const ML_PER_DROP = 0.05;

/**
 * An ingestible's portion and its CBD, from the label's declared amounts (the lot's): a jelly's own figure, and
 * for an oil the CBD in one drop of each concentration ("1000 mg / 10 ml": 5 mg a drop).
 */
function servingValues(product: ContentProduct): MetafieldValue[] {
  if ((product.kind !== 'ulei' && product.kind !== 'jeleuri') || !product.lot) return [];
  const rows = product.lot.cbd.flatMap(({ label, declared }) => {
    if (/^mg \/ jeleu$/.test(declared.unit)) return [{ label, portion: '1 jeleu', cbd_mg: declared.value }];
    const perMl = /^mg \/ (\d+) ml$/.exec(declared.unit);
    if (!perMl) return [];
    const mg = Math.round((declared.value / Number(perMl[1])) * ML_PER_DROP * 10) / 10;
    // A drop is a figure to compare by, not a portion: how much to take is the label's.
    return [{ label, portion: `o picătură (circa ${formatFigure(ML_PER_DROP)} ml)`, cbd_mg: mg }];
  });
  return rows.length ? [metafield('serving', 'json', JSON.stringify(rows))] : [];
}

/**
 * The product's metafields as a merchant would define them: lot, analysis (JSON) and the certificate's URL,
 * then the label facts.
 */
function productMetafields(product: ContentProduct): MetafieldValue[] {
  const lot: MetafieldValue[] = [];
  if (product.lot) {
    const { number, ...analysis } = product.lot;
    lot.push(
      metafield('lot', 'single_line_text_field', number),
      metafield('analysis', 'json', JSON.stringify(analysis satisfies CatalogAnalysis)),
      metafield('coa_url', 'url', certificatePath(number)),
      metafield('coa_file', 'url', reportFilePath(number)),
    );
  }
  return [...lot, ...infoValues(product)];
}

/** A catalogue of content/'s shape as the store sells it: each product with its metafields. */
export function catalogOf(list: readonly ContentProduct[], collectionList: readonly ContentCollection[]): Catalog {
  return {
    products: list.map(
      (product): CatalogProduct => ({
        ...product,
        metafields: productMetafields(product),
        metafieldsUpdatedAt: product.lot ? `${product.lot.analysedAt}T12:00:00Z` : product.publishedAt,
      }),
    ),
    collections: collectionList,
    imageBase: '/images/catalog/',
    redirects: productRedirects,
  };
}

/** The shop's catalogue (content/catalog), one object per isolate: the store indexes it once. */
export const shopCatalog = catalogOf(products, collections);

/**
 * The shop's own metafields (verdana.*) with the spec's figures: the embedded store's demo data. A merchant
 * defines the same on a real store (Settings → Custom data → Shop), or the shop shows none of these claims.
 */
const demoShopMetafields: readonly MetafieldValue[] = (() => {
  const f = demoShopFigures;
  const decimal = (n: number) => n.toFixed(1);
  return [
    // Shopify's rating type: a JSON object of decimal strings.
    metafield(
      'rating',
      'rating',
      JSON.stringify({
        value: decimal(f.rating.value),
        scale_min: decimal(f.rating.scaleMin),
        scale_max: decimal(f.rating.scaleMax),
      }),
    ),
    metafield('rating_count', 'number_integer', String(f.ratingCount)),
    metafield('customers', 'number_integer', String(f.customers)),
    metafield('subscribers', 'number_integer', String(f.subscribers)),
    metafield('quiz_users', 'number_integer', String(f.quizUsers)),
    metafield('free_guide_orders', 'number_integer', String(f.freeGuideOrders)),
    metafield('testimonials', 'json', JSON.stringify(shopReviews)),
    metafield('reviews_check', 'single_line_text_field', f.reviewsCheck),
    metafield('figures_source', 'single_line_text_field', f.figuresSource),
  ];
})();

/** A policy's text as a merchant writes it in Shopify: the date of the last update, the intro, then the sections. */
function policyHtml(policy: PolicyPage, fill: Fill): string {
  return [
    `<p>Ultima actualizare: <time datetime="${escapeHtml(policy.updated)}">${escapeHtml(formatDate(policy.updated))}</time></p>`,
    `<p>${escapeHtml(fill(policy.intro))}</p>`,
    ...policy.sections.map(
      (s) => `<h2 id="${s.id}">${escapeHtml(fill(s.heading))}</h2>\n${fill(s.html, { html: true })}`,
    ),
  ].join('\n');
}

/** The Shop's policies: terms, privacy, refund and shipping, at their canonical paths. */
function shopPolicies(fill: Fill): Record<ShopPolicyField, StorePolicy> {
  const policy = (slug: 'privacy' | 'refund' | 'shipping' | 'terms'): StorePolicy => ({
    title: policies[slug].title,
    path: POLICY_PATHS[slug][0],
    body: policyHtml(policies[slug], fill),
  });
  return {
    privacyPolicy: policy('privacy'),
    refundPolicy: policy('refund'),
    shippingPolicy: policy('shipping'),
    termsOfService: policy('terms'),
  };
}

/**
 * The about and contact pages, the offer rules, the categories and the quiz, as Shopify pages. `demoClaims`:
 * the about page names the demo store's customers figure (false: it is told without a number, as the
 * stand-in for a real store's). `origin`: the shop's, where the quiz itself runs.
 */
function shopPages(fill: Fill, { demoClaims, origin }: { demoClaims: boolean; origin: string }): StorePage[] {
  const html = (body: string) => fill(body, { html: true });
  const customers = demoClaims ? countFigure(demoShopFigures.customers, 'client', 'clienți') : null;
  const aboutBody = [
    `<p>${escapeHtml(about.intro)}</p>`,
    ...[...about.story, about.today(customers)].map((p) => `<p>${escapeHtml(p)}</p>`),
    '<h2>Valorile noastre</h2>',
    `<ul>${[...about.values, about.community(customers)].map((v) => `<li><strong>${escapeHtml(v.title)}.</strong> ${escapeHtml(v.text)}</li>`).join('')}</ul>`,
    ...(customers ? [`<p><small>${escapeHtml(demoShopFigures.figuresSource)}</small></p>`] : []),
    '<h2>Misiunea noastră</h2>',
    `<p>${escapeHtml(about.mission)}</p>`,
  ].join('\n');
  const categoriesBody = [
    `<p>${escapeHtml(categoriesPage.intro)}</p>`,
    ...categories.flatMap((c) => [
      `<h2>${escapeHtml(c.name)}</h2>`,
      `<p>${escapeHtml(c.description)}</p>`,
      `<ul>${c.benefits.map((b) => `<li>${escapeHtml(b)}</li>`).join('')}</ul>`,
    ]),
  ].join('\n');
  // The quiz is an app on the shop's own site, not text: the page says what it is and links to it there.
  const quizBody = [
    `<p>${escapeHtml(quizIntro.lead)}</p>`,
    `<ul>${quizIntro.tiles.map((t) => `<li><strong>${escapeHtml(t.title)}.</strong> ${escapeHtml(t.text)}</li>`).join('')}</ul>`,
    `<p><a href="${escapeHtml(new URL('/quiz', origin).toString())}">Completează chestionarul de 60 de secunde</a></p>`,
  ].join('\n');
  // The contact page and the offer rules are filled as they are written (policyHtml).
  const policyPage = (handle: string, policy: PolicyPage): StorePage => ({
    handle,
    title: policy.title,
    body: policyHtml(policy, fill),
    description: policy.description,
    updatedAt: `${policy.updated}T09:00:00Z`,
  });
  return [
    {
      handle: 'despre',
      title: about.title,
      body: html(aboutBody),
      description: clipAtWord(fill(`${about.intro} Povestea Verdana, valorile și misiunea noastră.`), 160),
    },
    policyPage('contact', policies.contact),
    policyPage('regulament-oferte', policies.offers),
    {
      handle: 'categorii',
      title: categoriesPage.title,
      body: html(categoriesBody),
      description: fill(categoriesPage.description),
    },
    { handle: 'quiz', title: quizIntro.title, body: html(quizBody), description: fill(quizIntro.lead) },
  ];
}

/**
 * The shop's content for one configuration (`fill`). `demoClaims`: the spec's figures as the shop's metafields
 * and in the about page (false: a store that states none, as the stand-in content of a real store must be).
 */
export function shopContent(fill: Fill, { demoClaims, origin }: { demoClaims: boolean; origin: string }): StoreContent {
  return {
    shop: { name: site.name, description: site.description, tagline: site.tagline },
    policies: () => shopPolicies(fill),
    pages: () => shopPages(fill, { demoClaims, origin }),
    blog: {
      handle: BLOG_HANDLE,
      title: 'Blog Verdana: ghiduri despre CBD',
      seo: {
        title: 'Blog și ghiduri CBD – Verdana',
        description:
          'Ghiduri despre uleiuri, jeleuri, țigarete electronice și creme cu CBD, scrise pe înțelesul tuturor.',
      },
      // A guide about a health topic carries the tag a merchant would give it in the admin.
      articles: articles.map(({ productCta, updated, ...a }) => ({
        ...a,
        keywords: [
          ...a.keywords,
          ...(productCta === false ? [NO_PRODUCT_CTA_TAG] : []),
          ...(updated ? [`${UPDATED_TAG_PREFIX}${updated}`] : []),
        ],
      })),
    },
    menus: storeMenus,
    shopMetafields: demoClaims ? demoShopMetafields : [],
  };
}

/**
 * The catalogue tag of the product SPINFREE gives (the offer rules: the hand cream). Never a vape: vapes are
 * e-cigarette products (Legea 64/2024), which may not be given away as prizes.
 */
export const FREE_PRIZE_TAG = 'mâini';

/**
 * The tag of the products no code reduces: vapes are e-cigarette products (Legea 64/2024), whose promotion by
 * price reductions is not allowed (the offer rules say so). A merchant sets the same exclusion on each discount.
 */
export const NO_DISCOUNT_TAG = 'vape';

/**
 * The offers' rules (/regulament-oferte), by name: NEWSLETTER10 and the wheel's codes off every product,
 * HALLOWEEN15 only while the promotion runs, SPINFREE one CBD hand cream free with the order.
 */
function offerRules(): ReadonlyMap<string, OfferRule> {
  const rules = new Map<string, OfferRule>();
  const add = (name: string, rule: OfferRule) => {
    if (!rules.has(name)) rules.set(name, rule);
  };
  const exceptTags = [NO_DISCOUNT_TAG];
  for (const { code, percent, whilePromotion } of percentOffers)
    add(code, { kind: 'percent', percent, exceptTags, whilePromotion });
  for (const segment of wheelSegments)
    if (segment.emailCode === 'SPINFREE') add(segment.emailCode, { kind: 'free-unit', tag: FREE_PRIZE_TAG });
  return rules;
}

/** The codes the shop issues to its leads (worker/codes): read as they are stored, with their offers' rules. */
const discounts: DiscountRules = { canonical: canonicalCode, offers: offerRules() };

/** The shop's rules: one delivery option (SPEC §9), the offers' codes, the promotion. */
export function shopRules(promotion: Promotion | null): StoreRules {
  return {
    shipping: {
      freeFrom: site.freeShippingThreshold,
      fee: site.shippingFee,
      // Vapes do not count toward free delivery (domain/shipping.ts, the shipping policy).
      exceptTags: [NO_DISCOUNT_TAG],
      option: {
        handle: 'curier-standard',
        title: 'Curier rapid',
        description: `Livrare în ${shippingText.bigCities} în orașele mari și în ${shippingText.elsewhere} în restul țării; gratuită de la ${shippingText.freeFrom} (fără vape-uri).`,
      },
    },
    discounts,
    promotion,
  };
}
