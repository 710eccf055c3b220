/**
 * One vitest project per tier; `npm test` runs them all. Two files at a time: on a two-core
 * machine vitest would run one (cores - 1), and most files spend their time waiting on a database,
 * a browser or a timer. The slowest file (the accessibility sweep) starts first, so it is not left
 * running alone at the end while the other worker runs the rest.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

class SweepFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const weight = (file: TestSpecification) => (file.moduleId.includes('/e2e/accessibility.') ? 1 : 0);
    // Array sort is stable: within a weight, vitest's own order (cached durations, then size) holds.
    return (await super.sort(files)).sort((a, b) => weight(b) - weight(a));
  }
}

export default defineConfig({
  test: {
    maxWorkers: 2,
    sequence: { sequencer: SweepFirst },
    projects: ['domain', 'api', 'bff', 'web', 'tests'],
  },
});
