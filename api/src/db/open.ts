/** Opens the configured database: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { ApiConfig } from '../config.js';
import type { Database } from './database.js';
import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';

export async function openDatabase(config: Pick<ApiConfig, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  await mkdir(config.dataDir, { recursive: true });
  return openPglite(path.join(config.dataDir, 'pglite'));
}
