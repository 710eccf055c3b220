import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceKm, M, UI } from '@ffc/domain';
import { OfflineGeocoder } from '../geocode/offline.js';
import type { Geocoder } from '../geocode/index.js';
import { startStack, type GraphQLClient, type Stack } from '../../test/testing.js';
import { placeIds } from '../../test/reviewed-kind.suite.js';

/** Order and reach through GraphQL and the real API (api/src/entries/order.test.ts has the REST cases). */
describe('list order and "near" through GraphQL', () => {
  let stack: Stack;
  let member: GraphQLClient;
  const offline = new OfflineGeocoder();
  let geocoderDown = false;
  let lookups = 0;
  // The offline gazetteer, which can be taken down: the geocoder is a part outside the product.
  const geocoder: Geocoder = {
    search: async (q) => {
      lookups++;
      if (geocoderDown) throw new Error('geocoder down');
      return offline.search(q);
    },
    locate: (address) => offline.locate(address),
  };

  beforeAll(async () => {
    stack = await startStack({ geocoder });
    member = stack.client();
    await member.login('member');
    const oregon = await placeIds(member, 'United States', 'Oregon');
    for (const city of ['Astoria', 'Seaside', 'Bend']) {
      const answer = await member.run('mutation ($i: BusinessInput!) { createBusiness(input: $i) { id latitude } }', {
        i: {
          name: `${city} Clean Air Shop`,
          description: 'Checked.',
          businessTypeId: 2,
          city,
          stateId: oregon.state,
          countryId: oregon.country,
          website: 'https://example.org/or',
        },
      });
      expect(answer.errors).toBeUndefined();
    }
  });
  afterAll(() => stack.close());

  interface Listed {
    businesses: {
      origin: { displayName: string; latitude: number; longitude: number } | null;
      content: { name: string; distanceKm: number | null; latitude: number }[];
    };
  }
  const list = (filter: Record<string, unknown>) =>
    stack
      .client()
      .run<Listed>(
        'query ($f: BusinessFilter) { businesses(filter: $f) { origin { displayName latitude longitude } content { name distanceKm latitude longitude } } }',
        { f: filter },
      );

  it('finds a typed place with the geocoder and lists nearest first within the radius, in one REST call', async () => {
    stack.calls.length = 0;
    const answer = await list({ searchText: 'clean air shop', near: { place: 'Astoria, Oregon', radiusKm: 50 } });
    expect(answer.errors).toBeUndefined();
    expect(stack.calls).toEqual([expect.stringMatching(/^GET \/businesses\?.*near=46\.1.*%2C-123\.8.*radiusKm=50/)]);
    const { origin, content } = answer.data!.businesses;
    expect(origin?.displayName).toBe('Astoria, Oregon, United States');
    expect(content.map((b) => b.name)).toEqual(['Astoria Clean Air Shop', 'Seaside Clean Air Shop']);
    expect(content[0]!.distanceKm).toBeCloseTo(0, 1);
    const seaside = (await offline.search('Seaside, Oregon'))[0]!;
    expect(content[1]!.distanceKm).toBeCloseTo(distanceKm(origin!, seaside), 1);
  });

  it('takes a position and an order, and gives no distance without near', async () => {
    const bend = (await offline.search('Bend, Oregon'))[0]!;
    const near = await list({
      searchText: 'clean air shop',
      near: { latitude: bend.latitude, longitude: bend.longitude },
      sort: 'distance',
    });
    expect(near.data!.businesses.content.map((b) => b.name)).toEqual([
      'Bend Clean Air Shop',
      'Seaside Clean Air Shop',
      'Astoria Clean Air Shop',
    ]);
    const byName = await list({ searchText: 'clean air shop', sort: 'name' });
    expect(byName.data!.businesses.content.map((b) => [b.name, b.distanceKm])).toEqual([
      ['Astoria Clean Air Shop', null],
      ['Bend Clean Air Shop', null],
      ['Seaside Clean Air Shop', null],
    ]);
    expect(byName.data!.businesses.origin).toBeNull();
  });

  it('names a given position "my location", never after the text that came with it', async () => {
    const bend = (await offline.search('Bend, Oregon'))[0]!;
    const at = { latitude: bend.latitude, longitude: bend.longitude };
    for (const near of [
      { ...at, place: '<img src=x onerror=alert(1)>Log in at evil.example' },
      { ...at, place: UI.myLocation },
      at,
    ]) {
      const answer = await list({ searchText: 'clean air shop', near });
      expect(answer.data!.businesses.origin).toEqual({ displayName: UI.myLocation, ...at });
    }
  });

  it('says clearly when a place cannot be found, a radius has no place, or the geocoder is down', async () => {
    const unknown = await list({ near: { place: 'Qqzzxx Nowhere' } });
    expect(unknown.errors?.[0]?.message).toBe(M.placeNotFound);
    expect(unknown.errors?.[0]?.extensions.fieldErrors).toEqual([{ field: 'near.place', message: M.placeNotFound }]);
    const radiusAlone = await list({ near: { radiusKm: 10 } });
    expect(radiusAlone.errors?.[0]?.extensions.fieldErrors).toContainEqual({
      field: 'near.radiusKm',
      message: M.radiusNeedsNear,
    });
    const nearest = await list({ sort: 'distance' });
    expect(nearest.errors?.[0]?.message).toContain(M.distanceNeedsNear);
    geocoderDown = true;
    const down = await list({ near: { place: 'Pendleton, Oregon' } });
    expect(down.errors?.[0]?.message).toBe(M.placesUnavailable);
    expect(down.errors?.[0]?.extensions.code).toBe('SERVICE_UNAVAILABLE');
    geocoderDown = false;
    // It recovers by itself, and a place looked up once is answered from the cache.
    expect((await list({ near: { place: 'Pendleton, Oregon' } })).errors).toBeUndefined();
    const before = lookups;
    expect((await list({ near: { place: 'pendleton,   oregon' } })).errors).toBeUndefined();
    expect(lookups).toBe(before);
  });
});
