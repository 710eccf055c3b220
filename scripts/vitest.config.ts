import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'scripts',
    include: ['*.test.ts'],
    environment: 'node',
    isolate: false,
    // The API's seeded templates, shared with its project (api/vitest.config.ts).
    globalSetup: ['../api/test/templates.ts'],
    setupFiles: ['../api/test/await-templates.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
