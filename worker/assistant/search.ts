import MiniSearch, { type Options, type SearchResult } from 'minisearch';
import type { KnowledgeDoc } from './knowledge';
import { queryTerms, term } from './text';

/** One configuration for the index built at build time and the one searched at run time. */
export const SEARCH_OPTIONS: Options<KnowledgeDoc> = {
  idField: 'id',
  fields: ['title', 'keywords', 'text'],
  tokenize: (text) => text.split(/[^\p{L}\p{N}%]+/u),
  processTerm: (word) => term(word) ?? null,
  searchOptions: {
    processTerm: (word) => queryTerms(word),
    boost: { title: 2, keywords: 2, text: 1 },
    // "livr" finds "livrare" and "livrării"; longer words forgive one typo.
    prefix: (word) => word.length >= 4,
    fuzzy: (word) => (word.length >= 6 ? 0.15 : false),
    combineWith: 'OR',
  },
};

export interface KnowledgeIndex {
  /** Best passages first; `terms` are the query's (processed) terms each one matched. */
  search(query: string, options?: { filter?: (doc: KnowledgeDoc) => boolean; limit?: number }): { doc: KnowledgeDoc; score: number; terms: string[] }[];
  doc(id: string): KnowledgeDoc | undefined;
}

/** The static index (serialised at build time) plus the given documents, searchable together. */
export function createIndex(serialized: string, staticDocs: KnowledgeDoc[], extra: KnowledgeDoc[]): KnowledgeIndex {
  const mini = MiniSearch.loadJSON<KnowledgeDoc>(serialized, SEARCH_OPTIONS);
  mini.addAll(extra);
  const byId = new Map<string, KnowledgeDoc>([...staticDocs, ...extra].map((d) => [d.id, d]));
  return {
    search(query, { filter, limit = 8 } = {}) {
      const results: SearchResult[] = mini.search(query, filter ? { filter: (r) => filter(byId.get(r.id)!) } : undefined);
      return results.slice(0, limit).map((r) => ({ doc: byId.get(r.id)!, score: r.score, terms: r.queryTerms }));
    },
    doc: (id) => byId.get(id),
  };
}

/** Builds and serialises the static index (called by the build plugin). */
export function serializeIndex(docs: KnowledgeDoc[]): string {
  const mini = new MiniSearch<KnowledgeDoc>(SEARCH_OPTIONS);
  mini.addAll(docs);
  return JSON.stringify(mini);
}
