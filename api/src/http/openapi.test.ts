/** The REST API documents itself: a valid OpenAPI 3.1 document listing every route, browsable offline at /api/docs. */
import { compileErrors, validate } from '@readme/openapi-parser';
import { M } from '@ffc/domain';
import { errorBody } from '@ffc/domain/server';
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
    for (const method of (match[3] ?? '').split(', ').filter((m) => m && m !== 'HEAD')) routes.push(`${method} ${normalize(stack.join(''))}`);
  }
  return routes;
}

/** `/businesses/:id|:parentId/reviews` and `/businesses/{parentId}/reviews` alike become `/businesses/{}/reviews`. */
const normalize = (path: string) => path.replace(/:[\w|:]+/g, '{}').replace(/\{\w+\}/g, '{}');

describe('the OpenAPI document', () => {
  let api: TestApi;
  let document: { openapi: string; paths: Record<string, Record<string, { tags?: string[]; summary?: string }>> };
  beforeAll(async () => {
    api = await buildTestApi('pglite');
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
    expect(put.requestBody.content['application/json'].schema.required).toEqual(expect.arrayContaining(['name', 'description', 'businessType', 'country', 'website']));
    expect(Object.keys(put.responses).sort()).toEqual(['200', '400', '401', '404']);
  });

  it('documents the error body the API sends', async () => {
    expect(errorAnswer.parse(errorBody(400, M.validationFailed, [{ field: 'name', message: 'Name is required' }]))).toBeTruthy();
    const refused = await api.client().post('/businesses', {});
    expect(refused.statusCode).toBe(401);
    expect(errorAnswer.safeParse(refused.json()).success).toBe(true);
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
