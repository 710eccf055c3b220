/**
 * geocode(q) costs the geocoder's service a request: it needs a login, is limited per
 * person and minute, and answers repeated searches from its cache.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Geocoder } from '../geocode/index.js';
import { startStack, type Stack } from '../../test/testing.js';

describe('geocode(q)', () => {
  let stack: Stack;
  const asked: string[] = [];
  const counting: Geocoder = {
    search: async (q) => {
      asked.push(q);
      return [{ displayName: `Somewhere called ${q}`, latitude: 45, longitude: -122 }];
    },
    locate: async () => null,
  };
  beforeAll(async () => {
    stack = await startStack({ bff: { geocodeRequestsPerMinute: 3 }, geocoder: counting });
  });
  afterAll(() => stack.close());

  it('needs a login', async () => {
    const answer = await stack.client().run('{ geocode(q: "Portland") { displayName } }');
    expect(answer.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(asked).toEqual([]);
  });

  it('answers repeated searches from the cache, and limits each person per minute', async () => {
    const member = stack.client();
    await member.login('member');
    const search = (q: string) =>
      member.run<{ geocode: { displayName: string }[] }>('query ($q: String!) { geocode(q: $q) { displayName } }', {
        q,
      });
    expect((await search('Salem')).data?.geocode[0]?.displayName).toBe('Somewhere called Salem');
    expect((await search('  salem ')).data?.geocode[0]?.displayName).toBe('Somewhere called Salem');
    expect(asked).toEqual(['Salem']);
    expect((await search('Bend')).errors).toBeUndefined();
    const limited = await search('Astoria');
    expect(limited.errors?.[0]?.extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(asked).toEqual(['Salem', 'Bend']);
    // Another person has their own allowance.
    const moderator = stack.client();
    await moderator.login('moderator');
    expect((await moderator.run('{ geocode(q: "Astoria") { displayName } }')).errors).toBeUndefined();
  });
});
