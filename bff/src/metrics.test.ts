/**
 * The BFF's metrics stay bounded whatever a client sends: operation names the web app does not
 * send, and ids nobody has, add no series; with METRICS_TOKEN unset nothing is recorded at all.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Registry } from 'prom-client';
import { MockAgent } from 'undici';
import { WEB_OPERATION_NAMES } from './generated/web-operations.js';
import { loadBffConfig } from './config.js';
import { fillPath, routeOf } from './rest/paths.js';
import { buildBff, CSRF_HEADER } from './server.js';
import { startStack, type Stack } from '../test/testing.js';

const TOKEN = 'bff-metrics-secret-2';
const REQUESTS = 2_000;
/** Sent this many at a time: quicker than one by one, and still well under the API's pool. */
const AT_ONCE = 25;

const graphql = (app: Stack['bff']['app'], query: string) =>
  app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
    payload: { query },
  });

/** The i-th made-up request: a name no screen uses, and an id from either end of GraphQL's Int. */
const probe = (i: number) =>
  `query Probe${i} { business(id: ${i % 2 ? -2_147_483_648 + i : 2_147_483_647 - i}) { id } }`;

async function sendAll(count: number, send: (i: number) => Promise<unknown>) {
  for (let i = 0; i < count; i += AT_ONCE)
    await Promise.all(Array.from({ length: Math.min(AT_ONCE, count - i) }, (_, j) => send(i + j)));
}

/**
 * The BFF's own samples in a Prometheus text answer: its lines that are not comments, without
 * Node's process metrics (a kind of garbage collection seen for the first time adds a whole
 * histogram of those, whatever the requests were).
 */
const seriesOf = (text: string) =>
  text.split('\n').filter((line) => line && !line.startsWith('#') && !/^(nodejs|process)_/.test(line));

describe('metrics under made-up operation names and ids', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ bff: { metricsToken: TOKEN, graphqlRequestsPerMinute: 1_000_000 } });
  });
  afterAll(() => stack.close());

  const scrape = async () =>
    (await stack.bff.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;

  it(`keeps the number of series bounded over ${REQUESTS} requests with distinct names and ids`, async () => {
    await sendAll(10, (i) => graphql(stack.bff.app, probe(i)));
    const before = seriesOf(await scrape()).length;
    await sendAll(REQUESTS, (i) => graphql(stack.bff.app, probe(i + 10)));
    const text = await scrape();
    // Requests add no series of ours (a new status or outcome may add one or two).
    expect(seriesOf(text).length).toBeLessThan(before + 10);
    expect(text).not.toMatch(/Probe\d/);
    expect(text).not.toMatch(/route="[^"]*\d/);
    expect(text).toMatch(/graphql_operations_total\{operation="other",type="query",outcome="ok"\} \d+/);
    expect(text).toMatch(/rest_calls_total\{method="GET",route="\/businesses\/:id",status="\d+"\} \d+/);
  }, 120_000);

  it('labels an operation the web app sends by its name', async () => {
    expect(WEB_OPERATION_NAMES).toContain('ReferenceData');
    await graphql(stack.bff.app, 'query ReferenceData { types { countryList { id } } }');
    expect(await scrape()).toMatch(
      /graphql_operations_total\{operation="ReferenceData",type="query",outcome="ok"\} \d+/,
    );
  });
});

describe('REST route labels', () => {
  it('stand every value in a path as a parameter, and keep its fixed words', () => {
    expect(fillPath('/businesses/{id}', { id: -2_147_483_648 })).toBe('/businesses/-2147483648');
    expect(routeOf('/businesses/{id}')).toBe('/businesses/:id');
    expect(fillPath('/homes/{parentId}/reviews/{id}', { parentId: 12, id: 3 })).toBe('/homes/12/reviews/3');
    expect(routeOf('/homes/{parentId}/reviews/{id}')).toBe('/homes/:id/reviews/:id');
    expect(fillPath('/shared-lists/{token}', { token: 'a0b1-c2/d3' })).toBe('/shared-lists/a0b1-c2%2Fd3');
    expect(routeOf('/shared-lists/{token}')).toBe('/shared-lists/:id');
    expect(fillPath('/states/{countryId}/used', { countryId: 1e21 })).toBe('/states/1e%2B21/used');
    expect(() => fillPath('/states/{countryId}', {})).toThrow(/countryId/);
  });
});

describe('metrics turned off (no METRICS_TOKEN)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('makes no metric, so records nothing, however many requests come', async () => {
    // The BFF alone, its API mocked: any metric made in this process is the BFF's, and without a
    // metric nothing can be recorded.
    const registered = vi.spyOn(Registry.prototype, 'registerMetric');
    const agent = new MockAgent();
    agent.disableNetConnect();
    const notFound = { status: 404, error: 'Not Found', message: 'Not found.', errors: [] };
    agent
      .get('http://api.test')
      .intercept({ path: /^\/api\/businesses\//, method: 'GET' })
      .reply(404, notFound)
      .persist();
    const bff = await buildBff(
      { ...loadBffConfig({ NODE_ENV: 'test' }), apiUrl: 'http://api.test/api', graphqlRequestsPerMinute: 1_000_000 },
      { dispatcher: agent },
    );
    try {
      await sendAll(100, (i) => graphql(bff.app, probe(i)));
      await graphql(bff.app, `query ${WEB_OPERATION_NAMES[0]} { nope }`);
      expect((await bff.app.inject({ url: '/metrics' })).statusCode).toBe(404);
      expect(registered).not.toHaveBeenCalled();
    } finally {
      // Closes the agent too: it is the BFF's dispatcher.
      await bff.app.close();
    }
  });
});
