/**
 * The API survives PostgreSQL going away under load: while the server is down
 * it answers 503, never dies, and recovers by itself when the server is back. Runs the API as its
 * own process against a PostgreSQL server the test starts itself, and stops and starts it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBinaries, startOwnPostgres, type OwnPostgres } from '../support/postgres-server.js';
import { startApiProcess, type ServiceProcess } from '../support/processes.js';
import { until, untilHealthy } from '../support/wait.js';

/** The status of each answer, by the worker that sent its request. */
type Statuses = number[][];

/**
 * Requests in parallel until `stop` is called, which answers every status: reads through the pool
 * and transactions on checked-out connections.
 */
function load(url: string): { statuses: Statuses; stop(): Promise<number[]> } {
  let done = false;
  const statuses: Statuses = Array.from({ length: 24 }, () => []);
  const worker = async (i: number) => {
    while (!done) {
      const request =
        i % 2 === 0
          ? fetch(`${url}/businesses?searchText=cafe&page=${i % 3}`)
          : // A refresh runs in a transaction: BEGIN, then statements on one checked-out connection.
            fetch(`${url}/auth/refresh`, { method: 'POST', headers: { cookie: 'ffc_refresh=not-a-real-token' } });
      statuses[i]!.push(
        await request.then(
          (r) => r.status,
          () => 0,
        ),
      );
    }
  };
  const running = Promise.all(statuses.map((_, i) => worker(i)));
  return {
    statuses,
    async stop() {
      done = true;
      await running;
      return statuses.flat();
    },
  };
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
      // Under load (the API has answered some), PostgreSQL stops; the load goes on until every
      // worker has been answered 503, so each request in flight at the stop has had its answer
      // (or until an answer is wrong or the API has died, which the checks below show).
      const traffic = load(api.url);
      const since = (from: number[]) => traffic.statuses.map((worker, i) => worker.slice(from[i]));
      await until('the API answers under load', () => traffic.statuses.flat().filter((s) => s === 200).length >= 24);
      const atStop = traffic.statuses.map((worker) => worker.length);
      postgres.stop(mode);
      await until(
        `every worker is answered 503 once PostgreSQL stopped (${mode})`,
        () =>
          since(atStop).every((answers) => answers.includes(503)) ||
          since(atStop).some((answers) => answers.some((s) => s >= 500 && s !== 503)) ||
          !api.alive(),
      );
      const statuses = await traffic.stop();
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
      await untilHealthy(api.url);
      expect((await fetch(`${api.url}/businesses`)).status).toBe(200);
      expect(api.alive()).toBe(true);
    }
  }, 120_000);
});
