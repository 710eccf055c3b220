/**
 * One vitest project per tier; `npm test` runs them all. Two files at a time: on a two-core
 * machine vitest would run one (cores - 1), and most files spend their time waiting on a database,
 * a browser or a timer. The files that need no database run first, while the global setup seeds
 * one beside them (api/test/pglite-templates.ts); then the slowest files (the accessibility sweep,
 * the scale test), so neither is left running alone at the end while the other worker has
 * finished the rest.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/** The longest files, longest first: each starts on its own worker early instead of ending the run alone. */
const LONGEST = ['/e2e/accessibility.', '/businesses/scale.'];

/** The projects without the seeded database: they need not wait for it. */
const NO_DATABASE = ['web', 'domain', 'server-kit'];

class NoDatabaseThenSweep extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const weight = (file: TestSpecification) => {
      if (NO_DATABASE.includes(file.project.name)) return LONGEST.length + 1;
      const rank = LONGEST.findIndex((name) => file.moduleId.includes(name));
      return rank === -1 ? 0 : LONGEST.length - rank;
    };
    // Array sort is stable: within a weight, vitest's own order (cached durations, then size) holds.
    return (await super.sort(files)).sort((a, b) => weight(b) - weight(a));
  }
}

export default defineConfig({
  test: {
    maxWorkers: 2,
    sequence: { sequencer: NoDatabaseThenSweep },
    projects: ['domain', 'server-kit', 'api', 'bff', 'web', 'tests'],
  },
});
