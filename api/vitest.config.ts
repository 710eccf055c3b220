import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // One module graph per worker, not per file: importing Fastify, Kysely, Pothos and the
    // country data afresh for every file cost about 6 seconds a file. Every suite builds its own
    // API, database and BFF, and no suite mocks a module, so files sharing modules do not meet.
    isolate: false,
    // Seeds PGlite once, and PostgreSQL when TEST_DATABASE_URL is set (both at once); each suite
    // starts from a copy (api/test/testing.ts).
    globalSetup: ['test/templates.ts'],
    // Waits for that seeding, which runs beside the files that need no database.
    setupFiles: ['test/await-templates.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
