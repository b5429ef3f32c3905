// The store's own text helpers: HTML escaping, folding for search, HTML read as plain text.

/** Text made safe to put in HTML, as element content or a quoted attribute. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Lower-case, without diacritics: "Cremă" and "crema", "Somn" and "SOMN" compare equal. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLocaleLowerCase('ro-RO');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** HTML text as plain text: tags dropped, entities read, spaces collapsed. */
export function plainText(html: string): string {
  return (
    html
      // Linear on any input: a tag never spans another '<' (an unclosed one is text).
      .replace(/<[^<>]*>/g, ' ')
      .replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{1,10});/gi, (entity, name: string) => {
        if (name[0] === '#') {
          const code =
            name[1] === 'x' || name[1] === 'X'
              ? Number.parseInt(name.slice(2), 16)
              : Number.parseInt(name.slice(1), 10);
          return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
        }
        return ENTITIES[name.toLowerCase()] ?? entity;
      })
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Text cut to `length` characters, with an ellipsis when cut. */
export const summary = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;
