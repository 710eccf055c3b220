/**
 * Vitest global setup: seeds the PGlite templates (pglite-templates.ts) and, with
 * TEST_DATABASE_URL, the PostgreSQL ones (postgres-templates.ts) at the same time: PGlite seeds in
 * this process, beside the first tests, PostgreSQL in its server before them.
 */
import type { TestProject } from 'vitest/node';
import pgliteTemplates from './pglite-templates.js';
import postgresTemplates from './postgres-templates.js';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Returns at once; the suites wait for PGlite's seeding themselves (await-templates.ts).
  const pglite = pgliteTemplates(project);
  const teardown = async (postgres?: () => Promise<void>) => {
    await postgres?.();
    await pglite();
  };
  try {
    const postgres = await postgresTemplates(project);
    return () => teardown(postgres);
  } catch (error) {
    await teardown();
    throw error;
  }
}
