/**
 * Setup file of the projects whose suites start from the seeded PGlite folders: waits, before the
 * file's first hook, until the global setup's seeding (pglite-templates.ts), which runs beside the
 * tests, has written them, so no hook's timeout counts that wait. Fails the file if seeding failed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { inject } from 'vitest';
import type { PgliteTemplates } from './pglite-templates.js';

const templates: PgliteTemplates | undefined = inject('pgliteTemplates');
if (templates) {
  while (!existsSync(templates.ready)) {
    if (existsSync(templates.failed))
      throw new Error(`Seeding the PGlite templates failed:\n${readFileSync(templates.failed, 'utf8')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
