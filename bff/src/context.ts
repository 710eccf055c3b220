/** What every resolver gets: the REST client for this request, the shared cache and the geocoder. */
import type { SharedCache } from './cache/types-cache.js';
import type { Geocoder } from './geocode/index.js';
import type { RestApi } from './rest/api.js';

export interface GraphQLContext {
  readonly rest: RestApi;
  readonly cache: SharedCache;
  readonly geocoder: Geocoder;
}
