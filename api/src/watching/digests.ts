/**
 * Daily and weekly digests: at DIGEST_HOUR in each person's time zone (every day; on Mondays for the
 * weekly one), one mail of what changed since their last digest at the places they watch, grouped by
 * place, for the types they get that often; none when nothing changed. Each person's digest is claimed
 * by one upsert (`notification_digests`), so several API instances never send it twice, and a round
 * takes a batch of people at a time.
 */
import { sql } from 'kysely';
import {
  DIGEST_HOUR,
  EMAIL_DEFAULTS,
  digestMail,
  isEntryKind,
  isNotificationType,
  notificationDetails,
  notificationText,
  suggestionPaths,
  SITE_PAGES,
  WATCHING,
  type DigestCadence,
} from '@ffc/domain';
import type { Database, Queryable } from '../db/database.js';
import { compiled, first, rows } from '../db/query.js';
import type { Mailer } from '../mail/mailer.js';
import { listHeaders } from './mail.js';
import type { UnsubscribeLinks } from './unsubscribe.js';

/** People whose digests one round sends at most. */
const BATCH = 200;
/** A first digest covers at most this much before its slot. */
const FIRST_COVERS: Readonly<Record<DigestCadence, string>> = { daily: '1 day', weekly: '7 days' };

interface Due {
  userId: number;
  cadence: DigestCadence;
  slot: string;
  email: string;
}

/** A type's cadence for the notification `n` and settings `ns`, as SQL (the defaults as a parameter). */
const cadenceOf = sql`coalesce(ns.email ->> n.type, ${JSON.stringify(EMAIL_DEFAULTS)}::jsonb ->> n.type)`;

/**
 * The people with a digest due at `now`: its slot (today's DIGEST_HOUR in their zone, or this week's
 * Monday's) has passed since their last one, and they have something of that cadence from the last week.
 */
async function dueDigests(db: Queryable, now: Date): Promise<Due[]> {
  // SQL text: time zone arithmetic and a cadence read from a JSON column.
  const at = now.toISOString();
  return rows(
    db,
    compiled(sql<Due>`WITH wanted AS (
        SELECT DISTINCT n.user_id, ${cadenceOf} AS cadence, coalesce(ns.time_zone, 'UTC') AS zone
        FROM notifications n LEFT JOIN notification_settings ns ON ns.user_id = n.user_id
        WHERE n.created_date > ${at}::timestamptz - interval '8 days'
      ), slots AS (
        SELECT user_id, cadence,
          (date_trunc(CASE cadence WHEN 'daily' THEN 'day' ELSE 'week' END,
              ${at}::timestamptz AT TIME ZONE zone)
            + make_interval(hours => ${DIGEST_HOUR})) AT TIME ZONE zone AS slot
        FROM wanted WHERE cadence IN ('daily', 'weekly')
      )
      SELECT s.user_id AS "userId", s.cadence, s.slot, u.email
      FROM slots s JOIN users u ON u.id = s.user_id AND u.enabled AND u.email_confirmed
        LEFT JOIN notification_digests d ON d.user_id = s.user_id AND d.cadence = s.cadence
      WHERE s.slot <= ${at}::timestamptz AND (d.sent_at IS NULL OR d.sent_at < s.slot)
      ORDER BY s.user_id, s.cadence LIMIT ${BATCH}`),
  );
}

/** Sends the digests due at `now`; answers how many mails were queued. */
export async function mailDigests(
  db: Database,
  mailer: Mailer,
  { links, publicUrl, now = new Date() }: { links: UnsubscribeLinks; publicUrl: string; now?: Date },
): Promise<number> {
  let queued = 0;
  for (const due of await dueDigests(db, now)) {
    const sent = await db.transaction(async (tx) => {
      // Claimed: only the instance whose upsert moves the time on sends it.
      const claimed = await first(
        tx,
        compiled(sql<{ previous: string | null }>`WITH before AS (
            SELECT sent_at FROM notification_digests WHERE user_id = ${due.userId} AND cadence = ${due.cadence}
          )
          INSERT INTO notification_digests AS d (user_id, cadence, sent_at)
          VALUES (${due.userId}, ${due.cadence}, ${due.slot})
          ON CONFLICT (user_id, cadence) DO UPDATE SET sent_at = excluded.sent_at WHERE d.sent_at < excluded.sent_at
          RETURNING (SELECT sent_at FROM before) AS previous`),
      );
      if (!claimed) return false;
      const since = claimed.previous ?? null;
      const found = await rows(
        tx,
        compiled(sql<{ type: string; kind: string; entryId: number; title: string; details: unknown }>`
          SELECT n.type, n.entry_kind AS kind, n.entry_id AS "entryId", n.title, n.details
          FROM notifications n LEFT JOIN notification_settings ns ON ns.user_id = n.user_id
          WHERE n.user_id = ${due.userId} AND ${cadenceOf} = ${due.cadence}
            AND n.created_date <= ${due.slot}::timestamptz
            AND n.created_date > coalesce(${since}::timestamptz,
              ${due.slot}::timestamptz - ${FIRST_COVERS[due.cadence]}::interval)
          ORDER BY n.entry_kind, n.entry_id, n.id`),
      );
      const places = new Map<string, { title: string; url: string; changes: string[] }>();
      for (const n of found) {
        if (!isNotificationType(n.type) || !isEntryKind(n.kind)) continue;
        const key = `${n.kind}/${n.entryId}`;
        const place = places.get(key) ?? {
          title: n.title,
          url: new URL(suggestionPaths.entry(n.kind, n.entryId), publicUrl).href,
          changes: [],
        };
        place.changes.push(notificationText(n.type, n.kind, notificationDetails.parse(n.details)));
        places.set(key, place);
      }
      // Nothing new: no mail, and the next digest starts from here.
      if (places.size === 0) return false;
      const unsubscribe = links.link(due.userId, due.cadence);
      await mailer.send(tx, {
        to: due.email,
        userId: due.userId,
        ...digestMail(due.cadence, [...places.values()], {
          unsubscribe,
          settings: new URL(SITE_PAGES.notificationSettings.path, publicUrl).href,
        }),
        headers: listHeaders(unsubscribe, WATCHING.mail.listName.digest, due.cadence, publicUrl),
      });
      return true;
    });
    if (sent) queued += 1;
  }
  return queued;
}
