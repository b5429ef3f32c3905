import { quantity } from '../../content/facts';
import { type Promotion, promotionPhase } from '../../domain/promotion';
import type { Trader } from '../../domain/trader';
import { escapeHtml } from './html';

// Built on first use: an Intl formatter made when the module loads costs the cold start ICU's locale data.
let when: Intl.DateTimeFormat | undefined;

/** "31 octombrie 2025, ora 23:59" (Romanian time). */
const formatWhen = (iso: string) => {
  when ??= new Intl.DateTimeFormat('ro-RO', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Bucharest',
  });
  const parts = Object.fromEntries(when.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.day} ${parts.month} ${parts.year}, ora ${parts.hour}:${parts.minute}`;
};

export interface ContentFacts {
  trader: Trader;
  promotion: Promotion;
  /** WHEEL_SPINS_PER_IP_PER_DAY: the offer rules state the configured limit. */
  wheelSpinsPerIpPerDay?: number;
  /** Whether a model phrases the assistant's answers (the privacy policy names it as a recipient then). */
  assistant?: { provider: string };
}

/**
 * Text for one phase of the promotion: `{{#promo.running}}…{{/promo.running}}`, and the same with `ended` and
 * `upcoming`; and text for an assistant with a model (`{{#assistant.model}}`) or without (`{{#assistant.offline}}`).
 * Only the blocks that hold are kept, so an ended offer is told in the past tense. A block never spans more
 * than one paragraph or list item (the assistant quotes passages of whole paragraphs).
 */
const BLOCK = /\{\{#(promo|assistant)\.(running|ended|upcoming|model|offline)\}\}([\s\S]*?)\{\{\/\1\.\2\}\}/g;

/**
 * Fills the tokens content may carry with configured facts: `{{trader.name|cui|tradeRegister|address|phone|email}}`
 * `{{promo.start|end|percent}}` and `{{wheel.spinsPerDay}}` ("5 învârtiri"), and keeps the promotion's phase blocks for the phase at `now`. `escape` for
 * HTML. A field left empty reads "nespecificat", never a raw token.
 */
export function fillContentTokens(
  text: string,
  { trader, promotion, wheelSpinsPerIpPerDay, assistant }: ContentFacts,
  { escape: escaping = false, now = Date.now() }: { escape?: boolean; now?: number } = {},
): string {
  const holds: Record<string, boolean> = {
    [`promo.${promotionPhase(promotion, now)}`]: true,
    [`assistant.${assistant && assistant.provider !== 'offline' ? 'model' : 'offline'}`]: true,
  };
  return text
    .replace(BLOCK, (_block, group: string, which: string, inner: string) => (holds[`${group}.${which}`] ? inner : ''))
    .replace(/\{\{(trader|promo|wheel)\.([a-zA-Z]+)\}\}/g, (token, group: string, key: string) => {
      let value: string | undefined;
      if (group === 'trader' && Object.hasOwn(trader, key)) value = trader[key as keyof Trader] || 'nespecificat';
      if (group === 'promo' && key === 'start') value = formatWhen(promotion.startsAt);
      if (group === 'promo' && key === 'end') value = formatWhen(promotion.endsAt);
      if (group === 'promo' && key === 'percent') value = String(promotion.percent);
      if (group === 'wheel' && key === 'spinsPerDay' && wheelSpinsPerIpPerDay)
        value = quantity(wheelSpinsPerIpPerDay, 'învârtiri');
      if (value === undefined) return token;
      return escaping ? escapeHtml(value) : value;
    });
}
