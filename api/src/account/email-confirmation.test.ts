/**
 * Email confirmation: a signup starts unconfirmed and is mailed a single-use link; following it
 * confirms the address and, in the same transaction, recounts the ratings the person's reviews
 * are in. Until then their reviews are shown but counted in no rating.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M } from '@ffc/domain';
import {
  buildTestApi,
  DATABASE_ENGINES,
  waitForConfirmationToken,
  waitForMail,
  type TestApi,
  type TestClient,
} from '../../test/testing.js';
import { ensureAdministrator } from '../seed/accounts.js';

describe.each(DATABASE_ENGINES)('email confirmation on %s', (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await buildTestApi(engine);
  });
  afterAll(() => api.close());

  const linkToken = (to: string) => waitForConfirmationToken(api.ctx, to);

  async function signUp(username: string): Promise<{ client: TestClient; email: string; id: number }> {
    const email = `${username}@example.org`;
    const client = api.client();
    expect((await client.post('/auth/signup', { username, password: 'secret1', email })).statusCode).toBe(201);
    const login = await client.login(username, 'secret1');
    return { client, email, id: login.json<{ id: number }>().id };
  }

  const confirmedOf = async (username: string) =>
    (
      await api.db.query<{ email_confirmed: boolean }>('SELECT email_confirmed FROM users WHERE username = $1', [
        username,
      ])
    )[0]!.email_confirmed;
  const businessOf = async (id: number) =>
    (await api.client().get(`/businesses/${id}`)).json<{ reviews: number; rating: number | null }>();
  /** Lets the next throttled mail to the address go now, as a minute's wait would. */
  const minuteLater = (email: string) =>
    api.db.query("UPDATE mail_throttle SET last_sent_at = now() - interval '2 minutes'", []).then(() => email);

  it('keeps existing, demo and ADMIN_* accounts confirmed', async () => {
    for (const username of ['administrator', 'moderator', 'member']) expect(await confirmedOf(username)).toBe(true);
    expect(
      await ensureAdministrator(api.db, {
        username: 'bootadmin',
        password: 'secret12',
        email: 'bootadmin@example.org',
      }),
    ).toBe(true);
    expect(await confirmedOf('bootadmin')).toBe(true);
    const member = api.client();
    await member.login('member');
    expect((await member.get('/user')).json()).toMatchObject({ username: 'member', emailConfirmed: true });
  });

  it('starts a signup unconfirmed and mails it a single-use link to the web app; only the hash is kept', async () => {
    const { client, email } = await signUp('confirmer1');
    expect(await confirmedOf('confirmer1')).toBe(false);
    expect((await client.get('/user')).json()).toMatchObject({ emailConfirmed: false });
    const [mail] = await waitForMail(api.ctx, email, 'Confirm your');
    expect(mail!.text).toContain(`${api.ctx.config.publicUrl}/confirm-email?token=`);
    const token = await linkToken(email);
    const stored = await api.db.query<{ token_hash: string; days: number }>(
      "SELECT token_hash, round(extract(epoch FROM expires_at - created_at) / 86400)::int AS days FROM email_confirmation_tokens t JOIN users u ON u.id = t.user_id WHERE u.username = 'confirmer1'",
      [],
    );
    expect(stored).toEqual([{ token_hash: expect.stringMatching(/^[0-9a-f]{64}$/), days: 7 }]);
    expect(stored[0]!.token_hash).not.toContain(token);

    // Followed signed out, as from a mail client.
    const confirmed = await api.client().post('/auth/confirm-email', { token });
    expect([confirmed.statusCode, confirmed.json()]).toEqual([200, { message: M.emailConfirmed }]);
    expect(await confirmedOf('confirmer1')).toBe(true);
    expect((await client.get('/user')).json()).toMatchObject({ emailConfirmed: true });

    const again = await api.client().post('/auth/confirm-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([{ field: 'token', message: M.emailConfirmationLinkInvalid }]);
  });

  it('refuses an unknown or expired link with a field error', async () => {
    const unknown = await api.client().post('/auth/confirm-email', { token: 'x'.repeat(43) });
    expect([unknown.statusCode, unknown.json().errors]).toEqual([
      400,
      [{ field: 'token', message: M.emailConfirmationLinkInvalid }],
    ]);
    const tooShort = await api.client().post('/auth/confirm-email', { token: 'abc' });
    expect([tooShort.statusCode, tooShort.json().errors]).toEqual([
      400,
      [{ field: 'token', message: M.emailConfirmationLinkInvalid }],
    ]);

    const { email } = await signUp('confirmer2');
    const token = await linkToken(email);
    await api.db.query(
      "UPDATE email_confirmation_tokens SET expires_at = now() - interval '1 second' WHERE user_id = (SELECT id FROM users WHERE username = 'confirmer2')",
      [],
    );
    const expired = await api.client().post('/auth/confirm-email', { token });
    expect([expired.statusCode, expired.json().errors]).toEqual([
      400,
      [{ field: 'token', message: M.emailConfirmationLinkInvalid }],
    ]);
    expect(await confirmedOf('confirmer2')).toBe(false);
  });

  it("counts an unconfirmed person's review in no rating until they confirm, then recounts it", async () => {
    const [business] = await api.db.query<{ id: number }>(
      'SELECT b.id FROM businesses b WHERE review_count > 0 AND rating < 4 ORDER BY id LIMIT 1',
      [],
    );
    const before = await businessOf(business!.id);
    const { client, email } = await signUp('reviewer1');

    const written = await client.post(`/businesses/${business!.id}/reviews`, {
      name: 'Wonderful',
      rating: 5,
      comment: 'No scent at all.',
    });
    expect(written.statusCode).toBe(201);
    expect(written.json()).toMatchObject({ rating: 5, counted: false, createdByUsername: 'reviewer1' });
    expect(await businessOf(business!.id)).toMatchObject({ reviews: before.reviews, rating: before.rating });
    // It is shown with the others, marked.
    const listed = (await api.client().get(`/businesses/${business!.id}/reviews?size=100`)).json<{
      content: { createdByUsername: string; counted: boolean }[];
    }>();
    expect(listed.content.find((r) => r.createdByUsername === 'reviewer1')).toMatchObject({ counted: false });

    expect((await api.client().post('/auth/confirm-email', { token: await linkToken(email) })).statusCode).toBe(200);
    const after = await businessOf(business!.id);
    expect(after.reviews).toBe(before.reviews + 1);
    expect(after.rating).toBeCloseTo((before.rating! * before.reviews + 5) / (before.reviews + 1), 10);
    const shown = (await api.client().get(`/businesses/${business!.id}/reviews?size=100`)).json<{
      content: { createdByUsername: string; counted: boolean }[];
    }>();
    expect(shown.content.find((r) => r.createdByUsername === 'reviewer1')).toMatchObject({ counted: true });
  });

  it('gives an entry reviewed only by unconfirmed people no count and no rating', async () => {
    const { client } = await signUp('reviewer2');
    const created = await client.post(
      '/businesses',
      (
        await api
          .client()
          .get(
            `/businesses/${(await api.db.query<{ id: number }>('SELECT id FROM businesses ORDER BY id LIMIT 1', []))[0]!.id}`,
          )
      ).json(),
    );
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: number }>().id;
    expect((await client.post(`/businesses/${id}/reviews`, { name: 'Fine', rating: 4 })).statusCode).toBe(201);
    expect(await businessOf(id)).toMatchObject({ reviews: 0, rating: null });
  });

  it('throttles sending the link again, and says so; a minute later it goes', async () => {
    const { client, email } = await signUp('resender1');
    const throttled = await client.post('/user/email-confirmation');
    expect([throttled.statusCode, throttled.json().message]).toEqual([429, M.emailConfirmationThrottled]);
    await minuteLater(email);
    const sent = await client.post('/user/email-confirmation');
    expect([sent.statusCode, sent.json()]).toEqual([200, { message: M.emailConfirmationSent }]);
    expect(await waitForMail(api.ctx, email, 'Confirm your')).toHaveLength(2);
    // Either link works once; the first use ends both.
    expect((await api.client().post('/auth/confirm-email', { token: await linkToken(email) })).statusCode).toBe(200);
    const confirmedAlready = await client.post('/user/email-confirmation');
    expect([confirmedAlready.statusCode, confirmedAlready.json().message]).toEqual([400, M.emailAlreadyConfirmed]);
    expect((await api.client().post('/user/email-confirmation')).statusCode).toBe(401);
  });

  it('makes a changed address unconfirmed, stops counting the reviews, and mails the new address', async () => {
    const [business] = await api.db.query<{ id: number }>('SELECT id FROM businesses ORDER BY id DESC LIMIT 1', []);
    const member = api.client();
    await member.login('member');
    const profile = (await member.get('/user')).json<Record<string, unknown>>();
    expect((await member.post(`/businesses/${business!.id}/reviews`, { name: 'Counted', rating: 1 })).statusCode).toBe(
      201,
    );
    const counted = await businessOf(business!.id);

    const changed = await member.put('/user', { ...profile, email: 'member-new@example.org' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ email: 'member-new@example.org', emailConfirmed: false });
    expect(await businessOf(business!.id)).toMatchObject({ reviews: counted.reviews - 1 });
    const token = await linkToken('member-new@example.org');

    // A profile save that keeps the address keeps it unconfirmed and mails nothing more.
    expect(
      (await member.put('/user', { ...profile, email: 'MEMBER-NEW@example.org', name: 'Mel' })).json(),
    ).toMatchObject({ emailConfirmed: false });
    expect(await waitForMail(api.ctx, 'member-new@example.org', 'Confirm your')).toHaveLength(1);

    expect((await api.client().post('/auth/confirm-email', { token })).statusCode).toBe(200);
    expect(await businessOf(business!.id)).toMatchObject({ reviews: counted.reviews, rating: counted.rating });
  });

  it("does not show another user whether someone's address is confirmed", async () => {
    const { id } = await signUp('privacy1');
    const stranger = api.client();
    await stranger.login('moderator');
    const seen = (await stranger.get(`/users/${id}`)).json<Record<string, unknown>>();
    expect(seen).not.toHaveProperty('emailConfirmed');
    expect(seen).not.toHaveProperty('email');
  });
});
