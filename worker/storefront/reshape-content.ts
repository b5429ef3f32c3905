// The store's content in the shop's terms: articles as the blog pages show them, and a policy or page's
// HTML split at its h2 headings (the pages render a table of contents from them).
import type { BlogArticle } from '../../content/blog/types';
import type { NavLink } from '../../content/site';
import { NO_PRODUCT_CTA_TAG, UPDATED_TAG_PREFIX } from '../../domain/shop-filters';
import { foldText } from '../../domain/text';
import type { ContentDocument, ShopClaims } from '../../domain/types';
import type {
  ArticleCardFragment,
  ArticleQuery,
  MenuFieldsFragment,
  MenusQuery,
  PageQuery,
  PolicyFieldsFragment,
  ShopClaimsQuery,
} from './generated/storefront.generated';
import { countOf, type ImageUrl, ratingOf, testimonialsOf } from './reshape';

/** An article of the blog's list (ArticleCard), or the one of its page (with its contentHtml). */
type RawArticle = ArticleCardFragment | NonNullable<NonNullable<ArticleQuery['blog']>['articleByHandle']>;
type RawPage = NonNullable<PageQuery['page']>;

// One implementation, the embedded store's (a GraphQL-free module of the package, like its versions and carts).
import { plainText, summary } from '../../packages/embedded-storefront/src/text';

export { plainText, summary };

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** An anchor for a heading: lowercase ASCII, words joined by '-'. */
export const anchorFor = (heading: string) =>
  foldText(heading)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'sectiune';

/** The latest valid `actualizat:YYYY-MM-DD` tag after the publication date, as `updated`; none otherwise. */
function updatedOf(tags: readonly string[], published: string): { updated?: string } {
  const dates = tags
    .filter((t) => t.startsWith(UPDATED_TAG_PREFIX))
    .map((t) => t.slice(UPDATED_TAG_PREFIX.length).trim())
    .filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(Date.parse(d)) && d > published)
    .sort();
  const latest = dates[dates.length - 1];
  return latest ? { updated: latest } : {};
}

/** An article; the first tag is its category, the rest its keywords; read time at ~200 words a minute. */
export function reshapeArticle(a: RawArticle, imageUrl: ImageUrl = (url) => url): BlogArticle {
  const image = a.image?.url ? imageUrl(a.image.url) : '';
  const excerpt = a.excerpt?.trim() || summary(a.content, 200);
  const digits = /(\d+)$/.exec(a.id)?.[1];
  return {
    id: digits ? Number(digits) : 0,
    slug: a.handle,
    title: a.title,
    excerpt,
    content: shopLinks('contentHtml' in a ? a.contentHtml : ''),
    author: a.authorV2?.name ?? '',
    date: a.publishedAt.slice(0, 10),
    category: a.tags[0] ?? 'Blog',
    // Only an https address or a path of this shop; anything else (javascript:, data:) is no image.
    image: /^(https:\/\/|\/(?!\/))/i.test(image) ? image : '',
    readTime: `${Math.max(1, Math.round(words(a.content) / 200))} min`,
    metaDescription: summary(a.seo?.description?.trim() || excerpt, 160),
    keywords: a.tags.slice(1).filter((t) => t !== NO_PRODUCT_CTA_TAG && !t.startsWith(UPDATED_TAG_PREFIX)),
    ...(a.tags.includes(NO_PRODUCT_CTA_TAG) ? { productCta: false } : {}),
    ...updatedOf(a.tags, a.publishedAt.slice(0, 10)),
  };
}

/** The most of a store's page or policy the shop reads (beyond it, the text is cut at a tag boundary). */
export const MAX_DOCUMENT_CHARS = 1_000_000;

/** Reserved ids of the page around a document: a section never takes one. */
const RESERVED_IDS = new Set(['continut', 'policy-title', 'despre-titlu', 'cart-drawer-title']);

/** The `<h2 …>…</h2>` elements of `html`, found with indexOf (linear, whatever the store sends). */
function headings(html: string) {
  const lower = html.toLowerCase();
  const found: { attrs: string; inner: string; start: number; end: number }[] = [];
  let from = 0;
  for (;;) {
    const start = lower.indexOf('<h2', from);
    if (start < 0) break;
    const after = lower[start + 3];
    const open = lower.indexOf('>', start);
    const close = open < 0 ? -1 : lower.indexOf('</h2>', open);
    if (open < 0 || close < 0) break;
    if (after !== '>' && after !== ' ' && after !== '\t' && after !== '\n' && after !== '/') {
      from = start + 3;
      continue;
    }
    found.push({ attrs: html.slice(start + 3, open), inner: html.slice(open + 1, close), start, end: close + 5 });
    from = close + 5;
  }
  return found;
}

/**
 * A policy or page: what comes before the first h2 is the introduction, then one section per h2 (its id
 * kept, or made from the heading), so any store's HTML gets the same page and table of contents. A heading
 * with no text stays part of the section before it. Null when the text is empty (a blank legal page is
 * no page).
 */
export function reshapeDocument(raw: PolicyFieldsFragment | RawPage): ContentDocument | null {
  let body = shopLinks(raw.body);
  if (body.length > MAX_DOCUMENT_CHARS) body = body.slice(0, Math.max(0, body.lastIndexOf('<', MAX_DOCUMENT_CHARS)));
  if (
    !plainText(body)
      .replace(/\u00a0/g, ' ')
      .trim()
  )
    return null;
  const parts = headings(body)
    .map((h) => ({ ...h, text: plainText(h.inner) }))
    .filter((h) => h.text);
  const used = new Set<string>(RESERVED_IDS);
  const sections = parts.map((part, i) => {
    let id = /\bid\s*=\s*"([A-Za-z][\w-]{0,60})"/.exec(part.attrs)?.[1] ?? anchorFor(part.text);
    while (used.has(id)) id = `${id}-${i + 1}`;
    used.add(id);
    return { id, heading: part.text, html: body.slice(part.end, parts[i + 1]?.start ?? body.length).trim() };
  });
  const introHtml = body.slice(0, parts[0]?.start ?? body.length).trim();
  const seo = 'seo' in raw ? raw.seo : null;
  // The description reads the introduction's paragraphs, not one that only dates the text.
  const introText = introHtml
    .split(/<\/p>/i)
    .filter((paragraph) => !/<time\b/i.test(paragraph))
    .map(plainText)
    .filter(Boolean)
    .join(' ');
  return {
    handle: raw.handle,
    title: raw.title,
    description: summary(seo?.description?.trim() || introText || plainText(body), 160),
    introHtml,
    sections,
  };
}

export interface ShopMenus {
  main: NavLink[] | null;
  footer: { title: string; links: NavLink[] }[] | null;
}

/** The store's pages this shop serves at routes of its own (one address per page: /pages/{handle} redirects there). */
export const OWN_PAGE_ROUTES: ReadonlyMap<string, string> = new Map([
  ['despre', '/despre'],
  ['contact', '/contact-info'],
  ['regulament-oferte', '/regulament-oferte'],
  ['categorii', '/categorii'],
  ['quiz', '/quiz'],
]);

/**
 * Shopify's own paths, and where this shop serves each (a menu made in the Shopify admin links to the former);
 * null: a path this shop serves as it is (/pages/{handle} of any other page).
 */
const SHOP_PATHS: [RegExp, (m: RegExpExecArray) => string | null][] = [
  [/^\/collections\/?$/, () => '/colectii'],
  [/^\/collections\/(?:all|frontpage)\/?$/, () => '/shop'],
  [/^\/collections\/([\w-]+)\/?$/, (m) => `/colectie/${m[1]}`],
  [/^\/blogs\/[\w-]+\/?$/, () => '/blog'],
  [/^\/blogs\/[\w-]+\/([\w-]+)\/?$/, (m) => `/blog/${m[1]}`],
  [/^\/pages\/([\w-]+)\/?$/, (m) => OWN_PAGE_ROUTES.get(m[1]!) ?? null],
  [/^\/policies\/contact-information\/?$/, () => '/contact-info'],
  [/^\/policies\/([\w-]+)\/?$/, (m) => `/${m[1]}`],
  [/^\/search\/?$/, () => '/shop'],
];

/** Where this shop serves one of Shopify's paths, or null when it is not one of them. */
function shopPath(pathname: string): string | null {
  for (const [pattern, to] of SHOP_PATHS) {
    const m = pattern.exec(pathname);
    if (m) return to(m);
  }
  return null;
}

/**
 * A menu link as this shop serves it: a link to the store's own hosts becomes a path here (Shopify's paths
 * mapped to the shop's routes); another site's https link is kept; anything else (javascript:, data:) is
 * dropped.
 */
export function menuHref(url: string | null | undefined, ownHost: (host: string) => boolean): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, 'https://store.invalid');
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (parsed.hostname !== 'store.invalid' && !ownHost(parsed.hostname))
    return parsed.protocol === 'https:' ? parsed.toString() : null;
  return (shopPath(parsed.pathname) ?? parsed.pathname) + parsed.search + parsed.hash;
}

const MAX_HEADER_LINKS = 8;
const MAX_FOOTER_GROUPS = 4;
const MAX_FOOTER_LINKS = 10;

/** Links in a store's HTML to Shopify's own paths (`/collections/…`, `/pages/…`, `/policies/…`, `/blogs/…`), made this shop's. */
export function shopLinks(html: string): string {
  return html.replace(/\bhref="(\/(?!\/)[^"]{0,2000})"/gi, (whole, path: string) => {
    const query = path.search(/[?#]/);
    const end = query < 0 ? path.length : query;
    const ours = shopPath(path.slice(0, end));
    return ours ? `href="${ours}${path.slice(end)}"` : whole;
  });
}

/** The header menu (its top links) and the footer menu (each top item a group, its children the links). */
export function reshapeMenus(raw: MenusQuery, ownHost: (host: string) => boolean): ShopMenus {
  const links = (items: MenuFieldsFragment['items'][number]['items']) =>
    items.flatMap((item) => {
      const href = menuHref(item.url, ownHost);
      return href && item.title.trim() ? [{ href, label: item.title.trim().slice(0, 40) }] : [];
    });
  // As many as the header and footer have room for.
  const main = raw.header ? links(raw.header.items.slice(0, MAX_HEADER_LINKS * 2)).slice(0, MAX_HEADER_LINKS) : [];
  const footer = raw.footer
    ? raw.footer.items
        .slice(0, MAX_FOOTER_GROUPS * 2)
        .map((group) => ({
          title: group.title.trim().slice(0, 60),
          links: links(group.items.slice(0, MAX_FOOTER_LINKS * 2)).slice(0, MAX_FOOTER_LINKS),
        }))
        .filter((g) => g.title && g.links.length)
        .slice(0, MAX_FOOTER_GROUPS)
    : [];
  return { main: main.length ? main : null, footer: footer.length ? footer : null };
}

/** The shop's figures as the pages use them: each one the store states, the rest null (never 0). */
/** A one-line text metafield, trimmed and bounded; null when absent or blank. */
function textOf(field: { value: string } | null | undefined): string | null {
  const text = field?.value.replace(/\s+/g, ' ').trim().slice(0, 300);
  return text || null;
}

export function reshapeShopClaims(shop: ShopClaimsQuery['shop']): ShopClaims {
  // A count of customers, subscribers or quiz users is shown only with the store's word on how it was counted.
  const figuresSource = textOf(shop.figuresSource);
  const counted = (raw: Parameters<typeof countOf>[0]) => (figuresSource ? countOf(raw) : null);
  return {
    rating: ratingOf(shop.rating, shop.ratingCount),
    customers: counted(shop.customers),
    subscribers: counted(shop.subscribers),
    quizUsers: counted(shop.quizUsers),
    figuresSource,
    freeGuideOrders: countOf(shop.freeGuideOrders),
    reviews: testimonialsOf(shop.testimonials),
    reviewsCheck: textOf(shop.reviewsCheck),
  };
}
