/** The REST client for one request at the BFF's edge, outside GraphQL (uploads, photo files, unsubscribing). */
import type { FastifyRequest } from 'fastify';
import { RestApi, type RestTransport } from './api.js';

/** The browser's request as the REST client forwards it: cookies, address, request id; Set-Cookie lines collected. */
export function restFor(request: FastifyRequest, transport: RestTransport, setCookies: string[] = []): RestApi {
  return new RestApi(transport, {
    requestId: request.id,
    cookie: request.headers.cookie,
    clientIp: request.ip,
    protocol: request.protocol,
    setCookies,
  });
}
