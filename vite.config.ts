import { cloudflare } from '@cloudflare/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { catalogImages } from './build/catalog-images-plugin.ts';
import { assistantKnowledge } from './build/assistant-knowledge-plugin.ts';
import { shopAssets } from './build/shop-assets-plugin.ts';

export default defineConfig({
  plugins: [shopAssets(), assistantKnowledge(), catalogImages(), tailwindcss(), react(), cloudflare()],
  environments: {
    client: {
      build: {
        outDir: 'dist/client',
        manifest: true,
        rollupOptions: { input: ['client/entry.tsx', 'client/styles/app.css'] },
      },
    },
  },
  builder: {
    // The worker inlines the client's CSS and links its hashed entry, so the client builds first.
    async buildApp(builder) {
      const { client, ...workers } = builder.environments;
      if (client) await builder.build(client);
      for (const environment of Object.values(workers)) await builder.build(environment);
    },
  },
});
