import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { assistantKnowledge } from './build/assistant-knowledge-plugin.ts';
import { shopAssets } from './build/shop-assets-plugin.ts';

/** What runs the worker's code inside workerd: the build's virtual modules, React, the Workers pool. */
const workerPlugins = () => [
  shopAssets(),
  assistantKnowledge(),
  react(),
  cloudflareTest({
    main: './worker/index.ts',
    wrangler: { configPath: './wrangler.toml' },
    miniflare: {
      // Tests must never reach a real store: an empty endpoint selects the embedded one.
      // The tests run as a developer's machine (the dev mailbox, the local Storefront API).
      bindings: { STOREFRONT_ENDPOINT: '', SITE_URL: '', ENVIRONMENT: 'development' },
    },
  }),
];

export default defineConfig({
  test: {
    // Tests provoke errors on purpose (bad input, outages, held e-mails) and the worker logs each one, as it must in
    // production: a passing test's logs are dropped, a failing test's are printed with its failure.
    silent: 'passed-only',
    projects: [
      {
        // Worker, storefront, content and client-logic tests run inside workerd.
        plugins: workerPlugins(),
        test: {
          name: 'worker',
          // Some tests ask hundreds of questions (the safety corpora, the 256 quiz answers); on a busy machine that takes a
          // while. The first question a Vitest worker asks also builds the assistant's index: under CI beside four busy
          // processes that alone once took over 60 s (understand.test.ts, 2026-11-29).
          testTimeout: 120_000,
          // One workerd runs every file (per Vitest worker), so the worker's ~550 modules (the assistant's index,
          // two Storefront schemas, zod, graphql) are imported once, not once per file (that was ~200 s of the
          // suite's ~330 s). The files share the runtime's memory and storage: fresh-storage.ts empties D1 and KV
          // before each file, and files keep their own addresses, codes and URLs.
          isolate: false,
          setupFiles: ['tests/worker/fresh-storage.ts'],
          // tests/packages/: the packages' tests, mirroring packages/ (the embedded store's run on the shop's content).
          include: [
            'tests/worker/**/*.test.{ts,tsx}',
            'tests/packages/**/*.test.{ts,tsx}',
            'tests/content/**/*.test.{ts,tsx}',
            'tests/client/**/*.test.{ts,tsx}',
          ],
        },
      },
      {
        // Measurements that need the worker's own code in workerd (npm run bench:scale); not part of npm test.
        plugins: workerPlugins(),
        test: { name: 'bench', testTimeout: 600_000, include: ['bench/**/*.workerd.ts'] },
      },
      {
        // Browser tests drive Debian's Chromium against `npm start`'s server.
        test: {
          name: 'browser',
          // tests/build/: the build's plugins, run in Node as the build runs them.
          include: ['tests/e2e/**/*.test.ts', 'tests/build/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          // Generous: the suite must pass on a busy machine; tests wait for conditions, not for time.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
