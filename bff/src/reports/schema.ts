/**
 * Reports of a change, as REST has them: `reportEntry` (signed in), the moderators' `reports` queue
 * and `resolveReport`; entries carry `closed`, `mergedInto` and `openReports` (`kinds/entryType.ts`, which
 * also adds each kind's `set{Kind}Closed`). Input is checked here with the API's rules.
 */
import {
  PHOTO_DELETED,
  PHOTO_REPORT_REASONS,
  photoReportSchema,
  REPORT_REASONS,
  REPORT_RESOLUTIONS,
  REPORT_STATUSES,
  REPORTABLE_KINDS,
  report,
  reportSchema,
  resolveReportSchema,
  type OpenReport,
  type Report,
} from '@ffc/domain';
import { PhotoRef } from '../photos/schema.js';
import { builder } from '../builder/builder.js';
import { pageType } from '../entries/fields.js';
import { withId } from '../builder/validate.js';

/** The entry kinds a report may name, by their REST collections. */
export const EntryCollectionEnum = builder.enumType('EntryCollection', {
  description: 'An entry kind by its REST collection.',
  values: REPORTABLE_KINDS,
});

export const OpenReportRef = builder.objectRef<OpenReport>('OpenReport').implement({
  description: 'An open report as everyone sees it on the entry: its reason and date, not who filed it.',
  fields: (t) => ({
    reason: t.exposeString('reason', { description: `One of ${REPORT_REASONS.join(', ')}.` }),
    createdDate: t.exposeString('createdDate'),
  }),
});

const ReportRef = builder.objectRef<Report>('Report').implement({
  description: 'A report of a change to an entry, as moderators see it (and its reporter, on filing it).',
  fields: (t) => ({
    id: t.exposeInt('id'),
    entryKind: t.expose('entryKind', { type: EntryCollectionEnum }),
    entryId: t.exposeInt('entryId'),
    entryName: t.exposeString('entryName', { nullable: true }),
    reason: t.exposeString('reason', {
      description: `One of ${REPORT_REASONS.join(', ')}; a photo report's one of ${PHOTO_REPORT_REASONS.join(', ')}.`,
    }),
    photo: t.expose('photo', {
      type: PhotoRef,
      nullable: true,
      description: 'The reported photo; null for a report of a change, and once the photo is deleted.',
    }),
    text: t.exposeString('text', { nullable: true }),
    status: t.exposeString('status', { description: `One of ${REPORT_STATUSES.join(', ')}.` }),
    resolution: t.exposeString('resolution', {
      nullable: true,
      description:
        `One of ${REPORT_RESOLUTIONS.join(', ')} ` +
        `(a photo report's ${PHOTO_DELETED} once its photo is deleted); null while open.`,
    }),
    note: t.exposeString('note', { nullable: true }),
    reporterUsername: t.exposeString('reporterUsername', {
      nullable: true,
      description: "The reporter's public username; null once the account is deleted.",
    }),
    createdDate: t.exposeString('createdDate'),
    resolvedDate: t.exposeString('resolvedDate', { nullable: true }),
  }),
});
const ReportPageRef = pageType('ReportPage', ReportRef);

/** `open` or `resolved`. */
const STATUS = report.shape.status;

builder.queryFields((t) => ({
  reports: t.field({
    authScopes: { staff: true },
    type: ReportPageRef,
    description: 'Moderators and administrators: open reports oldest first, or resolved ones newest first.',
    args: { status: t.arg.string({ defaultValue: 'open' }).validate(STATUS), page: t.arg.int({ defaultValue: 0 }) },
    resolve: (_root, { status, page }, { rest }) => rest.reports(status ?? 'open', page ?? 0),
  }),
}));

builder.mutationFields((t) => ({
  reportEntry: t.field({
    authScopes: { signedIn: true },
    type: ReportRef,
    description: 'Signed in: reports a change to an entry (one open report per person per entry; a few a day).',
    args: {
      kind: t.arg({ type: EntryCollectionEnum, required: true }),
      id: t.arg.int({ required: true }),
      reason: t.arg.string({ required: true }).validate(reportSchema.shape.reason),
      text: t.arg.string().validate(reportSchema.shape.text),
    },
    resolve: (_root, { kind, id, reason, text }, { rest }) => rest.reportEntry(kind, id, { reason, text }),
  }),
  reportPhoto: t.field({
    authScopes: { signedIn: true },
    type: ReportRef,
    description:
      'Signed in: reports a photo to the moderators (one open report per person per photo: ' +
      'reporting it again answers that report; a few reports a day).',
    args: t.validate(
      { id: t.arg.int({ required: true }), reason: t.arg.string({ required: true }) },
      withId(photoReportSchema),
    ),
    resolve: (_root, { id, ...report }, { rest }) => rest.reportPhoto(id, report),
  }),
  resolveReport: t.field({
    authScopes: { staff: true },
    type: ReportRef,
    description:
      'Moderators and administrators: edited, closed, merged (with mergedIntoId) or dismissed. ' +
      'The reporter is mailed the outcome.',
    args: t.validate(
      {
        id: t.arg.int({ required: true }),
        resolution: t.arg.string({ required: true }),
        note: t.arg.string(),
        mergedIntoId: t.arg.int(),
      },
      withId(resolveReportSchema),
    ),
    resolve: (_root, { id, ...resolution }, { rest }) => rest.resolveReport(id, resolution),
  }),
}));
