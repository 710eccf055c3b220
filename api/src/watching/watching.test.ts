/**
 * Watching places through the REST API, on PGlite and PostgreSQL: watches, the notifications that
 * another person's change leaves (never one's own), Safe for me as a watch, read marks, limits, and
 * that each person reaches only their own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { WATCHES_MAX, WATCHING, type NotificationPage, type WatchedPlace } from '@ffc/domain';
import { compiled, rows } from '../db/query.js';
import {
  addPortlandBusiness,
  buildTestApi,
  DATABASE_ENGINES,
  demoPeople,
  type TestApi,
  type TestClient,
} from '../../test/testing.js';

describe.each(DATABASE_ENGINES)('watching places on %s', (engine) => {
  let api: TestApi;
  let member: TestClient;
  let moderator: TestClient;
  let administrator: TestClient;
  let places: { usa: number; oregon: number };

  const add = (name: string) =>
    addPortlandBusiness(member, places, { name, accommodations: ['unscented-soap', 'ventilation'] });
  const notifications = async (client: TestClient, query = '') => {
    const response = await client.get(`/user/notifications${query}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    return response.json<NotificationPage>();
  };
  const idOf = async (username: string) =>
    (await rows(api.db, compiled(sql<{ id: number }>`SELECT id FROM users WHERE username = ${username}`)))[0]!.id;

  beforeAll(async () => {
    api = await buildTestApi(engine);
    ({ member, moderator, administrator, places } = await demoPeople(api));
  });
  afterAll(() => api.close());

  it("tells the watchers of another person's change, never the person who made it", async () => {
    const id = await add('Watched Cafe');
    for (const client of [member, moderator]) {
      expect((await client.put(`/user/watches/businesses/${id}`)).statusCode).toBe(204);
    }
    // Watching again changes nothing.
    expect((await member.put(`/user/watches/businesses/${id}`)).statusCode).toBe(204);
    const watches = await member.get('/user/watches');
    expect(watches.headers['cache-control']).toContain('no-store');
    expect(watches.json<WatchedPlace[]>().filter((w) => w.entryId === id)).toEqual([
      { kind: 'businesses', entryId: id, name: 'Watched Cafe', since: expect.any(String) },
    ]);

    // The moderator confirms one accommodation, reports a change, then closes the place.
    const checked = await moderator.post(`/businesses/${id}/checks`, { confirmed: ['unscented-soap'], disputed: [] });
    expect(checked.statusCode, checked.body).toBe(200);
    const reported = await moderator.post(`/businesses/${id}/reports`, { reason: 'scented', text: 'New soap.' });
    expect(reported.statusCode, reported.body).toBe(201);
    const closed = await moderator.put(`/businesses/${id}/closed`, { closed: true });
    expect(closed.statusCode, closed.body).toBe(200);

    const page = await notifications(member);
    const mine = page.content.filter((n) => n.entryId === id);
    expect(mine.map(({ type, kind, title, text, read }) => ({ type, kind, title, text, read }))).toEqual([
      { type: 'closed', kind: 'businesses', title: 'Watched Cafe', text: WATCHING.text.closed.closed, read: false },
      { type: 'reported', kind: 'businesses', title: 'Watched Cafe', text: WATCHING.text.reported, read: false },
      {
        type: 'status-changed',
        kind: 'businesses',
        title: 'Watched Cafe',
        text: 'Unscented hand soap in the restroom: now confirmed (was not confirmed yet).',
        read: false,
      },
    ]);
    expect(page.unread).toBeGreaterThanOrEqual(3);
    // Nothing of the moderator's own changes reaches the moderator, who watches the place too.
    expect((await notifications(moderator)).content.filter((n) => n.entryId === id)).toEqual([]);
  });

  it('counts a place saved to Safe for me as watched, and a new review or photo as news', async () => {
    const id = await add('Safe Bakery');
    const lists = (await administrator.get('/user/lists')).json<{ id: number; builtin: string | null }[]>();
    const safe = lists.find((l) => l.builtin === 'safe')!;
    const saved = await administrator.post(`/user/lists/${safe.id}/entries`, { kind: 'businesses', entryId: id });
    expect(saved.statusCode, saved.body).toBe(200);
    const review = await moderator.post(`/businesses/${id}/reviews`, {
      name: 'Calm air',
      comment: 'No scent at all.',
      rating: 5,
    });
    expect(review.statusCode, review.body).toBe(201);
    const heard = (await notifications(administrator)).content.filter((n) => n.entryId === id);
    expect(heard.map((n) => [n.type, n.text])).toEqual([['review', WATCHING.text.review]]);
  });

  it('marks read by id or all at once, and only ever the reader’s own', async () => {
    const id = await add('Read Marks Shop');
    await member.put(`/user/watches/businesses/${id}`);
    for (const reason of ['scented', 'cleaning-products'] as const) {
      // Two reports by two people: each leaves the member a notification.
      const client = reason === 'scented' ? moderator : administrator;
      expect((await client.post(`/businesses/${id}/reports`, { reason })).statusCode).toBe(201);
    }
    const before = await notifications(member, '?unread=true');
    const [newest, older] = before.content;
    expect(before.content.every((n) => !n.read)).toBe(true);
    // Another person's ids change nothing of the member's.
    expect((await moderator.put('/user/notifications/read', { ids: [newest!.id] })).statusCode).toBe(204);
    expect((await notifications(member)).unread).toBe(before.unread);

    expect((await member.put('/user/notifications/read', { ids: [newest!.id] })).statusCode).toBe(204);
    const after = await notifications(member);
    expect(after.unread).toBe(before.unread - 1);
    expect(after.content.find((n) => n.id === newest!.id)?.read).toBe(true);
    expect((await notifications(member, '?unread=true')).content.map((n) => n.id)).toContain(older!.id);

    const refused = await member.put('/user/notifications/read', { ids: [] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ errors: { field: string; message: string }[] }>().errors).toEqual([
      { field: 'ids', message: WATCHING.markReadRequired },
    ]);
    expect((await member.put('/user/notifications/read', { all: true })).statusCode).toBe(204);
    expect((await notifications(member)).unread).toBe(0);
  });

  it('refuses a missing place, an unknown kind, a stranger, and a watch past the limit', async () => {
    expect((await member.put('/user/watches/businesses/999999')).statusCode).toBe(404);
    expect((await member.put('/user/watches/shops/1')).statusCode).toBe(400);
    const stranger = api.client();
    expect((await stranger.get('/user/watches')).statusCode).toBe(401);
    expect((await stranger.get('/user/notifications')).statusCode).toBe(401);
    expect((await stranger.put('/user/watches/businesses/1')).statusCode).toBe(401);

    // A person with the most watches may watch no more (an id of theirs again changes nothing).
    const id = await add('One Too Many');
    const userId = await idOf('administrator');
    await rows(
      api.db,
      compiled(sql`INSERT INTO watches (user_id, entry_kind, entry_id)
        SELECT ${userId}, 'homes', n FROM generate_series(1, ${WATCHES_MAX}) n ON CONFLICT DO NOTHING`),
    );
    const refused = await administrator.put(`/user/watches/businesses/${id}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ errors: { field: string; message: string }[] }>().errors).toEqual([
      { field: 'id', message: WATCHING.tooManyWatches },
    ]);
    await rows(api.db, compiled(sql`DELETE FROM watches WHERE user_id = ${userId} AND entry_kind = 'homes'`));
    expect((await administrator.put(`/user/watches/businesses/${id}`)).statusCode).toBe(204);
    expect((await administrator.delete(`/user/watches/businesses/${id}`)).statusCode).toBe(204);
    expect((await administrator.get('/user/watches')).json<WatchedPlace[]>().map((w) => w.entryId)).not.toContain(id);
  });

  it("leaves no watch nor notification behind a deleted place, and none in another's answers", async () => {
    const id = await add('Short Lived');
    await member.put(`/user/watches/businesses/${id}`);
    await moderator.post(`/businesses/${id}/reports`, { reason: 'scented' });
    expect((await notifications(member)).content.some((n) => n.entryId === id)).toBe(true);
    expect((await moderator.delete(`/businesses/${id}`)).statusCode).toBe(204);
    const left = await rows(
      api.db,
      compiled(sql<{
        n: number;
      }>`SELECT (SELECT count(*) FROM watches WHERE entry_id = ${id} AND entry_kind = 'businesses')
        + (SELECT count(*) FROM notifications WHERE entry_id = ${id} AND entry_kind = 'businesses') AS n`),
    );
    expect(Number(left[0]!.n)).toBe(0);
    const exported = (await member.get('/user/export')).json<{ watches: unknown[]; notifications: unknown[] }>();
    expect(Array.isArray(exported.watches) && Array.isArray(exported.notifications)).toBe(true);
  });
});
