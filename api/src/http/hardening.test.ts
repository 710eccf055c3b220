/**
 * The holes an attack on the public API found, each shut at its root: ended sessions'
 * access tokens, look-alike usernames, out-of-range numbers, NUL, dangerous links, Fastify's own
 * error bodies, races between a create and a delete.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INT_MAX, M, V } from '@ffc/domain';
import { buildTestApi, DATABASE_ENGINES, isoIds, type TestApi, type TestClient } from '../../test/testing.js';

async function business(api: TestApi, overrides: Record<string, unknown> = {}) {
  const { usa } = await isoIds(api.db, { usa: 'US' });
  return {
    name: 'Open Window Cafe',
    description: 'No candles.',
    businessType: { id: 1 },
    country: { id: usa },
    website: 'https://open.example.org',
    ...overrides,
  };
}

const expectContract = (response: { statusCode: number; json(): unknown }, status: number) => {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({
    status,
    error: expect.any(String),
    message: expect.any(String),
    errors: expect.any(Array),
  });
};

describe.each(DATABASE_ENGINES)('an ended session on %s', (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await buildTestApi(engine, { refreshGraceSeconds: 0 });
  });
  afterAll(() => api.close());

  /** A second device of the same person: only its access cookie, which must die with the session. */
  async function loggedIn(
    username: string,
    password = 'demo-password',
  ): Promise<{ client: TestClient; accessOnly: TestClient }> {
    const client = api.client();
    await client.login(username, password);
    const accessOnly = api.client();
    accessOnly.cookies.set('ffc_access', client.cookies.get('ffc_access')!);
    expect((await accessOnly.get('/user')).statusCode).toBe(200);
    return { client, accessOnly };
  }

  it('refuses the access token at once after logout', async () => {
    const { client, accessOnly } = await loggedIn('member');
    await client.post('/auth/logout');
    expect((await accessOnly.get('/user')).statusCode).toBe(401);
  });

  it('refuses the access tokens of other devices after a password reset', async () => {
    await api
      .client()
      .post('/auth/signup', { username: 'twodevices', password: 'before1', email: 'twodevices@example.org' });
    const phone = await loggedIn('twodevices', 'before1');
    const laptop = await loggedIn('twodevices', 'before1');
    const reset = await laptop.client.post('/auth/reset', {
      username: 'twodevices',
      email: 'twodevices@example.org',
      newPassword: 'after11',
    });
    expect(reset.statusCode).toBe(200);
    expect((await phone.accessOnly.post('/businesses', await business(api))).statusCode).toBe(401);
    // The device that changed it keeps its session until the client logs it out.
    expect((await laptop.accessOnly.get('/user')).statusCode).toBe(200);
  });

  it('refuses the access tokens of a user whose password an administrator reset', async () => {
    await api
      .client()
      .post('/auth/signup', { username: 'adminreset', password: 'before1', email: 'adminreset@example.org' });
    const device = await loggedIn('adminreset', 'before1');
    const admin = api.client();
    await admin.login('administrator');
    await admin.post('/auth/admin-reset', {
      username: 'adminreset',
      email: 'adminreset@example.org',
      newPassword: 'after11',
    });
    expect((await device.accessOnly.get('/user')).statusCode).toBe(401);
  });

  it('refuses the access token of a family revoked for refresh-token reuse', async () => {
    const { client, accessOnly } = await loggedIn('moderator');
    const stolen = client.cookies.get('ffc_refresh')!;
    await client.post('/auth/refresh');
    const thief = api.client();
    thief.cookies.set('ffc_refresh', stolen);
    expect((await thief.post('/auth/refresh')).statusCode).toBe(401);
    expect((await accessOnly.get('/user')).statusCode).toBe(401);
  });

  it('still refuses it after the API restarts (the database decides, nothing in memory)', async () => {
    const { client, accessOnly } = await loggedIn('member');
    await client.post('/auth/logout');
    const { createApi } = await import('../index.js');
    const { app } = await createApi({ ...api.ctx.config }, api.db);
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/api/user',
        headers: { cookie: `ffc_access=${accessOnly.cookies.get('ffc_access')}` },
      });
      expect(response.statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});

describe.each(DATABASE_ENGINES)('bad input on %s', (engine) => {
  let api: TestApi;
  let member: TestClient;
  beforeAll(async () => {
    api = await buildTestApi(engine);
    member = api.client();
    await member.login('member');
  });
  afterAll(() => api.close());

  it('answers 404 for ids of 2^31 or more, and 400 for such filters, instead of overflowing', async () => {
    for (const id of [INT_MAX + 1, 2 ** 53, '99999999999999999999']) {
      expectContract(await api.client().get(`/businesses/${id}`), 404);
      expectContract(await api.client().get(`/businesses/${id}/reviews`), 404);
    }
    expectContract(await api.client().get(`/businesses/${INT_MAX}`), 404);
    expectContract(await api.client().get(`/businesses/${INT_MAX}/reviews`), 404);
    // An entry without reviews is there all the same: an empty page, not 404.
    const added = await member.post('/businesses', await business(api));
    const empty = await api.client().get(`/businesses/${added.json<{ id: number }>().id}/reviews`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ content: [], totalElements: 0 });
    const filtered = await api.client().get(`/businesses?type=${2 ** 31}`);
    expectContract(filtered, 400);
    expect(filtered.json().errors).toEqual([{ field: 'type', message: V.mustBeNumber }]);
    expectContract(await member.post('/businesses', await business(api, { businessType: { id: 2 ** 31 } })), 400);
    expectContract(await api.client().get(`/states/${2 ** 31}`), 400);
  });

  it('refuses NUL in any text with a 400 naming the field', async () => {
    const created = await member.post('/businesses', await business(api, { name: 'Nul\u0000Cafe' }));
    expectContract(created, 400);
    expect(created.json().errors).toEqual([{ field: 'name', message: V.controlCharacter }]);
    expectContract(await api.client().get('/businesses?searchText=caf%00e'), 400);
    expectContract(
      await api.client().post('/auth/login', { username: 'mem\u0000ber', password: 'demo-password' }),
      400,
    );
  });

  it('stores only http and https links', async () => {
    for (const website of ['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>']) {
      const response = await member.post('/businesses', await business(api, { website }));
      expectContract(response, 400);
      expect(response.json().errors).toEqual([{ field: 'website', message: V.webLink }]);
    }
    expect((await member.post('/businesses', await business(api, { website: 'open.example.org' }))).statusCode).toBe(
      201,
    );
  });

  it("answers Fastify's own refusals in the error contract", async () => {
    const tooLong = await api.client().get(`/businesses/${'9'.repeat(200)}`);
    expectContract(tooLong, 414);
    expect(tooLong.body).not.toContain('9999');
    const media = await member.call('POST', '/businesses', {
      body: 'name=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectContract(media, 415);
    expect(media.json().message).toBe(M.unsupportedMediaType);
    const big = await member.call('POST', '/businesses', {
      body: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) }),
      headers: { 'content-type': 'application/json' },
    });
    expectContract(big, 413);
    expectContract(
      await member.call('POST', '/businesses', { body: '{"name":', headers: { 'content-type': 'application/json' } }),
      400,
    );
    expectContract(await api.app.inject({ method: 'GET', url: '/api/businesses/%E0%A4%A' }), 400);
  });

  it('never answers a create with an empty body when the entry is deleted at the same moment', async () => {
    const admin = api.client();
    await admin.login('administrator');
    for (let round = 0; round < 8; round++) {
      const { id } = (await member.post('/businesses', await business(api, { name: `Race ${round}` }))).json();
      const [review, removed] = await Promise.all([
        member.post(`/businesses/${id}/reviews`, { name: 'Quick visit', rating: 4 }),
        admin.delete(`/businesses/${id}`),
      ]);
      expect(removed.statusCode).toBe(204);
      if (review.statusCode === 201) expect(review.json()).toMatchObject({ id: expect.any(Number), rating: 4 });
      else expectContract(review, 404);
    }
  });
});

describe('look-alike usernames', () => {
  it('share one account and one failed-login budget', async () => {
    const api = await buildTestApi('pglite', { loginFailuresPerWindow: 3 });
    try {
      const client = api.client();
      for (let i = 0; i < 3; i++)
        await client.post('/auth/login', { username: 'administrator', password: 'wrong-one' });
      for (const lookAlike of ['ADMINISTRATOR', 'ａｄｍｉｎｉｓｔｒａｔｏｒ', ' Administrator ']) {
        expect(
          (await client.post('/auth/login', { username: lookAlike, password: 'demo-password' })).statusCode,
          lookAlike,
        ).toBe(429);
      }
      // A dotted capital I is another name, not a way into this account with a fresh budget.
      const dotted = await client.post('/auth/login', { username: 'adminİstrator', password: 'demo-password' });
      expect(dotted.statusCode).toBe(401);
      // Nor can it be registered beside the original as a look-alike of a look-alike.
      const fullwidth = await client.post('/auth/signup', {
        username: 'ｍｅｍｂｅｒ',
        password: 'secret1',
        email: 'fw@example.org',
      });
      expect(fullwidth.json().message).toBe(M.usernameTaken);
    } finally {
      await api.close();
    }
  });
});

describe('a database that went away', () => {
  it('counts every way PostgreSQL says it is gone as unavailable (503), and nothing else', async () => {
    const { isDatabaseUnavailable } = await import('../db/outage.js');
    for (const error of [
      { code: '57P01', message: 'terminating connection due to administrator command' },
      { code: '57P03', message: 'the database system is starting up' },
      { code: '08006', message: 'connection failure' },
      { code: '53300', message: 'sorry, too many clients already' },
      { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' },
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
    ]) {
      expect(isDatabaseUnavailable(error), String(error.message)).toBe(true);
    }
    for (const error of [{ code: '23505', message: 'duplicate key' }, new Error('boom'), null, undefined]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});

describe('slow clients of the API', () => {
  it('cuts off a request whose body never finishes', async () => {
    const { sendUnfinishedBody, startTestApi } = await import('../../test/testing.js');
    const api = await startTestApi('pglite', { requestTimeoutMs: 600 });
    try {
      const { answer, afterMs } = await sendUnfinishedBody(Number(new URL(api.url).port), '/api/auth/login');
      expect(answer).toMatch(/^HTTP\/1.1 408/);
      expect(afterMs).toBeLessThan(5_000);
    } finally {
      await api.close();
    }
  });
});
