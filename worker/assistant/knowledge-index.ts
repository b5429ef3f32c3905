import { documents, frequencies, index } from 'virtual:assistant-knowledge';
import type { Product } from '../../client/lib/types';
import { type ProductFacts, productDocument, productFacts } from './knowledge';
import { createIndex, type KnowledgeIndex } from './search';

export interface Knowledge {
  index: KnowledgeIndex;
  products: ProductFacts[];
}

let cached: { key: string; knowledge: Knowledge } | null = null;

/**
 * The static index from the build plus the shop's current products. Rebuilt only when the products (their
 * prices, stock or text) change, once per isolate otherwise.
 */
export function knowledgeFor(products: Product[]): Knowledge {
  const facts = products.map(productFacts);
  const key = JSON.stringify(facts.map((f) => [f.handle, f.price, f.maxPrice, f.available, f.description.length]));
  if (cached?.key !== key) {
    cached = { key, knowledge: { index: createIndex(index, documents, facts.map(productDocument), frequencies), products: facts } };
  }
  return cached.knowledge;
}

