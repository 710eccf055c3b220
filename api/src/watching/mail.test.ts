/**
 * Notification mail against a real SMTP server, on PGlite and PostgreSQL: a change a person wants at
 * once reaches them with the three List headers of one-click unsubscribe (RFC 8058); the one-click POST
 * turns that type off with no confirmation; a forged or changed link is refused; a type kept for a
 * digest, or a person's own change, sends nothing now. And the settings: defaults, saving, a bad time
 * zone at its field, and Safe for me no longer watched when turned off.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_DAILY_MAX, NOTIFICATION_SETTINGS_DEFAULT, WATCHING, type NotificationSettings } from '@ffc/domain';
import {
  addPortlandBusiness,
  buildTestApi,
  DATABASE_ENGINES,
  isoIds,
  type TestApi,
  type TestClient,
} from '../../test/testing.js';
import { mailNotifications } from './mail.js';
import { sql } from 'kysely';
import { compiled, rows } from '../db/query.js';

const PUBLIC_URL = 'https://ffc.example';

interface Received {
  to: string[];
  headers: Map<string, string>;
  body: string;
}

/** A raw message's headers (unfolded, names in lower case) and its body. */
function parse(raw: string, to: string[]): Received {
  const [head = '', ...rest] = raw.split(/\r\n\r\n/);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  // Quoted-printable soft breaks joined, so links read whole.
  return { to, headers, body: rest.join('\r\n\r\n').replace(/=\r\n/g, '').replace(/=3D/g, '=') };
}

describe.each(DATABASE_ENGINES)('notification mail on %s', (engine) => {
  let server: SMTPServer;
  let api: TestApi;
  let member: TestClient;
  let moderator: TestClient;
  let places: { usa: number; oregon: number };
  const received: Received[] = [];

  const add = (name: string) =>
    addPortlandBusiness(member, places, { name, accommodations: ['unscented-soap', 'ventilation'] });
  /** One round of the mail job and of delivery, as the worker runs them. */
  const deliver = async () => {
    await mailNotifications(api.db, api.ctx.mailer, { links: api.ctx.unsubscribe, publicUrl: PUBLIC_URL });
    await api.ctx.mailer.deliverDue(api.db);
  };
  const mailTo = (address: string) => received.filter((m) => m.to.includes(address));
  const settingsOf = async (client: TestClient) =>
    (await client.get('/user/notification-settings')).json<NotificationSettings>();

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push(
            parse(
              raw,
              session.envelope.rcptTo.map((r) => r.address),
            ),
          );
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    // Listening on TCP, the server has an address with a port (a string only for a pipe).
    const { port } = server.server.address() as AddressInfo;
    api = await buildTestApi(engine, { smtpUrl: `smtp://127.0.0.1:${port}`, publicUrl: PUBLIC_URL });
    [member, moderator] = [api.client(), api.client()];
    await member.login('member');
    await moderator.login('moderator');
    places = await isoIds(api.db, { usa: 'US', oregon: 'US/OR' });
  });
  afterAll(async () => {
    await api.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('mails a change wanted at once with the List headers, and one click turns that mail off', async () => {
    const id = await add('Mailed Cafe');
    expect((await member.put(`/user/watches/businesses/${id}`)).statusCode).toBe(204);
    const checked = await moderator.post(`/businesses/${id}/checks`, { confirmed: ['ventilation'], disputed: [] });
    expect(checked.statusCode, checked.body).toBe(200);
    await deliver();
    await expect.poll(() => mailTo('member@example.org').length).toBe(1);
    const [mail] = mailTo('member@example.org');
    expect(mail!.headers.get('subject')).toBe(WATCHING.mail.subject('Mailed Cafe'));
    const unsubscribe = /^<(https:\/\/ffc\.example\/unsubscribe\/[A-Za-z0-9_~-]+)>$/.exec(
      mail!.headers.get('list-unsubscribe') ?? '',
    )?.[1];
    expect(unsubscribe).toBeDefined();
    expect(mail!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail!.headers.get('list-id')).toContain('<status-changed.notifications.ffc.example>');
    expect(mail!.body).toContain(`${PUBLIC_URL}/businesses/${id}`);
    expect(mail!.body).toContain('Good ventilation or outdoor space: now confirmed');
    expect(mail!.body).toContain(unsubscribe);
    // The moderator made the change: no mail of it for them.
    expect(mailTo('moderator@example.org')).toEqual([]);

    // What a mail program does with the header: a form POST, no cookie, no confirmation page.
    const path = new URL(unsubscribe!).pathname;
    const info = await api.client().get(path);
    expect(info.json()).toEqual({ type: 'status-changed' });
    const clicked = await api.app.inject({
      method: 'POST',
      url: `/api${path}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode, clicked.body).toBe(200);
    expect(clicked.json()).toEqual({ type: 'status-changed' });
    const settings = await settingsOf(member);
    expect(settings.email['status-changed']).toBe('off');
    expect(settings.email.closed).toBe('immediate');

    // The next status change is still noted on the site, but no longer mailed.
    await moderator.post(`/businesses/${id}/checks`, { confirmed: [], disputed: ['unscented-soap'] });
    await deliver();
    expect(mailTo('member@example.org')).toHaveLength(1);
  });

  it('holds back a mail the throttle does not let go yet, and mails it once the throttle lets it', async () => {
    const id = await add('Throttled Cafe');
    expect((await member.put(`/user/watches/businesses/${id}`)).statusCode).toBe(204);
    await rows(api.db, compiled(sql`DELETE FROM mail_throttle`));
    const before = mailTo('member@example.org').length;
    expect((await moderator.put(`/businesses/${id}/closed`, { closed: true })).statusCode).toBe(200);
    await deliver();
    await expect.poll(() => mailTo('member@example.org').length).toBe(before + 1);
    // Reopened within the minute: noted on the site, its mail held back.
    expect((await moderator.put(`/businesses/${id}/closed`, { closed: false })).statusCode).toBe(200);
    await deliver();
    const [held] = await rows(
      api.db,
      compiled(sql<{
        mailed: boolean;
        later: boolean;
      }>`SELECT mailed_at IS NOT NULL AS mailed, mail_due_at > now() AS later
        FROM notifications WHERE entry_id = ${id} AND details ->> 'action' = 'reopened'`),
    );
    expect(held).toEqual({ mailed: false, later: true });
    expect(mailTo('member@example.org')).toHaveLength(before + 1);
    // The minute passes (moved back, not waited for): it goes.
    await rows(api.db, compiled(sql`UPDATE mail_throttle SET last_sent_at = last_sent_at - interval '61 seconds'`));
    await rows(api.db, compiled(sql`UPDATE notifications SET mail_due_at = now() WHERE mail_due_at IS NOT NULL`));
    await deliver();
    await expect.poll(() => mailTo('member@example.org').length).toBe(before + 2);
    expect(mailTo('member@example.org').at(-1)!.body).toContain(WATCHING.text.closed.reopened);

    // The day's mails spent: the next waits for the day's end, not a minute.
    await rows(
      api.db,
      compiled(sql`UPDATE mail_throttle SET sent_that_day = ${MAIL_DAILY_MAX},
        last_sent_at = now() - interval '2 minutes', day_started_at = now() - interval '1 hour'`),
    );
    expect((await moderator.put(`/businesses/${id}/closed`, { closed: true })).statusCode).toBe(200);
    await deliver();
    const [waits] = await rows(
      api.db,
      compiled(sql<{ hours: number }>`SELECT round(extract(epoch FROM mail_due_at - now()) / 3600)::int AS hours
        FROM notifications WHERE entry_id = ${id} AND mailed_at IS NULL`),
    );
    expect(waits).toEqual({ hours: 23 });
  });

  it('refuses a forged or changed link, and mails nothing now of a type kept for a digest', async () => {
    const link = api.ctx.unsubscribe.link(1, 'closed');
    const token = new URL(link).pathname.split('/').pop()!;
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await api.client().post(`/unsubscribe/${forged}`)).statusCode).toBe(404);
    // Another person's id with this signature is forged too.
    const [, signature] = token.split('~');
    const other = `${Buffer.from('2.closed').toString('base64url')}~${signature}`;
    expect((await api.client().post(`/unsubscribe/${other}`)).statusCode).toBe(404);
    expect((await api.client().post('/unsubscribe/not-a-token')).statusCode).toBe(400);

    const before = received.length;
    const id = await add('Digest Bakery');
    await member.put(`/user/watches/businesses/${id}`);
    const review = await moderator.post(`/businesses/${id}/reviews`, { name: 'Calm', rating: 5 });
    expect(review.statusCode, review.body).toBe(201);
    await deliver();
    expect(received.length).toBe(before);
  });

  it('keeps the settings, refuses a bad time zone at its field, and can stop watching Safe for me', async () => {
    const stranger = api.client();
    expect((await stranger.get('/user/notification-settings')).statusCode).toBe(401);
    const administrator = api.client();
    await administrator.login('administrator');
    expect(await settingsOf(administrator)).toEqual(NOTIFICATION_SETTINGS_DEFAULT);
    const chosen = { ...NOTIFICATION_SETTINGS_DEFAULT, timeZone: 'Europe/Oslo', watchSafeForMe: false };
    const saved = await administrator.put('/user/notification-settings', chosen);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(chosen);
    const refused = await administrator.put('/user/notification-settings', { ...chosen, timeZone: 'Mars/Olympus' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ errors: { field: string; message: string }[] }>().errors).toEqual([
      { field: 'timeZone', message: WATCHING.settings.badTimeZone },
    ]);

    // Saved to Safe for me, but no longer watched: a report leaves no notification.
    const id = await add('Safe But Quiet');
    const lists = (await administrator.get('/user/lists')).json<{ id: number; builtin: string | null }[]>();
    const safe = lists.find((l) => l.builtin === 'safe')!;
    await administrator.post(`/user/lists/${safe.id}/entries`, { kind: 'businesses', entryId: id });
    expect((await moderator.post(`/businesses/${id}/reports`, { reason: 'scented' })).statusCode).toBe(201);
    const heard = (await administrator.get('/user/notifications')).json<{ content: { entryId: number }[] }>();
    expect(heard.content.filter((n) => n.entryId === id)).toEqual([]);
  });
});
