/**
 * Forgot password, logged out: a single-use link, valid for PASSWORD_RESET_TTL_MINUTES, mailed at
 * most as often as the mail throttle allows. Only the token's SHA-256 is stored; using it marks it
 * used in the same statement that checks it, so two uses at once cannot both pass.
 */
import { PASSWORD_RESET_TTL_MINUTES, SITE_NAME } from '@ffc/domain';
import { sql } from 'kysely';
import type { ApiContext } from '../context.js';
import type { Queryable } from '../db/database.js';
import { issueLink, useLink } from './links.js';
import { sendThrottled } from '../mail/throttle.js';
import { findAccountByLogin } from '../users/repository.js';

/**
 * Mails a new link to the enabled account `login` (a username or an address) names, if any. No
 * token is made when the throttle holds the mail back: every token made is mailed.
 */
export async function mailResetLink(
  { db, mailer, config }: Pick<ApiContext, 'db' | 'mailer' | 'config'>,
  login: string,
): Promise<void> {
  const account = await findAccountByLogin(db, login);
  if (!account?.enabled) return;
  await sendThrottled(db, mailer, 'password-reset', account.email, async () => {
    const token = await issueResetToken(db, account.id);
    const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    return {
      to: account.email,
      userId: account.id,
      subject: `Choose a new ${SITE_NAME} password`,
      text:
        `Hello ${account.username},\n\n` +
        `Someone (we hope you) asked to choose a new password for this account. ` +
        `Open this link within ${PASSWORD_RESET_TTL_MINUTES} minutes to choose it; it works once:\n\n${link}\n\n` +
        `Choosing a new password logs the account out everywhere else. ` +
        `If you did not ask for this, you can ignore this message: your password stays as it is.\n\n${SITE_NAME}`,
    };
  });
}

/** A new link's token for the account (only its hash is stored). */
export function issueResetToken(db: Queryable, userId: number): Promise<string> {
  return issueLink(
    db,
    'password_reset_tokens',
    userId,
    sql<string>`make_interval(mins => ${PASSWORD_RESET_TTL_MINUTES})`,
  );
}

/**
 * Uses a token: the account it resets, or null when it is unknown, used or expired. The account's other links die with
 * it: one new password, one link.
 */
export function useResetToken(db: Queryable, token: string): Promise<number | null> {
  return useLink(db, 'password_reset_tokens', token);
}
