/**
 * `npm start`: migrates and seeds the database, starts the REST API and the BFF (which serves the
 * built web app), and prints the address. Ctrl-C stops both cleanly; a second start reuses the data.
 */
import { loadApiConfig, startApi } from '@ffc/api';
import { loadBffConfig, startBff } from '@ffc/bff';

const apiConfig = loadApiConfig();
const api = await startApi(apiConfig);
const bffConfig = loadBffConfig({ ...process.env, API_URL: process.env.API_URL || api.url });
const bff = await startBff(bffConfig);

const database = apiConfig.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${apiConfig.dataDir}`;
console.log(`
  Fragrance Free Community is running at ${bff.url}
  GraphQL and GraphiQL:  ${bff.url}/graphql
  REST API:              ${api.url}
  Database:              ${database}${apiConfig.demoData ? '\n  Demo accounts:         administrator, moderator, member (password demo-password)' : ''}
  Press Ctrl-C to stop.
`);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping...`);
  await bff.app.close();
  await api.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
