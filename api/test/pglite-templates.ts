/**
 * Vitest global setup: migrates and seeds two PGlite databases once per run (reference data only,
 * and reference plus demo data) and writes each data folder out as a tar. Every suite on PGlite then
 * starts from a copy of one (`loadDataDir`), which takes a fraction of the time of creating and
 * seeding a database of its own, and is the same database. prepareDatabase still runs on the copy,
 * as it does at every start.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadApiConfig } from '../src/config.js';
import { openPglite } from '../src/db/pglite.js';
import { prepareDatabase } from '../src/index.js';

/** Where each seeded data folder's tar is: with the demo accounts and entries, or without. */
export interface PgliteTemplates {
  readonly demo: string;
  readonly reference: string;
}

declare module 'vitest' {
  interface ProvidedContext {
    pgliteTemplates: PgliteTemplates;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ffc-pglite-templates-'));
  const write = async (demoData: boolean) => {
    const db = await openPglite();
    try {
      await prepareDatabase(db, { ...loadApiConfig({ NODE_ENV: 'test' }), demoData, admin: undefined });
      const file = path.join(dir, demoData ? 'demo.tar' : 'reference.tar');
      await writeFile(file, Buffer.from(await (await db.dumpDataDir()).arrayBuffer()));
      return file;
    } finally {
      await db.close();
    }
  };
  project.provide('pgliteTemplates', { demo: await write(true), reference: await write(false) });
  return () => rm(dir, { recursive: true, force: true });
}
