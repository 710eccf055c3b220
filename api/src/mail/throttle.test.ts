/**
 * Mail that anyone can trigger reaches an address at most once a minute and MAIL_DAILY_MAX times a
 * day per purpose, also under concurrent requests, on PGlite and PostgreSQL; the answers stay the same.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M, MAIL_DAILY_MAX } from '@ffc/domain';
import { buildTestApi, DATABASE_ENGINES, type TestApi } from '../../test/testing.js';

describe.each(DATABASE_ENGINES)('the mail throttle on %s', (engine) => {
  let api: TestApi;
  let serial = 0;
  beforeAll(async () => {
    api = await buildTestApi(engine);
  });
  afterAll(() => api.close());

  async function person(): Promise<{ id: number; username: string; email: string }> {
    const username = `throttled${++serial}`;
    const email = `${username}@example.org`;
    expect((await api.client().post('/auth/signup', { username, password: `${username}-pw`, email })).statusCode).toBe(
      201,
    );
    const [row] = await api.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]);
    return { id: row!.id, username, email };
  }

  const mailCount = async (email: string, subjectStart: string) =>
    (
      await api.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM mail_outbox WHERE lower(to_address) = lower($1) AND starts_with(subject, $2)',
        [email, subjectStart],
      )
    )[0]!.n;

  /** As if the last mail of each purpose to `email` went out over a minute ago. */
  const aMinuteLater = () =>
    api.db.query("UPDATE mail_throttle SET last_sent_at = last_sent_at - interval '61 seconds'");

  it('40 concurrent forgot-password requests for one account queue exactly one mail and one token', async () => {
    const { id, email } = await person();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        api.client().post('/auth/forgot-password', { login: i % 2 ? email : email.toUpperCase() }),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ message: M.passwordResetSent });
    }
    await api.ctx.afterAnswer.settled();
    expect(await mailCount(email, 'Choose a new')).toBe(1);
    expect(
      (
        await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM password_reset_tokens WHERE user_id = $1', [
          id,
        ])
      )[0]!.n,
    ).toBe(1);
  });

  it('repeated forgot-username requests mail the username once a minute', async () => {
    const { email } = await person();
    const answers = await Promise.all(Array.from({ length: 10 }, () => api.client().post('/auth/forgot', { email })));
    expect(answers.map((a) => [a.statusCode, a.json()])).toEqual(answers.map(() => [200, { message: M.usernameSent }]));
    await api.ctx.afterAnswer.settled();
    expect(await mailCount(email, 'Your ')).toBe(1);
    await aMinuteLater();
    expect((await api.client().post('/auth/forgot', { email })).statusCode).toBe(200);
    await api.ctx.afterAnswer.settled();
    expect(await mailCount(email, 'Your ')).toBe(2);
  });

  it('repeated signups with a taken address mail its owner once a minute, with the answer of a signup', async () => {
    const { email } = await person();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api.client().post('/auth/signup', { username: `taker${serial}x${i}`, password: 'secret1', email }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 201));
    expect(await mailCount(email, 'Someone tried')).toBe(1);
    await aMinuteLater();
    expect(
      (
        await api
          .client()
          .post('/auth/signup', { username: `taker${serial}again`, password: 'secret1', email: email.toUpperCase() })
      ).statusCode,
    ).toBe(201);
    expect(await mailCount(email, 'Someone tried')).toBe(2);
    // Each purpose has its own minute: a reset link still goes.
    await api.client().post('/auth/forgot-password', { login: email });
    await api.ctx.afterAnswer.settled();
    expect(await mailCount(email, 'Choose a new')).toBe(1);
  });

  it(`mails an address at most ${MAIL_DAILY_MAX} times a day per purpose, and again the next day`, async () => {
    const { id, email } = await person();
    for (let i = 0; i < MAIL_DAILY_MAX + 3; i += 1) {
      expect((await api.client().post('/auth/forgot-password', { login: email })).json()).toEqual({
        message: M.passwordResetSent,
      });
      await api.ctx.afterAnswer.settled();
      await aMinuteLater();
    }
    expect(await mailCount(email, 'Choose a new')).toBe(MAIL_DAILY_MAX);
    const tokens = async () =>
      (
        await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM password_reset_tokens WHERE user_id = $1', [
          id,
        ])
      )[0]!.n;
    expect(await tokens()).toBe(MAIL_DAILY_MAX);
    await api.db.query("UPDATE mail_throttle SET day_started_at = day_started_at - interval '1 day'");
    await api.client().post('/auth/forgot-password', { login: email });
    await api.ctx.afterAnswer.settled();
    expect(await mailCount(email, 'Choose a new')).toBe(MAIL_DAILY_MAX + 1);
    expect(await tokens()).toBe(MAIL_DAILY_MAX + 1);
  });
});
