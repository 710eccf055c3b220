/**
 * One process of the benchmark (started by scripts/bench.ts, never by hand): `--api` runs the
 * REST API, `--floor` the bare floor server, both on free ports over the configured database
 * (DATABASE_URL, or PGlite in DATA_DIR: one process only, so with PGlite one process runs both).
 * Prints `READY {"api": …, "floor": …}` once listening.
 */
import { parseArgs } from 'node:util';
import { loadApiConfig, startApi } from '@ffc/api';
import { openDatabase } from '../api/src/db/open.js';
import { startFloor } from './bench-floor.js';

const { values } = parseArgs({
  options: { api: { type: 'boolean', default: false }, floor: { type: 'boolean', default: false } },
});
const config = loadApiConfig({ ...process.env, LOG_LEVEL: 'warn', DEMO_DATA: 'false' });
const db = await openDatabase(config);
const api = values.api ? await startApi({ ...config, port: 0, host: '127.0.0.1' }, db) : undefined;
const floor = values.floor ? await startFloor(db) : undefined;
console.log(`READY ${JSON.stringify({ api: api?.url, floor: floor?.url })}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([floor?.close(), api ? api.close() : db.close()]).then(() => process.exit(0));
  });
}
