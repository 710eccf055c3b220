import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M } from '@ffc/domain';
import { buildTestApi, DATABASE_ENGINES, movableClock, waitForMail, type TestApi } from '../../test/testing.js';

describe.each(DATABASE_ENGINES)('authentication on %s', (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await buildTestApi(engine);
  });
  afterAll(() => api.close());

  describe('signup', () => {
    it('creates an account that can log in, with the role ROLE_USER', async () => {
      const client = api.client();
      const signup = await client.post('/auth/signup', {
        username: 'newperson',
        password: 'secret1',
        email: 'New@Example.org',
      });
      expect(signup.statusCode).toBe(201);
      expect(signup.json()).toEqual({ username: 'newperson', email: 'New@Example.org' });
      const login = await client.login('newperson', 'secret1');
      expect(login.json()).toEqual({
        id: expect.any(Number),
        username: 'newperson',
        email: 'New@Example.org',
        roles: ['ROLE_USER'],
      });
      const [row] = await api.db.query<{ password_hash: string }>(
        'SELECT password_hash FROM users WHERE username = $1',
        ['newperson'],
      );
      expect(row!.password_hash).toMatch(/^scrypt\$/);
    });

    it('refuses a taken username, in any case, with 400', async () => {
      const again = await api
        .client()
        .post('/auth/signup', { username: 'MEMBER', password: 'secret1', email: 'someone-new@example.org' });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({
        status: 400,
        error: 'Bad Request',
        message: M.usernameTaken,
        errors: [{ field: 'username', message: M.usernameTaken }],
      });
    });

    it('does not reveal that an email has an account: same answer, and the owner is mailed', async () => {
      const fresh = await api
        .client()
        .post('/auth/signup', { username: 'brandnew1', password: 'secret1', email: 'brandnew1@example.org' });
      const taken = await api
        .client()
        .post('/auth/signup', { username: 'brandnew2', password: 'secret1', email: 'MEMBER@example.org' });
      expect(taken.statusCode).toBe(fresh.statusCode);
      expect(Object.keys(taken.json())).toEqual(Object.keys(fresh.json()));
      expect((await api.client().post('/auth/login', { username: 'brandnew2', password: 'secret1' })).statusCode).toBe(
        401,
      );
      const mail = await waitForMail(api.ctx, 'member@example.org', 'Someone tried');
      expect(mail).toHaveLength(1);
      expect(mail[0]).toMatchObject({ to: 'MEMBER@example.org', text: expect.stringContaining('Forgot Username') });
    });

    it('applies the spec rules and messages before touching the database', async () => {
      const response = await api.client().post('/auth/signup', { username: 'abc', password: '123', email: 'nope' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { field: 'username', message: 'Username must be at least 6 characters' },
        { field: 'password', message: 'Password must be at least 6 characters' },
        { field: 'email', message: 'Invalid email address' },
      ]);
    });
  });

  describe('login', () => {
    it('answers the user with roles and sets HttpOnly SameSite=Lax cookies', async () => {
      const response = await api.client().login('administrator');
      expect(response.json()).toMatchObject({
        username: 'administrator',
        roles: ['ROLE_ADMIN', 'ROLE_MODERATOR', 'ROLE_USER'],
      });
      const setCookie = response.headers['set-cookie'] as string[];
      expect(setCookie).toHaveLength(2);
      for (const line of setCookie) {
        expect(line).toMatch(/HttpOnly/);
        expect(line).toMatch(/SameSite=Lax/);
        expect(line).toMatch(/Path=\//);
      }
    });

    it('refuses a wrong password with 401 and a plain message', async () => {
      const response = await api.client().post('/auth/login', { username: 'member', password: 'wrong-password' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        status: 401,
        error: 'Unauthorized',
        message: M.invalidCredentials,
        errors: [],
      });
    });

    it('validates with the spec messages', async () => {
      const response = await api.client().post('/auth/login', { username: '', password: '' });
      expect(response.json().errors).toEqual([
        { field: 'username', message: 'Username is required' },
        { field: 'password', message: 'Password is required' },
      ]);
    });
  });

  describe('refresh and logout', () => {
    it('rotates the refresh token and keeps the session', async () => {
      const client = api.client();
      await client.login('member');
      const before = client.cookies.get('ffc_refresh');
      const refreshed = await client.post('/auth/refresh');
      expect(refreshed.statusCode).toBe(200);
      expect(refreshed.json()).toMatchObject({ username: 'member' });
      expect(client.cookies.get('ffc_refresh')).not.toBe(before);
      expect((await client.get('/user')).statusCode).toBe(200);
    });

    it('lets two concurrent refreshes of the same token both succeed', async () => {
      const first = api.client();
      await first.login('member');
      const second = api.client();
      second.cookies.set('ffc_refresh', first.cookies.get('ffc_refresh')!);
      const [a, b] = await Promise.all([first.post('/auth/refresh'), second.post('/auth/refresh')]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    });

    it('logout revokes the refresh token and clears both cookies', async () => {
      const client = api.client();
      await client.login('member');
      const refresh = client.cookies.get('ffc_refresh')!;
      const logout = await client.post('/auth/logout');
      expect(logout.statusCode).toBe(204);
      expect(client.cookies.size).toBe(0);
      const replay = api.client();
      replay.cookies.set('ffc_refresh', refresh);
      expect((await replay.post('/auth/refresh')).statusCode).toBe(401);
    });

    it('answers 401 to a refresh without a token', async () => {
      expect((await api.client().post('/auth/refresh')).statusCode).toBe(401);
    });
  });

  describe('forgot username', () => {
    it('mails the username to a known address, and answers the same for an unknown one', async () => {
      const known = await api.client().post('/auth/forgot', { email: 'MEMBER@example.org' });
      const unknown = await api.client().post('/auth/forgot', { email: 'nobody@example.org' });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toEqual(known.json());
      const mail = await waitForMail(api.ctx, 'member@example.org', 'Your ');
      await api.ctx.afterAnswer.settled();
      expect(await api.db.query("SELECT to_address FROM mail_outbox WHERE subject LIKE 'Your % username'")).toEqual([
        { to_address: 'member@example.org' },
      ]);
      expect(mail[0]!.text).toContain('username for this email address is: member');
    });

    it('requires a valid email', async () => {
      const response = await api.client().post('/auth/forgot', {});
      expect(response.json().errors).toEqual([{ field: 'email', message: 'Email address is required' }]);
    });
  });

  describe('password reset', () => {
    it('requires a login', async () => {
      const response = await api
        .client()
        .post('/auth/reset', { username: 'member', email: 'member@example.org', newPassword: 'abcdef' });
      expect(response.statusCode).toBe(401);
    });

    it('refuses a username and email that do not match the caller', async () => {
      const client = api.client();
      await client.post('/auth/signup', { username: 'resetter', password: 'before1', email: 'resetter@example.org' });
      await client.login('resetter', 'before1');
      for (const body of [
        { username: 'resetter', email: 'other@example.org', newPassword: 'after11' },
        { username: 'member', email: 'member@example.org', newPassword: 'after11' },
      ]) {
        const response = await client.post('/auth/reset', body);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(M.resetMismatch);
      }
    });

    it('sets the new password for the logged-in user', async () => {
      const client = api.client();
      await client.post('/auth/signup', { username: 'resetter2', password: 'before1', email: 'resetter2@example.org' });
      await client.login('resetter2', 'before1');
      const response = await client.post('/auth/reset', {
        username: 'resetter2',
        email: 'resetter2@example.org',
        newPassword: 'after11',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: M.passwordUpdated });
      expect((await api.client().post('/auth/login', { username: 'resetter2', password: 'before1' })).statusCode).toBe(
        401,
      );
      await api.client().login('resetter2', 'after11');
    });

    it('admin reset is for administrators only, who stay logged in', async () => {
      const member = api.client();
      await member.login('member');
      const body = { username: 'moderator', email: 'moderator@example.org', newPassword: 'changed1' };
      expect((await member.post('/auth/admin-reset', body)).statusCode).toBe(403);
      const admin = api.client();
      await admin.login('administrator');
      expect((await admin.post('/auth/admin-reset', body)).statusCode).toBe(200);
      await api.client().login('moderator', 'changed1');
      expect((await admin.post('/auth/refresh')).statusCode).toBe(200);
    });
  });
});

describe('access-token expiry', () => {
  it('refuses an access token from its expiry on, and a refresh issues one that is believed', async () => {
    const clock = movableClock();
    const api = await buildTestApi('pglite', { accessTokenTtlSeconds: 60 }, { clock: clock.now });
    try {
      const client = api.client();
      await client.login('member');
      clock.advance(58_000);
      expect((await client.get('/user')).statusCode).toBe(200);
      clock.advance(2_000);
      expect((await client.get('/user')).statusCode).toBe(401);
      expect((await client.post('/auth/refresh')).statusCode).toBe(200);
      expect((await client.get('/user')).statusCode).toBe(200);
    } finally {
      await api.close();
    }
  });
});

describe('refresh-token reuse', () => {
  it('revokes the whole session when a rotated token is presented after the grace period', async () => {
    const api = await buildTestApi('pglite', { refreshGraceSeconds: 0 });
    try {
      const client = api.client();
      await client.login('member');
      const stolen = client.cookies.get('ffc_refresh')!;
      expect((await client.post('/auth/refresh')).statusCode).toBe(200);
      const thief = api.client();
      thief.cookies.set('ffc_refresh', stolen);
      expect((await thief.post('/auth/refresh')).statusCode).toBe(401);
      // The legitimate holder's newer token died with the family.
      expect((await client.post('/auth/refresh')).statusCode).toBe(401);
    } finally {
      await api.close();
    }
  });
});

describe('rate limits', () => {
  it('blocks a username from one address after repeated failures, not other users there', async () => {
    const api = await buildTestApi('pglite', { loginFailuresPerWindow: 3 });
    try {
      const client = api.client();
      for (let i = 0; i < 3; i++) {
        expect((await client.post('/auth/login', { username: 'member', password: 'wrong-one' })).statusCode).toBe(401);
      }
      const blocked = await client.post('/auth/login', { username: 'member', password: 'demo-password' });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toBe(M.tooManyLoginAttempts);
      await client.login('moderator');
    } finally {
      await api.close();
    }
  });

  it('limits all auth calls per client address with a clear 429', async () => {
    const api = await buildTestApi('pglite', { authRequestsPerMinute: 2 });
    try {
      const client = api.client();
      await client.post('/auth/forgot', { email: 'a@example.org' });
      await client.post('/auth/forgot', { email: 'a@example.org' });
      const limited = await client.post('/auth/forgot', { email: 'a@example.org' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ status: 429, message: M.tooManyRequests });
      // Another browser behind the BFF (a different forwarded address) is not limited.
      const other = await client.post(
        '/auth/forgot',
        { email: 'a@example.org' },
        { headers: { 'x-forwarded-for': '203.0.113.9' } },
      );
      expect(other.statusCode).toBe(200);
    } finally {
      await api.close();
    }
  });
});
