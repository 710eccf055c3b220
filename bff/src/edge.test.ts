/**
 * The BFF's edge: CORS for the site's own origin only, security headers, query limits
 * that price lists realistically, a rate limit per client, timeouts towards a stalled API and
 * from slow clients, and the client address and HTTPS as a trusted proxy reports them.
 */
import net from 'node:net';
import { MockAgent } from 'undici';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { M } from '@ffc/domain';
import { loadBffConfig, OSM_TILES, tileSource } from './config.js';
import { RestApi, RestTransport, REST_CALLS_PER_REQUEST } from './rest/api.js';
import { Kind, parse, validate, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import * as webOperations from '../../web/src/gql/graphql.js';
import { costLimitRule, HEAVIEST_SCREEN_COST, operationCost } from './graphql/cost.js';
import { schema } from './schema.js';
import { buildBff, CSRF_HEADER, MAX_QUERY_COST } from './server.js';
import { sendUnfinishedBody } from '@ffc/api/testing';
import { fakeWebDist, GraphQLClient, startStack, type Stack } from '../test/testing.js';

const SITE = 'https://fragrance-free.example';
const graphql = (query: string, headers: Record<string, string> = {}) => ({
  method: 'POST' as const,
  url: '/graphql',
  headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', ...headers },
  payload: { query },
});

describe('the BFF edge in front of the real API', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({
      bff: { webDist: await fakeWebDist(), allowedOrigins: [SITE], graphqlRequestsPerMinute: 100_000 },
    });
  });
  afterAll(() => stack.close());

  it('answers credentialed CORS only to the allowed origin', async () => {
    const evil = await stack.bff.app.inject(graphql('{ me { id } }', { origin: 'http://localhost:5555' }));
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    expect(evil.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await stack.bff.app.inject({
      method: 'OPTIONS',
      url: '/graphql',
      headers: {
        origin: 'http://localhost:5555',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const own = await stack.bff.app.inject(graphql('{ me { id } }', { origin: SITE }));
    expect(own.headers['access-control-allow-origin']).toBe(SITE);
    expect(own.headers['access-control-allow-credentials']).toBe('true');
  });

  it('sends a strict Content-Security-Policy and the other security headers on pages and GraphQL', async () => {
    for (const response of [
      await stack.bff.app.inject({ url: '/businesses/3', headers: { accept: 'text/html' } }),
      await stack.bff.app.inject(graphql('{ me { id } }')),
      await stack.bff.app.inject({ url: '/graphql', headers: { accept: 'text/html' } }),
    ]) {
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it("allows the map tiles' origin to serve images, and tells the web app where tiles come from", async () => {
    const csp = String(
      (await stack.bff.app.inject({ url: '/businesses', headers: { accept: 'text/html' } })).headers[
        'content-security-policy'
      ],
    );
    expect(csp).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org");
    const answer = await stack.bff.app.inject(graphql('{ mapTiles { url attribution } }'));
    expect(answer.json().data.mapTiles).toEqual(OSM_TILES);
    const own = loadBffConfig({
      MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
      MAP_ATTRIBUTION: 'Example tiles',
    });
    expect(own.mapTiles).toEqual({
      url: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
      attribution: 'Example tiles',
    });
    expect(tileSource(own.mapTiles.url)).toBe('https://*.tiles.example.org');
    expect(tileSource('/tiles/{z}/{x}/{y}.png')).toBeUndefined();
    expect(() => loadBffConfig({ MAP_TILE_URL: 'https://tiles.example.org/map.png' })).toThrow(/MAP_TILE_URL/);
  });

  it('serves GraphiQL from its own assets, with no inline script and nothing from a CDN', async () => {
    const page = await stack.bff.app.inject({ url: '/graphql', headers: { accept: 'text/html' } });
    expect(page.body).not.toMatch(/https?:\/\//);
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    for (const [, attributes, body] of scripts) {
      if (!attributes!.includes('application/json')) expect(body!.trim()).toBe('');
    }
    for (const src of page.body.match(/\/graphiql\/[a-z.]+/g)!) {
      expect((await stack.bff.app.inject({ url: src })).statusCode, src).toBe(200);
    }
    expect((await stack.bff.app.inject({ url: '/graphiql/editor.worker.js' })).statusCode).toBe(200);
  });

  it('refuses 210 aliased lists of entries with their reviews before making any REST call', async () => {
    const aliases = Array.from(
      { length: 210 },
      (_, i) => `a${i}: businesses { content { id reviews { content { id name comment } } } }`,
    ).join(' ');
    stack.calls.length = 0;
    const answer = await stack.client().run(`{ ${aliases} }`);
    expect(answer.data).toBeNull();
    expect(answer.errors?.length).toBeGreaterThan(0);
    expect(stack.calls).toEqual([]);
    // Below the alias limit the price of the lists alone refuses it.
    const priced = await stack
      .client()
      .run(
        `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: businesses { content { id name description city reviewCount rating businessType { id name } } }`).join(' ')} }`,
      );
    expect(priced.errors?.[0]?.message).toMatch(/asks for too much at once/);
    expect(stack.calls).toEqual([]);
  });

  it('lets every operation of the web app through the cost limit', () => {
    const documents = Object.entries(webOperations).filter(([name]) => name.endsWith('Document'));
    expect(documents.length).toBeGreaterThan(30);
    for (const [name, document] of documents) {
      expect(validate(schema, document as DocumentNode, [costLimitRule(MAX_QUERY_COST)]), name).toEqual([]);
    }
  });

  it('has no reviews on a list row, and serves them for one entry', async () => {
    stack.calls.length = 0;
    const inList = await stack.client().run('{ businesses { content { id reviews { content { id } } } } }');
    expect(inList.errors?.[0]?.message).toMatch(/Cannot query field "reviews" on type "BusinessListItem"/);
    expect(stack.calls).toEqual([]);
    const one = await stack
      .client()
      .run<{ business: { reviews: { content: unknown[] } } }>(
        '{ business(id: 1) { id reviews { content { id rating } } } }',
      );
    expect(one.errors).toBeUndefined();
    expect(one.data?.business.reviews.content.length).toBeGreaterThan(0);
  });

  it('answers a document nested 1,000 levels deep with a clear error, not a crash', async () => {
    const deep = `{ ${'business(id: 1) { '.repeat(1000)}id${' }'.repeat(1000)} }`;
    const response = await stack.bff.app.inject(graphql(deep));
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().errors[0].message).toMatch(/token/i);
  });

  it('keeps suggestions for developers, and hides them in production', async () => {
    const developer = await stack.client().run('{ businesse { id } }');
    expect(developer.errors?.[0]?.message).toMatch(/Did you mean/);
    const production = await buildBff({
      ...loadBffConfig({ NODE_ENV: 'test' }),
      apiUrl: stack.api.url,
      production: true,
    });
    try {
      const answer = await new GraphQLClient(production.app).run('{ businesse { id } }');
      expect(answer.errors?.[0]?.message).not.toMatch(/Did you mean/);
    } finally {
      await production.app.close();
    }
  });
});

describe('limits per client and per request', () => {
  it('rate-limits GraphQL per client address with a GraphQL-shaped 429', async () => {
    const stack = await startStack({ bff: { graphqlRequestsPerMinute: 3 } });
    try {
      for (let i = 0; i < 3; i++) expect((await stack.bff.app.inject(graphql('{ me { id } }'))).statusCode).toBe(200);
      const limited = await stack.bff.app.inject(graphql('{ me { id } }'));
      expect(limited.statusCode).toBe(429);
      expect(limited.json().errors[0]).toMatchObject({
        message: M.tooManyRequests,
        extensions: { code: 'TOO_MANY_REQUESTS' },
      });
    } finally {
      await stack.close();
    }
  });

  it('prices the heaviest screen of the web app as the budget assumes: a list with its reference data', () => {
    const costs = new Map<string, number>();
    for (const [name, document] of Object.entries(webOperations).filter(([n]) => n.endsWith('Document'))) {
      const doc = document as DocumentNode;
      const operation = doc.definitions.find(
        (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
      )!;
      costs.set(name, operationCost(schema, doc, operation));
    }
    const reference = costs.get('ReferenceDataDocument')!;
    const heaviestOther = Math.max(
      ...[...costs].filter(([name]) => name !== 'ReferenceDataDocument').map(([, cost]) => cost),
    );
    expect(HEAVIEST_SCREEN_COST).toBe(reference + heaviestOther);
  });

  it('limits a client address by what its requests cost, not by their number, and no other address', async () => {
    const heavy = `{ ${Array.from({ length: 9 }, (_, i) => `a${i}: businesses { content { id name city reviewCount rating } }`).join(' ')} }`;
    const document = parse(heavy);
    const price = operationCost(schema, document, document.definitions[0] as OperationDefinitionNode);
    // Three of these requests fit in the budget; the fourth does not.
    const stack = await startStack({ bff: { graphqlRequestsPerMinute: 100_000, graphqlCostPerMinute: 3 * price + 1 } });
    const from = (remoteAddress: string) => ({ ...graphql(heavy), remoteAddress });
    try {
      for (let i = 0; i < 3; i++) {
        const allowed = await stack.bff.app.inject(from('203.0.113.7'));
        expect(allowed.statusCode).toBe(200);
        expect(allowed.json().errors).toBeUndefined();
      }
      stack.calls.length = 0;
      const limited = await stack.bff.app.inject(from('203.0.113.7'));
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toMatch(/^\d+$/);
      expect(limited.json().errors[0]).toMatchObject({
        message: M.tooManyRequests,
        extensions: { code: 'TOO_MANY_REQUESTS', status: 429 },
      });
      expect(stack.calls).toEqual([]);
      // A cheap request from the same address is refused too: the budget is spent, whatever comes next.
      expect(
        (await stack.bff.app.inject({ ...graphql('{ me { id } }'), remoteAddress: '203.0.113.7' })).statusCode,
      ).toBe(429);
      expect((await stack.bff.app.inject(from('203.0.113.8'))).statusCode).toBe(200);
    } finally {
      await stack.close();
    }
  });

  it(`makes at most ${REST_CALLS_PER_REQUEST} REST calls for one GraphQL request`, async () => {
    const agent = new MockAgent();
    agent.disableNetConnect();
    agent.get('http://api.test').intercept({ path: '/api/types', method: 'GET' }).reply(200, {}).persist();
    const rest = new RestApi(new RestTransport('http://api.test/api', agent), {
      cookie: undefined,
      clientIp: '127.0.0.1',
      protocol: 'http',
      setCookies: [],
    });
    const results = await Promise.allSettled(Array.from({ length: REST_CALLS_PER_REQUEST + 5 }, () => rest.types()));
    const refused = results.filter((r) => r.status === 'rejected' && (r.reason as Error).message === M.tooManyLookups);
    expect(refused).toHaveLength(5);
    await agent.close();
  });
});

describe('a stalled or failing API', () => {
  let stalled: net.Server;
  let url: string;
  const sockets = new Set<net.Socket>();
  beforeAll(async () => {
    // Accepts connections and never answers, like an API stuck behind a dead database.
    stalled = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(stalled.address() as net.AddressInfo).port}/api`;
  });
  afterAll(() => {
    for (const socket of sockets) socket.destroy();
    return new Promise((resolve) => stalled.close(resolve));
  });

  it('answers UPSTREAM_UNAVAILABLE within the timeout, and /health reports the API DOWN', async () => {
    const bff = await buildBff({ ...loadBffConfig({ NODE_ENV: 'test' }), apiUrl: url, apiTimeoutMs: 300 });
    try {
      const started = Date.now();
      const answer = await new GraphQLClient(bff.app).run('{ types { countryList { id } } }');
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(answer.errors?.[0]?.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
      const health = await bff.app.inject({ url: '/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'DOWN', components: { api: { status: 'DOWN' } } });
    } finally {
      await bff.app.close();
    }
  });

  it('turns a REST 503 into UPSTREAM_UNAVAILABLE', async () => {
    const agent = new MockAgent();
    agent.disableNetConnect();
    agent
      .get('http://api.test')
      .intercept({ path: '/api/types', method: 'GET' })
      .reply(503, { status: 503, error: 'Service Unavailable', message: M.databaseUnavailable, errors: [] });
    const bff = await buildBff(
      { ...loadBffConfig({ NODE_ENV: 'test' }), apiUrl: 'http://api.test/api' },
      { dispatcher: agent },
    );
    try {
      const answer = await new GraphQLClient(bff.app).run('{ types { countryList { id } } }');
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', status: 503 });
      expect(answer.errors?.[0]?.message).toBe(M.databaseUnavailable);
    } finally {
      await bff.app.close();
    }
  });
});

describe('slow clients', () => {
  it('closes a connection whose body never finishes, and refuses connections past the limit', async () => {
    const bff = await buildBff({
      ...loadBffConfig({ NODE_ENV: 'test' }),
      apiUrl: 'http://127.0.0.1:9/api',
      requestTimeoutMs: 600,
      maxConnections: 3,
    });
    await bff.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (bff.app.server.address() as net.AddressInfo).port;
    try {
      const { answer, afterMs } = await sendUnfinishedBody(port, '/graphql');
      expect(afterMs).toBeLessThan(5_000);
      expect(answer).toMatch(/^HTTP\/1.1 408/);

      const held = await Promise.all(
        Array.from(
          { length: 3 },
          () =>
            new Promise<net.Socket>((resolve) => {
              const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
            }),
        ),
      );
      // The server has taken all three (counted them) before the next one comes.
      const taken = () =>
        new Promise<number>((resolve, reject) =>
          bff.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
        );
      await vi.waitFor(async () => expect(await taken()).toBe(3), { timeout: 5_000 });
      const extra = net.connect(port, '127.0.0.1');
      const refused = await new Promise<boolean>((resolve) => {
        extra.on('close', () => resolve(true));
        extra.on('data', () => resolve(false));
        extra.write('GET /health HTTP/1.1\r\nHost: x\r\n\r\n');
      });
      expect(refused).toBe(true);
      for (const socket of held) socket.destroy();
    } finally {
      await bff.app.close();
    }
  });
});

describe('behind the HTTPS proxy (BFF_TRUST_PROXY)', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ api: { loginFailuresPerWindow: 3 }, bff: { trustProxy: 'loopback' } });
  });
  afterAll(() => stack.close());

  const login = (client: string, password: string) =>
    stack.bff.app.inject(
      graphql(`mutation { login(username: "moderator", password: "${password}") { id } }`, {
        'x-forwarded-for': client,
        'x-forwarded-proto': 'https',
      }),
    );

  it('marks cookies Secure, sends HSTS, and locks out only the client that failed', async () => {
    for (let i = 0; i < 3; i++)
      expect((await login('198.51.100.1', 'wrong-password')).json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await login('198.51.100.1', 'demo-password')).json().errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    const other = await login('198.51.100.2', 'demo-password');
    expect(other.json().data.login.id).toEqual(expect.any(Number));
    const cookies = other.headers['set-cookie'] as string[];
    expect(cookies.length).toBe(2);
    for (const line of cookies) expect(line).toMatch(/; Secure/);
    expect(other.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});
