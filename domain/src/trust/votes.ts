/**
 * "Helpful" votes on reviews: one per person per review, never on one's own; and the orders an
 * entry's reviews can be read in (newest first, what the spec shows, or most helpful first).
 */
import { REVIEWED_KINDS, type ReviewedKind } from '../kinds/kinds.js';
import { z } from 'zod';
import { M } from '../text/messages.js';
import { onOrAbsent } from '../entries/schemaFields.js';

/** The reviewed kinds, by their REST collection: `PUT /reviews/{kind}/{id}/helpful`. */
export const VOTED_KINDS = REVIEWED_KINDS;
export type VotedKind = ReviewedKind;

export const REVIEW_ORDERS = ['newest', 'helpful'] as const;
export type ReviewOrder = (typeof REVIEW_ORDERS)[number];
export const REVIEW_ORDER_DEFAULT: ReviewOrder = 'newest';

/** What a person reads for each order ("Sort reviews"). */
export const REVIEW_ORDER_LABELS: Readonly<Record<ReviewOrder, string>> = { newest: 'Newest', helpful: 'Most helpful' };

/** `order` of a reviews page: blank or absent is newest first. */
export const reviewOrderParam = z.preprocess(
  (v) => (v === '' || v == null ? undefined : v),
  z.enum(REVIEW_ORDERS, { error: M.unknownReviewOrder }).default(REVIEW_ORDER_DEFAULT),
);

/**
 * "Reviews from people like me": only the reviews whose authors show their needs with their reviews
 * and share at least one of the signed-in reader's needs at that kind. 'true' or absent.
 */
export const likeMeParam = onOrAbsent(
  'Signed in: only reviews whose authors show their needs and share one of yours here ("people like me").',
);

/** The reviews page's query beside `page` and `size`. */
export const reviewOrderQuery = z.object({ order: reviewOrderParam, likeMe: likeMeParam });

/** An order from an address's `?order=`: anything unknown is the default. */
export function reviewOrderFromUrl(param: string | null | undefined): ReviewOrder {
  return REVIEW_ORDERS.find((o) => o === param) ?? REVIEW_ORDER_DEFAULT;
}

/** The body of a vote: `true` to mark the review helpful, `false` to take the vote back. */
export const helpfulVoteSchema = z.object({ helpful: z.boolean({ error: M.helpfulChoice }) });
export type HelpfulVote = z.infer<typeof helpfulVoteSchema>;

/**
 * Whether a person may vote on a review: logged in, and not its author. A review whose author
 * deleted their account (no author) is anyone's to vote on.
 */
export function mayVoteHelpful(userId: number | null | undefined, authorId: number | null | undefined): boolean {
  return userId != null && userId !== authorId;
}
