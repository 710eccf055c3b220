/**
 * Reports of a change: a signed-in person tells the moderators that an entry changed (it uses air
 * fresheners now, it closed, it is a duplicate), choosing a preset reason; a moderator resolves the
 * report (edited, closed, merged or dismissed) and the reporter is mailed the outcome. An entry
 * shows its open reports (reason and date only) and, once closed, a "Permanently closed" notice.
 */
import { described } from '../entries/schemaFields.js';
import { ENTRY_KINDS, type EntryKind } from '../kinds/kinds.js';
import { z } from 'zod';
import { REPORT_TEXT_MAX } from '../text/limits.js';
import { formatDay } from '../text/text.js';
import { REPORT, SITE_NAME } from '../text/messages.js';
import { id, text } from '../entries/entries.js';
import { option } from '../entries/reference.js';
import { optionalText, rowId } from '../entries/validation.js';
import { photo, PHOTO_REPORT_REASON_LABELS, PHOTO_REPORT_REASONS, type PhotoReportReason } from '../trust/photos.js';

/** The entry kinds that may be reported, closed and merged: their REST collections. */
export const REPORTABLE_KINDS = ENTRY_KINDS;
export type ReportableKind = EntryKind;

/** The preset reasons, in the order the form offers them. */
export const REPORT_REASONS = [
  'scented',
  'cleaning-products',
  'policy-withdrawn',
  'closed',
  'moved',
  'details-wrong',
  'duplicate',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/**
 * Each reason as the form offers it, and as the entry's notice says it ("Reported 3 Nov 2026: uses air fresheners
 * now.").
 */
export const REPORT_REASON_LABELS: Readonly<Record<ReportReason, { label: string; line: string }>> = {
  scented: {
    label: 'Now uses scented products or air fresheners',
    line: 'uses scented products or air fresheners now',
  },
  'cleaning-products': {
    label: 'Changed its cleaning or laundry products',
    line: 'changed its cleaning or laundry products',
  },
  'policy-withdrawn': { label: 'Fragrance-free policy withdrawn', line: 'fragrance-free policy withdrawn' },
  closed: { label: 'Closed permanently', line: 'closed permanently' },
  moved: { label: 'Moved', line: 'moved to another address' },
  'details-wrong': { label: 'Details are wrong', line: 'some details are wrong' },
  duplicate: { label: 'Duplicate of another entry', line: 'a duplicate of another entry' },
  other: { label: 'Other', line: 'something else changed' },
};

/** How a moderator resolves a report. */
export const REPORT_RESOLUTIONS = ['edited', 'closed', 'merged', 'dismissed'] as const;
export type ReportResolution = (typeof REPORT_RESOLUTIONS)[number];

export const REPORT_RESOLUTION_LABELS: Readonly<
  Record<ReportResolution, { label: string; help: string; outcome: string }>
> = {
  edited: { label: 'Edited', help: 'I have edited the entry to match.', outcome: 'A moderator has updated the entry.' },
  closed: {
    label: 'Closed',
    help: 'Mark the entry permanently closed.',
    outcome: 'The entry is now shown as permanently closed.',
  },
  merged: {
    label: 'Merged',
    help: 'It duplicates another entry: close it and point to that one.',
    outcome: 'The entry was a duplicate and has been merged into another entry.',
  },
  dismissed: {
    label: 'Dismissed',
    help: 'Nothing to change.',
    outcome: 'A moderator looked into it and left the entry as it is.',
  },
};

/**
 * How a photo report ends when the photo is deleted (by a moderator, its uploader, or with its
 * entry, review or account): not a resolution a moderator chooses with `PUT /reports/{id}`.
 */
export const PHOTO_DELETED = 'photo-deleted' as const;
/** Every resolution a report may carry. */
export const REPORT_OUTCOMES = [...REPORT_RESOLUTIONS, PHOTO_DELETED] as const;
export type StoredResolution = (typeof REPORT_OUTCOMES)[number];

export const REPORT_STATUSES = ['open', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** A report as filed: `POST /{collection}/{id}/reports`. */
export const reportSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: REPORT.reasonRequired }),
  text: optionalText(REPORT_TEXT_MAX, REPORT.textMax),
});
export type ReportPayload = z.infer<typeof reportSchema>;

/** A merge target: an entry's id (of the same kind; the API checks it exists and differs). */
const mergeTarget = z.preprocess((v) => (v === '' ? null : v), rowId(REPORT.mergedIntoRequired).nullish());

/**
 * A moderator's resolution: `PUT /reports/{id}`. The note is optional (it goes into the reporter's
 * mail and the moderation log); merging names the entry it duplicates.
 */
export const resolveReportSchema = z
  .object({
    resolution: z.enum(REPORT_RESOLUTIONS, { error: REPORT.resolutionRequired }),
    note: optionalText(REPORT_TEXT_MAX, REPORT.textMax),
    mergedIntoId: mergeTarget,
  })
  .superRefine((value, issues) => {
    if (value.resolution === 'merged' && value.mergedIntoId == null)
      issues.addIssue({ code: 'custom', path: ['mergedIntoId'], message: REPORT.mergedIntoRequired });
  });
export type ResolveReportPayload = z.infer<typeof resolveReportSchema>;

/**
 * A moderator closes, reopens or merges an entry directly: `PUT /{collection}/{id}/closed`.
 * `{closed: false}` reopens it (and forgets any merge); a merge target implies closed.
 */
export const setClosedSchema = z
  .object({ closed: z.boolean({ error: 'closed must be true or false' }), mergedIntoId: mergeTarget })
  .superRefine((value, issues) => {
    if (!value.closed && value.mergedIntoId != null)
      issues.addIssue({ code: 'custom', path: ['mergedIntoId'], message: 'Only a closed entry can be merged.' });
  });
export type SetClosedPayload = z.infer<typeof setClosedSchema>;

/** `?status=open` (the default) or `resolved`, with the usual paging. */
export const reportQueueFilter = z.object({ status: z.enum(REPORT_STATUSES).default('open') });

/** An open report as the entry shows it to everyone: no reporter, no text. */
export const openReport = z.object({ reason: z.enum(REPORT_REASONS), createdDate: z.string() });
export type OpenReport = z.infer<typeof openReport>;

/** What every reportable entry carries: whether it closed, what it was merged into, its open reports. */
export const closedAnswer = {
  closed: described(
    z.boolean(),
    'Permanently closed: it keeps its page and reviews but leaves lists unless `includeClosed`.',
  ),
  mergedInto: option.nullish(),
  openReports: z.array(openReport),
};

/**
 * A report as moderators (and, for their own, the reporter) see it. A photo report names the photo
 * (`photo`; null for a report of a change, and once the photo is deleted) and the photo's entry, and
 * its reason is one of PHOTO_REPORT_REASONS.
 */
export const report = z.object({
  id,
  entryKind: z.enum(REPORTABLE_KINDS),
  entryId: id,
  entryName: text,
  reason: z.enum([...REPORT_REASONS, ...PHOTO_REPORT_REASONS]),
  photo: photo.nullable(),
  text,
  status: z.enum(REPORT_STATUSES),
  resolution: z.enum(REPORT_OUTCOMES).nullish(),
  note: text,
  /** The reporter's public username; null once their account is deleted ("deleted user"). */
  reporterUsername: text,
  createdDate: z.string(),
  resolvedDate: text,
});
export type Report = z.infer<typeof report>;

/** A date as the notices say it: "3 Nov 2026" (UTC, so server and browser agree). */
export function reportDate(iso: string): string {
  return formatDay(iso, 'utc');
}

/** The line an entry shows for an open report: "Reported 3 Nov 2026: uses air fresheners now. Not yet reviewed." */
export function openReportLine({ reason, createdDate }: OpenReport): string {
  return `Reported ${reportDate(createdDate)}: ${REPORT_REASON_LABELS[reason].line}. ${REPORT.notYetReviewed}`;
}

export interface ReportOutcome {
  readonly username: string;
  readonly entryName: string;
  readonly entryUrl: string;
  readonly reason: ReportReason;
  readonly resolution: ReportResolution;
  readonly note: string | null | undefined;
  /** The entry it was merged into, for `merged`. */
  readonly mergedInto?: { readonly name: string; readonly url: string } | undefined;
}

/** The mail telling a reporter how their report was resolved. */
export function reportOutcomeMail(o: ReportOutcome): { subject: string; text: string } {
  return {
    subject: `${SITE_NAME}: your report on "${o.entryName}"`,
    text: [
      `Hello ${o.username},`,
      '',
      `Thank you for reporting that "${o.entryName}" ${REPORT_REASON_LABELS[o.reason].line}.`,
      REPORT_RESOLUTION_LABELS[o.resolution].outcome,
      ...(o.mergedInto ? [`It was merged into "${o.mergedInto.name}": ${o.mergedInto.url}`] : []),
      ...(o.note ? ['', `The moderator's note: ${o.note}`] : []),
      '',
      `The entry: ${o.entryUrl}`,
      '',
      SITE_NAME,
    ].join('\n'),
  };
}

export interface PhotoReportOutcome {
  readonly username: string;
  readonly caption: string;
  readonly entryName: string;
  readonly entryUrl: string;
  readonly reason: PhotoReportReason;
  readonly resolution: typeof PHOTO_DELETED | 'dismissed';
}

/** What a photo report's outcome tells the reporter. */
export const PHOTO_REPORT_OUTCOMES: Readonly<Record<PhotoReportOutcome['resolution'], string>> = {
  [PHOTO_DELETED]: 'The photo has been removed.',
  dismissed: 'A moderator looked into it and left the photo as it is.',
};

/** The mail telling a reporter how their report of a photo was resolved. */
export function photoReportOutcomeMail(o: PhotoReportOutcome): { subject: string; text: string } {
  return {
    subject: `${SITE_NAME}: your report of a photo on "${o.entryName}"`,
    text: [
      `Hello ${o.username},`,
      '',
      `Thank you for reporting the photo "${o.caption}" (${PHOTO_REPORT_REASON_LABELS[o.reason].toLowerCase()}).`,
      PHOTO_REPORT_OUTCOMES[o.resolution],
      '',
      `The entry: ${o.entryUrl}`,
      '',
      SITE_NAME,
    ].join('\n'),
  };
}
