/**
 * The JavaScript each screen downloads before it shows, gzipped (level 9), read from the build's
 * manifest: the entry, the screen's lazy chunk and every chunk they import statically; and the
 * chunks loaded only on demand (the map, the phone menu, the photo uploader), less what the list
 * has loaded already. `npm run web-bytes` prints it; system/first-page-bytes.test.ts holds the
 * first page to its budget.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  imports?: string[];
  isDynamicEntry?: boolean;
}

export interface Downloaded {
  readonly name: string;
  readonly bytes: number;
  readonly files: number;
}

export const WEB_DIST_URL = new URL('../../web/dist/', import.meta.url);

/** Each screen's modules: its route's lazy chunk, and the lazy list it loads once its heading is drawn. */
const SCREENS: Record<string, string[]> = {
  'first page (/)': ['src/pages/HomePage.tsx'],
  '/businesses': ['src/businesses/BusinessListPage.tsx', 'src/businesses/BusinessList.tsx'],
  '/businesses/{id}': ['src/businesses/BusinessPage.tsx'],
};

export function webBytes(dist: URL = WEB_DIST_URL): { screens: Downloaded[]; onDemand: Downloaded[] } {
  // Vite's manifest: chunk keys to their file and static imports (the shape Vite documents).
  const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8')) as Record<string, Chunk>;
  const gzipped = (file: string) => gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length;
  /** The chunk files a module loads before it runs: itself and its static imports, transitively. */
  const chunksOf = (key: string, seen = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return seen;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) chunksOf(imported, seen);
    return seen;
  };
  const sum = (files: Iterable<string>) =>
    [...files].filter((f) => f.endsWith('.js')).reduce((total, f) => total + gzipped(f), 0);
  const entry = chunksOf('index.html');
  const loaded = (keys: string[]) => new Set([...entry, ...keys.flatMap((key) => [...chunksOf(key)])]);
  const screens = Object.entries(SCREENS).map(([name, keys]) => {
    const files = loaded(keys);
    return { name, bytes: sum(files), files: files.size };
  });
  const list = loaded(SCREENS['/businesses']!);
  const onDemand = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && /Map\.tsx$|PhoneMenu|PhotoUploader/.test(key))
    .map(([key]) => {
      const own = [...chunksOf(key)].filter((file) => !list.has(file));
      return { name: key, bytes: sum(own), files: own.length };
    });
  return { screens, onDemand };
}
