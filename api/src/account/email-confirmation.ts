/**
 * Email confirmation: a signup (or a changed address) starts unconfirmed and is mailed a
 * single-use link, valid for EMAIL_CONFIRMATION_TTL_DAYS; only the token's SHA-256 is stored.
 * Until the address is confirmed the person's reviews (and checks) count in no rating, so every
 * change of `users.email_confirmed` recounts what their activity counts in, in its transaction.
 */
import { EMAIL_CONFIRMATION_TTL_DAYS, SITE_NAME } from '@ffc/domain';
import { sql } from 'kysely';
import type { ApiContext } from '../context.js';
import type { Queryable } from '../db/database.js';
import { build, compiled, rows } from '../db/query.js';
import { refreshChecksOfUser } from '../entries/checks.js';
import { recountRatings } from '../reviews/repository.js';
import { sendThrottled } from '../mail/throttle.js';
import { endLinks, issueLink, useLink } from './links.js';
import { REVIEWED_SPECS } from '../kinds/all.js';

/** Who the link goes to. */
export interface Addressee {
  id: number;
  username: string;
  email: string;
}

/**
 * Mails a new confirmation link to the account's current address, unless the mail throttle holds
 * it back (then no token is made). Answers whether it was queued. `db` may be a transaction.
 */
export async function mailConfirmationLink(
  { db, mailer, config }: Pick<ApiContext, 'mailer' | 'config'> & { db: Queryable },
  account: Addressee,
): Promise<boolean> {
  return sendThrottled(db, mailer, 'email-confirmation', account.email, async () => {
    const token = await issueConfirmationToken(db, account.id);
    const link = `${config.publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;
    return {
      to: account.email,
      userId: account.id,
      subject: `Confirm your ${SITE_NAME} email address`,
      text:
        `Hello ${account.username},\n\n` +
        `Please confirm that this is your email address by opening this link within ` +
        `${EMAIL_CONFIRMATION_TTL_DAYS} days; it works once:\n\n${link}\n\n` +
        `Until you do, your reviews are shown but not counted in any rating. ` +
        `If you did not sign up or change your address at ${SITE_NAME}, you can ignore this message.\n\n${SITE_NAME}`,
    };
  });
}

/** A new link's token for the account (only its hash is stored). */
export function issueConfirmationToken(db: Queryable, userId: number): Promise<string> {
  return issueLink(
    db,
    'email_confirmation_tokens',
    userId,
    sql<string>`make_interval(days => ${EMAIL_CONFIRMATION_TTL_DAYS})`,
  );
}

/** Ends every unused link of the account (it was used, or the address it was sent to changed). */
const spendLinks = (tx: Queryable, userId: number) => endLinks(tx, 'email_confirmation_tokens', userId);

/**
 * Follows a link: marks the token used (in the statement that checks it, so two uses at once
 * cannot both pass), confirms the account and recounts its activity. Answers the account, or
 * null when the token is unknown, used or expired. Call it in a transaction.
 */
export async function confirmEmail(tx: Queryable, token: string): Promise<number | null> {
  const userId = await useLink(tx, 'email_confirmation_tokens', token);
  if (userId === null) return null;
  const changed = await rows(
    tx,
    build
      .updateTable('users')
      .set({ email_confirmed: true })
      .where('id', '=', userId)
      .where('email_confirmed', '=', false)
      .returning('id'),
  );
  if (changed.length > 0) await afterEmailConfirmationChanged(tx, userId);
  return userId;
}

/**
 * A changed address is unconfirmed again: its links die and the person's activity stops counting. Call it in a
 * transaction.
 */
export async function unconfirmEmail(tx: Queryable, userId: number): Promise<void> {
  await spendLinks(tx, userId);
  const changed = await rows(
    tx,
    build
      .updateTable('users')
      .set({ email_confirmed: false })
      .where('id', '=', userId)
      .where('email_confirmed', '=', true)
      .returning('id'),
  );
  if (changed.length > 0) await afterEmailConfirmationChanged(tx, userId);
}

/**
 * The one place that recounts everything a person's activity counts in, after their address was
 * confirmed or became unconfirmed (same transaction): the rating and review count of every entry
 * they reviewed, and the accommodation summaries of every entry they checked.
 */
export async function afterEmailConfirmationChanged(tx: Queryable, userId: number): Promise<void> {
  for (const spec of REVIEWED_SPECS) {
    const parent = sql.id(spec.reviews.parentColumn);
    const reviewed = await rows(
      tx,
      compiled(
        sql<{
          parentId: number;
        }>`SELECT DISTINCT ${parent} AS "parentId" FROM ${sql.table(spec.reviews.table)}
          WHERE created_by_id = ${userId} ORDER BY 1`,
      ),
    );
    // In id order, so two recounts at once lock the entries in the same order.
    for (const { parentId } of reviewed) await recountRatings(tx, spec, parentId);
  }
  await refreshChecksOfUser(tx, userId);
}
