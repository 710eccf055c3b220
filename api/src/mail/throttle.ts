/**
 * How often mail that anyone can trigger reaches one address: at most once per MAIL_INTERVAL_SECONDS
 * and MAIL_DAILY_MAX times a day for each purpose. The check and the claim are one upsert, so
 * concurrent requests (on PostgreSQL or PGlite) cannot both pass.
 */
import { createHash } from 'node:crypto';
import { MAIL_DAILY_MAX, MAIL_INTERVAL_SECONDS } from '@ffc/domain';
import { sql } from 'kysely';
import type { Queryable } from '../db/database.js';
import { build, compiled, rows } from '../db/query.js';
import type { Mail, Mailer } from './mailer.js';

export type ThrottledPurpose =
  'password-reset' | 'username-reminder' | 'signup-attempt' | 'email-confirmation' | 'notification';

/** Addresses differ only in case and spacing as typed; the row keeps no readable address. */
const addressHash = (address: string) => createHash('sha256').update(address.trim().toLowerCase()).digest('hex');

/** Claims the purpose's slot for the address: true when a mail may go now (and counts it), false when throttled. */
/**
 * The throttle's one rule, over a row of `mail_throttle` named `t`: when its purpose's next mail to
 * the address may go. A minute after the last, and once the day is over when its mails are spent.
 */
const freeAt = (t: string) =>
  sql`greatest(${sql.ref(`${t}.last_sent_at`)} + make_interval(secs => ${MAIL_INTERVAL_SECONDS}),
    CASE WHEN ${sql.ref(`${t}.sent_that_day`)} >= ${MAIL_DAILY_MAX}
      THEN ${sql.ref(`${t}.day_started_at`)} + interval '1 day' ELSE now() END)`;

export async function claimMailSlot(db: Queryable, address: string, purpose: ThrottledPurpose): Promise<boolean> {
  const dayOver = sql`mail_throttle.day_started_at <= now() - interval '1 day'`;
  const claimed = await rows(
    db,
    compiled(sql<{ claimed: number }>`
      INSERT INTO mail_throttle (address_hash, purpose, last_sent_at, day_started_at, sent_that_day)
      VALUES (${addressHash(address)}, ${purpose}, now(), now(), 1)
      ON CONFLICT (address_hash, purpose) DO UPDATE SET
        last_sent_at = now(),
        day_started_at = CASE WHEN ${dayOver} THEN now() ELSE mail_throttle.day_started_at END,
        sent_that_day = CASE WHEN ${dayOver} THEN 1 ELSE mail_throttle.sent_that_day + 1 END
      WHERE ${freeAt('mail_throttle')} <= now()
      RETURNING 1 AS claimed`),
  );
  return claimed.length > 0;
}

/** When the purpose's next mail to the address may go (an SQL expression; now when it has had none). */
export function mailSlotFreeAt(address: string, purpose: ThrottledPurpose) {
  return sql<string>`coalesce((SELECT ${freeAt('t')} FROM mail_throttle t
    WHERE t.address_hash = ${addressHash(address)} AND t.purpose = ${purpose}), now())`;
}

/**
 * Queues the mail `compose` writes, unless the address has had this purpose's mail too recently;
 * `compose` (which may create a reset token) runs only when the mail will go. Answers whether it was queued.
 */
export async function sendThrottled(
  db: Queryable,
  mailer: Mailer,
  purpose: ThrottledPurpose,
  to: string,
  compose: () => Promise<Mail>,
): Promise<boolean> {
  if (!(await claimMailSlot(db, to, purpose))) return false;
  await mailer.send(db, await compose());
  return true;
}

/** Forgets an address (its account is being deleted). */
export async function forgetMailThrottle(db: Queryable, address: string): Promise<void> {
  await rows(db, build.deleteFrom('mail_throttle').where('address_hash', '=', addressHash(address)));
}

/** Deletes rows whose day and minute are both over: they would throttle nothing. */
export async function pruneMailThrottle(db: Queryable): Promise<number> {
  const pruned = await rows(
    db,
    build
      .deleteFrom('mail_throttle')
      .where('day_started_at', '<', sql<string>`now() - interval '1 day'`)
      .where('last_sent_at', '<', sql<string>`now() - make_interval(secs => ${MAIL_INTERVAL_SECONDS})`)
      .returning('address_hash'),
  );
  return pruned.length;
}
