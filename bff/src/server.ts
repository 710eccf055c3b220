/** The BFF: GraphQL (Yoga) at /graphql, the built web app with an SPA fallback, and /health. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { createYoga, type Plugin } from 'graphql-yoga';
import { memoryCache, redisCache, type SharedCache } from './cache/types-cache.js';
import type { BffConfig } from './config.js';
import type { GraphQLContext } from './context.js';
import { createGeocoder, type Geocoder } from './geocode/index.js';
import { RestApi, RestTransport } from './rest/api.js';
import { schema } from './schema/index.js';

export const CSRF_HEADER = 'x-graphql-yoga-csrf';

/** What Yoga gets from Fastify for each request. */
interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
  /** Set-Cookie lines from the API, relayed to the browser when the response goes out. */
  setCookies: string[];
}

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
}

export async function buildBff(config: BffConfig, options: BffOptions = {}): Promise<Bff> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.cookie', 'res.headers["set-cookie"]'] },
    trustProxy: config.trustProxy,
  });
  const transport = new RestTransport(config.apiUrl, options.dispatcher);
  const cache = config.redisUrl ? redisCache(config.redisUrl, config.typesCacheTtlMs, config.redisKeyPrefix) : memoryCache(config.typesCacheTtlMs);

  const geocoder = options.geocoder ?? createGeocoder(config.geocoder, config.geocoderUrl);

  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema,
    graphiql: config.graphiql ? { title: 'Fragrance Free Community GraphQL' } : false,
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
      rest: new RestApi(transport, {
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
      maxDepthPlugin({ n: config.maxQueryDepth }),
      costLimitPlugin({ maxCost: 5000 }),
    ],
  });

  app.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST', 'OPTIONS'],
    handler: (req, reply) => yoga.handleNodeRequestAndResponse(req, reply, { req, reply, setCookies: [] }),
  });

  app.get('/health', async () => ({ status: 'UP' }));

  if (existsSync(path.join(config.webDist, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      setHeaders(reply, file) {
        // Vite fingerprints assets: cache them for a year; index.html is never cached.
        if (file.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    const sendIndex = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
    app.get('/', (_req, reply) => sendIndex(reply));
    // SPA fallback: deep links such as /businesses/3 load the app, which routes them.
    app.setNotFoundHandler((req, reply) => {
      const wantsPage = req.method === 'GET' && !path.extname(req.url.split('?')[0] ?? '') && (req.headers.accept ?? '').includes('text/html');
      if (wantsPage) return sendIndex(reply);
      return reply.status(404).send({ status: 404, error: 'Not Found', message: 'Not found.' });
    });
  } else {
    app.log.warn(`No built web app at ${config.webDist}: run npm run build. Serving GraphQL only.`);
  }

  app.addHook('onClose', async () => {
    await transport.close();
    await cache.close();
  });
  return { app, transport, cache };
}

export async function startBff(config: BffConfig, options: BffOptions = {}): Promise<Bff & { url: string }> {
  const bff = await buildBff(config, options);
  await bff.app.listen({ port: config.port, host: config.host });
  const address = bff.app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return { ...bff, url: `http://localhost:${port}` };
}
