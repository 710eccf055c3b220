import { readFile } from 'node:fs/promises';
import { Redis } from 'ioredis';
import { MockAgent } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TYPES_CACHE_TTL_MS } from '@ffc/domain';
import { loadBffConfig } from './config.js';
import { SCHEMA_FILE } from './print-schema-path.js';
import { printedSchema } from './schema.js';
import { buildBff } from './server.js';
import { fakeWebDist, GraphQLClient, startStack, type Stack } from '../test/testing.js';

const TYPES =
  '{ types { countryList { id } businessTypes { id name } productTypes { productCategoryType { name } } usedCountryList { id } } }';

describe('schema.graphql', () => {
  it('is the printed Pothos schema (run npm run codegen when this fails)', async () => {
    expect(await readFile(SCHEMA_FILE, 'utf8')).toBe(printedSchema());
  });
});

describe('the BFF server', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ bff: { webDist: await fakeWebDist(), maxQueryDepth: 3 } });
  });
  afterAll(() => stack.close());

  it('caches reference data: one REST call for many requests', async () => {
    stack.calls.length = 0;
    const TYPES = '{ types { countryList { id } businessTypes { id name } usedCountryList { id } } }';
    const first = await stack.client().run(TYPES);
    const second = await stack.client().run(TYPES);
    expect(first.data).toEqual(second.data);
    expect(stack.calls.filter((c) => c === 'GET /types')).toHaveLength(1);
  });

  it('reports the API in /health', async () => {
    expect((await stack.bff.app.inject({ url: '/health' })).json()).toEqual({
      status: 'UP',
      components: { api: { status: 'UP' } },
    });
  });

  it('refuses a cross-site simple request without the CSRF header', async () => {
    const response = await stack.bff.app.inject({
      method: 'GET',
      url: '/graphql?query=' + encodeURIComponent('{ types { countryList { id } } }'),
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses queries nested deeper than the limit', async () => {
    // This stack allows depth 3.
    expect((await stack.client().run('{ types { businessTypes { id } } }')).errors).toBeUndefined();
    const answer = await stack.client().run('{ types { productTypes { productCategoryType { id } } } }');
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.message).toMatch(/depth/i);
  });

  it('serves GraphiQL to a browser', async () => {
    const page = await stack.bff.app.inject({ url: '/graphql', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/graphiql/i);
  });
});

describe('faults the real API cannot produce on demand', () => {
  it('reports UPSTREAM_UNAVAILABLE when the API does not answer', async () => {
    const agent = new MockAgent();
    agent.disableNetConnect();
    agent
      .get('http://api.test')
      .intercept({ path: '/api/user', method: 'GET' })
      .replyWithError(new Error('ECONNREFUSED'));
    const bff = await buildBff(
      { ...loadBffConfig({ NODE_ENV: 'test' }), apiUrl: 'http://api.test/api' },
      { dispatcher: agent },
    );
    try {
      const client = new GraphQLClient(bff.app);
      client.cookies.set('ffc_access', 'x');
      const answer = await client.run('{ profile { id } }');
      expect(answer.errors?.[0]?.extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE', fieldErrors: [] });
    } finally {
      await bff.app.close();
    }
  });

  it('masks a malformed API answer as an internal error without details', async () => {
    const agent = new MockAgent();
    agent.disableNetConnect();
    agent.get('http://api.test').intercept({ path: '/api/types', method: 'GET' }).reply(200, { unexpected: true });
    const bff = await buildBff(
      { ...loadBffConfig({ NODE_ENV: 'test' }), apiUrl: 'http://api.test/api' },
      { dispatcher: agent },
    );
    try {
      const answer = await new GraphQLClient(bff.app).run('{ types { countryList { id } } }');
      expect(answer.errors?.[0]?.message).toBe('Unexpected error.');
      expect(JSON.stringify(answer.errors)).not.toMatch(/countryList.*expected|stack/i);
    } finally {
      await bff.app.close();
    }
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('the shared Redis cache', () => {
  it('keeps reference data in Redis for TYPES_CACHE_TTL_MS, shared by BFF instances', async () => {
    const redis = new Redis(process.env.TEST_REDIS_URL!);
    const prefix = `ffc-test-${Date.now()}:`;
    const stack = await startStack({ bff: { redisUrl: process.env.TEST_REDIS_URL, redisKeyPrefix: prefix } });
    try {
      await redis.del(`${prefix}types:v1`);
      await stack.client().run(TYPES);
      const ttl = await redis.pttl(`${prefix}types:v1`);
      expect(ttl).toBeGreaterThan(TYPES_CACHE_TTL_MS - 60_000);
      expect(ttl).toBeLessThanOrEqual(TYPES_CACHE_TTL_MS);
      const stored = JSON.parse((await redis.get(`${prefix}types:v1`))!);
      expect(stored.businessTypes.length).toBeGreaterThan(0);
      // A second BFF instance answers from Redis without calling the API.
      const other = await buildBff({
        ...loadBffConfig({ NODE_ENV: 'test' }),
        apiUrl: 'http://127.0.0.1:9/api',
        redisUrl: process.env.TEST_REDIS_URL,
        redisKeyPrefix: prefix,
      });
      try {
        const answer = await new GraphQLClient(other.app).run(TYPES);
        expect(answer.errors).toBeUndefined();
        expect(answer.data).toEqual((await stack.client().run(TYPES)).data);
      } finally {
        await other.app.close();
      }
    } finally {
      await redis.del(`${prefix}types:v1`);
      redis.disconnect();
      await stack.close();
    }
  });
});
