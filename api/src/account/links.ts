/**
 * Single-use links mailed to an account (a password reset, an email confirmation): a random token
 * whose SHA-256 alone is stored, with when it expires. Using one marks it used in the statement that
 * checks it, so two uses at once cannot both pass, and ends the account's other links of its kind.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import type { Queryable } from '../db/database.js';
import { build, first, rows } from '../db/query.js';

/** The tables of single-use links (the same columns: migrations 013 and 017). */
export type LinkTable = 'password_reset_tokens' | 'email_confirmation_tokens';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new link's token for the account, valid for `lifetime` (an interval expression); only its hash is stored. */
export async function issueLink(
  db: Queryable,
  table: LinkTable,
  userId: number,
  lifetime: RawBuilder<string>,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await rows(
    db,
    build
      .insertInto(table)
      .values({ user_id: userId, token_hash: sha256(token), expires_at: sql<string>`now() + ${lifetime}` }),
  );
  return token;
}

/** Ends every unused link of the account in `table` (one was used, or what they were for changed). */
export async function endLinks(db: Queryable, table: LinkTable, userId: number): Promise<void> {
  await rows(
    db,
    build
      .updateTable(table)
      .set({ used_at: sql<string>`now()` })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null),
  );
}

/** Uses a link: the account it was for, or null when the token is unknown, used or expired. */
export async function useLink(db: Queryable, table: LinkTable, token: string): Promise<number | null> {
  const used = await first(
    db,
    build
      .updateTable(table)
      .set({ used_at: sql<string>`now()` })
      .where('token_hash', '=', sha256(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<string>`now()`)
      .returning('user_id'),
  );
  if (!used) return null;
  await endLinks(db, table, used.user_id);
  return used.user_id;
}
