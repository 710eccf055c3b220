/** The BFF's configuration, read once from the environment (names fixed by the architecture doc). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TYPES_CACHE_TTL_MS } from '@ffc/domain';

export interface BffConfig {
  readonly port: number;
  readonly host: string;
  /** The REST API's base, e.g. http://127.0.0.1:8080/api. */
  readonly apiUrl: string;
  readonly typesCacheTtlMs: number;
  readonly redisUrl: string | undefined;
  /** Prefix of every Redis key, so deployments (and tests) sharing a Redis stay apart. */
  readonly redisKeyPrefix: string;
  readonly graphiql: boolean;
  /** Deepest selection a query may have (introspection, which GraphiQL needs, is exempt). */
  readonly maxQueryDepth: number;
  /** The built web app to serve; missing means GraphQL only. */
  readonly webDist: string;
  /** Proxies in front of the BFF whose X-Forwarded-For is believed (false: the socket address). */
  readonly trustProxy: string | false;
  readonly geocoder: 'offline' | 'nominatim';
  readonly geocoderUrl: string;
  readonly logLevel: string;
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export function loadBffConfig(env: NodeJS.ProcessEnv = process.env): BffConfig {
  const apiPort = env.API_PORT || '8080';
  return {
    port: Number(env.PORT || 4000),
    host: env.HOST ?? '0.0.0.0',
    apiUrl: (env.API_URL || `http://127.0.0.1:${apiPort}/api`).replace(/\/$/, ''),
    typesCacheTtlMs: Number(env.TYPES_CACHE_TTL_MS || TYPES_CACHE_TTL_MS),
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'ffc:',
    graphiql: env.GRAPHIQL !== 'false',
    maxQueryDepth: Number(env.GRAPHQL_MAX_DEPTH || 10),
    webDist: path.resolve(env.WEB_DIST || DEFAULT_WEB_DIST),
    trustProxy: env.BFF_TRUST_PROXY || false,
    geocoder: env.GEOCODER === 'nominatim' ? 'nominatim' : 'offline',
    geocoderUrl: env.GEOCODER_URL || 'https://nominatim.openstreetmap.org',
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
  };
}
