/** What every resolver gets: the REST client for this request and the shared cache. */
import type { SharedCache } from './cache/types-cache.js';
import type { RestApi } from './rest/api.js';

export interface GraphQLContext {
  readonly rest: RestApi;
  readonly cache: SharedCache;
}
