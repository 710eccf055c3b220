import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RADIUS_KM_DEFAULT, UI } from '@ffc/domain';
import { startStack, type GraphQLClient, type Stack } from '../../test/testing.js';
import { placeIds } from '../../test/reviewed-kind.suite.js';

interface Answer {
  highlights: {
    counts: { kind: string; count: number; countIsEstimate: boolean }[];
    recent: {
      kind: string;
      id: number;
      name: string;
      path: string;
      reviewCount: number;
      lastReviewedDate: string;
      distanceKm: number | null;
    }[];
    recentNear: boolean;
    radiusKm: number;
    origin: { displayName: string } | null;
  };
}

const QUERY = `query ($near: NearInput) { highlights(near: $near) {
  counts { kind count countIsEstimate }
  recent { kind id name path reviewCount lastReviewedDate distanceKm }
  recentNear radiusKm origin { displayName }
} }`;

/** The home page's highlights through GraphQL over HTTP and the real API (api/src/highlights has the REST cases). */
describe('highlights through GraphQL', () => {
  let stack: Stack;
  let member: GraphQLClient;
  beforeAll(async () => {
    stack = await startStack();
    member = stack.client();
    await member.login('member');
  });
  afterAll(() => stack.close());

  it('answers anyone the counts and the newest reviewed places in one REST call, a new review first', async () => {
    const iceland = (await placeIds(member, 'Iceland')).country;
    // Its position comes from the offline gazetteer on save.
    const created = await member.run<{ createBusiness: { id: number; latitude: number; longitude: number } }>(
      'mutation ($i: BusinessInput!) { createBusiness(input: $i) { id latitude longitude } }',
      {
        i: {
          name: 'Akureyri Clear Air',
          description: 'No candles.',
          businessTypeId: 2,
          city: 'Akureyri',
          countryId: iceland,
          website: 'https://example.org/akureyri',
        },
      },
    );
    expect(created.errors).toBeUndefined();
    const { id, latitude, longitude } = created.data!.createBusiness;
    expect(latitude).toBeCloseTo(65.7, 0);
    const reviewed = await member.run(
      'mutation ($p: Int!) { createReview(kind: BUSINESS, parentId: $p, input: { name: "Fine", rating: 4 }) { id } }',
      { p: id },
    );
    expect(reviewed.errors).toBeUndefined();

    stack.calls.length = 0;
    const anyone = await stack.client().run<Answer>(QUERY);
    expect(anyone.errors).toBeUndefined();
    expect(stack.calls).toHaveLength(1);
    const { counts, recent, recentNear, radiusKm, origin } = anyone.data!.highlights;
    expect(counts.map((c) => c.kind)).toEqual(['businesses', 'homes', 'products', 'socials']);
    expect(counts.every((c) => c.count > 0 && !c.countIsEstimate)).toBe(true);
    expect(recent[0]).toMatchObject({
      kind: 'businesses',
      id,
      name: 'Akureyri Clear Air',
      path: `/businesses/${id}`,
      reviewCount: 1,
      distanceKm: null,
    });
    expect({ recentNear, radiusKm, origin }).toEqual({ recentNear: false, radiusKm: RADIUS_KM_DEFAULT, origin: null });

    // Near the visitor's position: only what is within the radius, with its distance.
    const near = await stack.client().run<Answer>(QUERY, { near: { latitude: latitude + 0.01, longitude } });
    expect(near.errors).toBeUndefined();
    expect(near.data!.highlights.recentNear).toBe(true);
    expect(near.data!.highlights.origin).toEqual({ displayName: UI.myLocation });
    expect(near.data!.highlights.recent.map((p) => p.id)).toEqual([id]);
    expect(near.data!.highlights.recent[0]!.distanceKm).toBeLessThan(5);
  });
});
