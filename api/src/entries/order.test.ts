/**
 * Lists in the order a person asks for: best match, name, highest rated, most reviewed,
 * newest and nearest; "within" a radius of a place, each row with its distance. On PGlite and
 * PostgreSQL, through the REST API, against known coordinates.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceKm, M } from '@ffc/domain';
import { buildTestApi, DATABASE_ENGINES, isoIds, type TestApi, type TestClient } from '../../test/testing.js';

/** Towns of Iceland (far from the demo entries), by their known coordinates. */
const PLACES = {
  reykjavik: { latitude: 64.1466, longitude: -21.9426 },
  hafnarfjordur: { latitude: 64.0671, longitude: -21.9377 },
  selfoss: { latitude: 63.9331, longitude: -20.9971 },
  akureyri: { latitude: 65.6885, longitude: -18.1262 },
};
const near = `${PLACES.reykjavik.latitude},${PLACES.reykjavik.longitude}`;

interface Row {
  id: number;
  name: string;
  distanceKm?: number | null;
  rating?: number | null;
  reviews?: number;
}

describe.each(DATABASE_ENGINES)('list order and reach on %s', (engine) => {
  let api: TestApi;
  let member: TestClient;
  let moderator: TestClient;
  const ids: Record<string, number> = {};

  const list = async (collection: string, query: string) => {
    const response = await member.get(`/${collection}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ content: Row[]; totalElements: number }>();
  };
  const names = async (collection: string, query: string) => (await list(collection, query)).content.map((r) => r.name);
  const refusal = async (collection: string, query: string) => {
    const response = await member.get(`/${collection}?${query}`);
    expect(response.statusCode, response.body).toBe(400);
    return response.json<{ errors: { field: string; message: string }[] }>().errors;
  };

  beforeAll(async () => {
    api = await buildTestApi(engine);
    member = api.client();
    moderator = api.client();
    await member.login('member');
    await moderator.login('moderator');
    const { iceland } = await isoIds(api.db, { iceland: 'IS' });
    const add = async (name: string, place: { latitude: number; longitude: number } | null) => {
      const response = await member.post('/businesses', {
        name,
        description: 'Lava-stone sauna, no scented oils.',
        businessType: { id: 2 },
        country: { id: iceland },
        website: 'https://example.org/iceland',
        ...(place ?? {}),
      });
      expect(response.statusCode, response.body).toBe(201);
      ids[name] = response.json<{ id: number }>().id;
    };
    // Added in this order: the newest is the last.
    await add('Selfoss Sauna', PLACES.selfoss);
    await add('Akureyri Sauna', PLACES.akureyri);
    await add('Reykjavik Sauna', PLACES.reykjavik);
    await add('Hafnarfjordur Sauna', PLACES.hafnarfjordur);
    await add('Nowhere Sauna', null);
    // Three at one town centre: a distance tie, broken by id.
    for (const n of [1, 2, 3]) await add(`Twin Sauna ${n}`, PLACES.selfoss);
    const review = async (client: TestClient, name: string, rating: number) => {
      const response = await client.post(`/businesses/${ids[name]}/reviews`, {
        name: 'Visit',
        comment: 'Clear air.',
        rating,
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    await review(member, 'Akureyri Sauna', 5);
    await review(moderator, 'Akureyri Sauna', 4);
    await review(member, 'Selfoss Sauna', 5);
    await review(member, 'Reykjavik Sauna', 2);
  });
  afterAll(() => api.close());

  it('lists nearest first with each distance, as measured on the globe', async () => {
    const page = await list('businesses', `near=${near}&searchText=sauna&sort=distance&size=20`);
    const rows = page.content;
    expect(rows.map((r) => r.name)).toEqual([
      'Reykjavik Sauna',
      'Hafnarfjordur Sauna',
      'Selfoss Sauna',
      'Twin Sauna 1',
      'Twin Sauna 2',
      'Twin Sauna 3',
      'Akureyri Sauna',
    ]);
    for (const [name, place] of [
      ['Reykjavik Sauna', PLACES.reykjavik],
      ['Hafnarfjordur Sauna', PLACES.hafnarfjordur],
      ['Selfoss Sauna', PLACES.selfoss],
      ['Akureyri Sauna', PLACES.akureyri],
    ] as const) {
      const row = rows.find((r) => r.name === name)!;
      expect(row.distanceKm).toBeCloseTo(distanceKm(PLACES.reykjavik, place), 1);
    }
    expect(rows[1]!.distanceKm).toBeCloseTo(8.85, 0);
    // Without a position an entry is nowhere near.
    expect(page.totalElements).toBe(7);
  });

  it('keeps only those within the radius, and a radius alone orders nearest first', async () => {
    const within = await names('businesses', `near=${near}&radiusKm=60`);
    expect(within.slice(0, 3)).toEqual(['Reykjavik Sauna', 'Hafnarfjordur Sauna', 'Selfoss Sauna']);
    expect(within).not.toContain('Akureyri Sauna');
    expect(await names('businesses', `near=${near}&radiusKm=20&sort=name`)).toEqual([
      'Hafnarfjordur Sauna',
      'Reykjavik Sauna',
    ]);
    expect(await names('businesses', `near=${near}&radiusKm=5&accommodation=`)).toEqual(['Reykjavik Sauna']);
  });

  it('pages nearest first without repeating or skipping a tie', async () => {
    const seen: string[] = [];
    for (let page = 0; page < 4; page++)
      seen.push(
        ...(await names(
          'businesses',
          `near=${PLACES.selfoss.latitude},${PLACES.selfoss.longitude}&radiusKm=1&size=1&page=${page}`,
        )),
      );
    expect(seen).toEqual(['Selfoss Sauna', 'Twin Sauna 1', 'Twin Sauna 2', 'Twin Sauna 3']);
    const twoAtATime = [
      ...(await names('businesses', `near=${near}&size=2&page=1`)),
      ...(await names('businesses', `near=${near}&size=2&page=2`)),
    ];
    expect(twoAtATime.slice(0, 4)).toEqual(['Selfoss Sauna', 'Twin Sauna 1', 'Twin Sauna 2', 'Twin Sauna 3']);
  });

  it('orders by highest rated, most reviewed and newest', async () => {
    const saunas = (sort: string) => names('businesses', `searchText=sauna&sort=${sort}&size=20`);
    expect((await saunas('rating')).slice(0, 3)).toEqual(['Selfoss Sauna', 'Akureyri Sauna', 'Reykjavik Sauna']);
    expect((await saunas('reviews')).slice(0, 3)).toEqual(['Akureyri Sauna', 'Selfoss Sauna', 'Reykjavik Sauna']);
    expect((await saunas('newest')).slice(0, 2)).toEqual(['Twin Sauna 3', 'Twin Sauna 2']);
    expect((await saunas('name'))[0]).toBe('Akureyri Sauna');
    // Unsearched, the whole list in each order: the newest first is the last added.
    expect((await names('businesses', 'sort=newest&size=1'))[0]).toBe('Twin Sauna 3');
    const rated = (await list('businesses', 'sort=rating&size=100')).content;
    const ratings = rated.map((r) => r.rating ?? -1);
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
    const reviewed = (await list('businesses', 'sort=reviews&size=100')).content.map((r) => r.reviews ?? 0);
    expect([...reviewed].sort((a, b) => b - a)).toEqual(reviewed);
  });

  it('gives no distance without a place, and orders best match first when searching', async () => {
    const rows = (await list('businesses', 'searchText=reykjavik sauna')).content;
    expect(rows[0]!.name).toBe('Reykjavik Sauna');
    expect(rows[0]).not.toHaveProperty('distanceKm');
  });

  it('measures homes and social groups too, and refuses what cannot be measured', async () => {
    expect((await list('homes', `near=${near}&radiusKm=500`)).content).toEqual([]);
    expect((await list('socials', `near=${near}&sort=newest`)).totalElements).toBeGreaterThanOrEqual(0);
    expect(await refusal('businesses', 'near=64.1')).toEqual([{ field: 'near', message: M.nearFormat }]);
    expect(await refusal('businesses', 'radiusKm=10')).toEqual([{ field: 'radiusKm', message: M.radiusNeedsNear }]);
    expect(await refusal('businesses', `near=${near}&radiusKm=9000`)).toEqual([
      { field: 'radiusKm', message: M.radiusRange },
    ]);
    expect(await refusal('businesses', 'sort=distance')).toEqual([{ field: 'sort', message: M.distanceNeedsNear }]);
    expect(await refusal('businesses', 'sort=price')).toEqual([{ field: 'sort', message: M.unknownSort }]);
    expect(await refusal('socials', 'sort=rating')).toEqual([{ field: 'sort', message: M.unknownSort }]);
    expect(await refusal('products', `near=${near}`)).toEqual([{ field: 'near', message: M.productsHaveNoPlace }]);
    expect((await list('products', 'sort=reviews')).content.length).toBeGreaterThan(0);
  });
});
