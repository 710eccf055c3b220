import { createRequire } from 'node:module';
import { defineProject } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineProject({
  // graphql 16 ships CJS and ESM without "exports": Node (and so Yoga and Pothos) loads the CJS
  // build; make the tests' own imports the same instance, or `instanceof GraphQLError` fails.
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: {
    name: 'bff',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // One module graph per worker, not per file: importing Fastify, Kysely, Pothos and the
    // country data afresh for every file cost about 6 seconds a file. Every suite builds its own
    // API, database and BFF, and no suite mocks a module, so files sharing modules do not meet.
    isolate: false,
    // Seeds PGlite once; each suite's API starts from a copy (api/test/testing.ts).
    globalSetup: ['../api/test/pglite-templates.ts'],
    // Waits for that seeding, which runs beside the files that need no database.
    setupFiles: ['../api/test/await-templates.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
