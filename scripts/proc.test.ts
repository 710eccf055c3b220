import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cpuKind, kindOf, processTicks } from './proc.js';

describe('the kinds of process npm run test:cpu counts', () => {
  it.each([
    ['/usr/lib/chromium/chromium-headless-shell --no-sandbox --remote-debugging-pipe', 'Chromium browser'],
    ['/usr/lib/chromium/chromium-headless-shell --type=renderer --lang=en-US', 'Chromium renderers'],
    ['/usr/lib/chromium/chromium --type=gpu-process --no-sandbox', 'Chromium GPU'],
    ['/proc/self/exe --type=utility --utility-sub-type=network.mojom.NetworkService', 'Chromium, other'],
    ['/usr/lib/postgresql/15/bin/postgres -D /var/lib/postgresql/15/main', 'PostgreSQL'],
    ['postgres: 15/main: checkpointer', 'PostgreSQL'],
    ['redis-server 127.0.0.1:6379', 'Redis'],
    ['/usr/bin/node --conditions node /work/main/node_modules/vitest/dist/workers/forks.js', 'vitest workers'],
    ['node /work/main/node_modules/.bin/vitest run --project web', 'vitest main'],
    ['/usr/bin/node --enable-source-maps /tmp/clone/api/dist/main.js', 'API processes'],
    ['/usr/bin/node --enable-source-maps bff/dist/main.js', 'BFF processes'],
    ['node scripts/start.mjs', 'other Node'],
    ['', 'kernel threads'],
    ['/bin/sh -c true', 'other'],
  ])('%s is counted under %s', (commandLine, kind) => {
    expect(kindOf(commandLine)).toBe(kind);
  });

  // /proc is Linux's: the script refuses to run elsewhere.
  it.skipIf(!existsSync('/proc/self/stat'))(
    'reads this process from /proc, and nothing of one that is not there',
    () => {
      expect(cpuKind(process.pid)).toBeDefined();
      expect(processTicks(process.pid)).toEqual({ ticks: expect.any(Number), started: expect.any(Number) });
      expect(processTicks(process.pid)!.started).toBeGreaterThan(0);
      expect(cpuKind(2 ** 31 - 1)).toBeUndefined();
      expect(processTicks(2 ** 31 - 1)).toBeUndefined();
    },
  );
});
