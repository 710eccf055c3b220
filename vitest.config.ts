/**
 * One vitest project per tier; `npm test` runs them all. Two files at a time: on a two-core
 * machine vitest would run one (cores - 1), and most files spend their time waiting on a database,
 * a browser or a timer. The slowest files (the accessibility sweep, the scale test) start first, so
 * neither is left running alone at the end while the other worker has finished the rest.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/** The longest files, longest first: each starts on its own worker at once instead of ending the run alone. */
const LONGEST = ['/e2e/accessibility.', '/businesses/scale.'];

class SweepFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const weight = (file: TestSpecification) => {
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
    sequence: { sequencer: SweepFirst },
    projects: ['domain', 'server-kit', 'api', 'bff', 'web', 'tests'],
  },
});
