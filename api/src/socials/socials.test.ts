import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialFilterSchema, socialListItem, switchFilters, switches } from '@ffc/domain';
import { EntryRepository } from '../entries/repository.js';
import { socialSpec } from '../kinds/socials.js';
import { buildTestApi, DATABASE_ENGINES, isoIds, type TestApi, type TestClient } from '../../test/testing.js';
import { all, loggedIn, roleClients, statusByRole, type Role } from '../../test/testing-roles.js';

describe.each(DATABASE_ENGINES)('social groups on %s', (engine) => {
  let api: TestApi;
  let clients: Record<Role, TestClient>;
  let ids: { usa: number; oregon: number; iceland: number };
  beforeAll(async () => {
    api = await buildTestApi(engine);
    clients = await roleClients(api);
    ids = await isoIds(api.db, { usa: 'US', oregon: 'US/OR', iceland: 'IS' });
  });
  afterAll(() => api.close());

  const group = (overrides: Record<string, unknown> = {}) => ({
    name: 'Fragrance Free Portland',
    description: 'Monthly meetups in a scent-free room.',
    socialType: { id: 1 },
    frequencyType: { id: 3 },
    contactName: 'Pat',
    phoneNumber: '555-0101',
    email: 'pat@example.org',
    website: 'https://ffpdx.example.org',
    policy: true,
    city: 'Portland',
    state: { id: ids.oregon },
    country: { id: ids.usa },
    ...overrides,
  });

  async function create(overrides: Record<string, unknown> = {}): Promise<number> {
    const response = await clients.member.post('/socials', group(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id;
  }

  it('names its creator by public username; its list row carries only what the list shows', async () => {
    const created = await clients.member.post('/socials', group({ name: 'Named Creator Group' }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ createdById: expect.any(Number), createdByUsername: 'member' });
    const list = (await api.client().get('/socials?searchText=Named Creator')).json();
    expect(Object.keys(list.content[0]).sort()).toEqual(
      Object.keys(socialListItem.shape)
        // Distances only with a place; needs met only for a signed-in reader.
        .filter((key) => !['distanceKm', 'needsMet', 'needsTotal'].includes(key))
        .sort(),
    );
    expect(list.content[0]).toMatchObject({
      name: 'Named Creator Group',
      socialType: { id: 1, name: 'In Person' },
      active: true,
    });
  });

  it('names whoever changed it last by public username, the same for a list of groups', async () => {
    const id = await create({ name: 'Renamed Later Group' });
    const edited = await clients.moderator.put(
      `/socials/${id}`,
      group({ name: 'Renamed Later Group', description: 'Now weekly.' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      createdByUsername: 'member',
      modifiedById: expect.any(Number),
      modifiedByUsername: 'moderator',
    });
    expect((await clients.anonymous.get(`/socials/${id}`)).json()).toMatchObject({
      createdByUsername: 'member',
      modifiedByUsername: 'moderator',
    });
  });

  it('creates a group, active by default, with its references as objects', async () => {
    const response = await clients.member.post('/socials', group());
    expect(response.json()).toMatchObject({
      name: 'Fragrance Free Portland',
      socialType: { id: 1, name: 'In Person' },
      frequencyType: { id: 3, name: 'Monthly' },
      contactName: 'Pat',
      state: { name: 'Oregon' },
      active: true,
      createdById: expect.any(Number),
    });
    expect(response.json()).not.toHaveProperty('reviews');
  });

  it('names the missing required fields with the spec messages', async () => {
    expect((await clients.member.post('/socials', { email: 'nope' })).json().errors).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'description', message: 'Description is required' },
      { field: 'socialType', message: 'Type is required' },
      { field: 'frequencyType', message: 'Frequency is required' },
      { field: 'email', message: 'Invalid email' },
      { field: 'country', message: 'Country is required' },
    ]);
  });

  it('filters by type, country and state, and searches the name', async () => {
    await create({
      name: 'Reykjavik Online Circle',
      socialType: { id: 2 },
      country: { id: ids.iceland },
      state: null,
      city: 'Reykjavik',
    });
    await create({ name: 'Reykjavik Walkers', country: { id: ids.iceland }, state: null, city: 'Reykjavik' });
    const names = async (query: string) =>
      (await clients.anonymous.get(`/socials?${query}`)).json().content.map((g: { name: string }) => g.name);
    expect(await names(`country=${ids.iceland}`)).toEqual(['Reykjavik Online Circle', 'Reykjavik Walkers']);
    expect(await names(`country=${ids.iceland}&type=2`)).toEqual(['Reykjavik Online Circle']);
    expect(await names(`country=${ids.iceland}&searchText=walkers`)).toEqual(['Reykjavik Walkers']);
    expect(await names(`state=${ids.oregon}&searchText=portland`)).toContain('Fragrance Free Portland');
    const used = (await clients.anonymous.get('/types')).json().usedCountryList.map((c: { id: number }) => c.id);
    expect(used).toContain(ids.iceland);
  });

  it('keeps only the groups that have a switch when its list filter is ticked, and filters nothing otherwise', async () => {
    // The social groups' `active` switch, as it would be declared with a list filter (`switches.ts`),
    // filtering the column its name gives (as `entrySpec` maps it: `kinds/spec.test.ts`).
    const declared = switches({ active: { label: 'Active', fallback: true, filter: 'Active groups only' } });
    const filterSchema = socialFilterSchema.extend(switchFilters(declared));
    const spec = { ...socialSpec, filterSchema, filterColumns: { ...socialSpec.filterColumns, active: 'active' } };
    await create({ name: 'Switch Filter Meets', city: 'Switchville' });
    await create({ name: 'Switch Filter Paused', city: 'Switchville', active: false });
    const repository = new EntryRepository(spec);
    const names = async (query: Record<string, string>) =>
      (
        await repository.list(api.db, spec.filterSchema.parse({ searchText: 'Switchville', ...query }), {
          page: 0,
          size: 10,
        })
      ).content
        .map((g) => g.name)
        .sort();
    expect(await names({ active: 'true' })).toEqual(['Switch Filter Meets']);
    expect(await names({ active: 'false' })).toEqual(['Switch Filter Meets', 'Switch Filter Paused']);
    expect(await names({})).toEqual(['Switch Filter Meets', 'Switch Filter Paused']);
  });

  const ROUTES: {
    route: string;
    call: (c: TestClient, id: number) => Promise<{ statusCode: number }>;
    expect: Record<Role, number>;
  }[] = [
    { route: 'GET /socials', call: (c) => c.get('/socials'), expect: all(200) },
    { route: 'GET /socials/{id}', call: (c, id) => c.get(`/socials/${id}`), expect: all(200) },
    { route: 'POST /socials', call: (c) => c.post('/socials', group()), expect: loggedIn(201) },
    {
      route: 'PUT /socials/{id}',
      call: (c, id) => c.put(`/socials/${id}`, group({ active: false })),
      expect: loggedIn(200),
    },
    {
      route: 'DELETE /socials/{id}',
      call: (c, id) => c.delete(`/socials/${id}`),
      expect: { ...loggedIn(204), other: 403 },
    },
  ];

  it.each(ROUTES)('$route answers each role as the authorization table says', async ({ call, expect: expected }) => {
    expect(await statusByRole(clients, () => create(), call)).toEqual(expected);
  });
});
