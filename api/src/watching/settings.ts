/** Each person's notification settings (`notification_settings`): their choices over the defaults. */
import { sql } from 'kysely';
import { notificationSettingsOf, unsubscribed, type NotificationSettings, type UnsubscribeTarget } from '@ffc/domain';
import type { Queryable } from '../db/database.js';
import { build, first, rows } from '../db/query.js';

export async function settingsOf(db: Queryable, userId: number): Promise<NotificationSettings> {
  const row = await first(
    db,
    build
      .selectFrom('notification_settings')
      .select(['email', 'push', 'time_zone as timeZone', 'watch_safe_for_me as watchSafeForMe'])
      .where('user_id', '=', userId),
  );
  return notificationSettingsOf(row);
}

export async function saveSettings(db: Queryable, userId: number, settings: NotificationSettings): Promise<void> {
  const values = {
    email: sql<unknown>`${JSON.stringify(settings.email)}::jsonb`,
    push: sql<unknown>`${JSON.stringify(settings.push)}::jsonb`,
    time_zone: settings.timeZone,
    watch_safe_for_me: settings.watchSafeForMe,
    modified_date: sql<string>`now()`,
  };
  await rows(
    db,
    build
      .insertInto('notification_settings')
      .values({ user_id: userId, ...values })
      .onConflict((c) => c.column('user_id').doUpdateSet(values)),
  );
}

/** Stops what an unsubscribe link names, keeping every other choice (one-click unsubscribe). */
export async function unsubscribe(db: Queryable, userId: number, target: UnsubscribeTarget): Promise<void> {
  await saveSettings(db, userId, unsubscribed(await settingsOf(db, userId), target));
}
