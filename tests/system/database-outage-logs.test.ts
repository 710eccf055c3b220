/**
 * A database outage fills the log with a few lines, not one stack trace per request: while
 * PostgreSQL is down the API answers every request 503 in the error body and logs the outage at
 * most once every few seconds per kind, and the BFF in front of it stays quiet.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M } from '@ffc/domain';
import { postgresBinaries, startOwnPostgres, type OwnPostgres } from '../support/postgres-server.js';
import { errorLines, startApiProcess, startBffProcess, type ServiceProcess } from '../support/processes.js';
import { until, untilHealthy } from '../support/wait.js';

const REQUESTS = 200;
const PATHS = ['/businesses', '/businesses?searchText=cafe', '/homes/1', '/types', '/products'];

/** `count` requests, 20 at a time; answers each status and body. */
async function many(
  count: number,
  send: (i: number) => Promise<Response>,
): Promise<{ status: number; body: unknown }[]> {
  const answers: { status: number; body: unknown }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const response = await send(next++);
      answers.push({ status: response.status, body: await response.json().catch(() => undefined) });
    }
  };
  await Promise.all(Array.from({ length: 20 }, worker));
  return answers;
}

describe.runIf(postgresBinaries())('logging while the database is down', () => {
  let postgres: OwnPostgres;
  let api: ServiceProcess;
  let bff: ServiceProcess;
  beforeAll(async () => {
    postgres = await startOwnPostgres();
    api = await startApiProcess({ DATABASE_URL: postgres.url, DEMO_DATA: 'true' });
    bff = await startBffProcess(api.url);
  }, 120_000);
  afterAll(async () => {
    await bff?.stop();
    await api?.stop();
    await postgres?.destroy();
  });

  it('answers every request 503 but logs the outage a few times, not once a request, and recovers', async () => {
    expect((await fetch(`${api.url}/businesses`)).status).toBe(200);
    const apiBefore = api.output().length;
    const bffBefore = bff.output().length;
    postgres.stop('fast');

    const rest = await many(REQUESTS, (i) => fetch(`${api.url}${PATHS[i % PATHS.length]}`));
    expect(rest.filter((answer) => answer.status !== 503)).toEqual([]);
    for (const answer of rest)
      expect(answer.body).toEqual({
        status: 503,
        error: 'Service Unavailable',
        message: M.databaseUnavailable,
        errors: [],
      });
    const graphql = await many(REQUESTS / 4, () =>
      fetch(`${bff.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
        body: JSON.stringify({ query: '{ businesses { totalElements } }' }),
      }),
    );
    for (const answer of graphql) expect(JSON.stringify(answer.body)).toContain('UPSTREAM_UNAVAILABLE');

    const logged = errorLines(api.output().slice(apiBefore));
    expect(logged.length, logged.join('\n')).toBeGreaterThanOrEqual(1);
    expect(logged.length, logged.join('\n')).toBeLessThanOrEqual(3);
    expect(errorLines(bff.output().slice(bffBefore))).toEqual([]);

    // The requests held back are not lost: a summary line counts them once the quiet time ends.
    const failedSinceLastLine = () =>
      errorLines(api.output().slice(apiBefore)).reduce(
        (sum, line) => sum + 1 + (Number(/"failedSinceLastLine":(\d+)/.exec(line)?.[1]) || 0),
        0,
      );
    await until('the log accounts for every refused request', () => failedSinceLastLine() >= REQUESTS + graphql.length);

    postgres.start();
    await untilHealthy(api.url);
    expect((await fetch(`${api.url}/businesses`)).status).toBe(200);
    expect(api.alive()).toBe(true);
  }, 120_000);
});
