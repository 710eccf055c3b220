/**
 * Vitest global setup, after pglite-templates.ts: writes the seeded demo database out once as a
 * data folder on disk, as the API keeps one in DATA_DIR, shut down cleanly. A suite that runs the
 * API on a data folder (the end-to-end system) then copies that folder, which takes a fraction of
 * the time and CPU of unpacking the demo tar into a new folder through PGlite's file system.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../src/db/pglite.js';

declare module 'vitest' {
  interface ProvidedContext {
    /** The demo database as a PGlite data folder, to copy (see openDemoPglite). */
    pgliteDemoFolder: string;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const templates = project.getProvidedContext().pgliteTemplates;
  if (!templates) return undefined;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ffc-pglite-folder-'));
  const folder = path.join(dir, 'pglite');
  const db = await openPglite(folder, { loadDataDir: new Blob([await readFile(templates.demo)]) });
  await db.close();
  project.provide('pgliteDemoFolder', folder);
  return () => rm(dir, { recursive: true, force: true });
}
