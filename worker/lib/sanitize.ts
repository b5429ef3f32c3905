import filterXSS, { type IFilterXSSOptions } from 'xss';

/** Tags our own long-form content (articles, policies) may use; anything else is escaped. */
const ALLOWED: Record<string, string[]> = {
  h2: ['id'],
  h3: ['id'],
  p: ['class'],
  ul: [],
  ol: [],
  li: [],
  strong: [],
  em: [],
  blockquote: [],
  table: [],
  caption: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['scope'],
  td: [],
  a: ['href'],
  br: [],
  time: ['datetime'],
};

const options: IFilterXSSOptions = {
  whiteList: ALLOWED,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object'],
  onTagAttr(tag, name, value) {
    // Only internal links, anchors, mailto: and the public authorities a policy names: no other site.
    if (tag === 'a' && name === 'href') {
      const href = internalHref(value);
      return href ? `href="${href.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"` : '';
    }
    // The one class content may carry (the boxed note); any other would let a store restyle the page.
    if (tag === 'p' && name === 'class') return value === 'disclaimer' ? 'class="disclaimer"' : '';
    return undefined;
  },
};

/**
 * An href as the browser will read it (entities decoded, tabs and newlines dropped, '\\' as '/'), kept only
 * when it stays on this site (a path or an anchor), is a mailto: link or an https link to a public authority.
 */
function internalHref(raw: string): string | null {
  const decoded = raw
    .replace(/&#x([0-9a-f]{1,6});?/gi, (_, hex: string) =>
      String.fromCodePoint(Math.min(Number.parseInt(hex, 16), 0x10ffff)),
    )
    .replace(/&#(\d{1,7});?/g, (_, dec: string) => String.fromCodePoint(Math.min(Number.parseInt(dec, 10), 0x10ffff)))
    .replace(/&amp;/gi, '&')
    .replace(/[\u0000-\u0020\u007f]/g, '');
  if (/^mailto:[^\s<>"]+$/i.test(decoded)) return decoded;
  if (/^https:\/\//i.test(decoded)) return authorityHref(decoded);
  if (decoded.startsWith('#')) return decoded;
  if (!decoded.startsWith('/') || decoded.startsWith('//') || decoded.startsWith('/\\')) return null;
  try {
    const url = new URL(decoded, 'https://shop.invalid');
    return url.origin === 'https://shop.invalid' ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}

/**
 * The public authorities a policy points to (ANPC, SAL, the data-protection authority, the EU's pages, Romanian
 * law texts): the only sites content may link to, so the shopper can follow a complaint route with one tap.
 */
const AUTHORITY_HOSTS = new Set([
  'anpc.ro',
  'www.anpc.ro',
  'dataprotection.ro',
  'www.dataprotection.ro',
  'ec.europa.eu',
  'eur-lex.europa.eu',
  'legislatie.just.ro',
]);

function authorityHref(decoded: string): string | null {
  try {
    const url = new URL(decoded);
    return url.protocol === 'https:' && !url.username && !url.password && !url.port && AUTHORITY_HOSTS.has(url.hostname)
      ? url.href
      : null;
  } catch {
    return null;
  }
}

const cache = new Map<string, string>();
/** Sanitised copies kept per isolate: small ones only, and at most this many characters in all. */
const CACHED_MAX_CHARS = 4_000_000;
const CACHED_ENTRY_MAX = 200_000;
let cachedChars = 0;

/** Content HTML is ours, but it is treated as data: sanitised once per isolate and reused. */
export function sanitizeContentHtml(html: string): string {
  let clean = cache.get(html);
  if (clean === undefined) {
    clean = filterXSS(html, options);
    if (
      cache.size < 500 &&
      html.length <= CACHED_ENTRY_MAX &&
      cachedChars + html.length + clean.length <= CACHED_MAX_CHARS
    ) {
      cache.set(html, clean);
      cachedChars += html.length + clean.length;
    }
  }
  return clean;
}

/** A policy or page from the store with its HTML sanitised (its introduction and every section). */
export function sanitizeDocument<T extends { introHtml: string; sections: { html: string }[] }>(doc: T): T {
  return {
    ...doc,
    introHtml: sanitizeContentHtml(doc.introHtml),
    sections: doc.sections.map((s) => ({ ...s, html: sanitizeContentHtml(s.html) })),
  };
}
