import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pageChunks, PRELOAD_BYTES_MAX, screensOf } from './page-chunks';

const routes = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'app', 'routes.tsx');
const chunk = (
  fileName: string,
  imports: string[],
  size = 100,
  facadeModuleId: string | null = null,
  isEntry = false,
) => ({ fileName, imports, code: 'x'.repeat(size), facadeModuleId, isEntry });

describe("the build's table of each page's own chunks", () => {
  it('reads every screen of the route table', () => {
    const screens = screensOf(readFileSync(routes, 'utf8'), routes);
    expect(screens.get('businesses')).toBe(join(dirname(routes), '..', 'businesses', 'BusinessListPage'));
    expect(screens.size).toBeGreaterThan(40);
  });

  it("lists a screen's chunk and what it imports, minus what the entry loads, when they are small", () => {
    const screens = new Map([
      ['businesses', '/src/businesses/BusinessListPage'],
      ['business', '/src/businesses/BusinessPage'],
    ]);
    const chunks = [
      chunk('assets/index.js', ['assets/react.js'], 100, null, true),
      chunk('assets/react.js', []),
      chunk(
        'assets/BusinessListPage.js',
        ['assets/react.js', 'assets/ListPage.js'],
        100,
        '/src/businesses/BusinessListPage.tsx',
      ),
      chunk('assets/ListPage.js', ['assets/react.js']),
      chunk('assets/BusinessPage.js', ['assets/domain.js'], 100, '/src/businesses/BusinessPage.tsx'),
      chunk('assets/domain.js', [], PRELOAD_BYTES_MAX),
    ];
    expect(pageChunks(screens, chunks)).toEqual({ businesses: ['assets/BusinessListPage.js', 'assets/ListPage.js'] });
  });
});
