/**
 * A PostgreSQL server of the test's own, on its own port and data folder, that the test can stop
 * and start (the machine's shared server must never be stopped). Uses the installed binaries;
 * run as the `postgres` user when the test runs as root, as PostgreSQL refuses root.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './processes.js';

/** The folder of initdb and pg_ctl, or undefined when PostgreSQL's server binaries are absent. */
export function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => path.join(root, v, 'bin')).find((bin) => existsSync(path.join(bin, 'initdb')));
}

export interface OwnPostgres {
  readonly url: string;
  stop(mode?: 'fast' | 'immediate'): void;
  start(): void;
  destroy(): Promise<void>;
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = postgresBinaries();
  if (!bin) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql');
  const root = process.getuid?.() === 0;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ffc-own-pg-'));
  const data = path.join(dir, 'data');
  if (root) {
    const { uid, gid } = postgresUser();
    await chown(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const command = root ? 'runuser' : path.join(bin, tool);
    const argv = root ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args;
    const result = spawnSync(command, argv, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr || result.stdout}`);
  };
  const port = await freePort();
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-w', '-l', path.join(dir, 'log'), 'start']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: (mode = 'fast') => run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']),
    start,
    async destroy() {
      spawnSync(
        root ? 'runuser' : path.join(bin, 'pg_ctl'),
        root
          ? ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), '-D', data, '-m', 'immediate', 'stop']
          : ['-D', data, '-m', 'immediate', 'stop'],
      );
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function postgresUser(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}
