/**
 * Vitest global setup: migrates and seeds PGlite once per run and writes its data folder out as a
 * tar twice, with the reference data only and with the demo data added. Every suite on PGlite then
 * starts from a copy of one (`loadDataDir`), which takes a fraction of the time of creating and
 * seeding a database of its own, and is the same database. prepareDatabase still runs on the copy,
 * as it does at every start. The api, bff and e2e projects each name this setup, and vitest runs
 * each project's setups one after another before any test: the first seeds, the others wait for
 * and share its tars, so a run seeds once however many of those projects it holds.
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

/** The run's seeding, shared by every project in this process: each project imports this file afresh. */
interface RunTemplates {
  readonly dir: Promise<string>;
  readonly templates: Promise<PgliteTemplates>;
  /** Projects whose teardown has not run yet; the last one removes the folder. */
  projects: number;
}

const RUN_TEMPLATES = Symbol.for('ffc.pgliteTemplates');
const run = globalThis as typeof globalThis & { [RUN_TEMPLATES]?: RunTemplates };

/**
 * Seeds one database in two steps, writing it out after each: the reference data, then the demo
 * data on top (what a start with DEMO_DATA does to a database that has the reference data already).
 */
async function write(dir: string): Promise<PgliteTemplates> {
  const db = await openPglite();
  try {
    const dump = async (demoData: boolean) => {
      await prepareDatabase(db, { ...loadApiConfig({ NODE_ENV: 'test' }), demoData, admin: undefined });
      const file = path.join(dir, demoData ? 'demo.tar' : 'reference.tar');
      await writeFile(file, Buffer.from(await (await db.dumpDataDir()).arrayBuffer()));
      return file;
    };
    const reference = await dump(false);
    return { reference, demo: await dump(true) };
  } finally {
    await db.close();
  }
}

function seedOnce(): RunTemplates {
  const dir = mkdtemp(path.join(os.tmpdir(), 'ffc-pglite-templates-'));
  return { dir, templates: dir.then(write), projects: 0 };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const shared = (run[RUN_TEMPLATES] ??= seedOnce());
  shared.projects += 1;
  project.provide('pgliteTemplates', await shared.templates);
  return async () => {
    shared.projects -= 1;
    if (shared.projects > 0) return;
    if (run[RUN_TEMPLATES] === shared) delete run[RUN_TEMPLATES];
    await rm(await shared.dir, { recursive: true, force: true });
  };
}
