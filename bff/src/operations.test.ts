/**
 * Following one request through both services, and the BFF's metrics: an x-request-id
 * made at the BFF (or taken from a trusted proxy), sent to the API, returned to the browser; log
 * lines name their service; /metrics counts operations and REST calls for the holder of the token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from './server.js';
import { startStack, type Stack } from '../test/testing.js';

const TYPES = { query: 'query ReferenceData { types { countryList { id } } }' };
const post = (stack: Stack, headers: Record<string, string> = {}) =>
  stack.bff.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', ...headers },
    payload: TYPES,
  });

describe('one request through both logs', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ bff: { metricsToken: 'bff-metrics-secret-1', typesCacheTtlMs: 0 } });
  });
  afterAll(() => stack.close());

  it('gives each request an id, sends it to the API, and answers it', async () => {
    stack.requestIds.length = 0;
    const response = await post(stack);
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(stack.requestIds).toEqual([id]);
    const direct = await stack.api.app.inject({ url: '/api/types', headers: { 'x-request-id': String(id) } });
    expect(direct.headers['x-request-id']).toBe(id);
  });

  it('ignores an id from the open internet, and never takes one that is not an id', async () => {
    const response = await post(stack, { 'x-request-id': 'made-up-by-a-visitor' });
    expect(response.headers['x-request-id']).not.toBe('made-up-by-a-visitor');
    const api = await stack.api.app.inject({
      url: '/api/types',
      headers: { 'x-request-id': 'bad id\nwith a newline' },
    });
    expect(api.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('names the service on every log line', () => {
    // Fastify's logger is pino, whose bindings() the base type leaves out.
    const bindings = (app: { log: unknown }) => (app.log as { bindings(): Record<string, unknown> }).bindings();
    expect(bindings(stack.bff.app)).toMatchObject({ service: 'bff' });
    expect(bindings(stack.api.app)).toMatchObject({ service: 'api' });
  });

  it('counts operations by name, errors by code and REST calls by route for the holder of METRICS_TOKEN', async () => {
    await post(stack);
    await stack.client().run('{ business(id: 999999) { id } }');
    await stack.client().run('{ nope }');
    expect((await stack.bff.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    const metrics = (
      await stack.bff.app.inject({ url: '/metrics', headers: { authorization: 'Bearer bff-metrics-secret-1' } })
    ).body;
    expect(metrics).toMatch(/graphql_operations_total\{operation="ReferenceData",type="query",outcome="ok"\} \d+/);
    expect(metrics).toMatch(
      /graphql_operation_duration_seconds_bucket\{le="[\d.]+",operation="ReferenceData",type="query"\}/,
    );
    expect(metrics).toMatch(/graphql_errors_total\{code="GRAPHQL_VALIDATION_FAILED"\} \d+/);
    expect(metrics).toMatch(/rest_calls_total\{method="GET",route="\/types",status="200"\} \d+/);
    expect(metrics).toMatch(/rest_calls_total\{method="GET",route="\/businesses\/:id",status="404"\} 1/);
  });
});

describe('behind a trusted proxy', () => {
  // Started in a hook, not in the test: on a busy machine starting both services takes longer than a test may.
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ bff: { trustProxy: 'loopback' } });
  });
  afterAll(() => stack?.close());

  it('keeps the id the proxy gave the request', async () => {
    stack.requestIds.length = 0;
    const response = await post(stack, { 'x-request-id': 'proxy-trace-42' });
    expect(response.headers['x-request-id']).toBe('proxy-trace-42');
    expect(stack.requestIds).toEqual(['proxy-trace-42']);
    expect((await stack.bff.app.inject({ url: '/metrics' })).statusCode).toBe(404);
  });
});
