/**
 * Sessions that stay ended, and a session that is not a permanent takeover, on PGlite and
 * PostgreSQL: access needs a live session of an existing, enabled account whatever any cache holds
 * (through a restart of the API too); changing the email or a password needs a recent login;
 * password guesses through account deletion are throttled; the last administrator stays; the
 * administrator's reset and its log line are one act.
 */
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M, RECENT_LOGIN_MINUTES, ROLE_ADMIN } from '@ffc/domain';
import { createApi } from '../index.js';
import { buildTestApi, DATABASE_ENGINES, testConfig, type TestApi, type TestClient } from '../../test/testing.js';

describe.each(DATABASE_ENGINES)('sessions on %s', (engine) => {
  let api: TestApi;
  let serial = 0;

  beforeAll(async () => {
    api = await buildTestApi(engine, { loginFailuresPerWindow: 5 });
  });
  afterAll(() => api.close());

  /** A new person, logged in (an administrator when asked). */
  async function person(
    admin = false,
  ): Promise<{ client: TestClient; id: number; username: string; password: string; email: string }> {
    const username = `session${++serial}${engine.slice(0, 2)}`;
    const password = `${username}-password`;
    const email = `${username}@example.org`;
    const client = api.client();
    expect((await client.post('/auth/signup', { username, password, email })).statusCode).toBe(201);
    const [row] = await api.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]);
    if (admin) await api.db.query('INSERT INTO user_roles (user_id, role) VALUES ($1, $2)', [row!.id, ROLE_ADMIN]);
    await client.login(username, password);
    return { client, id: row!.id, username, password, email };
  }

  /** Makes the person's last login older than a recent login may be. */
  const loginLongAgo = (id: number) =>
    api.db.query(`UPDATE refresh_tokens SET authenticated_at = now() - make_interval(mins => $1) WHERE user_id = $2`, [
      RECENT_LOGIN_MINUTES + 1,
      id,
    ]);

  it("refuses a deleted administrator's token at once and after the API restarts", async () => {
    const leaving = await person(true);
    const stolen = api.client();
    for (const [name, value] of leaving.client.cookies) stolen.cookies.set(name, value);
    expect((await leaving.client.delete('/user', { body: { password: leaving.password } })).statusCode).toBe(204);
    expect((await stolen.get('/users')).statusCode).toBe(401);
    const member = await person();
    const reset = { username: member.username, email: member.email, newPassword: 'taken-over-password' };
    expect((await stolen.post('/auth/admin-reset', reset)).statusCode).toBe(401);

    // A second API on the same database, as after a restart: nothing in memory to forget.
    const restartedConfig = await testConfig({ authSecret: api.ctx.config.authSecret });
    const restarted = await createApi(restartedConfig, api.db);
    try {
      await restarted.app.ready();
      const cookie = [...stolen.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      expect((await restarted.app.inject({ url: '/api/users', headers: { cookie } })).statusCode).toBe(401);
      const answer = await restarted.app.inject({
        method: 'POST',
        url: '/api/auth/admin-reset',
        headers: { cookie },
        payload: reset,
      });
      expect(answer.statusCode).toBe(401);
    } finally {
      // Closes the second API only: the database is this suite's.
      await restarted.app.close();
      await rm(restartedConfig.dataDir, { recursive: true, force: true });
    }
    expect(
      (await api.client().post('/auth/login', { username: member.username, password: member.password })).statusCode,
    ).toBe(200);
  });

  it("refuses a disabled member's token, and applies a role change at once", async () => {
    const admin = await person(true);
    const member = await person();
    expect((await member.client.get('/user')).statusCode).toBe(200);
    expect((await admin.client.put(`/users/${member.id}/enabled`, { enabled: false })).statusCode).toBe(200);
    expect((await member.client.get('/user')).statusCode).toBe(401);

    const moderator = await person();
    await api.db.query("INSERT INTO user_roles (user_id, role) VALUES ($1, 'ROLE_MODERATOR')", [moderator.id]);
    expect((await moderator.client.get('/support')).statusCode).toBe(200);
    await api.db.query("DELETE FROM user_roles WHERE user_id = $1 AND role = 'ROLE_MODERATOR'", [moderator.id]);
    expect((await moderator.client.get('/support')).statusCode).toBe(403);
  });

  it('asks for a recent login to change the email or a password, and only then', async () => {
    const someone = await person();
    await loginLongAgo(someone.id);
    // The refresh that renews an old session does not count as proving the password.
    expect((await someone.client.post('/auth/refresh')).statusCode).toBe(200);

    const newEmail = await someone.client.put('/user', { email: `new-${someone.email}` });
    expect(newEmail.statusCode).toBe(403);
    expect(newEmail.json()).toMatchObject({
      status: 403,
      message: M.loginAgain,
      errors: [{ field: 'email', message: M.loginAgain }],
    });
    // Another letter case is the same address: no change, so the stored spelling stays as it was.
    const otherCase = await someone.client.put('/user', { email: someone.email.toUpperCase(), name: 'Still Me' });
    expect(otherCase.statusCode).toBe(200);
    expect(otherCase.json().email).toBe(someone.email);
    const password = await someone.client.post('/auth/reset', {
      username: someone.username,
      email: someone.email,
      newPassword: 'stolen-password',
    });
    expect(password.statusCode).toBe(403);
    expect(password.json().errors).toEqual([{ field: 'newPassword', message: M.loginAgain }]);
    const [{ email }] = (await api.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [
      someone.id,
    ])) as [{ email: string }];
    expect(email).toBe(someone.email);

    const admin = await person(true);
    await loginLongAgo(admin.id);
    const adminReset = await admin.client.post('/auth/admin-reset', {
      username: someone.username,
      email: someone.email,
      newPassword: 'stolen-password',
    });
    expect(adminReset.statusCode).toBe(403);

    await someone.client.login(someone.username, someone.password);
    expect((await someone.client.put('/user', { email: `new-${someone.email}` })).statusCode).toBe(200);
  });

  it("ends the browser's earlier session when it logs in again", async () => {
    const someone = await person();
    const earlier = new Map(someone.client.cookies);
    // The same browser (its cookies) logs in again, as after a logout that could not reach the API.
    await someone.client.login(someone.username, someone.password);
    const before = api.client();
    for (const [name, value] of earlier) before.cookies.set(name, value);
    expect((await before.get('/user')).statusCode).toBe(401);
    expect((await before.post('/auth/refresh')).statusCode).toBe(401);
    expect((await someone.client.get('/user')).statusCode).toBe(200);
  });

  it('throttles password guesses made through account deletion as logins are', async () => {
    const someone = await person();
    for (let i = 0; i < 5; i++) {
      const wrong = await someone.client.delete('/user', { body: { password: `guess-${i}` } });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toEqual([{ field: 'password', message: M.wrongPassword }]);
    }
    const blocked = await someone.client.delete('/user', { body: { password: someone.password } });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(M.tooManyLoginAttempts);
    expect(await api.db.query('SELECT id FROM users WHERE id = $1', [someone.id])).toHaveLength(1);
  });

  it('keeps the last administrator, and lets one go while another remains', async () => {
    const [{ count }] = (await api.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM user_roles WHERE role = 'ROLE_ADMIN'",
    )) as [{ count: number }];
    // Disable every other administrator, so the next one is the last.
    await api.db.query(
      "UPDATE users SET enabled = false WHERE id IN (SELECT user_id FROM user_roles WHERE role = 'ROLE_ADMIN')",
    );
    expect(count).toBeGreaterThan(0);
    const last = await person(true);
    const refused = await last.client.delete('/user', { body: { password: last.password } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(M.lastAdministrator);
    expect(await api.db.query('SELECT id FROM users WHERE id = $1', [last.id])).toHaveLength(1);

    await person(true);
    expect((await last.client.delete('/user', { body: { password: last.password } })).statusCode).toBe(204);
    await api.db.query(
      "UPDATE users SET enabled = true WHERE id IN (SELECT user_id FROM user_roles WHERE role = 'ROLE_ADMIN')",
    );
  });

  it("writes the administrator's reset and its log line together, or neither", async () => {
    const admin = await person(true);
    const member = await person();
    await api.db.query(
      `CREATE FUNCTION refuse_log_line() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'the log is full'; END $$`,
    );
    await api.db.query(
      'CREATE TRIGGER refuse_log_line BEFORE INSERT ON moderation_log FOR EACH ROW EXECUTE FUNCTION refuse_log_line()',
    );
    try {
      const reset = await admin.client.post('/auth/admin-reset', {
        username: member.username,
        email: member.email,
        newPassword: 'unlogged-password',
      });
      expect(reset.statusCode).toBe(500);
      expect(reset.json().message).toBe(M.serverError);
    } finally {
      await api.db.query('DROP TRIGGER refuse_log_line ON moderation_log');
      await api.db.query('DROP FUNCTION refuse_log_line()');
    }
    // The password did not change and the member's session goes on: nothing happened without its log line.
    expect((await member.client.get('/user')).statusCode).toBe(200);
    expect(
      (await api.client().post('/auth/login', { username: member.username, password: 'unlogged-password' })).statusCode,
    ).toBe(401);

    expect(
      (
        await admin.client.post('/auth/admin-reset', {
          username: member.username,
          email: member.email,
          newPassword: 'logged-password',
        })
      ).statusCode,
    ).toBe(200);
    const logged = await api.db.query<{ action: string }>(
      "SELECT action FROM moderation_log WHERE target_id = $1 AND action = 'password-reset'",
      [member.id],
    );
    expect(logged).toHaveLength(1);
  });
});
