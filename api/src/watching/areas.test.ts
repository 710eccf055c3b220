/**
 * Watching areas through the REST API, on PGlite and PostgreSQL: what an area watch takes and refuses,
 * the `new-place` notifications a new place (or a place that now meets a person's needs) leaves for the
 * people watching an area around it, and that each person reaches only their own areas.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { AREA_WATCHES_MAX, M, WATCHING, type AreaWatch, type NotificationPage } from '@ffc/domain';
import { compiled, rows } from '../db/query.js';
import {
  addPortlandBusiness,
  buildTestApi,
  DATABASE_ENGINES,
  demoPeople,
  type TestApi,
  type TestClient,
} from '../../test/testing.js';

const PORTLAND = { latitude: 45.5152, longitude: -122.6784 };
/** About 4 km from the middle of Portland, and Seattle (some 230 km away). */
const NEAR_PORTLAND = { latitude: 45.5462, longitude: -122.6443 };
const SEATTLE = { latitude: 47.6062, longitude: -122.3321 };

describe.each(DATABASE_ENGINES)('watching areas on %s', (engine) => {
  let api: TestApi;
  let member: TestClient;
  let moderator: TestClient;
  let administrator: TestClient;
  let places: { usa: number; oregon: number };

  const watchArea = async (client: TestClient, body: Record<string, unknown>) => {
    const response = await client.post('/user/area-watches', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  };
  const refusal = async (body: Record<string, unknown>) => {
    const response = await member.post('/user/area-watches', body);
    expect(response.statusCode, response.body).toBe(400);
    return response.json<{ errors: { field: string; message: string }[] }>().errors;
  };
  const heard = async (client: TestClient, entryId: number) =>
    (await client.get('/user/notifications')).json<NotificationPage>().content.filter((n) => n.entryId === entryId);

  beforeAll(async () => {
    api = await buildTestApi(engine);
    ({ member, moderator, administrator, places } = await demoPeople(api));
  });
  afterAll(() => api.close());

  it('refuses an area without a position, a radius out of range or no kind, each at its field', async () => {
    const area = { place: 'Portland', ...PORTLAND, radiusKm: 10, kinds: ['businesses'] };
    expect(await refusal({ radiusKm: 10, kinds: ['businesses'] })).toEqual([
      { field: 'place', message: WATCHING.area.placeRequired },
    ]);
    // A name alone: the API has no geocoder to find it (the BFF sends the position it found).
    expect(await refusal({ place: 'Qqzzxx Nowhere', radiusKm: 10, kinds: ['businesses'] })).toEqual([
      { field: 'place', message: M.placeNotFound },
    ]);
    for (const radiusKm of [0, 201, 2.5])
      expect(await refusal({ ...area, radiusKm })).toEqual([{ field: 'radiusKm', message: WATCHING.area.badRadius }]);
    expect(await refusal({ ...area, kinds: [] })).toEqual([{ field: 'kinds', message: WATCHING.area.kindsRequired }]);
    // Products have no position: no area holds one.
    expect((await refusal({ ...area, kinds: ['products'] }))[0]?.field).toBe('kinds.0');
    expect((await api.client().post('/user/area-watches', area)).statusCode).toBe(401);
  });

  it('tells the people watching an area of a new place there, once each, never its author', async () => {
    const near = await watchArea(moderator, { place: 'Portland', ...PORTLAND, radiusKm: 10, kinds: ['businesses'] });
    // Two areas around the same place: the moderator still hears once.
    await watchArea(moderator, { ...NEAR_PORTLAND, radiusKm: 25, kinds: ['businesses', 'homes'] });
    await watchArea(member, { place: 'Portland', ...PORTLAND, radiusKm: 10, kinds: ['businesses'] });
    // Homes only, and a place too far: neither hears of a business in Portland.
    await watchArea(administrator, { place: 'Portland', ...PORTLAND, radiusKm: 50, kinds: ['homes'] });
    await watchArea(administrator, { place: 'Seattle', ...SEATTLE, radiusKm: 200, kinds: ['businesses'] });

    const id = await addPortlandBusiness(member, places, { name: 'New Air Cafe', ...NEAR_PORTLAND });
    expect((await heard(moderator, id)).map(({ type, title, text }) => ({ type, title, text }))).toEqual([
      { type: 'new-place', title: 'New Air Cafe', text: WATCHING.text.newPlace.new },
    ]);
    expect(await heard(member, id)).toEqual([]);
    expect(await heard(administrator, id)).toEqual([]);

    const listed = await moderator.get('/user/area-watches');
    expect(listed.headers['cache-control']).toContain('no-store');
    expect(listed.json<AreaWatch[]>().at(-1)).toEqual({
      id: near,
      place: 'Portland',
      ...PORTLAND,
      radiusKm: 10,
      kinds: ['businesses'],
      meetsNeeds: false,
      since: expect.any(String),
    });
    // Nobody sees or removes another person's area.
    expect((await member.get('/user/area-watches')).json<AreaWatch[]>().map((a) => a.id)).not.toContain(near);
    expect((await member.delete(`/user/area-watches/${near}`)).statusCode).toBe(404);
    expect((await moderator.delete(`/user/area-watches/${near}`)).statusCode).toBe(204);
    expect((await moderator.get('/user/area-watches')).json<AreaWatch[]>().map((a) => a.id)).not.toContain(near);
  });

  it('with "only places that meet my needs", tells of a place when it meets them, new or changed', async () => {
    const saved = await administrator.put('/user/needs', { businesses: ['ventilation'] });
    expect(saved.statusCode, saved.body).toBe(200);
    // A key the catalogue has since dropped, still stored: no need (as everywhere needs are read).
    await rows(
      api.db,
      compiled(sql`UPDATE user_needs SET businesses = array_append(businesses, 'no-longer-listed')
        WHERE user_id = (SELECT id FROM users WHERE username = 'administrator')`),
    );
    await watchArea(administrator, {
      place: 'Portland',
      ...PORTLAND,
      radiusKm: 20,
      kinds: ['businesses'],
      meetsNeeds: true,
    });

    const lacking = await addPortlandBusiness(member, places, {
      name: 'Soap Only Cafe',
      ...PORTLAND,
      accommodations: ['unscented-soap'],
    });
    expect(await heard(administrator, lacking)).toEqual([]);
    const meeting = await addPortlandBusiness(member, places, {
      name: 'Fresh Air Cafe',
      ...PORTLAND,
      accommodations: ['ventilation'],
    });
    expect((await heard(administrator, meeting)).map((n) => n.text)).toEqual([WATCHING.text.newPlace.new]);

    // The first place now lists what the administrator needs: news, once.
    const entry = (await member.get(`/businesses/${lacking}`)).json<Record<string, unknown>>();
    const change = { ...entry, accommodations: ['unscented-soap', 'ventilation'] };
    expect((await member.put(`/businesses/${lacking}`, change)).statusCode).toBe(200);
    expect((await member.put(`/businesses/${lacking}`, { ...change, name: 'Soap And Air Cafe' })).statusCode).toBe(200);
    expect((await heard(administrator, lacking)).map((n) => n.text)).toEqual([WATCHING.text.newPlace['meets-needs']]);
  });

  it(`keeps at most ${AREA_WATCHES_MAX} areas a person, and goes with the account's data`, async () => {
    const other = member;
    const userId = (
      await rows(api.db, compiled(sql<{ id: number }>`SELECT id FROM users WHERE username = 'member'`))
    )[0]!.id;
    await rows(api.db, compiled(sql`DELETE FROM area_watches WHERE user_id = ${userId}`));
    const area = { ...SEATTLE, radiusKm: 5, kinds: ['socials'] };
    for (let i = 0; i < AREA_WATCHES_MAX; i += 1) await watchArea(other, area);
    const refused = await other.post('/user/area-watches', area);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ errors: unknown[] }>().errors).toEqual([{ field: 'place', message: WATCHING.area.tooMany }]);
    const exported = await other.get('/user/export');
    expect(exported.json<{ areaWatches: unknown[] }>().areaWatches).toHaveLength(AREA_WATCHES_MAX);
    await rows(api.db, compiled(sql`DELETE FROM area_watches WHERE user_id = ${userId}`));
  });
});
