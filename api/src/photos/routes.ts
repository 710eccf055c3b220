/**
 * Photos: signed-in people add one to an entry (`POST /{collection}/{id}/photos`, multipart: the
 * file, a caption, what it shows, and optionally their own review of the entry), its uploader,
 * moderators and administrators delete it (`DELETE /photos/{id}`), anyone signed in reports it
 * (`POST /photos/{id}/reports`), and its files are served from the store (`GET /photo-files/{key}`,
 * every key being `photos/{uuid}/{size}.webp`), which the BFF proxies as `/photos/{key}` when the
 * store has no public address.
 *
 * An upload is processed in full before anything is stored (photos/process.ts); its three files
 * are written before its row, and deleted again when the row cannot be written. A deletion removes
 * the row first and the files after the commit. So no row names a missing file, and a file left
 * without a row (a crash in between) is swept within the hour (photos/sweep.ts).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { sql } from 'kysely';
import { z } from 'zod';
import {
  canDelete,
  isPhotoKey,
  PHOTO,
  PHOTO_BYTES_MAX,
  PHOTO_KINDS,
  PHOTO_SIZE_NAMES,
  photo,
  photoFieldsSchema,
  photoKey,
  photoReportOutcomeMail,
  photoReportSchema,
  PHOTOS_PER_DAY_MAX,
  REPORT,
  report,
  REPORTS_PER_DAY_MAX,
  REVIEW_PHOTOS_MAX,
  V,
  type PhotoFields,
  type PhotoKind,
} from '@ffc/domain';
import type { ApiContext } from '../context.js';
import type { Database, Queryable } from '../db/database.js';
import { compiled, first } from '../db/query.js';
import type { EntrySpec } from '../kinds/spec.js';
import { ApiError, badRequest, fieldError, forbidden, notFound } from '../http/errors.js';
import { idPath, noContent, refusals, typed } from '../http/schemas.js';
import { levelFor, signedIn } from '../http/session.js';
import { recordModeration } from '../moderation/log.js';
import { ReportRepository } from '../reports/repository.js';
import { ENTRY_SPECS, SPECS_BY_KIND } from '../kinds/all.js';
import { answerPhoto, photoLinks, type PhotoLinks } from '../media/links.js';
import type { PhotoStore } from '../media/store.js';
import { PhotoInputError, processPhoto, type ProcessedPhoto } from './process.js';
import {
  deletePhotoFiles,
  findPhoto,
  insertPhoto,
  lockUploader,
  photosOfReview,
  removePhotos,
  uploadedToday,
} from '../media/repository.js';
import { PHOTO_CACHE_CONTROL } from '../media/stores.js';
import { rateLimit } from '@ffc/server-kit/shared-state';
import { notifyWatchers } from '../watching/repository.js';

const HOUR_MS = 3_600_000;

/** Where a kind's entries (and reviews) live. */
const specOf = (kind: PhotoKind): EntrySpec => SPECS_BY_KIND[kind];

/** The multipart fields an upload may carry besides its file; any other is ignored. */
const UPLOAD_FIELDS = new Set(['caption', 'shows', 'reviewId']);

/** An upload as its route validates it: the fields' rules (domain) and the file, read in full. */
const uploadSchema = photoFieldsSchema.extend({
  file: z
    .unknown()
    .meta({
      type: 'string',
      format: 'binary',
      description: `The photo: JPEG, PNG, WebP or AVIF, at most ${PHOTO_BYTES_MAX / 1024 / 1024} MB`,
    })
    .pipe(z.instanceof(Buffer, { error: PHOTO.fileRequired })),
});

/** The multipart parser's limits: one file, a few short fields (one longer than 4 KB is cut, and refused). */
const LIMITS = { fileSize: PHOTO_BYTES_MAX, files: 1, fields: 8, parts: 10, fieldSize: 4096, headerPairs: 100 };

/** A refusal the multipart parser raised, said as the upload form's field errors. */
function uploadRefusal(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fieldError('file', PHOTO.tooLarge);
  if (code === 'FST_FILES_LIMIT') return fieldError('file', PHOTO.oneFile);
  // A broken or truncated body, too many parts or fields, a field named like a prototype's.
  return badRequest(PHOTO.uploadBroken);
}

/** Reads a multipart upload into the body its schema validates: the known fields and the file's bytes. */
async function readUpload(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) throw new ApiError(415, PHOTO.multipartRequired);
  const body: Record<string, unknown> = {};
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') body.file = bytes;
      } else if (UPLOAD_FIELDS.has(part.fieldname)) {
        if (part.valueTruncated)
          throw fieldError(part.fieldname, part.fieldname === 'caption' ? PHOTO.captionMax : PHOTO.uploadBroken);
        if (typeof part.value === 'string' && part.value.includes('\u0000'))
          throw fieldError(part.fieldname, V.controlCharacter);
        body[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw uploadRefusal(error);
  }
  request.body = body;
}

/** Where an upload goes: an entry, perhaps the uploader's review of it. */
interface UploadTarget {
  readonly kind: PhotoKind;
  readonly entryId: number;
  readonly reviewId: number | null;
  readonly userId: number;
}

/**
 * Whether an upload may go there: the entry exists, the review (if any) is the uploader's and has room, the day's limit
 * is not reached.
 */
async function checkUpload(
  db: Queryable,
  { kind, entryId, reviewId, userId }: UploadTarget,
  lock: boolean,
): Promise<void> {
  const spec = specOf(kind);
  // Locked in the insert's transaction: the entry cannot be deleted under a photo being added to it.
  const entry = await first(
    db,
    compiled(sql`SELECT id FROM ${sql.table(spec.table)} WHERE id = ${entryId} ${lock ? sql`FOR SHARE` : sql``}`),
  );
  if (!entry) throw notFound();
  if (reviewId !== null) {
    const reviews = spec.reviews;
    const own =
      reviews &&
      (await first(
        db,
        compiled(
          sql<{
            id: number;
          }>`SELECT id FROM ${sql.table(reviews.table)}
            WHERE id = ${reviewId} AND ${sql.ref(reviews.parentColumn)} = ${entryId} AND created_by_id = ${userId}`,
        ),
      ));
    if (!own) throw fieldError('reviewId', PHOTO.reviewNotYours);
    if ((await photosOfReview(db, kind, reviewId)) >= REVIEW_PHOTOS_MAX) throw fieldError('reviewId', PHOTO.reviewFull);
  }
  if ((await uploadedToday(db, userId)) >= PHOTOS_PER_DAY_MAX) throw new ApiError(429, PHOTO.dailyLimit);
}

/** An upload processed, and its three files written to the store; none is left when one fails. */
async function writeFiles(store: PhotoStore, file: Buffer, log: FastifyBaseLogger) {
  const processed = await processPhoto(file).catch((error: unknown) => {
    throw error instanceof PhotoInputError ? fieldError('file', error.message) : error;
  });
  const uuid = randomUUID();
  const written = await Promise.allSettled(
    PHOTO_SIZE_NAMES.map((size) => store.put(photoKey(uuid, size), processed.files[size], 'image/webp')),
  );
  const failed = written.find((w) => w.status === 'rejected');
  if (failed) {
    await deletePhotoFiles(store, [uuid], log);
    throw failed.reason;
  }
  return { uuid, processed };
}

/** The row of an upload whose files are written, the upload checked again under locks; the photo as stored. */
async function insertUpload(
  db: Database,
  target: UploadTarget,
  { caption, shows }: Pick<PhotoFields, 'caption' | 'shows'>,
  { uuid, processed }: { uuid: string; processed: ProcessedPhoto },
) {
  return db.transaction(async (tx) => {
    await lockUploader(tx, target.userId);
    await checkUpload(tx, target, true);
    const id = await insertPhoto(tx, {
      key: uuid,
      entryKind: target.kind,
      entryId: target.entryId,
      reviewId: target.reviewId,
      createdById: target.userId,
      caption,
      shows,
      width: processed.width,
      height: processed.height,
      placeholder: processed.placeholder,
    });
    await notifyWatchers(tx, { type: 'photo', kind: target.kind, entryId: target.entryId, actorId: target.userId });
    return findPhoto(tx, id);
  });
}

/** What each group of photo routes is given: the context, the photos' links and the reports (one per API). */
interface PhotoOptions {
  readonly ctx: ApiContext;
  readonly links: PhotoLinks;
  readonly reports: ReportRepository;
}

const tags = ['photos'];

/** An entry's address on the site, for the reporter's mail. */
const entryUrl = (ctx: ApiContext, collection: string, id: number) => `${ctx.config.publicUrl}/${collection}/${id}`;

export default async function photoRoutes(app: FastifyInstance, { ctx }: { ctx: ApiContext }) {
  const links = photoLinks(ctx.photoStore);
  const options: PhotoOptions = { ctx, links, reports: new ReportRepository(ENTRY_SPECS, links) };
  // Uploads in a scope of their own: only they parse multipart bodies (any other route answers 415).
  await app.register(uploadRoutes, options);
  await app.register(deleteRoute, options);
  await app.register(reportRoute, options);
  await app.register(fileRoute, options);
}

/** POST /{kind}/{id}/photos for each kind: multipart uploads, their attempts limited per person and address. */
async function uploadRoutes(uploads: FastifyInstance, { ctx, links }: PhotoOptions) {
  const { db, photoStore: store, config } = ctx;
  // Every upload attempt counts, per person and per address, before a byte of its body is read:
  // one that fails (a truncated or hostile file) has cost its decoding all the same.
  const attempts = {
    person: rateLimit(ctx.counter, 'photo-attempts-person', config.photoAttemptsPerHour, HOUR_MS),
    address: rateLimit(ctx.counter, 'photo-attempts-address', config.photoAttemptsPerHour * 2, HOUR_MS),
  };
  uploads.addHook('onRequest', async (request, reply) => {
    const counted = [await attempts.address.take(request.ip)];
    if (request.session) counted.push(await attempts.person.take(String(request.session.userId)));
    const refused = counted.filter((c) => !c.allowed);
    if (!refused.length) return;
    void reply.header('retry-after', Math.ceil(Math.max(...refused.map((c) => c.resetMs)) / 1000));
    throw new ApiError(429, PHOTO.tooManyAttempts);
  });
  await uploads.register(multipart, { limits: LIMITS });
  uploads.addHook('preValidation', readUpload);
  for (const kind of PHOTO_KINDS) {
    const upload = {
      tags,
      summary:
        `Adds a photo to one of the ${kind} (signed in; multipart: file, caption, shows, ` +
        `and reviewId for the caller's own review, at most ${REVIEW_PHOTOS_MAX} a review; ` +
        `${PHOTOS_PER_DAY_MAX} photos a day; upload attempts, failed ones included, are limited per person ` +
        'and address: 429 past it)',
      consumes: ['multipart/form-data'],
      params: idPath,
      body: uploadSchema,
      response: { 201: photo, ...refusals(400, 401, 404, 413, 415, 429) },
    };
    signedIn(typed(uploads)).post(`/${kind}/:id/photos`, { schema: upload }, async (request, reply, session) => {
      const { caption, shows, reviewId, file } = request.body;
      const target: UploadTarget = {
        kind,
        entryId: request.params.id,
        reviewId: reviewId ?? null,
        userId: session.userId,
      };
      // Checked before the work of processing, and again, under locks, when the row is written.
      await checkUpload(db, target, false);
      const written = await writeFiles(store, file, request.log);
      try {
        const created = await insertUpload(db, target, { caption, shows }, written);
        if (!created) throw notFound();
        return reply.status(201).send(answerPhoto(links, created.photo));
      } catch (error) {
        await deletePhotoFiles(store, [written.uuid], request.log);
        throw error;
      }
    });
  }
}

/** DELETE /photos/{id}: the uploader, moderators and administrators; its open reports are resolved. */
async function deleteRoute(app: FastifyInstance, { ctx, reports }: PhotoOptions) {
  const { db, photoStore: store, mailer } = ctx;
  const remove = {
    tags,
    summary:
      "Deletes a photo and its files: its uploader's, a moderator's or an administrator's; " +
      'resolves its open reports (their reporters are mailed)',
    params: idPath,
    response: { 204: noContent, ...refusals(401, 403, 404) },
  };
  signedIn(typed(app)).delete('/photos/:id', { schema: remove }, async (request, reply, session) => {
    const { id } = request.params;
    const removed = await db.transaction(async (tx) => {
      const found = await findPhoto(tx, id, true);
      if (!found) throw notFound(PHOTO.notFound);
      if (!canDelete(levelFor(session, found.createdById))) throw forbidden();
      const entry = await first(
        tx,
        compiled(
          sql<{
            name: string;
          }>`SELECT name FROM ${sql.table(specOf(found.entryKind).table)} WHERE id = ${found.entryId}`,
        ),
      );
      const entryName = entry?.name ?? '';
      const open = await reports.openReportsOfPhoto(tx, id);
      const gone = await removePhotos(tx, { id }, session.userId);
      // Someone else's photo: the moderation log says who deleted it, and from which entry.
      if (found.createdById !== session.userId) {
        const detail = `${found.entryKind}/${found.entryId} “${entryName}”`;
        await recordModeration(tx, {
          actorId: session.userId,
          action: 'deleted',
          targetKind: 'photo',
          targetId: id,
          targetName: found.photo.caption,
          detail,
        });
      }
      for (const filed of open) {
        const reporter = await reports.reporter(tx, filed.createdById);
        if (!reporter) continue;
        const mail = photoReportOutcomeMail({
          username: reporter.username,
          caption: found.photo.caption,
          entryName,
          entryUrl: entryUrl(ctx, found.entryKind, found.entryId),
          reason: filed.reason,
          resolution: 'photo-deleted',
        });
        await mailer.send(tx, { to: reporter.email, userId: reporter.id, ...mail });
      }
      return gone;
    });
    await deletePhotoFiles(
      store,
      removed.map((p) => p.key),
      request.log,
    );
    return reply.status(204).send();
  });
}

/** POST /photos/{id}/reports: anyone signed in reports a photo to the moderators. */
async function reportRoute(app: FastifyInstance, { ctx: { db }, reports }: PhotoOptions) {
  const file = {
    tags,
    summary:
      `Reports a photo to the moderators (signed in): ${REPORTS_PER_DAY_MAX} reports a day with reports of a change; ` +
      'reporting a photo again while the first report is open answers that report (200)',
    params: idPath,
    body: photoReportSchema,
    response: { 200: report, 201: report, ...refusals(400, 401, 404, 429) },
  };
  signedIn(typed(app)).post('/photos/:id/reports', { schema: file }, async (request, reply, session) => {
    const { id } = request.params;
    const filed = await db.transaction(async (tx) => {
      const found = await findPhoto(tx, id);
      if (!found) throw notFound(PHOTO.notFound);
      await reports.lockReporter(tx, session.userId);
      const already = await reports.openPhotoReportBy(tx, session.userId, id);
      if (already !== undefined) return { status: 200 as const, report: await reports.find(tx, already) };
      if ((await reports.filedToday(tx, session.userId)) >= REPORTS_PER_DAY_MAX)
        throw new ApiError(429, REPORT.dailyLimit);
      const reportId = await reports.insertPhotoReport(
        tx,
        { id, entryKind: found.entryKind, entryId: found.entryId },
        session.userId,
        request.body.reason,
      );
      return { status: 201 as const, report: await reports.find(tx, reportId) };
    });
    if (!filed.report) throw notFound(PHOTO.notFound);
    return reply.status(filed.status).send(filed.report);
  });
}

/** GET /photo-files/photos/{photo}/{file}: a photo's file from the store, which the BFF proxies. */
async function fileRoute(app: FastifyInstance, { ctx: { photoStore: store } }: PhotoOptions) {
  const files = {
    tags,
    summary:
      'One file of a photo from the store, by its key `photos/{photo}/{file}` ' +
      '(`{file}`: thumb.webp, screen.webp or large.webp), cached for good; the BFF serves it as /photos/{key}',
    params: z.object({ photo: z.string(), file: z.string() }),
    response: {
      // Streamed from the store as it is, never serialized.
      200: {
        description: 'The file, WebP',
        content: { 'image/webp': { schema: z.unknown().meta({ type: 'string', format: 'binary' }) } },
      },
      ...refusals(404),
    },
  };
  typed(app).get('/photo-files/photos/:photo/:file', { schema: files }, async (request, reply) => {
    const key = `photos/${request.params.photo}/${request.params.file}`;
    if (!isPhotoKey(key)) throw notFound();
    const object = await store.get(key);
    if (!object) throw notFound();
    return reply
      .header('content-type', object.contentType)
      .header('content-length', object.size)
      .header('cache-control', PHOTO_CACHE_CONTROL)
      .send(object.body);
  });
}
