/**
 * One vitest project per tier; `npm test` runs them all. Two files at a time: on a two-core
 * machine vitest would run one (cores - 1), and most files spend their time waiting on a database,
 * a browser or a timer. The files that need no database run first, while the global setup seeds
 * one beside them (api/test/pglite-templates.ts); then the slowest files (the accessibility sweep,
 * the scale test), so neither is left running alone at the end while the other worker has
 * finished the rest.
 */
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statfsSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/** statfs's type for a tmpfs, a file system kept in memory. */
const TMPFS = 0x01021994;
/** What the run needs there at its busiest, with room to spare: a few database copies and browser profiles. */
const ROOM = 2 * 1024 ** 3;

/**
 * Keeps the run's temporary files in memory (/dev/shm) when the machine has room there, unless
 * TMPDIR names a folder already: every suite copies a 60 MB database folder and writes to it, and
 * on a disk each copy cost between 0.06 and 1 CPU-s of the kernel's journalling and writeback
 * (about 60 CPU-s a run); in memory it costs 0.06. Workers, servers and browsers the run starts
 * inherit TMPDIR, so their files go there too, and the folder is removed when the run ends (or,
 * for a run that was killed, by the next run).
 */
function memoryTempDir(): void {
  if (process.env.TMPDIR) return;
  try {
    const shm = statfsSync('/dev/shm');
    if (shm.type !== TMPFS || shm.bavail * shm.bsize < ROOM) return;
    removeAbandoned();
    const dir = mkdtempSync(`/dev/shm/ffc-test-${process.pid}-`);
    // As open as /tmp: a test's own PostgreSQL runs as the postgres user, inside this folder.
    chmodSync(dir, 0o1777);
    process.env.TMPDIR = dir;
    process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  } catch {
    // No /dev/shm (macOS, some containers): the system's temporary folder, as before.
  }
}

/** The folders of runs that were killed before they could remove theirs (named by their process id). */
function removeAbandoned(): void {
  for (const name of readdirSync('/dev/shm')) {
    const pid = /^ffc-test-(\d+)-/.exec(name)?.[1];
    if (pid && !running(Number(pid))) rmSync(`/dev/shm/${name}`, { recursive: true, force: true });
  }
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists, as another user's.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

memoryTempDir();

/**
 * The certificate of the tests' own push service (api/test/push-service.ts), made for 127.0.0.1 and
 * trusted through NODE_EXTRA_CA_CERTS: `web-push` speaks only https, and Node reads that variable
 * when a process starts, so it is set here, before the workers (and the servers they start) are.
 * A certificate the shell already trusts stays trusted beside it.
 */
function trustTestPushService(): void {
  const dir = mkdtempSync(path.join(process.env.TMPDIR ?? tmpdir(), 'ffc-push-tls-'));
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  if (made.status !== 0) return;
  const trusted = path.join(dir, 'trusted.pem');
  const before = process.env.NODE_EXTRA_CA_CERTS;
  writeFileSync(
    trusted,
    [
      before && existsSync(before) ? readFileSync(before, 'utf8') : '',
      readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
    ].join('\n'),
  );
  process.env.NODE_EXTRA_CA_CERTS = trusted;
  process.env.TEST_PUSH_TLS = dir;
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
}

trustTestPushService();

/** The longest files, longest first: each starts on its own worker early instead of ending the run alone. */
const LONGEST = ['/e2e/accessibility-', '/businesses/scale.'];

/** The projects without the seeded database: they need not wait for it. */
const NO_DATABASE = ['web', 'domain', 'server-kit'];

class NoDatabaseThenSweep extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const weight = (file: TestSpecification) => {
      if (NO_DATABASE.includes(file.project.name)) return LONGEST.length + 1;
      const rank = LONGEST.findIndex((name) => file.moduleId.includes(name));
      return rank === -1 ? 0 : LONGEST.length - rank;
    };
    // Array sort is stable: within a weight, vitest's own order (cached durations, then size) holds.
    return (await super.sort(files)).sort((a, b) => weight(b) - weight(a));
  }
}

export default defineConfig({
  test: {
    maxWorkers: 2,
    sequence: { sequencer: NoDatabaseThenSweep },
    projects: ['domain', 'server-kit', 'api', 'bff', 'web', 'tests', 'scripts'],
  },
});
