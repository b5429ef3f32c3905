import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { cloudflare } from '@cloudflare/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { assistantKnowledge } from './build/assistant-knowledge-plugin.ts';
import { catalogImages } from './build/catalog-images-plugin.ts';
import { reactDomAsModule } from './build/react-dom-module-plugin.ts';
import { shopAssets } from './build/shop-assets-plugin.ts';

/** The purchase islands and the small modules only they share. */
const PURCHASE_MODULES =
  /(client[\\/](islands[\\/](product-purchase|quantity-stepper|variant-picker|wishlist-button)|lib[\\/](cart-actions|toast|product-item|checkout|checkout-age)|components[\\/](price|sold-out))|domain[\\/](pricing|unit-price|product-form|contract[\\/]sold-out)|content[\\/]catalog[\\/]packs)\.tsx?$/;

/**
 * What every page loads once the entry asks for React: React DOM, React, zustand, the stores and the header's
 * islands. One chunk, not nine small ones each paying an import preamble. The entry stays out, so React DOM is
 * still evaluated in a task of its own, and so does client/hydrate.tsx, the chunk the entry asks for by name.
 */
const RUNTIME_MODULES =
  /(node_modules[\\/](react|react-dom|scheduler|zustand)[\\/]|client[\\/](hydrate|stores[\\/]\w+|islands[\\/](cart-button|wishlist-link)|components[\\/](icons|count-badge))\.tsx?$|domain[\\/](format|code-shape|vape-amount|contract[\\/]limits)\.ts$)/;

/**
 * The worker's React DOM server is the edge build alone. Under workerd, `react-dom/server` is server.edge.js, which
 * also requires the legacy browser renderer (renderToString, ~250 KB) for exports the worker never calls; CommonJS
 * requires are not tree-shaken, so a cold start evaluated both renderers. Production builds only: tests and dev
 * resolve the package as published.
 */
function reactDomEdgeServerOnly(): Plugin {
  const edge = join(
    dirname(createRequire(import.meta.url).resolve('react-dom')),
    'cjs/react-dom-server.edge.production.js',
  );
  return {
    name: 'react-dom-edge-server-only',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name !== 'client',
    enforce: 'pre',
    resolveId: (id) => (id === 'react-dom/server' ? edge : null),
  };
}

export default defineConfig({
  plugins: [
    shopAssets(),
    assistantKnowledge(),
    catalogImages(),
    reactDomAsModule(),
    reactDomEdgeServerOnly(),
    tailwindcss(),
    react(),
    cloudflare(),
  ],
  environments: {
    client: {
      build: {
        outDir: 'dist/client',
        manifest: true,
        rollupOptions: {
          input: ['client/entry.tsx', 'client/styles/app.css'],
          output: {
            codeSplitting: {
              groups: [
                { name: 'runtime', test: RUNTIME_MODULES, includeDependenciesRecursively: false },
                {
                  // What "Adaugă în coș" needs, shared by the product page, the cards and quick view: one chunk
                  // instead of nine, each of which paid its own import preamble. React and the entry stay out.
                  name: 'purchase',
                  test: PURCHASE_MODULES,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
    },
  },
  builder: {
    // The worker links the client's hashed stylesheet and entry, so the client builds first.
    async buildApp(builder) {
      const { client, ...workers } = builder.environments;
      if (client) await builder.build(client);
      for (const environment of Object.values(workers)) await builder.build(environment);
    },
  },
});
