/**
 * Reviews of a business, home or product, stored: one per user per entry. Every review change
 * recomputes the parent's `reviews` count and average `rating` in the same transaction, with the
 * parent row locked so concurrent reviews cannot leave it stale.
 */
import { isAccommodatedCollection, isPhotoKind, REVIEW_PHOTOS_MAX, type Photo, type ReviewOrder } from '@ffc/domain';
import { sql, type RawBuilder } from 'kysely';
import type { Queryable } from '../db/database.js';
import { compiled, first, frozen, literal, pageBounds, prepared, rows, type DB } from '../db/query.js';
import type { EntryTable, TableName } from '../db/tables.js';
import { cappedCount, countedRows, pageOfRows, type Counted } from '../http/pages.js';
import type { ReviewSpec } from '../kinds/spec.js';
import { deleteReviewVerdicts, refreshAccommodationStatus, writeReviewVerdicts } from '../entries/checks.js';
import { notifyWatchers } from '../watching/repository.js';
import { photosJson, SITE_PHOTO_LINKS, withPhotos, type PhotoLinks } from '../media/links.js';
import { removePhotos } from '../media/repository.js';

export interface Review {
  id: number;
  name: string;
  comment: string | null;
  rating: number;
  confirmedAccommodations: string[];
  /** False while the author's address is unconfirmed: the review is shown but in no rating. */
  counted: boolean;
  disputedAccommodations: string[];
  createdById: number | null;
  /** The author's public username (the public user view shows it too). */
  createdByUsername: string | null;
  createdDate: string;
  modifiedById: number | null;
  modifiedDate: string;
  helpfulCount: number;
  /** Whether the caller marked it helpful (false for anonymous callers). */
  votedHelpful: boolean;
  /** The photos its author added to it, newest first. */
  photos: Photo[];
  [parentField: string]: unknown;
}

/**
 * Sets entries' review count and average rating from their reviews, exactly: one entry's after a
 * review change, or every reviewed entry's (after bulk seeding).
 */
export async function recountRatings(
  tx: Queryable,
  spec: { table: TableName; reviews: ReviewSpec },
  parentId?: number,
): Promise<void> {
  const reviews = sql.table(spec.reviews.table);
  const parent = sql.ref(`r.${spec.reviews.parentColumn}`);
  // Only reviews that count (domain's countsInRatings): an author who confirmed their address, or
  // one whose account is gone. FILTER, not WHERE, so an entry whose reviews are all uncounted
  // still gets its row (count 0, average null), in the bulk path too.
  const counted = sql`FILTER (WHERE r.created_by_id IS NULL OR u.email_confirmed)`;
  const aggregates = sql`(count(*) ${counted})::int AS n, (avg(r.rating) ${counted})::float8 AS average
    FROM ${reviews} r LEFT JOIN users u ON u.id = r.created_by_id`;
  // For one entry the aggregate always has a row (count 0, average null when no review is left).
  const counts =
    parentId === undefined
      ? sql`SELECT ${parent} AS id, ${aggregates} GROUP BY ${parent}`
      : sql`SELECT ${parentId}::int AS id, ${aggregates} WHERE ${parent} = ${parentId}`;
  await rows(
    tx,
    compiled(
      sql`UPDATE ${sql.table(spec.table)} p SET review_count = s.n, rating = s.average
        FROM (${counts}) s WHERE p.id = s.id`,
    ),
  );
}

/** A review as written: its columns are the same in every kind's review table. */
type ReviewColumns = Pick<DB['business_reviews'], 'name' | 'comment' | 'rating'>;

export class ReviewRepository {
  private readonly columns: RawBuilder<unknown>;
  private readonly from: RawBuilder<unknown>;
  private readonly table: RawBuilder<unknown>;
  private readonly parent: RawBuilder<unknown>;
  private readonly parentTable: RawBuilder<unknown>;

  /** The entry kind its checks name, and what refreshing the entry's summary needs. */
  private readonly kind: string;
  /** The author's needs at this kind (their `user_needs` column of its name). */
  private readonly authorNeeds: RawBuilder<unknown>;
  private readonly entry: { collection: string; table: EntryTable };

  /** `links` make the addresses of its photos' files (see EntryRepository). */
  constructor(
    private readonly parentTableName: EntryTable,
    private readonly spec: ReviewSpec,
    collection: string,
    private readonly links: PhotoLinks = SITE_PHOTO_LINKS,
  ) {
    this.kind = collection;
    this.entry = { collection, table: parentTableName };
    if (!isAccommodatedCollection(collection)) throw new Error(`${collection} has no accommodations`);
    this.authorNeeds = sql.ref(`un.${collection}`);
    this.table = sql.table(spec.table);
    this.parent = sql.ref(`r.${spec.parentColumn}`);
    this.parentTable = sql.table(parentTableName);
    const photos = isPhotoKind(collection)
      ? photosJson(sql`p.entry_kind = ${literal(collection)} AND p.review_id = r.id`, REVIEW_PHOTOS_MAX)
      : sql`'[]'::json`;
    this.columns =
      frozen(sql`SELECT r.id, r.name, r.comment, r.rating, r.confirmed_accommodations AS "confirmedAccommodations",
      r.disputed_accommodations AS "disputedAccommodations",
      json_build_object('id', ${this.parent}) AS ${sql.id(spec.parentField)},
      (r.created_by_id IS NULL OR coalesce(u.email_confirmed, true)) AS counted,
      r.created_by_id AS "createdById", u.username AS "createdByUsername", r.created_date AS "createdDate",
      r.modified_by_id AS "modifiedById", r.modified_date AS "modifiedDate", r.helpful_count AS "helpfulCount",
      ${photos} AS photos,
      CASE WHEN un.show_with_reviews THEN ${this.authorNeeds} END AS "reviewerNeeds"`);
    // The author's needs, shown only when they chose to (`show_with_reviews`).
    this.from = frozen(sql`FROM ${this.table} r LEFT JOIN users u ON u.id = r.created_by_id
      LEFT JOIN user_needs un ON un.user_id = r.created_by_id`);
  }

  /**
   * The columns of a review as `viewer` reads it: whether they voted it helpful is one primary-key
   * probe per row, in the same statement (no query per review).
   */
  private select(viewer: number | null) {
    const voted =
      viewer === null
        ? sql`false`
        : sql`EXISTS (SELECT 1 FROM ${sql.table(this.spec.votesTable)} v
            WHERE v.review_id = r.id AND v.user_id = ${viewer})`;
    return sql`${this.columns}, ${voted} AS "votedHelpful"`;
  }

  async find(db: Queryable, parentId: number, id: number, viewer: number | null) {
    return withPhotos(
      this.links,
      await first(
        db,
        compiled(sql<Review>`${this.select(viewer)} ${this.from} WHERE r.id = ${id} AND ${this.parent} = ${parentId}`),
      ),
    );
  }

  /** A person's review of the entry (one per person, by the unique index). */
  async findByAuthor(db: Queryable, parentId: number, userId: number) {
    return withPhotos(
      this.links,
      await first(
        db,
        compiled(
          sql<Review>`${this.select(userId)} ${this.from}
            WHERE ${this.parent} = ${parentId} AND r.created_by_id = ${userId}`,
        ),
      ),
    );
  }

  /** A page of the entry's reviews: newest first, or most helpful first (then newest; the helpful index). */
  async page(
    db: Queryable,
    parentId: number,
    page: { page: number; size: number; order: ReviewOrder },
    viewer: number | null,
    /** "From people like me": the reader's needs here; only authors who show theirs and share one. */
    likeMe: readonly string[] | null = null,
  ) {
    const order =
      page.order === 'helpful'
        ? sql`r.helpful_count DESC, r.created_date DESC, r.id DESC`
        : sql`r.created_date DESC, r.id DESC`;
    const bounds = pageBounds(page);
    // The cap is written in: the same text for every entry.
    const alike = likeMe ? sql`AND un.show_with_reviews AND ${this.authorNeeds} && ${likeMe}::text[]` : sql``;
    const matching = (limit: number) =>
      likeMe
        ? sql`(SELECT 1 FROM ${this.table} r JOIN user_needs un ON un.user_id = r.created_by_id
            WHERE ${this.parent} = ${parentId} ${alike} LIMIT ${literal(limit)})`
        : sql`(SELECT 1 FROM ${this.table} r WHERE ${this.parent} = ${parentId} LIMIT ${literal(limit)})`;
    // The page's reviews and their count (capped) in one statement, prepared for the first pages (an
    // entry's reviews are read along its own index, whichever entry it is).
    const statement = sql<Counted<Review>>`${this.select(viewer)}, ${cappedCount(matching)} AS "matches"
          ${this.from} WHERE ${this.parent} = ${parentId} ${alike}
          ORDER BY ${order} LIMIT ${bounds.size} OFFSET ${bounds.offset}`;
    const counted = await countedRows(
      db,
      await rows(db, bounds.prepare && !likeMe ? prepared(statement) : compiled(statement)),
      page,
      matching,
    );
    const found = pageOfRows(counted.rows, counted.matches, page);
    return { ...found, content: found.content.map((r) => withPhotos(this.links, r)) };
  }

  /** Locks the parent for the rest of the transaction; false when it does not exist. */
  async lockParent(tx: Queryable, parentId: number): Promise<boolean> {
    return !!(await first(tx, compiled(sql`SELECT 1 FROM ${this.parentTable} WHERE id = ${parentId} FOR UPDATE`)));
  }

  async parentExists(db: Queryable, parentId: number): Promise<boolean> {
    return !!(await first(db, prepared(sql`SELECT 1 FROM ${this.parentTable} WHERE id = ${parentId}`)));
  }

  recount(tx: Queryable, parentId: number): Promise<void> {
    return recountRatings(tx, { table: this.parentTableName, reviews: this.spec }, parentId);
  }

  async insert(tx: Queryable, parentId: number, review: ReviewInput, userId: number) {
    const { name, comment, rating } = written(review);
    const verdicts = { confirmed: review.confirmedAccommodations ?? [], disputed: review.disputedAccommodations ?? [] };
    const row = await first(
      tx,
      compiled(
        sql<{
          id: number;
        }>`INSERT INTO ${this.table} (${sql.id(this.spec.parentColumn)}, name, comment, rating,
           confirmed_accommodations, disputed_accommodations, created_by_id, modified_by_id)
         VALUES (${parentId}, ${name}, ${comment}, ${rating}, ${verdicts.confirmed}::text[],
           ${verdicts.disputed}::text[], ${userId}, ${userId}) RETURNING id`,
      ),
    );
    await this.recordVerdicts(tx, parentId, row!.id, userId, verdicts);
    await notifyWatchers(tx, { type: 'review', kind: this.kind, entryId: parentId, actorId: userId });
    return row!.id;
  }

  /**
   * Changes a review; `stored` is the review as it was (its author's verdicts are theirs still when a moderator edits
   * it).
   */
  async update(tx: Queryable, stored: Review, parentId: number, review: ReviewInput, userId: number) {
    const { name, comment, rating } = written(review);
    const verdicts = editedVerdicts(stored, review);
    await rows(
      tx,
      compiled(
        sql`UPDATE ${this.table} SET name = ${name}, comment = ${comment}, rating = ${rating},
         confirmed_accommodations = ${verdicts.confirmed}::text[],
         disputed_accommodations = ${verdicts.disputed}::text[],
         modified_by_id = ${userId}, modified_date = now() WHERE id = ${stored.id}`,
      ),
    );
    await this.recordVerdicts(tx, parentId, stored.id, stored.createdById, verdicts);
  }

  /**
   * Deletes a review with its verdicts and its photos' rows (their open reports resolved); answers
   * the uuids of the photos' files, for the caller to delete once the transaction has committed.
   */
  async delete(tx: Queryable, parentId: number, id: number, actorId: number): Promise<string[]> {
    await rows(tx, compiled(sql`DELETE FROM ${this.table} WHERE id = ${id}`));
    await deleteReviewVerdicts(tx, this.kind, id);
    await refreshAccommodationStatus(tx, this.entry, parentId, actorId);
    if (!isPhotoKind(this.kind)) return [];
    return (await removePhotos(tx, { review: { kind: this.kind, id } }, actorId)).map((p) => p.key);
  }

  /**
   * The review's verdicts as checks by its author (none left when the author's account is gone), and the entry's
   * summary after them.
   */
  private async recordVerdicts(
    tx: Queryable,
    parentId: number,
    reviewId: number,
    authorId: number | null,
    verdicts: Verdicts,
  ) {
    if (authorId === null) await deleteReviewVerdicts(tx, this.kind, reviewId);
    else await writeReviewVerdicts(tx, { kind: this.kind, entryId: parentId, reviewId, userId: authorId }, verdicts);
    await refreshAccommodationStatus(tx, this.entry, parentId, authorId);
  }
}

type ReviewInput = {
  name: string;
  rating: number;
  comment?: string | null;
  confirmedAccommodations?: string[];
  disputedAccommodations?: string[];
};
type Verdicts = { confirmed: readonly string[]; disputed: readonly string[] };

/**
 * A review's verdicts after an edit: a list left out stays as it was, less any key the edit now
 * gives the other way (a key is never both).
 */
export function editedVerdicts(
  stored: Pick<Review, 'confirmedAccommodations' | 'disputedAccommodations'>,
  edit: ReviewInput,
): Verdicts {
  const confirmed =
    edit.confirmedAccommodations ??
    stored.confirmedAccommodations.filter((k) => !edit.disputedAccommodations?.includes(k));
  const disputed = edit.disputedAccommodations ?? stored.disputedAccommodations.filter((k) => !confirmed.includes(k));
  return { confirmed, disputed };
}

/** The review's written columns, every one given (a comment left out is stored as null). */
function written(review: ReviewInput): ReviewColumns {
  return { name: review.name, comment: review.comment ?? null, rating: review.rating };
}
