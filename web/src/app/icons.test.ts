/** Every icon a screen names is one the icon loader can load; an unlisted icon renders blank. */
import { IconNames } from '@blueprintjs/icons';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitPathsBySizeLoader } from './icons';

// jsdom replaces the global URL, so resolve from this file's directory instead of a file: URL.
const src = join(import.meta.dirname, '..');
const iconNames = new Set<string>(Object.values(IconNames));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'gql' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The names in the brace lists of the `import.meta.glob` patterns: of iconPaths16.ts, then of iconPaths20.ts. */
function loadedLists(): string[][] {
  return ['app/iconPaths16.ts', 'app/iconPaths20.ts'].map((file) => {
    const text = readFileSync(join(src, file), 'utf8');
    return [...text.matchAll(/paths\/\{([^}]*)\}\.js/g)].flatMap((m) => m[1]!.split(',').map((n) => n.trim()));
  });
}

/**
 * Icon names used in the app: the Blueprint icon names given to an icon prop or key (`icon="…"`,
 * `endIcon="…"`, `icon: '…'`, `icon={x ? 'a' : 'b'}`), and `IconNames.X`.
 */
function usedIcons(): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of sourceFiles(src)) {
    if (/\/app\/icon(s|Paths\d+)\.ts$/.test(file)) continue;
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        const where = `${relative(src, file)}:${i + 1}`;
        for (const m of line.matchAll(/IconNames\.([A-Z0-9_]+)/g)) {
          const name = (IconNames as Record<string, string>)[m[1]!];
          if (name) used.set(name, where);
        }
        for (const prop of line.matchAll(/[iI]con\s*[=:]\s*(\{[^}]*\}|["'`][^"'`]*["'`])/g)) {
          for (const m of prop[1]!.matchAll(/["'`]([a-z0-9-]+)["'`]/g))
            if (iconNames.has(m[1]!)) used.set(m[1]!, where);
        }
      });
  }
  return used;
}

describe('icons', () => {
  it('loads every icon a screen names, at both sizes', () => {
    const [list16, list20] = loadedLists();
    expect(list16).toEqual(list20);
    const loaded = new Set(list16);
    const missing = [...usedIcons()].filter(([name]) => !loaded.has(name)).map(([name, where]) => `${name} (${where})`);
    expect(missing).toEqual([]);
  });

  it('lists only real Blueprint icons', () => {
    const [list16] = loadedLists();
    expect(list16!.filter((name) => !iconNames.has(name))).toEqual([]);
  });

  it('finds the icons of Use my location, Download my data and the phone Menu button', () => {
    expect([...usedIcons().keys()]).toEqual(expect.arrayContaining(['locate', 'download', 'menu']));
  });

  it('draws the location, download and menu icons instead of an empty square', async () => {
    for (const name of ['locate', 'download', 'menu'] as const) {
      expect((await splitPathsBySizeLoader(name, 16)).length).toBeGreaterThan(0);
      expect((await splitPathsBySizeLoader(name, 20)).length).toBeGreaterThan(0);
    }
  });
});
