/**
 * "Safe for me" through the REST API, on PGlite and PostgreSQL: a person's needs are theirs alone,
 * lists count and filter by them, "Best for me" orders by them, and they leave with the account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M, NO_NEEDS } from '@ffc/domain';
import { buildTestApi, DATABASE_ENGINES, isoIds, type TestApi, type TestClient } from '../../test/testing.js';
import { roleClients, type Role } from '../../test/testing-roles.js';

describe.each(DATABASE_ENGINES)('needs on %s', (engine) => {
  let api: TestApi;
  let clients: Record<Role, TestClient>;
  let ids: { usa: number; oregon: number };
  /** A town of this suite's own, so the demo data never lands in its lists. */
  const town = 'Needsville';
  const byTown = `searchText=${town}`;

  const addHome = async (name: string, accommodations: string[]): Promise<number> => {
    const response = await clients.member.post('/homes', {
      name,
      description: 'A quiet rental.',
      homeType: { id: 1 },
      city: town,
      state: { id: ids.oregon },
      country: { id: ids.usa },
      accommodations,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  };

  const HOME_NEEDS = ['fragrance-free-laundry', 'no-air-fresheners', 'fragrance-free-cleaning', 'no-smoking'];

  beforeAll(async () => {
    api = await buildTestApi(engine);
    clients = await roleClients(api);
    ids = await isoIds(api.db, { usa: 'US', oregon: 'US/OR' });
    await addHome('All Four', HOME_NEEDS);
    await addHome('Three Of Four', HOME_NEEDS.slice(0, 3));
    await addHome('Just One', ['no-smoking', 'unscented-toiletries']);
    await addHome('None At All', []);
  });
  afterAll(() => api.close());

  it('answers no needs before any are chosen, and only to a signed-in person', async () => {
    expect((await clients.anonymous.get('/user/needs')).statusCode).toBe(401);
    expect((await clients.anonymous.put('/user/needs', { homes: ['no-smoking'] })).statusCode).toBe(401);
    expect((await clients.anonymous.delete('/user/needs')).statusCode).toBe(401);
    const own = await clients.other.get('/user/needs');
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual(NO_NEEDS);
    expect(own.headers['cache-control']).toBe('private, no-store');
  });

  it('saves needs in the catalogue’s order and keeps them to their owner', async () => {
    const saved = await clients.member.put('/user/needs', {
      homes: [...HOME_NEEDS].reverse(),
      businesses: ['unscented-soap'],
      sensitivities: ['smoke', 'essential-oils'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      ...NO_NEEDS,
      homes: HOME_NEEDS,
      businesses: ['unscented-soap'],
      sensitivities: ['essential-oils', 'smoke'],
    });
    expect((await clients.member.get('/user/needs')).json().homes).toEqual(HOME_NEEDS);
    // Nobody else reads them: not another member, not a moderator, not an administrator.
    for (const role of ['other', 'moderator', 'administrator'] as const)
      expect((await clients[role].get('/user/needs')).json()).not.toMatchObject({ homes: HOME_NEEDS });
    const memberId = (await clients.member.get('/user')).json<{ id: number }>().id;
    for (const role of ['anonymous', 'other', 'administrator'] as const) {
      const view = await clients[role].get(`/users/${memberId}`);
      expect(JSON.stringify(view.json())).not.toMatch(/fragrance-free-laundry|essential-oils|needs/i);
    }
  });

  it('refuses a key of another kind at its field and keeps what was saved', async () => {
    const refused = await clients.member.put('/user/needs', { homes: ['unscented-soap'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: 'homes', message: M.unknownAccommodation }]);
    const unknown = await clients.member.put('/user/needs', { sensitivities: ['cats'] });
    expect(unknown.json().errors).toEqual([{ field: 'sensitivities', message: M.unknownSensitivity }]);
    expect((await clients.member.get('/user/needs')).json().homes).toEqual(HOME_NEEDS);
  });

  it('counts on each row how many of the reader’s needs it meets, and nothing for anyone signed out', async () => {
    const rows = (await clients.member.get(`/homes?${byTown}&sort=name`)).json<{
      content: { name: string; needsMet: number; needsTotal: number }[];
    }>().content;
    expect(rows.map((r) => [r.name, r.needsMet, r.needsTotal])).toEqual([
      ['All Four', 4, 4],
      ['Just One', 1, 4],
      ['None At All', 0, 4],
      ['Three Of Four', 3, 4],
    ]);
    const anonymous = await clients.anonymous.get(`/homes?${byTown}`);
    expect(anonymous.json().content[0]).not.toHaveProperty('needsMet');
    // Someone without needs at a kind meets "0 of 0" there.
    expect((await clients.other.get(`/homes?${byTown}`)).json().content[0]).toMatchObject({ needsTotal: 0 });
    expect((await clients.member.get(`/homes?${byTown}`)).headers['cache-control']).toBe('private, no-store');
  });

  it('keeps only the entries that meet every need with meetsNeeds=true', async () => {
    const met = await clients.member.get(`/homes?${byTown}&meetsNeeds=true`);
    expect(met.statusCode, met.body).toBe(200);
    expect(met.json().content.map((r: { name: string }) => r.name)).toEqual(['All Four']);
    expect(met.json().totalElements).toBe(1);
    // Without a search, the whole kind: still only those that hold all four.
    const all = await clients.member.get('/homes?meetsNeeds=true&size=100');
    for (const row of all.json<{ content: { accommodations: string[] }[] }>().content)
      expect(row.accommodations).toEqual(expect.arrayContaining(HOME_NEEDS));
    // 'false' filters nothing, as an unticked box.
    expect((await clients.member.get(`/homes?${byTown}&meetsNeeds=false`)).json().totalElements).toBe(4);
  });

  it('orders "Best for me" by needs met, then by most recent confirmation', async () => {
    const rows = (await clients.member.get(`/homes?${byTown}&sort=for-me`)).json<{
      content: { name: string; needsMet: number }[];
    }>().content;
    expect(rows.map((r) => r.name)).toEqual(['All Four', 'Three Of Four', 'Just One', 'None At All']);
  });

  it('orders a whole kind "Best for me" as a search does, page after page, without sorting it whole', async () => {
    type Rows = { content: { id: number; name: string; needsMet: number }[]; totalElements: number };
    const all = (await clients.member.get('/homes?sort=for-me&size=100')).json<Rows>();
    const met = all.content.map((r) => r.needsMet);
    expect(met).toEqual([...met].sort((a, b) => b - a));
    expect(all.content).toHaveLength(all.totalElements);
    // The same order in pages of two, and the same relative order as the search's (ranked) path.
    const paged: number[] = [];
    for (let page = 0; page * 2 < all.totalElements; page++)
      paged.push(
        ...(await clients.member.get(`/homes?sort=for-me&size=2&page=${page}`)).json<Rows>().content.map((r) => r.id),
      );
    expect(paged).toEqual(all.content.map((r) => r.id));
    const searched = (await clients.member.get(`/homes?${byTown}&sort=for-me`)).json<Rows>().content.map((r) => r.id);
    expect(all.content.map((r) => r.id).filter((id) => searched.includes(id))).toEqual(searched);
  });

  it('asks an anonymous reader to log in for meetsNeeds and "Best for me", at the field', async () => {
    const meets = await clients.anonymous.get('/homes?meetsNeeds=true');
    expect(meets.statusCode).toBe(401);
    expect(meets.json().errors).toEqual([{ field: 'meetsNeeds', message: M.needsNeedLogin }]);
    const forMe = await clients.anonymous.get('/homes?sort=for-me');
    expect(forMe.statusCode).toBe(401);
    expect(forMe.json().errors).toEqual([{ field: 'sort', message: M.needsNeedLogin }]);
  });

  it('shows a reviewer’s needs only when they chose to, and filters reviews to people like the reader', async () => {
    const [home] = await api.db.query<{ id: number }>("SELECT id FROM homes WHERE name = 'All Four'");
    const reviews = `/homes/${home!.id}/reviews`;
    const review = (client: TestClient, name: string) =>
      client.post(reviews, { name, rating: 5, comment: 'Aired out and calm.' });
    expect((await clients.member.put('/user/needs', { homes: HOME_NEEDS, showWithReviews: true })).statusCode).toBe(
      200,
    );
    expect((await review(clients.member, 'Safe for me')).statusCode).toBe(201);
    // The moderator has needs too, but does not show them.
    await clients.moderator.put('/user/needs', { homes: ['no-smoking'] });
    expect((await review(clients.moderator, 'Fine')).statusCode).toBe(201);
    type Page = { content: { name: string; reviewerNeeds?: string[] | null }[]; totalElements: number };
    const all = (await clients.anonymous.get(reviews)).json<Page>().content;
    expect(all.map((r) => [r.name, r.reviewerNeeds ?? null])).toEqual([
      ['Fine', null],
      ['Safe for me', HOME_NEEDS],
    ]);
    // A reader who needs no smoking: the member shares it; the moderator shows nothing to share.
    await clients.other.put('/user/needs', { homes: ['no-smoking'] });
    const alike = await clients.other.get(`${reviews}?likeMe=true`);
    expect(alike.statusCode, alike.body).toBe(200);
    expect(alike.json<Page>()).toMatchObject({ totalElements: 1, content: [{ name: 'Safe for me' }] });
    // A reader whose needs nobody shows shares nothing.
    await clients.administrator.put('/user/needs', { homes: ['unscented-toiletries'] });
    expect((await clients.administrator.get(`${reviews}?likeMe=true`)).json<Page>().totalElements).toBe(0);
    const anonymous = await clients.anonymous.get(`${reviews}?likeMe=true`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errors).toEqual([{ field: 'likeMe', message: M.needsNeedLogin }]);
  });

  it("tells a person where their own reviews are, and nobody else's", async () => {
    const [home] = await api.db.query<{ id: number }>("SELECT id FROM homes WHERE name = 'Just One'");
    const posted = await clients.other.post(`/homes/${home!.id}/reviews`, { name: 'Calm', rating: 4 });
    expect(posted.statusCode, posted.body).toBe(201);
    const own = await clients.other.get('/user/reviews');
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toContain('no-store');
    expect(own.json()).toContainEqual({ kind: 'homes', entryId: home!.id, id: posted.json<{ id: number }>().id });
    const [{ n }] = (await api.db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM business_reviews WHERE created_by_id = u.id) +
              (SELECT count(*) FROM home_reviews WHERE created_by_id = u.id) +
              (SELECT count(*) FROM product_reviews WHERE created_by_id = u.id) AS n
         FROM users u WHERE username = 'othermember'`,
    )) as [{ n: number }];
    expect(own.json<unknown[]>()).toHaveLength(Number(n));
    expect((await clients.anonymous.get('/user/reviews')).statusCode).toBe(401);
  });

  it('is in the person’s data export, cleared in one step, and gone with the account', async () => {
    const exported = await clients.member.get('/user/export');
    expect(exported.json().needs.homes).toEqual(HOME_NEEDS);

    const client = api.client();
    await client.post('/auth/signup', {
      username: 'needsleaver',
      password: 'leaver-password',
      email: 'nl@example.org',
    });
    await client.login('needsleaver', 'leaver-password');
    expect((await client.put('/user/needs', { homes: ['no-smoking'] })).statusCode).toBe(200);
    expect((await client.delete('/user/needs')).statusCode).toBe(204);
    expect((await client.get('/user/needs')).json()).toEqual(NO_NEEDS);

    expect((await client.put('/user/needs', { homes: ['no-smoking'] })).statusCode).toBe(200);
    const [before] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM user_needs');
    expect((await client.delete('/user', { body: { password: 'leaver-password' } })).statusCode).toBe(204);
    const [after] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM user_needs');
    expect(after!.n).toBe(before!.n - 1);
  });
});
