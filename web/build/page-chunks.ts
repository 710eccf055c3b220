/**
 * A build step that writes `.vite/page-chunks.json`: for each page of the route table, the small
 * chunks its screen needs beyond the entry's. The BFF names them in the page's HTML as
 * modulepreload hints, so a phone fetches a list's heading while it fetches the entry instead of
 * after running it (one round trip less before the screen's largest text shows). A screen whose
 * chunks weigh more than PRELOAD_BYTES_MAX gets no hints: they would share the line with the
 * entry and hold back the first paint.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const ROUTES = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'app', 'routes.tsx');
const SCREEN = /^\s*(\w+): \(\) => import\('([^']+)'\),?$/gm;
/** Uncompressed: about 6 KB on the wire. */
export const PRELOAD_BYTES_MAX = 20_000;

/** The route table's screens: each page key and the module it lazy-loads (absolute, without extension). */
export function screensOf(routes: string, routesFile = ROUTES): Map<string, string> {
  return new Map([...routes.matchAll(SCREEN)].map(([, key, module]) => [key!, resolve(dirname(routesFile), module!)]));
}

interface ChunkLike {
  readonly fileName: string;
  readonly code: string;
  readonly imports: readonly string[];
  readonly isEntry: boolean;
  readonly facadeModuleId: string | null;
}

/** Each page's chunks to preload: its screen's chunk and static imports, minus the entry's, when they are small. */
export function pageChunks(
  screens: ReadonlyMap<string, string>,
  chunks: readonly ChunkLike[],
): Record<string, string[]> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (start: ChunkLike, seen = new Set<string>()) => {
    if (seen.has(start.fileName)) return seen;
    seen.add(start.fileName);
    for (const file of start.imports) {
      const next = byFile.get(file);
      if (next) closure(next, seen);
    }
    return seen;
  };
  const loaded = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [...closure(c)]));
  const result: Record<string, string[]> = {};
  for (const [key, module] of screens) {
    const screen = chunks.find((c) => c.facadeModuleId !== null && c.facadeModuleId.replace(/\.tsx?$/, '') === module);
    if (!screen) continue;
    const files = [...closure(screen)].filter((f) => !loaded.has(f));
    const bytes = files.reduce((sum, f) => sum + (byFile.get(f)?.code.length ?? 0), 0);
    if (files.length > 0 && bytes <= PRELOAD_BYTES_MAX) result[key] = files;
  }
  return result;
}

export function pageChunksManifest(): Plugin {
  return {
    name: 'ffc-page-chunks',
    apply: 'build',
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).flatMap((o) => (o.type === 'chunk' ? [o] : []));
      const pages = pageChunks(screensOf(readFileSync(ROUTES, 'utf8')), chunks);
      this.emitFile({
        type: 'asset',
        fileName: '.vite/page-chunks.json',
        source: `${JSON.stringify(pages, null, 1)}\n`,
      });
    },
  };
}
