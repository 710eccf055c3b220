/**
 * What My places keeps for the road, with the browser's parts it needs stood in for (jsdom has no
 * service worker, no Cache Storage and no resource timing): each kind's screen loaded once, every
 * place read with its page's query, the chunks kept, the copy written; and the count it reports
 * only for what was really kept.
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROAD_PLACES_MAX } from '@ffc/domain/road';
import { OFFLINE_KEY } from '../offline/persisted';
import type { PagesAhead } from '../ui/pagesAhead';
import { keepForTheRoad } from './keepForTheRoad';

const chunk = (name: string) => ({ name: `${window.location.origin}/assets/${name}` }) as PerformanceEntry;

describe('keeping a list for the road', () => {
  let added: string[];
  let failAdd: boolean;
  const client = () => new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
  const ahead = (read: (kind: string, id: number) => Promise<unknown> = () => Promise.resolve()) => {
    const screens: string[] = [];
    const reads: string[] = [];
    const pages: PagesAhead = {
      loadScreen: (path) => {
        screens.push(path);
        return Promise.resolve();
      },
      readEntry: (_client, kind, id) => {
        reads.push(`${kind}/${id}`);
        return read(kind, id);
      },
    };
    return { pages, screens, reads };
  };

  beforeEach(() => {
    added = [];
    failAdd = false;
    localStorage.clear();
    // No observer: Node's own (the test's global) would watch Node's fetches, not the page's chunks.
    vi.stubGlobal('PerformanceObserver', undefined);
    vi.stubGlobal('caches', {
      match: () => Promise.resolve(undefined),
      open: () =>
        Promise.resolve({
          add: (url: string) => {
            if (failAdd) return Promise.reject(new Error('quota'));
            added.push(url);
            return Promise.resolve();
          },
        }),
    });
    Object.defineProperty(navigator, 'serviceWorker', { value: { ready: Promise.resolve({}) }, configurable: true });
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      chunk('BusinessPage-a1.js'),
      chunk('EntryDetail-b2.js'),
      { name: 'https://tiles.example/1/2/3.png' } as PerformanceEntry,
    ]);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it("reads each place with its page's query, loads each kind's screen once, keeps the chunks and writes the copy", async () => {
    const { pages, screens, reads } = ahead();
    const entries = [
      { kind: 'businesses' as const, id: 1 },
      { kind: 'businesses' as const, id: 2 },
      { kind: 'homes' as const, id: 3 },
    ];
    const count = await keepForTheRoad(client(), entries, pages, new AbortController().signal);
    expect(count).toBe(3);
    expect(reads).toEqual(['businesses/1', 'businesses/2', 'homes/3']);
    // And the home page's, where a logout on the road lands.
    expect(screens).toEqual(['/businesses/1', '/homes/3', '/']);
    // This site's chunks only, not another site's files.
    expect(added.map((url) => new URL(url).pathname).sort()).toEqual([
      '/assets/BusinessPage-a1.js',
      '/assets/EntryDetail-b2.js',
    ]);
    expect(localStorage.getItem(OFFLINE_KEY)).toContain('savedAt');
  });

  it(`reads at most the first ${ROAD_PLACES_MAX} places, and counts only the reads that worked`, async () => {
    const { pages, reads } = ahead((_kind, id) =>
      id === 7 ? Promise.reject(new Error('offline')) : Promise.resolve(),
    );
    const entries = Array.from({ length: ROAD_PLACES_MAX + 5 }, (_, i) => ({ kind: 'products' as const, id: i + 1 }));
    expect(await keepForTheRoad(client(), entries, pages, new AbortController().signal)).toBe(ROAD_PLACES_MAX - 1);
    expect(reads).toHaveLength(ROAD_PLACES_MAX);
  });

  it('says nothing is kept when a chunk cannot be kept', async () => {
    failAdd = true;
    const { pages } = ahead();
    // A chunk this test has not kept before: the ones above are noted as kept already.
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([chunk('HomePage-c3.js')]);
    expect(await keepForTheRoad(client(), [{ kind: 'homes', id: 3 }], pages, new AbortController().signal)).toBe(0);
  });

  it('stops when told: no further read, nothing written, nothing said', async () => {
    const stop = new AbortController();
    const { pages, reads } = ahead(() => {
      stop.abort();
      return Promise.resolve();
    });
    const entries = [
      { kind: 'socials' as const, id: 1 },
      { kind: 'socials' as const, id: 2 },
    ];
    expect(await keepForTheRoad(client(), entries, pages, stop.signal)).toBe(0);
    expect(reads).toEqual(['socials/1']);
    expect(localStorage.getItem(OFFLINE_KEY)).toBeNull();
  });
});
