// The real GraphQL documents of Shopify's Hydrogen, read at test time from the npm packages (never copied into
// the repository): the skeleton template's queries (shipped inside @shopify/create-hydrogen) and the cart
// handler's mutations (in @shopify/hydrogen's build). The tarballs are fetched with `npm pack` into a
// git-ignored cache, since @shopify/hydrogen's peers (react-router) are too heavy to install.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const CACHE = resolve(root, '.cache/shopify-packages');

/** Pinned so the figure in a note means the same documents next time. */
export const PACKAGES = {
  createHydrogen: '@shopify/create-hydrogen@5.0.39',
  hydrogen: '@shopify/hydrogen@2026.4.6',
} as const;

/** The unpacked package folder, fetched once into the cache. */
function unpacked(spec: string): string {
  const name = spec.replace(/^@/, '').replace(/[/@]/g, '-');
  const dir = resolve(CACHE, name);
  if (existsSync(resolve(dir, 'package/package.json'))) return resolve(dir, 'package');
  mkdirSync(dir, { recursive: true });
  const npm = spawnSync('npm', ['pack', spec, '--pack-destination', dir, '--silent'], {
    cwd: CACHE,
    encoding: 'utf8',
    timeout: 120_000,
  });
  const tarball = readdirSync(dir).find((f) => f.endsWith('.tgz'));
  if (npm.status !== 0 || !tarball) {
    throw new Error(
      `Could not fetch ${spec} from the npm registry (npm pack: ${(npm.stderr || npm.error?.message || 'no tarball').trim().split('\n').at(-1)}). ` +
        `These tests read Shopify's own documents from that package: run them once with the registry reachable, or put the tarball in ${dir}.`,
    );
  }
  const tar = spawnSync('tar', ['xzf', tarball], { cwd: dir, encoding: 'utf8' });
  if (tar.status !== 0) throw new Error(`Could not unpack ${tarball}: ${tar.stderr}`);
  return resolve(dir, 'package');
}

export interface ShopifyDocument {
  name: string;
  query: string;
}

/** A TypeScript single-quoted string literal's value. */
const unquote = (literal: string) =>
  literal.replace(/\\(.)/g, (_, ch: string) => ({ n: '\n', t: '\t', r: '\r' })[ch] ?? ch);

const operationName = (query: string) => /\b(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? 'anonymous';

/**
 * The skeleton template's queries, whole (fragments included): the keys of `GeneratedQueryTypes` in its
 * generated `storefrontapi.generated.d.ts`, which codegen writes from the template's documents.
 */
export function skeletonDocuments(): ShopifyDocument[] {
  const starter = resolve(unpacked(PACKAGES.createHydrogen), 'dist/assets/hydrogen/starter');
  const generated = readFileSync(resolve(starter, 'storefrontapi.generated.d.ts'), 'utf8');
  const docs: ShopifyDocument[] = [];
  for (const block of ['GeneratedQueryTypes', 'GeneratedMutationTypes']) {
    const start = generated.indexOf(`interface ${block} {`);
    if (start < 0) continue;
    const end = generated.indexOf('\n}', start);
    for (const m of generated.slice(start, end).matchAll(/^ {2}'(#graphql(?:[^'\\]|\\.)*)': \{$/gm)) {
      const query = unquote(m[1]!);
      docs.push({ name: operationName(query), query });
    }
  }
  if (!docs.length)
    throw new Error(`No documents found in ${starter}/storefrontapi.generated.d.ts: the package layout changed.`);
  return docs;
}

/**
 * The cart handler's documents as Hydrogen builds them (default fragments, no visitor consent): each is a
 * template-literal function in the package's build, evaluated alone with the fragments it names.
 */
export function cartHandlerDocuments(): ShopifyDocument[] {
  const source = readFileSync(resolve(unpacked(PACKAGES.hydrogen), 'dist/development/index.js'), 'utf8');
  const take = (pattern: RegExp, what: string) => {
    const found = pattern.exec(source)?.[0];
    if (!found) throw new Error(`${what} not found in ${PACKAGES.hydrogen}: the package layout changed.`);
    return found;
  };
  const fragments = [
    'DEFAULT_CART_FRAGMENT',
    'USER_ERROR_FRAGMENT',
    'MINIMAL_CART_FRAGMENT',
    'CART_WARNING_FRAGMENT',
  ].map((name) => take(new RegExp(`^var ${name} = \`#graphql[\\s\\S]*?\\n\`;$`, 'm'), name));
  const helpers = ['getInContextVariables', 'getInContextDirective'].map((name) =>
    take(new RegExp(`^function ${name}\\([\\s\\S]*?\\n}$`, 'm'), name),
  );
  const builders = [
    ...source.matchAll(/^var (CART_(?:\w+_)?(?:MUTATION|QUERY)) = \([^)]*\) => `#graphql[\s\S]*?\n`;$/gm),
  ].map((m) => ({ name: m[1]!, code: m[0] }));
  if (!builders.length) throw new Error(`No cart documents found in ${PACKAGES.hydrogen}.`);
  const program = `${fragments.join('\n')}\n${helpers.join('\n')}\n${builders.map((b) => b.code).join('\n')}\nreturn { ${builders.map((b) => b.name).join(', ')} };`;
  const built = new Function(program)() as Record<string, () => string>;
  return builders.map(({ name }) => {
    const query = built[name]!();
    return { name: operationName(query), query };
  });
}
