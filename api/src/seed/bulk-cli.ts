/** `npm run seed:bulk -- --businesses N`: adds N realistic businesses with reviews to the configured database. */
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/open.js';
import { loadApiConfig, prepareDatabase } from '../index.js';
import { seedBulk } from './entries.js';

const { values } = parseArgs({ options: { businesses: { type: 'string', default: '100000' } } });
const businesses = Number(values.businesses);
if (!Number.isInteger(businesses) || businesses < 0) {
  console.error('--businesses must be a whole number, e.g. --businesses 100000');
  process.exit(2);
}
const config = loadApiConfig();
const db = await openDatabase(config);
await prepareDatabase(db, config);
const started = Date.now();
await seedBulk(db, { businesses });
await db.close();
console.log(`Added ${businesses} businesses with reviews in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
