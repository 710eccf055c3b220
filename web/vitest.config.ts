import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts', 'build/**/*.test.ts'],
    environment: 'jsdom',
    // One module graph and one jsdom window per worker, not per file: importing React, Apollo and
    // Blueprint and building a window afresh for every file cost more than most files' tests (the
    // project ran in a third of the time without it). A file must not mock modules or leave globals
    // behind: test/setup.ts empties the DOM, storage and toasts after each test, vi.stubGlobal is
    // undone with vi.unstubAllGlobals, and a global is stubbed with a copy, never changed in place.
    isolate: false,
    setupFiles: ['test/setup.ts'],
    testTimeout: 20_000,
    css: false,
  },
});
