/**
 * The BFF's configuration: every variable (names fixed by the architecture doc) parsed once at
 * start by one schema. A bad value stops the BFF with one line before it serves anything.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TYPES_CACHE_TTL_MS } from '@ffc/domain/limits';
import { GRAPHQL_COST_PER_MINUTE } from './cost-budget.js';
import { ConfigError, env, parseEnv, publicUrlOf, SITE_PORT_DEFAULT } from '@ffc/server-kit/env';
import { z } from 'zod';

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
  /** The site's public address (links in mail, canonical links; the default allowed origin). */
  readonly publicUrl: string;
  /** Origins whose pages may call /graphql with credentials (CORS); any other origin gets no CORS headers. */
  readonly allowedOrigins: readonly string[];
  /** Production hides GraphQL's "Did you mean …" field suggestions. */
  readonly production: boolean;
  /** GraphQL requests per client address and minute (shared through Redis when configured). */
  readonly graphqlRequestsPerMinute: number;
  /** The cost (graphql/cost.ts) a client address may spend a minute, whatever its number of requests. */
  readonly graphqlCostPerMinute: number;
  /** How long a REST call to the API may take before the answer is UPSTREAM_UNAVAILABLE. */
  readonly apiTimeoutMs: number;
  /** Longest a request may take to arrive in full; slow senders are cut off. */
  readonly requestTimeoutMs: number;
  /** Most open connections; more are refused, so slow clients cannot use up the file descriptors. */
  readonly maxConnections: number;
  /** Bearer token that /metrics requires; unset: the metrics are not served. */
  readonly metricsToken: string | undefined;
  /** Place searches (geocode) per logged-in person and minute. */
  readonly geocodeRequestsPerMinute: number;
  /** The maps' tiles: a URL template with {z}, {x} and {y} (and {s} for a subdomain), and their attribution (HTML). */
  readonly mapTiles: MapTiles;
  /**
   * The origin photos are served from when the object store serves them itself (S3_PUBLIC_URL, the
   * same variable the API reads); undefined: the BFF serves them at /photos/*.
   */
  readonly photoOrigin: string | undefined;
  /** Keep whole GraphQL answers for anonymous list, detail and reference reads (cache/response-cache.ts). */
  readonly responseCache: boolean;
  /** Photo uploads under way at once: in all, and from one client address; more are refused (429). */
  readonly uploadsAtOnce: { readonly total: number; readonly perAddress: number };
  /** How long an upload's body may stop arriving before it is given up (408). */
  readonly uploadIdleMs: number;
}

export interface MapTiles {
  readonly url: string;
  readonly attribution: string;
}

/** OpenStreetMap's standard tiles, with the attribution their terms ask for. */
export const OSM_TILES: MapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

/**
 * A tile URL template: this site's own path, or an http(s) origin whose host is a plain name (its
 * first label may be the {s} subdomain, followed by at least two labels), then a path. The origin
 * goes into the Content-Security-Policy, where `*` would allow every host and `;` or `,` would end
 * the directive, so neither may appear anywhere.
 */
const TILE_TEMPLATE =
  /^(?:(https?:\/\/(?:\{s\}\.(?=[a-z0-9-]+\.[a-z0-9-]))?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?))?\/[^\s;,*]*$/i;

/**
 * The origin to allow in the Content-Security-Policy for a tile URL template (`*` for a {s} subdomain); none for this
 * site's own.
 */
export function tileSource(url: string): string | undefined {
  return TILE_TEMPLATE.exec(url)?.[1]?.replace('{s}', '*');
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

const origins = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .string()
    .refine(
      (list) => list.split(',').every((o) => /^https?:\/\/[^/]+$/.test(o.trim())),
      'a comma-separated list of origins such as https://example.org',
    )
    .optional(),
);

const schema = z.object({
  NODE_ENV: env.optional(),
  PORT: env.port(SITE_PORT_DEFAULT),
  HOST: env.text('0.0.0.0'),
  API_PORT: env.port(8080),
  API_URL: env.url(['http', 'https']),
  TYPES_CACHE_TTL_MS: env.int(TYPES_CACHE_TTL_MS, 0),
  REDIS_URL: env.url(['redis', 'rediss']),
  REDIS_KEY_PREFIX: env.text('ffc:'),
  GRAPHIQL: env.flag(),
  RESPONSE_CACHE: env.flag(),
  GRAPHQL_MAX_DEPTH: env.int(10, 2, 50),
  WEB_DIST: env.text(DEFAULT_WEB_DIST),
  BFF_TRUST_PROXY: env.optional(),
  GEOCODER: env.oneOf(['offline', 'nominatim'], 'offline'),
  GEOCODER_URL: env.url(['http', 'https']),
  LOG_LEVEL: env.logLevel(),
  PUBLIC_URL: env.url(['http', 'https']),
  ALLOWED_ORIGINS: origins,
  GRAPHQL_REQUESTS_PER_MINUTE: env.int(1200, 1),
  GRAPHQL_COST_PER_MINUTE: env.int(GRAPHQL_COST_PER_MINUTE, 1),
  API_TIMEOUT_MS: env.int(10_000, 100),
  REQUEST_TIMEOUT_MS: env.int(30_000, 1_000),
  MAX_CONNECTIONS: env.int(10_000, 1),
  METRICS_TOKEN: env.secret(16),
  GEOCODE_REQUESTS_PER_MINUTE: env.int(30, 1),
  UPLOADS_AT_ONCE: env.int(32, 1),
  UPLOADS_AT_ONCE_PER_ADDRESS: env.int(3, 1),
  UPLOAD_IDLE_TIMEOUT_MS: env.int(30_000, 100),
  MAP_TILE_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .refine(
        (url) => TILE_TEMPLATE.test(url) && ['{z}', '{x}', '{y}'].every((p) => url.includes(p)),
        'a tile URL template such as https://tile.openstreetmap.org/{z}/{x}/{y}.png ' +
          'or https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png, with one host name (no *) and no ; or ,',
      )
      .default(OSM_TILES.url),
  ),
  MAP_ATTRIBUTION: env.text(OSM_TILES.attribution),
  S3_PUBLIC_URL: env.url(['http', 'https']),
});

export { ConfigError };

export function loadBffConfig(source: Record<string, string | undefined> = process.env): BffConfig {
  const e = parseEnv(schema, source, 'bff');
  const publicUrl = publicUrlOf(e.PUBLIC_URL, e.PORT);
  return {
    port: e.PORT,
    host: e.HOST,
    apiUrl: (e.API_URL ?? `http://127.0.0.1:${e.API_PORT}/api`).replace(/\/$/, ''),
    typesCacheTtlMs: e.TYPES_CACHE_TTL_MS,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    graphiql: e.GRAPHIQL ?? true,
    maxQueryDepth: e.GRAPHQL_MAX_DEPTH,
    webDist: path.resolve(e.WEB_DIST),
    trustProxy: e.BFF_TRUST_PROXY ?? false,
    geocoder: e.GEOCODER,
    geocoderUrl: e.GEOCODER_URL ?? 'https://nominatim.openstreetmap.org',
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    publicUrl,
    allowedOrigins: (e.ALLOWED_ORIGINS ?? new URL(publicUrl).origin).split(',').map((o) => o.trim()),
    production: e.NODE_ENV === 'production',
    graphqlRequestsPerMinute: e.GRAPHQL_REQUESTS_PER_MINUTE,
    graphqlCostPerMinute: e.GRAPHQL_COST_PER_MINUTE,
    apiTimeoutMs: e.API_TIMEOUT_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    maxConnections: e.MAX_CONNECTIONS,
    metricsToken: e.METRICS_TOKEN,
    geocodeRequestsPerMinute: e.GEOCODE_REQUESTS_PER_MINUTE,
    uploadsAtOnce: { total: e.UPLOADS_AT_ONCE, perAddress: e.UPLOADS_AT_ONCE_PER_ADDRESS },
    uploadIdleMs: e.UPLOAD_IDLE_TIMEOUT_MS,
    mapTiles: { url: e.MAP_TILE_URL, attribution: e.MAP_ATTRIBUTION },
    // Only its origin matters here: it goes into the Content-Security-Policy's img-src.
    photoOrigin: e.S3_PUBLIC_URL ? new URL(e.S3_PUBLIC_URL).origin : undefined,
    responseCache: e.RESPONSE_CACHE ?? true,
  };
}
