import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, DATABASE_ENGINES, type TestApi } from '../../test/testing.js';

describe.each(DATABASE_ENGINES)('actuator on %s', (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await buildTestApi(engine, { metricsToken: 'metrics-secret' });
  });
  afterAll(() => api.close());

  it('exposes request metrics by route pattern, and pool metrics on PostgreSQL', async () => {
    const client = api.client();
    await client.get('/businesses');
    await client.get('/businesses/999999');
    const response = await client.get('/actuator/prometheus', { headers: { authorization: 'Bearer metrics-secret' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toMatch(/http_requests_total\{method="GET",route="\/api\/businesses",status="200"\} 1/);
    expect(response.body).toMatch(/http_requests_total\{method="GET",route="\/api\/businesses\/:id",status="404"\} 1/);
    expect(response.body).toContain('http_request_duration_seconds_bucket');
    expect(response.body).toContain('process_cpu_seconds_total');
    if (engine === 'postgres') expect(response.body).toMatch(/db_pool_connections\{state="total"\} \d+/);
  });

  it('answers metrics only to the holder of METRICS_TOKEN', async () => {
    const client = api.client();
    expect((await client.get('/actuator/prometheus')).statusCode).toBe(401);
    expect(
      (await client.get('/actuator/prometheus', { headers: { authorization: 'Bearer wrong-secret!' } })).statusCode,
    ).toBe(401);
    const open = await buildTestApi(engine);
    try {
      expect((await open.client().get('/actuator/prometheus')).statusCode).toBe(404);
    } finally {
      await open.close();
    }
  });
});
