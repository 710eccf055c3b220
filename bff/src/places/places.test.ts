/**
 * places(text) over real HTTP, with the real offline gazetteer and the real API: anyone may ask,
 * the person's country (browser language, else their profile's) decides which place comes first,
 * a list's `near.place` measures from that first place, and lookups are cached and limited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M } from '@ffc/domain';
import { OfflineGeocoder } from '../geocode/offline.js';
import type { Geocoder } from '../geocode/index.js';
import { startStack, type GraphQLClient, type Stack } from '../../test/testing.js';
import { placeIds } from '../../test/reviewed-kind.suite.js';

interface Places {
  places: {
    displayName: string;
    latitude: number;
    longitude: number;
    kind: string | null;
    countryCode: string | null;
  }[];
}
const PLACES = 'query ($t: String!) { places(text: $t) { displayName latitude longitude kind countryCode } }';

describe('places(text)', () => {
  let stack: Stack;
  const offline = new OfflineGeocoder();
  const asked: string[] = [];
  // Whether it may be asked as someone types is switched by a test (Nominatim may not be).
  const geocoder: Geocoder & { suggestsAsYouType: boolean } = {
    suggestsAsYouType: true,
    search: async (q, preference) => {
      asked.push(`${q} for ${preference?.country ?? 'anyone'}`);
      return offline.search(q, preference);
    },
    locate: (address) => offline.locate(address),
  };
  const search = (client: GraphQLClient, text: string) => client.run<Places>(PLACES, { t: text });

  beforeAll(async () => {
    stack = await startStack({ geocoder, bff: { geocodeRequestsPerMinute: 8 } });
  });
  afterAll(() => stack.close());

  it("answers anyone the places a name may mean, their browser's country first", async () => {
    const american = await search(stack.client({ 'accept-language': 'en-US,en;q=0.9' }), 'Birmingham');
    expect(american.errors).toBeUndefined();
    expect(american.data!.places[0]).toMatchObject({
      displayName: 'Birmingham, Alabama, United States',
      kind: 'CITY',
      countryCode: 'US',
    });
    expect(american.data!.places.map((p) => p.displayName)).toContain('Birmingham, England, United Kingdom');
    const british = await search(stack.client({ 'accept-language': 'en-GB' }), 'Birmingham');
    expect(british.data!.places[0]).toMatchObject({
      displayName: 'Birmingham, England, United Kingdom',
      countryCode: 'GB',
    });
    expect((await search(stack.client(), '   ')).data!.places).toEqual([]);
  });

  it("prefers a logged-in person's profile country to their browser's", async () => {
    const member = stack.client({ 'accept-language': 'en-US' });
    await member.login('member');
    const uk = await placeIds(member, 'United Kingdom');
    expect(
      (
        await member.run('mutation ($i: ProfileInput!) { updateProfile(input: $i) { id } }', {
          i: { countryId: uk.country, city: 'Leeds' },
        })
      ).errors,
    ).toBeUndefined();
    expect((await search(member, 'Birmingham')).data!.places[0]?.countryCode).toBe('GB');
  });

  it('measures a list from the first place, and from the place chosen when its full name is given', async () => {
    interface Listed {
      businesses: { origin: { displayName: string } | null };
    }
    const list = (client: GraphQLClient, place: string) =>
      client.run<Listed>('query ($f: BusinessFilter) { businesses(filter: $f) { origin { displayName } } }', {
        f: { near: { place } },
      });
    const american = stack.client({ 'accept-language': 'en-US' });
    expect((await list(american, 'Portland')).data!.businesses.origin?.displayName).toBe(
      'Portland, Oregon, United States',
    );
    expect((await list(american, 'Portland, Maine, United States')).data!.businesses.origin?.displayName).toBe(
      'Portland, Maine, United States',
    );
    const unknown = await list(american, 'Qqzzxx Nowhere');
    expect(unknown.errors?.[0]?.extensions.fieldErrors).toEqual([{ field: 'near.place', message: M.placeNotFound }]);
  });

  it('is not asked while someone types when the geocoder forbids it, as Nominatim does', async () => {
    geocoder.suggestsAsYouType = false;
    try {
      const before = asked.length;
      const typing = await stack
        .client()
        .run<Places>('query ($t: String!) { places(text: $t, asYouType: true) { displayName } }', { t: 'Salem' });
      expect(typing.data!.places).toEqual([]);
      expect(asked.length).toBe(before);
      // What was searched is looked up all the same.
      const searched = await stack.client({ 'accept-language': 'en-US' }).run<Places>(PLACES, { t: 'Salem' });
      expect(searched.data!.places[0]?.displayName).toBe('Salem, Oregon, United States');
    } finally {
      geocoder.suggestsAsYouType = true;
    }
    // The offline gazetteer answers as someone types.
    expect(
      (
        await stack
          .client({ 'accept-language': 'en-US' })
          .run<Places>('query ($t: String!) { places(text: $t, asYouType: true) { displayName } }', { t: 'Salem' })
      ).data!.places.length,
    ).toBeGreaterThan(0);
  });

  it('answers a repeated search from the cache, and limits each visitor per minute', async () => {
    const visitor = stack.client({ 'accept-language': 'en-AU' });
    const before = asked.length;
    expect((await search(visitor, 'Perth')).data!.places[0]?.displayName).toBe('Perth, Western Australia, Australia');
    expect((await search(visitor, '  perth ')).errors).toBeUndefined();
    expect(asked.slice(before)).toEqual(['Perth for AU']);
    // Every test's lookups came from the same address: use up what is left of its minute.
    let answer = await search(visitor, 'Hobart');
    for (const town of ['Darwin', 'Cairns', 'Geelong', 'Ballarat', 'Bendigo', 'Mildura', 'Albury']) {
      if (answer.errors) break;
      answer = await search(visitor, town);
    }
    expect(answer.errors?.[0]?.extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(answer.data).toBeNull();
  });
});
