/** `npm run migrate`: applies pending migrations and seeds reference data, then exits. */
import { loadApiConfig, prepareDatabase } from './index.js';
import { openDatabase } from './db/open.js';

const config = loadApiConfig();
const db = await openDatabase(config);
await prepareDatabase(db, config);
await db.close();
console.log(`Database ready (${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}).`);
