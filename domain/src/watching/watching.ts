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
export * from './areas.js';
export * from './push.js';

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
    /** Why a place in a watched area is news: it is new, or it now meets the person's needs. */
    reason: z.enum(['new', 'meets-needs']).optional(),
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
      return t.newPlace[details.reason ?? 'new'];
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

/** How often a type's changes are mailed: at once, in a daily or weekly digest, or not at all. */
export const EMAIL_CADENCES = ['immediate', 'daily', 'weekly', 'off'] as const;
export type EmailCadence = (typeof EMAIL_CADENCES)[number];

/** What a person who never chose hears by mail: a state or a closing at once, the rest weekly. */
export const EMAIL_DEFAULTS: Readonly<Record<NotificationType, EmailCadence>> = {
  'status-changed': 'immediate',
  reported: 'weekly',
  closed: 'immediate',
  review: 'weekly',
  photo: 'weekly',
  'new-place': 'weekly',
};

/** A time zone the runtime knows (IANA, e.g. Europe/Oslo): digests go out at 07:00 there. */
const timeZone = z
  .string()
  .trim()
  .min(1, WATCHING.settings.badTimeZone)
  .max(64, WATCHING.settings.badTimeZone)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, WATCHING.settings.badTimeZone);

/** One value for each type (a type added to NOTIFICATION_TYPES without one here fails to compile below). */
const perType = <T extends z.ZodType>(value: T) =>
  z.object({
    'status-changed': value,
    reported: value,
    closed: value,
    review: value,
    photo: value,
    'new-place': value,
  } satisfies Record<NotificationType, T>);

/** `GET` and `PUT /user/notification-settings`: mail per type, push per type, the time zone, Safe for me. */
export const notificationSettings = z.object({
  email: perType(z.enum(EMAIL_CADENCES, { error: WATCHING.settings.badCadence })),
  push: perType(z.boolean()),
  timeZone,
  /** Whether the places saved to Safe for me are watched too. */
  watchSafeForMe: z.boolean(),
});
export type NotificationSettings = z.output<typeof notificationSettings>;

export const NOTIFICATION_SETTINGS_DEFAULT: NotificationSettings = {
  email: { ...EMAIL_DEFAULTS },
  push: { 'status-changed': false, reported: false, closed: false, review: false, photo: false, 'new-place': false },
  timeZone: 'UTC',
  watchSafeForMe: true,
};

/** A notification's mail: its place and change, the link to it, and how to stop this type's mail. */
export function notificationMail(
  n: { type: NotificationType; title: string; text: string },
  links: { place: string; unsubscribe: string; settings: string },
): { subject: string; text: string } {
  const m = WATCHING.mail;
  return {
    subject: m.subject(n.title),
    text: [
      m.greeting(n.title),
      '',
      n.text,
      '',
      links.place,
      '',
      m.why,
      m.stop(links.unsubscribe),
      m.settings(links.settings),
    ].join('\n'),
  };
}

/** Stored settings as they were saved: a type or a value that is not (any longer) known takes its default. */
const storedSettings = z.object({
  email: perType(z.enum(EMAIL_CADENCES)).partial().catch({}),
  push: perType(z.boolean()).partial().catch({}),
  timeZone: timeZone.catch(NOTIFICATION_SETTINGS_DEFAULT.timeZone),
  watchSafeForMe: z.boolean().catch(true),
});

/** A person's settings: what they chose over the defaults (none stored: the defaults). */
export function notificationSettingsOf(stored: Record<string, unknown> | undefined): NotificationSettings {
  if (!stored) return NOTIFICATION_SETTINGS_DEFAULT;
  const chosen = storedSettings.parse(stored);
  return {
    email: { ...NOTIFICATION_SETTINGS_DEFAULT.email, ...chosen.email },
    push: { ...NOTIFICATION_SETTINGS_DEFAULT.push, ...chosen.push },
    timeZone: chosen.timeZone,
    watchSafeForMe: chosen.watchSafeForMe,
  };
}

/** The digests: what a digest's unsubscribe link stops (every type mailed that often). */
export const DIGEST_CADENCES = ['daily', 'weekly'] as const;
export type DigestCadence = (typeof DIGEST_CADENCES)[number];
/** What one unsubscribe link stops: one type's mail at once, or a digest. */
export const UNSUBSCRIBE_TARGETS = [...NOTIFICATION_TYPES, ...DIGEST_CADENCES] as const;
export type UnsubscribeTarget = (typeof UNSUBSCRIBE_TARGETS)[number];
export const isUnsubscribeTarget = (value: string): value is UnsubscribeTarget =>
  UNSUBSCRIBE_TARGETS.some((t) => t === value);

/** The local hour a digest goes out at, in the person's time zone. */
export const DIGEST_HOUR = 7;

/** Settings with a link's target stopped: one type off, or every type of a digest off. */
export function unsubscribed(settings: NotificationSettings, target: UnsubscribeTarget): NotificationSettings {
  const email = { ...settings.email };
  for (const type of NOTIFICATION_TYPES) if (type === target || email[type] === target) email[type] = 'off';
  return { ...settings, email };
}

/** What an unsubscribe link stops, in words (its page says it before the button). */
export const unsubscribeTargetLabel = (target: UnsubscribeTarget): string =>
  isNotificationType(target) ? WATCHING.settings.types[target] : WATCHING.unsubscribe.digest[target];

/** A digest's mail: the places that changed, each with what changed, and how to stop the digest. */
export function digestMail(
  cadence: DigestCadence,
  places: readonly { title: string; url: string; changes: readonly string[] }[],
  links: { unsubscribe: string; settings: string },
): { subject: string; text: string } {
  const m = WATCHING.mail;
  const changes = places.reduce((n, p) => n + p.changes.length, 0);
  const body = places.flatMap((p) => [p.title, ...p.changes.map((c) => `- ${c}`), p.url, '']);
  return {
    subject: m.digestSubject(cadence, changes, places.length),
    text: [
      m.digestGreeting(cadence),
      '',
      ...body,
      m.digestWhy,
      m.stop(links.unsubscribe),
      m.settings(links.settings),
    ].join('\n'),
  };
}

/** `GET` and `POST /unsubscribe/{token}`: what the link stops. */
export const unsubscribeAnswer = z.object({ type: z.enum(UNSUBSCRIBE_TARGETS) });
export const unsubscribePath = z.object({ token: z.string().min(1).max(200) });
