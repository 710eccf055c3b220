/**
 * People own their accounts and moderators keep the community safe, on PGlite and
 * PostgreSQL through the REST API: forgot password by a mailed single-use link, the export and
 * deletion of one's account, roles and disabling, and the moderation log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M, V } from '@ffc/domain';
import {
  buildTestApi,
  confirmMailedAddress,
  DATABASE_ENGINES,
  waitForResetToken,
  type TestApi,
  type TestClient,
} from '../../test/testing.js';
import { loggedIn, roleClients, statusByRole, type Role } from '../../test/testing-roles.js';

describe.each(DATABASE_ENGINES)('accounts and moderation on %s', (engine) => {
  let api: TestApi;
  let clients: Record<Role, TestClient>;
  let serial = 0;

  beforeAll(async () => {
    api = await buildTestApi(engine);
    clients = await roleClients(api);
  });
  afterAll(() => api.close());

  /** A new person, logged in: their client, id and password. */
  async function person(): Promise<{
    client: TestClient;
    id: number;
    username: string;
    password: string;
    email: string;
  }> {
    const username = `person${++serial}`;
    const password = `${username}-password`;
    const email = `${username}@example.org`;
    const client = api.client();
    expect((await client.post('/auth/signup', { username, password, email })).statusCode).toBe(201);
    // A confirmed address, so the person's reviews count (and their confirmation mail is one of theirs).
    await confirmMailedAddress(api, email);
    await client.login(username, password);
    return { client, id: (await client.get('/user')).json().id, username, password, email };
  }

  /** The link of the newest reset mail to `email`, once it is queued. */
  const mailedToken = (email: string) => waitForResetToken(api.ctx, email);

  describe('forgot password, logged out', () => {
    it('answers the same whether or not an account matches, and mails a link only to one that does', async () => {
      const { username, email } = await person();
      const before = (await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox'))[0]!.n;
      for (const login of ['nobody-at-all', 'nobody@example.org']) {
        const answer = await api.client().post('/auth/forgot-password', { login });
        expect(answer.statusCode).toBe(200);
        expect(answer.json()).toEqual({ message: M.passwordResetSent });
      }
      await api.ctx.afterAnswer.settled();
      expect((await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox'))[0]!.n).toBe(before);
      expect((await api.client().post('/auth/forgot-password', { login: username.toUpperCase() })).json()).toEqual({
        message: M.passwordResetSent,
      });
      expect(await mailedToken(email)).toMatch(/^[\w-]{40,}$/);
      // By email too, but not a second mail within the minute.
      await api.client().post('/auth/forgot-password', { login: email });
      await api.ctx.afterAnswer.settled();
      expect(
        (
          await api.db.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = $1 AND subject LIKE 'Choose a new%'",
            [email],
          )
        )[0]!.n,
      ).toBe(1);
      expect((await api.client().post('/auth/forgot-password', { login: '' })).json().errors).toEqual([
        { field: 'login', message: 'Username or email is required' },
      ]);
    });

    it('sets the new password once, ends every session, and the link then fails', async () => {
      const { client, username, email } = await person();
      await api.client().post('/auth/forgot-password', { login: username });
      const token = await mailedToken(email);
      expect((await api.client().post('/auth/reset-password', { token, newPassword: 'short' })).json().errors).toEqual([
        { field: 'newPassword', message: V.passwordMin },
      ]);
      const reset = await api.client().post('/auth/reset-password', { token, newPassword: 'a-brand-new-password' });
      expect(reset.statusCode, reset.body).toBe(200);
      expect(reset.json()).toEqual({ message: M.passwordResetDone });
      // The session that was open ends at once.
      expect((await client.get('/user')).statusCode).toBe(401);
      expect((await api.client().post('/auth/login', { username, password: 'a-brand-new-password' })).statusCode).toBe(
        200,
      );
      const again = await api.client().post('/auth/reset-password', { token, newPassword: 'another-password' });
      expect(again.statusCode).toBe(400);
      expect(again.json().errors).toEqual([{ field: 'token', message: M.resetLinkInvalid }]);
    });

    it('refuses an expired link', async () => {
      const { username, email } = await person();
      await api.client().post('/auth/forgot-password', { login: username });
      const token = await mailedToken(email);
      await api.db.query(
        "UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE user_id = (SELECT id FROM users WHERE username = $1)",
        [username],
      );
      expect(
        (await api.client().post('/auth/reset-password', { token, newPassword: 'a-brand-new-password' })).json().errors,
      ).toEqual([{ field: 'token', message: M.resetLinkInvalid }]);
      expect(
        (
          await api
            .client()
            .post('/auth/reset-password', { token: 'x'.repeat(43), newPassword: 'a-brand-new-password' })
        ).statusCode,
      ).toBe(400);
    });
  });

  describe('your data', () => {
    it('exports everything stored about the person, and no hash or secret', async () => {
      const { client, id, password, email } = await person();
      const business = await client.post('/businesses', {
        name: 'Export Cafe',
        description: 'Mine.',
        businessType: { id: 2 },
        country: { id: 233 },
        website: 'https://example.org/export',
      });
      expect(business.statusCode, business.body).toBe(201);
      expect(
        (await client.post(`/businesses/${business.json().id}/reviews`, { name: 'My own visit', rating: 4 }))
          .statusCode,
      ).toBe(201);
      expect(
        (
          await client.post('/support', {
            name: 'Export ticket',
            description: 'Please.',
            supportType: { id: 1 },
            entityType: { id: 1 },
          })
        ).statusCode,
      ).toBeLessThan(300);
      const exported = await client.get('/user/export');
      expect(exported.statusCode).toBe(200);
      expect(exported.headers['content-disposition']).toMatch(/^attachment; filename=".+\.json"$/);
      expect(exported.headers['cache-control']).toBe('private, no-store');
      const data = exported.json();
      expect(data.profile).toMatchObject({ id, email });
      expect(data.roles).toEqual(['ROLE_USER']);
      expect(data.entries.businesses).toEqual([expect.objectContaining({ name: 'Export Cafe' })]);
      expect(data.reviews.businesses).toEqual([expect.objectContaining({ name: 'My own visit', rating: 4 })]);
      expect(data.supportTickets).toEqual([expect.objectContaining({ name: 'Export ticket' })]);
      expect(data.sessions.length).toBeGreaterThan(0);
      // The confirmation link followed at signup: when, never its hash.
      expect(data.emailConfirmations).toEqual([expect.objectContaining({ used_at: expect.any(String) })]);
      expect(data.profile).toMatchObject({ email_confirmed: true });
      const [stored] = await api.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [
        id,
      ]);
      const tokens = await api.db.query<{ token_hash: string; family_id: string }>(
        'SELECT token_hash, family_id FROM refresh_tokens WHERE user_id = $1',
        [id],
      );
      const text = exported.body;
      expect(text).not.toContain(stored!.password_hash);
      expect(text).not.toContain(password);
      for (const t of tokens) {
        expect(text).not.toContain(t.token_hash);
        expect(text).not.toContain(t.family_id);
      }
      expect(text).not.toMatch(/password_hash|token_hash|family_id/);
      expect((await api.client().get('/user/export')).statusCode).toBe(401);
    });

    it('deletes the account with its sessions and reviews, recounting ratings; its entries stay, creator unset', async () => {
      const { client, id, username, password } = await person();
      const business = (
        await client.post('/businesses', {
          name: 'Left Behind Cafe',
          description: 'Stays.',
          businessType: { id: 2 },
          country: { id: 233 },
          website: 'https://example.org/left',
        })
      ).json();
      await client.post(`/businesses/${business.id}/reviews`, { name: 'Mine', rating: 1 });
      await clients.member.post(`/businesses/${business.id}/reviews`, { name: 'Theirs', rating: 5 });
      expect((await api.client().get(`/businesses/${business.id}`)).json()).toMatchObject({ reviews: 2, rating: 3 });
      const wrong = await client.call('DELETE', '/user', { body: { password: 'not-my-password' } });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toEqual([{ field: 'password', message: M.wrongPassword }]);
      const deleted = await client.call('DELETE', '/user', { body: { password } });
      expect(deleted.statusCode, deleted.body).toBe(204);
      // Their review no longer counts; the entry stays, its creator unset.
      expect((await api.client().get(`/businesses/${business.id}`)).json()).toMatchObject({
        reviews: 1,
        rating: 5,
        createdById: null,
        createdByUsername: null,
      });
      expect(
        (
          await api.db.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM business_reviews WHERE created_by_id IS NULL',
          )
        )[0]!.n,
      ).toBe(0);
      expect(
        (
          await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM refresh_tokens WHERE user_id = $1', [id])
        )[0]!.n,
      ).toBe(0);
      expect((await client.get('/user')).statusCode).toBe(401);
      expect((await api.client().post('/auth/login', { username, password })).statusCode).toBe(401);
    });
  });

  describe('deleting an account deletes its mail', () => {
    it('deletes the mail to the account (by account and by address) and its throttle rows', async () => {
      const { client, id, username, password, email } = await person();
      await api.client().post('/auth/forgot-password', { login: username });
      await api.client().post('/auth/forgot', { email });
      await waitForResetToken(api.ctx, email);
      await api.ctx.afterAnswer.settled();
      // Mail that names no account, to the same address in other letters.
      await api.db.query("INSERT INTO mail_outbox (to_address, subject, body) VALUES ($1, 'older mail', NULL)", [
        email.toUpperCase(),
      ]);
      // The confirmation link, the reset link, the username reminder and the older mail.
      expect(
        (
          await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox WHERE lower(to_address) = $1', [
            email,
          ])
        )[0]!.n,
      ).toBe(4);
      expect(
        (await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_throttle'))[0]!.n,
      ).toBeGreaterThanOrEqual(3);
      const before = (await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_throttle'))[0]!.n;

      const deleted = await client.call('DELETE', '/user', { body: { password } });
      expect(deleted.statusCode, deleted.body).toBe(204);
      expect(deleted.body).toBe('');
      expect(
        await api.db.query('SELECT id FROM mail_outbox WHERE lower(to_address) = $1 OR user_id = $2', [email, id]),
      ).toEqual([]);
      expect((await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_throttle'))[0]!.n).toBe(
        before - 3,
      );
    });
  });

  describe('moderation', () => {
    it('lets an administrator give and take the moderator role, effective at the next login, and logs it', async () => {
      const { client, id, username, password } = await person();
      const given = await clients.administrator.put(`/users/${id}/roles`, { roles: ['ROLE_USER', 'ROLE_MODERATOR'] });
      expect(given.statusCode, given.body).toBe(200);
      expect(given.json().roles).toEqual(['ROLE_MODERATOR', 'ROLE_USER']);
      // The old session ended; the next login carries the role.
      expect((await client.get('/user')).statusCode).toBe(401);
      await client.login(username, password);
      expect((await client.get('/support')).statusCode).toBe(200);
      await clients.administrator.put(`/users/${id}/roles`, { roles: [] });
      await client.login(username, password);
      expect((await client.get('/support')).statusCode).toBe(403);
      const me = (await clients.administrator.get('/user')).json().id;
      expect(
        (await clients.administrator.put(`/users/${me}/roles`, { roles: ['ROLE_MODERATOR'] })).json().errors,
      ).toEqual([{ field: 'roles', message: M.ownAdminRole }]);
      expect((await clients.administrator.put(`/users/${id}/roles`, { roles: ['ROLE_KING'] })).statusCode).toBe(400);
      const log = (await clients.moderator.get('/moderation-log?size=50')).json().content;
      expect(log).toContainEqual(
        expect.objectContaining({
          actorUsername: 'administrator',
          action: 'roles-changed',
          targetKind: 'account',
          targetId: id,
          targetName: username,
          detail: 'moderator',
        }),
      );
    });

    it('lets an administrator disable an account, which cannot log in and loses its sessions at once; and re-enable it', async () => {
      const { client, id, username, password } = await person();
      const disabled = await clients.administrator.put(`/users/${id}/enabled`, { enabled: false });
      expect(disabled.statusCode, disabled.body).toBe(200);
      expect(disabled.json().enabled).toBe(false);
      expect((await client.get('/user')).statusCode).toBe(401);
      expect((await client.post('/auth/refresh')).statusCode).toBe(401);
      const refused = await api.client().post('/auth/login', { username, password });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe(M.accountDisabled);
      // A wrong password hears the usual answer: only the owner learns the account is disabled.
      expect((await api.client().post('/auth/login', { username, password: 'wrong-password' })).json().message).toBe(
        M.invalidCredentials,
      );
      expect((await clients.administrator.put(`/users/${id}/enabled`, { enabled: true })).json().enabled).toBe(true);
      expect((await api.client().post('/auth/login', { username, password })).statusCode).toBe(200);
      const me = (await clients.administrator.get('/user')).json().id;
      expect((await clients.administrator.put(`/users/${me}/enabled`, { enabled: false })).json().errors).toEqual([
        { field: 'enabled', message: M.ownAccountDisabled },
      ]);
      const actions = (await clients.administrator.get('/moderation-log?size=50'))
        .json()
        .content.filter((l: { targetId: number }) => l.targetId === id)
        .map((l: { action: string }) => l.action);
      expect(actions).toEqual(['enabled', 'disabled']);
    });

    it("logs deletions of others' content and administrator resets, not of one's own", async () => {
      const { client, id, username, email } = await person();
      const own = (
        await client.post('/businesses', {
          name: 'Own Delete Cafe',
          description: 'x',
          businessType: { id: 2 },
          country: { id: 233 },
          website: 'https://example.org/own',
        })
      ).json();
      const other = (
        await client.post('/businesses', {
          name: 'Moderated Cafe',
          description: 'x',
          businessType: { id: 2 },
          country: { id: 233 },
          website: 'https://example.org/mod',
        })
      ).json();
      const review = (
        await client.post(`/businesses/${other.id}/reviews`, { name: 'Abusive words', rating: 1 })
      ).json();
      expect((await client.delete(`/businesses/${own.id}`)).statusCode).toBe(204);
      expect((await clients.moderator.delete(`/businesses/${other.id}/reviews/${review.id}`)).statusCode).toBe(204);
      expect((await clients.moderator.delete(`/businesses/${other.id}`)).statusCode).toBe(204);
      expect(
        (await clients.administrator.post('/auth/admin-reset', { username, email, newPassword: 'reset-by-admin' }))
          .statusCode,
      ).toBe(200);
      const log = (await clients.moderator.get('/moderation-log?size=50')).json().content as {
        actorUsername: string;
        action: string;
        targetKind: string;
        targetId: number;
        targetName: string;
      }[];
      const mine = log.filter(
        (l) =>
          [own.id, other.id, review.id, id].includes(l.targetId) &&
          ['business', 'review', 'account'].includes(l.targetKind),
      );
      expect(mine.map((l) => [l.actorUsername, l.action, l.targetKind, l.targetName])).toEqual([
        ['administrator', 'password-reset', 'account', username],
        ['moderator', 'deleted', 'business', 'Moderated Cafe'],
        ['moderator', 'deleted', 'review', 'Abusive words'],
      ]);
    });

    it.each([
      {
        route: 'GET /moderation-log',
        call: (c: TestClient) => c.get('/moderation-log'),
        expect: { anonymous: 401, other: 403, member: 403, moderator: 200, administrator: 200 },
      },
      {
        route: 'PUT /users/{id}/roles',
        call: (c: TestClient, id: number) => c.put(`/users/${id}/roles`, { roles: ['ROLE_USER'] }),
        expect: { anonymous: 401, other: 403, member: 403, moderator: 403, administrator: 200 },
      },
      {
        route: 'PUT /users/{id}/enabled',
        call: (c: TestClient, id: number) => c.put(`/users/${id}/enabled`, { enabled: true }),
        expect: { anonymous: 401, other: 403, member: 403, moderator: 403, administrator: 200 },
      },
      { route: 'GET /user/export', call: (c: TestClient) => c.get('/user/export'), expect: loggedIn(200) },
      {
        route: 'DELETE /user (wrong password)',
        call: (c: TestClient) => c.call('DELETE', '/user', { body: { password: 'not-the-password' } }),
        expect: loggedIn(400),
      },
      {
        route: 'POST /auth/forgot-password',
        call: (c: TestClient) => c.post('/auth/forgot-password', { login: 'nobody-at-all' }),
        expect: { anonymous: 200, other: 200, member: 200, moderator: 200, administrator: 200 },
      },
      {
        route: 'POST /auth/reset-password (no such link)',
        call: (c: TestClient) =>
          c.post('/auth/reset-password', { token: 'y'.repeat(43), newPassword: 'whatever-password' }),
        expect: { anonymous: 400, other: 400, member: 400, moderator: 400, administrator: 400 },
      },
    ])('$route answers each role as the authorization table says', async ({ call, expect: expected }) => {
      const target = async () => (await person()).id;
      expect(await statusByRole(clients, target, call)).toEqual(expected);
    });
  });
});
