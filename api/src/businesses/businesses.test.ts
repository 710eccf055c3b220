import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, DATABASE_KINDS, type TestApi, type TestClient } from '../testing.js';

describe.each(DATABASE_KINDS)('businesses on %s', (kind) => {
  let api: TestApi;
  let usa: number;
  let oregon: number;
  let ontario: number;
  const clients: Record<string, TestClient> = {};

  beforeAll(async () => {
    api = await buildTestApi(kind);
    usa = (await api.db.query<{ id: number }>("SELECT id FROM countries WHERE iso_code = 'US'"))[0]!.id;
    oregon = (await api.db.query<{ id: number }>("SELECT id FROM states WHERE country_id = $1 AND iso_code = 'OR'", [usa]))[0]!.id;
    ontario = (await api.db.query<{ id: number }>("SELECT s.id FROM states s JOIN countries c ON c.id = s.country_id WHERE c.iso_code = 'CA' AND s.iso_code = 'ON'"))[0]!.id;
    clients.anonymous = api.client();
    for (const username of ['member', 'moderator', 'administrator']) {
      clients[username] = api.client();
      await clients[username].login(username);
    }
    const other = api.client();
    expect((await other.post('/auth/signup', { username: 'othermember', password: 'other-password', email: 'other@example.org' })).statusCode).toBe(201);
    await other.login('othermember', 'other-password');
    clients.other = other;
  });
  afterAll(() => api.close());

  const business = (overrides: Record<string, unknown> = {}) => ({
    name: 'Clear Air Bakery',
    description: 'Unscented soap, no candles.',
    businessType: { id: 2 },
    address1: '1 Main St',
    city: 'Portland',
    state: { id: oregon },
    country: { id: usa },
    postalCode: '97201',
    phoneNumber: '555-0100',
    email: 'hello@clearair.example.org',
    website: 'https://clearair.example.org',
    policy: true,
    policyDescription: 'Written policy at the door.',
    ...overrides,
  });

  async function create(by = 'member', overrides: Record<string, unknown> = {}): Promise<number> {
    const response = await clients[by]!.post('/businesses', business(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id;
  }

  async function review(businessId: number, by: string, rating: number): Promise<number> {
    const response = await clients[by]!.post(`/businesses/${businessId}/reviews`, { name: `From ${by}`, rating, comment: 'ok' });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id;
  }

  describe('contract', () => {
    it('creates a business with 201 and answers it with references as objects and audit fields', async () => {
      const response = await clients.member!.post('/businesses', { ...business(), latitude: 45.5, longitude: -122.6, unknown: 'ignored' });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({
        name: 'Clear Air Bakery',
        businessType: { id: 2, name: 'Cafe' },
        state: { id: oregon, name: 'Oregon' },
        country: { id: usa, name: 'United States' },
        policy: true,
        latitude: 45.5,
        longitude: -122.6,
        reviews: 0,
        rating: null,
        createdById: expect.any(Number),
        createdDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        modifiedDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      expect(body).not.toHaveProperty('unknown');
      expect(body).not.toHaveProperty('searchText');
      expect((await clients.anonymous!.get(`/businesses/${body.id}`)).json()).toEqual(body);
    });

    it('updates every field and records who modified it', async () => {
      const id = await create();
      const response = await clients.other!.put(`/businesses/${id}`, business({ name: 'Renamed', state: null, city: null, policy: false }));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id, name: 'Renamed', state: null, city: null, policy: false });
      const [row] = await api.db.query<{ created_by_id: number; modified_by_id: number }>('SELECT created_by_id, modified_by_id FROM businesses WHERE id = $1', [id]);
      expect(row!.created_by_id).not.toBe(row!.modified_by_id);
    });

    it('answers 404 for an unknown or malformed id', async () => {
      expect((await clients.anonymous!.get('/businesses/999999')).statusCode).toBe(404);
      expect((await clients.anonymous!.get('/businesses/abc')).statusCode).toBe(404);
      expect((await clients.member!.put('/businesses/999999', business())).statusCode).toBe(404);
      expect((await clients.member!.delete('/businesses/999999')).statusCode).toBe(404);
      expect((await clients.anonymous!.get('/businesses/999999/reviews')).statusCode).toBe(404);
    });
  });

  describe('validation', () => {
    it('names every missing required field with the spec messages', async () => {
      const response = await clients.member!.post('/businesses', {});
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { field: 'name', message: 'Name is required' },
        { field: 'description', message: 'Description is required' },
        { field: 'businessType', message: 'Type is required' },
        { field: 'country', message: 'Country is required' },
        { field: 'website', message: 'Business website link required.' },
      ]);
    });

    it('says 1023 for a long description, 255 for long texts, and checks the email', async () => {
      const long = await clients.member!.post('/businesses', business({ description: 'd'.repeat(1025), city: 'c'.repeat(256), email: 'nope' }));
      expect(long.json().errors).toEqual([
        { field: 'description', message: 'Maximum of 1023 characters allowed' },
        { field: 'city', message: 'Maximum of 255 characters allowed' },
        { field: 'email', message: 'Invalid email address' },
      ]);
      expect((await clients.member!.post('/businesses', business({ description: 'd'.repeat(1024) }))).statusCode).toBe(201);
    });

    it('refuses unknown types and a state outside the chosen country', async () => {
      expect((await clients.member!.post('/businesses', business({ businessType: { id: 999 } }))).json().errors).toEqual([
        { field: 'businessType', message: 'Please choose one of the listed options.' },
      ]);
      expect((await clients.member!.post('/businesses', business({ state: { id: ontario } }))).json().errors).toEqual([
        { field: 'state', message: 'The state or province is not in the chosen country.' },
      ]);
    });

    it('refuses a review without a title or with a rating outside 1 to 5', async () => {
      const id = await create();
      const response = await clients.member!.post(`/businesses/${id}/reviews`, { rating: 6 });
      expect(response.json().errors).toEqual([
        { field: 'name', message: 'Name is required' },
        { field: 'rating', message: 'Rating must be between 1 and 5' },
      ]);
    });
  });

  describe('reviews and the rating', () => {
    it('keeps the count and the average exact through adds, edits and deletes', async () => {
      const id = await create();
      const mine = await review(id, 'member', 5);
      await review(id, 'other', 4);
      const moderators = await review(id, 'moderator', 2);
      expect((await clients.anonymous!.get(`/businesses/${id}`)).json()).toMatchObject({ reviews: 3, rating: 11 / 3 });

      expect((await clients.member!.put(`/businesses/${id}/reviews/${mine}`, { name: 'Changed my mind', rating: 1 })).statusCode).toBe(200);
      expect((await clients.anonymous!.get(`/businesses/${id}`)).json()).toMatchObject({ reviews: 3, rating: 7 / 3 });

      expect((await clients.moderator!.delete(`/businesses/${id}/reviews/${moderators}`)).statusCode).toBe(204);
      expect((await clients.anonymous!.get(`/businesses/${id}`)).json()).toMatchObject({ reviews: 2, rating: 2.5 });

      expect((await clients.member!.delete(`/businesses/${id}/reviews/${mine}`)).statusCode).toBe(204);
      await clients.other!.delete(`/businesses/${id}/reviews/${(await clients.anonymous!.get(`/businesses/${id}/reviews`)).json().content[0].id}`);
      expect((await clients.anonymous!.get(`/businesses/${id}`)).json()).toMatchObject({ reviews: 0, rating: null });
    });

    it('keeps the count exact when many reviews arrive at once', async () => {
      const id = await create();
      const people = await Promise.all(
        Array.from({ length: 6 }, async (_, i) => {
          const c = api.client();
          await c.post('/auth/signup', { username: `burst${i}user`, password: 'burst-password', email: `burst${i}@example.org` });
          await c.login(`burst${i}user`, 'burst-password');
          return c;
        }),
      );
      const answers = await Promise.all(people.map((c, i) => c.post(`/businesses/${id}/reviews`, { name: 'Burst', rating: 1 + (i % 5) })));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(201));
      expect((await clients.anonymous!.get(`/businesses/${id}`)).json()).toMatchObject({ reviews: 6, rating: (1 + 2 + 3 + 4 + 5 + 1) / 6 });
    });

    it('allows one review per user per business', async () => {
      const id = await create();
      await review(id, 'member', 4);
      const second = await clients.member!.post(`/businesses/${id}/reviews`, { name: 'Again', rating: 5 });
      expect(second.statusCode).toBe(400);
      expect(second.json().message).toBe('You have already reviewed this. Edit your review instead.');
      expect((await clients.anonymous!.get(`/businesses/${id}`)).json()).toMatchObject({ reviews: 1, rating: 4 });
    });

    it('answers a review with its business reference and author, newest first, paged', async () => {
      const id = await create();
      await review(id, 'member', 4);
      await review(id, 'other', 3);
      const page = (await clients.anonymous!.get(`/businesses/${id}/reviews?size=1`)).json();
      expect(page).toMatchObject({ totalElements: 2, totalPages: 2, number: 0, size: 1, pageable: { pageNumber: 0, pageSize: 1 } });
      expect(page.content[0]).toMatchObject({ name: 'From other', rating: 3, comment: 'ok', businessEntity: { id }, createdByUsername: 'othermember' });
      const one = (await clients.anonymous!.get(`/businesses/${id}/reviews/${page.content[0].id}`)).json();
      expect(one).toEqual(page.content[0]);
      expect((await clients.anonymous!.get(`/businesses/${id + 100000}/reviews/${page.content[0].id}`)).statusCode).toBe(404);
    });

    it('deleting a business deletes its reviews', async () => {
      const id = await create();
      await review(id, 'member', 4);
      await review(id, 'other', 2);
      expect((await clients.member!.delete(`/businesses/${id}`)).statusCode).toBe(204);
      expect((await clients.anonymous!.get(`/businesses/${id}`)).statusCode).toBe(404);
      const [left] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM business_reviews WHERE business_id = $1', [id]);
      expect(left!.n).toBe(0);
    });
  });

  describe('authorization', () => {
    type Role = 'anonymous' | 'other' | 'member' | 'moderator' | 'administrator';
    const ROLES: Role[] = ['anonymous', 'other', 'member', 'moderator', 'administrator'];
    /** The business and the review are member's: member is the creator and the review's author. */
    interface Fixture {
      business: number;
      review: number;
    }
    const ROUTES: { route: string; call: (c: TestClient, f: Fixture) => Promise<{ statusCode: number }>; expect: Record<Role, number> }[] = [
      { route: 'GET /businesses', call: (c) => c.get('/businesses'), expect: { anonymous: 200, other: 200, member: 200, moderator: 200, administrator: 200 } },
      { route: 'GET /businesses/{id}', call: (c, f) => c.get(`/businesses/${f.business}`), expect: { anonymous: 200, other: 200, member: 200, moderator: 200, administrator: 200 } },
      { route: 'POST /businesses', call: (c) => c.post('/businesses', business()), expect: { anonymous: 401, other: 201, member: 201, moderator: 201, administrator: 201 } },
      { route: 'PUT /businesses/{id}', call: (c, f) => c.put(`/businesses/${f.business}`, business()), expect: { anonymous: 401, other: 200, member: 200, moderator: 200, administrator: 200 } },
      { route: 'DELETE /businesses/{id}', call: (c, f) => c.delete(`/businesses/${f.business}`), expect: { anonymous: 401, other: 403, member: 204, moderator: 204, administrator: 204 } },
      { route: 'GET /businesses/{id}/reviews', call: (c, f) => c.get(`/businesses/${f.business}/reviews`), expect: { anonymous: 200, other: 200, member: 200, moderator: 200, administrator: 200 } },
      { route: 'GET /businesses/{id}/reviews/{id}', call: (c, f) => c.get(`/businesses/${f.business}/reviews/${f.review}`), expect: { anonymous: 200, other: 200, member: 200, moderator: 200, administrator: 200 } },
      // member already reviewed the fixture: a second review of theirs is the one-per-user 400.
      { route: 'POST /businesses/{id}/reviews', call: (c, f) => c.post(`/businesses/${f.business}/reviews`, { name: 'Mine', rating: 3 }), expect: { anonymous: 401, other: 201, member: 400, moderator: 201, administrator: 201 } },
      { route: 'PUT /businesses/{id}/reviews/{id}', call: (c, f) => c.put(`/businesses/${f.business}/reviews/${f.review}`, { name: 'Edited', rating: 2 }), expect: { anonymous: 401, other: 403, member: 200, moderator: 200, administrator: 200 } },
      { route: 'DELETE /businesses/{id}/reviews/{id}', call: (c, f) => c.delete(`/businesses/${f.business}/reviews/${f.review}`), expect: { anonymous: 401, other: 403, member: 204, moderator: 204, administrator: 204 } },
    ];

    it.each(ROUTES)('$route answers each role as the authorization table says', async ({ call, expect: expected }) => {
      const actual: Record<string, number> = {};
      for (const role of ROLES) {
        const id = await create('member');
        const fixture = { business: id, review: await review(id, 'member', 5) };
        actual[role] = (await call(clients[role]!, fixture)).statusCode;
      }
      expect(actual).toEqual(expected);
    });
  });

  describe('lists', () => {
    let lane: number;
    beforeAll(async () => {
      // A country of their own keeps these cases apart from the other suites' businesses.
      lane = (await api.db.query<{ id: number }>("SELECT id FROM countries WHERE iso_code = 'IS'"))[0]!.id;
      for (const [name, type, city] of [
        ['Zebra Books', 14, 'Reykjavik'],
        ['Alpha Cafe', 2, 'Akureyri'],
        ['Mid Cafe', 2, 'Reykjavik'],
        ['beta 100% cafe', 2, 'Husavik'],
      ] as const) {
        await create('member', { name, businessType: { id: type }, city, state: null, country: { id: lane }, description: `${name} without scent` });
      }
    });

    const names = (body: { content: { name: string }[] }) => body.content.map((b) => b.name);

    it('orders by name, filters by type and country, and ignores empty filters', async () => {
      const all = (await clients.anonymous!.get(`/businesses?country=${lane}&type=&state=&searchText=`)).json();
      expect(names(all)).toEqual(['Alpha Cafe', 'Mid Cafe', 'Zebra Books', 'beta 100% cafe']);
      expect(all).toMatchObject({ totalElements: 4, totalPages: 1, totalElementsIsEstimate: false, number: 0, size: 10 });
      expect(names((await clients.anonymous!.get(`/businesses?country=${lane}&type=14`)).json())).toEqual(['Zebra Books']);
    });

    it('searches name, description and city case-insensitively, taking % literally', async () => {
      expect(names((await clients.anonymous!.get(`/businesses?country=${lane}&searchText=CAFE`)).json())).toEqual(['Alpha Cafe', 'Mid Cafe', 'beta 100% cafe']);
      expect(names((await clients.anonymous!.get(`/businesses?country=${lane}&searchText=reykjav`)).json())).toEqual(['Mid Cafe', 'Zebra Books']);
      expect(names((await clients.anonymous!.get(`/businesses?country=${lane}&searchText=100%25`)).json())).toEqual(['beta 100% cafe']);
      expect(names((await clients.anonymous!.get(`/businesses?country=${lane}&searchText=1_0`)).json())).toEqual([]);
    });

    it('pages from 0 with totals, and answers an empty page past the end', async () => {
      const second = (await clients.anonymous!.get(`/businesses?country=${lane}&size=3&page=1`)).json();
      expect(second).toMatchObject({ totalElements: 4, totalPages: 2, number: 1, size: 3, pageable: { pageNumber: 1, pageSize: 3 } });
      expect(names(second)).toEqual(['beta 100% cafe']);
      const full = (await clients.anonymous!.get(`/businesses?country=${lane}&size=2&page=1`)).json();
      expect(full).toMatchObject({ totalElements: 4, totalPages: 2 });
      const past = (await clients.anonymous!.get(`/businesses?country=${lane}&page=5`)).json();
      expect(past).toMatchObject({ content: [], totalElements: 4, number: 5 });
    });

    it('refuses non-numeric filters, bad sizes and pages too deep with clear messages', async () => {
      expect((await clients.anonymous!.get('/businesses?type=abc')).json().errors).toEqual([{ field: 'type', message: 'Value must be a number' }]);
      expect((await clients.anonymous!.get('/businesses?size=101')).json().message).toBe('Page size must be between 1 and 100.');
      const deep = await clients.anonymous!.get('/businesses?page=1000&size=10');
      expect(deep.statusCode).toBe(400);
      expect(deep.json().message).toBe('Only the first 10,000 results can be paged through. Please narrow your search.');
    });

    it('lists the countries in use in /types', async () => {
      const used = (await clients.anonymous!.get('/types')).json().usedCountryList.map((c: { id: number }) => c.id);
      expect(used).toEqual(expect.arrayContaining([usa, lane]));
      expect(used).toHaveLength(2);
    });
  });
});
