import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** The modules React DOM's client build requires, and the name each is imported under. */
const REQUIRES: Record<string, string> = {
  scheduler: '__scheduler',
  react: '__react',
  'react-dom': '__reactDom',
};

/**
 * React DOM's client build as an ES module, for the browser's production build.
 *
 * React ships it as CommonJS, which the bundler wraps in a function evaluated on first import. A browser parses
 * a module's top level while it downloads, off the main thread, but a function's body only when it is first
 * called: on the main thread, all 600 KB of React DOM at once. As top-level module code, React DOM's evaluation
 * on a 4× throttled CPU fell from 160–250 ms to 40–95 ms (Chromium trace, the same bundle otherwise), which is
 * most of the product page's Total Blocking Time.
 *
 * The rewrite is mechanical and checked: exactly the three requires above, no other use of `require` or
 * `module`, and only `exports.name =` assignments. A React release that changes that shape fails the build
 * instead of shipping something different.
 */
export function reactDomAsModule(): Plugin {
  let production = false;
  let client = '';
  return {
    name: 'react-dom-as-module',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      production = config.isProduction;
    },
    async resolveId(source, importer, options) {
      if (!production || source !== 'react-dom/client') return null;
      const entry = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!entry) return null;
      client = join(dirname(entry.id), 'cjs', 'react-dom-client.production.js');
      return client;
    },
    transform(code, id) {
      if (!client || id !== client) return null;
      return { code: commonJsToModule(code, id), map: null };
    },
  };
}

/** React DOM's client CommonJS build rewritten as an ES module (see reactDomAsModule). */
export function commonJsToModule(code: string, file = 'react-dom-client'): string {
  let body = code;
  for (const [specifier, local] of Object.entries(REQUIRES)) {
    const call = `require(${JSON.stringify(specifier)})`;
    const count = body.split(call).length - 1;
    if (count !== 1) throw new Error(`${file}: expected one ${call}, found ${count}`);
    body = body.replace(call, local);
  }
  if (/\brequire\s*\(|\bmodule\.exports\b|\bmodule\s*\[/.test(body)) {
    throw new Error(`${file}: a require or module.exports the rewrite does not know`);
  }
  const names = [...body.matchAll(/\bexports\.([A-Za-z_$][\w$]*)\s*=/g)].map((m) => m[1]);
  const uses = body.match(/\bexports\b/g)?.length ?? 0;
  if (names.length === 0 || uses !== names.length) {
    throw new Error(
      `${file}: exports used other than as "exports.name = …" (${uses} uses, ${names.length} assignments)`,
    );
  }
  const imports = Object.entries(REQUIRES)
    .map(([specifier, local]) => `import * as ${local} from ${JSON.stringify(specifier)};`)
    .join('\n');
  const exported = [...new Set(names)].map((name) => `${name} = exports.${name}`).join(', ');
  return `${imports}\nconst exports = {};\n${body}\nexport const ${exported};\n`;
}
