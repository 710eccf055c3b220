/** What every resolver gets: the REST client for this request, the shared cache and the geocoder. */
import type { SharedCache } from './cache/types-cache.js';
import type { MapTiles } from './config.js';
import type { Geocoder } from './geocode/index.js';
import type { RateLimiter } from './geocode/limits.js';
import type { RestApi } from './rest/api.js';

export interface GraphQLContext {
  readonly rest: RestApi;
  readonly cache: SharedCache;
  readonly geocoder: Geocoder;
  /** Place searches: a per-person limit and a cache of answers. */
  readonly geocoding: { readonly limit: RateLimiter; readonly cache: SharedCache };
  /** The visitor's address (as the proxy configuration trusts it): whose limits a lookup counts against. */
  readonly clientIp: string;
  /** The browser's Accept-Language: which country's places a search prefers, and the names' language. */
  readonly acceptLanguage: string | null;
  /** Where the maps' tiles come from (MAP_TILE_URL, MAP_ATTRIBUTION). */
  readonly mapTiles: MapTiles;
  /**
   * What a mutation changed beyond what its arguments name, as its resolver found out (the pages
   * that show a person's needs with their reviews): the response cache drops the answers holding it.
   */
  readonly changed: CachedEntity[];
}

/** An entry, a review or a whole type (no id) that cached answers may hold: `Business:12`, `Review`. */
export interface CachedEntity {
  readonly typename: string;
  readonly id?: number | string;
}
