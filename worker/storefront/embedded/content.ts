// The shop's content as Storefront API objects: the shop and its policies, menus, pages, the blog and its
// articles. Built from content/ once per isolate; text that names the trader or the promotion by token is
// filled by the caller's `fill` (the configuration lives in the worker, not in content).
import { about, quizIntro } from '../../../content/about';
import { articles as blogArticles } from '../../../content/blog';
import { type PolicyPage, policies } from '../../../content/policies';
import { POLICY_PATHS } from '../../../content/policies/paths';
import { categories, categoriesPage } from '../../../content/categories';
import { type StoreMenuLink, storeMenus } from '../../../content/menus';
import { demoShopFigures, site } from '../../../content/site';
import { countFigure, formatDate } from '../../../domain/format';
import { shopMetafields } from './metafields';
import { escapeHtml } from '../../lib/html';
import { plainText, summary } from '../reshape-content';
import { type ConnectionArgs, connection } from './connection';
import { type SortArgs, sorted } from './sorting';
import { gid } from './nodes';

/** Turns content text into what the store answers (token filling); `html`: the text is HTML (values escaped). */
export type Fill = (text: string, options?: { html?: boolean }) => string;


/** Fixed dates of the static content (the catalogue's own publication dates stand for "when"). */
const CONTENT_DATE = '2025-01-28T09:00:00Z';

export const BLOG_HANDLE = 'blog';

/** A policy's text as a merchant writes it in Shopify: the date of the last update, the intro, then the sections. */
function policyHtml(policy: PolicyPage, fill: Fill): string {
  return [
    `<p>Ultima actualizare: <time datetime="${escapeHtml(policy.updated)}">${escapeHtml(formatDate(policy.updated))}</time></p>`,
    `<p>${escapeHtml(fill(policy.intro))}</p>`,
    ...policy.sections.map((s) => `<h2 id="${s.id}">${escapeHtml(fill(s.heading))}</h2>\n${fill(s.html, { html: true })}`),
  ].join('\n');
}

const SHOP_POLICIES = { privacyPolicy: 'privacy', refundPolicy: 'refund', shippingPolicy: 'shipping', termsOfService: 'terms' } as const;
/** The Shop fields that answer a policy. */
export const SHOP_POLICY_FIELDS = Object.keys(SHOP_POLICIES) as (keyof typeof SHOP_POLICIES)[];

function shopPolicy(kind: keyof typeof SHOP_POLICIES, origin: string, fill: Fill) {
  const slug = SHOP_POLICIES[kind];
  const policy = policies[slug];
  return {
    __typename: 'ShopPolicy',
    id: gid('ShopPolicy', Object.keys(SHOP_POLICIES).indexOf(kind) + 1),
    handle: POLICY_PATHS[slug][0].slice(1),
    title: policy.title,
    body: policyHtml(policy, fill),
    url: new URL(POLICY_PATHS[slug][0], origin).toString(),
  };
}

/** `demoClaims`: the shop metafields carry the spec's figures (false: a store that states none). */
export function shopNode(origin: string, fill: Fill, { demoClaims = true }: { demoClaims?: boolean } = {}) {
  const logo = { __typename: 'Image', id: gid('ImageSource', 1), url: new URL('/favicon.svg', origin).toString(), altText: site.name, width: 64, height: 64, thumbhash: null };
  const node: Record<string, unknown> = {
    __typename: 'Shop',
    id: gid('Shop', 1),
    name: site.name,
    description: site.description,
    moneyFormat: '{{amount_with_comma_separator}} lei',
    primaryDomain: { __typename: 'Domain', url: origin, host: new URL(origin).host, sslEnabled: origin.startsWith('https:') },
    brand: {
      __typename: 'Brand',
      shortDescription: site.tagline,
      slogan: site.tagline,
      logo: { __typename: 'MediaImage', id: gid('MediaImage', 1), alt: site.name, image: logo, mediaContentType: 'IMAGE', previewImage: logo, presentation: null },
      squareLogo: { __typename: 'MediaImage', id: gid('MediaImage', 2), alt: site.name, image: logo, mediaContentType: 'IMAGE', previewImage: logo, presentation: null },
      coverImage: null,
      colors: { __typename: 'BrandColors', primary: [], secondary: [] },
    },
    paymentSettings: {
      __typename: 'PaymentSettings',
      countryCode: 'RO',
      currencyCode: 'RON',
      acceptedCardBrands: ['VISA', 'MASTERCARD'],
      cardVaultUrl: new URL('/checkout', origin).toString(),
      enabledPresentmentCurrencies: ['RON'],
      supportedDigitalWallets: [],
      shopifyPaymentsAccountId: null,
    },
    shipsToCountries: ['RO'],
    privacyPolicy: shopPolicy('privacyPolicy', origin, fill),
    refundPolicy: shopPolicy('refundPolicy', origin, fill),
    shippingPolicy: shopPolicy('shippingPolicy', origin, fill),
    termsOfService: shopPolicy('termsOfService', origin, fill),
    subscriptionPolicy: null,
  };
  return Object.assign(node, shopMetafields(() => node, { demo: demoClaims }));
}

/** A resource a menu item names (its node, whose `id` the item carries), or null when the store has none. */
export type MenuResource = (link: Extract<StoreMenuLink, { handle: string }>) => ({ id: string } & Record<string, unknown>) | null;

/** Where Shopify serves what a menu item links to: the path of its type, on the shop's origin. */
function menuPath(link: StoreMenuLink): string {
  switch (link.type) {
    case 'FRONTPAGE':
      return '/';
    case 'CATALOG':
      return '/collections/all';
    case 'COLLECTIONS':
      return '/collections';
    case 'SEARCH':
      return '/search';
    case 'COLLECTION':
      return `/collections/${link.handle}`;
    case 'PRODUCT':
      return `/products/${link.handle}`;
    case 'BLOG':
      return `/blogs/${link.handle}`;
    case 'ARTICLE':
      return `/blogs/${link.blog}/${link.handle}`;
    case 'PAGE':
      return `/pages/${link.handle}`;
    case 'SHOP_POLICY':
      return `/policies/${link.handle}`;
    case 'HTTP':
      return link.url;
  }
}

function menuItem(link: StoreMenuLink, id: string, origin: string, resourceOf: MenuResource): Record<string, unknown> {
  const resource = 'handle' in link ? resourceOf(link) : null;
  // A menu item of Shopify's always links to a resource that exists (deleting one removes its items).
  if ('handle' in link && !resource) throw new Error(`menu item "${link.title}": the store has no ${link.type} "${link.handle}"`);
  return {
    __typename: 'MenuItem',
    id: gid('MenuItem', id),
    title: link.title,
    url: new URL(menuPath(link), origin).toString(),
    type: link.type,
    resourceId: resource?.id ?? null,
    resource,
    tags: [],
    items: (link.items ?? []).map((child, i) => menuItem(child, `${id}${i + 1}`, origin, resourceOf)),
  };
}

/** The store's menus by handle (content/menus): the header's `main-menu` and the `footer`, links absolute on `origin`. */
export function menus(origin: string, resourceOf: MenuResource) {
  return new Map(
    storeMenus.map((menu, n) => {
      const items = menu.items.map((link, i) => menuItem(link, `${n + 1}${i + 1}`, origin, resourceOf));
      return [menu.handle, { __typename: 'Menu', id: gid('Menu', n + 1), handle: menu.handle, title: menu.title, items, itemsCount: items.length }];
    }),
  );
}

function pageNode(id: number, handle: string, title: string, body: string, fill: Fill, description?: string, updatedAt = CONTENT_DATE) {
  const html = fill(body, { html: true });
  const text = plainText(html);
  return {
    __typename: 'Page',
    id: gid('Page', id),
    handle,
    title,
    body: html,
    bodySummary: summary(text, 150),
    createdAt: CONTENT_DATE,
    updatedAt,
    onlineStoreUrl: null,
    trackingParameters: null,
    seo: { __typename: 'SEO', title, description: description ? fill(description) : summary(text, 160) },
  };
}

/** Already filled. */
const keep: Fill = (text) => text;

/**
 * The about and contact pages, the offer rules, the categories and the quiz, as Shopify pages. `demoClaims`:
 * the about page names the demo store's customers figure (false: it is told without a number, as the
 * stand-in for a real store's). `origin`: the shop's, where the quiz itself runs.
 */
export function pages(fill: Fill, { demoClaims = true, origin }: { demoClaims?: boolean; origin: string }) {
  const customers = demoClaims ? countFigure(demoShopFigures.customers, 'client', 'clienți') : null;
  const aboutBody = [
    `<p>${escapeHtml(about.intro)}</p>`,
    ...[...about.story, about.today(customers)].map((p) => `<p>${escapeHtml(p)}</p>`),
    '<h2>Valorile noastre</h2>',
    `<ul>${[...about.values, about.community(customers)].map((v) => `<li><strong>${escapeHtml(v.title)}.</strong> ${escapeHtml(v.text)}</li>`).join('')}</ul>`,
    '<h2>Misiunea noastră</h2>',
    `<p>${escapeHtml(about.mission)}</p>`,
  ].join('\n');
  const categoriesBody = [
    `<p>${escapeHtml(categoriesPage.intro)}</p>`,
    ...categories.flatMap((c) => [`<h2>${escapeHtml(c.name)}</h2>`, `<p>${escapeHtml(c.description)}</p>`, `<ul>${c.benefits.map((b) => `<li>${escapeHtml(b)}</li>`).join('')}</ul>`]),
  ].join('\n');
  // The quiz is an app on the shop's own site, not text: the page says what it is and links to it there.
  const quizBody = [
    `<p>${escapeHtml(quizIntro.lead)}</p>`,
    `<ul>${quizIntro.tiles.map((t) => `<li><strong>${escapeHtml(t.title)}.</strong> ${escapeHtml(t.text)}</li>`).join('')}</ul>`,
    `<p><a href="${escapeHtml(new URL('/quiz', origin).toString())}">Fă quiz-ul de 60 de secunde</a></p>`,
  ].join('\n');
  const list = [
    pageNode(1, 'despre', about.title, aboutBody, fill, `${about.intro} Povestea Verdana, valorile și misiunea noastră.`.slice(0, 160)),
    pageNode(2, 'contact', policies.contact.title, policyHtml(policies.contact, fill), keep, policies.contact.description, `${policies.contact.updated}T09:00:00Z`),
    pageNode(3, 'regulament-oferte', policies.offers.title, policyHtml(policies.offers, fill), keep, policies.offers.description, `${policies.offers.updated}T09:00:00Z`),
    pageNode(4, 'categorii', categoriesPage.title, categoriesBody, fill, categoriesPage.description),
    pageNode(5, 'quiz', quizIntro.title, quizBody, fill, quizIntro.lead),
  ];
  return { list, byHandle: new Map(list.map((p) => [p.handle, p])) };
}

/** The blog with its articles, newest first, and the articles alone; their images absolute on `origin`. */
export function blog(origin: string) {
  const blogNode: Record<string, unknown> = {
    __typename: 'Blog',
    id: gid('Blog', 1),
    handle: BLOG_HANDLE,
    title: 'Blog Verdana: ghiduri despre CBD',
    onlineStoreUrl: null,
    seo: { __typename: 'SEO', title: 'Blog și ghiduri CBD – Verdana', description: 'Ghiduri despre uleiuri, jeleuri, vape și creme CBD, scrise pe înțelesul tuturor.' },
    authors: [...new Set(blogArticles.map((a) => a.author))].map((name) => ({ __typename: 'ArticleAuthor', name, firstName: name.split(' ')[0], lastName: name.split(' ').slice(1).join(' '), email: '', bio: null })),
  };
  const articleNodes = blogArticles.map((a) => {
    const author = { __typename: 'ArticleAuthor', name: a.author, firstName: a.author.split(' ')[0], lastName: a.author.split(' ').slice(1).join(' '), email: '', bio: null };
    const image = { __typename: 'Image', id: gid('ImageSource', `9${a.id}`), url: new URL(a.image, origin).toString(), altText: a.title, width: 1200, height: 630, thumbhash: null };
    return {
      __typename: 'Article',
      id: gid('Article', a.id),
      handle: a.slug,
      title: a.title,
      content: plainText(a.content),
      contentHtml: a.content,
      excerpt: a.excerpt,
      excerptHtml: `<p>${escapeHtml(a.excerpt)}</p>`,
      publishedAt: `${a.date}T09:00:00Z`,
      author,
      authorV2: author,
      image,
      tags: [a.category, ...a.keywords],
      onlineStoreUrl: null,
      trackingParameters: null,
      seo: { __typename: 'SEO', title: a.title, description: a.metaDescription },
      blog: blogNode,
    };
  });
  const byHandle = new Map(articleNodes.map((a) => [a.handle, a]));
  blogNode.articles = (args: ConnectionArgs & SortArgs) => connection(sorted(articleNodes, args), args);
  blogNode.articleByHandle = ({ handle }: { handle: string }) => byHandle.get(handle) ?? null;
  return { blog: blogNode, articles: articleNodes, articleByHandle: byHandle };
}
