/**
 * `npm run seed:bulk -- --businesses N --homes N --products N`: adds realistic entries with reviews to the configured
 * database.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from './db/open.js';
import { loadApiConfig, prepareDatabase } from './index.js';
import { seedBulk } from './seed/bulk.js';

const { values } = parseArgs({
  options: {
    businesses: { type: 'string', default: '0' },
    homes: { type: 'string', default: '0' },
    products: { type: 'string', default: '0' },
  },
});
const counts = {
  businesses: Number(values.businesses),
  homes: Number(values.homes),
  products: Number(values.products),
};
for (const [name, n] of Object.entries(counts)) {
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--${name} must be a whole number, e.g. --${name} 100000`);
    process.exit(2);
  }
}
const config = loadApiConfig();
const db = await openDatabase(config);
await prepareDatabase(db, config);
const started = Date.now();
await seedBulk(db, counts);
await db.close();
console.log(
  `Added ${counts.businesses} businesses, ${counts.homes} homes and ${counts.products} products ` +
    `with reviews in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
