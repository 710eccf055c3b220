/** Runs the REST API alone (`npm run start:api`, compose's api service). */
import { ConfigError } from '@ffc/server-kit/env';
import { MigrationChangedError } from './db/migrate.js';
import { isDatabaseUnavailable } from './db/outage.js';
import { loadApiConfig, startApi } from './index.js';

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
  const config = loadApiConfig();
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
