import { describe, expect, it } from 'vitest';
import {
  helpfulVoteSchema,
  M,
  mayVoteHelpful,
  REVIEW_ORDER_LABELS,
  reviewOrderFromUrl,
  reviewOrderQuery,
  review,
  UI,
} from '../index.js';
import { fieldErrors } from '../entries/validation.js';

describe('helpful votes', () => {
  it("lets a logged-in person vote on anyone's review but their own", () => {
    expect(mayVoteHelpful(7, 8)).toBe(true);
    expect(mayVoteHelpful(7, null)).toBe(true);
    expect(mayVoteHelpful(7, 7)).toBe(false);
    expect(mayVoteHelpful(null, 8)).toBe(false);
    expect(mayVoteHelpful(undefined, undefined)).toBe(false);
  });

  it('takes a yes or a no, and refuses anything else with its message', () => {
    expect(helpfulVoteSchema.parse({ helpful: true })).toEqual({ helpful: true });
    expect(helpfulVoteSchema.parse({ helpful: false })).toEqual({ helpful: false });
    expect(fieldErrors(helpfulVoteSchema, { helpful: 'yes' })).toEqual([
      { field: 'helpful', message: M.helpfulChoice },
    ]);
    expect(fieldErrors(helpfulVoteSchema, {})).toEqual([{ field: 'helpful', message: M.helpfulChoice }]);
  });

  it('words the toggle with its count', () => {
    expect(UI.helpful(0)).toBe('Helpful (0)');
    expect(UI.helpful(12)).toBe('Helpful (12)');
    expect(M.ownReviewVote).toBe('You cannot mark your own review as helpful.');
  });

  it("carries the count and the caller's vote on a review, optional for answers that predate them", () => {
    const base = {
      id: 1,
      name: 'Clear air',
      rating: 5,
      createdDate: '2026-01-01',
      modifiedDate: '2026-01-01',
      photos: [],
    };
    expect(review.parse({ ...base, helpfulCount: 3, votedHelpful: true })).toMatchObject({
      helpfulCount: 3,
      votedHelpful: true,
    });
    expect(review.parse(base).helpfulCount).toBeUndefined();
  });
});

describe('the order of reviews', () => {
  it('is newest first unless most helpful is asked for', () => {
    expect(reviewOrderQuery.parse({})).toEqual({ order: 'newest' });
    expect(reviewOrderQuery.parse({ order: '' })).toEqual({ order: 'newest' });
    expect(reviewOrderQuery.parse({ order: 'helpful' })).toEqual({ order: 'helpful' });
    expect(fieldErrors(reviewOrderQuery, { order: 'best' })).toEqual([
      { field: 'order', message: M.unknownReviewOrder },
    ]);
  });

  it("reads an address's order forgivingly, and names each order", () => {
    expect(reviewOrderFromUrl('helpful')).toBe('helpful');
    expect(reviewOrderFromUrl('worst')).toBe('newest');
    expect(reviewOrderFromUrl(null)).toBe('newest');
    expect(REVIEW_ORDER_LABELS).toEqual({ newest: 'Newest', helpful: 'Most helpful' });
  });
});
