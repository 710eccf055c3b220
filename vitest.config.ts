/** One vitest project per tier; `npm test` runs them all, the e2e suite last. */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['domain', 'api', 'bff', 'web', 'tests'],
  },
});
