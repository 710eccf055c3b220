/**
 * My places through the REST API, on PGlite and PostgreSQL: each person's lists are theirs alone,
 * entries are saved and taken out, a list is shared by a link that can be replaced or stopped, and
 * everything leaves with the entry or the account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MY_PLACES, OWN_LISTS_MAX } from '@ffc/domain';
import {
  addPortlandBusiness,
  buildTestApi,
  DATABASE_ENGINES,
  isoIds,
  type TestApi,
  type TestClient,
} from '../../test/testing.js';
import { roleClients, type Role } from '../../test/testing-roles.js';

interface ListAnswer {
  id: number;
  name: string;
  builtin: string | null;
  entryCount: number;
  sharedSince: string | null;
  holds: boolean | null;
  shareToken?: string | null;
}

describe.each(DATABASE_ENGINES)('my places on %s', (engine) => {
  let api: TestApi;
  let clients: Record<Role, TestClient>;
  let ids: { usa: number; oregon: number };
  let cafe: number;

  const listsOf = async (client: TestClient, query = '') =>
    (await client.get(`/user/lists${query}`)).json<ListAnswer[]>();
  const safeOf = async (client: TestClient) => (await listsOf(client)).find((l) => l.builtin === 'safe')!;

  beforeAll(async () => {
    api = await buildTestApi(engine);
    clients = await roleClients(api);
    ids = await isoIds(api.db, { usa: 'US', oregon: 'US/OR' });
    cafe = await addPortlandBusiness(clients.member, ids, { name: 'Saved Place Cafe' });
  });
  afterAll(() => api.close());

  it('gives each person Safe for me and Want to try, and only to them', async () => {
    expect((await clients.anonymous.get('/user/lists')).statusCode).toBe(401);
    const lists = await listsOf(clients.member);
    expect(lists.map((l) => [l.name, l.builtin, l.entryCount, l.holds])).toEqual([
      ['Safe for me', 'safe', 0, null],
      ['Want to try', 'try', 0, null],
    ]);
    // Reading them again makes no second pair.
    expect(await listsOf(clients.member)).toHaveLength(2);
  });

  it('saves an entry, says which lists hold it, and lists it with what a person needs to find it', async () => {
    const safe = await safeOf(clients.member);
    const saved = await clients.member.post(`/user/lists/${safe.id}/entries`, { kind: 'businesses', entryId: cafe });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ entryCount: 1 });
    // Saving it again changes nothing.
    await clients.member.post(`/user/lists/${safe.id}/entries`, { kind: 'businesses', entryId: cafe });
    const holding = await listsOf(clients.member, `?kind=businesses&entryId=${cafe}`);
    expect(holding.map((l) => [l.builtin, l.holds, l.entryCount])).toEqual([
      ['safe', true, 1],
      ['try', false, 0],
    ]);
    const entries = (await clients.member.get(`/user/lists/${safe.id}/entries`)).json();
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'businesses',
        id: cafe,
        name: 'Saved Place Cafe',
        city: 'Portland',
        state: { id: ids.oregon, name: 'Oregon' },
        closed: false,
        savedDate: expect.stringMatching(/^\d{4}-/),
      }),
    ]);
    expect((await clients.member.get(`/user/lists/${safe.id}`)).json()).toMatchObject({ name: 'Safe for me', entries });
    // An id no row can have is refused at its field, and names nothing in a path.
    const huge = await clients.member.post(`/user/lists/${safe.id}/entries`, { kind: 'homes', entryId: 2 ** 31 });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errors[0].field).toBe('entryId');
    expect((await clients.member.get(`/user/lists?kind=homes&entryId=${2 ** 31}`)).statusCode).toBe(400);
    expect((await clients.member.delete(`/user/lists/${safe.id}/entries/homes/${2 ** 31}`)).statusCode).toBe(404);
    expect((await clients.member.delete(`/user/lists/abc/entries/houses/1`)).statusCode).toBe(404);
    expect((await clients.anonymous.get('/shared-lists/no-such-link')).statusCode).toBe(404);
    const missing = await clients.member.post(`/user/lists/${safe.id}/entries`, { kind: 'homes', entryId: 999999 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ field: 'entryId', message: MY_PLACES.noSuchEntry }]);
  });

  it("answers another person's list as absent, whoever asks", async () => {
    const safe = await safeOf(clients.member);
    for (const role of ['other', 'moderator', 'administrator'] as const) {
      expect((await clients[role].get(`/user/lists/${safe.id}`)).statusCode).toBe(404);
      expect((await clients[role].get(`/user/lists/${safe.id}/entries`)).statusCode).toBe(404);
      expect(
        (await clients[role].post(`/user/lists/${safe.id}/entries`, { kind: 'businesses', entryId: cafe })).statusCode,
      ).toBe(404);
      expect((await clients[role].put(`/user/lists/${safe.id}/share`, { shared: true })).statusCode).toBe(404);
      expect((await clients[role].delete(`/user/lists/${safe.id}/entries/businesses/${cafe}`)).statusCode).toBe(404);
    }
    for (const call of [
      () => clients.anonymous.get(`/user/lists/${safe.id}`),
      () => clients.anonymous.post('/user/lists', { name: 'x' }),
      () => clients.anonymous.put(`/user/lists/${safe.id}/share`, { shared: true }),
    ])
      expect((await call()).statusCode).toBe(401);
    expect((await safeOf(clients.member)).entryCount).toBe(1);
  });

  it('makes, renames and deletes lists of their own, with clear refusals at the name', async () => {
    const made = await clients.member.post('/user/lists', { name: '  Road trip  ' });
    expect(made.statusCode, made.body).toBe(201);
    const trip = made.json<ListAnswer>();
    expect(trip).toMatchObject({ name: 'Road trip', builtin: null, entryCount: 0 });
    const taken = await clients.member.post('/user/lists', { name: 'road TRIP' });
    expect(taken.json().errors).toEqual([{ field: 'name', message: MY_PLACES.nameTaken }]);
    expect((await clients.member.post('/user/lists', { name: ' ' })).json().errors).toEqual([
      { field: 'name', message: MY_PLACES.nameRequired },
    ]);
    expect((await clients.member.post('/user/lists', { name: 'x'.repeat(61) })).json().errors).toEqual([
      { field: 'name', message: MY_PLACES.nameMax },
    ]);
    // Another person may use the same name.
    expect((await clients.other.post('/user/lists', { name: 'Road trip' })).statusCode).toBe(201);
    const renamed = await clients.member.put(`/user/lists/${trip.id}`, { name: 'Coast trip' });
    expect(renamed.json()).toMatchObject({ id: trip.id, name: 'Coast trip' });
    const safe = await safeOf(clients.member);
    const fixed = await clients.member.put(`/user/lists/${safe.id}`, { name: 'Mine' });
    expect(fixed.json().errors).toEqual([{ field: 'name', message: MY_PLACES.builtinFixed }]);
    expect((await clients.member.delete(`/user/lists/${safe.id}`)).statusCode).toBe(400);
    await clients.member.post(`/user/lists/${trip.id}/entries`, { kind: 'businesses', entryId: cafe });
    expect((await clients.member.delete(`/user/lists/${trip.id}`)).statusCode).toBe(204);
    expect((await listsOf(clients.member)).map((l) => l.name)).toEqual(['Safe for me', 'Want to try']);
  });

  it(`refuses a list past the ${OWN_LISTS_MAX} a person may make`, async () => {
    const client = api.client();
    await client.post('/auth/signup', { username: 'listmaker', password: 'listmaker-pw', email: 'lm@example.org' });
    await client.login('listmaker', 'listmaker-pw');
    for (let i = 0; i < OWN_LISTS_MAX; i++)
      expect((await client.post('/user/lists', { name: `List ${i}` })).statusCode).toBe(201);
    expect((await client.post('/user/lists', { name: 'One more' })).json().errors).toEqual([
      { field: 'name', message: MY_PLACES.tooManyLists },
    ]);
  });

  it('shares a list by a link shown once, that a new link replaces and that can be stopped', async () => {
    const safe = await safeOf(clients.member);
    const shared = await clients.member.put(`/user/lists/${safe.id}/share`, { shared: true });
    expect(shared.statusCode, shared.body).toBe(200);
    const { shareToken, sharedSince } = shared.json<ListAnswer>();
    expect(shareToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(sharedSince).toMatch(/^\d{4}-/);
    // Shown once: reading the lists again gives no token, and the database keeps only its hash.
    expect((await safeOf(clients.member)).shareToken).toBeUndefined();
    const [stored] = await api.db.query<{ hash: string }>(
      'SELECT share_token_hash AS hash FROM user_lists WHERE id = $1',
      [safe.id],
    );
    expect(stored!.hash).not.toContain(shareToken!);
    // Anyone with the link sees the name and places, never the owner.
    const seen = await clients.anonymous.get(`/shared-lists/${shareToken}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ name: 'Safe for me', entries: [expect.objectContaining({ id: cafe })] });
    expect(JSON.stringify(seen.json())).not.toMatch(/member|userId|user_id/);
    // A new link stops the old one.
    const again = (await clients.member.put(`/user/lists/${safe.id}/share`, { shared: true })).json<ListAnswer>();
    expect((await clients.anonymous.get(`/shared-lists/${shareToken}`)).statusCode).toBe(404);
    expect((await clients.anonymous.get(`/shared-lists/${again.shareToken}`)).statusCode).toBe(200);
    const stopped = await clients.member.put(`/user/lists/${safe.id}/share`, { shared: false });
    expect(stopped.json()).toMatchObject({ sharedSince: null, shareToken: null });
    expect((await clients.anonymous.get(`/shared-lists/${again.shareToken}`)).statusCode).toBe(404);
  });

  it('takes an entry out, and drops it from every list when the entry is deleted', async () => {
    const safe = await safeOf(clients.member);
    const removed = await clients.member.delete(`/user/lists/${safe.id}/entries/businesses/${cafe}`);
    expect(removed.statusCode).toBe(204);
    expect((await safeOf(clients.member)).entryCount).toBe(0);
    const gone = await addPortlandBusiness(clients.member, ids, { name: 'Soon Gone Cafe' });
    await clients.member.post(`/user/lists/${safe.id}/entries`, { kind: 'businesses', entryId: gone });
    expect((await clients.member.delete(`/businesses/${gone}`)).statusCode).toBe(204);
    expect((await safeOf(clients.member)).entryCount).toBe(0);
  });

  it('is in the data export and leaves with the account', async () => {
    const client = api.client();
    await client.post('/auth/signup', { username: 'listleaver', password: 'leaver-password', email: 'll@example.org' });
    await client.login('listleaver', 'leaver-password');
    const lists = await listsOf(client);
    await client.post(`/user/lists/${lists[0]!.id}/entries`, { kind: 'businesses', entryId: cafe });
    const exported = (await client.get('/user/export')).json<{
      lists: { name: string; entries: { id: number }[] }[];
    }>();
    expect(exported.lists.map((l) => [l.name, l.entries.map((e) => e.id)])).toEqual([
      ['Safe for me', [cafe]],
      ['Want to try', []],
    ]);
    const ids = lists.map((l) => l.id);
    expect((await client.delete('/user', { body: { password: 'leaver-password' } })).statusCode).toBe(204);
    const [left] = await api.db.query<{ n: number }>(
      'SELECT (SELECT count(*) FROM user_lists WHERE id = ANY($1)) + (SELECT count(*) FROM user_list_entries WHERE list_id = ANY($1))::int AS n',
      [ids],
    );
    expect(Number(left!.n)).toBe(0);
  });
});
