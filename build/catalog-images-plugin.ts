import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const SOURCE_DIR = 'content/catalog/images';
const PUBLIC_PATH = 'images/catalog';

/** Publishes the embedded catalogue's images at /images/catalog/{file} in the client build. */
export function catalogImages(): Plugin {
  let root = process.cwd();
  return {
    name: 'catalog-images',
    configResolved(config) {
      root = config.root;
    },
    generateBundle() {
      if (this.environment?.name !== 'client') return;
      const dir = resolve(root, SOURCE_DIR);
      for (const file of readdirSync(dir)) {
        if (!/\.(svg|webp|png|jpg)$/.test(file)) continue;
        this.emitFile({ type: 'asset', fileName: `${PUBLIC_PATH}/${file}`, source: readFileSync(resolve(dir, file)) });
      }
    },
  };
}
