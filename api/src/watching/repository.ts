/**
 * Watched places and notifications: a person's watches, and the fan-out that leaves a notification for
 * everyone who watches a changed place (or saved it to "Safe for me"), written by one statement in the
 * change's own transaction, never for the person who made the change.
 */
import { sql } from 'kysely';
import {
  isEntryKind,
  isNotificationType,
  notificationDetails,
  notificationText,
  WATCHES_MAX,
  WATCHING,
  type EntryKind,
  type Notification,
  type NotificationDetails,
  type NotificationPage,
  type NotificationType,
  type WatchedPlace,
} from '@ffc/domain';
import type { Queryable } from '../db/database.js';
import { build, compiled, first, rows } from '../db/query.js';
import { fieldError, notFound } from '../http/errors.js';
import { fetchPage, type PageRequest } from '../http/pages.js';
import { ENTRY_SPECS, SPECS_BY_KIND } from '../kinds/all.js';

/** Watches the entry (which must exist); watching it again changes nothing. */
export async function watch(tx: Queryable, userId: number, kind: EntryKind, entryId: number): Promise<void> {
  // Kept from being deleted until this transaction ends: no watch outlives its entry.
  const exists = await first(
    tx,
    compiled(
      sql<{
        id: number;
      }>`SELECT id FROM ${sql.table(SPECS_BY_KIND[kind].table)} WHERE id = ${entryId} FOR KEY SHARE`,
    ),
  );
  if (!exists) throw notFound(WATCHING.noSuchEntry);
  // One person's watches are counted one request at a time.
  await rows(tx, build.selectFrom('users').select('id').where('id', '=', userId).forUpdate());
  const held = await first(
    tx,
    build
      .selectFrom('watches')
      .select([
        sql<number>`count(*)::int`.as('n'),
        sql<boolean | null>`bool_or(entry_kind = ${kind} AND entry_id = ${entryId})`.as('watched'),
      ])
      .where('user_id', '=', userId),
  );
  if (held?.watched) return;
  if ((held?.n ?? 0) >= WATCHES_MAX) throw fieldError('id', WATCHING.tooManyWatches);
  await rows(
    tx,
    build
      .insertInto('watches')
      .values({ user_id: userId, entry_kind: kind, entry_id: entryId })
      .onConflict((c) => c.doNothing()),
  );
}

export async function unwatch(db: Queryable, userId: number, kind: EntryKind, entryId: number): Promise<void> {
  await rows(
    db,
    build
      .deleteFrom('watches')
      .where('user_id', '=', userId)
      .where('entry_kind', '=', kind)
      .where('entry_id', '=', entryId),
  );
}

/** The places a person watches with their names, newest first. */
export async function watchesOf(db: Queryable, userId: number): Promise<WatchedPlace[]> {
  // SQL text: each kind's names are in its own table, chosen from the specs.
  const perKind = ENTRY_SPECS.map(
    (spec) => sql`SELECT w.entry_kind AS kind, w.entry_id AS "entryId", e.name, w.created_date AS since
      FROM watches w JOIN ${sql.table(spec.table)} e ON e.id = w.entry_id
      WHERE w.user_id = ${userId} AND w.entry_kind = ${spec.collection}`,
  );
  return rows(
    db,
    compiled(
      sql<WatchedPlace>`SELECT * FROM (${sql.join(perKind, sql` UNION ALL `)}) w ORDER BY since DESC, kind, "entryId"`,
    ),
  );
}

/** A change to a place that its watchers hear about. */
export interface PlaceChange {
  readonly type: NotificationType;
  /** The entry's collection (any other, a support ticket's, has no watchers). */
  readonly kind: string;
  readonly entryId: number;
  /** Who made it: they are not told of their own change; null when nobody did (the clock). */
  readonly actorId: number | null;
  readonly details?: NotificationDetails;
}

/**
 * Leaves a notification of the change for each person who watches the place or saved it to Safe for
 * me (unless they turned that off), but its actor: one INSERT … SELECT, in the caller's transaction.
 * Answers how many were left.
 */
export async function notifyWatchers(tx: Queryable, change: PlaceChange): Promise<number> {
  const { type, kind, entryId, actorId, details = {} } = change;
  if (!isEntryKind(kind)) return 0;
  // SQL text: the place's name is read from its kind's table, chosen from the specs.
  const left = await rows(
    tx,
    compiled(sql<{ id: number }>`INSERT INTO notifications (user_id, type, entry_kind, entry_id, title, details)
      SELECT w.user_id, ${type}, ${kind}, ${entryId}, e.name, ${JSON.stringify(details)}::jsonb
      FROM (SELECT user_id FROM watches WHERE entry_kind = ${kind} AND entry_id = ${entryId}
            UNION
            SELECT l.user_id FROM user_list_entries le JOIN user_lists l ON l.id = le.list_id AND l.builtin = 'safe'
              LEFT JOIN notification_settings ns ON ns.user_id = l.user_id
            WHERE le.entry_kind = ${kind} AND le.entry_id = ${entryId} AND coalesce(ns.watch_safe_for_me, true)) w
        JOIN ${sql.table(SPECS_BY_KIND[kind].table)} e ON e.id = ${entryId}
      WHERE w.user_id IS DISTINCT FROM ${actorId}::int
      RETURNING id`),
  );
  return left.length;
}

const mine = (userId: number, unreadOnly: boolean) => {
  const query = build.selectFrom('notifications as n').where('n.user_id', '=', userId);
  return unreadOnly ? query.where('n.read_date', 'is', null) : query;
};

/** A page of a person's notifications, newest first, each in a sentence, with their unread count. */
export async function notificationsOf(
  db: Queryable,
  userId: number,
  unreadOnly: boolean,
  request: PageRequest,
): Promise<NotificationPage> {
  const found = await fetchPage(
    db,
    {
      page: (limit, offset, count) =>
        mine(userId, unreadOnly)
          .select([
            sql<number>`n.id::int`.as('id'),
            'n.type',
            'n.entry_kind as kind',
            'n.entry_id as entryId',
            'n.title',
            'n.details',
            'n.created_date as createdDate',
            sql<boolean>`n.read_date IS NOT NULL`.as('read'),
            count,
          ])
          .orderBy('n.id', 'desc')
          .limit(limit)
          .offset(offset),
      matching: (limit) => mine(userId, unreadOnly).select('n.id').limit(limit),
    },
    request,
  );
  const content = found.content.flatMap(({ details, ...row }): Notification[] => {
    const { type, kind } = row;
    if (!isNotificationType(type) || !isEntryKind(kind)) return [];
    return [{ ...row, type, kind, text: notificationText(type, kind, notificationDetails.parse(details)) }];
  });
  return { ...found, content, unread: await unreadCount(db, userId) };
}

export async function unreadCount(db: Queryable, userId: number): Promise<number> {
  const counted = await first(db, mine(userId, true).select(sql<number>`count(*)::int`.as('n')));
  return counted?.n ?? 0;
}

/** Marks some of a person's notifications read (others' ids change nothing), or all of them. */
export async function markRead(db: Queryable, userId: number, which: { ids?: number[]; all?: boolean }) {
  let update = build
    .updateTable('notifications')
    .set({ read_date: sql<string>`now()` })
    .where('user_id', '=', userId)
    .where('read_date', 'is', null);
  if (!which.all) update = update.where('id', 'in', which.ids ?? []);
  await rows(db, update);
}
