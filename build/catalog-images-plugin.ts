import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Content folders whose images are published, and where. */
const SOURCES: [string, string][] = [
  ['content/catalog/images', 'images/catalog'],
  ['content/blog/images', 'images/blog'],
];

/** Publishes the embedded catalogue's and the blog's images in the client build. */
export function catalogImages(): Plugin {
  let root = process.cwd();
  return {
    name: 'content-images',
    configResolved(config) {
      root = config.root;
    },
    generateBundle() {
      if (this.environment?.name !== 'client') return;
      for (const [source, target] of SOURCES) {
        const dir = resolve(root, source);
        if (!existsSync(dir)) continue;
        for (const file of readdirSync(dir)) {
          if (!/\.(svg|webp|png|jpg)$/.test(file)) continue;
          this.emitFile({ type: 'asset', fileName: `${target}/${file}`, source: readFileSync(resolve(dir, file)) });
        }
      }
    },
  };
}
