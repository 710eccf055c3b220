import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Seeds PGlite once; each suite starts from a copy (api/test/testing.ts).
    globalSetup: ['test/pglite-templates.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
