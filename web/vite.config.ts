/** Builds the web app into web/dist (served by the BFF); `npm run dev` proxies /graphql to the BFF. */
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { gqlDocuments } from './build/gql-documents';
import { pageChunksManifest } from './build/page-chunks';

export default defineConfig({
  plugins: [gqlDocuments(), react(), pageChunksManifest()],
  resolve: {
    alias: [
      // Blueprint's icon loader fetches all icons of a size in one chunk; ours fetches each icon alone.
      { find: /^\.\/paths-loaders\/splitPathsBySizeLoader(\.js)?$/, replacement: fileURLToPath(new URL('./src/app/icons.ts', import.meta.url)) },
      // Blueprint's icon name table, the same table built with far less work as the page starts.
      { find: /^\.\/iconNames(\.js)?$/, replacement: fileURLToPath(new URL('./src/app/iconNames.ts', import.meta.url)) },
    ],
  },
  define: {
    // The site name shown in titles and the footer; SITE_NAME at build time overrides the default.
    'import.meta.env.VITE_SITE_NAME': JSON.stringify(process.env.SITE_NAME ?? ''),
  },
  server: {
    port: 5173,
    proxy: { '/graphql': `http://127.0.0.1:${process.env.PORT ?? 4000}` },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    reportCompressedSize: true,
    // .vite/manifest.json: which chunks each screen loads (`npm run web-bytes` sums them).
    manifest: true,
    chunkSizeWarningLimit: 900,
    // zod's schema builders have no side effects: schemas the app never uses are left out of it.
    rolldownOptions: { treeshake: { manualPureFunctions: ['z'] } },
  },
});
