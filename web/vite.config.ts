/** Builds the web app into web/dist (served by the BFF); `npm run dev` proxies /graphql to the BFF. */
import react from '@vitejs/plugin-react';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { createRequire } from 'node:module';
import { gqlDocuments } from './build/gql-documents';
import { pageChunksManifest } from './build/page-chunks';
import { VitePWA } from 'vite-plugin-pwa';
import { ASSETS_CACHE } from './src/offline/kept';

const routerDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

export default defineConfig(({ mode }) => ({
  plugins: [
    gqlDocuments(),
    react(),
    pageChunksManifest(),
    // Installable, and readable on the road: the app's shell is kept at install, each screen's
    // chunk when first shown; pages are asked of the server first (its first paint and head), the
    // kept shell answers when there is no connection. `web/src/offline/` registers it after load.
    VitePWA({
      injectRegister: false,
      registerType: 'autoUpdate',
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['favicon.svg'],
      manifest: {
        name: 'Fragrance Free Community',
        short_name: 'Fragrance Free',
        description:
          'Fragrance-free businesses, rental homes, products and groups, reviewed by the people who need them.',
        start_url: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#1f6b3a',
        icons: [
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        ],
      },
      workbox: {
        // Only the shell at install: the entry, its styles and the page; screens as they are shown.
        globPatterns: ['index.html', 'assets/index-*.{js,css}', 'favicon.svg', 'icon-*.png'],
        navigateFallback: null,
        // Web Push: showing a push, and opening its page on a click (public/push-sw.js).
        importScripts: ['/push-sw.js'],
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            urlPattern: ({ request }) => request.mode === 'navigate',
            handler: 'NetworkFirst',
            options: {
              cacheName: 'pages',
              networkTimeoutSeconds: 4,
              precacheFallback: { fallbackURL: 'index.html' },
            },
          },
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: ASSETS_CACHE },
          },
        ],
      },
    }),
  ],
  resolve: {
    alias: [
      // Blueprint's icon loader fetches all icons of a size in one chunk; ours fetches each icon alone.
      {
        find: /^\.\/paths-loaders\/splitPathsBySizeLoader(\.js)?$/,
        replacement: fileURLToPath(new URL('./src/app/icons.ts', import.meta.url)),
      },
      // Blueprint's icon name table, the same table built with far less work as the page starts.
      {
        find: /^\.\/iconNames(\.js)?$/,
        replacement: fileURLToPath(new URL('./src/app/iconNames.ts', import.meta.url)),
      },
      // React Router 7 exports only its development build (remix-run/react-router#12532): its
      // warnings and checks cost a phone some 30 ms as the page starts. The build takes the
      // production files the package also ships; `npm run dev` and the tests keep the warnings.
      ...(mode === 'production'
        ? [
            { find: /^react-router$/, replacement: join(routerDir, 'dist/production/index.mjs') },
            { find: /^react-router\/dom$/, replacement: join(routerDir, 'dist/production/dom-export.mjs') },
          ]
        : []),
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
}));
