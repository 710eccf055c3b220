/**
 * Dated confirmations and disputes of accommodations: each person's verdict ("true on my visit" or
 * "not true") on each accommodation an entry lists, from a review or from "Still true?", and how
 * they are counted into the summary every page and list shows.
 */
import { described } from '../entries/schemaFields.js';
import { z } from 'zod';
import { accommodationsOf, type AccommodatedKind } from './accommodations.js';
import { CHECK_INTERVAL_MONTHS, CONFIRMATION_STALE_MONTHS, CONFIRMED_WITHIN_MONTHS_MAX } from '../text/limits.js';
import { M } from '../text/messages.js';

/** One verdict as stored: who gave it (and whether their email is confirmed), on which key, when. */
export interface AccommodationVerdict {
  readonly id: number;
  readonly userId: number;
  readonly key: string;
  readonly holds: boolean;
  readonly createdDate: Date;
  readonly emailConfirmed: boolean;
}

/** The stored summary of one accommodation of an entry. */
export const accommodationSummary = z.object({
  key: z.string(),
  confirmations: z.number().int(),
  disputes: z.number().int(),
  lastConfirmed: z.string().nullable(),
});
export type AccommodationSummary = z.infer<typeof accommodationSummary>;

export const ACCOMMODATION_STATES = ['confirmed', 'stale', 'disputed', 'unconfirmed'] as const;
export type AccommodationState = (typeof ACCOMMODATION_STATES)[number];

/** One accommodation's summary with its state now, as an entry and its list row answer it. */
export const accommodationStatusItem = accommodationSummary.extend({ state: z.enum(ACCOMMODATION_STATES) });
export type AccommodationStatus = z.infer<typeof accommodationStatusItem>;
export const accommodationStatusAnswer = { accommodationStatus: z.array(accommodationStatusItem) };

/** `months` calendar months before `date` (the SQL's `date - make_interval(months => n)`). */
export function monthsBefore(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  // Like PostgreSQL: 31 March less a month is the last day of February.
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/**
 * The counting rule. Per key the entry lists: each person's latest verdict, among those given since
 * the key was last added to the entry (`since`; a key with no date counts every verdict), from
 * confirmed accounts only. `confirmations` are people whose latest is yes, `disputes` those whose
 * latest is no, `lastConfirmed` the newest of those yeses.
 */
export function summarizeVerdicts(
  keys: readonly string[],
  since: Readonly<Record<string, string>>,
  verdicts: readonly AccommodationVerdict[],
): AccommodationSummary[] {
  return keys.map((key) => {
    const from = since[key] ? new Date(since[key]).getTime() : Number.NEGATIVE_INFINITY;
    const latest = new Map<number, AccommodationVerdict>();
    for (const v of verdicts) {
      if (v.key !== key || !v.emailConfirmed || v.createdDate.getTime() < from) continue;
      const held = latest.get(v.userId);
      const newer =
        !held ||
        v.createdDate.getTime() > held.createdDate.getTime() ||
        (v.createdDate.getTime() === held.createdDate.getTime() && v.id > held.id);
      if (newer) latest.set(v.userId, v);
    }
    const yes = [...latest.values()].filter((v) => v.holds);
    const newest = yes.reduce<Date | null>((best, v) => (!best || v.createdDate > best ? v.createdDate : best), null);
    return {
      key,
      confirmations: yes.length,
      disputes: latest.size - yes.length,
      lastConfirmed: newest ? newest.toISOString() : null,
    };
  });
}

/**
 * An accommodation's state now: disputed when more people dispute it than confirm it, else
 * unconfirmed without a confirmation, else stale when last confirmed over
 * CONFIRMATION_STALE_MONTHS ago, else confirmed.
 */
export function accommodationState(
  summary: Pick<AccommodationSummary, 'confirmations' | 'disputes' | 'lastConfirmed'>,
  now: Date,
): AccommodationState {
  if (summary.disputes > summary.confirmations) return 'disputed';
  if (summary.confirmations === 0 || !summary.lastConfirmed) return 'unconfirmed';
  if (new Date(summary.lastConfirmed) < monthsBefore(now, CONFIRMATION_STALE_MONTHS)) return 'stale';
  return 'confirmed';
}

/**
 * What an entry answers: every accommodation it lists, in its order, with the stored summary (none
 * yet counts as no confirmation) and its state now.
 */
export function accommodationStatusOf(
  keys: readonly string[],
  stored: readonly AccommodationSummary[] | null | undefined,
  now: Date,
): AccommodationStatus[] {
  const byKey = new Map((stored ?? []).map((s) => [s.key, s]));
  return keys.map((key) => {
    const summary = byKey.get(key) ?? { key, confirmations: 0, disputes: 0, lastConfirmed: null };
    return { ...summary, key, state: accommodationState(summary, now) };
  });
}

/** Whether a person whose last "Still true?" on an entry was at `last` may answer again `now`. */
export const mayCheckAgain = (last: Date | null | undefined, now: Date): boolean =>
  !last || last <= monthsBefore(now, CHECK_INTERVAL_MONTHS);

/** No key both confirmed and disputed: the issue is on the disputed list (`path`). */
function oneWayEach(
  confirmed: readonly string[] | undefined,
  disputed: readonly string[] | undefined,
  path: string,
  ctx: z.RefinementCtx,
): void {
  if ((disputed ?? []).some((key) => (confirmed ?? []).includes(key)))
    ctx.addIssue({ code: 'custom', message: M.accommodationBothWays, path: [path] });
}

/** A review's verdicts: `confirmedAccommodations` and `disputedAccommodations`, never the same key in both. */
export const checkReviewVerdicts = (
  value: { confirmedAccommodations?: readonly string[]; disputedAccommodations?: readonly string[] },
  ctx: z.RefinementCtx,
): void => oneWayEach(value.confirmedAccommodations, value.disputedAccommodations, 'disputedAccommodations', ctx);

/**
 * "Still true?": the keys found true and those found not true, in one step. Which keys the entry
 * lists is checked by the API (`M.accommodationNotListed`).
 */
export const checksSchemaOf = (kind: AccommodatedKind) =>
  z.object({ confirmed: accommodationsOf(kind), disputed: accommodationsOf(kind) }).superRefine((value, ctx) => {
    oneWayEach(value.confirmed, value.disputed, 'disputed', ctx);
    if (value.confirmed.length === 0 && value.disputed.length === 0)
      ctx.addIssue({ code: 'custom', message: M.checkEmpty, path: ['confirmed'] });
  });
export type ChecksPayload = z.output<ReturnType<typeof checksSchemaOf>>;

/** The list filter "confirmed in the last N months" (`confirmedWithinMonths`); blank is none. */
export const confirmedWithinMonthsParam = z.preprocess(
  (v) => (v === '' || v == null ? null : v),
  z.coerce
    .number({ error: M.confirmedWithinRange })
    .int(M.confirmedWithinRange)
    .min(1, M.confirmedWithinRange)
    .max(CONFIRMED_WITHIN_MONTHS_MAX, M.confirmedWithinRange)
    .nullish(),
);
export const confirmedWithinFilter = {
  confirmedWithinMonths: described(
    confirmedWithinMonthsParam,
    'Only entries whose accommodations were confirmed in the last this many months (1 to 120): ' +
      'each of `accommodations` when given, else any it lists.',
  ),
};

/**
 * The accommodations an entry offers (their keys; see accommodations.ts), and how each is confirmed now.
 */
export const accommodationsAnswer = {
  accommodations: described(z.array(z.string()), 'The keys of the accommodations it offers (see `accommodations`).'),
  ...accommodationStatusAnswer,
};
