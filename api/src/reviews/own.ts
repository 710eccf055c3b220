/**
 * GET /user/reviews: where the caller's own reviews are (each one's kind, entry and id), so that a
 * change of what their reviews show (their needs, shown with them) can name the pages it touches.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ownReview } from '@ffc/domain';
import type { ApiContext } from '../context.js';
import { compiled, rows } from '../db/query.js';
import { privateAnswers } from '../http/private.js';
import { refusals, typed } from '../http/schemas.js';
import { signedIn } from '../http/session.js';
import { REVIEWED_SPECS } from '../kinds/all.js';

export default async function ownReviewRoutes(app: FastifyInstance, { ctx }: { ctx: ApiContext }) {
  const { db } = ctx;
  privateAnswers(app);
  // One index scan per kind (each review table's created_by_id index).
  const where = REVIEWED_SPECS.map(
    (spec) =>
      sql`SELECT ${spec.collection}::text AS kind, ${sql.ref(spec.reviews.parentColumn)} AS "entryId", id
          FROM ${sql.table(spec.reviews.table)} WHERE created_by_id = `,
  );

  signedIn(typed(app)).get(
    '/user/reviews',
    {
      schema: {
        tags: ['user'],
        summary: "Where the caller's own reviews are: each one's kind, entry and id",
        response: { 200: ownReview.array(), ...refusals(401) },
      },
    },
    async (_request, _reply, session) => {
      const union = sql.join(
        where.map((select) => sql`${select}${session.userId}`),
        sql` UNION ALL `,
      );
      const found = await rows(db, compiled(sql<{ kind: string; entryId: number; id: number }>`${union}`));
      return ownReview.array().parse(found);
    },
  );
}
