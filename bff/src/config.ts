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
  /** The site's public address (links in mail; the default allowed origin). */
  readonly publicUrl: string;
  /** Origins whose pages may call /graphql with credentials (CORS); any other origin gets no CORS headers. */
  readonly allowedOrigins: readonly string[];
  /** Production hides GraphQL's "Did you mean …" field suggestions. */
  readonly production: boolean;
  /** GraphQL requests per client address and minute (shared through Redis when configured). */
  readonly graphqlRequestsPerMinute: number;
  /** How long a REST call to the API may take before the answer is UPSTREAM_UNAVAILABLE. */
  readonly apiTimeoutMs: number;
  /** Longest a request may take to arrive in full; slow senders are cut off. */
  readonly requestTimeoutMs: number;
  /** Most open connections; more are refused, so slow clients cannot use up the file descriptors. */
  readonly maxConnections: number;
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export function loadBffConfig(env: NodeJS.ProcessEnv = process.env): BffConfig {
  const apiPort = env.API_PORT || '8080';
  const publicUrl = (env.PUBLIC_URL || 'http://localhost:4000').replace(/\/$/, '');
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
    publicUrl,
    allowedOrigins: (env.ALLOWED_ORIGINS || new URL(publicUrl).origin).split(',').map((o) => o.trim()).filter(Boolean),
    production: env.NODE_ENV === 'production',
    graphqlRequestsPerMinute: Number(env.GRAPHQL_REQUESTS_PER_MINUTE || 1200),
    apiTimeoutMs: Number(env.API_TIMEOUT_MS || 10_000),
    requestTimeoutMs: Number(env.REQUEST_TIMEOUT_MS || 30_000),
    maxConnections: Number(env.MAX_CONNECTIONS || 10_000),
  };
}
