import { createRequire } from 'node:module';
import { defineProject } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineProject({
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: {
    name: 'e2e',
    include: ['system/**/*.test.ts', 'e2e/**/*.test.ts'],
    environment: 'node',
    // One module graph per worker, not per file (as in the API's and the BFF's projects): every
    // suite starts its own system, browser and servers, and none mocks a module.
    isolate: false,
    // Seeds PGlite once into data folders, and PostgreSQL when TEST_DATABASE_URL is set; each
    // suite's system starts from a copy of the demo folder (support/system.ts), and the system
    // tests' API processes from a copy of a demo database.
    globalSetup: ['../api/test/templates.ts'],
    // Waits for that seeding, which runs beside the files that need no database.
    setupFiles: ['../api/test/await-templates.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Alongside the other projects' files, a page can take longer to answer than vitest's default second.
    expect: { poll: { timeout: 10_000 } },
  },
});
