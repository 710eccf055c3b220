/**
 * The query strings the BFF sends for GraphQL's list filters, exactly: REST's names (`accommodation`,
 * `near=latitude,longitude`), in order (GraphQL's filters by name, then order and reach, then the
 * page), and nothing for a filter left empty.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type GraphQLClient, type Stack } from '../../test/testing.js';

describe("GraphQL's list filters as REST query strings", () => {
  let stack: Stack;
  let administrator: GraphQLClient;

  beforeAll(async () => {
    stack = await startStack();
    [administrator] = await stack.loggedIn('administrator');
  });
  afterAll(() => stack.close());

  /** The list calls one GraphQL request made (not the session check of a staff-only field). */
  const callsOf = async (query: string, variables: Record<string, unknown>): Promise<string[]> => {
    stack.calls.length = 0;
    const answer = await administrator.run(query, variables);
    expect(answer.errors).toBeUndefined();
    return stack.calls.filter((call) => call !== 'GET /user');
  };

  it('sends every business filter under its REST name, and a position as near=latitude,longitude', async () => {
    const calls = await callsOf(
      'query ($f: BusinessFilter, $p: Int) { businesses(filter: $f, page: $p) { totalElements } }',
      {
        p: 1,
        f: {
          type: 2,
          country: 1,
          state: 5,
          searchText: 'clean air',
          accommodations: ['unscented-soap', 'ventilation'],
          confirmedWithinMonths: 12,
          sort: 'distance',
          near: { latitude: 45.5, longitude: -122.6, radiusKm: 25 },
          includeClosed: true,
          searchExactly: true,
        },
      },
    );
    expect(calls).toEqual([
      'GET /businesses?confirmedWithinMonths=12&country=1&includeClosed=true&searchExactly=true&searchText=clean+air' +
        '&state=5&type=2&sort=distance&near=45.5%2C-122.6&radiusKm=25' +
        '&accommodation=unscented-soap&accommodation=ventilation&page=1',
    ]);
  });

  it("sends a product's own filters, and only the page for an empty filter", async () => {
    const products = await callsOf('query ($f: ProductFilter) { products(filter: $f) { totalElements } }', {
      f: { company: 1, category: 2, type: 3, searchText: 'soap', accommodations: ['fragrance-free'], sort: 'name' },
    });
    expect(products).toEqual([
      'GET /products?category=2&company=1&searchText=soap&type=3&sort=name&accommodation=fragrance-free&page=0',
    ]);
    const empty = await callsOf('query ($f: HomeFilter) { homes(filter: $f) { totalElements } }', { f: {} });
    expect(empty).toEqual(['GET /homes?page=0']);
  });

  it('sends the support ticket and user filters as they are', async () => {
    const tickets = await callsOf(
      'query ($f: SupportFilter) { supportTickets(filter: $f, page: 2) { totalElements } }',
      { f: { supportType: 1, entityType: 2, active: false, searchText: 'login' } },
    );
    expect(tickets).toEqual(['GET /support?active=false&entityType=2&searchText=login&supportType=1&page=2']);
    const users = await callsOf('query ($f: UserFilter) { users(filter: $f) { totalElements } }', {
      f: { searchText: 'mem', userId: 3 },
    });
    expect(users).toEqual(['GET /users?searchText=mem&userId=3&page=0']);
  });
});
