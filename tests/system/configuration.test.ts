/**
 * Bad configuration stops a service at once: one line naming the variable, its value
 * and what is allowed; a non-zero exit; no stack trace; nothing touched. Runs the compiled services
 * (`npm run build` first, as `npm test` does).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runTempDir } from '@ffc/api/testing';
import { builtService, type Service } from '../support/processes.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A start of the built service, its DATA_DIR removed with the run's other temporary folders. */
async function start(service: Service, env: Record<string, string>) {
  const dataDir = await runTempDir('ffc-config-');
  const result = spawnSync(process.execPath, [builtService(service)], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { ...result, dataDir };
}

describe('bad configuration', () => {
  it.each([
    ['api', { API_PORT: 'abc' }, 'API_PORT="abc" must be a port number from 0 to 65535'],
    [
      'api',
      { DATABASE_URL: 'localhost:5432/ffc' },
      'DATABASE_URL="localhost:5432/ffc" must be a URL starting with postgres:// or postgresql://',
    ],
    [
      'api',
      { ACCESS_TOKEN_TTL_SECONDS: '-5' },
      'ACCESS_TOKEN_TTL_SECONDS="-5" must be a whole number from 10 to 86400',
    ],
    ['api', { AUTH_SECRET: 'short' }, 'AUTH_SECRET=(hidden) must be at least 32 characters long'],
    ['api', { DEMO_DATA: 'yes' }, 'DEMO_DATA="yes" must be true or false'],
    [
      'api',
      { ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'longenough', ADMIN_EMAIL: 'boss@example.org' },
      'ADMIN_USERNAME must follow the signup rules: Username must be at least 6 characters',
    ],
    [
      'api',
      { ADMIN_USERNAME: 'bossman', ADMIN_PASSWORD: '123', ADMIN_EMAIL: 'boss@example.org' },
      'ADMIN_PASSWORD must follow the signup rules: Password must be at least 6 characters',
    ],
    ['bff', { PORT: 'abc' }, 'PORT="abc" must be a port number from 0 to 65535'],
    ['bff', { API_URL: 'ftp://api' }, 'API_URL="ftp://api" must be a URL starting with http:// or https://'],
    ['bff', { GEOCODER: 'google' }, 'GEOCODER="google" must be one of offline, nominatim'],
    [
      'bff',
      { ALLOWED_ORIGINS: 'example.org' },
      'ALLOWED_ORIGINS="example.org" must be a comma-separated list of origins',
    ],
    [
      'bff',
      { MAP_TILE_URL: 'https://tiles.example.org;x/{z}/{x}/{y}.png' },
      'MAP_TILE_URL="https://tiles.example.org;x/{z}/{x}/{y}.png" must be a tile URL template',
    ],
    [
      'bff',
      { MAP_TILE_URL: 'https://*/{z}/{x}/{y}.png' },
      'MAP_TILE_URL="https://*/{z}/{x}/{y}.png" must be a tile URL template',
    ],
  ] as const)('%s with %j stops with one line', async (service, env, expected) => {
    const result = await start(service, env);
    expect(result.status).toBe(2);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`${service}: invalid configuration: ${expected}`);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.stdout).toBe('');
    // Stopped before touching the database: no embedded database was created.
    expect(existsSync(path.join(result.dataDir, 'pglite'))).toBe(false);
  });

  it('names an unreachable database in one line', async () => {
    const result = await start('api', { DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none' });
    expect(result.status).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/^api: cannot reach the database/);
  });
});
