/**
 * A review card's "Helpful (n)" toggle (aria-pressed): marks the review helpful or takes the vote
 * back, at once (the answer confirms it). On one's own review, or logged out, only the count shows.
 */
import { Button } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { UI } from '@ffc/domain/messages';
import { mayVoteHelpful } from '@ffc/domain/votes';
import type { ReviewFieldsFragment } from '../gql/graphql';
import { useSession } from '../session/SessionContext';
import { describeFailure, failureText, toastError } from '../ui/toaster';
import { VoteHelpfulMutation } from './operations';

export function HelpfulButton({ review }: { review: ReviewFieldsFragment }) {
  const { currentUser } = useSession();
  const [vote] = useMutation(VoteHelpfulMutation);
  const label = UI.helpful(review.helpfulCount);
  if (!mayVoteHelpful(currentUser?.id, review.createdById))
    return <span className="review-card-helpful-count">{label}</span>;

  const helpful = !review.votedHelpful;
  const toggle = () =>
    vote({
      variables: { kind: review.kind, id: review.id, helpful },
      optimisticResponse: {
        voteHelpful: {
          __typename: 'Review',
          id: review.id,
          kind: review.kind,
          helpfulCount: review.helpfulCount + (helpful ? 1 : -1),
          votedHelpful: helpful,
        },
      },
    }).catch((error: unknown) => {
      // A refused vote says why in the domain's words (the shared 400 text is about saving).
      const failure = describeFailure(error);
      toastError(
        failure.status === 400 && failure.serverMessage ? failure.serverMessage : failureText('Review', error),
      );
    });
  return (
    <Button
      className="review-card-helpful"
      variant="outlined"
      icon="thumbs-up"
      active={review.votedHelpful}
      aria-pressed={review.votedHelpful}
      title={UI.helpfulHint}
      onClick={() => void toggle()}
    >
      {label}
    </Button>
  );
}
