/**
 * `npm run web-bytes` (after `npm run build`): the JavaScript each screen downloads, gzipped, from
 * the build's manifest: the entry, the screen's lazy chunk and every chunk they import statically.
 * Chunks loaded only on demand (the map, the photo uploader) are listed on their own.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const DIST = new URL('../web/dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', DIST), 'utf8'));

const gzipped = (file) => gzipSync(readFileSync(new URL(file, DIST)), { level: 9 }).length;

/** The chunk files a module loads before it runs: itself and its static imports, transitively. */
function chunksOf(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunksOf(imported, seen);
  return seen;
}

const entry = chunksOf('index.html');
/** Each screen's modules: its route's lazy chunk, and the lazy list it loads once its heading is drawn. */
const screens = {
  'first page (/)': ['src/pages/HomePage.tsx'],
  '/businesses': ['src/businesses/BusinessListPage.tsx', 'src/businesses/BusinessList.tsx'],
  '/businesses/{id}': ['src/businesses/BusinessPage.tsx'],
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (files) => [...files].filter((f) => f.endsWith('.js')).reduce((total, f) => total + gzipped(f), 0);

console.log('JS downloaded before the screen shows (gzipped, level 9):');
for (const [name, keys] of Object.entries(screens)) {
  const files = new Set([...entry, ...keys.flatMap((key) => [...chunksOf(key)])]);
  console.log(`  ${name.padEnd(20)} ${kb(sum(files)).padStart(9)}  (${files.size} files)`);
}
const page = new Set([...entry, ...screens['/businesses'].flatMap((key) => [...chunksOf(key)])]);
const lazyOnly = Object.entries(manifest).filter(
  ([key, chunk]) => chunk.isDynamicEntry && /Map\.tsx$|PhoneMenu|PhotoUploader/.test(key),
);
for (const [key] of lazyOnly) {
  const own = [...chunksOf(key)].filter((file) => !page.has(file));
  console.log(`  on demand: ${key.padEnd(26)} ${kb(sum(own)).padStart(9)}  (what /businesses has not loaded already)`);
}
