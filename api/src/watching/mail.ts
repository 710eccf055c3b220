/**
 * Notification mail at once: a background round claims the notifications not yet settled (several API
 * instances never claim the same one: `FOR UPDATE SKIP LOCKED`), and for each whose person wants that
 * type at once, and has a confirmed address, queues a mail in the outbox in the same transaction, with
 * the one-click unsubscribe headers (RFC 8058), within the mail throttle's limits for the address (one
 * held back waits for the next slot). The outbox delivers it, retrying with growing waits.
 */
import { sql } from 'kysely';
import {
  EMAIL_DEFAULTS,
  isEntryKind,
  isNotificationType,
  notificationDetails,
  notificationMail,
  notificationText,
  suggestionPaths,
  SITE_PAGES,
  WATCHING,
} from '@ffc/domain';
import type { Database } from '../db/database.js';
import { build, compiled, rows } from '../db/query.js';
import { claimMailSlot, mailSlotFreeAt } from '../mail/throttle.js';
import type { Mailer } from '../mail/mailer.js';
import type { UnsubscribeLinks } from './unsubscribe.js';

/**
 * The headers of one-click unsubscribe (RFC 8058) and the list a mail belongs to (`List-Id`, by the
 * type or digest it carries, under the site's host name).
 */
export function listHeaders(unsubscribe: string, name: string, list: string, publicUrl: string) {
  return {
    'List-Unsubscribe': `<${unsubscribe}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'List-Id': `${name} <${list}.notifications.${new URL(publicUrl).hostname}>`,
  };
}

/** Notifications claimed in one round. */
const BATCH = 100;

interface Claimed {
  id: number;
  userId: number;
  type: string;
  kind: string;
  entryId: number;
  title: string;
  details: unknown;
  cadence: string | null;
  email: string;
  mailable: boolean;
}

/** Settles the notifications not yet mailed, mailing those wanted at once; answers how many mails were queued. */
export async function mailNotifications(
  db: Database,
  mailer: Mailer,
  { links, publicUrl }: { links: UnsubscribeLinks; publicUrl: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    // SQL text: the UPDATE … FROM a locked, skipped batch, and the cadence read from a JSON column.
    const claimed = await rows(
      tx,
      compiled(sql<Claimed>`WITH due AS (
          SELECT id FROM notifications WHERE mailed_at IS NULL AND (mail_due_at IS NULL OR mail_due_at <= now())
          ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED
        )
        UPDATE notifications n SET mailed_at = now()
        FROM due, users u LEFT JOIN notification_settings ns ON ns.user_id = u.id
        WHERE n.id = due.id AND u.id = n.user_id
        RETURNING n.id, n.user_id AS "userId", n.type, n.entry_kind AS kind, n.entry_id AS "entryId", n.title,
          n.details, coalesce(ns.email ->> n.type, ${JSON.stringify(EMAIL_DEFAULTS)}::jsonb ->> n.type) AS cadence,
          u.email, (u.enabled AND u.email_confirmed) AS mailable`),
    );
    let queued = 0;
    for (const n of claimed) {
      // Daily and weekly digests are not sent yet: such a notification is settled without mail.
      if (n.cadence !== 'immediate' || !n.mailable || !isNotificationType(n.type) || !isEntryKind(n.kind)) continue;
      // The throttle of all mail to one address (once a minute, so many a day): held back, it is
      // mailed once the throttle lets it, never lost.
      if (!(await claimMailSlot(tx, n.email, 'notification'))) {
        await rows(
          tx,
          build
            .updateTable('notifications')
            .set({ mailed_at: null, mail_due_at: mailSlotFreeAt(n.email, 'notification') })
            .where('id', '=', n.id),
        );
        continue;
      }
      const text = notificationText(n.type, n.kind, notificationDetails.parse(n.details));
      const unsubscribe = links.link(n.userId, n.type);
      const mail = notificationMail(
        { type: n.type, title: n.title, text },
        {
          place: new URL(suggestionPaths.entry(n.kind, n.entryId), publicUrl).href,
          unsubscribe,
          settings: new URL(SITE_PAGES.notificationSettings.path, publicUrl).href,
        },
      );
      await mailer.send(tx, {
        to: n.email,
        userId: n.userId,
        ...mail,
        headers: listHeaders(unsubscribe, WATCHING.mail.listName.changes, n.type, publicUrl),
      });
      queued += 1;
    }
    return queued;
  });
}
