/** Runs the REST API alone (`npm run start:api`, compose's api service). */
import { ConfigError } from '@ffc/server-kit/env';
import { loadApiConfig } from './config.js';
import { MigrationChangedError } from './db/migrate.js';
import { isDatabaseUnavailable } from './db/outage.js';

/** A problem a person must fix before the API can start: said in one line, without a stack trace. */
function refuseToStart(error: unknown): never {
  if (error instanceof ConfigError || error instanceof MigrationChangedError) console.error(error.message);
  else if (isDatabaseUnavailable(error))
    console.error(
      `api: cannot reach the database (${error instanceof Error ? error.message : String(error)}); ` +
        'check DATABASE_URL and that PostgreSQL is running.',
    );
  else throw error;
  process.exit(2);
}

try {
  // Read before the rest of the API loads: a mistake in the configuration is said in a tenth of
  // the time, without loading the web server, the databases' drivers and the image library.
  const config = loadApiConfig();
  const { startApi } = await import('./index.js');
  const api = await startApi(config);
  api.app.log.info(`REST API listening on ${api.url}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void api.close().then(() => process.exit(0));
    });
  }
} catch (error) {
  refuseToStart(error);
}
