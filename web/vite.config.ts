/** Builds the web app into web/dist (served by the BFF); `npm run dev` proxies /graphql to the BFF. */
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { SITE_PAGES } from '../domain/src/pages';

const ROOT = fileURLToPath(new URL('.', import.meta.url));

/**
 * Writes `.vite/screens.json`: for each page of the route table, the chunks its screen needs before
 * it can draw anything (its own and their static imports, less what the entry loads). The BFF
 * names them as modulepreload links in the page it serves, so a phone fetches them beside the
 * entry instead of one after another. The screens are read from routes.tsx, and every page of
 * SITE_PAGES must be found there, so a change of that file's shape fails the build, not the page.
 */
function screenChunks(): Plugin {
  return {
    name: 'screen-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const routes = readFileSync(path.join(ROOT, 'src/app/routes.tsx'), 'utf8');
      const screens = [...routes.matchAll(/^\s+(\w+): \(\) => import\('\.\.\/([\w/]+)'\),$/gm)].map(([, key, module]) => [key!, `src/${module}.tsx`] as const);
      const missing = Object.keys(SITE_PAGES).filter((key) => !screens.some(([found]) => found === key));
      if (missing.length) this.error(`screen-chunks: routes.tsx names no screen for ${missing.join(', ')}`);
      const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const byModule = new Map(chunks.flatMap((chunk) => (chunk.facadeModuleId ? [[path.relative(ROOT, chunk.facadeModuleId), chunk] as const] : [])));
      const closure = (chunk: Rollup.OutputChunk, seen = new Set<string>()): Set<string> => {
        if (seen.has(chunk.fileName)) return seen;
        seen.add(chunk.fileName);
        for (const file of chunk.imports) {
          const imported = byFile.get(file);
          if (imported) closure(imported, seen);
        }
        return seen;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return this.error('screen-chunks: no entry chunk');
      const loaded = closure(entry);
      const out: Record<string, string[]> = {};
      for (const [key, module] of screens) {
        const chunk = byModule.get(module);
        if (!chunk) return this.error(`screen-chunks: no chunk for ${module} (${key})`);
        out[key] = [...closure(chunk)].filter((file) => !loaded.has(file));
      }
      this.emitFile({ type: 'asset', fileName: '.vite/screens.json', source: JSON.stringify(out) });
    },
  };
}

export default defineConfig({
  plugins: [react(), screenChunks()],
  resolve: {
    alias: [
      // Blueprint's icon loader fetches all icons of a size in one chunk; ours fetches each icon alone.
      { find: /^\.\/paths-loaders\/splitPathsBySizeLoader(\.js)?$/, replacement: fileURLToPath(new URL('./src/app/icons.ts', import.meta.url)) },
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
  },
});
