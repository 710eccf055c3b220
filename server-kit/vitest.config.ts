import { defineProject } from 'vitest/config';

// One module graph per worker, not per file: no file mocks a module.
export default defineProject({ test: { name: 'server-kit', include: ['src/**/*.test.ts'], isolate: false } });
