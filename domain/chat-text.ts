/** Paths of the shop an assistant reply may link to; any other link is shown as plain text. */
export const OWN_PATH =
  /^\/(?:$|#intrebari$|(?:products|produs)\/[a-z0-9-]+$|blog(?:\/[a-z0-9-]+(?:#[a-z0-9-]+)?)?$|(?:shop|quiz|despre|categorii|colectii|cos|regulament-oferte)$|colectie\/[a-z0-9-]+$|buletin-analiza\/[A-Za-z0-9-]+$|(?:terms-of-service|privacy-policy|refund-policy|shipping-policy|contact-info|contact|termeni-si-conditii|politica-confidentialitate|politica-rambursare|politica-livrare)$|shop\?category=[a-z]+$)/;

export type ReplyPart = { text: string } | { text: string; href: string };

/** A reply as text and links: `[label](/path)` becomes a link only when the path is the shop's own. */
export function replyParts(reply: string): ReplyPart[] {
  const parts: ReplyPart[] = [];
  let last = 0;
  for (const match of reply.matchAll(/\[([^\]\n]{1,160})\]\(([^)\s]*)\)/g)) {
    const [whole, label = '', href = ''] = match;
    if (match.index > last) parts.push({ text: reply.slice(last, match.index) });
    parts.push(OWN_PATH.test(href) ? { text: label, href } : { text: label });
    last = match.index + whole.length;
  }
  if (last < reply.length) parts.push({ text: reply.slice(last) });
  return parts;
}
