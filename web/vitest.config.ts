import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts', 'build/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['test/setup.ts'],
    testTimeout: 20_000,
    css: false,
  },
});
