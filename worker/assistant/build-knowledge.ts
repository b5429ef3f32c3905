// Run by build/assistant-knowledge-plugin.ts in Node when the worker is built.
import { type KnowledgeDoc, staticDocuments } from './knowledge';
import { serializeIndex } from './search';

export function buildStaticKnowledge(): { documents: KnowledgeDoc[]; index: string } {
  const documents = staticDocuments();
  return { documents, index: serializeIndex(documents) };
}
