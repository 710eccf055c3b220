/**
 * Daily and weekly digests, on PGlite and PostgreSQL, at chosen moments: at 07:00 in the person's time
 * zone (Mondays for the weekly one) one mail groups what changed by place, for the types they get that
 * often; a second round sends nothing again; nothing new sends nothing; and the digest's one-click link
 * stops every type that digest carries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_SETTINGS_DEFAULT, WATCHING, type NotificationSettings } from '@ffc/domain';
import {
  addPortlandBusiness,
  buildTestApi,
  DATABASE_ENGINES,
  isoIds,
  waitForMail,
  type TestApi,
  type TestClient,
} from '../../test/testing.js';
import { mailDigests } from './digests.js';

const PUBLIC_URL = 'https://ffc.example';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Tokyo keeps UTC+9 all year: its 07:00 is 22:00 UTC the day before. */
const TOKYO = 9 * HOUR;

/** The first 07:00 in Tokyo after `after` (on a Monday, for `monday`), one minute past it. */
function nextSlot(after: number, monday = false): Date {
  const local = after + TOKYO;
  let day = Math.floor(local / DAY);
  // 1 January 1970 was a Thursday: Monday is 0 here.
  if (monday) day -= (day + 3) % 7;
  let slot = day * DAY + 7 * HOUR;
  while (slot <= local) slot += monday ? 7 * DAY : DAY;
  return new Date(slot - TOKYO + 60_000);
}

describe.each(DATABASE_ENGINES)('digests on %s', (engine) => {
  let api: TestApi;
  let member: TestClient;
  let moderator: TestClient;
  let places: { usa: number; oregon: number };

  const add = (name: string) => addPortlandBusiness(member, places, { name, accommodations: ['unscented-soap'] });
  const digests = (now: Date) =>
    mailDigests(api.db, api.ctx.mailer, { links: api.ctx.unsubscribe, publicUrl: PUBLIC_URL, now });

  beforeAll(async () => {
    api = await buildTestApi(engine, { publicUrl: PUBLIC_URL });
    [member, moderator] = [api.client(), api.client()];
    await member.login('member');
    await moderator.login('moderator');
    places = await isoIds(api.db, { usa: 'US', oregon: 'US/OR' });
  });
  afterAll(() => api.close());

  it('mails each digest once at 07:00 in the person’s zone, grouped by place, and its link stops it', async () => {
    const chosen: NotificationSettings = {
      ...NOTIFICATION_SETTINGS_DEFAULT,
      email: { ...NOTIFICATION_SETTINGS_DEFAULT.email, review: 'daily', closed: 'weekly' },
      timeZone: 'Asia/Tokyo',
    };
    expect((await member.put('/user/notification-settings', chosen)).statusCode).toBe(200);
    const [first, second] = [await add('Digest Cafe'), await add('Digest Deli')];
    for (const id of [first, second]) await member.put(`/user/watches/businesses/${id}`);
    const changedAt = Date.now();
    for (const id of [first, second]) {
      const review = await moderator.post(`/businesses/${id}/reviews`, { name: 'Fine air', rating: 4 });
      expect(review.statusCode, review.body).toBe(201);
    }
    expect((await moderator.put(`/businesses/${second}/closed`, { closed: true })).statusCode).toBe(200);

    // Before the next slot nothing goes out (a slot already past covers nothing of this).
    await digests(new Date(changedAt));
    const daily = nextSlot(changedAt);
    expect(await digests(new Date(daily.getTime() - 2 * 60_000))).toBe(0);
    expect(await digests(daily)).toBe(1);
    const [mail] = await waitForMail(api.ctx, 'member@example.org', 'Your daily digest');
    expect(mail!.subject).toBe(WATCHING.mail.digestSubject('daily', 2, 2));
    expect(mail!.text).toContain(`Digest Cafe\n- ${WATCHING.text.review}\n${PUBLIC_URL}/businesses/${first}`);
    expect(mail!.text).toContain(`Digest Deli\n- ${WATCHING.text.review}\n${PUBLIC_URL}/businesses/${second}`);
    // The closing is weekly: not in the daily digest.
    expect(mail!.text).not.toContain(WATCHING.text.closed.closed);
    // Once only, however many rounds run; and a day with nothing new sends nothing.
    expect(await digests(daily)).toBe(0);
    expect(await digests(new Date(daily.getTime() + DAY))).toBe(0);

    const weekly = nextSlot(changedAt, true);
    expect(await digests(weekly)).toBe(1);
    const [week] = await waitForMail(api.ctx, 'member@example.org', 'Your weekly digest');
    expect(week!.subject).toBe(WATCHING.mail.digestSubject('weekly', 1, 1));
    expect(week!.text).toContain(`Digest Deli\n- ${WATCHING.text.closed.closed}`);

    // The daily digest's link stops the daily digest: every type mailed daily, and nothing else.
    const link = /Stop these emails: (\S+)/.exec(mail!.text ?? '')?.[1];
    const stopped = await api.client().post(new URL(link!).pathname);
    expect(stopped.json()).toEqual({ type: 'daily' });
    const settings = (await member.get('/user/notification-settings')).json<NotificationSettings>();
    expect(settings.email.review).toBe('off');
    expect(settings.email.closed).toBe('weekly');
    expect(settings.email['status-changed']).toBe('immediate');
  });
});
