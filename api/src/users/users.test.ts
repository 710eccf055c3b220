import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, DATABASE_ENGINES, isoIds, type TestApi, type TestClient } from '../../test/testing.js';
import { all, roleClients, statusByRole, type Role } from '../../test/testing-roles.js';

describe.each(DATABASE_ENGINES)('users on %s', (engine) => {
  let api: TestApi;
  let clients: Record<Role, TestClient>;
  let memberId: number;
  beforeAll(async () => {
    api = await buildTestApi(engine);
    clients = await roleClients(api);
    const { usa, oregon } = await isoIds(api.db, { usa: 'US', oregon: 'US/OR' });
    await clients.member.put('/user', {
      name: 'Mel Member',
      address1: '1 Secret Lane',
      city: 'Portland',
      state: { id: oregon },
      country: { id: usa },
      phoneNumber: '555-0199',
      latitude: 45.5,
      longitude: -122.6,
    });
    memberId = (await clients.member.get('/user')).json().id;
  });
  afterAll(() => api.close());

  it('shows other users only the public view: no email, phone, street address or coordinates', async () => {
    for (const role of ['anonymous', 'other', 'moderator'] as const) {
      const body = (await clients[role].get(`/users/${memberId}`)).json();
      expect(body).toEqual({
        id: memberId,
        username: 'member',
        name: 'Mel Member',
        city: 'Portland',
        state: { id: expect.any(Number), name: 'Oregon' },
        country: { id: expect.any(Number), name: 'United States' },
        createdDate: expect.any(String),
      });
      // (Not "45.5" alone: a creation time can hold it.)
      expect(JSON.stringify(body)).not.toMatch(
        /member@example.org|555-0199|Secret Lane|latitude|longitude|"45\.5|-122\.6/,
      );
    }
  });

  it('gives administrators the full record', async () => {
    expect((await clients.administrator.get(`/users/${memberId}`)).json()).toMatchObject({
      email: 'member@example.org',
      phoneNumber: '555-0199',
      address1: '1 Secret Lane',
      roles: ['ROLE_USER'],
    });
  });

  it('lists users for administrators, searching username and name, and by id', async () => {
    const search = async (query: string) => (await clients.administrator.get(`/users?${query}`)).json();
    expect((await search('searchText=MEL')).content.map((u: { username: string }) => u.username)).toEqual(['member']);
    expect((await search('searchText=othermem')).content.map((u: { username: string }) => u.username)).toEqual([
      'othermember',
    ]);
    expect((await search(`userId=${memberId}`)).content).toMatchObject([
      { id: memberId, email: 'member@example.org', state: { name: 'Oregon' } },
    ]);
    expect((await search('')).totalElements).toBe(4);
    // A full page, the last (part) page, and a page past the end each carry the same total.
    const pages = await Promise.all(['page=0&size=3', 'page=1&size=3', 'page=5&size=3'].map(search));
    expect(pages.map((p) => [p.content.length, p.totalElements, p.totalPages])).toEqual([
      [3, 4, 2],
      [1, 4, 2],
      [0, 4, 2],
    ]);
    expect((await clients.administrator.get('/users?userId=abc')).json().errors).toEqual([
      { field: 'userId', message: 'Value must be a number' },
    ]);
  });

  it.each([
    {
      route: 'GET /users',
      call: (c: TestClient) => c.get('/users'),
      expect: { anonymous: 401, other: 403, member: 403, moderator: 403, administrator: 200 },
    },
    { route: 'GET /users/{id}', call: (c: TestClient) => c.get(`/users/${memberId}`), expect: all(200) },
    {
      route: 'POST /auth/admin-reset',
      call: (c: TestClient) =>
        c.post('/auth/admin-reset', {
          username: 'othermember',
          email: 'other@example.org',
          newPassword: 'other-password',
        }),
      expect: { anonymous: 401, other: 403, member: 403, moderator: 403, administrator: 200 },
    },
  ])('$route answers each role as the authorization table says', async ({ call, expect: expected }) => {
    expect(await statusByRole(clients, async () => undefined, call)).toEqual(expected);
  });
});
