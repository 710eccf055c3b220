/** Each person's notification settings (`notification_settings`): their choices over the defaults. */
import { sql } from 'kysely';
import {
  notificationSettingsOf,
  type EmailCadence,
  type NotificationSettings,
  type NotificationType,
} from '@ffc/domain';
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

/** Sets one type's mail, keeping every other choice (one-click unsubscribe). */
export async function setEmailCadence(
  db: Queryable,
  userId: number,
  type: NotificationType,
  cadence: EmailCadence,
): Promise<void> {
  const settings = await settingsOf(db, userId);
  await saveSettings(db, userId, { ...settings, email: { ...settings.email, [type]: cadence } });
}
