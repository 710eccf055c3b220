/** The REST API documents itself: a valid OpenAPI 3.1 document listing every route, browsable offline at /api/docs. */
import { compileErrors, validate } from '@readme/openapi-parser';
import { M } from '@ffc/domain';
import { errorBody, URL_MAX_LENGTH } from '@ffc/server-kit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../../test/testing.js';
import { errorAnswer } from './schemas.js';

/** Every method and path the router serves, from Fastify's own route tree (HEAD aside). */
function servedRoutes(tree: string): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)(?:├── |└── )(\S+)(?: \(([^)]*)\))?$/u.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    for (const method of (match[3] ?? '').split(', ').filter((m) => m && m !== 'HEAD'))
      routes.push(`${method} ${normalize(stack.join(''))}`);
  }
  return routes;
}

/** `/businesses/:id|:parentId/reviews` and `/businesses/{parentId}/reviews` alike become `/businesses/{}/reviews`. */
const normalize = (path: string) => path.replace(/:[\w|:]+/g, '{}').replace(/\{\w+\}/g, '{}');

const METRICS_TOKEN = 'metrics-token-for-the-document-test';

interface Operation {
  tags?: string[];
  summary?: string;
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}

/** The error body as the document spells it (the JSON schema of `errorAnswer`). */
const ERROR_BODY_SCHEMA = { type: 'object', required: ['status', 'error', 'message', 'errors'] };

describe('the OpenAPI document', () => {
  let api: TestApi;
  let document: {
    openapi: string;
    info: { title: string; version: string };
    paths: Record<string, Record<string, Operation>>;
  };
  beforeAll(async () => {
    api = await buildTestApi('pglite', { metricsToken: METRICS_TOKEN });
    const response = await api.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(() => api.close());

  it('is valid OpenAPI 3.1', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(document) as Parameters<typeof validate>[0]);
    expect(result.valid ? '' : compileErrors(result)).toBe('');
  });

  it('lists every route the API serves, each with a summary', () => {
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${normalize(path)}`),
    );
    const served = servedRoutes(api.app.printRoutes({ commonPrefix: false })).filter(
      (route) => !route.includes('/api/docs') && route !== 'GET /api/openapi.json',
    );
    expect(served.length).toBeGreaterThanOrEqual(36);
    expect([...documented].sort()).toEqual([...served].sort());
    for (const operations of Object.values(document.paths)) {
      for (const operation of Object.values(operations)) expect(operation.summary).toBeTruthy();
    }
  });

  it('describes request bodies and answers from the domain schemas', () => {
    const put = document.paths['/api/businesses/{id}']!.put as unknown as {
      requestBody: { content: { 'application/json': { schema: { required: string[] } } } };
      responses: Record<string, unknown>;
    };
    expect(put.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['name', 'description', 'businessType', 'country', 'website']),
    );
    expect(Object.keys(put.responses).sort()).toEqual(['200', '400', '401', '404', '413', '414', '415']);
  });

  it('documents the error body the API sends', async () => {
    expect(
      errorAnswer.parse(errorBody(400, M.validationFailed, [{ field: 'name', message: 'Name is required' }])),
    ).toBeTruthy();
    const refused = await api.client().post('/businesses', {});
    expect(refused.statusCode).toBe(401);
    expect(errorAnswer.safeParse(refused.json()).success).toBe(true);
  });

  it('says every operation may answer 414, one with a path parameter 400, one that carries a body 413 and 415, in the error body', () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.length).toBeGreaterThanOrEqual(36);
    for (const { path, method, operation } of operations) {
      const carriesBody = ['post', 'put', 'patch', 'delete'].includes(method);
      const expected = carriesBody ? ['400', '413', '414', '415'] : path.includes('{') ? ['400', '414'] : ['414'];
      if (operation.requestBody) expect(carriesBody, `${method} ${path} has a body`).toBe(true);
      for (const status of expected) {
        expect(
          operation.responses[status]?.content?.['application/json']?.schema,
          `${method} ${path} ${status}`,
        ).toMatchObject(ERROR_BODY_SCHEMA);
      }
    }
  });

  it('says the metrics answer 401 without the right bearer token', () => {
    const metrics = document.paths['/api/actuator/prometheus']!.get!;
    expect(metrics.responses['401']?.content?.['application/json']?.schema).toMatchObject(ERROR_BODY_SCHEMA);
    expect(metrics.responses['200']?.content).toHaveProperty(['text/plain']);
  });

  it('answers 414, 415, a broken path 400 and the metrics 401 as the document says, in the error body', async () => {
    const refused = (response: { statusCode: number; json(): unknown }, status: number) => {
      expect(response.statusCode).toBe(status);
      expect(errorAnswer.parse(response.json())).toMatchObject({ status });
    };
    // An operation without a path id, whose address is too long only through its query.
    refused(await api.app.inject({ url: `/api/types?pad=${'x'.repeat(URL_MAX_LENGTH)}` }), 414);
    refused(await api.app.inject({ url: `/api/businesses?searchText=${'x'.repeat(URL_MAX_LENGTH)}` }), 414);
    refused(await api.app.inject({ url: `/api/businesses/${'9'.repeat(200)}` }), 414);
    refused(await api.app.inject({ url: '/api/businesses/%E0%A4%A' }), 400);
    const member = api.client();
    await member.login('member');
    // With and without a body of its own, with and without a session.
    for (const [client, method, url] of [
      [member, 'PUT', '/user'],
      [member, 'DELETE', '/user'],
      [member, 'DELETE', '/businesses/1'],
      [api.client(), 'POST', '/auth/login'],
      [api.client(), 'POST', '/auth/logout'],
    ] as const) {
      const media = await client.call(method, url, { body: '<x/>', headers: { 'content-type': 'application/xml' } });
      refused(media, 415);
      expect(media.json()).toMatchObject({ message: M.unsupportedMediaType });
    }
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${METRICS_TOKEN}`]) {
      const metrics = await api.app.inject({
        url: '/api/actuator/prometheus',
        headers: authorization ? { authorization } : {},
      });
      refused(metrics, 401);
      expect(metrics.json()).toMatchObject({ message: M.metricsTokenRequired });
    }
    const metrics = await api.app.inject({
      url: '/api/actuator/prometheus',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('serves the documentation page without the internet', async () => {
    const page = await api.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-initializer.js');
    const script = await api.app.inject({ url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(script.statusCode).toBe(200);
    expect(page.body).not.toMatch(/https?:\/\/(?!localhost)[\w.-]+\/[^"']*\.(js|css)/);
  });
});
