/**
 * Reports of a change. Signed-in people file one on an entry (`POST /{collection}/{id}/reports`; one
 * open report per person per entry, REPORTS_PER_DAY_MAX a day); moderators and administrators read
 * the queue (`GET /reports?status=open`) and resolve a report (`PUT /reports/{id}`): `edited` (they
 * changed the entry themselves), `closed`, `merged` (into `mergedIntoId`) or `dismissed`. They may
 * also close, reopen or merge an entry directly (`PUT /{collection}/{id}/closed`). Every close,
 * reopen and merge goes through `EntryRepository.setClosed`; every act is a line of the moderation
 * log; the reporter is mailed the outcome in the same transaction. Reports of a photo
 * (photos/routes.ts) share the queue; `PUT` only dismisses one, deleting the photo resolves it.
 */
import type { FastifyInstance } from 'fastify';
import {
  REPORT,
  REPORT_RESOLUTION_LABELS,
  REPORTS_PER_DAY_MAX,
  pageOf,
  pageRequestSchema,
  report,
  reportOutcomeMail,
  reportQueueFilter,
  reportSchema,
  resolveReportSchema,
  setClosedSchema,
  PHOTO,
  PHOTO_REPORT_REASONS,
  photoReportOutcomeMail,
  type ModerationAction,
  type PhotoReportReason,
  type ReportReason,
  type ResolveReportPayload,
} from '@ffc/domain';
import type { ApiContext } from '../context.js';
import type { Queryable } from '../db/database.js';
import { EntryRepository } from '../entries/repository.js';
import type { EntrySpec } from '../kinds/spec.js';
import { ApiError, badRequest, fieldError, notFound } from '../http/errors.js';
import { idPath, refusals, typed } from '../http/schemas.js';
import { signedIn, staff } from '../http/session.js';
import { recordModeration } from '../moderation/log.js';
import { ReportRepository, type StoredReport } from './repository.js';
import { ENTRY_SPECS } from '../kinds/all.js';
import { photoLinks } from '../media/links.js';
import { notifyWatchers } from '../watching/repository.js';

const isPhotoReason = (reason: string): reason is PhotoReportReason => PHOTO_REPORT_REASONS.some((r) => r === reason);

/** The entry a merge points to: of the same kind, another one, there, and not closed itself. */
async function mergeTarget(tx: Queryable, repository: EntryRepository, entryId: number, targetId: number) {
  if (targetId === entryId) throw fieldError('mergedIntoId', REPORT.mergedIntoSelf);
  const target = await repository.find(tx, targetId);
  if (!target) throw fieldError('mergedIntoId', REPORT.mergedIntoMissing);
  if (target['closed'] === true) throw fieldError('mergedIntoId', REPORT.mergedIntoClosed);
  return { id: targetId, name: String(target.name) };
}

const named = (target: { id: number; name: string }) => `“${target.name}” (#${target.id})`;

const tags = ['reports'];

/** What each group of report routes is given: the context, the reports, and each kind's entries (one per API). */
interface ReportOptions {
  readonly ctx: ApiContext;
  readonly reports: ReportRepository;
  readonly entries: ReadonlyMap<string, EntryRepository>;
}

/** The entries of a kind, by its collection; a 404 for a kind with none. */
const repositoryOf = (entries: ReportOptions['entries'], collection: string): EntryRepository => {
  const repository = entries.get(collection);
  if (!repository) throw notFound();
  return repository;
};

/** An entry's address on the site, for the reporter's mail. */
const entryUrl = (ctx: ApiContext, collection: string, id: number) => `${ctx.config.publicUrl}/${collection}/${id}`;

export default async function reportRoutes(app: FastifyInstance, { ctx }: { ctx: ApiContext }) {
  const links = photoLinks(ctx.photoStore);
  const entries = new Map<string, EntryRepository>(
    ENTRY_SPECS.map((spec) => [spec.collection, new EntryRepository(spec, links)]),
  );
  const options: ReportOptions = { ctx, reports: new ReportRepository(ENTRY_SPECS, links), entries };
  // Each kind at the generic spec's type: its answer schema serializes what the repository reads.
  const kinds: readonly EntrySpec[] = ENTRY_SPECS;
  for (const spec of kinds) await app.register(kindRoutes, { ...options, spec });
  await app.register(queueRoutes, options);
}

/** POST /{collection}/{id}/reports (signed in) and PUT /{collection}/{id}/closed (staff), for one kind. */
async function kindRoutes(
  app: FastifyInstance,
  { ctx: { db }, reports, entries, spec }: ReportOptions & { readonly spec: EntrySpec },
) {
  const repository = repositoryOf(entries, spec.collection);
  const base = `/${spec.collection}/:id`;
  const api = typed(app);

  const file = {
    tags,
    summary:
      `Reports a change to one of the ${spec.collection} ` +
      `(signed in; one open report per person per entry, ${REPORTS_PER_DAY_MAX} a day)`,
    params: idPath,
    body: reportSchema,
    response: { 201: report, ...refusals(400, 401, 404, 429) },
  };
  signedIn(api).post(`${base}/reports`, { schema: file }, async (request, reply, session) => {
    const entryId = request.params.id;
    const created = await db.transaction(async (tx) => {
      if (!(await repository.creatorOf(tx, entryId))) throw notFound();
      await reports.lockReporter(tx, session.userId);
      if (await reports.hasOpenReport(tx, session.userId, spec.collection, entryId))
        throw badRequest(REPORT.alreadyReported);
      if ((await reports.filedToday(tx, session.userId)) >= REPORTS_PER_DAY_MAX)
        throw new ApiError(429, REPORT.dailyLimit);
      const id = await reports.insert(tx, spec.collection, entryId, session.userId, request.body);
      await notifyWatchers(tx, { type: 'reported', kind: spec.collection, entryId, actorId: session.userId });
      return reports.find(tx, id);
    });
    if (!created) throw notFound();
    return reply.status(201).send(created);
  });

  const close = {
    tags,
    summary:
      `Closes, reopens or merges one of the ${spec.collection} ` +
      '(moderators and administrators): {closed, mergedIntoId}',
    params: idPath,
    body: setClosedSchema,
    response: { 200: spec.answer, ...refusals(400, 401, 403, 404) },
  };
  staff(api).put(`${base}/closed`, { schema: close }, async (request, _reply, session) => {
    const entryId = request.params.id;
    const { closed, mergedIntoId } = request.body;
    return db.transaction(async (tx) => {
      const target = mergedIntoId != null ? await mergeTarget(tx, repository, entryId, mergedIntoId) : undefined;
      const changed = await repository.setClosed(
        tx,
        entryId,
        { closed, mergedIntoId: target?.id ?? null },
        session.userId,
      );
      if (!changed) throw notFound();
      const action: ModerationAction = target ? 'merged' : closed ? 'closed' : 'reopened';
      await recordModeration(tx, {
        actorId: session.userId,
        action,
        targetKind: spec.logKind,
        targetId: entryId,
        targetName: String(changed.after.name),
        detail: target ? named(target) : null,
      });
      return changed.after;
    });
  });
}

/** GET /reports (the queue) and PUT /reports/{id} (a resolution): moderators and administrators. */
async function queueRoutes(app: FastifyInstance, options: ReportOptions) {
  const { ctx, reports, entries } = options;
  const { db } = ctx;
  const api = typed(app);

  const queue = {
    tags,
    summary: 'A page of reports (moderators and administrators): open ones oldest first, or resolved ones newest first',
    querystring: reportQueueFilter.extend(pageRequestSchema.shape),
    response: { 200: pageOf(report), ...refusals(400, 401, 403) },
  };
  staff(api).get('/reports', { schema: queue }, async (request) => {
    const { status, page, size } = request.query;
    return reports.page(db, status, { page, size });
  });

  const resolve = {
    tags,
    summary:
      'Resolves a report (moderators and administrators): edited, closed, merged (with mergedIntoId) or dismissed; ' +
      'a photo report only dismissed (deleting the photo resolves it); mails the reporter',
    params: idPath,
    body: resolveReportSchema,
    response: { 200: report, ...refusals(400, 401, 403, 404) },
  };
  staff(api).put('/reports/:id', { schema: resolve }, async (request, _reply, session) => {
    const resolved = await db.transaction(async (tx) => {
      const stored = await reports.lock(tx, request.params.id);
      if (!stored) throw notFound();
      if (stored.status !== 'open') throw badRequest(REPORT.alreadyResolved);
      const repository = repositoryOf(entries, stored.entryKind);
      const entry = await repository.creatorOf(tx, stored.entryId);
      if (!entry) throw notFound();
      const resolving = { tx, stored, repository, entryName: entry.name, input: request.body, by: session.userId };
      if (stored.photoId !== null && isPhotoReason(stored.reason)) {
        await dismissPhotoReport(options, resolving, { id: stored.photoId, reason: stored.reason });
        return reports.find(tx, stored.id);
      }
      // Deleting a photo resolves its reports: an open one always names its photo.
      if (isPhotoReason(stored.reason)) throw badRequest(REPORT.alreadyResolved);
      await resolveEntryReport(options, resolving, stored.reason);
      return reports.find(tx, stored.id);
    });
    if (!resolved) throw notFound();
    return resolved;
  });
}

/** An open report being resolved in `tx` by moderator `by`: its entry's repository and name, and the resolution. */
interface Resolving {
  readonly tx: Queryable;
  readonly stored: StoredReport;
  readonly repository: EntryRepository;
  readonly entryName: string;
  readonly input: ResolveReportPayload;
  readonly by: number;
}

/** A photo report: the photo stays, and the reporter hears so; deleting it is DELETE /photos/{id}. */
async function dismissPhotoReport(
  { ctx, reports }: ReportOptions,
  { tx, stored, repository, entryName, input: { resolution, note }, by }: Resolving,
  photo: { readonly id: number; readonly reason: PhotoReportReason },
) {
  if (resolution !== 'dismissed') throw fieldError('resolution', PHOTO.reportResolution);
  const caption = (await reports.find(tx, stored.id))?.photo?.caption ?? '';
  await reports.resolve(tx, stored.id, resolution, note ?? null, by);
  const detail = [REPORT_RESOLUTION_LABELS[resolution].label.toLowerCase(), note ? `: ${note}` : ''].join('');
  await recordModeration(tx, {
    actorId: by,
    action: 'report-resolved',
    targetKind: 'photo',
    targetId: photo.id,
    targetName: caption,
    detail,
  });
  const reporter = await reports.reporter(tx, stored.createdById);
  if (reporter) {
    const mail = photoReportOutcomeMail({
      username: reporter.username,
      caption,
      entryName,
      entryUrl: entryUrl(ctx, repository.spec.collection, stored.entryId),
      reason: photo.reason,
      resolution,
    });
    await ctx.mailer.send(tx, { to: reporter.email, userId: reporter.id, ...mail });
  }
}

/** A report of a change: the entry closed or merged if so resolved, the act logged, the reporter mailed. */
async function resolveEntryReport(
  { ctx, reports }: ReportOptions,
  { tx, stored, repository, entryName, input: { resolution, note, mergedIntoId }, by }: Resolving,
  reason: ReportReason,
) {
  const spec = repository.spec;
  const target =
    resolution === 'merged' && mergedIntoId != null
      ? await mergeTarget(tx, repository, stored.entryId, mergedIntoId)
      : undefined;
  if (resolution === 'closed' || target) {
    await repository.setClosed(tx, stored.entryId, { closed: true, mergedIntoId: target?.id ?? null }, by);
  }
  await reports.resolve(tx, stored.id, resolution, note ?? null, by);
  const detail = [
    REPORT_RESOLUTION_LABELS[resolution].label.toLowerCase(),
    target ? ` into ${named(target)}` : '',
    note ? `: ${note}` : '',
  ].join('');
  await recordModeration(tx, {
    actorId: by,
    action: 'report-resolved',
    targetKind: spec.logKind,
    targetId: stored.entryId,
    targetName: entryName,
    detail,
  });
  const reporter = await reports.reporter(tx, stored.createdById);
  if (reporter) {
    // Not throttled: each report is resolved, and mailed, once; REPORTS_PER_DAY_MAX bounds them.
    const mail = reportOutcomeMail({
      username: reporter.username,
      entryName,
      entryUrl: entryUrl(ctx, spec.collection, stored.entryId),
      reason,
      resolution,
      note,
      mergedInto: target ? { name: target.name, url: entryUrl(ctx, spec.collection, target.id) } : undefined,
    });
    await ctx.mailer.send(tx, { to: reporter.email, userId: reporter.id, ...mail });
  }
}
