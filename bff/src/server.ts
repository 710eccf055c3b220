/** The BFF: GraphQL (Yoga) at /graphql, the built web app with an SPA fallback, and /health. */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { M } from '@ffc/domain';
import { openRedis, rateLimit, sharedCounter } from '@ffc/domain/shared-state';
import { bearerMatches, requestIdFrom, requestLogFields } from '@ffc/domain/server';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { createYoga, type Plugin } from 'graphql-yoga';
import { memoryCache, redisCache, type SharedCache } from './cache/types-cache.js';
import type { BffConfig } from './config.js';
import type { GraphQLContext } from './context.js';
import { corsFor, errorBody, installErrorHandler, securityHeaders, serverOptions } from './edge.js';
import { createBffMetrics } from './metrics.js';
import { warmGazetteer } from './geocode/gazetteer.js';
import { createGeocoder, type Geocoder } from './geocode/index.js';
import { placeSearchLimiter } from './geocode/limits.js';
import { costBudget, costLimitRule } from './graphql/cost.js';
import { graphiqlAssets, renderGraphiQL } from './graphiql.js';
import { RestApi, RestTransport } from './rest/api.js';
import { schema } from './schema/index.js';
import { photoRoutes } from './photos.js';
import { webRoutes } from './web.js';

export const CSRF_HEADER = 'x-graphql-yoga-csrf';

/** What Yoga gets from Fastify for each request. */
interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
  /** Set-Cookie lines from the API, relayed to the browser when the response goes out. */
  setCookies: string[];
}

/** The most a GraphQL operation may cost (graphql/cost.ts): about four times the site's heaviest screen (reference data, 272). */
export const MAX_QUERY_COST = 1_000;
/** Lexical tokens a document may have: bounds parsing before any other limit can run. */
export const MAX_QUERY_TOKENS = 3_000;
export const MAX_QUERY_ALIASES = 20;
/** Places change rarely: a search's answer is kept a day. */
const GEOCODE_CACHE_TTL_MS = 24 * 3_600_000;

/** Adds a validation rule to every operation. */
const validationRule = (rule: ReturnType<typeof costLimitRule>): Plugin => ({
  onValidate({ addValidationRule }) {
    addValidationRule(rule);
  },
});

/** Appends every collected Set-Cookie to the response, one header per cookie. */
const relayCookies: Plugin<object, ServerContext> = {
  onResponse({ response, serverContext }) {
    for (const line of serverContext?.setCookies ?? []) response.headers.append('set-cookie', line);
  },
};

export interface Bff {
  readonly app: FastifyInstance;
  readonly transport: RestTransport;
  readonly cache: SharedCache;
}

export interface BffOptions {
  /** Replaces the keep-alive pool to the API (tests use undici's MockAgent). */
  readonly dispatcher?: RestTransport['dispatcher'];
  /** Replaces the configured geocoder. */
  readonly geocoder?: Geocoder;
  /** Where the log's lines go instead of stdout (tests read them). */
  readonly logStream?: { write(line: string): void };
}

export async function buildBff(config: BffConfig, options: BffOptions = {}): Promise<Bff> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      base: { service: 'bff' },
      redact: ['req.headers.cookie', 'res.headers["set-cookie"]'],
      // Page addresses may carry secrets (a reset link's token); the log keeps them out.
      serializers: { req: requestLogFields },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: config.trustProxy,
    // Made here, or taken from the trusted proxy in front (which may have started the trace).
    genReqId: (request) => requestIdFrom(config.trustProxy ? request.headers['x-request-id'] : undefined, randomUUID),
    ...serverOptions(config),
  });
  app.server.maxConnections = config.maxConnections;
  // Without a token nobody can read metrics, so none are kept: not a series, not a registry.
  const metrics = config.metricsToken ? createBffMetrics() : undefined;
  const transport = new RestTransport(config.apiUrl, options.dispatcher, config.apiTimeoutMs, metrics?.restCall);
  const redis = config.redisUrl ? openRedis(config.redisUrl, config.redisKeyPrefix) : undefined;
  const cache = redis ? redisCache(redis, config.typesCacheTtlMs) : memoryCache(config.typesCacheTtlMs);
  // Rate limits per client address (X-Forwarded-For only from BFF_TRUST_PROXY): shared by every BFF
  // instance while Redis answers, this process's own while it does not.
  const counter = sharedCounter(redis);
  const graphqlRequests = rateLimit(counter, 'graphql-rate', config.graphqlRequestsPerMinute, 60_000);
  const graphqlCost = rateLimit(counter, 'graphql-cost', config.graphqlCostPerMinute, 60_000);

  const geocoder = options.geocoder ?? createGeocoder(config.geocoder, config.geocoderUrl, config.publicUrl);
  const geocoding = {
    limit: placeSearchLimiter(counter, config.geocodeRequestsPerMinute, 60_000),
    cache: redis ? redisCache(redis, GEOCODE_CACHE_TTL_MS) : memoryCache(GEOCODE_CACHE_TTL_MS, 10_000),
  };

  installErrorHandler(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await securityHeaders(app, config);
  // Brotli or gzip for answers over 1 KB (GraphQL, HTML); the web app's assets come precompressed.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });

  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema,
    graphiql: config.graphiql ? { title: 'Fragrance Free Community GraphQL' } : false,
    renderGraphiQL,
    cors: corsFor(config.allowedOrigins),
    batching: false,
    maskedErrors: true,
    landingPage: false,
    logging: {
      debug: (...args) => app.log.debug(args),
      info: (...args) => app.log.info(args),
      warn: (...args) => app.log.warn(args),
      error: (...args) => app.log.error(args),
    },
    context: ({ req, setCookies }): GraphQLContext => ({
      cache,
      geocoder,
      geocoding,
      clientIp: req.ip,
      acceptLanguage: req.headers['accept-language'] ?? null,
      mapTiles: config.mapTiles,
      rest: new RestApi(transport, {
        requestId: req.id,
        cookie: req.headers.cookie,
        clientIp: req.ip,
        protocol: req.protocol,
        setCookies,
      }),
    }),
    plugins: [
      // A header a cross-site form cannot send; the web app's Apollo link sends it on every request.
      useCSRFPrevention({ requestHeaders: [CSRF_HEADER] }),
      relayCookies,
      ...(metrics ? [metrics.plugin] : []),
      maxTokensPlugin({ n: MAX_QUERY_TOKENS }),
      maxDepthPlugin({ n: config.maxQueryDepth }),
      maxAliasesPlugin({ n: MAX_QUERY_ALIASES }),
      validationRule(costLimitRule(MAX_QUERY_COST)),
      costBudget(graphqlCost),
      ...(config.production ? [blockFieldSuggestionsPlugin()] : []),
    ],
  });

  app.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST', 'OPTIONS'],
    onRequest: async (request, reply) => {
      const { allowed, resetMs } = await graphqlRequests.take(request.ip);
      if (allowed) return;
      return reply
        .status(429)
        .header('retry-after', Math.ceil(resetMs / 1000))
        .send({ errors: [{ message: M.tooManyRequests, extensions: { code: 'TOO_MANY_REQUESTS', status: 429, fieldErrors: [] } }] });
    },
    // Yoga's answer goes out through Fastify's reply, so compression and the edge's headers apply to it.
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply, setCookies: [] });
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') void reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) void reply.header('set-cookie', cookies);
      return reply.status(response.status).send(await response.text());
    },
  });
  if (config.graphiql) await graphiqlAssets(app);

  // UP only when the API answers UP: a load balancer then stops sending traffic here. Redis is
  // reported, but its outage only costs the shared cache.
  app.get('/health', { logLevel: 'warn' }, async (_request, reply) => {
    const api = await transport.health();
    const components = {
      api: { status: api ? 'UP' : 'DOWN' },
      ...(redis ? { redis: { status: await redis.ping().then(() => 'UP', () => 'DOWN') } } : {}),
    };
    return reply.status(api ? 200 : 503).send({ status: api ? 'UP' : 'DOWN', components });
  });

  // Traffic and internals: only for the holder of METRICS_TOKEN; without one, not served.
  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    if (!config.metricsToken || !metrics) return reply.callNotFound();
    if (!bearerMatches(request.headers.authorization, config.metricsToken)) {
      return reply.status(401).send(errorBody(401, M.metricsTokenRequired));
    }
    return reply.header('content-type', metrics.registry.contentType).send(await metrics.registry.metrics());
  });

  await photoRoutes(app, { config, transport });
  await webRoutes(app, { config, transport, cache });

  app.addHook('onClose', async () => {
    await transport.close();
    await cache.close();
    await geocoding.cache.close();
    redis?.disconnect();
  });
  return { app, transport, cache };
}

export async function startBff(config: BffConfig, options: BffOptions = {}): Promise<Bff & { url: string }> {
  const bff = await buildBff(config, options);
  await bff.app.listen({ port: config.port, host: config.host });
  // The offline place search's index takes a second or two to build: now, rather than in someone's search.
  if (!options.geocoder && config.geocoder === 'offline') setImmediate(warmGazetteer);
  const address = bff.app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return { ...bff, url: `http://localhost:${port}` };
}
