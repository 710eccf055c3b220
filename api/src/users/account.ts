/**
 * A person's own data: everything stored about them, as one JSON document (their photos
 * as links to their files), and the deletion of their account (with their mail and their photos).
 * Password hashes and token secrets are never part of an export.
 */
import { sql } from 'kysely';
import type { Queryable } from '../db/database.js';
import { build, compiled, first, rows } from '../db/query.js';
import { forgetMailThrottle } from '../mail/throttle.js';
import { recountRatings } from '../reviews/repository.js';
import { forgetVotes } from '../reviews/votes.js';
import { forgetChecksOf } from '../entries/checks.js';
import { ENTRY_SPECS, REVIEWED_SPECS } from '../kinds/all.js';
import { supportSpec } from '../support/spec.js';
import { answerPhoto, PHOTO_JSON, storedPhoto, type PhotoLinks } from '../media/links.js';
import { removePhotos } from '../media/repository.js';
import { findNeeds } from '../needs/repository.js';
import { listsOf, savedEntries } from '../myPlaces/repository.js';
import type { Needs } from '@ffc/domain';

/** The kinds that carry reviews. */

/** Columns no export carries: secrets, and what the database derives for its indexes. */
const NEVER_EXPORTED = [
  'password_hash',
  'token_hash',
  'family_id',
  'username_key',
  'search_text',
  'search_words',
  'earth',
  'area',
  // A push subscription's auth secret (sealed): the browser's own.
  'auth',
];
const SECRETS_REMOVED = sql.raw(NEVER_EXPORTED.map((column) => ` - '${column}'`).join(''));
/** A row of `alias` as JSON, without the columns no export carries. */
const without = (alias: string) => sql`to_jsonb(${sql.id(alias)})${SECRETS_REMOVED}`;

async function jsonRows(db: Queryable, table: string, where: string, userId: number, order = 'id'): Promise<unknown[]> {
  const found = await rows(
    db,
    compiled(
      sql<{
        row: unknown;
      }>`SELECT ${without('t')} AS row FROM ${sql.table(table)} t
        WHERE ${sql.ref(`t.${where}`)} = ${userId} ORDER BY ${sql.ref(`t.${order}`)}`,
    ),
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
  /** Each photo they added: where, its caption, and the full addresses of its files. */
  photos: ExportedPhoto[];
  /** What they need at each kind of place and what they react to (health information of their own). */
  needs: Needs;
  /** Their lists of places (My places), each with the entries saved to it. */
  lists: unknown[];
  /** The places they watch, and the notifications the places' changes left them. */
  watches: unknown[];
  areaWatches: unknown[];
  pushSubscriptions: unknown[];
  notifications: unknown[];
};

export interface ExportedPhoto {
  id: number;
  entryKind: string;
  entryId: number;
  reviewId: number | null;
  caption: string;
  shows: string;
  createdDate: string;
  urls: { thumb: string; screen: string; large: string };
}

/** Where an export's links point: the photo store's, made absolute against the site's address. */
export interface ExportLinks {
  readonly photos: PhotoLinks;
  readonly publicUrl: string;
}

async function exportedPhotos(
  db: Queryable,
  userId: number,
  { photos: links, publicUrl }: ExportLinks,
): Promise<ExportedPhoto[]> {
  const found = await rows(
    db,
    compiled(sql<{
      photo: unknown;
      entryKind: string;
      entryId: number;
    }>`SELECT ${PHOTO_JSON} AS photo, p.entry_kind AS "entryKind", p.entry_id AS "entryId"
      FROM photos p LEFT JOIN users pu ON pu.id = p.created_by_id WHERE p.created_by_id = ${userId} ORDER BY p.id`),
  );
  const absolute = (url: string) => new URL(url, publicUrl).href;
  return found.map(({ photo, entryKind, entryId }) => {
    const { id, reviewId, caption, shows, createdDate, urls } = answerPhoto(links, storedPhoto.parse(photo));
    return {
      id,
      entryKind,
      entryId,
      reviewId,
      caption,
      shows,
      createdDate,
      urls: { thumb: absolute(urls.thumb), screen: absolute(urls.screen), large: absolute(urls.large) },
    };
  });
}

/** Everything stored about the person, read in one transaction (one consistent moment). */
export async function exportAccount(db: Queryable, userId: number, links: ExportLinks): Promise<AccountExport> {
  const [profile] = await jsonRows(db, 'users', 'id', userId);
  const roles = await rows(
    db,
    compiled(sql<{ role: string }>`SELECT role FROM user_roles WHERE user_id = ${userId} ORDER BY role`),
  );
  const entries: Record<string, unknown[]> = {};
  for (const spec of ENTRY_SPECS) entries[spec.collection] = await jsonRows(db, spec.table, 'created_by_id', userId);
  const reviews: Record<string, unknown[]> = {};
  for (const spec of REVIEWED_SPECS)
    reviews[spec.collection] = await jsonRows(db, spec.reviews.table, 'created_by_id', userId);
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
    photos: await exportedPhotos(db, userId, links),
    needs: await findNeeds(db, userId),
    lists: await listsWithEntries(db, userId),
    watches: await jsonRows(db, 'watches', 'user_id', userId, 'created_date'),
    areaWatches: await jsonRows(db, 'area_watches', 'user_id', userId, 'id'),
    pushSubscriptions: await jsonRows(db, 'push_subscriptions', 'user_id', userId),
    notifications: await jsonRows(db, 'notifications', 'user_id', userId),
  };
}

/** The person's lists, each with its entries, read one after another (one transaction's connection). */
async function listsWithEntries(db: Queryable, userId: number): Promise<unknown[]> {
  const lists: unknown[] = [];
  for (const list of await listsOf(db, userId)) lists.push({ ...list, entries: await savedEntries(db, list.id) });
  return lists;
}

/**
 * Deletes the account with its sessions, reviews and photos; the entries those reviews were of are
 * recounted in the same transaction, so no rating counts a deleted review. Entries and tickets the
 * person created stay, their creator unset ("deleted user"). Answers the uuids of the photos'
 * files, for the caller to delete once the transaction has committed.
 */
export async function deleteAccount(tx: Queryable, userId: number): Promise<string[]> {
  const photos = await removePhotos(tx, { createdBy: userId }, null);
  // Their verdicts on accommodations go, and the entries' summaries no longer count them.
  await forgetChecksOf(tx, userId);
  // Their helpful votes go, and the reviews they marked count one fewer.
  await forgetVotes(
    tx,
    REVIEWED_SPECS.map((spec) => spec.reviews),
    userId,
  );
  for (const spec of REVIEWED_SPECS) {
    const parent = sql.id(spec.reviews.parentColumn);
    const touched = await rows(
      tx,
      compiled(
        sql<{
          parentId: number;
        }>`DELETE FROM ${sql.table(spec.reviews.table)} WHERE created_by_id = ${userId}
          RETURNING ${parent} AS "parentId"`,
      ),
    );
    for (const parentId of new Set(touched.map((r) => r.parentId))) await recountRatings(tx, spec, parentId);
  }
  // Mail to the person's address goes too, also mail that names no account (sent before it had one).
  const account = await first(tx, build.selectFrom('users').select('email').where('id', '=', userId));
  if (account) {
    await rows(tx, build.deleteFrom('mail_outbox').where(sql`lower(to_address)`, '=', account.email.toLowerCase()));
    await forgetMailThrottle(tx, account.email);
  }
  // Roles, sessions, reset links, needs and mail naming the account go with it (ON DELETE CASCADE);
  // entries, tickets and the moderation log keep their rows with the person unset (ON DELETE SET NULL).
  await rows(tx, compiled(sql`DELETE FROM users WHERE id = ${userId}`));
  return photos.map((p) => p.key);
}
