/**
 * Limits hold across API instances: two API processes on one PostgreSQL and
 * one Redis share one failed-login budget, one auth rate limit, and one list of ended sessions.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { PostgresTemplates } from '@ffc/api/testing';
import { M } from '@ffc/domain';
import { startApiProcess, type ServiceProcess } from '../support/processes.js';

const DATABASE = process.env.TEST_DATABASE_URL;
const REDIS = process.env.TEST_REDIS_URL;

function post(api: ServiceProcess, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

describe.runIf(DATABASE && REDIS)('two API instances with one Redis', () => {
  const name = `ffc_shared_${randomUUID().replace(/-/g, '')}`;
  let a: ServiceProcess;
  let b: ServiceProcess;

  beforeAll(async () => {
    // A copy of the demo database the global setup seeded once: the two APIs find it seeded.
    const template: PostgresTemplates | undefined = inject('postgresTemplates');
    const admin = new pg.Client({ connectionString: DATABASE });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template.demo}` : ''}`);
    await admin.end();
    const url = new URL(DATABASE!);
    url.pathname = `/${name}`;
    const env = {
      DATABASE_URL: url.toString(),
      DEMO_DATA: 'true',
      REDIS_URL: REDIS!,
      REDIS_KEY_PREFIX: `ffc-test-${randomUUID()}:`,
      AUTH_SECRET: `shared-secret-${randomUUID()}`,
      LOGIN_FAILURES_PER_WINDOW: '4',
      AUTH_REQUESTS_PER_MINUTE: '10',
    };
    [a, b] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    const admin = new pg.Client({ connectionString: DATABASE });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('share one failed-login budget', async () => {
    const from = { 'x-forwarded-for': '203.0.113.1' };
    for (const api of [a, b, a, b]) {
      expect((await post(api, '/auth/login', { username: 'member', password: 'wrong-password' }, from)).status).toBe(
        401,
      );
    }
    for (const api of [a, b]) {
      const blocked = await post(api, '/auth/login', { username: 'member', password: 'demo-password' }, from);
      expect(blocked.status).toBe(429);
      expect((await blocked.json()).message).toBe(M.tooManyLoginAttempts);
    }
  });

  it('share one rate limit of auth calls per address', async () => {
    const from = { 'x-forwarded-for': '203.0.113.2' };
    for (let i = 0; i < 10; i++) {
      expect((await post(i % 2 ? a : b, '/auth/forgot', { email: 'nobody@example.org' }, from)).status).toBe(200);
    }
    expect((await post(a, '/auth/forgot', { email: 'nobody@example.org' }, from)).status).toBe(429);
    expect((await post(b, '/auth/forgot', { email: 'nobody@example.org' }, from)).status).toBe(429);
  });

  it('share the ended sessions: a logout on one refuses the access token on the other', async () => {
    const from = { 'x-forwarded-for': '203.0.113.3' };
    const login = await post(a, '/auth/login', { username: 'moderator', password: 'demo-password' }, from);
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    expect((await fetch(`${b.url}/user`, { headers: { cookie } })).status).toBe(200);
    expect((await post(a, '/auth/logout', {}, { ...from, cookie })).status).toBe(204);
    expect((await fetch(`${b.url}/user`, { headers: { cookie } })).status).toBe(401);
  });
});
