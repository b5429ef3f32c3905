// Run by build/assistant-knowledge-plugin.ts in Node when the worker is built.
import { type KnowledgeDoc, staticDocuments } from './knowledge';
import { documentFrequencies, serializeIndex } from './search';

export function buildStaticKnowledge(): {
  documents: KnowledgeDoc[];
  index: string;
  frequencies: Record<string, number>;
} {
  const documents = staticDocuments();
  return { documents, index: serializeIndex(documents), frequencies: documentFrequencies(documents) };
}
