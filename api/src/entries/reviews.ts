/**
 * Reviews of a business, home or product: GET/POST /{collection}/{parentId}/reviews and
 * GET/PUT/DELETE /{collection}/{parentId}/reviews/{id}. One review per user per entry. Every
 * review change recomputes the parent's `reviews` count and average `rating` in the same
 * transaction, with the parent row locked so concurrent reviews cannot leave it stale.
 */
import type { FastifyInstance } from 'fastify';
import { canDelete, M, pageOf, pageRequestSchema, review, reviewSchema } from '@ffc/domain';
import type { ApiContext } from '../context.js';
import type { Queryable } from '../db/database.js';
import { one } from '../db/database.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { fetchPage } from '../http/pages.js';
import type { Session } from '../auth/tokens.js';
import { noContent, pathIds, refusals, typed } from '../http/schemas.js';
import { levelFor, requireUser, signedIn } from '../http/session.js';
import type { EntrySpec, ReviewSpec } from './spec.js';

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
export async function recountRatings(tx: Queryable, spec: { table: string; reviews: ReviewSpec }, parentId?: number): Promise<void> {
  const { table, parentColumn } = spec.reviews;
  // For one entry the aggregate always has a row (count 0, average null when no review is left).
  const counts =
    parentId === undefined
      ? `SELECT ${parentColumn} AS id, count(*)::int AS n, avg(rating)::float8 AS average FROM ${table} GROUP BY ${parentColumn}`
      : `SELECT $1::int AS id, count(*)::int AS n, avg(rating)::float8 AS average FROM ${table} WHERE ${parentColumn} = $1`;
  await tx.query(
    `UPDATE ${spec.table} p SET review_count = s.n, rating = s.average FROM (${counts}) s WHERE p.id = s.id`,
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

export function reviewRoutes(spec: EntrySpec & { reviews: ReviewSpec }) {
  const reviews = new ReviewRepository(spec.table, spec.reviews);
  const tags = [spec.collection];
  const parentPath = pathIds('parentId');
  const reviewPath = pathIds('parentId', 'id');

  return async function routes(app: FastifyInstance, { ctx }: { ctx: ApiContext }) {
    const { db } = ctx;
    const base = `/${spec.collection}/:parentId/reviews`;
    const api = typed(app);

    /** The review, its author checked: the author, moderators and administrators may change it. */
    async function changeable(tx: Queryable, { parentId, id }: { parentId: number; id: number }, session: Session) {
      if (!(await reviews.lockParent(tx, parentId))) throw notFound();
      const found = await reviews.find(tx, parentId, id);
      if (!found) throw notFound();
      if (!canDelete(levelFor(session, found.createdById))) throw forbidden();
    }

    const list = { tags, summary: "A page of an entry's reviews, newest first", params: parentPath, querystring: pageRequestSchema, response: { 200: pageOf(review), ...refusals(400, 404) } };
    api.get(base, { schema: list }, async (request) => {
      const { parentId } = request.params;
      if (!(await reviews.parentExists(db, parentId))) throw notFound();
      return reviews.page(db, parentId, request.query);
    });

    // The caller's own review of the entry, so a page can offer to edit it instead of a second one.
    const mine = { tags, summary: "The caller's own review of the entry", params: parentPath, response: { 200: review, ...refusals(401, 404) } };
    api.get(`${base}/mine`, { onRequest: signedIn, schema: mine }, async (request) => {
      const found = await reviews.findByAuthor(db, request.params.parentId, requireUser(request).userId);
      if (!found) throw notFound();
      return found;
    });

    const read = { tags, summary: 'One review', params: reviewPath, response: { 200: review, ...refusals(404) } };
    api.get(`${base}/:id`, { schema: read }, async (request) => {
      const found = await reviews.find(db, request.params.parentId, request.params.id);
      if (!found) throw notFound();
      return found;
    });

    const add = { tags, summary: 'Adds the caller\'s review of the entry (one per person)', params: parentPath, body: reviewSchema, response: { 201: review, ...refusals(400, 401, 404) } };
    api.post(base, { onRequest: signedIn, schema: add }, async (request, reply) => {
      const session = requireUser(request);
      const { parentId } = request.params;
      // Read back in the same transaction: a delete of the entry racing the answer cannot empty it.
      const created = await db
        .transaction(async (tx) => {
          if (!(await reviews.lockParent(tx, parentId))) throw notFound();
          const id = await reviews.insert(tx, parentId, request.body, session.userId);
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

    const change = { tags, summary: "Changes a review: its author's, a moderator's or an administrator's", params: reviewPath, body: reviewSchema, response: { 200: review, ...refusals(400, 401, 403, 404) } };
    api.put(`${base}/:id`, { onRequest: signedIn, schema: change }, async (request) => {
      const session = requireUser(request);
      const target = request.params;
      const updated = await db.transaction(async (tx) => {
        await changeable(tx, target, session);
        await reviews.update(tx, target.id, request.body, session.userId);
        await reviews.recount(tx, target.parentId);
        return reviews.find(tx, target.parentId, target.id);
      });
      if (!updated) throw notFound();
      return updated;
    });

    const remove = { tags, summary: "Deletes a review: its author's, a moderator's or an administrator's", params: reviewPath, response: { 204: noContent, ...refusals(401, 403, 404) } };
    api.delete(`${base}/:id`, { onRequest: signedIn, schema: remove }, async (request, reply) => {
      const session = requireUser(request);
      const target = request.params;
      await db.transaction(async (tx) => {
        await changeable(tx, target, session);
        await reviews.delete(tx, target.id);
        await reviews.recount(tx, target.parentId);
      });
      return reply.status(204).send();
    });
  };
}
