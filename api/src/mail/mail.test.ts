/**
 * Mail delivery (issue 10): MAIL_FROM is the sender; a failed send stays queued with its error and
 * is retried later; sent mail and expired refresh tokens are pruned. Against a real SMTP server.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prune } from '../maintenance.js';
import { buildTestApi, DATABASE_ENGINES, type TestApi } from '../../test/testing.js';

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
          received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined, to: session.envelope.rcptTo.map((r) => r.address), body });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    api = await buildTestApi(engine, { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: '"Fragrance Free Test" <hello@ffc.example>' });
  });
  afterAll(async () => {
    await api.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sends from MAIL_FROM, retries a refused send later, and records the last error', async () => {
    refuseNext = 1;
    expect((await api.client().post('/auth/forgot', { email: 'member@example.org' })).statusCode).toBe(200);
    // The first try (this one, or the worker's own right after queuing) is refused: the message
    // stays, with the error and a later time to try again.
    await api.ctx.mailer.deliverDue(api.db);
    const [queued] = await api.db.query<{ id: number; attempts: number; last_error: string; sent_at: string | null; due_later: boolean }>(
      `SELECT id, attempts, last_error, sent_at, next_attempt_at > now() AS due_later FROM mail_outbox ORDER BY id DESC LIMIT 1`,
    );
    expect(queued).toMatchObject({ attempts: 1, sent_at: null, due_later: true });
    expect(queued!.last_error).toMatch(/mailbox busy/);
    // Its time comes: it goes out.
    await api.db.query('UPDATE mail_outbox SET next_attempt_at = now() WHERE id = $1', [queued!.id]);
    await api.ctx.mailer.deliverDue(api.db);
    const [sent] = await api.db.query<{ attempts: number; last_error: string | null; sent: boolean }>(
      'SELECT attempts, last_error, sent_at IS NOT NULL AS sent FROM mail_outbox WHERE id = $1',
      [queued!.id],
    );
    expect(sent).toEqual({ attempts: 2, last_error: null, sent: true });
    expect(received.at(-1)).toMatchObject({ from: 'hello@ffc.example', to: ['member@example.org'] });
    expect(received.at(-1)!.body).toContain('From: Fragrance Free Test <hello@ffc.example>');
    // Nothing is sent twice.
    const count = received.length;
    await api.ctx.mailer.deliverDue(api.db);
    expect(received.length).toBe(count);
  });

  it('prunes mail sent long ago and refresh tokens long expired, and keeps the rest', async () => {
    await api.db.query(`INSERT INTO mail_outbox (to_address, subject, body, created_at, sent_at) VALUES ('old@example.org', 'old', 'old', now() - interval '40 days', now() - interval '40 days')`);
    await api.db.query(`INSERT INTO mail_outbox (to_address, subject, body, created_at) VALUES ('unsent@example.org', 'unsent', 'x', now() - interval '40 days')`);
    await api.client().login('member');
    const [{ id: userId }] = (await api.db.query<{ id: number }>("SELECT id FROM users WHERE username = 'member'")) as [{ id: number }];
    await api.db.query(`INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at) VALUES ($1, 'old-family', 'old-hash', now() - interval '3 days')`, [userId]);
    const pruned = await prune(api.db);
    expect(pruned).toEqual({ mail: 1, refreshTokens: 1 });
    const left = await api.db.query<{ to_address: string }>(`SELECT to_address FROM mail_outbox WHERE to_address IN ('old@example.org', 'unsent@example.org')`);
    expect(left).toEqual([{ to_address: 'unsent@example.org' }]);
    expect(await api.db.query("SELECT 1 FROM refresh_tokens WHERE token_hash = 'old-hash'")).toEqual([]);
    expect((await api.db.query('SELECT 1 FROM refresh_tokens WHERE user_id = $1', [userId])).length).toBeGreaterThan(0);
  });
});
