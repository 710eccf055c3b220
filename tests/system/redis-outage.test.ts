/**
 * Redis is optional: when the Redis server the API and the BFF share goes away under load, every
 * request still gets its answer (limits count per process meanwhile), and when Redis returns both
 * services share their counts through it again. Ended sessions stay ended through its restart.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyDemoPglite } from '@ffc/api/testing';
import { freePort, startApiProcess, startService, type ServiceProcess } from '../support/processes.js';
import { hasRedisServer, startOwnRedis, type OwnRedis } from '../support/redis-server.js';
import { until } from '../support/wait.js';

const CSRF = { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' };

interface Answer {
  readonly phase: Phase;
  readonly status: number;
  readonly ms: number;
}
type Phase = 'before' | 'outage' | 'after';

// Without redis-server the suite is skipped here, but never in CI (.ci/run installs it).
describe.runIf(hasRedisServer() || process.env.CI === 'true')('a Redis outage under load', () => {
  let redis: OwnRedis;
  let api: ServiceProcess;
  let bff: ServiceProcess;
  let dataDir: string;

  beforeAll(async () => {
    redis = await startOwnRedis();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'ffc-redis-outage-'));
    // The demo database, seeded once for the run: the API opens it instead of seeding its own.
    await copyDemoPglite(dataDir);
    api = await startApiProcess({
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: 'api:',
      AUTH_SECRET: `outage-secret-${randomUUID()}`,
      AUTH_REQUESTS_PER_MINUTE: '100000',
      LOGIN_FAILURES_PER_WINDOW: '100000',
    });
    const port = await freePort();
    bff = await startService(
      'bff',
      {
        PORT: String(port),
        HOST: '127.0.0.1',
        API_URL: api.url,
        REDIS_URL: redis.url,
        REDIS_KEY_PREFIX: 'bff:',
        WEB_DIST: path.join(dataDir, 'no-web'),
      },
      `http://127.0.0.1:${port}`,
      '/health',
    );
  }, 120_000);

  afterAll(async () => {
    await Promise.all([bff?.stop(), api?.stop()]);
    await redis?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const login = (username: string) =>
    fetch(`${api.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'demo-password' }),
    });
  const cookieOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');

  it('answers every request while Redis is away, and both services share through it again when it returns', async () => {
    let phase: Phase = 'before';
    let running = true;
    const answers: Answer[] = [];
    const timed = async (send: () => Promise<Response>) => {
      const started = performance.now();
      const status = await send().then(
        async (response) => {
          await response.arrayBuffer();
          return response.status;
        },
        () => 0,
      );
      answers.push({ phase, status, ms: performance.now() - started });
    };
    // Four visitors reading a list through the BFF, two trying passwords at the API's /auth.
    const graphql = () =>
      timed(() =>
        fetch(`${bff.url}/graphql`, {
          method: 'POST',
          headers: CSRF,
          body: JSON.stringify({ query: '{ businesses { totalElements } }' }),
          signal: AbortSignal.timeout(30_000),
        }),
      );
    const auth = () =>
      timed(() =>
        fetch(`${api.url}/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'member', password: 'wrong-password' }),
          signal: AbortSignal.timeout(30_000),
        }),
      );
    const visitor = async (send: () => Promise<void>) => {
      while (running) await send();
    };
    const load = Promise.all([graphql, graphql, graphql, graphql, auth, auth].map(visitor));

    const answered = (p: Phase, count: number) => () =>
      answers.filter((a) => a.phase === p && a.status > 0 && a.status < 500).length >= count;

    try {
      await until(
        'both services use Redis',
        async () => (await redis.countKeys('api:')) > 0 && (await redis.countKeys('bff:')) > 0,
      );
      await until('answers before the outage', answered('before', 50));
      await redis.stop();
      phase = 'outage';
      // Long enough for clients to notice and for reconnect attempts to back off.
      const outageEnds = Date.now() + 5_000;
      await until('the outage has lasted five seconds', () => Date.now() > outageEnds, 10_000);
      // Without a fallback there may be no answers at all: the checks below say so with the figures.
      await until('answers during the outage', answered('outage', 50), 15_000).catch(() => undefined);
      await redis.start();
      phase = 'after';
      await until(
        'both services share through Redis again',
        async () => (await redis.countKeys('api:')) > 0 && (await redis.countKeys('bff:')) > 0,
      );
      await until('answers after the outage', answered('after', 50), 15_000).catch(() => undefined);
    } finally {
      running = false;
      await load;
    }

    const figures = (['before', 'outage', 'after'] as const).map((p) => {
      const of = answers.filter((a) => a.phase === p);
      const ok = of.filter((a) => a.status > 0 && a.status < 500);
      const slowest = Math.max(0, ...of.map((a) => a.ms));
      return `${p}: ${ok.length}/${of.length} answered, slowest ${slowest.toFixed(0)} ms`;
    });
    console.info(`Redis outage figures: ${figures.join('; ')}`);
    const failed = answers.filter((a) => a.status === 0 || a.status >= 500);
    expect(failed, figures.join('; ')).toEqual([]);
    // Reads and logins are refused (401) or answered, never 500, and never held up by reconnect waits.
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200, 401]));
    const outageSlowest = Math.max(...answers.filter((a) => a.phase === 'outage').map((a) => a.ms));
    expect(outageSlowest, figures.join('; ')).toBeLessThan(5_000);
  }, 120_000);

  it('keeps a logged-out session and a disabled member ended when Redis restarts', async () => {
    const moderator = cookieOf(await login('moderator'));
    expect((await fetch(`${api.url}/user`, { headers: { cookie: moderator } })).status).toBe(200);
    expect((await fetch(`${api.url}/auth/logout`, { method: 'POST', headers: { cookie: moderator } })).status).toBe(
      204,
    );

    const member = cookieOf(await login('member'));
    const memberId = (
      (await (await fetch(`${api.url}/user`, { headers: { cookie: member } })).json()) as { id: number }
    ).id;
    const admin = cookieOf(await login('administrator'));
    const disabled = await fetch(`${api.url}/users/${memberId}/enabled`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: admin },
      body: JSON.stringify({ enabled: false }),
    });
    expect(disabled.status).toBe(200);
    expect((await fetch(`${api.url}/user`, { headers: { cookie: member } })).status).toBe(401);

    await redis.stop();
    await redis.start();

    expect((await fetch(`${api.url}/user`, { headers: { cookie: moderator } })).status).toBe(401);
    expect((await fetch(`${api.url}/user`, { headers: { cookie: member } })).status).toBe(401);
    const created = await fetch(`${api.url}/businesses`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: member },
      body: JSON.stringify({
        name: 'Ghost Cafe',
        description: 'Made by a disabled member',
        businessType: { id: 1 },
        country: { id: 1 },
        website: 'https://ghost.example',
      }),
    });
    expect(created.status).toBe(401);
  }, 60_000);
});
