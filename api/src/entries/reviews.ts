/**
 * Reviews of a business, home or product: GET/POST /{collection}/{parentId}/reviews and
 * GET/PUT/DELETE /{collection}/{parentId}/reviews/{id}. One review per user per entry. Every
 * review change recomputes the parent's `reviews` count and average `rating` in the same
 * transaction, with the parent row locked so concurrent reviews cannot leave it stale.
 */
import type { FastifyInstance } from 'fastify';
import { canDelete, M, reviewSchema } from '@ffc/domain';
import type { ApiContext } from '../context.js';
import type { Queryable } from '../db/database.js';
import { one } from '../db/database.js';
import { badRequest, forbidden, notFound, parse } from '../http/errors.js';
import { fetchPage, pageRequest } from '../http/pages.js';
import type { Session } from '../auth/tokens.js';
import { levelFor, requireUser } from '../http/session.js';
import type { EntryKind, ReviewSpec } from './kind.js';
import { pathId } from './routes.js';

export interface Review {
  id: number;
  name: string;
  comment: string | null;
  rating: number;
  createdById: number | null;
  /** The author's public username (the public user view shows it too). */
  createdByUsername: string | null;
  createdDate: string;
  modifiedById: number | null;
  modifiedDate: string;
  [parentField: string]: unknown;
}

const UNIQUE_VIOLATION = '23505';

/**
 * Sets entries' review count and average rating from their reviews, exactly: one entry's after a
 * review change, or every reviewed entry's (after bulk seeding).
 */
export async function recountRatings(tx: Queryable, kind: { table: string; reviews: ReviewSpec }, parentId?: number): Promise<void> {
  const { table, parentColumn } = kind.reviews;
  // For one entry the aggregate always has a row (count 0, average null when no review is left).
  const counts =
    parentId === undefined
      ? `SELECT ${parentColumn} AS id, count(*)::int AS n, avg(rating)::float8 AS average FROM ${table} GROUP BY ${parentColumn}`
      : `SELECT $1::int AS id, count(*)::int AS n, avg(rating)::float8 AS average FROM ${table} WHERE ${parentColumn} = $1`;
  await tx.query(
    `UPDATE ${kind.table} p SET review_count = s.n, rating = s.average FROM (${counts}) s WHERE p.id = s.id`,
    parentId === undefined ? [] : [parentId],
  );
}

class ReviewRepository {
  private readonly select: string;
  private readonly from: string;

  constructor(
    private readonly parentTable: string,
    private readonly spec: ReviewSpec,
  ) {
    this.select = `SELECT r.id, r.name, r.comment, r.rating, json_build_object('id', r.${spec.parentColumn}) AS "${spec.parentField}",
      r.created_by_id AS "createdById", u.username AS "createdByUsername", r.created_date AS "createdDate",
      r.modified_by_id AS "modifiedById", r.modified_date AS "modifiedDate"`;
    this.from = `FROM ${spec.table} r LEFT JOIN users u ON u.id = r.created_by_id`;
  }

  find(db: Queryable, parentId: number, id: number) {
    return one<Review>(db, `${this.select} ${this.from} WHERE r.id = $1 AND r.${this.spec.parentColumn} = $2`, [id, parentId]);
  }

  /** A person's review of the entry (one per person, by the unique index). */
  findByAuthor(db: Queryable, parentId: number, userId: number) {
    return one<Review>(db, `${this.select} ${this.from} WHERE r.${this.spec.parentColumn} = $1 AND r.created_by_id = $2`, [parentId, userId]);
  }

  page(db: Queryable, parentId: number, page: { page: number; size: number }) {
    return fetchPage<Review>(
      db,
      {
        select: this.select,
        from: this.from,
        countFrom: `FROM ${this.spec.table} r`,
        where: `r.${this.spec.parentColumn} = $1`,
        orderBy: 'r.created_date DESC, r.id DESC',
        params: [parentId],
      },
      page,
    );
  }

  /** Locks the parent for the rest of the transaction; false when it does not exist. */
  async lockParent(tx: Queryable, parentId: number): Promise<boolean> {
    return !!(await one(tx, `SELECT 1 FROM ${this.parentTable} WHERE id = $1 FOR UPDATE`, [parentId]));
  }

  async parentExists(db: Queryable, parentId: number): Promise<boolean> {
    return !!(await one(db, `SELECT 1 FROM ${this.parentTable} WHERE id = $1`, [parentId]));
  }

  recount(tx: Queryable, parentId: number): Promise<void> {
    return recountRatings(tx, { table: this.parentTable, reviews: this.spec }, parentId);
  }

  async insert(tx: Queryable, parentId: number, review: { name: string; rating: number; comment?: string | null }, userId: number) {
    const row = await one<{ id: number }>(
      tx,
      `INSERT INTO ${this.spec.table} (${this.spec.parentColumn}, name, comment, rating, created_by_id, modified_by_id)
       VALUES ($1, $2, $3, $4, $5, $5) RETURNING id`,
      [parentId, review.name, review.comment ?? null, review.rating, userId],
    );
    return row!.id;
  }

  async update(tx: Queryable, id: number, review: { name: string; rating: number; comment?: string | null }, userId: number) {
    await tx.query(
      `UPDATE ${this.spec.table} SET name = $2, comment = $3, rating = $4, modified_by_id = $5, modified_date = now() WHERE id = $1`,
      [id, review.name, review.comment ?? null, review.rating, userId],
    );
  }

  async delete(tx: Queryable, id: number) {
    await tx.query(`DELETE FROM ${this.spec.table} WHERE id = $1`, [id]);
  }
}

export function reviewRoutes(kind: EntryKind & { reviews: ReviewSpec }) {
  const reviews = new ReviewRepository(kind.table, kind.reviews);

  return async function routes(app: FastifyInstance, { ctx }: { ctx: ApiContext }) {
    const { db } = ctx;
    const base = `/${kind.collection}/:parentId/reviews`;

    /** The review, its author checked: the author, moderators and administrators may change it. */
    async function changeable(tx: Queryable, request: { params: unknown; session: Session }) {
      const parentId = pathId(request.params, 'parentId');
      const id = pathId(request.params);
      if (!(await reviews.lockParent(tx, parentId))) throw notFound();
      const review = await reviews.find(tx, parentId, id);
      if (!review) throw notFound();
      if (!canDelete(levelFor(request.session, review.createdById))) throw forbidden();
      return { parentId, id };
    }

    app.get(base, async (request) => {
      const parentId = pathId(request.params, 'parentId');
      const page = pageRequest(request.query);
      if (!(await reviews.parentExists(db, parentId))) throw notFound();
      return reviews.page(db, parentId, page);
    });

    // The caller's own review of the entry, so a page can offer to edit it instead of a second one.
    app.get(`${base}/mine`, async (request) => {
      const session = requireUser(request);
      const review = await reviews.findByAuthor(db, pathId(request.params, 'parentId'), session.userId);
      if (!review) throw notFound();
      return review;
    });

    app.get(`${base}/:id`, async (request) => {
      const review = await reviews.find(db, pathId(request.params, 'parentId'), pathId(request.params));
      if (!review) throw notFound();
      return review;
    });

    app.post(base, async (request, reply) => {
      const session = requireUser(request);
      const parentId = pathId(request.params, 'parentId');
      const input = parse(reviewSchema, request.body);
      // Read back in the same transaction: a delete of the entry racing the answer cannot empty it.
      const created = await db
        .transaction(async (tx) => {
          if (!(await reviews.lockParent(tx, parentId))) throw notFound();
          const id = await reviews.insert(tx, parentId, input, session.userId);
          await reviews.recount(tx, parentId);
          return reviews.find(tx, parentId, id);
        })
        .catch((error: unknown) => {
          if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw badRequest(M.alreadyReviewed);
          throw error;
        });
      if (!created) throw notFound();
      return reply.status(201).send(created);
    });

    app.put(`${base}/:id`, async (request) => {
      const session = requireUser(request);
      const input = parse(reviewSchema, request.body);
      const updated = await db.transaction(async (tx) => {
        const target = await changeable(tx, { params: request.params, session });
        await reviews.update(tx, target.id, input, session.userId);
        await reviews.recount(tx, target.parentId);
        return reviews.find(tx, target.parentId, target.id);
      });
      if (!updated) throw notFound();
      return updated;
    });

    app.delete(`${base}/:id`, async (request, reply) => {
      const session = requireUser(request);
      await db.transaction(async (tx) => {
        const target = await changeable(tx, { params: request.params, session });
        await reviews.delete(tx, target.id);
        await reviews.recount(tx, target.parentId);
      });
      return reply.status(204).send();
    });
  };
}
