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
  search(
    query: string,
    options?: { filter?: (doc: KnowledgeDoc) => boolean; limit?: number },
  ): { doc: KnowledgeDoc; score: number; terms: string[] }[];
  doc(id: string): KnowledgeDoc | undefined;
  /** How telling a (processed) term is: the rarer among our passages, the higher; null for a term none of them has. */
  weight(term: string): number | null;
}

/** In how many passages each processed term occurs (computed with the index at build time). */
export function documentFrequencies(docs: KnowledgeDoc[]): Record<string, number> {
  const df: Record<string, number> = {};
  for (const doc of docs) {
    const seen = new Set<string>();
    for (const field of [doc.title, doc.keywords, doc.text]) {
      for (const word of SEARCH_OPTIONS.tokenize!(field, 'text')) {
        const t = term(word);
        if (t) seen.add(t);
      }
    }
    for (const t of seen) df[t] = (df[t] ?? 0) + 1;
  }
  return df;
}

/** The static index (serialised at build time) plus the given documents, searchable together. */
export function createIndex(
  serialized: string,
  staticDocs: KnowledgeDoc[],
  extra: KnowledgeDoc[],
  staticDf: Record<string, number> = {},
): KnowledgeIndex {
  const mini = MiniSearch.loadJSON<KnowledgeDoc>(serialized, SEARCH_OPTIONS);
  mini.addAll(extra);
  const byId = new Map<string, KnowledgeDoc>([...staticDocs, ...extra].map((d) => [d.id, d]));
  const df = new Map(Object.entries(staticDf));
  for (const [t, n] of Object.entries(documentFrequencies(extra))) df.set(t, (df.get(t) ?? 0) + n);
  const total = byId.size;
  return {
    search(query, { filter, limit = 8 } = {}) {
      const results: SearchResult[] = mini.search(
        query,
        filter ? { filter: (r) => filter(byId.get(r.id)!) } : undefined,
      );
      return results.slice(0, limit).map((r) => ({ doc: byId.get(r.id)!, score: r.score, terms: r.queryTerms }));
    },
    doc: (id) => byId.get(id),
    weight(t) {
      const n = df.get(t);
      return n === undefined ? null : Math.log(1 + total / (n + 0.5));
    },
  };
}

/** Builds and serialises the static index (called by the build plugin). */
export function serializeIndex(docs: KnowledgeDoc[]): string {
  const mini = new MiniSearch<KnowledgeDoc>(SEARCH_OPTIONS);
  mini.addAll(docs);
  return JSON.stringify(mini);
}
