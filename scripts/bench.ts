/**
 * `npm run bench -- --businesses 100000 --seconds 10 --connections 10`: fills a benchmark database (DATA_DIR,
 * default ./.data-bench, or DATABASE_URL) up to N businesses, prints the query plans of the list,
 * a filtered list and a search, then measures them with autocannon through the REST API and the
 * BFF. Figures only: a benchmark never fails a build.
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { loadApiConfig, startApi } from '@ffc/api';
import { businessSpec } from '../api/src/businesses/spec.js';
import type { Queryable } from '../api/src/db/database.js';
import { EntryRepository } from '../api/src/entries/repository.js';
import { seedBulk } from '../api/src/seed/entries.js';
import { loadBffConfig, startBff } from '@ffc/bff';
import { CSRF_HEADER } from '../bff/src/server.js';

const { values } = parseArgs({ options: { businesses: { type: 'string', default: '100000' }, seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '10' } } });
const target = Number(values.businesses);
const seconds = Number(values.seconds);
const connections = Number(values.connections);

const config = loadApiConfig({ DATA_DIR: '.data-bench', ...process.env, LOG_LEVEL: 'warn' });
const api = await startApi({ ...config, port: 0 });
const db = api.ctx.db;
const [{ n } = { n: 0 }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM businesses');
if (n < target) {
  console.log(`Seeding ${target - n} businesses (there are ${n})...`);
  const started = Date.now();
  await seedBulk(db, { businesses: target - n });
  console.log(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
const [{ usa } = { usa: 0 }] = await db.query<{ usa: number }>("SELECT id AS usa FROM countries WHERE iso_code = 'US'");
const [{ total } = { total: 0 }] = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM businesses');
console.log(`\n${total.toLocaleString('en-US')} businesses on ${db.engine}\n`);

const CASES = [
  { name: 'list, page 0', filter: {}, query: 'page=0' },
  { name: 'list, page 500', filter: {}, query: 'page=500' },
  { name: 'type + country', filter: { type: 2, country: usa }, query: `type=2&country=${usa}` },
  { name: 'search "cafe" (broad)', filter: { searchText: 'cafe' }, query: 'searchText=cafe' },
  { name: 'search "breathe easy yoga"', filter: { searchText: 'breathe easy yoga' }, query: 'searchText=breathe%20easy%20yoga' },
];

console.log('Query plans (first line of each statement the list sends):');
for (const c of CASES.filter((c) => !c.query.startsWith('page=500'))) {
  const sent: { text: string; params: readonly unknown[] }[] = [];
  const recorder: Queryable = { query: (text, params = []) => (sent.push({ text, params }), db.query(text, params)), exec: (sql) => db.exec(sql) };
  await new EntryRepository(businessSpec).list(recorder, c.filter, { page: 0, size: 10 });
  for (const { text, params } of sent) {
    const plan = (await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${text}`, params)).map((r) => r['QUERY PLAN']);
    const scans = plan.filter((line) => /Scan/.test(line)).map((line) => line.trim().replace(/\s+\(cost.*$/, '').replace(/^->\s*/, ''));
    console.log(`  ${c.name.padEnd(28)} ${scans.join(' | ')}`);
  }
}

const bff = await startBff({ ...loadBffConfig({ NODE_ENV: 'test' }), apiUrl: api.url, port: 0, host: '127.0.0.1', logLevel: 'warn' });

async function measure(title: string, options: autocannon.Options) {
  const result = await autocannon({ connections, duration: seconds, ...options });
  const l = result.latency;
  console.log(
    `  ${title.padEnd(34)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   p50 ${String(l.p50).padStart(4)} ms   p97.5 ${String(l.p97_5).padStart(4)} ms   p99 ${String(l.p99).padStart(4)} ms${result.non2xx || result.errors ? `   non-2xx ${result.non2xx}, errors ${result.errors}` : ''}`,
  );
}

console.log(`\nREST API, ${connections} connections, ${seconds} s each:`);
for (const c of CASES) await measure(c.name, { url: `${api.url}/businesses?${c.query}` });

console.log(`\nBFF GraphQL (REST behind it), ${connections} connections, ${seconds} s each:`);
const query = 'query ($f: BusinessFilter, $p: Int) { businesses(filter: $f, page: $p) { content { id name rating reviewCount city country { name } } totalElements } }';
for (const c of CASES) {
  const page = c.query.startsWith('page=500') ? 500 : 0;
  await measure(c.name, {
    url: `${bff.url}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
    body: JSON.stringify({ query, variables: { f: c.filter, p: page } }),
  });
}

await bff.app.close();
await api.close();
