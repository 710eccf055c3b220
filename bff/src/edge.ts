/**
 * What the BFF does at its edge, before GraphQL runs: security headers on every response, CORS for
 * the allowed origins only, a rate limit per client, timeouts and limits on connections, and
 * Fastify's own refusals in the same error body as the rest.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { M } from '@ffc/domain';
import {
  answerClientError,
  errorBody,
  frameworkMessage,
  securityHeadersHook,
  serverLimits,
} from '@ffc/server-kit/server';
import { tileSource, type BffConfig } from './config.js';

/**
 * The Content-Security-Policy of the web app and GraphiQL: scripts only from this origin, never
 * inline; styles may be inline (Blueprint and GraphiQL's editor set them); no framing.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

export { errorBody };

/** Fastify's server options: the shared timeouts, and early refusals in the shared error body. */
export function serverOptions(config: Pick<BffConfig, 'requestTimeoutMs'>) {
  return {
    ...serverLimits(config.requestTimeoutMs),
    frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
      const status = error.statusCode === 414 ? 414 : 400;
      void reply.status(status).send(errorBody(status, status === 414 ? M.urlTooLong : M.badRequest));
    },
    clientErrorHandler: answerClientError,
  } as const;
}

/**
 * What Fastify refuses before Yoga runs (bad JSON, a wrong content type): GraphQL-shaped at /graphql, the error body
 * elsewhere.
 */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) request.log.error({ err: error }, 'unexpected error');
  const message = status === 500 ? M.serverError : frameworkMessage(status, error.code ?? 'FST_ERR');
  if (request.url.startsWith('/graphql')) {
    const code = status === 429 ? 'TOO_MANY_REQUESTS' : status === 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST';
    return reply.status(status).send({ errors: [{ message, extensions: { code, status, fieldErrors: [] } }] });
  }
  return reply.status(status).send(errorBody(status, message));
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(answerError);
  // GraphQL comes as JSON: a text/plain body would reach Yoga, which answers 415 with an empty body.
  app.removeContentTypeParser('text/plain');
}

/**
 * Where images may come from: this site (photos are served at /photos/*), the page's own `blob:`
 * addresses (the uploader's preview of a chosen file, which never leaves the browser), the map
 * tiles' origin and, with S3_PUBLIC_URL, the photo store's origin: nothing wider.
 */
export function imageSources({ mapTiles, photoOrigin }: Pick<BffConfig, 'mapTiles' | 'photoOrigin'>): string[] {
  const tiles = tileSource(mapTiles.url);
  return [...CONTENT_SECURITY_POLICY.imgSrc, 'blob:', ...(tiles ? [tiles] : []), ...(photoOrigin ? [photoOrigin] : [])];
}

/**
 * Security headers on every response; HSTS only when the request came over HTTPS (as the trusted
 * proxy says). The map tiles' origin and the photo store's may serve images.
 */
export async function securityHeaders(
  app: FastifyInstance,
  config: Pick<BffConfig, 'mapTiles' | 'photoOrigin'>,
): Promise<void> {
  app.addHook(
    'onRequest',
    securityHeadersHook({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { ...CONTENT_SECURITY_POLICY, imgSrc: imageSources(config) },
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      hsts: false,
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}

/** CORS for Yoga: credentialed calls from the allowed origins only; any other origin gets no CORS headers at all. */
export function corsFor(allowedOrigins: readonly string[]) {
  return (request: Request) => {
    const origin = request.headers.get('origin');
    if (!origin || !allowedOrigins.includes(origin)) return false;
    return {
      origin: [origin],
      credentials: true,
      methods: ['GET', 'POST'],
      allowedHeaders: ['content-type', 'x-graphql-yoga-csrf', 'apollo-require-preflight'],
    };
  };
}
