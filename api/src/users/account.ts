/**
 * A person's own data (issue 15): everything stored about them, as one JSON document, and the
 * deletion of their account (with their mail). Password hashes and token secrets are never part of an export.
 */
import { sql } from 'kysely';
import type { Queryable } from '../db/database.js';
import { build, compiled, first, rows } from '../db/query.js';
import { forgetMailThrottle } from '../mail/throttle.js';
import { recountRatings } from '../entries/reviews.js';
import { forgetVotes } from '../entries/votes.js';
import { forgetChecksOf } from '../entries/checks.js';
import type { EntrySpec, ReviewSpec } from '../entries/spec.js';
import { businessSpec } from '../businesses/spec.js';
import { homeSpec } from '../homes/spec.js';
import { productSpec } from '../products/spec.js';
import { socialSpec } from '../socials/spec.js';
import { supportSpec } from '../support/spec.js';

/** The kinds that carry reviews. */
export const REVIEWED: readonly (EntrySpec & { reviews: ReviewSpec })[] = [businessSpec, homeSpec, productSpec];
const CREATED: readonly EntrySpec[] = [businessSpec, homeSpec, productSpec, socialSpec];

/** Columns no export carries: secrets, and what the database derives for its indexes. */
const NEVER_EXPORTED = ['password_hash', 'token_hash', 'family_id', 'username_key', 'search_text', 'earth'];
const SECRETS_REMOVED = sql.raw(NEVER_EXPORTED.map((column) => ` - '${column}'`).join(''));
/** A row of `alias` as JSON, without the columns no export carries. */
const without = (alias: string) => sql`to_jsonb(${sql.id(alias)})${SECRETS_REMOVED}`;

async function jsonRows(db: Queryable, table: string, where: string, userId: number): Promise<unknown[]> {
  const found = await rows(
    db,
    compiled(sql<{ row: unknown }>`SELECT ${without('t')} AS row FROM ${sql.table(table)} t WHERE ${sql.ref(`t.${where}`)} = ${userId} ORDER BY t.id`),
  );
  return found.map((r) => r.row);
}

export type AccountExport = {
  exportedAt: string;
  profile: unknown;
  roles: string[];
  entries: Record<string, unknown[]>;
  reviews: Record<string, unknown[]>;
  supportTickets: unknown[];
  sessions: unknown[];
  passwordResets: unknown[];
  /** When each email-confirmation link was made, until when it worked and when it was used. */
  emailConfirmations: unknown[];
};

/** Everything stored about the person, read in one transaction (one consistent moment). */
export async function exportAccount(db: Queryable, userId: number): Promise<AccountExport> {
  const [profile] = await jsonRows(db, 'users', 'id', userId);
  const roles = await rows(db, compiled(sql<{ role: string }>`SELECT role FROM user_roles WHERE user_id = ${userId} ORDER BY role`));
  const entries: Record<string, unknown[]> = {};
  for (const spec of CREATED) entries[spec.collection] = await jsonRows(db, spec.table, 'created_by_id', userId);
  const reviews: Record<string, unknown[]> = {};
  for (const spec of REVIEWED) reviews[spec.collection] = await jsonRows(db, spec.reviews.table, 'created_by_id', userId);
  return {
    exportedAt: new Date().toISOString(),
    profile: profile ?? null,
    roles: roles.map((r) => r.role),
    entries,
    reviews,
    supportTickets: await jsonRows(db, supportSpec.table, 'created_by_id', userId),
    // When each login began and ended: the tokens themselves are kept only as hashes, never exported.
    sessions: await jsonRows(db, 'refresh_tokens', 'user_id', userId),
    passwordResets: await jsonRows(db, 'password_reset_tokens', 'user_id', userId),
    emailConfirmations: await jsonRows(db, 'email_confirmation_tokens', 'user_id', userId),
  };
}

/**
 * Deletes the account with its sessions and reviews; the entries those reviews were of are
 * recounted in the same transaction, so no rating counts a deleted review. Entries and tickets the
 * person created stay, their creator unset ("deleted user").
 */
export async function deleteAccount(tx: Queryable, userId: number): Promise<void> {
  // Their verdicts on accommodations go, and the entries' summaries no longer count them.
  await forgetChecksOf(tx, userId);
  // Their helpful votes go, and the reviews they marked count one fewer.
  await forgetVotes(tx, REVIEWED.map((spec) => spec.reviews), userId);
  for (const spec of REVIEWED) {
    const parent = sql.id(spec.reviews.parentColumn);
    const touched = await rows(
      tx,
      compiled(sql<{ parentId: number }>`DELETE FROM ${sql.table(spec.reviews.table)} WHERE created_by_id = ${userId} RETURNING ${parent} AS "parentId"`),
    );
    for (const parentId of new Set(touched.map((r) => r.parentId))) await recountRatings(tx, spec, parentId);
  }
  // Mail to the person's address goes too, also mail that names no account (sent before it had one).
  const account = await first(tx, build.selectFrom('users').select('email').where('id', '=', userId));
  if (account) {
    await rows(tx, build.deleteFrom('mail_outbox').where(sql`lower(to_address)`, '=', account.email.toLowerCase()));
    await forgetMailThrottle(tx, account.email);
  }
  // Roles, sessions, reset links and mail naming the account go with it (ON DELETE CASCADE);
  // entries, tickets and the moderation log keep their rows with the person unset (ON DELETE SET NULL).
  await rows(tx, compiled(sql`DELETE FROM users WHERE id = ${userId}`));
}
