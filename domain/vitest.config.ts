import { defineProject } from 'vitest/config';

// One module graph per worker, not per file: the rules are pure, and no file mocks a module.
export default defineProject({ test: { name: 'domain', include: ['src/**/*.test.ts'], isolate: false } });
