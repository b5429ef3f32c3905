declare module 'virtual:shop-assets' {
  const assets: {
    entryScript: string;
    runtimeScripts: string[];
    stylesheets: string[];
  };
  export default assets;
}

declare module 'virtual:storefront-schema/*' {
  const introspection: { __schema: unknown };
  export default introspection;
}

declare module '*.tsv?raw' {
  const tsv: string;
  export default tsv;
}

declare module '*.sql?raw' {
  const sql: string;
  export default sql;
}

declare module 'virtual:assistant-knowledge' {
  import type { KnowledgeDoc } from '../worker/assistant/knowledge';
  export const documents: KnowledgeDoc[];
  /** MiniSearch index of `documents`, serialised (worker/assistant/search.ts SEARCH_OPTIONS). */
  export const index: string;
  /** In how many of `documents` each processed term occurs. */
  export const frequencies: Record<string, number>;
  /** What a shopper's message asks, learned from content/assistant/intent-corpus*.tsv: an IntentModel as JSON text. */
  export const intentModel: string;
}

declare module 'virtual:content-fingerprint' {
  /** A fingerprint of content/ computed at build time (build/shop-assets-plugin.ts). */
  const fingerprint: string;
  export default fingerprint;
}
