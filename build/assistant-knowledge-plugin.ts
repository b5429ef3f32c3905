import { resolve } from 'node:path';
import { type Plugin, runnerImport } from 'vite';

const ID = 'virtual:assistant-knowledge';

/**
 * The assistant's static knowledge (facts, FAQ, policies, article passages), its search index and its intent
 * classifier, built when the worker is built: the worker loads a ready index and a trained model instead of
 * indexing ~400 passages and counting ~1,200 labelled messages per isolate.
 */
export function assistantKnowledge(): Plugin {
  let root = process.cwd();
  return {
    name: 'assistant-knowledge',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === ID ? '\0' + ID : null;
    },
    async load(id) {
      if (id !== '\0' + ID) return null;
      if (this.environment?.name === 'client') throw new Error(`${ID} is server-only`);
      type Builder = typeof import('../worker/assistant/build-knowledge');
      const { module, dependencies } = await runnerImport<Builder>(
        resolve(root, 'worker/assistant/build-knowledge.ts'),
        {
          root,
          configFile: false,
          logLevel: 'error',
        },
      );
      for (const file of dependencies) this.addWatchFile(file);
      for (const file of module.intentCorpusFiles(root)) this.addWatchFile(file);
      const { documents, index, frequencies, intentModel } = module.buildStaticKnowledge(root);
      return [
        `export const documents = JSON.parse(${JSON.stringify(JSON.stringify(documents))});`,
        `export const index = ${JSON.stringify(index)};`,
        `export const frequencies = JSON.parse(${JSON.stringify(JSON.stringify(frequencies))});`,
        // Text, parsed on the chat's first question (understand/intent.ts), not when an isolate starts.
        `export const intentModel = ${JSON.stringify(JSON.stringify(intentModel))};`,
        '',
      ].join('\n');
    },
  };
}
