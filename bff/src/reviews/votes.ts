/** "Helpful" votes on reviews: `voteHelpful(kind, id, helpful)`, PUT /reviews/{kind}/{id}/helpful. */
import { helpfulVoteSchema } from '@ffc/domain';
import { builder } from '../builder/builder.js';
import { collectionOf, ReviewKind, ReviewRef, tag } from './schema.js';

/** The entry a review answer names (`businessEntity`, `homeEntity` or `productEntity`). */
const parentOf = (answer: {
  businessEntity?: { id: number };
  homeEntity?: { id: number };
  productEntity?: { id: number };
}): number => (answer.businessEntity ?? answer.homeEntity ?? answer.productEntity)?.id ?? 0;

builder.mutationFields((t) => ({
  voteHelpful: t.field({
    authScopes: { signedIn: true },
    type: ReviewRef,
    description:
      "Marks a review helpful (`helpful: true`) or takes the caller's vote back (`false`); never one's own review.",
    args: {
      kind: t.arg({ type: ReviewKind, required: true }),
      id: t.arg.int({ required: true }),
      helpful: t.arg.boolean({ required: true }).validate(helpfulVoteSchema.shape.helpful),
    },
    resolve: async (_root, { kind, id, helpful }, { rest }) => {
      const answer = await rest.voteHelpful(collectionOf(kind), id, { helpful });
      return tag(kind, parentOf(answer))(answer);
    },
  }),
}));
