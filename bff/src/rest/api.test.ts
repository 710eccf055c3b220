/**
 * The REST client's queries are typed by the domain schema their route reads them with: a filter
 * a list does not take does not compile (each `@ts-expect-error` fails `npm run typecheck` if the
 * line ever compiles), and what compiles is sent as the query string the API reads.
 */
import { afterEach, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { MockAgent } from 'undici';
import { businessListItem, pageOf, productListItem } from '@ffc/domain';
import type { OwnFiltersInRest } from '../kinds/entryType.js';
import { RestApi, RestTransport, type RestFilterOf } from './api.js';

const BUSINESS_PAGE = pageOf(businessListItem);
const PRODUCT_PAGE = pageOf(productListItem);
const EMPTY_PAGE = {
  content: [],
  totalPages: 0,
  totalElements: 0,
  totalElementsIsEstimate: false,
  size: 20,
  number: 0,
  pageable: { pageNumber: 0, pageSize: 20 },
};

describe("the REST client's list queries", () => {
  let agent: MockAgent;
  /** The paths (with their query strings) the client asked for. */
  let sent: string[];
  let api: RestApi;

  beforeEach(() => {
    agent = new MockAgent();
    agent.disableNetConnect();
    sent = [];
    agent
      .get('http://api.test')
      .intercept({ method: 'GET', path: () => true })
      .reply(200, EMPTY_PAGE)
      .persist();
    // The path as sent: the mock's own matcher sees the query string sorted.
    const recorded = agent.compose((dispatch) => (options, handler) => {
      sent.push(String(options.path));
      return dispatch(options, handler);
    });
    api = new RestApi(new RestTransport('http://api.test/api', recorded), {
      cookie: undefined,
      clientIp: '192.0.2.1',
      protocol: 'https',
      setCookies: [],
    });
  });
  afterEach(() => agent.close());

  it("refuses a filter the collection's list does not take, or a value it does not read", () => {
    // Checked by the compiler, never run: each call would be refused by the API.
    const refused = () => [
      // @ts-expect-error: no list takes a filter "colour".
      api.entries('businesses', BUSINESS_PAGE, { colour: 'green' }),
      // @ts-expect-error: "company" filters products, not businesses.
      api.entries('businesses', BUSINESS_PAGE, { company: 3 }),
      // @ts-expect-error: REST's name is "accommodation"; "accommodations" is GraphQL's.
      api.entries('products', PRODUCT_PAGE, { accommodations: ['fragrance-free'] }),
      // @ts-expect-error: a list is ordered by one of its sorts.
      api.entries('homes', BUSINESS_PAGE, { sort: 'cheapest' }),
      // @ts-expect-error: "near" is sent as its text, "latitude,longitude".
      api.entries('socials', BUSINESS_PAGE, { near: { latitude: 45.5, longitude: -122.6 } }),
      // @ts-expect-error: the user list has no "active" filter (support tickets do).
      api.users({ active: true }),
    ];
    expectTypeOf(refused).toBeFunction();
    // A kind's own GraphQL filters (from its list screen's schema) must be filters of its REST list.
    expectTypeOf<
      OwnFiltersInRest<'products', { company: number; accommodations: string[] }>
    >().toEqualTypeOf<unknown>();
    expectTypeOf<OwnFiltersInRest<'businesses', { company: number }>>().toEqualTypeOf<{ filterNotInRest: 'company' }>();
    expectTypeOf<OwnFiltersInRest<'businesses', { colour: string }>>().toEqualTypeOf<{ filterNotInRest: 'colour' }>();
    expectTypeOf<RestFilterOf<'products'>>().not.toHaveProperty('country');
  });

  it('sends the filters given in their order, a list as its repeated parameter, and leaves out empty ones', async () => {
    await api.entries('businesses', BUSINESS_PAGE, {
      searchText: 'tea',
      type: null,
      state: undefined,
      accommodation: ['unscented-soap', 'ventilation'],
      near: '45.5,-122.6',
      radiusKm: 25,
      sort: 'distance',
      page: 2,
    });
    await api.entries('products', PRODUCT_PAGE, { company: 3, searchText: '', accommodation: [], page: 0 });
    await api.users({ searchText: 'mem', userId: 3, page: 1 });
    expect(sent).toEqual([
      '/api/businesses?searchText=tea&accommodation=unscented-soap&accommodation=ventilation' +
        '&near=45.5%2C-122.6&radiusKm=25&sort=distance&page=2',
      '/api/products?company=3&page=0',
      '/api/users?searchText=mem&userId=3&page=1',
    ]);
  });
});
