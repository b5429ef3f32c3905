// Run by build/assistant-knowledge-plugin.ts in Node when the worker is built.
import { readdirSync, readFileSync } from 'node:fs';
import { type KnowledgeDoc, staticDocuments } from './knowledge';
import { documentFrequencies, serializeIndex } from './search';
import { type IntentModel, parseCorpus, train } from './understand/classifier';

/** Where the labelled messages the intent classifier learns from are: intent-corpus*.tsv (label, tab, message). */
export const INTENT_CORPUS_DIR = 'content/assistant';
export const intentCorpusFiles = (root: string) =>
  readdirSync(`${root}/${INTENT_CORPUS_DIR}`)
    .filter((name) => /^intent-corpus.*\.tsv$/.test(name))
    .sort()
    .map((name) => `${root}/${INTENT_CORPUS_DIR}/${name}`);

export function buildStaticKnowledge(root: string): {
  documents: KnowledgeDoc[];
  index: string;
  frequencies: Record<string, number>;
  intentModel: IntentModel;
} {
  const documents = staticDocuments();
  return {
    documents,
    index: serializeIndex(documents),
    frequencies: documentFrequencies(documents),
    intentModel: train(intentCorpusFiles(root).flatMap((file) => parseCorpus(readFileSync(file, 'utf8')))),
  };
}
