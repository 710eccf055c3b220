/**
 * Forgot password and forgot username answer before they look anything up: the answer cannot take
 * longer for an address that has an account. Mail is held at a gate the test opens, so this is
 * shown by order, not by timing.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { M } from '@ffc/domain';
import type { Mailer } from '../mail/mailer.js';
import { buildTestApi, DATABASE_ENGINES, waitForMail, waitForResetToken, type TestApi } from '../../test/testing.js';

/** A mailer whose mail waits until the test opens the gate; `held` resolves once some is waiting. */
function gatedMailer() {
  let open!: () => void;
  let reached!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const held = new Promise<void>((resolve) => (reached = resolve));
  const wrap = (inner: Mailer): Mailer => ({
    ...inner,
    async send(db, mail) {
      reached();
      await gate;
      return inner.send(db, mail);
    },
  });
  return { wrap, open: () => open(), held };
}

describe.each(DATABASE_ENGINES)('forgot password and username on %s', (engine) => {
  let api: TestApi;
  const mail = gatedMailer();
  beforeAll(async () => {
    api = await buildTestApi(engine, {}, { wrapMailer: mail.wrap });
  });
  afterAll(() => api.close());

  const outboxCount = async (email: string) =>
    (await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = $1', [email]))[0]!
      .n;

  it('both answer before the account is looked up and mailed, the same for known and unknown logins; the mail follows', async () => {
    const known = await api.client().post('/auth/forgot-password', { login: 'member' });
    const unknown = await api.client().post('/auth/forgot-password', { login: 'nobody-at-all' });
    const knownAddress = await api.client().post('/auth/forgot', { email: 'moderator@example.org' });
    const unknownAddress = await api.client().post('/auth/forgot', { email: 'nobody@example.org' });
    // Every answer is in while the mail is still held at the gate.
    for (const answer of [known, unknown])
      expect([answer.statusCode, answer.json()]).toEqual([200, { message: M.passwordResetSent }]);
    for (const answer of [knownAddress, unknownAddress])
      expect([answer.statusCode, answer.json()]).toEqual([200, { message: M.usernameSent }]);
    await mail.held;
    expect(await outboxCount('member@example.org')).toBe(0);
    expect(await outboxCount('moderator@example.org')).toBe(0);

    mail.open();
    expect(await waitForResetToken(api.ctx, 'member@example.org')).toMatch(/^[\w-]{40,}$/);
    const [username] = await waitForMail(api.ctx, 'moderator@example.org', 'Your ');
    expect(username!.text).toContain('The username for this email address is: moderator');
    await api.ctx.afterAnswer.settled();
    expect(await api.db.query("SELECT to_address FROM mail_outbox WHERE to_address LIKE 'nobody%'")).toEqual([]);
  });

  it('a failure after the answer is logged, not left an unhandled rejection, and queues nothing', async () => {
    mail.open();
    const logged = vi.spyOn(api.app.log, 'error').mockImplementation(() => undefined);
    try {
      await api.db.query('ALTER TABLE mail_throttle RENAME TO mail_throttle_away');
      const answer = await api.client().post('/auth/forgot-password', { login: 'administrator' });
      expect([answer.statusCode, answer.json()]).toEqual([200, { message: M.passwordResetSent }]);
      await api.ctx.afterAnswer.settled();
      expect(logged).toHaveBeenCalledTimes(1);
      expect(logged.mock.calls[0]).toEqual([
        { err: expect.any(Error) },
        'forgot-password mail failed after the answer',
      ]);
      expect(await outboxCount('administrator@example.org')).toBe(0);
    } finally {
      await api.db.query('ALTER TABLE mail_throttle_away RENAME TO mail_throttle');
      logged.mockRestore();
    }
  });
});
