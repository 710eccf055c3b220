/**
 * The clock's own change, on PGlite and PostgreSQL: a confirmation growing stale tells the place's
 * watchers once (a status change no one made), and a second round over the same time tells nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { CONFIRMATION_STALE_MONTHS, monthsBefore, type NotificationPage } from '@ffc/domain';
import { compiled, rows } from '../db/query.js';
import { refreshAccommodationStatus } from '../entries/checks.js';
import { businessSpec } from '../kinds/businesses.js';
import {
  addPortlandBusiness,
  buildTestApi,
  DATABASE_ENGINES,
  demoPeople,
  type TestApi,
  type TestClient,
} from '../../test/testing.js';
import { notifyStale } from './stale.js';

const HOUR = 60 * 60 * 1000;

describe.each(DATABASE_ENGINES)('stale states on %s', (engine) => {
  let api: TestApi;
  let member: TestClient;
  let moderator: TestClient;
  let places: { usa: number; oregon: number };

  beforeAll(async () => {
    api = await buildTestApi(engine);
    ({ member, moderator, places } = await demoPeople(api));
  });
  afterAll(() => api.close());

  it("tells a place's watchers when its confirmation goes stale, once", async () => {
    const id = await addPortlandBusiness(member, places, { name: 'Ageing Cafe', accommodations: ['ventilation'] });
    expect((await member.put(`/user/watches/businesses/${id}`)).statusCode).toBe(204);
    const checked = await moderator.post(`/businesses/${id}/checks`, { confirmed: ['ventilation'], disputed: [] });
    expect(checked.statusCode, checked.body).toBe(200);

    // The confirmation was made half an hour less than a stale age ago.
    const now = new Date();
    const made = new Date(monthsBefore(now, CONFIRMATION_STALE_MONTHS).getTime() + HOUR / 2);
    await rows(
      api.db,
      compiled(sql`UPDATE accommodation_checks SET created_date = ${made.toISOString()}::timestamptz
        WHERE entry_kind = 'businesses' AND entry_id = ${id}`),
    );
    // And the accommodation listed before it (a confirmation counts only after its key was listed).
    const listed = new Date(made.getTime() - 24 * HOUR).toISOString();
    await rows(
      api.db,
      compiled(sql`UPDATE businesses SET accommodation_since = jsonb_build_object('ventilation', ${listed}::text)
        WHERE id = ${id}`),
    );
    await api.db.transaction((tx) => refreshAccommodationStatus(tx, businessSpec, id));
    await rows(
      api.db,
      compiled(sql`INSERT INTO job_marks (name, done_until) VALUES ('stale-states', ${now.toISOString()}::timestamptz)
        ON CONFLICT (name) DO UPDATE SET done_until = excluded.done_until`),
    );

    expect(await notifyStale(api.db, new Date(now.getTime() + HOUR))).toBeGreaterThan(0);
    const heard = (await member.get('/user/notifications')).json<NotificationPage>().content;
    expect(heard.filter((n) => n.entryId === id).map((n) => n.text)[0]).toBe(
      'Good ventilation or outdoor space: now not confirmed recently (was confirmed).',
    );
    // The next hour holds no new staleness: nothing more is told.
    expect(await notifyStale(api.db, new Date(now.getTime() + 2 * HOUR))).toBe(0);
    const again = (await member.get('/user/notifications')).json<NotificationPage>().content;
    expect(again.filter((n) => n.entryId === id)).toHaveLength(heard.filter((n) => n.entryId === id).length);
  });
});
