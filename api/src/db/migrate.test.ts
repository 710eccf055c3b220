import { cp, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_ENGINES, openTestDatabase, runTempDir } from '../../test/testing.js';
import type { Database } from './database.js';
import { applyMigrations, MigrationChangedError } from './migrate.js';

const MIGRATIONS = fileURLToPath(new URL('../../migrations/', import.meta.url));

describe.each(DATABASE_ENGINES)('migrations on %s', (engine) => {
  let db: Database;
  let dir: string;
  beforeAll(async () => {
    db = await openTestDatabase(engine);
    dir = (await runTempDir('ffc-migrations-')) + path.sep;
    await cp(MIGRATIONS, dir, { recursive: true });
  });
  afterAll(() => db.close());

  it('applies each file once, with its checksum', async () => {
    const files = (await readdir(dir)).filter((f) => f.endsWith('.sql'));
    expect(await applyMigrations(db, dir)).toHaveLength(files.length);
    expect(await applyMigrations(db, dir)).toEqual([]);
    const rows = await db.query<{ checksum: string }>('SELECT checksum FROM schema_migrations');
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.checksum))).toBe(true);
  });

  it('refuses to start when an applied migration was edited, naming the file', async () => {
    await writeFile(path.join(dir, '003_businesses.sql'), '-- edited after it was applied\n', { flag: 'a' });
    await expect(applyMigrations(db, dir)).rejects.toThrow(MigrationChangedError);
    await expect(applyMigrations(db, dir)).rejects.toThrow(/003_businesses\.sql was changed after it was applied/);
  });
});
