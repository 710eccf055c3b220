/**
 * The whole system for end-to-end tests: the REST API on a fresh embedded database in a temporary
 * DATA_DIR (a copy of the demo database the global setup seeded), the BFF serving the built web
 * app, both on free ports, as `npm start` runs them.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadApiConfig, startApi, type ApiConfig } from '@ffc/api';
import { openDemoPglite } from '@ffc/api/testing';
import { loadBffConfig, startBff } from '@ffc/bff';

export const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface System {
  /** The site's address, e.g. http://localhost:41234 */
  readonly url: string;
  readonly api: Awaited<ReturnType<typeof startApi>>;
  close(): Promise<void>;
}

/**
 * The maps' tiles in the browser suites: a host no network has, which each browser context answers
 * itself (support/pages.ts), as a tile server would or as one that cannot be reached.
 */
export const TEST_TILES = { url: 'http://tiles.test/{z}/{x}/{y}.png', attribution: 'Test tiles' };

export async function startSystem(overrides: Partial<ApiConfig> = {}): Promise<System> {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error(`No built web app in ${WEB_DIST}: run \`npm run build\` (npm test does).`);
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ffc-e2e-'));
  const config = {
    ...loadApiConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DEMO_DATA: 'true' }),
    port: 0,
    ...overrides,
  };
  // Where the API keeps its database in DATA_DIR (db/open.ts), started from the run's seeded copy.
  const api = await startApi(config, await openDemoPglite(path.join(dataDir, 'pglite')));
  const bff = await startBff({
    ...loadBffConfig({ NODE_ENV: 'test' }),
    apiUrl: api.url,
    port: 0,
    host: '127.0.0.1',
    webDist: WEB_DIST,
    mapTiles: TEST_TILES,
  });
  return {
    url: bff.url,
    api,
    async close() {
      await bff.app.close();
      await api.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A demo business's id, by its name ("Clear Air Cafe"). */
export async function businessId(system: System, name: string): Promise<number> {
  const [row] = await system.api.ctx.db.query<{ id: number }>('SELECT id FROM businesses WHERE name = $1', [name]);
  if (!row) throw new Error(`No business named ${name} in the demo data`);
  return row.id;
}
