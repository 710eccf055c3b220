import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../../test/testing.js';

describe('error responses', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await buildTestApi('pglite');
  });
  afterAll(() => api.close());

  it('answers unknown routes with the error body', async () => {
    const response = await api.client().get('/nowhere');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, error: 'Not Found', message: 'Not found.', errors: [] });
  });

  it('answers malformed JSON with 400 and no parser internals', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The request body is not valid JSON.');
    expect(response.body).not.toMatch(/at .*\.js|stack|SyntaxError/);
  });

  it('refuses bodies over 1 MiB with 413', async () => {
    const response = await api.client().post('/auth/signup', { username: 'x'.repeat(1024 * 1024 + 10) });
    expect(response.statusCode).toBe(413);
    expect(response.json().status).toBe(413);
  });

  it('reports health UP while the database answers', async () => {
    expect((await api.client().get('/actuator/health')).json()).toEqual({
      status: 'UP',
      components: { db: { status: 'UP' } },
    });
    expect((await api.client().get('/actuator/health/liveness')).json()).toEqual({ status: 'UP' });
    expect((await api.client().get('/actuator/health/readiness')).json()).toEqual({
      status: 'UP',
      components: { db: { status: 'UP' } },
    });
  });

  it('seeds the demo accounts with their roles', async () => {
    const rows = await api.db.query<{ username: string; roles: string[] }>(
      `SELECT username, ARRAY(SELECT role FROM user_roles r WHERE r.user_id = u.id ORDER BY role) AS roles FROM users u ORDER BY id`,
    );
    expect(rows).toEqual([
      { username: 'administrator', roles: ['ROLE_ADMIN', 'ROLE_MODERATOR', 'ROLE_USER'] },
      { username: 'moderator', roles: ['ROLE_MODERATOR', 'ROLE_USER'] },
      { username: 'member', roles: ['ROLE_USER'] },
    ]);
  });
});

describe('first administrator from ADMIN_*', () => {
  it('is created in an empty production database without demo data', async () => {
    const api = await buildTestApi('pglite', {
      demoData: false,
      admin: { username: 'rootadmin', password: 'long-secret', email: 'root@example.org' },
    });
    try {
      const login = await api.client().login('rootadmin', 'long-secret');
      expect(login.json().roles).toEqual(['ROLE_ADMIN', 'ROLE_MODERATOR', 'ROLE_USER']);
      expect(
        (await api.client().post('/auth/login', { username: 'member', password: 'demo-password' })).statusCode,
      ).toBe(401);
    } finally {
      await api.close();
    }
  });

  it('never overwrites an existing account: not its password, not its roles', async () => {
    const api = await buildTestApi('pglite');
    try {
      const { ensureAdministrator } = await import('../seed/accounts.js');
      // Someone registered the name before the operator's first start: it stays a member.
      expect(
        await ensureAdministrator(api.db, {
          username: 'member',
          password: 'operator-chosen',
          email: 'ops@example.org',
        }),
      ).toBe(false);
      const login = await api.client().login('member', 'demo-password');
      expect(login.json().roles).toEqual(['ROLE_USER']);
      expect(
        (await api.client().post('/auth/login', { username: 'member', password: 'operator-chosen' })).statusCode,
      ).toBe(401);
    } finally {
      await api.close();
    }
  });
});
