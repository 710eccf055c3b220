/**
 * The API survives PostgreSQL going away under load: while the server is down
 * it answers 503, never dies, and recovers by itself when the server is back. Runs the API as its
 * own process against a PostgreSQL server the test starts itself, and stops and starts it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBinaries, startOwnPostgres, type OwnPostgres } from '../support/postgres-server.js';
import { startApiProcess, type ServiceProcess } from '../support/processes.js';

/** Requests in parallel until `until` resolves: reads through the pool and transactions on checked-out connections. */
async function load(url: string, until: Promise<unknown>): Promise<number[]> {
  const statuses: number[] = [];
  let done = false;
  void until.finally(() => (done = true));
  const worker = async (i: number) => {
    while (!done) {
      const request =
        i % 2 === 0
          ? fetch(`${url}/businesses?searchText=cafe&page=${i % 3}`)
          : // A refresh runs in a transaction: BEGIN, then statements on one checked-out connection.
            fetch(`${url}/auth/refresh`, { method: 'POST', headers: { cookie: 'ffc_refresh=not-a-real-token' } });
      statuses.push(
        await request.then(
          (r) => r.status,
          () => 0,
        ),
      );
    }
  };
  await Promise.all(Array.from({ length: 24 }, (_, i) => worker(i)));
  return statuses;
}

describe.runIf(postgresBinaries())('the API when PostgreSQL stops under load', () => {
  let postgres: OwnPostgres;
  let api: ServiceProcess;
  beforeAll(async () => {
    postgres = await startOwnPostgres();
    api = await startApiProcess({ DATABASE_URL: postgres.url, AUTH_REQUESTS_PER_MINUTE: '1000000', DEMO_DATA: 'true' });
  }, 120_000);
  afterAll(async () => {
    await api?.stop();
    await postgres?.destroy();
  });

  it('answers 503 while it is down, stays up, and recovers by itself', async () => {
    for (const mode of ['fast', 'immediate'] as const) {
      const stopped = new Promise<void>((resolve) =>
        setTimeout(() => {
          postgres.stop(mode);
          setTimeout(resolve, 1_500);
        }, 1_000),
      );
      const statuses = await load(api.url, stopped);
      expect(api.alive(), `the API died when PostgreSQL stopped (${mode}):\n${api.output()}`).toBe(true);
      expect(
        statuses.filter((s) => s >= 500 && s !== 503),
        `${mode}: only 503 while down`,
      ).toEqual([]);
      expect(statuses).toContain(503);
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);

      const down = await fetch(`${api.url}/businesses`);
      expect(down.status).toBe(503);
      expect(await down.json()).toMatchObject({ status: 503, message: expect.any(String), errors: [] });
      expect((await fetch(`${api.url}/actuator/health`)).status).toBe(503);

      postgres.start();
      const deadline = Date.now() + 30_000;
      let health = 0;
      while (Date.now() < deadline && health !== 200) {
        health = await fetch(`${api.url}/actuator/health`).then(
          (r) => r.status,
          () => 0,
        );
        if (health !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(health).toBe(200);
      expect((await fetch(`${api.url}/businesses`)).status).toBe(200);
      expect(api.alive()).toBe(true);
    }
  }, 120_000);
});
