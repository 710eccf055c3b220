/**
 * The bench's floor (bench-floor.ts) answers every request of the bench (bench-requests.ts) as the
 * REST API does, field for field, on each engine. A floor that does other work than the API's
 * measures nothing: the bench leaves such a request out, and it once left the detail page out
 * unnoticed, because the floor had not learned the reviewers' needs.
 */
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiConfig, type RunningApi } from '@ffc/api';
import type { Database } from '../api/src/db/database.js';
import { seedBulk } from '../api/src/seed/bulk.js';
import { DATABASE_ENGINES, openTestDatabase, testConfig } from '../api/test/testing.js';
import { BENCH_READER_HEADER, startFloor } from './bench-floor.js';
import { benchReader, KINDS, requestsOf, restPaths, sampleValues, type Samples } from './bench-requests.js';

/** How many rows an answer holds: a list's page, suggestions, or one entry. */
const rowsOf = (body: unknown): number => {
  if (Array.isArray(body)) return body.length;
  if (body && typeof body === 'object' && 'content' in body && Array.isArray(body.content)) return body.content.length;
  return 1;
};

describe.each(DATABASE_ENGINES)('the bench floor on %s', (engine) => {
  let db: Database;
  let config: ApiConfig | undefined;
  let api: RunningApi;
  let floor: Awaited<ReturnType<typeof startFloor>>;
  let samples: Samples;
  let reader: Awaited<ReturnType<typeof benchReader>>;

  beforeAll(async () => {
    db = await openTestDatabase(engine, 'demo');
    // The bulk rows the bench's words are made for ("breathe easy yoga", "bakry"), beside the demo's;
    // enough businesses that some are confirmed (every 500th), for the confirmed and the reader's lists.
    await seedBulk(db, { businesses: 1_000, homes: 200, products: 400 });
    samples = await sampleValues(db);
    config = await testConfig();
    api = await startApi(config, db);
    floor = await startFloor(db);
    reader = await benchReader(api.url);
  });
  afterAll(async () => {
    await floor?.close();
    // The API closes the database, which removes its copy (PGlite) or drops it (PostgreSQL).
    await api?.close();
    if (config) await rm(config.dataDir, { recursive: true, force: true });
  });

  /** The answer at each of `paths` of `root`: its status and its JSON. */
  const answers = (root: string, paths: string[], headers: Record<string, string>) =>
    Promise.all(
      paths.map(async (path) => {
        const response = await fetch(`${root}${path}`, { headers });
        const body: unknown = await response.json();
        return { path, status: response.status, body };
      }),
    );

  it.each(KINDS)('answers each %s request as the API does', async (kind) => {
    const requests = requestsOf(kind, samples);
    const empty: string[] = [];
    for (const request of requests) {
      const paths = restPaths(kind, request);
      const [fromApi, fromFloor] = await Promise.all([
        answers(api.url, paths, request.reader ? { cookie: reader.cookie } : {}),
        answers(floor.url, paths, request.reader ? { [BENCH_READER_HEADER]: String(reader.id) } : {}),
      ]);
      expect(
        fromApi.map((a) => a.status),
        request.name,
      ).toEqual(paths.map(() => 200));
      expect(fromFloor, request.name).toStrictEqual(fromApi);
      // A later page may lie past the end of its list for some kinds.
      if (!request.page && fromApi.some(({ body }) => rowsOf(body) === 0)) empty.push(request.name);
    }
    // Every request but a later page finds something in this data: what is compared is answers, not empty pages.
    expect(empty).toEqual([]);
  });
});
