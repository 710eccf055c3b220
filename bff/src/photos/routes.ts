/**
 * Photos at the BFF's edge, outside GraphQL: the upload (`POST /uploads/{collection}/{id}/photos`,
 * the browser's multipart body passed to the API's `POST /{collection}/{id}/photos`) and the files
 * (`GET /photos/{key}`, streamed from the API's `GET /photo-files/{key}` on this site's origin).
 *
 * The upload is plain REST, not GraphQL: the browser's XMLHttpRequest reports its progress and can
 * abort it, and the file is never base64'd into a GraphQL document. A cross-site form cannot send
 * it: it needs the `x-requested-with` header (which no form can set, and which a cross-origin script
 * may only send after a preflight this route never grants) and, when the browser says where the
 * request came from, this site's own origin.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { M, PHOTO, PHOTO_BYTES_MAX, isPhotoKey, isPhotoKind } from '@ffc/domain';
import { changedByUpload } from '../cache/response-cache.js';
import type { BffConfig } from '../config.js';
import { answerError, errorBody } from '../edge.js';
import { RestApi, type RestTransport } from '../rest/api.js';
import { UpstreamUnavailableError } from '../rest/errors.js';

/** The most an upload's body may be: the largest photo, and room for its fields and the multipart framing. */
export const UPLOAD_BYTES_MAX = PHOTO_BYTES_MAX + 1024 * 1024;
/** The header the web app's uploader sends, and its value. */
export const UPLOAD_HEADER = { name: 'x-requested-with', value: 'XMLHttpRequest' } as const;
/** How long a photo may be kept by browsers and proxies: its key never names other bytes. */
const FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Whether the request comes from a page of this site: its Origin (sent with every cross-origin
 * request, and with a same-origin POST) is this site's own or an allowed one; without one, the
 * browser's Sec-Fetch-Site says same-origin. A client that sends neither is no browser, and no
 * forged form can come from it.
 */
function fromThisSite(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined)
    return origin === `${request.protocol}://${request.host}` || allowedOrigins.includes(origin);
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin';
}

/** The browser's request as the REST client forwards it: cookies, address, request id; Set-Cookie lines collected. */
function restFor(request: FastifyRequest, transport: RestTransport, setCookies: string[] = []) {
  return new RestApi(transport, {
    requestId: request.id,
    cookie: request.headers.cookie,
    clientIp: request.ip,
    protocol: request.protocol,
    setCookies,
  });
}

/** An upload refused for its size before the API sees it: said at the file, as the API says it. */
function answerUploadError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.statusCode === 413)
    void reply.status(413).send(errorBody(413, PHOTO.tooLarge, [{ field: 'file', message: PHOTO.tooLarge }]));
  else void answerError(error, request, reply);
}

export async function photoRoutes(
  app: FastifyInstance,
  {
    config,
    transport,
    onUploaded,
  }: {
    config: Pick<BffConfig, 'allowedOrigins'>;
    transport: RestTransport;
    /** Drops the cached answers a new photo makes stale: its entry's page and its kind's lists. */
    onUploaded?: (changed: ReturnType<typeof changedByUpload>) => Promise<void>;
  },
): Promise<void> {
  await app.register(async (uploads) => {
    // The multipart body is kept whole, as it came: the API parses it, and after a refresh it is sent
    // again. Nothing else is an upload (415).
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'buffer', bodyLimit: UPLOAD_BYTES_MAX },
      (_request, body, done) => done(null, body),
    );
    uploads.post<{ Params: { collection: string; id: string }; Body: Buffer }>(
      '/uploads/:collection/:id/photos',
      { bodyLimit: UPLOAD_BYTES_MAX, errorHandler: answerUploadError },
      async (request, reply) => {
        if (
          request.headers[UPLOAD_HEADER.name] !== UPLOAD_HEADER.value ||
          !fromThisSite(request, config.allowedOrigins)
        ) {
          return reply.status(403).send(errorBody(403, M.forbidden));
        }
        const { collection, id } = request.params;
        if (!isPhotoKind(collection) || !/^[1-9]\d{0,9}$/.test(id))
          return reply.status(404).send(errorBody(404, M.notFound));
        const contentType = request.headers['content-type'];
        if (!Buffer.isBuffer(request.body) || !contentType)
          return reply
            .status(400)
            .send(errorBody(400, PHOTO.fileRequired, [{ field: 'file', message: PHOTO.fileRequired }]));
        const setCookies: string[] = [];
        try {
          const answer = await restFor(request, transport, setCookies).uploadPhoto(
            collection,
            Number(id),
            request.body,
            contentType,
          );
          if (setCookies.length) void reply.header('set-cookie', setCookies);
          if (answer.status < 300) await onUploaded?.(changedByUpload(collection, Number(id)));
          return reply
            .status(answer.status)
            .header('cache-control', 'no-store')
            .send(answer.body ?? errorBody(answer.status, answer.status < 400 ? 'OK' : M.serverError));
        } catch (error) {
          if (error instanceof UpstreamUnavailableError)
            return reply.status(503).send(errorBody(503, M.databaseUnavailable));
          throw error;
        }
      },
    );
  });

  app.get<{ Params: { '*': string } }>('/photos/*', async (request, reply) => {
    const key = request.params['*'];
    if (!isPhotoKey(key)) return reply.status(404).send(errorBody(404, M.notFound));
    let file;
    try {
      file = await restFor(request, transport).photoFile(key);
    } catch (error) {
      if (error instanceof UpstreamUnavailableError)
        return reply.status(503).send(errorBody(503, M.databaseUnavailable));
      throw error;
    }
    if (file.statusCode !== 200) {
      await file.body.dump();
      return file.statusCode === 404
        ? reply.status(404).send(errorBody(404, M.notFound))
        : reply.status(502).send(errorBody(502, M.databaseUnavailable));
    }
    const length = file.headers['content-length'];
    if (typeof length === 'string') void reply.header('content-length', length);
    return reply
      .header('content-type', file.headers['content-type'] ?? 'image/webp')
      .header('cache-control', FILE_CACHE_CONTROL)
      .send(file.body);
  });
}
