/**
 * Vitest global setup: migrates and seeds PGlite once per run into two data folders, as the API
 * keeps one in DATA_DIR and shut down cleanly: the reference data only, and the demo data added.
 * Every suite on PGlite then starts from a copy of one (`openTestDatabase`, `openDemoPglite`): the
 * system's `cp -R` and PGlite opening the folder take about a third of the CPU of unpacking a
 * dumped data folder (a 46 MB tar) into an in-memory PGlite, and the database is the same. prepareDatabase still runs on the copy, as it does at every start. The api, bff and e2e
 * projects each name this setup, and vitest runs each project's setups one after another before any
 * test: the first starts the seeding, the others share its folders, so a run seeds once however
 * many of those projects it holds. The setup returns before the seeding ends, so the files that need
 * no database (web, domain) run meanwhile; those that do wait for it in `await-templates.ts`.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { loadApiConfig } from '../src/config.js';
import { openPglite } from '../src/db/pglite.js';

const run = promisify(execFile);

/** Where each seeded data folder is: with the demo accounts and entries, or without. */
export interface PgliteTemplates {
  readonly demo: string;
  readonly reference: string;
  /** A file written once both folders are complete. */
  readonly ready: string;
  /** A file holding the error, written instead of `ready` when the seeding failed. */
  readonly failed: string;
}

declare module 'vitest' {
  interface ProvidedContext {
    pgliteTemplates: PgliteTemplates;
  }
}

/** The run's seeding, shared by every project in this process: each project imports this file afresh. */
interface RunTemplates {
  readonly dir: string;
  readonly templates: PgliteTemplates;
  /** Settles when the seeding has ended, written `ready` or `failed`. */
  readonly seeded: Promise<void>;
  /** Projects whose teardown has not run yet; the last one removes the folder. */
  projects: number;
}

const RUN_TEMPLATES = Symbol.for('ffc.pgliteTemplates');
const runs = globalThis as typeof globalThis & { [RUN_TEMPLATES]?: RunTemplates };

/** Runs prepareDatabase on the PGlite data folder `folder` (created when missing) and closes it. */
async function prepare(folder: string, demoData: boolean): Promise<void> {
  // Imported here, not above: loading the API's modules is part of the work the tests need not wait for.
  const { prepareDatabase } = await import('../src/index.js');
  const db = await openPglite(folder);
  try {
    await prepareDatabase(db, { ...loadApiConfig({ NODE_ENV: 'test' }), demoData, admin: undefined });
  } finally {
    await db.close();
  }
}

/**
 * Seeds in two steps, keeping a folder after each: the reference data, then (in a copy) the demo
 * data on top, which is what a start with DEMO_DATA does to a database that has the reference data.
 */
async function write({ reference, demo }: PgliteTemplates): Promise<void> {
  await prepare(reference, false);
  await run('cp', ['-R', reference, demo]);
  await prepare(demo, true);
  await Promise.all([reference, demo].map(forTests));
}

/**
 * What a test's copy of the database may do without: surviving a crash of the machine (a test's
 * database is thrown away with it, so its writes need not wait for the disk; a process that is
 * killed has still handed them to the system, so a test that kills one loses nothing) and most of
 * its buffers (a test's data is a few megabytes; 128 MB of buffers cost a third of PGlite's start,
 * made about 190 times a run). The data, the schema and every query's answer are the same.
 */
const TEST_SETTINGS = {
  shared_buffers: '16MB',
  fsync: 'off',
  full_page_writes: 'off',
};

async function forTests(folder: string): Promise<void> {
  const file = path.join(folder, 'postgresql.conf');
  const lines = Object.entries(TEST_SETTINGS).map(([name, value]) => `${name} = ${value}`);
  await writeFile(
    file,
    `${await readFile(file, 'utf8')}\n# Tests only (api/test/pglite-templates.ts)\n${lines.join('\n')}\n`,
  );
}

function seedOnce(): RunTemplates {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ffc-pglite-templates-'));
  const templates: PgliteTemplates = {
    reference: path.join(dir, 'reference'),
    demo: path.join(dir, 'demo'),
    ready: path.join(dir, 'ready'),
    failed: path.join(dir, 'failed'),
  };
  // Never rejects: a failure is written for the suites waiting on it, which fail with it.
  const seeded = write(templates).then(
    () => writeFile(templates.ready, ''),
    (error: unknown) => {
      console.error('Seeding the PGlite templates failed:', error);
      return writeFile(templates.failed, error instanceof Error ? (error.stack ?? error.message) : String(error));
    },
  );
  return { dir, templates, seeded, projects: 0 };
}

export default function setup(project: TestProject): () => Promise<void> {
  const shared = (runs[RUN_TEMPLATES] ??= seedOnce());
  shared.projects += 1;
  project.provide('pgliteTemplates', shared.templates);
  return async () => {
    shared.projects -= 1;
    if (shared.projects > 0) return;
    if (runs[RUN_TEMPLATES] === shared) delete runs[RUN_TEMPLATES];
    await shared.seeded;
    await rm(shared.dir, { recursive: true, force: true });
  };
}
