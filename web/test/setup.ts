/** Component tests: jest-dom matchers, msw answering GraphQL, a clean DOM and storage per test. */
import '@testing-library/jest-dom/vitest';
import { Classes } from '@blueprintjs/core';
import { cleanup, configure, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { clearToasts } from '../src/ui/toaster';
import { server } from './server';

// findBy/waitFor wait up to 10 s: a lazily loaded route on a busy two-core machine (the whole
// suite runs at once) can take longer than the default second.
configure({ asyncUtilTimeout: 10_000 });

/**
 * Every module of the app, imported once per worker before its first test: the screens load lazily,
 * and a screen's first import is a transform that a machine busy with another job can stretch past
 * any wait a test may make. Workers share their modules (`isolate: false`), so later files find them
 * loaded.
 */
const APP_MODULES = import.meta.glob(['../src/**/*.{ts,tsx}', '!../src/**/*.test.{ts,tsx}', '!../src/main.tsx']);
beforeAll(async () => {
  // One after another: Node 20 fails ("reading 'getStatus'") when a package's CommonJS requires an
  // ES module that a concurrent import is still loading, which many imports at once made likely.
  for (const load of Object.values(APP_MODULES)) await load();
}, 120_000);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  await clearToasts();
});
afterAll(async () => {
  // Toasts live outside the rendered tree: let their exit transition end (each toast leaves the
  // DOM) before the window is torn down, or its timer fires into a window that is gone.
  await clearToasts();
  await waitFor(() => expect(document.querySelector(`.${Classes.TOAST}`)).toBeNull());
  server.close();
});
