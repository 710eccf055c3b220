/**
 * Forgot password, logged out (issue 15): a single-use link, valid for PASSWORD_RESET_TTL_MINUTES.
 * Only the token's SHA-256 is stored; using it marks it used in the same statement that checks it,
 * so two uses at once cannot both pass.
 */
import { createHash, randomBytes } from 'node:crypto';
import { PASSWORD_RESET_MAIL_INTERVAL_SECONDS, PASSWORD_RESET_TTL_MINUTES } from '@ffc/domain';
import { sql } from 'kysely';
import type { Queryable } from '../db/database.js';
import { build, first, rows } from '../db/query.js';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new link's token for the account, or null when one was mailed within the last
 * PASSWORD_RESET_MAIL_INTERVAL_SECONDS (a mailbox is not flooded however often someone asks).
 */
export async function issueResetToken(db: Queryable, userId: number): Promise<string | null> {
  const recent = await first(
    db,
    build
      .selectFrom('password_reset_tokens')
      .select('id')
      .where('user_id', '=', userId)
      .where('created_at', '>', sql<string>`now() - make_interval(secs => ${PASSWORD_RESET_MAIL_INTERVAL_SECONDS})`),
  );
  if (recent) return null;
  const token = randomBytes(32).toString('base64url');
  await rows(
    db,
    build.insertInto('password_reset_tokens').values({
      user_id: userId,
      token_hash: sha256(token),
      expires_at: sql<string>`now() + make_interval(mins => ${PASSWORD_RESET_TTL_MINUTES})`,
    }),
  );
  return token;
}

/** Uses a token: the account it resets, or null when it is unknown, used or expired. */
export async function useResetToken(db: Queryable, token: string): Promise<number | null> {
  const used = await first(
    db,
    build
      .updateTable('password_reset_tokens')
      .set({ used_at: sql<string>`now()` })
      .where('token_hash', '=', sha256(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<string>`now()`)
      .returning('user_id'),
  );
  if (!used) return null;
  // The account's other links die with this one: one new password, one link.
  await rows(db, build.updateTable('password_reset_tokens').set({ used_at: sql<string>`now()` }).where('user_id', '=', used.user_id).where('used_at', 'is', null));
  return used.user_id;
}
