/**
 * "Helpful" votes on reviews: PUT /reviews/{kind}/{id}/helpful with `{ helpful }` sets or takes
 * back the caller's vote (one per person per review, never on their own). The review's
 * `helpful_count` is recounted from its votes in the same transaction, the review row locked, so
 * concurrent votes cannot leave it off by one.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { helpfulVoteSchema, M, mayVoteHelpful, review } from '@ffc/domain';
import type { ApiContext } from '../context.js';
import type { Queryable } from '../db/database.js';
import { compiled, first, rows } from '../db/query.js';
import { fieldError, notFound } from '../http/errors.js';
import { idPath, refusals, typed } from '../http/schemas.js';
import { signedIn } from '../http/session.js';
import { ReviewRepository } from './repository.js';
import type { EntrySpec, ReviewSpec } from '../kinds/spec.js';
import { photoLinks } from '../media/links.js';

/**
 * Takes back every vote a person gave (their account is being deleted), keeping the counts of the
 * reviews they voted on exact. Their own reviews' votes go with those reviews.
 */
export async function forgetVotes(tx: Queryable, reviewSpecs: readonly ReviewSpec[], userId: number): Promise<void> {
  for (const spec of reviewSpecs) {
    // One vote per person per review: each review named loses exactly one.
    await rows(
      tx,
      compiled(
        sql`WITH gone AS (DELETE FROM ${sql.table(spec.votesTable)} WHERE user_id = ${userId} RETURNING review_id)
            UPDATE ${sql.table(spec.table)} r SET helpful_count = r.helpful_count - 1
            FROM gone WHERE r.id = gone.review_id`,
      ),
    );
  }
}

class VoteRepository {
  constructor(private readonly spec: ReviewSpec) {}

  /** Locks the review for the rest of the transaction: its author and entry, or undefined. */
  lockReview(tx: Queryable, id: number) {
    return first(
      tx,
      compiled(
        sql<{
          createdById: number | null;
          parentId: number;
        }>`SELECT created_by_id AS "createdById", ${sql.id(this.spec.parentColumn)} AS "parentId"
         FROM ${sql.table(this.spec.table)} WHERE id = ${id} FOR UPDATE`,
      ),
    );
  }

  /** Sets or takes back one person's vote; a second vote the same way changes nothing. */
  async vote(tx: Queryable, id: number, userId: number, helpful: boolean): Promise<void> {
    const votes = sql.table(this.spec.votesTable);
    const statement = helpful
      ? sql`INSERT INTO ${votes} (review_id, user_id) VALUES (${id}, ${userId}) ON CONFLICT DO NOTHING`
      : sql`DELETE FROM ${votes} WHERE review_id = ${id} AND user_id = ${userId}`;
    await rows(tx, compiled(statement));
    await rows(
      tx,
      compiled(
        sql`UPDATE ${sql.table(this.spec.table)}
          SET helpful_count = (SELECT count(*)::int FROM ${votes} WHERE review_id = ${id}) WHERE id = ${id}`,
      ),
    );
  }
}

export function voteRoutes(spec: EntrySpec & { reviews: ReviewSpec }) {
  const votes = new VoteRepository(spec.reviews);
  const tags = [spec.collection];

  return async function routes(app: FastifyInstance, { ctx }: { ctx: ApiContext }) {
    const { db } = ctx;
    const reviews = new ReviewRepository(spec.table, spec.reviews, spec.collection, photoLinks(ctx.photoStore));
    const schema = {
      tags,
      summary:
        "Marks a review helpful (`helpful: true`) or takes the caller's vote back (`false`); never one's own review",
      params: idPath,
      body: helpfulVoteSchema,
      response: { 200: review, ...refusals(400, 401, 404) },
    };
    signedIn(typed(app)).put(
      `/reviews/${spec.collection}/:id/helpful`,
      { schema },
      async (request, _reply, session) => {
        const { id } = request.params;
        const voted = await db.transaction(async (tx) => {
          const target = await votes.lockReview(tx, id);
          if (!target) throw notFound();
          if (!mayVoteHelpful(session.userId, target.createdById)) throw fieldError('helpful', M.ownReviewVote);
          await votes.vote(tx, id, session.userId, request.body.helpful);
          return reviews.find(tx, target.parentId, id, session.userId);
        });
        if (!voted) throw notFound();
        return voted;
      },
    );
  };
}
