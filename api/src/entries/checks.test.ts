/**
 * Dated confirmations and disputes of accommodations through the REST API, on PGlite and
 * PostgreSQL: "Still true?", a review's verdicts, the summary the entry keeps of them, its states,
 * and the list's "confirmed in the last N months" filter and "most recently confirmed" order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { M, summarizeVerdicts, type AccommodationStatus } from '@ffc/domain';
import { compiled, rows } from '../db/query.js';
import {
  buildTestApi,
  confirmMailedAddress,
  DATABASE_ENGINES,
  isoIds,
  type TestApi,
  type TestClient,
} from '../../test/testing.js';
import { refreshAccommodationStatus, refreshChecksOfUser } from './checks.js';
import { businessSpec } from '../kinds/businesses.js';

describe.each(DATABASE_ENGINES)('accommodation checks on %s', (engine) => {
  let api: TestApi;
  let member: TestClient;
  let moderator: TestClient;
  let usa: number;
  /** Members signed up for these tests, by username. */
  const people = new Map<string, { client: TestClient; id: number }>();

  const business = (name: string, accommodations: string[], city = 'Checkville') => ({
    name,
    description: 'Checked for fragrance.',
    businessType: { id: 2 },
    city,
    country: { id: usa },
    website: 'https://example.org/checks',
    accommodations,
  });

  const add = async (name: string, accommodations: string[], city?: string): Promise<number> => {
    const response = await member.post('/businesses', business(name, accommodations, city));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  };

  /** A member signed up for these tests; their address confirmed unless `confirmed` is false. */
  const person = async (username: string, { confirmed = true } = {}) => {
    const known = people.get(username);
    if (known) return known;
    const client = api.client();
    const signup = await client.post('/auth/signup', {
      username,
      password: 'check-password',
      email: `${username}@example.org`,
    });
    expect(signup.statusCode, signup.body).toBe(201);
    if (confirmed) await confirmMailedAddress(api, `${username}@example.org`);
    await client.login(username, 'check-password');
    const [row] = await rows(api.db, compiled(sql<{ id: number }>`SELECT id FROM users WHERE username = ${username}`));
    const made = { client, id: row!.id };
    people.set(username, made);
    return made;
  };

  const statusOf = async (id: number): Promise<AccommodationStatus[]> =>
    (await member.get(`/businesses/${id}`)).json<{ accommodationStatus: AccommodationStatus[] }>().accommodationStatus;
  const check = (client: TestClient, id: number, confirmed: string[], disputed: string[] = []) =>
    client.post(`/businesses/${id}/checks`, { confirmed, disputed });
  /** Dates every check of an entry, and when its keys were added, `months` back, as if given then; recomputes its summary. */
  const backdate = async (id: number, months: number) => {
    await api.db.transaction(async (tx) => {
      await rows(
        tx,
        compiled(sql`UPDATE businesses SET accommodation_since = (SELECT coalesce(jsonb_object_agg(s.key, to_jsonb((s.value #>> '{}')::timestamptz - make_interval(months => ${months}::int))), '{}'::jsonb)
          FROM jsonb_each(accommodation_since) s) WHERE id = ${id}`),
      );
      await rows(
        tx,
        compiled(
          sql`UPDATE accommodation_checks SET created_date = created_date - make_interval(months => ${months}::int) WHERE entry_kind = 'businesses' AND entry_id = ${id}`,
        ),
      );
      await refreshAccommodationStatus(tx, businessSpec, id);
    });
  };

  beforeAll(async () => {
    api = await buildTestApi(engine);
    member = api.client();
    await member.login('member');
    moderator = api.client();
    await moderator.login('moderator');
    ({ usa } = await isoIds(api.db, { usa: 'US' }));
  });
  afterAll(() => api.close());

  it('"Still true?" confirms and disputes in one step, and the entry and its list row answer the dated summary', async () => {
    const id = await add('Still True Cafe', ['unscented-soap', 'ventilation', 'written-policy']);
    expect(await statusOf(id)).toEqual([
      { key: 'written-policy', confirmations: 0, disputes: 0, lastConfirmed: null, state: 'unconfirmed' },
      { key: 'unscented-soap', confirmations: 0, disputes: 0, lastConfirmed: null, state: 'unconfirmed' },
      { key: 'ventilation', confirmations: 0, disputes: 0, lastConfirmed: null, state: 'unconfirmed' },
    ]);
    const before = Date.now();
    const answered = await check(member, id, ['unscented-soap'], ['ventilation']);
    expect(answered.statusCode, answered.body).toBe(200);
    const status = answered.json<{ accommodationStatus: AccommodationStatus[] }>().accommodationStatus;
    expect(status.map(({ key, confirmations, disputes, state }) => ({ key, confirmations, disputes, state }))).toEqual([
      { key: 'written-policy', confirmations: 0, disputes: 0, state: 'unconfirmed' },
      { key: 'unscented-soap', confirmations: 1, disputes: 0, state: 'confirmed' },
      { key: 'ventilation', confirmations: 0, disputes: 1, state: 'disputed' },
    ]);
    const last = new Date(status[1]!.lastConfirmed!).getTime();
    expect(last).toBeGreaterThanOrEqual(before - 1000);
    expect(await statusOf(id)).toEqual(status);
    const row = (await member.get('/businesses?searchText=still true cafe')).json<{
      content: { accommodationStatus: AccommodationStatus[] }[];
    }>().content[0];
    expect(row?.accommodationStatus).toEqual(status);
    const [stored] = await rows(
      api.db,
      compiled(
        sql<{
          last: string | null;
          n: number;
        }>`SELECT last_confirmed_date AS last, (SELECT count(*)::int FROM accommodation_checks WHERE entry_kind = 'businesses' AND entry_id = ${id} AND review_id IS NULL) AS n FROM businesses WHERE id = ${id}`,
      ),
    );
    expect(stored?.n).toBe(2);
    expect(new Date(stored!.last!).getTime()).toBeGreaterThanOrEqual(last);
  });

  it('refuses "Still true?" anonymously, on a key the entry does not list, both ways, empty, on no entry, and twice in a month', async () => {
    const id = await add('Refusing Shop', ['unscented-soap']);
    expect((await check(api.client(), id, ['unscented-soap'])).statusCode).toBe(401);
    const unlisted = await check(member, id, ['ventilation']);
    expect(unlisted.statusCode).toBe(400);
    expect(unlisted.json().errors).toEqual([{ field: 'confirmed', message: M.accommodationNotListed }]);
    const both = await check(member, id, ['unscented-soap'], ['unscented-soap']);
    expect(both.json().errors).toEqual([{ field: 'disputed', message: M.accommodationBothWays }]);
    expect((await check(member, id, [], [])).json().errors).toEqual([{ field: 'confirmed', message: M.checkEmpty }]);
    expect((await check(member, 999_999, ['unscented-soap'])).statusCode).toBe(404);
    expect((await check(member, id, ['unscented-soap'])).statusCode).toBe(200);
    const again = await check(member, id, [], ['unscented-soap']);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe(M.checkedRecently);
    expect((await statusOf(id))[0]).toMatchObject({ confirmations: 1, disputes: 0 });
    // A month later the same person may answer again, and their latest verdict is the one counted.
    await backdate(id, 1);
    expect((await check(member, id, [], ['unscented-soap'])).statusCode).toBe(200);
    expect((await statusOf(id))[0]).toMatchObject({
      confirmations: 0,
      disputes: 1,
      lastConfirmed: null,
      state: 'disputed',
    });
  });

  it('is disputed when disputes outnumber confirmations, and stale when last confirmed over a year ago', async () => {
    const id = await add('Two Against One', ['ventilation']);
    await check(member, id, ['ventilation']);
    expect((await statusOf(id))[0]?.state).toBe('confirmed');
    await check((await person('disputer1')).client, id, [], ['ventilation']);
    expect((await statusOf(id))[0]).toMatchObject({ confirmations: 1, disputes: 1, state: 'confirmed' });
    await check((await person('disputer2')).client, id, [], ['ventilation']);
    expect((await statusOf(id))[0]).toMatchObject({ confirmations: 1, disputes: 2, state: 'disputed' });

    const old = await add('Long Ago', ['ventilation']);
    await check(member, old, ['ventilation']);
    await backdate(old, 13);
    expect((await statusOf(old))[0]).toMatchObject({ confirmations: 1, state: 'stale' });
  });

  it('counts no verdict from an account whose email is not confirmed, until its mailed link is followed', async () => {
    const id = await add('Unconfirmed Voices', ['ventilation']);
    const newcomer = await person('newcomer1', { confirmed: false });
    expect((await check(newcomer.client, id, ['ventilation'])).statusCode).toBe(200);
    expect((await statusOf(id))[0]).toMatchObject({ confirmations: 0, state: 'unconfirmed' });
    await confirmMailedAddress(api, 'newcomer1@example.org');
    expect((await statusOf(id))[0]).toMatchObject({ confirmations: 1, state: 'confirmed' });
  });

  it('recomputes the summaries a person was counted in (refreshChecksOfUser), and drops their verdicts with their account', async () => {
    const id = await add('Leaving Voices', ['ventilation']);
    const leaver = await person('leaver1');
    expect((await check(leaver.client, id, ['ventilation'])).statusCode).toBe(200);
    expect((await statusOf(id))[0]).toMatchObject({ confirmations: 1 });
    await api.db.transaction(async (tx) => {
      await rows(tx, compiled(sql`UPDATE users SET email_confirmed = false WHERE id = ${leaver.id}`));
      await refreshChecksOfUser(tx, leaver.id);
    });
    expect((await statusOf(id))[0]).toMatchObject({ confirmations: 0, state: 'unconfirmed' });
    await api.db.transaction(async (tx) => {
      await rows(tx, compiled(sql`UPDATE users SET email_confirmed = true WHERE id = ${leaver.id}`));
      await refreshChecksOfUser(tx, leaver.id);
    });
    expect((await statusOf(id))[0]).toMatchObject({ confirmations: 1 });
    const deleted = await leaver.client.delete('/user', { body: { password: 'check-password' } });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await statusOf(id))[0]).toMatchObject({ confirmations: 0, state: 'unconfirmed' });
  });

  it('counts only checks since an accommodation was last added to the entry', async () => {
    const id = await add('Changing Mind', ['ventilation', 'unscented-soap']);
    await check(member, id, ['ventilation', 'unscented-soap']);
    const edit = (accommodations: string[]) =>
      member.put(`/businesses/${id}`, business('Changing Mind', accommodations));
    expect((await edit(['unscented-soap'])).json().accommodationStatus).toEqual([
      expect.objectContaining({ key: 'unscented-soap', confirmations: 1 }),
    ]);
    const readded = (await edit(['unscented-soap', 'ventilation'])).json<{
      accommodationStatus: AccommodationStatus[];
    }>().accommodationStatus;
    expect(readded).toEqual([
      expect.objectContaining({ key: 'unscented-soap', confirmations: 1, state: 'confirmed' }),
      expect.objectContaining({ key: 'ventilation', confirmations: 0, state: 'unconfirmed' }),
    ]);
  });

  it("writes a review's verdicts as checks, replaces them when it changes and deletes them with it", async () => {
    const id = await add('Reviewed Verdicts', ['ventilation', 'unscented-soap', 'written-policy']);
    const reviewChecks = async (reviewId: number) =>
      rows(
        api.db,
        compiled(
          sql<{
            key: string;
            holds: boolean;
          }>`SELECT accommodation AS key, holds FROM accommodation_checks WHERE entry_kind = 'businesses' AND review_id = ${reviewId} ORDER BY accommodation`,
        ),
      );
    const both = await member.post(`/businesses/${id}/reviews`, {
      name: 'Mixed',
      rating: 3,
      confirmedAccommodations: ['ventilation'],
      disputedAccommodations: ['ventilation'],
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().errors).toEqual([{ field: 'disputedAccommodations', message: M.accommodationBothWays }]);
    const created = await member.post(`/businesses/${id}/reviews`, {
      name: 'Mixed',
      rating: 3,
      confirmedAccommodations: ['ventilation'],
      disputedAccommodations: ['unscented-soap'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const reviewId = created.json<{ id: number }>().id;
    expect(created.json()).toMatchObject({
      confirmedAccommodations: ['ventilation'],
      disputedAccommodations: ['unscented-soap'],
    });
    expect(await reviewChecks(reviewId)).toEqual([
      { key: 'unscented-soap', holds: false },
      { key: 'ventilation', holds: true },
    ]);
    expect(await statusOf(id)).toEqual([
      expect.objectContaining({ key: 'written-policy', state: 'unconfirmed' }),
      expect.objectContaining({ key: 'unscented-soap', disputes: 1, state: 'disputed' }),
      expect.objectContaining({ key: 'ventilation', confirmations: 1, state: 'confirmed' }),
    ]);
    // Confirming a disputed key in an edit that leaves the disputed list out moves it.
    const edited = await member.put(`/businesses/${id}/reviews/${reviewId}`, {
      name: 'Mixed, again',
      rating: 4,
      confirmedAccommodations: ['unscented-soap'],
    });
    expect(edited.json()).toMatchObject({ confirmedAccommodations: ['unscented-soap'], disputedAccommodations: [] });
    expect(await reviewChecks(reviewId)).toEqual([{ key: 'unscented-soap', holds: true }]);
    expect((await statusOf(id)).map((s) => s.state)).toEqual(['unconfirmed', 'confirmed', 'unconfirmed']);
    // A moderator's edit keeps the verdicts the author's.
    await moderator.put(`/businesses/${id}/reviews/${reviewId}`, {
      name: 'Tidied',
      rating: 4,
      disputedAccommodations: ['written-policy'],
    });
    const [author] = await rows(
      api.db,
      compiled(
        sql<{
          n: number;
        }>`SELECT count(*)::int AS n FROM accommodation_checks c JOIN users u ON u.id = c.user_id WHERE c.review_id = ${reviewId} AND u.username = 'member'`,
      ),
    );
    expect(author?.n).toBe(2);
    expect((await member.delete(`/businesses/${id}/reviews/${reviewId}`)).statusCode).toBe(204);
    expect(await reviewChecks(reviewId)).toEqual([]);
    expect((await statusOf(id)).every((s) => s.state === 'unconfirmed')).toBe(true);
  });

  it('takes "Still true?" on social groups, homes and products too, and deletes checks with the entry', async () => {
    const created = await member.post('/socials', {
      name: 'Checked Group',
      description: 'Meets in a checked room.',
      socialType: { id: 1 },
      frequencyType: { id: 3 },
      city: 'Checkville',
      country: { id: usa },
      accommodations: ['venue-checked'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    const answered = await member.post(`/socials/${id}/checks`, { confirmed: ['venue-checked'], disputed: [] });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().accommodationStatus).toEqual([
      expect.objectContaining({ key: 'venue-checked', confirmations: 1, state: 'confirmed' }),
    ]);
    expect((await member.post('/homes/999999/checks', { confirmed: ['no-smoking'], disputed: [] })).statusCode).toBe(
      404,
    );
    expect(
      (await member.post('/products/999999/checks', { confirmed: ['fragrance-free'], disputed: [] })).statusCode,
    ).toBe(404);
    expect((await member.delete(`/socials/${id}`)).statusCode).toBe(204);
    const [left] = await rows(
      api.db,
      compiled(
        sql<{
          n: number;
        }>`SELECT count(*)::int AS n FROM accommodation_checks WHERE entry_kind = 'socials' AND entry_id = ${id}`,
      ),
    );
    expect(left?.n).toBe(0);
  });

  it('filters the list to accommodations confirmed in the last N months, and orders it most recently confirmed first', async () => {
    const city = 'Filterton';
    const fresh = await add('Fresh Confirmed', ['ventilation', 'unscented-soap'], city);
    const partly = await add('Partly Confirmed', ['ventilation', 'unscented-soap'], city);
    const old = await add('Old Confirmed', ['ventilation'], city);
    await add('Never Confirmed', ['ventilation'], city);
    await check(member, old, ['ventilation']);
    await backdate(old, 13);
    await check(member, partly, ['ventilation']);
    await check(member, fresh, ['ventilation', 'unscented-soap']);
    const names = async (query: string) => {
      const response = await member.get(`/businesses?searchText=filterton&size=100&${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ content: { name: string }[] }>().content.map((b) => b.name);
    };
    expect(await names('confirmedWithinMonths=12')).toEqual(['Fresh Confirmed', 'Partly Confirmed']);
    expect(await names('confirmedWithinMonths=24&sort=confirmed')).toEqual([
      'Fresh Confirmed',
      'Partly Confirmed',
      'Old Confirmed',
    ]);
    expect(await names('confirmedWithinMonths=12&accommodation=unscented-soap')).toEqual(['Fresh Confirmed']);
    expect(await names('sort=confirmed')).toEqual([
      'Fresh Confirmed',
      'Partly Confirmed',
      'Old Confirmed',
      'Never Confirmed',
    ]);
    const refused = await member.get('/businesses?confirmedWithinMonths=121');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: 'confirmedWithinMonths', message: M.confirmedWithinRange }]);
    // Without a search: the confirmed index collects the matches.
    const unsearched = (await member.get('/businesses?confirmedWithinMonths=12&size=100'))
      .json<{ content: { id: number }[] }>()
      .content.map((b) => b.id);
    expect(unsearched).toEqual(expect.arrayContaining([fresh, partly]));
    expect(unsearched).not.toContain(old);
  });

  it("keeps the same summary as domain's counting rule", async () => {
    const keys = ['written-policy', 'unscented-soap', 'ventilation'];
    const id = await add('Rule Agrees', keys);
    const voters = [member, moderator, (await person('voter1')).client, (await person('voter2')).client];
    // Verdicts on different days, some changing their mind, one from an unconfirmed account.
    const plan: [number, string[], string[], number][] = [
      [0, ['ventilation', 'unscented-soap'], [], 40],
      [1, ['ventilation'], ['written-policy'], 20],
      [2, [], ['ventilation'], 10],
      [0, [], ['unscented-soap'], 5],
      [3, ['written-policy'], [], 3],
    ];
    for (const [who, confirmed, disputed, daysAgo] of plan) {
      expect((await check(voters[who]!, id, confirmed, disputed)).statusCode).toBe(200);
      await rows(
        api.db,
        compiled(
          sql`UPDATE accommodation_checks SET created_date = now() - make_interval(days => ${daysAgo}::int) WHERE entry_kind = 'businesses' AND entry_id = ${id} AND created_date > now() - interval '1 day'`,
        ),
      );
    }
    await rows(api.db, compiled(sql`UPDATE users SET email_confirmed = false WHERE username = 'voter2'`));
    // As an entry listed before keys were dated: every check counts.
    await rows(api.db, compiled(sql`UPDATE businesses SET accommodation_since = '{}' WHERE id = ${id}`));
    await api.db.transaction((tx) => refreshAccommodationStatus(tx, businessSpec, id));
    const verdicts = await rows(
      api.db,
      compiled(sql<{
        id: string | number;
        userId: number;
        key: string;
        holds: boolean;
        createdDate: string;
        emailConfirmed: boolean;
      }>`
        SELECT c.id, c.user_id AS "userId", c.accommodation AS key, c.holds, c.created_date AS "createdDate", u.email_confirmed AS "emailConfirmed"
        FROM accommodation_checks c JOIN users u ON u.id = c.user_id WHERE c.entry_kind = 'businesses' AND c.entry_id = ${id}`),
    );
    const expected = summarizeVerdicts(
      keys,
      {},
      verdicts.map((v) => ({ ...v, id: Number(v.id), createdDate: new Date(v.createdDate) })),
    );
    const [stored] = await rows(
      api.db,
      compiled(sql<{ status: unknown }>`SELECT accommodation_status AS status FROM businesses WHERE id = ${id}`),
    );
    expect(stored?.status).toEqual(expected);
    expect(expected.map((s) => [s.confirmations, s.disputes])).toEqual([
      [0, 1],
      [0, 1],
      [2, 1],
    ]);
    await rows(api.db, compiled(sql`UPDATE users SET email_confirmed = true WHERE username = 'voter2'`));
  });
});
