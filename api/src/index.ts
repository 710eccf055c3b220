/** Starting the API: open and migrate the database, seed, listen. Used by main.ts, the launcher and tests. */
import type { FastifyInstance } from 'fastify';
import { buildApi, type ApiOptions } from './app.js';
import { openRedis } from '@ffc/server-kit/shared-state';
import { loadOrCreateSecret } from './credentials/secret.js';
import { Tokens, type Clock } from './credentials/tokens.js';
import type { ApiConfig } from './config.js';
import type { ApiContext } from './context.js';
import type { Database } from './db/database.js';
import { applyMigrations } from './db/migrate.js';
import { openDatabase } from './db/open.js';
import { openPhotoStore } from './media/stores.js';
import { ensureAdministrator, seedDemoAccounts } from './seed/accounts.js';
import { seedDemoEntries } from './seed/entries.js';
import { seedCountriesAndStates } from './seed/reference.js';

export { loadApiConfig, type ApiConfig } from './config.js';
export type { Database } from './db/database.js';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/accounts.js';

export interface RunningApi {
  readonly app: FastifyInstance;
  readonly ctx: ApiContext;
  /** Where it listens, e.g. http://127.0.0.1:8080/api (after listen). */
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Migrates and seeds: reference data always, demo accounts into an empty database when enabled.
 * All under one lock, so API instances starting together neither migrate nor seed twice.
 */
export async function prepareDatabase(db: Database, config: ApiConfig): Promise<void> {
  await db.withMigrationLock(async () => {
    await applyMigrations(db);
    await seedCountriesAndStates(db);
    if (config.demoData && (await seedDemoAccounts(db))) await seedDemoEntries(db);
    if (config.admin) await ensureAdministrator(db, config.admin);
  });
}

/**
 * What a start may be given beyond its configuration: the mailer and store wrappers, and the clock access tokens are
 * dated by.
 */
export type StartOptions = Omit<ApiOptions, 'secret'> & { readonly clock?: Clock };

export async function createApi(
  config: ApiConfig,
  database?: Database,
  { clock, ...options }: StartOptions = {},
): Promise<{ app: FastifyInstance; ctx: ApiContext }> {
  const db = database ?? (await openDatabase(config));
  await prepareDatabase(db, config);
  const secret = await loadOrCreateSecret(config.authSecret, config.dataDir);
  const redis = config.redisUrl ? openRedis(config.redisUrl, config.redisKeyPrefix) : undefined;
  const tokens = new Tokens({ secret, ...config }, clock);
  const photoStore = openPhotoStore({ dataDir: config.dataDir, s3: config.s3 });
  return buildApi({ db, tokens, config, redis, photoStore }, { ...options, secret });
}

export async function startApi(
  config: ApiConfig,
  database?: Database,
  options: StartOptions = {},
): Promise<RunningApi> {
  const { app, ctx } = await createApi(config, database, options);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return {
    app,
    ctx,
    url: `http://127.0.0.1:${port}/api`,
    async close() {
      await app.close();
      await ctx.db.close();
    },
  };
}
