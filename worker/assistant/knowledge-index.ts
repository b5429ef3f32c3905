import { documents, frequencies, index } from 'virtual:assistant-knowledge';
import type { Product } from '../../domain/types';
import { type ProductFacts, productDocument, productFacts } from './knowledge';
import { createIndex, type KnowledgeIndex } from './search';

export interface Knowledge {
  index: KnowledgeIndex;
  products: ProductFacts[];
}

let cached: { key: string; knowledge: Knowledge } | null = null;

/** Every kind of token content may carry: what a fill makes of it tells one configuration and phase from another. */
const PROBE =
  '{{#promo.running}}r{{/promo.running}}{{#promo.ended}}e{{/promo.ended}}{{#promo.upcoming}}u{{/promo.upcoming}}{{#assistant.model}}m{{/assistant.model}}' +
  '{{trader.name}}|{{trader.cui}}|{{trader.tradeRegister}}|{{trader.address}}|{{trader.phone}}|{{trader.email}}|{{promo.start}}|{{promo.end}}|{{promo.percent}}|{{wheel.spinsPerDay}}';

/**
 * The static index from the build plus the shop's current products. Rebuilt only when the products (their
 * prices, stock or text) change, or what `fill` makes of the content's tokens (the trader, the promotion's
 * phase): the passages are quoted as filled, so an ended offer's passage holds only its past-tense text.
 */
export function knowledgeFor(products: Product[], fill: (text: string) => string = (text) => text): Knowledge {
  // The products as the store gave them are the key (one string, compared whole): reading their facts is the costly
  // part, done only when something in them changed (a price, stock, a word of a description).
  const key = fill(PROBE) + JSON.stringify(products);
  if (cached?.key !== key) {
    const facts = products.map(productFacts);
    const filled = documents.map((doc) => (doc.text.includes('{{') ? { ...doc, text: fill(doc.text) } : doc));
    cached = {
      key,
      knowledge: { index: createIndex(index, filled, facts.map(productDocument), frequencies), products: facts },
    };
  }
  return cached.knowledge;
}
