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
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { M, PHOTO, PHOTO_BYTES_MAX, isPhotoKey, isPhotoKind } from '@ffc/domain';
import { changedByUpload } from '../cache/response-cache.js';
import type { BffConfig } from '../config.js';
import { errorBody } from '../edge.js';
import { frameworkMessage } from '@ffc/server-kit/server';
import { restFor } from '../rest/request.js';
import { RestApi, type RestTransport } from '../rest/api.js';
import { restErrorBody, UpstreamUnavailableError } from '../rest/errors.js';
import { meteredBody, UploadSlots, type BodyFailure } from './upload-guards.js';

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

/** A refusal told before a byte of the body is read: answered at once, and the connection closed. */
interface Refusal {
  readonly status: number;
  readonly message: string;
  readonly field?: string;
  readonly retryAfterSeconds?: number;
}

/**
 * What the upload's headers alone refuse: not from a page of this site (403), no such upload
 * address (404), no body or not multipart (400, 415), declared larger than any upload (413).
 */
function refusalByHeaders(
  request: FastifyRequest<{ Params: { collection: string; id: string } }>,
  allowedOrigins: readonly string[],
): Refusal | null {
  if (request.headers[UPLOAD_HEADER.name] !== UPLOAD_HEADER.value || !fromThisSite(request, allowedOrigins))
    return { status: 403, message: M.forbidden };
  const { collection, id } = request.params;
  if (!isPhotoKind(collection) || !/^[1-9]\d{0,9}$/.test(id)) return { status: 404, message: M.notFound };
  const contentType = request.headers['content-type'];
  if (!contentType) return { status: 400, message: PHOTO.fileRequired, field: 'file' };
  if (!/^multipart\/form-data\s*;/i.test(contentType)) return { status: 415, message: M.unsupportedMediaType };
  const length = request.headers['content-length'];
  if (length !== undefined && !(Number(length) <= UPLOAD_BYTES_MAX))
    return { status: 413, message: PHOTO.tooLarge, field: 'file' };
  return null;
}

/** Answers a refusal and closes the connection: the body the client still means to send is never read. */
function refuse(reply: FastifyReply, { status, message, field, retryAfterSeconds }: Refusal): FastifyReply {
  if (retryAfterSeconds !== undefined) void reply.header('retry-after', retryAfterSeconds);
  return reply
    .status(status)
    .header('connection', 'close')
    .header('cache-control', 'no-store')
    .send(errorBody(status, message, field ? [{ field, message }] : []));
}

/** What an upload's body was cut off for, as the browser hears it. */
const BODY_REFUSALS: Record<BodyFailure, Refusal> = {
  'too-large': { status: 413, message: PHOTO.tooLarge, field: 'file' },
  stalled: { status: 408, message: PHOTO.uploadStalled, field: 'file' },
  aborted: { status: 400, message: PHOTO.uploadBroken, field: 'file' },
};

/**
 * The API's answer other than a file, passed on: a refusal (4xx) as the API said it (a key too long
 * is 414, an unknown one 404), and only the API's own failure as a bad gateway (502).
 */
function answerFileRefusal(reply: FastifyReply, status: number, text: string): FastifyReply {
  if (status < 400 || status >= 500) return reply.status(502).send(errorBody(502, M.databaseUnavailable));
  let said: unknown;
  try {
    said = JSON.parse(text);
  } catch {
    said = undefined;
  }
  const body = restErrorBody.safeParse(said);
  const message = status === 404 ? M.notFound : body.success ? body.data.message : frameworkMessage(status, undefined);
  return reply.status(status).header('cache-control', 'no-store').send(errorBody(status, message));
}

/** An upload let through its checks: its REST client (its session checked) and its slot. */
interface Admitted {
  readonly rest: RestApi;
  readonly setCookies: string[];
  readonly release: () => void;
}

export async function photoRoutes(
  app: FastifyInstance,
  {
    config,
    transport,
    onUploaded,
  }: {
    config: Pick<BffConfig, 'allowedOrigins' | 'uploadsAtOnce' | 'uploadIdleMs'>;
    transport: RestTransport;
    /** Drops the cached answers a new photo makes stale: its entry's page and its kind's lists. */
    onUploaded?: (changed: ReturnType<typeof changedByUpload>) => Promise<void>;
  },
): Promise<void> {
  const slots = new UploadSlots(config.uploadsAtOnce);
  const admitted = new WeakMap<FastifyRequest, Admitted>();

  await app.register(async (uploads) => {
    // The body is never parsed here: it streams to the API, which parses it (any other type: 415).
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('multipart/form-data', (_request, payload, done) => done(null, payload));
    uploads.post<{ Params: { collection: string; id: string } }>('/uploads/:collection/:id/photos', {
      // Everything that can refuse an upload without its body runs on its headers, before a byte of
      // the body is read: a refused request is answered and closed at once, whatever it claims.
      onRequest: async (request, reply) => {
        const refusal = refusalByHeaders(request, config.allowedOrigins);
        if (refusal) return refuse(reply, refusal);
        const release = slots.take(request.ip);
        if (!release) return refuse(reply, { status: 429, message: PHOTO.uploadBusy, retryAfterSeconds: 5 });
        const setCookies: string[] = [];
        const rest = restFor(request, transport, setCookies);
        try {
          // The session first: the one refresh a 401 allows happens now, as the body cannot be sent twice.
          if (!(await rest.signedIn())) {
            release();
            if (setCookies.length) void reply.header('set-cookie', setCookies);
            return refuse(reply, { status: 401, message: M.notLoggedIn });
          }
        } catch (error) {
          release();
          if (error instanceof UpstreamUnavailableError)
            return refuse(reply, { status: 503, message: M.databaseUnavailable });
          throw error;
        }
        admitted.set(request, { rest, setCookies, release });
      },
      // However the request ends (answered, refused by a later step, or the client gone), its slot is free.
      onResponse: async (request) => admitted.get(request)?.release(),
      onRequestAbort: async (request) => admitted.get(request)?.release(),
      handler: async (request, reply) => {
        const upload = admitted.get(request);
        const { collection, id } = request.params;
        if (!upload || !isPhotoKind(collection)) return refuse(reply, { status: 401, message: M.notLoggedIn });
        const metered = meteredBody(request.raw, UPLOAD_BYTES_MAX, config.uploadIdleMs);
        try {
          const answer = await upload.rest.uploadPhoto(
            collection,
            Number(id),
            metered.body,
            request.headers['content-type'] ?? '',
            request.headers['content-length'],
          );
          if (upload.setCookies.length) void reply.header('set-cookie', upload.setCookies);
          if (answer.status < 300) await onUploaded?.(changedByUpload(collection, Number(id)));
          // The API may answer before it has read the whole body (a refusal): the rest is not read here either.
          if (!request.raw.readableEnded) void reply.header('connection', 'close');
          return reply
            .status(answer.status)
            .header('cache-control', 'no-store')
            .send(answer.body ?? errorBody(answer.status, answer.status < 400 ? 'OK' : M.serverError));
        } catch (error) {
          const failure = metered.failure();
          if (failure) return refuse(reply, BODY_REFUSALS[failure]);
          if (error instanceof UpstreamUnavailableError)
            return refuse(reply, { status: 503, message: M.databaseUnavailable });
          throw error;
        } finally {
          upload.release();
        }
      },
    });
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
      const said = await file.body.text().catch(() => '');
      return answerFileRefusal(reply, file.statusCode, said);
    }
    const length = file.headers['content-length'];
    if (typeof length === 'string') void reply.header('content-length', length);
    return reply
      .header('content-type', file.headers['content-type'] ?? 'image/webp')
      .header('cache-control', FILE_CACHE_CONTROL)
      .send(file.body);
  });
}
