/**
 * "Safe for me": the signed-in person's own needs (REST `/user/needs`). Health information: every
 * field is the caller's own, read through their session, and nothing here is cached.
 */
import { KINDS, kindsShownDifferently, needsAnswerSchema, needsSchema, NO_NEEDS } from '@ffc/domain';
import type { CachedEntity } from '../context.js';
import type { RestApi } from '../rest/api.js';
import type { z } from 'zod';
import { builder } from '../builder/builder.js';
import { inputFieldsOf, objectFieldsOf } from '../builder/derive.js';

export const NeedsRef = builder.objectRef<z.output<typeof needsAnswerSchema>>('Needs').implement({
  description:
    "The signed-in person's needs: the accommodations they need at each kind of place, and what they react to. " +
    'Private: only they can read them.',
  fields: () => objectFieldsOf('Needs', needsAnswerSchema, {}),
});

// The profile's needs form sends every list (an empty one is none); the domain's rules check the keys.
const NeedsInput = builder
  .inputType('NeedsInput', {
    fields: (t) =>
      inputFieldsOf('NeedsInput', t, needsSchema, {
        businesses: t.stringList({ description: 'The accommodations needed at a business.' }),
        homes: t.stringList({ description: 'The accommodations needed at a rental home.' }),
        products: t.stringList({ description: 'What a product needs to be.' }),
        socials: t.stringList({ description: 'What a social group needs to offer.' }),
        sensitivities: t.stringList({ description: 'What the person reacts to.' }),
      }),
  })
  .validate(needsSchema);

/**
 * What a change of needs changes on pages others may see: the pages of the entries the person
 * reviewed, at the kinds where what their reviews show of their needs changed (their needs there,
 * while they show them); nothing when nothing shown changed. Should their reviews not be found,
 * every answer holding a review.
 */
async function pagesShowingNeeds(
  rest: RestApi,
  before: z.output<typeof needsAnswerSchema>,
  after: z.output<typeof needsAnswerSchema>,
): Promise<CachedEntity[]> {
  const kinds = new Set<string>(kindsShownDifferently(before, after));
  if (!kinds.size) return [];
  const reviews = await rest.ownReviews().catch(() => undefined);
  if (!reviews) return [{ typename: 'Review' }];
  return reviews
    .filter((review) => kinds.has(review.kind))
    .flatMap((review) => [
      { typename: KINDS[review.kind].typeName, id: review.entryId },
      { typename: 'Review', id: review.id },
    ]);
}

builder.queryFields((t) => ({
  needs: t.field({
    authScopes: { signedIn: true },
    type: NeedsRef,
    description: "The caller's own needs (GET /user/needs); none chosen reads as empty lists.",
    resolve: (_root, _args, { rest }) => rest.needs(),
  }),
}));

builder.mutationFields((t) => ({
  updateNeeds: t.field({
    authScopes: { signedIn: true },
    type: NeedsRef,
    args: { input: t.arg({ type: NeedsInput, required: true }) },
    description: "Replaces the caller's needs (PUT /user/needs); a list left out is none.",
    resolve: async (_root, { input }, { rest, changed }) => {
      const before = await rest.needs();
      const after = await rest.updateNeeds(input);
      changed.push(...(await pagesShowingNeeds(rest, before, after)));
      return after;
    },
  }),
  clearNeeds: t.field({
    authScopes: { signedIn: true },
    type: NeedsRef,
    description: "Forgets the caller's needs in one step (DELETE /user/needs).",
    resolve: async (_root, _args, { rest, changed }) => {
      const before = await rest.needs();
      await rest.clearNeeds();
      changed.push(...(await pagesShowingNeeds(rest, before, NO_NEEDS)));
      return NO_NEEDS;
    },
  }),
}));
