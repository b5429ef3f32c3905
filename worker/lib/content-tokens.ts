import type { Promotion } from '../../client/lib/promotion';
import type { Trader } from '../../client/lib/trader';
import { escapeHtml } from './html';


const when = new Intl.DateTimeFormat('ro-RO', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Bucharest',
});

/** "31 octombrie 2025, ora 23:59" (Romanian time). */
const formatWhen = (iso: string) => {
  const parts = Object.fromEntries(when.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.day} ${parts.month} ${parts.year}, ora ${parts.hour}:${parts.minute}`;
};

export interface ContentFacts {
  trader: Trader;
  promotion: Promotion;
}

/**
 * Fills the tokens content may carry with configured facts: `{{trader.name|cui|tradeRegister|address|phone|email}}`
 * and `{{promo.start|end|percent}}`. `escape` for HTML. A field left empty reads "nespecificat", never a raw token.
 */
export function fillContentTokens(text: string, { trader, promotion }: ContentFacts, { escape = false }: { escape?: boolean } = {}): string {
  return text.replace(/\{\{(trader|promo)\.([a-zA-Z]+)\}\}/g, (token, group: string, key: string) => {
    let value: string | undefined;
    if (group === 'trader' && Object.hasOwn(trader, key)) value = trader[key as keyof Trader] || 'nespecificat';
    if (group === 'promo' && key === 'start') value = formatWhen(promotion.startsAt);
    if (group === 'promo' && key === 'end') value = formatWhen(promotion.endsAt);
    if (group === 'promo' && key === 'percent') value = String(promotion.percent);
    if (value === undefined) return token;
    return escape ? escapeHtml(value) : value;
  });
}
