/**
 * Watching places and hearing when they change: a person watches a place (and the places they saved to
 * "Safe for me" are watched too), and each change to it leaves them a notification, never about their
 * own actions. `PUT /user/watches/{collection}/{id}`, `GET /user/notifications`.
 */
import { z } from 'zod';
import { id, pageOf } from '../entries/entries.js';
import { rowId } from '../entries/validation.js';
import { ENTRY_KINDS, type EntryKind } from '../kinds/kinds.js';
import { accommodationLabel } from '../trust/accommodations.js';
import { ACCOMMODATION_STATES, type AccommodationState } from '../trust/checks.js';
import { WATCHING } from './watchingText.js';

export { WATCHES_MAX, WATCHING } from './watchingText.js';

/** What a person hears about, one type each. */
export const NOTIFICATION_TYPES = ['status-changed', 'reported', 'closed', 'review', 'photo', 'new-place'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const isNotificationType = (type: string): type is NotificationType =>
  NOTIFICATION_TYPES.some((t) => t === type);

/** How a place's closing changed: closed, merged into another, or reopened (the history's actions). */
export const CLOSING_ACTIONS = ['closed', 'merged', 'reopened'] as const;
export type ClosingAction = (typeof CLOSING_ACTIONS)[number];

/** What a notification keeps of its change, beside its type: the accommodations' states, or the closing. */
export const notificationDetails = z
  .object({
    changes: z
      .array(z.object({ key: z.string(), from: z.enum(ACCOMMODATION_STATES), to: z.enum(ACCOMMODATION_STATES) }))
      .optional(),
    action: z.enum(CLOSING_ACTIONS).optional(),
  })
  .catch({});
export type NotificationDetails = z.output<typeof notificationDetails>;

/**
 * What a notification says changed, in a sentence: the same for everyone it was left for, made when it
 * is read (so it reads in the reader's words, not the writer's).
 */
export function notificationText(type: NotificationType, kind: EntryKind, details: NotificationDetails): string {
  const t = WATCHING.text;
  switch (type) {
    case 'status-changed':
      return (details.changes ?? [])
        .map((c) => t.statusChanged(accommodationLabel(kind, c.key), c.from, c.to))
        .join(' ');
    case 'reported':
      return t.reported;
    case 'closed':
      return t.closed[details.action ?? 'closed'];
    case 'review':
      return t.review;
    case 'photo':
      return t.photo;
    case 'new-place':
      return t.newPlace;
  }
}

/**
 * The accommodations whose state a change moved (`before` and `after` by key): the status changes a
 * watcher hears about. A key newly listed or no longer listed is no change of state.
 */
export function stateChanges(
  before: ReadonlyMap<string, AccommodationState>,
  after: ReadonlyMap<string, AccommodationState>,
): { key: string; from: AccommodationState; to: AccommodationState }[] {
  return [...after].flatMap(([key, to]) => {
    const from = before.get(key);
    return from && from !== to ? [{ key, from, to }] : [];
  });
}

/** A place the person watches. */
export const watchedPlace = z.object({
  kind: z.enum(ENTRY_KINDS),
  entryId: id,
  name: z.string(),
  /** Since when (ISO). */
  since: z.string(),
});
export type WatchedPlace = z.infer<typeof watchedPlace>;

/** `PUT` and `DELETE /user/watches/{collection}/{id}`. */
export const watchPath = z.object({ collection: z.enum(ENTRY_KINDS), id: rowId() });

/** One notification as its reader sees it: the place, what changed, and whether it was read. */
export const notification = z.object({
  id,
  type: z.enum(NOTIFICATION_TYPES),
  kind: z.enum(ENTRY_KINDS),
  entryId: id,
  /** The place's name when it changed. */
  title: z.string(),
  text: z.string(),
  createdDate: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notification>;

/** A page of the reader's notifications, newest first, with how many are unread in all. */
export const notificationPage = pageOf(notification).extend({ unread: z.number().int() });
export type NotificationPage = z.infer<typeof notificationPage>;

/** `GET /user/notifications?unread=true`: only the unread ones. */
export const notificationsQuery = z.object({
  unread: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

/** `PUT /user/notifications/read`: some by id, or all of them. */
export const markReadSchema = z
  .object({ ids: z.array(rowId()).max(100).optional(), all: z.boolean().optional() })
  .refine((v) => v.all === true || (v.ids?.length ?? 0) > 0, { message: WATCHING.markReadRequired, path: ['ids'] });
export type MarkRead = z.output<typeof markReadSchema>;
