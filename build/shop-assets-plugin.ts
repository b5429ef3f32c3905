import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

const ASSETS_ID = 'virtual:shop-assets';
const FINGERPRINT_ID = 'virtual:content-fingerprint';
const SCHEMA_PREFIX = 'virtual:storefront-schema/';
const SCHEMA_PACKAGES: Record<string, string> = {
  '2025-07': 'shopify-storefront-2025-07/storefront.schema.json',
  '2026-04': '@shopify/hydrogen-react/storefront.schema.json',
};

export interface ShopAssetsOptions {
  /** Client build output, relative to the project root. */
  clientOutDir?: string;
  /** Client entry module, relative to the project root. */
  entry?: string;
  /** Stylesheet entry, relative to the project root. */
  stylesheet?: string;
  /** The module the entry loads React DOM through (imported dynamically), relative to the project root. */
  runtime?: string;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/**
 * Gives the worker what it needs from the client build (entry script, stylesheet URLs)
 * and Shopify's official Storefront schemas, stripped of descriptions to keep the worker small.
 */
export function shopAssets({
  clientOutDir = 'dist/client',
  entry = 'client/entry.tsx',
  stylesheet = 'client/styles/app.css',
  runtime = 'client/hydrate.tsx',
}: ShopAssetsOptions = {}): Plugin {
  let root = process.cwd();
  return {
    name: 'shop-assets',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      if (id === ASSETS_ID) return '\0' + ASSETS_ID;
      if (id === FINGERPRINT_ID) return '\0' + FINGERPRINT_ID;
      if (id.startsWith(SCHEMA_PREFIX)) return '\0' + id;
      return null;
    },
    load(id) {
      if (id === '\0' + ASSETS_ID) {
        if (this.environment?.name === 'client') throw new Error(`${ASSETS_ID} is server-only`);
        return `export default ${JSON.stringify(readClientAssets(resolve(root, clientOutDir), entry, stylesheet, runtime))};`;
      }
      if (id === '\0' + FINGERPRINT_ID) {
        if (this.environment?.name === 'client') throw new Error(`${FINGERPRINT_ID} is server-only`);
        return `export default ${JSON.stringify(contentFingerprint(resolve(root, 'content')))};`;
      }
      if (id.startsWith('\0' + SCHEMA_PREFIX)) {
        const version = id.slice(SCHEMA_PREFIX.length + 1);
        const pkg = SCHEMA_PACKAGES[version];
        if (!pkg) throw new Error(`No Storefront schema shipped for API ${version}`);
        const file = resolve(root, 'node_modules', pkg);
        const introspection = JSON.parse(readFileSync(file, 'utf8'), (key, value) =>
          key === 'description' ? undefined : value,
        );
        // JSON.parse of a string literal is faster for engines than an object literal this size.
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(introspection))});`;
      }
      return null;
    },
  };
}

export interface ClientAssets {
  /** URL of the module that hydrates islands. */
  entryScript: string;
  /**
   * The runtime chunk (React DOM, the shell islands) and every chunk it imports: the boot script asks for them
   * beside the entry, so the entry's dynamic import finds them fetched instead of starting a second round trip.
   */
  runtimeScripts: string[];
  /**
   * The site stylesheets' URLs (content-hashed, served immutable): every page links them, so a returning shopper's
   * browser has them cached and a page carries only its own markup.
   */
  stylesheets: string[];
}

/** A chunk's file and the files of everything it imports, statically and transitively, the entry's aside. */
function chunkFiles(manifest: Record<string, ManifestChunk>, key: string, entry: string): string[] {
  const files = new Set<string>();
  const visit = (k: string) => {
    const chunk = manifest[k];
    if (k === entry || !chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return [...files].map((f) => '/' + f);
}

function readClientAssets(outDir: string, entry: string, stylesheet: string, runtime: string): ClientAssets {
  const manifestPath = resolve(outDir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) {
    // No client build yet (first test run before a build): point at the sources Vite would serve.
    return { entryScript: '/' + entry, runtimeScripts: [], stylesheets: [] };
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entryChunk = manifest[entry];
  if (!entryChunk) throw new Error(`${entry} missing from the client manifest`);
  const cssFiles = [...(manifest[stylesheet]?.file ? [manifest[stylesheet].file] : []), ...(entryChunk.css ?? [])];
  const stylesheets = [...new Set(cssFiles)].map((f) => '/' + f);
  // The runtime module is a chunk of its own, or (vite.config.ts's 'runtime' group) inside the group's chunk.
  const runtimeKey = manifest[runtime]
    ? runtime
    : Object.keys(manifest).find((key) => /^_runtime-[\w-]+\.js$/.test(key));
  if (!runtimeKey) throw new Error(`${runtime} missing from the client manifest`);
  return { entryScript: '/' + entryChunk.file, runtimeScripts: chunkFiles(manifest, runtimeKey, entry), stylesheets };
}

/**
 * A fingerprint of the shop's content (content/: the catalogue, the articles, the policies, the menus, every
 * text the embedded store serves), from the files' own bytes, computed when the worker is built: editing any of
 * them gives the embedded store's cached answers new keys, and no cold start hashes half a megabyte of text.
 */
export function contentFingerprint(dir: string): string {
  const hash = createHash('sha256');
  const walk = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true })
      .flatMap((entry) => (entry.isDirectory() ? walk(join(folder, entry.name)) : [join(folder, entry.name)]))
      .sort();
  for (const file of walk(dir)) {
    hash.update(relative(dir, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('base64url').slice(0, 16);
}
