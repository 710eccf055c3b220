/**
 * Mail delivery: MAIL_FROM is the sender; a failed send stays queued with its error and is retried
 * later; bodies are sealed at rest and dropped once sent; old mail (sent or not) and expired refresh
 * tokens are pruned. Against a real SMTP server.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prune } from '../maintenance.js';
import { createMailer, type MailLog } from './mailer.js';
import { MAIL_SENT_KEPT_DAYS, MAIL_UNSENT_KEPT_HOURS, M } from '@ffc/domain';
import { buildTestApi, DATABASE_ENGINES, waitForMail, waitForResetToken, type TestApi } from '../../test/testing.js';

interface Received {
  from: string | undefined;
  to: string[];
  body: string;
}

describe.each(DATABASE_ENGINES)('the mail outbox on %s', (engine) => {
  let server: SMTPServer;
  let api: TestApi;
  const received: Received[] = [];
  let refuseNext = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      onData(stream, session, callback) {
        let body = '';
        stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
        stream.on('end', () => {
          if (refuseNext > 0) {
            refuseNext -= 1;
            return callback(Object.assign(new Error('mailbox busy, try later'), { responseCode: 451 }));
          }
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((r) => r.address),
            body,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    api = await buildTestApi(engine, {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailFrom: '"Fragrance Free Test" <hello@ffc.example>',
    });
  });
  afterAll(async () => {
    await api.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sends from MAIL_FROM, retries a refused send later, records the last error, and drops the body once sent', async () => {
    refuseNext = 1;
    expect((await api.client().post('/auth/forgot', { email: 'member@example.org' })).statusCode).toBe(200);
    await waitForMail(api.ctx, 'member@example.org', 'Your ');
    // The first try (this one, or the worker's own right after queuing) is refused: the message
    // stays, with the error and a later time to try again.
    await api.ctx.mailer.deliverDue(api.db);
    const [queued] = await api.db.query<{
      id: number;
      attempts: number;
      last_error: string;
      sent_at: string | null;
      due_later: boolean;
    }>(
      `SELECT id, attempts, last_error, sent_at, next_attempt_at > now() AS due_later FROM mail_outbox ORDER BY id DESC LIMIT 1`,
    );
    expect(queued).toMatchObject({ attempts: 1, sent_at: null, due_later: true });
    expect(queued!.last_error).toMatch(/mailbox busy/);
    // Its time comes: it goes out.
    await api.db.query('UPDATE mail_outbox SET next_attempt_at = now() WHERE id = $1', [queued!.id]);
    await api.ctx.mailer.deliverDue(api.db);
    const [sent] = await api.db.query<{
      attempts: number;
      last_error: string | null;
      sent: boolean;
      body: string | null;
    }>('SELECT attempts, last_error, sent_at IS NOT NULL AS sent, body FROM mail_outbox WHERE id = $1', [queued!.id]);
    expect(sent).toEqual({ attempts: 2, last_error: null, sent: true, body: null });
    expect(received.at(-1)).toMatchObject({ from: 'hello@ffc.example', to: ['member@example.org'] });
    expect(received.at(-1)!.body).toContain('From: Fragrance Free Test <hello@ffc.example>');
    expect(received.at(-1)!.body).toContain('The username for this email address is: member');
    // Nothing is sent twice.
    const count = received.length;
    await api.ctx.mailer.deliverDue(api.db);
    expect(received.length).toBe(count);
  });

  it('prunes mail unsent for a day, sent mail long ago, spent throttle rows and refresh tokens long expired, and keeps the rest', async () => {
    const hoursAgo = (hours: number) => `now() - make_interval(hours => ${hours})`;
    await api.db.query(
      `INSERT INTO mail_outbox (to_address, subject, body, created_at, sent_at) VALUES ('old@example.org', 'old', NULL, now() - make_interval(days => ${MAIL_SENT_KEPT_DAYS + 1}), now() - make_interval(days => ${MAIL_SENT_KEPT_DAYS + 1}))`,
    );
    await api.db.query(
      `INSERT INTO mail_outbox (to_address, subject, body, created_at, sent_at) VALUES ('recent@example.org', 'recent', NULL, ${hoursAgo(MAIL_UNSENT_KEPT_HOURS + 1)}, ${hoursAgo(MAIL_UNSENT_KEPT_HOURS + 1)})`,
    );
    await api.db.query(
      `INSERT INTO mail_outbox (to_address, subject, body, created_at) VALUES ('unsent@example.org', 'unsent', 'v1.x', ${hoursAgo(MAIL_UNSENT_KEPT_HOURS + 1)})`,
    );
    await api.db.query(
      `INSERT INTO mail_outbox (to_address, subject, body, created_at) VALUES ('pending@example.org', 'pending', 'v1.x', ${hoursAgo(MAIL_UNSENT_KEPT_HOURS - 1)})`,
    );
    await api.db.query(
      `INSERT INTO mail_throttle VALUES ('spent', 'password-reset', now() - interval '25 hours', now() - interval '25 hours', 3), ('live', 'password-reset', now(), now(), 1)`,
    );
    await api.client().login('member');
    const [{ id: userId }] = (await api.db.query<{ id: number }>("SELECT id FROM users WHERE username = 'member'")) as [
      { id: number },
    ];
    await api.db.query(
      `INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at, authenticated_at) VALUES ($1, 'old-family', 'old-hash', now() - interval '3 days', now() - interval '33 days')`,
      [userId],
    );
    const pruned = await prune(api.db);
    expect(pruned).toEqual({ mail: 2, mailThrottle: 1, refreshTokens: 1 });
    const left = await api.db.query<{ to_address: string }>(
      `SELECT to_address FROM mail_outbox WHERE subject IN ('old', 'recent', 'unsent', 'pending') ORDER BY to_address`,
    );
    expect(left).toEqual([{ to_address: 'pending@example.org' }, { to_address: 'recent@example.org' }]);
    expect(
      await api.db.query("SELECT address_hash FROM mail_throttle WHERE address_hash IN ('spent', 'live')"),
    ).toEqual([{ address_hash: 'live' }]);
    expect(await api.db.query("SELECT 1 FROM refresh_tokens WHERE token_hash = 'old-hash'")).toEqual([]);
    expect((await api.db.query('SELECT 1 FROM refresh_tokens WHERE user_id = $1', [userId])).length).toBeGreaterThan(0);
  });
});

describe.each(DATABASE_ENGINES)('the mail outbox without SMTP on %s', (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await buildTestApi(engine);
  });
  afterAll(() => api.close());

  it('keeps no reset link readable in the outbox: the whole row holds no trace of the token, and the developer reader opens it', async () => {
    const answer = await api.client().post('/auth/forgot-password', { login: 'moderator' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: M.passwordResetSent });
    const token = await waitForResetToken(api.ctx, 'moderator@example.org');
    expect(token).toMatch(/^[\w-]{40,}$/);
    const stored = await api.db.query<{ row: string }>(
      "SELECT t::text AS row FROM mail_outbox t WHERE to_address = 'moderator@example.org'",
    );
    expect(stored).toHaveLength(1);
    for (const form of [token, encodeURIComponent(token), 'reset-password?token='])
      expect(stored[0]!.row).not.toContain(form);
    // Moved to another address, the body no longer opens.
    const [{ body }] = (await api.db.query<{ body: string }>(
      "SELECT body FROM mail_outbox WHERE to_address = 'moderator@example.org'",
    )) as [{ body: string }];
    expect(() => api.ctx.mailer.open('attacker@example.org', body)).toThrow();
  });
});

describe('mail without SMTP in development', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await buildTestApi('pglite');
  });
  afterAll(() => api.close());

  it('writes the whole message to the log, reset link included, and keeps it sealed in the outbox', async () => {
    // Loggers that record what is logged at info.
    const logged: Record<string, unknown>[] = [];
    const log: MailLog = { info: (entry) => void logged.push(entry), warn: () => undefined };
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'x@ffc.example',
      secret: 's'.repeat(32),
      log,
      logBodies: true,
    });
    await mailer.send(api.db, {
      to: 'dev@example.org',
      subject: 'Reset your password',
      text: 'Open http://localhost:4100/reset-password?token=abc',
    });
    expect(logged).toContainEqual(
      expect.objectContaining({
        to: 'dev@example.org',
        subject: 'Reset your password',
        text: 'Open http://localhost:4100/reset-password?token=abc',
      }),
    );
    const quiet: Record<string, unknown>[] = [];
    const quietLog: MailLog = { info: (entry) => void quiet.push(entry), warn: () => undefined };
    await createMailer({ smtpUrl: undefined, from: 'x@ffc.example', secret: 's'.repeat(32), log: quietLog }).send(
      api.db,
      { to: 'prod@example.org', subject: 'Reset', text: 'secret link' },
    );
    expect(JSON.stringify(quiet)).not.toContain('secret link');
    const [row] = await api.db.query<{ body: string }>(
      "SELECT body FROM mail_outbox WHERE to_address = 'dev@example.org'",
    );
    expect(row!.body).not.toContain('token=abc');
  });
});
