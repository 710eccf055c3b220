/**
 * Applies the versioned SQL files of api/migrations in order, each once, each in a transaction,
 * and remembers each file's SHA-256: an applied migration edited afterwards stops the API at start
 * (its change would otherwise be silently skipped).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.js';

/**
 * api/migrations, found upwards from this module: it runs from api/src/db in development and from the api/dist bundle
 * in production.
 */
function migrationsDir(): string {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'migrations'))) return path.join(dir, 'migrations') + path.sep;
    if (path.dirname(dir) === dir) throw new Error('api/migrations not found');
  }
}
const MIGRATIONS_DIR = migrationsDir();

/** A migration file that no longer matches what was applied. */
export class MigrationChangedError extends Error {
  override readonly name = 'MigrationChangedError';
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Applies pending migrations; the caller holds the migration lock (see prepareDatabase). */
export async function applyMigrations(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now());
    ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text`);
  const done = new Map(
    (
      await db.query<{ version: string; checksum: string | null }>('SELECT version, checksum FROM schema_migrations')
    ).map((r) => [r.version, r.checksum]),
  );
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    const sql = await readFile(dir + file, 'utf8');
    const checksum = sha256(sql);
    if (done.has(version)) {
      const recorded = done.get(version);
      // Applied before checksums were kept: record the file as it is now.
      if (recorded == null)
        await db.query('UPDATE schema_migrations SET checksum = $2 WHERE version = $1', [version, checksum]);
      else if (recorded !== checksum) {
        throw new MigrationChangedError(
          `Migration ${file} was changed after it was applied (its checksum differs): ` +
            'restore the file and put the change in a new migration.',
        );
      }
      continue;
    }
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (version, checksum) VALUES ($1, $2)', [version, checksum]);
    });
    applied.push(version);
  }
  return applied;
}
