/**
 * Vitest global setup: with TEST_DATABASE_URL, migrates and seeds two PostgreSQL databases once per
 * run (reference data only, and reference plus demo data). Every PostgreSQL suite then gets a
 * database of its own created from one of them (`CREATE DATABASE … TEMPLATE`, a file copy on the
 * server), instead of an empty schema its API migrates and seeds. prepareDatabase still runs on the
 * copy, as it does at every start. Without TEST_DATABASE_URL it does nothing.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadApiConfig } from '../src/config.js';
import { openPostgres } from '../src/db/postgres.js';

/** The names of the seeded template databases: with the demo accounts and entries, or without. */
export interface PostgresTemplates {
  readonly demo: string;
  readonly reference: string;
}

declare module 'vitest' {
  interface ProvidedContext {
    postgresTemplates: PostgresTemplates;
  }
}

/** TEST_DATABASE_URL with another database's name. */
export function databaseUrl(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `work` on one connection to TEST_DATABASE_URL's own database (which creates and drops the others). */
export async function onServer<T>(server: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** The run's seeding, shared by every project in this process: each project imports this file afresh. */
interface RunTemplates {
  readonly templates: Promise<PostgresTemplates>;
  readonly drop: () => Promise<void>;
  /** Projects whose teardown has not run yet; the last one drops the templates. */
  projects: number;
}

const RUN_TEMPLATES = Symbol.for('ffc.postgresTemplates');
const runs = globalThis as typeof globalThis & { [RUN_TEMPLATES]?: RunTemplates };

function seedOnce(server: string): RunTemplates {
  const run = randomUUID().replace(/-/g, '').slice(0, 12);
  const templates: PostgresTemplates = { reference: `ffc_template_${run}_reference`, demo: `ffc_template_${run}_demo` };
  const drop = () =>
    onServer(server, async (admin) => {
      for (const name of Object.values(templates)) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });
  const seed = async (name: string, demoData: boolean) => {
    // Imported only here: a run without TEST_DATABASE_URL need not load the API before its first test.
    const { prepareDatabase } = await import('../src/index.js');
    const db = await openPostgres(databaseUrl(server, name), { max: 2 });
    try {
      await prepareDatabase(db, { ...loadApiConfig({ NODE_ENV: 'test' }), demoData, admin: undefined });
    } finally {
      // A template must have no connection left when a suite's database is created from it.
      await db.close();
    }
  };
  const seeded = async () => {
    try {
      await onServer(server, (admin) => admin.query(`CREATE DATABASE ${templates.reference}`));
      await seed(templates.reference, false);
      await onServer(server, (admin) =>
        admin.query(`CREATE DATABASE ${templates.demo} TEMPLATE ${templates.reference}`),
      );
      await seed(templates.demo, true);
    } catch (error) {
      await drop();
      throw error;
    }
    return templates;
  };
  return { templates: seeded(), drop, projects: 0 };
}

/**
 * The api and e2e projects each name this setup (through templates.ts): the first seeds, the others
 * wait for and share its databases, and the last teardown drops them.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return undefined;
  const shared = (runs[RUN_TEMPLATES] ??= seedOnce(server));
  shared.projects += 1;
  project.provide('postgresTemplates', await shared.templates);
  return async () => {
    shared.projects -= 1;
    if (shared.projects > 0) return;
    if (runs[RUN_TEMPLATES] === shared) delete runs[RUN_TEMPLATES];
    await shared.drop();
  };
}
