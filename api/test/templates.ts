/**
 * Vitest global setup: seeds the PGlite templates (pglite-templates.ts) and, with
 * TEST_DATABASE_URL, the PostgreSQL ones (postgres-templates.ts) at the same time: PGlite seeds in
 * this process, PostgreSQL in its server, so neither waits for the other before the first test.
 */
import type { TestProject } from 'vitest/node';
import pgliteTemplates from './pglite-templates.js';
import postgresTemplates from './postgres-templates.js';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const seeded = await Promise.allSettled([pgliteTemplates(project), postgresTemplates(project)]);
  const teardowns = seeded.flatMap((result) => (result.status === 'fulfilled' && result.value ? [result.value] : []));
  const teardown = async () => {
    for (const done of teardowns.reverse()) await done();
  };
  const failed = seeded.find((result) => result.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  return teardown;
}
