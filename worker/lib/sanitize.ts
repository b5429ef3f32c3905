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
    // Only internal links, anchors and mailto: — content never points shoppers off-site unannounced.
    if (tag === 'a' && name === 'href') {
      return /^(\/(?!\/)|#|mailto:)/.test(value) ? `href="${value.replace(/"/g, '&quot;')}"` : '';
    }
    return undefined;
  },
};

const cache = new Map<string, string>();

/** Content HTML is ours, but it is treated as data: sanitised once per isolate and reused. */
export function sanitizeContentHtml(html: string): string {
  let clean = cache.get(html);
  if (clean === undefined) {
    clean = filterXSS(html, options);
    if (cache.size < 500) cache.set(html, clean);
  }
  return clean;
}

/** A policy or page from the store with its HTML sanitised (its introduction and every section). */
export function sanitizeDocument<T extends { introHtml: string; sections: { html: string }[] }>(doc: T): T {
  return { ...doc, introHtml: sanitizeContentHtml(doc.introHtml), sections: doc.sections.map((s) => ({ ...s, html: sanitizeContentHtml(s.html) })) };
}
