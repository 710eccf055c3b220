/**
 * `npm run explain -- --kind businesses "cafe" "breathe easy yoga"`: the plans, with timings, of
 * every statement a list sends for each search (or for the plain list with no words), in the
 * order `--sort` and near `--near latitude,longitude` within `--radius` km if given, on the
 * benchmark database (DATABASE_URL, or PGlite in DATA_DIR, default ./.data-bench). It runs the
 * very SQL the repository builds, recorded on its way to the database, under EXPLAIN ANALYZE: a
 * corrected search ("bakry portlnd") shows its vocabulary look-up and its statements with the
 * corrections. `--exactly` searches as typed (`searchExactly`); `--suggest` explains the
 * suggestions for each text instead of the list.
 */
import { parseArgs } from 'node:util';
import { loadApiConfig, prepareDatabase } from '@ffc/api';
import type { Queryable } from '../api/src/db/database.js';
import { openDatabase } from '../api/src/db/open.js';
import { businessSpec } from '../api/src/kinds/businesses.js';
import { homeSpec } from '../api/src/kinds/homes.js';
import { productSpec } from '../api/src/kinds/products.js';
import { EntryRepository } from '../api/src/entries/repository.js';
import { suggestionsFor } from '../api/src/suggestions/routes.js';

const SPECS = { businesses: businessSpec, homes: homeSpec, products: productSpec };
const { values, positionals } = parseArgs({
  options: {
    kind: { type: 'string', default: 'businesses' },
    sort: { type: 'string' },
    near: { type: 'string' },
    radius: { type: 'string' },
    exactly: { type: 'boolean', default: false },
    suggest: { type: 'boolean', default: false },
    any: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
const spec = SPECS[values.kind as keyof typeof SPECS];
if (!spec) throw new Error(`--kind must be one of ${Object.keys(SPECS).join(', ')}`);

const config = loadApiConfig({ DATA_DIR: '.data-bench', ...process.env, DEMO_DATA: 'false' });
const db = await openDatabase(config);
await prepareDatabase(db, config);
const repository = new EntryRepository(spec);
// The order and reach, checked as the REST query checks them.
const reach = spec.filterSchema.parse({ sort: values.sort, near: values.near, radiusKm: values.radius }) as Record<
  string,
  unknown
>;
const described = [
  values.sort && `by ${values.sort}`,
  values.near && `near ${values.near}`,
  values.radius && `within ${values.radius} km`,
]
  .filter(Boolean)
  .join(' ');
for (const searchText of positionals.length ? positionals : ['']) {
  const sent: { text: string; params: readonly unknown[] }[] = [];
  const recorder: Queryable = {
    engine: db.engine,
    query: async (text, params = []) => {
      sent.push({ text, params });
      return db.query(text, params);
    },
    exec: (sql) => db.exec(sql),
  };
  const started = performance.now();
  if (values.suggest) {
    // The kind was checked above: SPECS has it. `--any` asks for every kind, as the home page does.
    const suggestions = await suggestionsFor(
      recorder,
      searchText,
      values.any ? undefined : (values.kind as keyof typeof SPECS),
    );
    const took = performance.now() - started;
    console.log(
      `\n## suggestions for "${searchText}" (${values.any ? 'any kind' : values.kind}): ${suggestions.map((s) => `${s.type} ${s.label}`).join('; ')}; ${sent.length} statement(s), ${took.toFixed(1)} ms`,
    );
  } else {
    const page = await repository.list(
      recorder,
      { ...reach, searchExactly: values.exactly, ...(searchText ? { searchText } : {}) },
      { page: 0, size: 10 },
    );
    const took = performance.now() - started;
    const corrected = page.correctedSearchText ? `, showing results for "${page.correctedSearchText}"` : '';
    console.log(
      `\n## ${values.kind} "${searchText}" ${described}: ${page.totalElements}${page.totalElementsIsEstimate ? '+' : ''} matches${corrected}, ${sent.length} statement(s), ${took.toFixed(1)} ms`,
    );
  }
  for (const { text, params } of sent) {
    const plan = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, params);
    console.log(plan.map((row) => row['QUERY PLAN']).join('\n'));
  }
}
await db.close();
